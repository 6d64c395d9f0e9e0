import ContactModel

/// Writes the lines of one card.
struct VCardCardWriter {
  let version: VCardWriter.Version
  private(set) var out: [UInt8] = []
  private var groupCount = 0

  init(version: VCardWriter.Version) {
    self.version = version
    out.reserveCapacity(512)
  }

  private var isV4: Bool { version == .v4 }

  /// The writer's lines that are not a text field of a property of its own, written by hand.
  private enum Line {
    case name, formattedName, showAs, nicknames, organization, phones, emails, addresses, urls, birthday
    case groups, photo, identifier
  }

  /// The order of a card's lines: the text fields of a property of their own (TITLE, NOTE:
  /// `ContactField.VCardSlot.text`) where they have always been, and one added to the table after
  /// NOTE. N, FN and ORG are composed by hand (`Line`).
  private static let layout = FieldLayout<Line>(
    [
      .other(.name), .other(.formattedName), .other(.showAs), .other(.nicknames), .other(.organization),
      .field(.jobTitle), .other(.phones), .other(.emails), .other(.addresses), .other(.urls), .other(.birthday),
      .field(.note), .rest, .other(.groups), .other(.photo), .other(.identifier),
    ],
    including: { ContactField.vCardTextFields.contains($0) })

  mutating func write(_ contact: Contact) {
    if !contact.originalCard.isEmpty {
      out += Self.original(contact, version: version)
      return
    }
    emit(raw: "BEGIN", "VCARD")
    emit(raw: "VERSION", isV4 ? "4.0" : "3.0")
    emit(raw: "PRODID", "-//contacts-tui//ContactStore//EN")
    for entry in Self.layout.entries {
      switch entry {
      case .field(let field):
        let value = contact[field]
        if !value.isEmpty, case .text(let name) = field.info.vCard { emit(text: name, value) }
      case .other(let line): write(line, of: contact)
      }
    }
    emit(raw: "END", "VCARD")
  }

  private mutating func write(_ line: Line, of contact: Contact) {
    switch line {
    case .name:
      var name = VCardLine("N")
      name.components([
        contact.familyName, contact.givenName, contact.middleName, contact.namePrefix, contact.nameSuffix,
      ])
      name.fold(into: &out)
    case .formattedName: emit(text: "FN", Self.formattedName(of: contact))
    case .showAs:
      if !isV4 && !contact.hasName && !contact.organizationName.isEmpty { emit(raw: "X-ABShowAs", "COMPANY") }
    case .nicknames: emit(list: "NICKNAME", contact.nicknames)
    case .organization:
      if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty {
        var org = VCardLine("ORG")
        org.components(
          contact.departmentName.isEmpty
            ? [contact.organizationName]
            : [
              contact.organizationName, contact.departmentName,
            ])
        org.fold(into: &out)
      }
    case .phones:
      for phone in contact.phoneNumbers { labeled("TEL", phone.label, VCardLabelTypes.phone) { $0.text(phone.value) } }
    case .emails:
      for email in contact.emailAddresses {
        labeled("EMAIL", email.label, VCardLabelTypes.general, extra: isV4 ? [] : ["INTERNET"]) { $0.text(email.value) }
      }
    case .addresses:
      for address in contact.postalAddresses {
        let value = address.value
        labeled("ADR", address.label, VCardLabelTypes.general) {
          $0.components(["", "", value.street, value.city, value.state, value.postalCode, value.country])
        }
      }
    case .urls:
      for url in contact.urlAddresses { labeled("URL", url.label, VCardLabelTypes.general) { $0.text(url.value) } }
    case .birthday:
      if let birthday = contact.birthday { emit(raw: "BDAY", isV4 ? birthday.basicString : birthday.isoString) }
    case .groups: emit(list: "CATEGORIES", contact.groups)
    case .photo: if let photo = contact.photo { writePhoto(photo) }
    case .identifier: emit(text: "UID", contact.identifier)
    }
  }

  /// The FN: the card's own (`formattedName`) when it has one, else the name as the formatter
  /// composes it given-first, or the organization; empty when the card has none of these, so a
  /// reader never mistakes a fallback (an e-mail, "No Name") for a name.
  static func formattedName(of contact: Contact) -> String {
    if !contact.formattedName.isEmpty { return contact.formattedName }
    if contact.hasName { return ContactFormatter().string(from: contact) }
    return contact.organizationName
  }

  private mutating func writePhoto(_ photo: ContactPhoto) {
    if !photo.hasImageData, let url = photo.url {
      writePhoto(url: url, photo)
    } else if isV4 {
      var line = VCardLine("PHOTO")
      line.raw("data:" + photo.mimeType + ";base64,")
      line.raw(photo.base64)
      line.fold(into: &out)
    } else {
      let type = photo.writableMediaType.isEmpty ? [] : ["TYPE=" + photo.writableMediaType]
      var line = VCardLine("PHOTO", parameters: ["ENCODING=b"] + type)
      line.raw(photo.base64)
      line.fold(into: &out)
    }
  }

  /// A photo given by its address: 3.0 `PHOTO;VALUE=uri;TYPE=JPEG:https://…`, 4.0
  /// `PHOTO;MEDIATYPE=image/jpeg:https://…` (the type only when known). Line breaks and other
  /// controls are dropped, as a URI cannot hold them and they would end the line; a backslash is
  /// doubled, as the reader resolves escapes in an address (some exporters write `http\://`).
  private mutating func writePhoto(url: String, _ photo: ContactPhoto) {
    var scalars = String.UnicodeScalarView()
    for scalar in url.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
      if scalar == "\\" { scalars.append(scalar) }
      scalars.append(scalar)
    }
    // Nothing is left of an address made only of controls: no photo, as a reader would find none.
    if scalars.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
    var address = String(scalars)
    // 4.0 reads a PHOTO as an address by default; VALUE=uri tells readers (this one too) that one
    // without a scheme ("photo.jpg") is one.
    let schemed = address.withUTF8 { VCardCardBuilder.startsWithScheme($0, 0..<$0.count) }
    let type = photo.writableMediaType
    let parameters =
      isV4
      ? (schemed ? [] : ["VALUE=uri"]) + (type.isEmpty ? [] : ["MEDIATYPE=" + photo.mimeType])
      : ["VALUE=uri"] + (type.isEmpty ? [] : ["TYPE=" + type])
    var line = VCardLine("PHOTO", parameters: parameters)
    line.raw(address)
    line.fold(into: &out)
  }

  /// A labelled property: TYPE parameters when the label has vCard words, else an item group
  /// with `X-ABLabel`.
  private mutating func labeled(
    _ name: String, _ label: String?, _ table: [String: [String]], extra: [String] = [],
    value: (inout VCardLine) -> Void
  ) {
    var group: String?
    var types = extra
    if let label {
      if let words = table[label] {
        types += words
      } else {
        groupCount += 1
        group = "item\(groupCount)"
      }
    }
    let typeList = types.map { isV4 ? $0.lowercased() : $0 }
    var line = VCardLine(
      name, group: group, parameters: typeList.isEmpty ? [] : ["TYPE=" + typeList.joined(separator: ",")])
    value(&line)
    line.fold(into: &out)
    if let group, let label {
      var labelLine = VCardLine("X-ABLabel", group: group)
      labelLine.text(label)
      labelLine.fold(into: &out)
    }
  }

  private mutating func emit(raw name: String, _ value: String) {
    var line = VCardLine(name)
    line.raw(value)
    line.fold(into: &out)
  }

  /// A list property (NICKNAME, CATEGORIES): the non-empty items, each escaped, joined by ','; no
  /// line when there is none.
  private mutating func emit(list name: String, _ items: [String]) {
    guard items.contains(where: { !$0.isEmpty }) else { return }
    var line = VCardLine(name)
    line.list(items.filter { !$0.isEmpty })
    line.fold(into: &out)
  }

  private mutating func emit(text name: String, _ value: String) {
    var line = VCardLine(name)
    line.text(value)
    line.fold(into: &out)
  }
}
