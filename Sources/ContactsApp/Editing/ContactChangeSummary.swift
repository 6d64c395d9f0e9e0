package import ContactModel

/// What changed between two versions of a contact, one line per field, for `edit` and
/// `add-email` to print ("print what they changed"): `phone: +49 176 1 → +49 176 2`, a list
/// field as its values before and after, `(none)` for an empty one. Fields the model does not
/// show (an unknown property) are reported together as the card's other lines.
package enum ContactChangeSummary {
  /// The lines, in the model's field order; empty when no field the model shows changed.
  package static func lines(from old: Contact, to new: Contact) -> [String] {
    var lines: [String] = []
    func compare(_ label: String, _ before: [String], _ after: [String]) {
      guard before != after else { return }
      let show = { (values: [String]) in values.isEmpty ? "(none)" : values.joined(separator: ", ") }
      lines.append("\(label): \(show(before)) → \(show(after))")
    }
    func one(_ text: String) -> [String] { text.isEmpty ? [] : [text] }
    compare("name", one(old.formattedName), one(new.formattedName))
    compare("name prefix", one(old.namePrefix), one(new.namePrefix))
    compare("given name", one(old.givenName), one(new.givenName))
    compare("middle name", one(old.middleName), one(new.middleName))
    compare("family name", one(old.familyName), one(new.familyName))
    compare("name suffix", one(old.nameSuffix), one(new.nameSuffix))
    compare("nickname", old.nicknames, new.nicknames)
    compare("organization", one(old.organizationName), one(new.organizationName))
    compare("department", one(old.departmentName), one(new.departmentName))
    compare("job title", one(old.jobTitle), one(new.jobTitle))
    compare("phone", old.phoneNumbers.map(labeled), new.phoneNumbers.map(labeled))
    compare("email", old.emailAddresses.map(labeled), new.emailAddresses.map(labeled))
    compare("url", old.urlAddresses.map(labeled), new.urlAddresses.map(labeled))
    compare("address", old.postalAddresses.map(address), new.postalAddresses.map(address))
    compare("birthday", one(old.birthday?.isoString ?? ""), one(new.birthday?.isoString ?? ""))
    compare("note", one(old.note), one(new.note))
    compare("groups", old.groups, new.groups)
    if old.photo != new.photo { lines.append("photo: changed") }
    return lines
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
