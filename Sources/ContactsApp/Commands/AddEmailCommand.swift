import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import Foundation
import MailMessage
import TerminalUI

/// `contacts-tui add-email [--yes]`: reads a mail message on standard input and adds its sender
/// (`MailSender`) to the contacts: a new contact, or the name for a contact that has the address
/// but no name, or nothing when the address is already there (`AddEmailPlan`). It asks on
/// `/dev/tty` first (`AddEmailQuestion`), where the name can be changed; `--yes` takes it as the
/// mail gives it. The mutt, neomutt and aerc macro: `| contacts-tui add-email`.
struct AddEmailCommand {
  /// The parsed options.
  let options: AddEmailOptions
  /// The process environment.
  let environment: [String: String]
  /// The save through the store's save request, for a store; nil while the app cannot write.
  let saver: (ContactStore) -> ContactSaver?
  /// The message; standard input unless a test gives one.
  var message: () -> [UInt8] = { Self.standardInput() }

  /// Adds the sender; 0 when it was added, was already there, or the user said no.
  @MainActor
  func run() async throws(ContactsAppError) -> ExitCode {
    let sender: MailSender
    switch MailSender.read(message()) {
    case .sender(let found): sender = found
    case .refused(let header, let text, let problem):
      throw ContactsAppError(
        .dataError,
        "the \(header.rawValue) address <\(text)> is not one valid e-mail address (\(problem)); nothing was added")
    case .none:
      throw ContactsAppError(
        .dataError, "no sender in the message on standard input (no address in From, Reply-To or Sender)")
    }
    let opened: CardCommandStore
    switch try await CardCommandStore.open(common: options.common, environment: environment, readPurpose: "add-email") {
    case .success(let store): opened = store
    case .failure(let failure): return failure.code
    }
    var name = sender.personalName
    let address = sender.mailbox.address
    var plan = AddEmailPlan.plan(address: address, name: name, in: opened.contacts)
    if case .alreadyThere(let contact) = plan {
      let known = ContactFormatter().string(from: contact)
      Console.output("\(Self.show(name.full, address)) is already in the contacts: \(known) (\(contact.identifier))")
      return .success
    }
    if !options.yes {
      switch try ask(name: name.full, address: address) {
      case .add(let chosen):
        name = PersonalName(chosen)
        plan = AddEmailPlan.plan(address: address, name: name, in: opened.contacts)
      case .interrupted(let signal): return .signal(signal)
      default:
        Console.output("Nothing was added.")
        return .success
      }
    }
    switch plan {
    case .add(let contact):
      try EditCommand.save(
        .add(contact), with: saver(opened.store), report: ["  added \(Self.show(name.full, address))"])
    case .addName(let contact, let updated):
      let changes = ContactChangeSummary.lines(from: contact, to: updated).map { "  " + $0 }
      try EditCommand.save(
        .update(original: contact, updated: updated), with: saver(opened.store),
        report: ["  the name of <\(address)> (\(contact.identifier)):"] + changes)
    case .alreadyThere:
      Console.output("\(Self.show(name.full, address)) is already in the contacts")
    }
    return .success
  }

  /// Asks on the terminal; with no terminal, says to use `--yes`.
  @MainActor
  private func ask(name: String, address: String) throws(ContactsAppError) -> AddEmailReply {
    let line: LineTerminal
    do {
      line = try LineTerminal.open()
    } catch {
      throw ContactsAppError(
        .noTerminal, "no terminal to ask on (\(error)); nothing was added. Use --yes to add the sender as it is.")
    }
    defer { line.close() }
    return AddEmailQuestion(line: line).ask(name: name, address: address)
  }

  /// `Jane Doe <jane@example.com>`, or `<jane@example.com>` without a name.
  static func show(_ name: String, _ address: String) -> String {
    name.isEmpty ? "<\(address)>" : "\(name) <\(address)>"
  }

  /// Standard input, read to its end (a mailer that pipes a message expects it to be read) but
  /// kept only as deep as the header section is looked for.
  static func standardInput() -> [UInt8] {
    var kept: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      if kept.count < MailHeaders.maxBytes { kept += chunk.prefix(min(count, MailHeaders.maxBytes - kept.count)) }
    }
    return kept
  }
}
