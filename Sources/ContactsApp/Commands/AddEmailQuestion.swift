import TerminalUI

/// The confirmation `add-email` asks on the terminal (`/dev/tty`, since stdin is the message):
/// `Add Jane Doe <jane@example.com>? [Y/n/e(dit name)]`, answered with a line. The words a reply
/// may be are `AddEmailReply`'s; this is only the asking.
@MainActor
struct AddEmailQuestion {
  /// The tty in line mode, with the kernel's line editing and echo.
  let line: LineTerminal

  /// Asks until a reply is understood, and returns it; `.endOfInput` or `.interrupted` when the
  /// terminal ends or a signal comes first.
  func ask(name: String, address: String) -> AddEmailReply {
    line.setKeyMode(false)
    line.flushTypeahead()
    var name = name
    while true {
      line.write(AddEmailReply.question(name: name, address: address))
      let typed = readLine()
      guard case .text(let text) = typed else { return typed.reply }
      switch AddEmailReply(text) {
      case .editName?:
        line.write("Name: ")
        let typedName = readLine()
        guard case .text(let edited) = typedName else { return typedName.reply }
        let trimmed = edited.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !trimmed.isEmpty { name = trimmed }
      case .yes?: return .add(name: name)
      case .no?: return .cancelled
      case .add?, .cancelled?, .interrupted?, nil: line.write("Please answer y, n or e.\n")
      }
    }
  }

  private enum Line {
    case text(String)
    case ended
    case interrupted(Int32)

    var reply: AddEmailReply {
      switch self {
      case .interrupted(let signal): .interrupted(signal)
      default: .cancelled
      }
    }
  }

  /// One line the kernel edited, as keys up to Enter.
  private func readLine() -> Line {
    var text = ""
    while true {
      switch line.readKey(timeout: nil) {
      case .input(.key(.special(.enter))): return .text(text)
      case .input(.key(.char(let character))): text.append(character)
      case .input, .timedOut, .resized: continue
      case .resumed: continue
      case .endOfInput: return .ended
      case .interrupted(let signal): return .interrupted(signal)
      }
    }
  }
}

/// A reply to `add-email`'s question, read from the line typed: empty, `y` or `yes` adds; `n` or
/// `no` adds nothing; `e` or `edit` asks for the name; any case. Anything else asks again.
enum AddEmailReply: Equatable {
  /// Add it, under this name.
  case add(name: String)
  /// Add nothing.
  case cancelled
  /// A signal came first.
  case interrupted(Int32)
  /// The words a line can be (`init`); never returned by `ask`.
  case yes, no, editName

  /// The reply a typed line is, or nil when it is none.
  init?(_ line: String) {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "", "y", "yes": self = .yes
    case "n", "no": self = .no
    case "e", "edit": self = .editName
    default: return nil
    }
  }

  /// The question, naming the contact (the terminal writer neutralises what the mail sent).
  static func question(name: String, address: String) -> String {
    let who = name.isEmpty ? "<\(address)>" : "\(name) <\(address)>"
    return "Add \(who)? [Y/n/e(dit name)] "
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

extension Set<Character> {
  fileprivate static let whitespaces: Set<Character> = [" ", "\t"]
}
