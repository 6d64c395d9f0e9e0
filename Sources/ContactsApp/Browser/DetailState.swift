import TerminalUI

/// The open detail card: which contact, and how far it is scrolled.
public struct DetailState: Equatable, Sendable {
  /// The contact's index in the directory.
  public var contact: Int
  /// The scroll position over the card's lines.
  public var scroll: ScrollState

  /// The number of lines contact `index`'s card takes at `width` columns.
  static func lineCount(of index: Int, content: BrowserContent, width: Int) -> Int {
    card(of: index, content: content, width: width).lines.count
  }

  /// Contact `index`'s card at `width` columns.
  static func card(of index: Int, content: BrowserContent, width: Int) -> ContactCard {
    ContactCard(content.directory.contacts[index], name: content.directory.name(index), width: width)
  }
}
