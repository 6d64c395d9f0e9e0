import AddressBook
import Authorization
import CardDAVCache
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import TerminalUI

/// After a grant: loads the contacts (only now are sources opened) and shows them.
@MainActor
struct Browse {
  /// The run's options.
  let options: RunOptions
  /// The store, which refuses reads without access.
  let store: ContactStore
  /// The terminal.
  let session: TerminalSession
  /// The frame.
  let chrome: ScreenChrome
  /// Lets the user change which contacts are shared (`m` under limited access); nil hides the key.
  /// The browser reloads the contacts after it returns.
  var manageSelection: (@MainActor (Terminal) async -> Void)?
  /// Merges a contact (by identifier) with its likely duplicates (`M`); nil hides the key. It
  /// returns the signal that ended it, if one did; the browser reloads the contacts after it.
  var mergeDuplicates: (@MainActor (Terminal, String) async -> Int32?)?
  /// Reports changes to the app's access while the browser is open; nil never reloads.
  var changes: AccessChangeWatch?
  /// Where the browser's adds, edits, deletes and undos are written (`a`, `e`, `d`, `u`). Until it
  /// is given one over the store's save request, every write is refused with a message.
  var editing: ContactEditing = .unavailable
  /// Edits a card as vCard text (`E`); nil hides the key. The browser reloads afterwards.
  var editAsText: BrowserCardEdit?
  /// The title bar's name for the sources, instead of their file names (the demo's copy of the
  /// sample is the sample address book to its audience).
  var sourceTitle: String?
  /// The CardDAV accounts' background sync; nil without accounts.
  var sync: BrowserSync?

  /// Loads and shows the contacts; returns the exit code of the browser.
  func run() async throws(ContactsAppError) -> ExitCode {
    defer { sync?.sync.cancel() }
    // The password is asked before the full screen opens when it is not open yet (the app was
    // granted before this run); after a prompt, with the screen handed back for the question.
    if let sync, !options.plain, let signal = sync.start(on: session.terminal) { return .signal(signal) }
    let mode = try session.open()
    var diagnostics: [Diagnostic] = []
    defer {
      session.close()
      for diagnostic in diagnostics { Console.diagnostic(diagnostic.description) }
    }
    switch mode {
    case .full(let terminal):
      var seam = changes.map { editing.acknowledging(in: $0) } ?? editing
      if let sync, !sync.offline { seam = seam.followed { sync.sync.push() } }
      // Kept across reloads, so `u` still undoes what was done before one.
      var history = EditHistory()
      var reopen: (identifier: String, message: String)?
      // After a merge view, the reloaded list selects the contact it was opened on.
      var selecting: String?
      while true {
        chrome.drawLoading(on: terminal.surface)
        let content = try load()
        diagnostics = content.diagnostics
        changes?.acknowledge()
        var screen = BrowserScreen(changes: BrowserChanges(content: content, editing: seam, history: history))
        if let reopen {
          screen.initialSelection = reopen.identifier
          screen.showsInitialCard = true
          screen.initialMessage = reopen.message
        }
        reopen = nil
        if let selecting {
          screen.initialSelection = selecting
        }
        selecting = nil
        if let changes { screen.accessChanged = { changes.takeChange() } }
        if let background = sync?.sync {
          screen.syncNews = { (background.currentStatus, background.takeMessages()) }
        }
        let outcome = await screen.run(on: terminal)
        history = screen.changes.history
        switch outcome {
        case .reload(let identifier, let message):
          // A conflict: the card changed on disk. The message (where the typing was kept) is
          // shown whole, and the sources are read again, so the card shown is the one on disk.
          var notice = MessageScreen(chrome: chrome, heading: "Not saved", paragraphs: [message])
          notice.status = "Press any key to see the card as it is now"
          if let signal = notice.run(on: terminal) { return .signal(signal) }
          store.reload()
          reopen = (identifier, "Not saved: the card changed on disk since it was read")
        case .quit, .endOfInput: return .success
        case .interrupted(let signal): return .signal(signal)
        case .accessChanged:
          // Access or the files changed: read the sources again, with the same contact selected.
          store.reload()
          selecting = screen.selectionAtExit
          guard try !revoked() else {
            let bundle = store.center.manifest.bundleIdentifier
            throw ContactsAppError(
              .denied,
              "access to contacts was withdrawn while the browser was open. To allow it again, run: "
                + CommandHint(common: options.common).command("permissions set \(bundle) allow"))
          }
        case .manageSelection:
          guard let manageSelection else { return .success }
          await manageSelection(terminal)
        case .editAsText(let identifier):
          if let signal = editAsText?.run(identifier: identifier, on: terminal) { return .signal(signal) }
          selecting = identifier
        case .mergeDuplicates(let identifier):
          guard let mergeDuplicates else { continue }
          if let signal = await mergeDuplicates(terminal, identifier) { return .signal(signal) }
          selecting = identifier
        }
      }
    case .line:
      let content = try load()
      diagnostics = content.diagnostics
      session.close()
      try ContactsAppError.wrap { () throws(ContactsError) in
        try ContactExport.write(content.directory.contacts, format: .text, formatter: content.directory.formatter)
      }
      return .success
    }
  }

  /// Reads the sources (the store checks access), keeps the group's members with `--group`, and
  /// sorts the contacts.
  private func load() throws(ContactsAppError) -> BrowserContent {
    let all = try ContactsAppError.wrap { () throws(ContactsError) in
      switch options.api {
      case .contacts:
        return try store.unifiedContacts(matching: nil, keysToFetch: ContactKey.allCases)
      case .addressbook:
        var error: ContactsError?
        guard let book = ABAddressBookCreateWithOptions(nil, &error) else {
          throw error ?? ContactsError(.authorizationDenied)
        }
        let people = ABAddressBookCopyArrayOfAllPeople(book)
        // The legacy call answers an unreadable source with no people; ask the facade why.
        return people.isEmpty ? try book.store.allContacts() : people
      }
    }
    let (contacts, group) = try members(of: all)
    let directory = ContactDirectory(
      contacts: contacts, sortOrder: options.sort.sortOrder,
      displayOrder: options.display.displayOrder)
    var content = BrowserContent(
      directory: directory, diagnostics: store.diagnostics + (sync?.sync.diagnostics ?? []), title: chrome.appName,
      sourceName: "\(sourceName) · \(chrome.apiLabel)", limitedAccess: manageSelection != nil && isLimited,
      group: group, canEditAsText: editAsText != nil, canMerge: mergeDuplicates != nil, secondary: options.secondary)
    content.captions = chrome.captions
    return content
  }

  /// With `--group`, the members of the group and its name as the cards spell it; else `all`.
  /// A group no readable contact is in is an error naming the groups there are, except under
  /// limited access, where `m` can share its members: the list is then empty and says so.
  private func members(of all: [Contact]) throws(ContactsAppError) -> (contacts: [Contact], group: String?) {
    guard let name = options.group else { return (all, nil) }
    let identifier = ContactGroup.identifier(forName: name)
    let members = all.filter { $0.isMember(ofGroup: identifier) }
    let spelled = ContactGroup.groups(of: members).first { $0.identifier == identifier }?.name
    if spelled == nil && !isLimited { throw .unknownGroup(name, known: ContactGroup.groups(of: all)) }
    return (members, spelled ?? name)
  }

  /// Whether the app lost access (denied or restricted since the browser opened).
  private func revoked() throws(ContactsAppError) -> Bool {
    let grant = try ContactsAppError.wrap { () throws(ContactsError) in try store.center.grant() }
    if case .none = grant { return true }
    return false
  }

  /// Whether the app sees only a selection (so `m` manages it).
  private var isLimited: Bool {
    if case .limited? = try? store.center.grant() { return true }
    return false
  }

  /// The sources' names, for the title bar.
  private var sourceName: String {
    if let sourceTitle { return sourceTitle }
    let paths = options.common.contacts.filter { !AccountURL.isURL($0) }.map {
      URL(fileURLWithPath: $0).lastPathComponent
    }
    let accounts = sync?.accounts.map(\.name) ?? []
    return paths.isEmpty && accounts.isEmpty ? "Sample address book" : (paths + accounts).joined(separator: ", ")
  }
}

extension ContactEditing {
  /// This seam, `after` called after each successful write (the browser's push-only sync).
  func followed(by after: @escaping @MainActor () -> Void) -> ContactEditing {
    let inner = self
    return ContactEditing(
      add: { contact throws(ContactsError) in
        let stored = try inner.add(contact)
        MainActor.assumeIsolated { after() }
        return stored
      },
      update: { contact throws(ContactsError) in
        let stored = try inner.update(contact)
        MainActor.assumeIsolated { after() }
        return stored
      },
      delete: { contact throws(ContactsError) in
        try inner.delete(contact)
        MainActor.assumeIsolated { after() }
      },
      isConflict: inner.isConflict)
  }

  /// This seam, each successful write then acknowledged to `watch`: the store announces a save
  /// (and, under limited access, the shared contacts it changed) as a change, but the browser
  /// that wrote already shows it, so that is no reason to read everything again (which would
  /// also wipe the status line's "Saved …").
  @MainActor
  func acknowledging(in watch: AccessChangeWatch) -> ContactEditing {
    let inner = self
    return ContactEditing(
      add: { contact throws(ContactsError) in
        let stored = try inner.add(contact)
        MainActor.assumeIsolated { watch.acknowledge() }
        return stored
      },
      update: { contact throws(ContactsError) in
        let stored = try inner.update(contact)
        MainActor.assumeIsolated { watch.acknowledge() }
        return stored
      },
      delete: { contact throws(ContactsError) in
        try inner.delete(contact)
        MainActor.assumeIsolated { watch.acknowledge() }
      },
      isConflict: inner.isConflict)
  }
}
