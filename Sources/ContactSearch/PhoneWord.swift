/// The phone-word rule: a query word made of digits and phone punctuation (`+ - ( ) . /` and the
/// space) with at least one digit, such as "555-0100" or "(555)", is searched as its digits, so
/// it matches however the number was written. The one home of the rule: the index, the browser's
/// refinement check and its highlighter all ask here.
@usableFromInline package enum PhoneWord: Sendable {
  /// True for an ASCII digit.
  @inlinable
  package static func isDigit(_ byte: UInt8) -> Bool { (byte &- 0x30) < 10 }

  /// True for what may be typed between a phone number's digits.
  @inlinable
  package static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."),
      UInt8(ascii: " "), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  /// True for a digit or phone punctuation.
  @inlinable
  package static func isPhoneCharacter(_ byte: UInt8) -> Bool { isDigit(byte) || isPunctuation(byte) }

  /// True when `word` is searched as its digits: only phone characters, and at least one digit.
  package static func isPhoneWord(_ word: some Sequence<UInt8>) -> Bool {
    var sawDigit = false
    for byte in word {
      guard isPhoneCharacter(byte) else { return false }
      if isDigit(byte) { sawDigit = true }
    }
    return sawDigit
  }

  /// The word as the index searches it: its digits when it is a phone word, else the word.
  package static func searched(_ word: [UInt8]) -> [UInt8] {
    isPhoneWord(word) ? word.filter(isDigit) : word
  }
}
