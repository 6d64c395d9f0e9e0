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
  /// The card and the contact the reader made of it; nil when there is no card.
  private let storage: Storage?

  /// No card.
  public init() { storage = nil }

  /// A copy of `card`, which the reader made into `contact`; `source` and `offset` say where the
  /// card starts (the path the reader was given and the byte offset in what it read), so a save
  /// can find the card again (-1 when unknown).
  package init(_ card: UnsafeBufferPointer<UInt8>, read contact: Contact, source: String = "", offset: Int = -1) {
    storage = Storage(bytes: Array(card), contact: contact, source: source, offset: offset)
  }

  /// The card's bytes; empty for a contact that was not read from a card, or read without them.
  public var bytes: [UInt8] { storage?.bytes ?? [] }

  /// The contact as the reader made it from the card (its fields share their storage with the
  /// contact's until one is changed): a contact still equal to it is written without reading
  /// the card's values again.
  package var contactAsRead: Contact? { storage?.contact }

  /// The source (the path the reader was given) the card was read from; "" when unknown.
  package var source: String { storage?.source ?? "" }

  /// The card's byte offset in what the reader read (the file's bytes unless they were converted,
  /// as UTF-16 is); -1 when unknown. A save checks that the card's bytes are still there.
  package var offset: Int { storage?.offset ?? -1 }

  /// True when there is no card to write back from.
  public var isEmpty: Bool { storage == nil }

  /// Always true: see the type's note.
  public static func == (lhs: OriginalCard, rhs: OriginalCard) -> Bool { true }

  /// Adds nothing: see the type's note.
  public func hash(into hasher: inout Hasher) {}

  /// Immutable, so shared between copies of the contact and across threads.
  private final class Storage: Sendable {
    let bytes: [UInt8]
    let contact: Contact
    let source: String
    let offset: Int

    init(bytes: [UInt8], contact: Contact, source: String, offset: Int) {
      self.bytes = bytes
      self.contact = contact
      self.source = source
      self.offset = offset
    }
  }
}
