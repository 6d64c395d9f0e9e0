/// A phone number, as `CNPhoneNumber`: the text as written on the card.
public final class CNPhoneNumber: Sendable {
  /// The number as written.
  public let stringValue: String

  /// A phone number from its text.
  public init(stringValue: String) {
    self.stringValue = stringValue
  }
}
