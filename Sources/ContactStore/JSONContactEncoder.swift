/// Hand-written JSON for one contact (a fixed shape, so no reflection and no Foundation), with
/// exactly the keys DESIGN.md lists: identifier, givenName, familyName, middleName, namePrefix,
/// nameSuffix, nickname, organizationName, departmentName, jobTitle, phoneNumbers,
/// emailAddresses, urlAddresses (`{label, value}`), postalAddresses (`{label, street, city,
/// state, postalCode, country}`), birthday (`YYYY-MM-DD`, `--MM-DD` or null) and note. Labels are
/// plain words ("mobile"), or null when a value has none.
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
    out.append(UInt8(ascii: "}"))
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

  /// A JSON string: quotes, backslashes and control characters escaped, other UTF-8 as is.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
