public import ContactModel
import ContactSearch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The search as specified, with no shortcuts: a contact matches when every word of the folded
/// query is a substring of one of its folded fields (name parts, each nickname, organization,
/// e-mails, each group name) or of one of its phone numbers' digits; a word of digits and phone
/// punctuation is looked for as its digits. A name part, nickname or organization with words in
/// another script is also searched as its Latin spelling (`Transliteration.field`: each such
/// word's folded transliteration, without spaces, the words space-separated).
///
/// Shared by the search tests and the search fuzz check, so both hold the index to one definition.
public struct ReferenceSearch: Sendable {
  /// Each contact's folded fields and phone digits, as searched.
  public let fields: [[[UInt8]]]

  /// The reference for `contacts`, in their order.
  public init(_ contacts: [Contact]) {
    var transliterator = Transliterator()
    fields = contacts.map { contact in
      let text =
        [
          contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
          contact.organizationName,
        ] + contact.nicknames + contact.emailAddresses.map(\.value) + contact.groups
      let phones = contact.phoneNumbers.map { Array($0.value.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }) }
      let spelled = Transliteration.fields(of: contact).compactMap {
        Transliteration.field($0, using: &transliterator)
      }
      return text.map { Array(SearchIndex.fold($0).utf8) } + spelled + phones
    }
  }

  /// The indices of the matching contacts, ascending.
  public func search(_ query: String) -> [Int] {
    let words = Self.words(query)
    return fields.indices.filter { contact in
      words.allSatisfy { word in fields[contact].contains { Self.contains($0, word) } }
    }
  }

  /// The query's words as searched.
  public static func words(_ query: String) -> [[UInt8]] {
    let phoneBytes = Set("0123456789+-(). /".utf8)
    return SearchIndex.fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { word in
      let bytes = Array(word.utf8)
      let digits = bytes.filter { $0 >= 0x30 && $0 <= 0x39 }
      return !digits.isEmpty && bytes.allSatisfy(phoneBytes.contains) ? digits : bytes
    }
  }

  /// Whether every match of `longer` is a match of `shorter`: the same words, the last one
  /// perhaps longer, then perhaps more words.
  public static func narrows(_ shorter: String, to longer: String) -> Bool {
    let old = words(shorter)
    let new = words(longer)
    guard let last = old.indices.last else { return false }
    return new.count >= old.count && Array(new[..<last]) == Array(old[..<last]) && new[last].starts(with: old[last])
  }

  /// Whether `word` occurs in `field`: `memcmp` at every start, so the unoptimized test build
  /// is quick.
  private static func contains(_ field: [UInt8], _ word: [UInt8]) -> Bool {
    guard word.count <= field.count else { return false }
    return field.withUnsafeBufferPointer { field in
      word.withUnsafeBufferPointer { word in
        (0...(field.count - word.count)).contains {
          memcmp(field.baseAddress! + $0, word.baseAddress!, word.count) == 0
        }
      }
    }
  }
}
