import Authorization
import ContactModel
import Foundation

/// `CNErrorDomain`: the domain of `CNError`.
public let CNErrorDomain = "CNErrorDomain"

/// An error from the Contacts API, as `CNError`: a code and a message the user can act on.
///
/// `catch CNError.authorizationDenied` and `catch let error as CNError` read as on iOS.
public struct CNError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
  /// What went wrong, with Apple's raw values; the codes from 1000 up are this platform's own
  /// (there is no terminal prompt on iOS to dismiss).
  public enum Code: Int, Sendable, CaseIterable {
    /// A data store (the permission database, a contact source) could not be read.
    case dataAccessError = 2
    /// Access to contacts was refused, by the user or by policy.
    case authorizationDenied = 100
    /// No contact has the identifier asked for.
    case recordDoesNotExist = 200
    /// The predicate was not made by `CNContact.predicateForContacts…`.
    case predicateInvalid = 400
    /// The vCard data could not be read.
    case vCardMalformed = 700
    /// The prompt closed without an answer (Esc, end of input, signal, timeout); nothing was stored.
    case promptDismissed = 1000
    /// The app's Info.plist has no `NSContactsUsageDescription`, so it may not ask.
    case usageDescriptionMissing = 1001
    /// There is no terminal to ask the user on.
    case noTerminal = 1002
    /// The app's Info.plist is missing or invalid.
    case invalidManifest = 1003
    /// A card or file changed on disk between the read and the save; nothing was saved.
    case saveConflict = 1004
  }

  /// `CNError.Code.dataAccessError`, for `catch CNError.dataAccessError`.
  public static let dataAccessError = Code.dataAccessError
  /// `CNError.Code.authorizationDenied`.
  public static let authorizationDenied = Code.authorizationDenied
  /// `CNError.Code.recordDoesNotExist`.
  public static let recordDoesNotExist = Code.recordDoesNotExist
  /// `CNError.Code.predicateInvalid`.
  public static let predicateInvalid = Code.predicateInvalid
  /// `CNError.Code.vCardMalformed`.
  public static let vCardMalformed = Code.vCardMalformed

  /// `CNErrorDomain`.
  public static let errorDomain = CNErrorDomain

  /// What went wrong.
  public let code: Code
  /// What happened and what to do about it.
  public let message: String

  /// An error with a message.
  public init(_ code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The Contacts error for a store error: the same code (by raw value) and message.
  init(_ error: ContactsError) {
    // The codes share Apple's raw values, so the mapping is by number.
    self.init(Code(rawValue: error.code.rawValue) ?? .dataAccessError, message: error.message)
  }

  /// The error for an app that installed no `AppContext`: nothing can be read (fail closed).
  static let noApp = CNError(.dataAccessError, message: "No app is installed for the Contacts API (AppContext).")

  /// The message.
  public var errorDescription: String? { message }
  /// The message.
  public var description: String { message }
}

extension CNError.Code {
  /// `catch CNError.authorizationDenied`: true when `error` is a `CNError` with `code`.
  public static func ~= (code: CNError.Code, error: any Error) -> Bool {
    (error as? CNError)?.code == code
  }
}
