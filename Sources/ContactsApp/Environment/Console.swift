import ContactsSupport
import Foundation
import SafeText

/// Standard output and standard error, written whole and unbuffered so that messages are never
/// lost when the process exits straight after.
///
/// Text goes through `SafeText` on the way out: messages quote bundle ids, display names, file
/// names and card values, and none of them may send a control sequence to the terminal. Line
/// feeds and tabs are kept (messages have several lines; `permissions` is a table). Raw bytes
/// (`output(bytes:)`) are the caller's own and pass as they are.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func output(_ text: String) { write(text + "\n", to: STDOUT_FILENO) }

  /// Writes `contacts-tui: <text>` and a newline to standard error.
  static func error(_ text: String) { write("contacts-tui: " + text + "\n", to: STDERR_FILENO) }

  /// Writes a `file:line: reason` diagnostic to standard error, unprefixed so editors can follow it.
  static func diagnostic(_ text: String) { write(text + "\n", to: STDERR_FILENO) }

  /// Writes raw bytes to standard output.
  static func output(bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }

  private static func write(_ text: String, to fd: Int32) {
    write(Array(SafeText.neutralised(text, keepingLineBreaks: true).utf8), to: fd)
  }

  /// A failed write is dropped: there is nowhere left to report it.
  private static func write(_ bytes: [UInt8], to fd: Int32) {
    DescriptorWriter.writeAll(bytes, to: fd)
  }
}
