/// The bytes of the card a contact was read from, BEGIN through END as they stand in the file
/// (folds, line ends and charsets included), kept so a written card loses nothing the model
/// does not show: unknown and `X-` properties, parameters, groups, their order (docs/VCARD.md,
/// "Writing cards back").
///
/// Like `CardFingerprint` it is provenance, not a field: any two compare equal and hash alike,
/// so a contact read again from what was written still equals the one it was written from. It
/// is kept only when a read asks for it (`ContactStream.keepingOriginalCards()`): it costs a
/// copy of every card.
public struct OriginalCard: Sendable, Hashable {
  /// The card's bytes; empty for a contact that was not read from a card, or read without them.
  public let bytes: [UInt8]

  /// No card.
  public init() { bytes = [] }

  /// A copy of `card`.
  package init(_ card: UnsafeBufferPointer<UInt8>) { bytes = Array(card) }

  /// True when there is no card to write back from.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Always true: see the type's note.
  public static func == (lhs: OriginalCard, rhs: OriginalCard) -> Bool { true }

  /// Adds nothing: see the type's note.
  public func hash(into hasher: inout Hasher) {}
}
