public import Foundation

/// An error from the contacts layers, with a code that mirrors `CNError` and a message a user can act on.
public struct ContactsError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// What went wrong. Codes follow `CNError` where one exists; this project's own start at 1000.
  public enum Code: Int, Sendable, CaseIterable {
    /// A data store (the permission database, a contact source, a policy file) could not be read or written.
    case dataAccessError = 2
    /// Access to contacts was refused, by the user or by policy.
    case authorizationDenied = 100
    /// The prompt closed without an answer (Esc, end of input, signal, timeout).
    case promptDismissed = 1000
    /// The app's Info.plist has no `NSContactsUsageDescription`.
    case usageDescriptionMissing = 1001
    /// There is no terminal to ask the user on.
    case noTerminal = 1002
    /// The app's Info.plist is missing or invalid.
    case invalidManifest = 1003
    /// A card or file changed on disk between the read and the save; nothing was saved.
    case saveConflict = 1004

    /// A generic message for errors that need no more detail.
    public var defaultMessage: String {
      switch self {
      case .dataAccessError: "The contacts data could not be read."
      case .authorizationDenied: "Access to contacts was denied."
      case .promptDismissed: "The access prompt was dismissed without an answer; nothing was stored."
      // iOS's crash text, verbatim; `AppManifest.usageDescriptionMissingMessage` is this text.
      case .usageDescriptionMissing:
        "This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
          + "The app's Info.plist must contain an NSContactsUsageDescription key with a string value explaining "
          + "to the user how the app uses this data."
      case .noTerminal: "No terminal is available to ask for access; nothing was stored."
      case .invalidManifest: "The app's Info.plist is missing or invalid."
      case .saveConflict: "A contact changed on disk since it was read; nothing was saved."
      }
    }
  }

  /// What went wrong.
  public var code: Code
  /// What happened and what to do about it, ready to show the user.
  public var message: String

  /// An error with a specific message.
  public init(_ code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// An error with the code's default message.
  public init(_ code: Code) {
    self.init(code, message: code.defaultMessage)
  }

  /// The message.
  public var description: String { message }

  /// The message, so `localizedDescription` shows it too.
  public var errorDescription: String? { message }
}
