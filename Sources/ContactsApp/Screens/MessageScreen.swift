import TerminalUI

/// A full screen of text that waits for any key: the denied screen, and other dead ends that must
/// tell the user what to do next.
@MainActor
struct MessageScreen {
  /// The frame.
  let chrome: ScreenChrome
  /// The heading, drawn bold.
  let heading: String
  /// Paragraphs, wrapped by display width. A paragraph starting with `$ ` is a command.
  let paragraphs: [String]
  /// The status line: what a key does.
  var status = "Press any key to exit"

  /// Shows the message until a key is pressed. Returns the signal number if one ended it.
  func run(on terminal: Terminal) -> Int32? {
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
      for piece in DisplayWidth.wrap(
        isCommand ? String(paragraph.dropFirst(2)) : paragraph, width: width - (isCommand ? 2 : 0))
      {
        lines.append(((isCommand ? "  " : "") + piece, isCommand ? .accent : .normal, isCommand ? .bold : []))
      }
      lines.append(("", .normal, []))
    }
    let top = max(1, (size.rows - lines.count) / 2)
    let left = max(0, (size.cols - width) / 2)
    for (offset, line) in lines.enumerated() where top + offset < size.rows - 1 {
      surface.put(line.0, row: top + offset, col: left, role: line.1, style: line.2)
    }
    chrome.drawStatus(status, on: surface)
    surface.present()
  }
}
