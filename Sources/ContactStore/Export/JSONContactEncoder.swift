import ContactModel
import SafeText

/// Hand-written JSON for one contact (a fixed shape, so no reflection and no Foundation), with
/// exactly the keys docs/DECISIONS.md lists: identifier, givenName, familyName, middleName, namePrefix,
/// nameSuffix, nickname, organizationName, departmentName, jobTitle, phoneNumbers,
/// emailAddresses, urlAddresses (`{label, value}`), postalAddresses (`{label, street, city,
/// state, postalCode, country}`), birthday (`YYYY-MM-DD`, `--MM-DD` or null), note, then
/// formattedName (the card's FN, "" when it has none), nicknames and groups (arrays of strings,
/// every value in the card's order; `nickname` is them joined). Labels are plain words
/// ("mobile"), or null when a value has none.
enum JSONContactEncoder {
  static func append(_ contact: Contact, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "{"))
    let strings: [(String, String)] = [
      ("identifier", contact.identifier), ("givenName", contact.givenName), ("familyName", contact.familyName),
      ("middleName", contact.middleName), ("namePrefix", contact.namePrefix), ("nameSuffix", contact.nameSuffix),
      ("nickname", contact.nickname), ("organizationName", contact.organizationName),
      ("departmentName", contact.departmentName), ("jobTitle", contact.jobTitle),
    ]
    for (index, (key, value)) in strings.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      appendKey(key, to: &out)
      appendString(value, to: &out)
    }
    appendLabeled("phoneNumbers", contact.phoneNumbers, to: &out)
    appendLabeled("emailAddresses", contact.emailAddresses, to: &out)
    appendLabeled("urlAddresses", contact.urlAddresses, to: &out)
    out.append(UInt8(ascii: ","))
    appendKey("postalAddresses", to: &out)
    out.append(UInt8(ascii: "["))
    for (index, address) in contact.postalAddresses.enumerated() {
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
    out += [UInt8(ascii: "]"), UInt8(ascii: ",")]
    appendKey("birthday", to: &out)
    if let birthday = contact.birthday { appendString(birthday.isoString, to: &out) } else { out += Array("null".utf8) }
    out.append(UInt8(ascii: ","))
    appendKey("note", to: &out)
    appendString(contact.note, to: &out)
    out.append(UInt8(ascii: ","))
    appendKey("formattedName", to: &out)
    appendString(contact.formattedName, to: &out)
    appendStrings("nicknames", contact.nicknames, to: &out)
    appendStrings("groups", contact.groups, to: &out)
    out.append(UInt8(ascii: "}"))
  }

  /// `,"key":["a","b"]`.
  private static func appendStrings(_ key: String, _ values: [String], to out: inout [UInt8]) {
    out.append(UInt8(ascii: ","))
    appendKey(key, to: &out)
    out.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      appendString(value, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  private static func appendLabeled(_ key: String, _ values: [LabeledValue<String>], to out: inout [UInt8]) {
    out.append(UInt8(ascii: ","))
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
