import Authorization
package import ContactModel

extension ContactsAppError {
  /// Runs a lower layer's call, turning its error into the app's.
  package static func wrap<T>(_ body: () throws(ContactsError) -> T) throws(ContactsAppError) -> T {
    do {
      return try body()
    } catch {
      throw ContactsAppError(error)
    }
  }

  /// Wraps a lower layer's error with the exit code `ExitCode` gives it (the README's table).
  package init(_ error: ContactsError) {
    self.init(ExitCode(error.code), error.message)
  }
}
