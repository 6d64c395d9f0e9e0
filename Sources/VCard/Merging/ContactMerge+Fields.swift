package import ContactModel
import ContactsSupport

extension ContactMerge {
  /// `field`'s value on `contact` in one line, as the merge view shows it ("" when empty).
  package static func summary(_ field: Field, of contact: Contact) -> String {
    switch field {
    case .group(let group):
      group.fields.map { contact[$0] }.filter { !$0.isEmpty }.joined(separator: group == .name ? " " : ", ")
    case .text(let field) where field.info.isMultiline:
      contact[field].split(whereSeparator: \.isNewline).joined(separator: " ⏎ ")
    case .text(let field): contact[field]
    case .birthday: contact.birthday?.isoString ?? ""
    case .photo: contact.photo.map(describe) ?? ""
    }
  }

  /// Whether `contact` has no value for `field`.
  static func isEmpty(_ field: Field, in contact: Contact) -> Bool { summary(field, of: contact).isEmpty }

  /// Sets `field` of `target` to `source`'s value.
  static func copy(_ field: Field, from source: Contact, to target: inout Contact) {
    switch field {
    case .group(let group): for text in group.fields { target[text] = source[text] }
    case .text(let text): target[text] = source[text]
    case .birthday: target.birthday = source.birthday
    case .photo: target.photo = source.photo
    }
  }

  private static func describe(_ photo: ContactPhoto) -> String {
    // Photos differ by their bytes: the kept base64's length tells the cards' apart well enough
    // for a choice, without decoding.
    photo.hasImageData ? "image (\(photo.base64.count * 3 / 4) bytes)" : "link " + (photo.url ?? "")
  }
}

/// The forms values are compared in when a merge keeps each distinct value once.
enum MergeKeys {
  /// Folded text (case and accents).
  static func text(_ value: String) -> String { TextFolding.fold(value) }

  /// A URL without surrounding spaces or a final `/`, its scheme and host in lower case.
  static func url(_ value: String) -> String {
    var url = Substring(value).drop { $0 == " " }
    while url.last == " " || url.last == "/" { url = url.dropLast() }
    let text = String(url)
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else { return text.lowercased() }
    let rest = text[text.index(colon, offsetBy: 3)...]
    let host = rest.prefix { $0 != "/" }
    return text[..<rest.startIndex].lowercased() + host.lowercased() + rest.dropFirst(host.count)
  }

  /// Every part of an address, folded, with runs of spaces and line breaks as one space.
  static func address(_ value: PostalAddress) -> String {
    [value.street, value.city, value.state, value.postalCode, value.country].map { part in
      TextFolding.fold(part).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).joined(separator: " ")
    }.joined(separator: "\u{1F}")
  }
}
