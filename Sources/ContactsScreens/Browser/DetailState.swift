import ContactsPrompt
package import TerminalUI

/// The open detail card: which contact, how far it is scrolled, and its lines.
package struct DetailState: Equatable, Sendable {
  /// The contact's index in the directory.
  package var contact: Int
  /// The scroll position over the card's lines.
  package var scroll: ScrollState
  /// The card laid out at the width it was opened (or last resized) at. It is laid out once,
  /// not on every frame: a card with a megabyte of note takes a pass over that text, and keys
  /// must not each wait for one.
  package private(set) var card: ContactCard

  /// Contact `contact`'s card laid out `width` columns wide, scrolled to its top.
  init(contact: Int, content: BrowserContent, width: Int, pageHeight: Int) {
    self.contact = contact
    card = Self.card(of: contact, content: content, width: width)
    scroll = ScrollState(count: card.lines.count, pageHeight: pageHeight)
  }

  /// Lays the card out again for a new size, keeping the top line where it can.
  mutating func resize(content: BrowserContent, width: Int, pageHeight: Int) {
    if card.width != width { card = Self.card(of: contact, content: content, width: width) }
    scroll.resize(pageHeight: pageHeight)
    scroll.setCount(card.lines.count)
  }

  /// The card laid out for `width`: the one kept, or (for a surface of another size) a new one.
  func card(content: BrowserContent, width: Int) -> ContactCard {
    card.width == width ? card : Self.card(of: contact, content: content, width: width)
  }

  /// Contact `index`'s card at `width` columns.
  static func card(of index: Int, content: BrowserContent, width: Int) -> ContactCard {
    ContactCard(content.directory.contacts[index], name: content.directory.name(index), width: width)
  }
}
