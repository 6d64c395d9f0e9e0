package import ContactsPrompt
package import TerminalUI

/// A full screen of text that waits for any key: the denied screen, and other dead ends that must
/// tell the user what to do next.
@MainActor
package struct MessageScreen {
  /// The frame.
  let chrome: ScreenChrome
  /// The heading, drawn bold.
  let heading: String
  /// Paragraphs, wrapped by display width. A paragraph starting with `$ ` is a command, broken
  /// only between its words, each broken line ending in ` \`, so a copy and paste runs it whole.
  let paragraphs: [String]
  /// The status line: what a key does.
  package var status = "Press any key to exit"
  /// The demo caption shown instead of the status line with `demo --step`.
  package var caption: DemoCaption?

  /// A message under `heading` in `chrome`, waiting for any key (`status` says so).
  package init(chrome: ScreenChrome, heading: String, paragraphs: [String], status: String = "Press any key to exit") {
    self.chrome = chrome
    self.heading = heading
    self.paragraphs = paragraphs
    self.status = status
  }

  /// Shows the message until a key is pressed. Returns the signal number if one ended it.
  package func run(on terminal: Terminal) -> Int32? {
    terminal.flushTypeahead()
    while true {
      draw(on: terminal.surface)
      switch terminal.nextEvent(timeout: 0.25) {
      case nil, .resize, .resumed:
        continue
      case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
        continue
      case .interrupted(let signal): return signal
      case .key, .mouse, .endOfInput: return nil
      }
    }
  }

  /// Draws the message, centred, on any surface.
  func draw(on surface: any Surface) {
    surface.erase()
    chrome.drawTitle(chrome.appName, right: chrome.apiLabel, on: surface)
    let size = surface.size
    let width = max(1, min(size.cols - 4, 68))
    var lines: [(String, ColorRole, TextStyle)] = [(heading, .normal, .bold), ("", .normal, [])]
    for paragraph in paragraphs {
      let isCommand = paragraph.hasPrefix("$ ")
      let pieces =
        isCommand
        ? Self.commandLines(String(paragraph.dropFirst(2)), width: width - 2)
        : DisplayWidth.wrap(paragraph, width: width)
      for piece in pieces {
        lines.append(((isCommand ? "  " : "") + piece, isCommand ? .accent : .normal, isCommand ? .bold : []))
      }
      lines.append(("", .normal, []))
    }
    let top = max(1, (size.rows - lines.count) / 2)
    let left = max(0, (size.cols - width) / 2)
    for (offset, line) in lines.enumerated() where top + offset < size.rows - 1 {
      surface.put(line.0, row: top + offset, col: left, role: line.1, style: line.2)
    }
    chrome.drawStatus(status, caption: caption, on: surface)
    surface.present()
  }

  /// A shell command in lines of at most `width` columns where it can be: broken only at spaces
  /// outside single quotes, every line but the last ending in ` \` (the shell's line
  /// continuation). A word longer than the width stays whole on its own line.
  static func commandLines(_ command: String, width: Int) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    for character in command {
      if character == "'" { quoted.toggle() }
      if character == " " && !quoted {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(word) + 2 <= width {
        line += " " + word
      } else {
        lines.append(line + " \\")
        line = "  " + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
