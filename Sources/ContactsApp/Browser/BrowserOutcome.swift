/// How the browser ended, for the flow to act on.
package enum BrowserOutcome: Equatable, Sendable {
  /// The user quit (`q`): exit 0.
  case quit
  /// The user asked to change which contacts the app may see (`m`, only under limited access).
  case manageSelection
  /// The user asked to merge the contact with this identifier with its likely duplicates (`M`,
  /// only when the browser was given a way to merge).
  case mergeDuplicates(String)
  /// The app's access changed while the browser was open (a `ContactStoreDidChange`): reload.
  case accessChanged
  /// The terminal went away (end of input).
  case endOfInput
  /// A signal ended the run; the terminal is restored and the exit code is 128 + the signal.
  case interrupted(Int32)
}
