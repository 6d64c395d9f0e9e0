import ContactModel
import ContactSearch

/// The search index and its refinement against `ReferenceSearch`, the plain search.
///
/// The input is pieces split at NUL: the last is the query, each earlier one (at most 16) a
/// contact whose fields are split at 0x01 (given, family, middle, nickname, organization,
/// e-mail, phone, phone). Oracle: a fresh search finds exactly what the reference finds, and so
/// does every step of the query typed one character at a time, each step refining the last
/// result; filtering within the reference result of the previous step, when the query narrows
/// it, is exact too.
public enum SearchFuzz {
  static let maximumContacts = 16
  static let maximumQuery = 48

  /// Runs the check on one input; traps only when a promise is broken.
  public static func check(_ data: [UInt8]) {
    var pieces = FuzzBytes.pieces(data, separator: 0)
    let query = String(FuzzBytes.text(pieces.removeLast()).prefix(maximumQuery))
    let contacts = pieces.prefix(maximumContacts).enumerated().map { contact(index: $0.offset, fields: $0.element) }
    let index = SearchIndex(contacts)
    let reference = ReferenceSearch(contacts)
    guard index.search(query) == reference.search(query) else {
      fatalError("a fresh search for \(query.debugDescription) differs from the reference")
    }
    var result: SearchResult?
    var typed = ""
    var previous = reference.search("")
    for character in query {
      let shorter = typed
      typed.append(character)
      result = index.search(typed, refining: result)
      let expected = reference.search(typed)
      guard result?.indices == expected else {
        fatalError("typing \(typed.debugDescription) gave \(result?.indices ?? []), not \(expected)")
      }
      if ReferenceSearch.narrows(shorter, to: typed), index.search(typed, within: previous) != expected {
        fatalError("filtering \(typed.debugDescription) within \(shorter.debugDescription) is not exact")
      }
      previous = expected
    }
  }

  /// A contact from the fields of one piece.
  static func contact(index: Int, fields piece: [UInt8]) -> Contact {
    var fields = FuzzBytes.pieces(piece, separator: 1).map(FuzzBytes.text).makeIterator()
    var contact = Contact(identifier: "\(index)")
    contact.givenName = fields.next() ?? ""
    contact.familyName = fields.next() ?? ""
    contact.middleName = fields.next() ?? ""
    contact.nickname = fields.next() ?? ""
    contact.organizationName = fields.next() ?? ""
    if let email = fields.next() { contact.emailAddresses = [LabeledValue(label: nil, value: email)] }
    while let phone = fields.next() { contact.phoneNumbers.append(LabeledValue(label: nil, value: phone)) }
    return contact
  }
}
