import ContactModel
import SafeText

/// Hand-written JSON for one contact (a fixed shape, so no reflection and no Foundation), with
/// exactly the keys docs/DECISIONS.md lists: identifier, givenName, familyName, middleName, namePrefix,
/// nameSuffix, nickname, organizationName, departmentName, jobTitle, phoneNumbers,
/// emailAddresses, urlAddresses (`{label, value}`), postalAddresses (`{label, street, city,
/// state, postalCode, country}`), birthday (`YYYY-MM-DD`, `--MM-DD` or null), note, then
/// formattedName (the card's FN, "" when it has none), nicknames and groups (arrays of strings,
/// every value in the card's order; `nickname` is them joined). Labels are plain words
/// ("mobile"), or null when a value has none. A text field added to `ContactField` is written
/// after jobTitle, under its `ContactKey`.
enum JSONContactEncoder {
  /// The keys that are not text fields of `ContactField`.
  private enum Key: Sendable {
    case identifier, nickname, phoneNumbers, emailAddresses, urlAddresses, postalAddresses, birthday, nicknames,
      groups
  }

  /// One key of the object, made once: a text field with its `"key":` bytes, or another key.
  private enum Part: Sendable {
    case text(ContactField, key: [UInt8])
    case other(Key)
  }

  /// The object's keys in their order (docs/DECISIONS.md).
  private static let parts: [Part] = FieldLayout<Key>([
    .other(.identifier), .field(.givenName), .field(.familyName), .field(.middleName), .field(.namePrefix),
    .field(.nameSuffix), .other(.nickname), .field(.organizationName), .field(.departmentName), .field(.jobTitle),
    .rest, .other(.phoneNumbers), .other(.emailAddresses), .other(.urlAddresses), .other(.postalAddresses),
    .other(.birthday), .field(.note), .field(.formattedName), .other(.nicknames), .other(.groups),
  ]).entries.map { entry in
    switch entry {
    case .field(let field):
      var key: [UInt8] = []
      appendKey(field.info.key.rawValue, to: &key)
      return .text(field, key: key)
    case .other(let key): return .other(key)
    }
  }

  static func append(_ contact: Contact, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "{"))
    for (index, part) in parts.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      switch part {
      case .text(let field, let key):
        out += key
        appendString(contact[field], to: &out)
      case .other(let key): append(key, of: contact, to: &out)
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  /// `"key":value` for a key that is not a text field.
  private static func append(_ key: Key, of contact: Contact, to out: inout [UInt8]) {
    switch key {
    case .identifier:
      appendKey("identifier", to: &out)
      appendString(contact.identifier, to: &out)
    case .nickname:
      appendKey("nickname", to: &out)
      appendString(contact.nickname, to: &out)
    case .phoneNumbers: appendLabeled("phoneNumbers", contact.phoneNumbers, to: &out)
    case .emailAddresses: appendLabeled("emailAddresses", contact.emailAddresses, to: &out)
    case .urlAddresses: appendLabeled("urlAddresses", contact.urlAddresses, to: &out)
    case .postalAddresses: appendAddresses(contact.postalAddresses, to: &out)
    case .birthday:
      appendKey("birthday", to: &out)
      if let birthday = contact.birthday {
        appendString(birthday.isoString, to: &out)
      } else {
        out += Array("null".utf8)
      }
    case .nicknames: appendStrings("nicknames", contact.nicknames, to: &out)
    case .groups: appendStrings("groups", contact.groups, to: &out)
    }
  }

  /// `"postalAddresses":[{"label":…,"street":…,…}]`.
  private static func appendAddresses(_ addresses: [LabeledValue<PostalAddress>], to out: inout [UInt8]) {
    appendKey("postalAddresses", to: &out)
    out.append(UInt8(ascii: "["))
    for (index, address) in addresses.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "{"))
      appendKey("label", to: &out)
      appendLabel(address.label, to: &out)
      let value = address.value
      for (key, part) in [
        ("street", value.street), ("city", value.city), ("state", value.state), ("postalCode", value.postalCode),
        ("country", value.country),
      ] {
        out.append(UInt8(ascii: ","))
        appendKey(key, to: &out)
        appendString(part, to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
  }

  /// `"key":["a","b"]`.
  private static func appendStrings(_ key: String, _ values: [String], to out: inout [UInt8]) {
    appendKey(key, to: &out)
    out.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      appendString(value, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  private static func appendLabeled(_ key: String, _ values: [LabeledValue<String>], to out: inout [UInt8]) {
    appendKey(key, to: &out)
    out.append(UInt8(ascii: "["))
    for (index, item) in values.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "{"))
      appendKey("label", to: &out)
      appendLabel(item.label, to: &out)
      out.append(UInt8(ascii: ","))
      appendKey("value", to: &out)
      appendString(item.value, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
  }

  private static func appendLabel(_ label: String?, to out: inout [UInt8]) {
    if label == nil {
      out += Array("null".utf8)
    } else {
      appendString(ContactLabel.displayName(for: label), to: &out)
    }
  }

  private static func appendKey(_ key: String, to out: inout [UInt8]) {
    appendString(key, to: &out)
    out.append(UInt8(ascii: ":"))
  }

  /// A JSON string: quotes and backslashes escaped, and every control character (C0, DEL, C1)
  /// and bidi control (the code points `SafeText` neutralises) written as `\uXXXX`, so the
  /// output is plain ASCII punctuation around printable text and safe on a terminal; other UTF-8
  /// as is.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if let escape = shortEscape(byte) {
          out += [UInt8(ascii: "\\"), escape]
          index += 1
          continue
        }
        let length = SafeText.unsafeLength(bytes, at: index, keepingLineBreaks: false)
        if length > 0 {
          appendEscape(scalar(bytes, at: index, length: length), to: &out)
          index += length
        } else {
          out.append(byte)
          index += 1
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// The letter after the backslash for `"`, `\`, line feed, carriage return and tab.
  private static func shortEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: nil
    }
  }

  /// The code point of the `length`-byte UTF-8 sequence at `index`.
  private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
    switch length {
    case 1: UInt32(bytes[index])
    case 2: UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
    default:
      UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    }
  }

  /// `\u` and four lowercase hex digits.
  private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in [12, 8, 4, 0] { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
  }
}
