import Authorization
import ContactModel
import ContactSearch
import ContactStore
import ContactsPrompt
import Foundation
import SafeText

/// `contacts-tui delete`: deletes the one contact `--id` names or `--match` finds, after asking
/// on the terminal (`/dev/tty`) unless `--yes`; prints what it deleted. More than one match is a
/// usage error listing the candidates, so a delete never guesses.
@MainActor
struct DeleteCommand {
  let options: DeleteOptions
  let environment: [String: String]

  func run() async throws(ContactsAppError) -> ExitCode {
    let opened: CardCommandStore
    switch try await CardCommandStore.open(common: options.common, environment: environment, readPurpose: "delete") {
    case .success(let store): opened = store
    case .failure(let failure): return failure.code
    }
    let selector = options.identifier.map(CardSelector.identifier) ?? .match(options.match ?? "")
    let contact = try opened.select(selector)
    let formatter = ContactFormatter(order: .givenFirst)
    let name = formatter.string(from: contact)
    if !options.yes {
      switch Self.confirm("Delete \(name) (\(contact.identifier))? [y/N] ") {
      case .yes: break
      case .no:
        Console.error("nothing was deleted")
        return .success
      case .noTerminal:
        throw ContactsAppError(.usage, "no terminal to confirm the delete on; pass --yes to delete without asking")
      }
    }
    var request = SaveRequest()
    request.delete(contact)
    try ContactsAppError.wrap { () throws(ContactsError) in _ = try opened.store.execute(request) }
    Console.output("deleted \(name) (\(contact.identifier))")
    return .success
  }

  enum Confirmation { case yes, no, noTerminal }

  /// Asks `question` on `/dev/tty` and reads one line: only "y" or "yes" confirms.
  static func confirm(_ question: String) -> Confirmation {
    let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard tty >= 0 else { return .noTerminal }
    defer { close(tty) }
    let text = Array(SafeText.neutralised(question).utf8)
    _ = text.withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while line.count < 64 {
      let count = read(tty, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 || byte == 10 || byte == 13 { break }
      line.append(byte)
    }
    let answer = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
    return answer == "y" || answer == "yes" ? .yes : .no
  }
}
