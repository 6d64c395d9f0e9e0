/// How the browser ended, for the flow to act on.
package enum BrowserOutcome: Equatable, Sendable {
  /// The user quit (`q`): exit 0.
  case quit
  /// The user asked to change which contacts the app may see (`m`, only under limited access).
  case manageSelection
  /// The user asked to edit the contact with this identifier as vCard text (`E`, only when the
  /// browser can edit): the flow runs the editor, then shows the browser again.
  case editAsText(identifier: String)
  /// The user asked to merge the contact with this identifier with its likely duplicates (`M`,
  /// only when the browser was given a way to merge).
  case mergeDuplicates(String)
  /// The app's access changed while the browser was open (a `ContactStoreDidChange`): reload.
  case accessChanged
  /// A write found the card changed on disk: read the contacts again, select this contact, open
  /// its card as it is now, and show the message.
  case reload(selecting: String, message: String)
  /// The terminal went away (end of input).
  case endOfInput
  /// A signal ended the run; the terminal is restored and the exit code is 128 + the signal.
  case interrupted(Int32)
}
