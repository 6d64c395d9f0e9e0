import ContactModel
import ContactsSupport

extension Birthday {
  /// Reads a vCard BDAY: `19850412`, `1985-04-12`, `--0412`, `--04-12`, or a date-time such as
  /// `1985-04-12T10:00:00Z` / `19850412T100000` (the time is dropped). Apple's
  /// `X-APPLE-OMIT-YEAR=1604` with year 1604 means no year. Nil when it is not a full date.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, omitYear: Int? = nil) -> Birthday? {
    let range = ByteMatching.trimmed(bytes, range)
    var digits: [UInt8] = []
    digits.reserveCapacity(8)
    var index = range.lowerBound
    var hasYear = true
    if ByteMatching.hasPrefix(bytes, range, "--") {
      hasYear = false
      index += 2
    }
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t") { break }
      if byte >= 0x30 && byte <= 0x39 {
        digits.append(byte - 0x30)
      } else if byte != UInt8(ascii: "-") {
        return nil
      }
      index += 1
    }
    func number(_ from: Int, _ count: Int) -> Int { digits[from..<(from + count)].reduce(0) { $0 * 10 + Int($1) } }
    let birthday: Birthday
    if hasYear {
      guard digits.count == 8 else { return nil }
      let year = number(0, 4)
      birthday = Birthday(year: year == omitYear ? nil : year, month: number(4, 2), day: number(6, 2))
    } else {
      guard digits.count == 4 else { return nil }
      birthday = Birthday(year: nil, month: number(0, 2), day: number(2, 2))
    }
    guard (1...12).contains(birthday.month), (1...31).contains(birthday.day) else { return nil }
    return birthday
  }
}
