package import ContactModel

/// What changed between two versions of a contact, one line per field, for `edit` and
/// `add-email` to print ("print what they changed"): `phone: +49 176 1 → +49 176 2`, a list
/// field as its values before and after, `(none)` for an empty one. Fields the model does not
/// show (an unknown property) are reported together as the card's other lines.
package enum ContactChangeSummary {
  /// The lines that are not text fields of `ContactField`.
  private enum Line: Sendable {
    case nickname, phone, email, url, address, birthday, groups
  }

  /// The lines in their order; a text field added to `ContactField` comes after the job title,
  /// under its `label`.
  private static let layout = FieldLayout<Line>([
    .field(.formattedName), .field(.namePrefix), .field(.givenName), .field(.middleName), .field(.familyName),
    .field(.nameSuffix), .other(.nickname), .field(.organizationName), .field(.departmentName), .field(.jobTitle),
    .rest, .other(.phone), .other(.email), .other(.url), .other(.address), .other(.birthday), .field(.note),
    .other(.groups),
  ]).entries

  /// The lines, in the model's field order; empty when no field the model shows changed.
  package static func lines(from old: Contact, to new: Contact) -> [String] {
    var lines: [String] = []
    func compare(_ label: String, _ before: [String], _ after: [String]) {
      guard before != after else { return }
      let show = { (values: [String]) in values.isEmpty ? "(none)" : values.joined(separator: ", ") }
      lines.append("\(label): \(show(before)) → \(show(after))")
    }
    func one(_ text: String) -> [String] { text.isEmpty ? [] : [text] }
    for entry in layout {
      switch entry {
      case .field(.formattedName):
        // A card whose FN is its composed name keeps no FN of its own, so an FN added to it or
        // taken from it is shown against the name that was shown, not as "(none)".
        guard old.formattedName != new.formattedName else { continue }
        compare(ContactField.formattedName.info.label, one(shownName(old)), one(shownName(new)))
      case .field(let field): compare(field.info.label, one(old[field]), one(new[field]))
      case .other(.nickname): compare("nickname", old.nicknames, new.nicknames)
      case .other(.phone): compare("phone", old.phoneNumbers.map(labeled), new.phoneNumbers.map(labeled))
      case .other(.email): compare("email", old.emailAddresses.map(labeled), new.emailAddresses.map(labeled))
      case .other(.url): compare("url", old.urlAddresses.map(labeled), new.urlAddresses.map(labeled))
      case .other(.address): compare("address", old.postalAddresses.map(address), new.postalAddresses.map(address))
      case .other(.birthday):
        compare("birthday", one(old.birthday?.isoString ?? ""), one(new.birthday?.isoString ?? ""))
      case .other(.groups): compare("groups", old.groups, new.groups)
      }
    }
    if old.photo != new.photo { lines.append("photo: changed") }
    return lines
  }

  /// The name the card shows: its own FN, or the one its name parts compose; empty for neither.
  private static func shownName(_ contact: Contact) -> String {
    guard contact.formattedName.isEmpty else { return contact.formattedName }
    var parts = Contact(identifier: contact.identifier)
    for field in [ContactField.namePrefix, .givenName, .middleName, .familyName, .nameSuffix] {
      parts[field] = contact[field]
    }
    let named = [parts.namePrefix, parts.givenName, parts.middleName, parts.familyName, parts.nameSuffix]
    return named.allSatisfy(\.isEmpty) ? "" : ContactFormatter().string(from: parts)
  }

  private static func labeled(_ value: LabeledValue<String>) -> String {
    value.label == nil ? value.value : "\(value.value) (\(value.displayLabel))"
  }

  private static func address(_ value: LabeledValue<PostalAddress>) -> String {
    let parts = [value.value.street, value.value.postalCode, value.value.city, value.value.state, value.value.country]
    let text = parts.filter { !$0.isEmpty }.joined(separator: " ").split(whereSeparator: \.isNewline).joined(
      separator: " ")
    return value.label == nil ? text : "\(text) (\(value.displayLabel))"
  }
}
