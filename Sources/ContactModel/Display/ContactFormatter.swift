import ContactsSupport

/// Display names, as `CNContactFormatter`.
///
/// Given-first is "Prefix Given Middle Family Suffix", family-first "Prefix Family Given Middle
/// Suffix". A name in a CJK script (Han, Hiragana, Katakana, Hangul) is family-first with no
/// space ("王伟", "김민준") in either order, as Apple's formatter does. A contact without a name
/// shows its organization, else its first e-mail, else its first phone, else "No Name".
///
/// The card's own name (`formattedName`, vCard FN) is shown instead when the order is
/// given-first, or when the contact has no name parts: it is the name as the user wrote it
/// ("Dr. Jane Q. Public, Esq."). Family-first order still composes from the parts, as an FN is
/// written given-first. The parts still give the sort key and the bold part.
public struct ContactFormatter: Sendable {
  /// The name order for non-CJK names.
  public var order: ContactDisplayOrder

  /// A formatter with the given order.
  public init(order: ContactDisplayOrder = .givenFirst) {
    self.order = order
  }

  /// The text shown when a contact has nothing to show.
  public static let noName = "No Name"

  /// The display name.
  public func string(from contact: Contact) -> String {
    showsFormattedName(contact) ? contact.formattedName : compose(contact).text
  }

  /// The part of `string(from:)` to show in bold: the family name when sorting by family name,
  /// the given name when sorting by given name (the other one when that is empty), the whole
  /// organization for a company card, nil for an e-mail, phone or "No Name" fallback. When the
  /// card's FN is shown, that same part where it occurs in the FN, else nil (nothing is bold).
  public func sortKeyRange(in contact: Contact, sortOrder: ContactSortOrder) -> Range<String.Index>? {
    let composed = compose(contact)
    let text = composed.text
    let preferred = sortOrder == .familyName ? composed.family : composed.given
    let other = sortOrder == .familyName ? composed.given : composed.family
    guard let offsets = preferred ?? other ?? composed.whole else { return nil }
    let utf8 = text.utf8
    let range =
      utf8.index(
        utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
        utf8.startIndex, offsetBy: offsets.upperBound)
    guard showsFormattedName(contact) else { return range }
    return Self.firstRange(of: utf8[range], in: contact.formattedName)
  }

  /// Appends the display name's UTF-8 to `out`: the export path, byte for byte the same as
  /// `string(from:)` but without building a String per contact.
  /// The contact is borrowed: its fields are read in place, never copied (retained).
  public func append(displayNameOf contact: borrowing Contact, to out: inout [UInt8]) {
    if showsFormattedName(contact) {
      out.append(contentsOf: contact.formattedName.utf8)
      return
    }
    forEachPiece(of: contact, space: { out.append(0x20) }, text: { out.append(contentsOf: $0.utf8) })
  }

  /// Whether `formattedName` is the name shown: set, and the order given-first (an FN is
  /// written given-first) or the contact has no name parts to compose.
  @inline(__always)
  func showsFormattedName(_ contact: borrowing Contact) -> Bool {
    !contact.formattedName.isEmpty && (order == .givenFirst || !contact.hasName)
  }

  /// Walks the name composed from the parts (fallbacks included), in order: `text` for each
  /// part, `space` between them. The one composition that `append(displayNameOf:to:)` writes and
  /// `composedName(of:equals:)` compares.
  @inline(__always)
  private func forEachPiece(of contact: borrowing Contact, space: () -> Void, text: (String) -> Void) {
    var started = false
    func add(_ part: String, spaced: Bool = true) {
      guard !part.isEmpty else { return }
      if spaced && started { space() }
      text(part)
      started = true
    }
    let family = contact.familyName
    let given = contact.givenName
    let middle = contact.middleName
    add(contact.namePrefix)
    if Self.isCJK(family: family, given: given) {
      if started { space() }
      add(family, spaced: false)
      add(middle, spaced: false)
      add(given, spaced: false)
    } else if order == .givenFirst {
      add(given)
      add(middle)
      add(family)
    } else {
      add(family)
      add(given)
      add(middle)
    }
    add(contact.nameSuffix)
    if contact.hasName { return }
    if !contact.organizationName.isEmpty {
      add(contact.organizationName)
    } else if let email = contact.emailAddresses.first?.value {
      add(email)
    } else if let phone = contact.phoneNumbers.first?.value {
      add(phone)
    } else {
      add(Self.noName)
    }
  }

  /// Whether the name composed from the parts (ignoring `formattedName`) is exactly `utf8`: the
  /// reader keeps a card's FN only when it says more than the parts, and checks it without
  /// building a String.
  package func composedName(of contact: borrowing Contact, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    if order == .givenFirst && contact.hasName {
      // The reader's case, once per card: the parts in given-first order, compared in place.
      // They are the composition unless the name is CJK, which needs a byte of 0xE1 or more.
      let cjk = utf8.contains(where: { $0 >= 0xE1 }) && Self.isCJK(contact)
      // A CJK name composes without spaces: only then is the general walk needed.
      if !cjk { return Self.givenFirstParts(of: contact, equal: utf8) }
    }
    var offset = 0
    var equal = true
    forEachPiece(
      of: contact,
      space: {
        guard equal else { return }
        if offset < utf8.count && utf8[offset] == 0x20 { offset += 1 } else { equal = false }
      },
      text: { piece in
        guard equal else { return }
        // A piece at a time over its contiguous bytes (a native String's), not byte by byte
        // through the UTF-8 view: this runs once per card read.
        let count = piece.utf8.count
        guard offset + count <= utf8.count else {
          equal = false
          return
        }
        let start = offset
        equal =
          piece.utf8.withContiguousStorageIfAvailable { bytes in
            for index in 0..<count where bytes[index] != utf8[start + index] { return false }
            return true
          } ?? piece.utf8.elementsEqual(UnsafeBufferPointer(rebasing: utf8[start..<(start + count)]))
        offset += count
      })
    return equal && offset == utf8.count
  }

  /// Whether `utf8` is exactly "prefix given middle family suffix", the non-empty parts joined
  /// by one space: no closure, no String, each part compared over its contiguous bytes.
  private static func givenFirstParts(of contact: borrowing Contact, equal utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    return part(contact.namePrefix, at: &offset, of: utf8) && part(contact.givenName, at: &offset, of: utf8)
      && part(contact.middleName, at: &offset, of: utf8) && part(contact.familyName, at: &offset, of: utf8)
      && part(contact.nameSuffix, at: &offset, of: utf8) && offset == utf8.count
  }

  /// Whether `utf8` holds the name part `text` at `offset` (after a space unless it is the first
  /// part); moves `offset` past it. An empty part is not there and matches.
  @inline(__always)
  private static func part(_ text: String, at offset: inout Int, of utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = text.utf8.count
    guard count > 0 else { return true }
    if offset > 0 {
      guard offset < utf8.count && utf8[offset] == 0x20 else { return false }
      offset += 1
    }
    guard offset + count <= utf8.count else { return false }
    let start = offset
    offset += count
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      ByteSearch.same(bytes.baseAddress!, utf8.baseAddress! + start, count: count)
    } ?? text.utf8.elementsEqual(UnsafeBufferPointer(rebasing: utf8[start..<(start + count)]))
  }

  /// The first place `part` occurs in `text`, as a range of `text`; nil when it does not. The
  /// standard library's search takes linear time: a byte-by-byte retry at every offset took
  /// minutes on a card whose FN and name are long runs of one letter, and froze the browser.
  private static func firstRange(of part: Substring.UTF8View, in text: String) -> Range<String.Index>? {
    guard !part.isEmpty else { return nil }
    return text.utf8.firstRange(of: part)
  }

  /// A name in a CJK script: shown family-first without spaces.
  static func isCJK(_ contact: borrowing Contact) -> Bool {
    isCJK(family: contact.familyName, given: contact.givenName)
  }

  /// `isCJK(_:)` from the two names it looks at.
  static func isCJK(family: String, given: String) -> Bool {
    (ScriptDetection.isCJK(family) || ScriptDetection.isCJK(given)) && !(family.isEmpty && given.isEmpty)
  }

  /// The display name composed from the parts (never `formattedName`), with the UTF-8 offsets of
  /// the family and given names in it.
  private func compose(_ contact: Contact) -> (
    text: String, family: Range<Int>?, given: Range<Int>?, whole: Range<Int>?
  ) {
    var text = ""
    var family: Range<Int>?
    var given: Range<Int>?
    func add(_ part: String, separator: String = " ") -> Range<Int>? {
      guard !part.isEmpty else { return nil }
      if !text.isEmpty { text += separator }
      let start = text.utf8.count
      text += part
      return start..<text.utf8.count
    }
    let cjk = Self.isCJK(contact)
    _ = add(contact.namePrefix)
    if cjk {
      if !text.isEmpty { text += " " }
      let familyStart = text.utf8.count
      text += contact.familyName
      if !contact.familyName.isEmpty { family = familyStart..<text.utf8.count }
      text += contact.middleName
      let givenStart = text.utf8.count
      text += contact.givenName
      if !contact.givenName.isEmpty { given = givenStart..<text.utf8.count }
    } else if order == .givenFirst {
      given = add(contact.givenName)
      _ = add(contact.middleName)
      family = add(contact.familyName)
    } else {
      family = add(contact.familyName)
      given = add(contact.givenName)
      _ = add(contact.middleName)
    }
    _ = add(contact.nameSuffix)
    if family != nil || given != nil || !contact.middleName.isEmpty { return (text, family, given, nil) }
    if !text.isEmpty { return (text, nil, nil, 0..<text.utf8.count) }
    if !contact.organizationName.isEmpty {
      return (contact.organizationName, nil, nil, 0..<contact.organizationName.utf8.count)
    }
    if let email = contact.emailAddresses.first?.value { return (email, nil, nil, nil) }
    if let phone = contact.phoneNumbers.first?.value { return (phone, nil, nil, nil) }
    return (Self.noName, nil, nil, nil)
  }
}
