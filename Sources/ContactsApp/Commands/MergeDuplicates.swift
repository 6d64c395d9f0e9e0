import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import TerminalUI
import VCard

/// `M` in the browser: the selected contact's likely duplicates in the merge view, and the merge
/// the user confirms handed to `save`.
///
/// The contacts are read again through a fresh store, with their cards' bytes kept, so the
/// merged card carries every card's unknown properties (docs/DUPLICATES.md). The store checks the
/// grant as for any read: under limited access only shared contacts are candidates. The selected
/// contact comes first, so it is the one that stays; at most nine cards are shown (1–9 choose).
@MainActor
struct MergeDuplicates {
  /// The app's permission center.
  let center: AuthorizationCenter
  /// The sources the browser reads.
  let sources: [any ContactSource]
  /// The region phone numbers are compared in.
  let region: PhoneRegion?
  /// The frame, for the loading screen and messages.
  let chrome: ScreenChrome
  /// Writes a confirmed merge, made of the given contacts as read, as one save request (update
  /// the survivor, delete the others); without one the user is told nothing was changed.
  var save: (@MainActor (ContactMerge.Result, [Contact]) throws(ContactsAppError) -> Void)?

  /// The most cards one merge shows.
  static let maximumCards = 9

  /// Shows the merge for the contact `identifier`; the signal that ended it, if one did.
  func run(on terminal: Terminal, identifier: String) async -> Int32? {
    chrome.drawLoading(on: terminal.surface)
    let store = ContactStore(center: center, sources: sources, readPurpose: "merge")
    let stream = ContactStream<[Contact]>.collecting.keepingOriginalCards()
    guard let batches = try? store.streamContacts(into: stream) else {
      return message("Not merged", ["The contacts could not be read again; nothing was changed."], on: terminal)
    }
    let contacts = Array(batches.joined())
    guard let selected = contacts.firstIndex(where: { $0.identifier == identifier }),
      let cluster = DuplicateFinder(region: region).clusters(in: contacts).first(where: {
        $0.members.contains { $0.index == selected }
      })
    else {
      return message(
        "No likely duplicates",
        ["No other contact shares an e-mail address, a phone number or the name of this one."], on: terminal)
    }
    let others = cluster.members.map(\.index).filter { $0 != selected }.prefix(Self.maximumCards - 1)
    guard let merge = ContactMerge(([selected] + others).map { contacts[$0] }, region: region) else { return nil }
    switch await MergeScreen().run(merge, on: terminal) {
    case .merged(let merge):
      guard let save else {
        return message(
          "Not merged", ["This build cannot write contacts yet, so nothing was changed."], on: terminal)
      }
      do {
        try save(merge.merged(), merge.contacts)
      } catch {
        return message("Not merged", [error.message], on: terminal)
      }
      return nil
    case .cancelled, .endOfInput: return nil
    case .interrupted(let signal): return signal
    }
  }

  /// Shows a message until a key; the signal that ended it, if one did.
  private func message(_ heading: String, _ paragraphs: [String], on terminal: Terminal) -> Int32? {
    MessageScreen(chrome: chrome, heading: heading, paragraphs: paragraphs, status: "Press any key to go back")
      .run(on: terminal)
  }
}
