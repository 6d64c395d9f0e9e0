/// A consumer's order of a contact's fields: the text fields it names, its own entries (list
/// fields, labels) between them, and an anchor where every text field it does not name goes.
///
/// Each consumer keeps the order it has always had (the JSON's keys, the change summary's
/// lines), and a field added to `ContactField` lands at the anchor, in table order, without an
/// edit to the consumer. Made once per consumer (a `static let`), never per contact.
package struct FieldLayout<Other: Sendable>: Sendable {
  /// One place in a layout as written.
  package enum Slot: Sendable {
    /// This text field.
    case field(ContactField)
    /// One of the consumer's own entries.
    case other(Other)
    /// Every text field the layout does not name (and `including` lets in), in table order.
    case rest
  }

  /// One place in the layout, the anchor expanded.
  package enum Entry: Sendable {
    /// A text field.
    case field(ContactField)
    /// One of the consumer's own entries.
    case other(Other)
  }

  /// The places, in order.
  package let entries: [Entry]

  /// The layout of `slots`: `.rest` becomes each field that no slot names and `including`
  /// accepts, in table order.
  package init(_ slots: [Slot], including: (ContactField) -> Bool = { _ in true }) {
    let named = Set(
      slots.compactMap { slot -> ContactField? in
        if case .field(let field) = slot { return field }
        return nil
      })
    entries = slots.flatMap { slot -> [Entry] in
      switch slot {
      case .field(let field): [.field(field)]
      case .other(let other): [.other(other)]
      case .rest: ContactField.allCases.filter { !named.contains($0) && including($0) }.map { .field($0) }
      }
    }
  }

  /// The text fields of the layout, in its order.
  package var fields: [ContactField] {
    entries.compactMap { entry in
      if case .field(let field) = entry { return field }
      return nil
    }
  }
}
