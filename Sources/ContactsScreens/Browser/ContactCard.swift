package import ContactModel
package import TerminalUI

/// A contact's detail card as lines of text for a given width: every field, labels in plain words,
/// values wrapped by display width.
package struct ContactCard: Equatable, Sendable {
  /// One line of the card.
  package struct Line: Equatable, Sendable {
    /// The label column ("mobile", "home", …); empty on continuation lines.
    package var label: String
    /// The text.
    package var text: String
    /// How the text is drawn.
    package var role: ColorRole
    /// Extra style for the text.
    package var style: TextStyle
    /// Whether the line spans the card from the margin (the heading) rather than sitting in the
    /// value column.
    package var isHeading: Bool
  }

  /// The lines, top to bottom.
  package let lines: [Line]

  /// The left margin and the gap after the label column.
  static let margin = 2

  /// The card of `contact` for a screen `width` columns wide. Its title is the card's own FN
  /// when it has one (the name the user gave, "Dr. Jane Q. Public, Esq."), else `name`.
  package init(_ contact: Contact, name: String, width: Int) {
    let name = contact.formattedName.isEmpty ? name : contact.formattedName
    let fields = Self.fields(of: contact)
    let labelWidth = min(12, fields.map { DisplayWidth.of($0.label) }.max() ?? 0)
    let textWidth = max(1, width - 2 * Self.margin - labelWidth - Self.margin)
    let headerWidth = max(1, width - 2 * Self.margin)
    var lines: [Line] = []
    func header(_ text: String, _ role: ColorRole, _ style: TextStyle) {
      for line in DisplayWidth.wrap(text, width: headerWidth) {
        lines.append(Line(label: "", text: line, role: role, style: style, isHeading: true))
      }
    }
    header(name, .normal, .bold)
    let spoken = Self.underNameFields.map { contact[$0] }.filter { !$0.isEmpty }
    if !spoken.isEmpty { header(spoken.joined(separator: " "), .dim, []) }
    let nicknames = contact.nicknames.filter { !$0.isEmpty }
    if !nicknames.isEmpty { header(nicknames.map { "“\($0)”" }.joined(separator: ", "), .dim, []) }
    let job = [contact.jobTitle, contact.departmentName].filter { !$0.isEmpty }.joined(separator: " · ")
    if !job.isEmpty { header(job, .normal, []) }
    if !contact.organizationName.isEmpty, contact.organizationName != name {
      header(contact.organizationName, .normal, [])
    }
    lines.append(Line(label: "", text: "", role: .normal, style: [], isHeading: true))
    if fields.isEmpty { header("No other details", .dim, []) }
    for field in fields {
      let wrapped = DisplayWidth.wrap(field.value, width: textWidth)
      for (offset, text) in (wrapped.isEmpty ? [""] : wrapped).enumerated() {
        lines.append(
          Line(label: offset == 0 ? field.label : "", text: text, role: .normal, style: [], isHeading: false))
      }
    }
    self.lines = lines
    self.labelWidth = labelWidth
    self.width = width
  }

  /// The width of the label column.
  package let labelWidth: Int
  /// The width the card was laid out for.
  package let width: Int

  /// The labelled fields, in the order the Contacts app lists them.
  static func fields(of contact: Contact) -> [(label: String, value: String)] {
    var fields: [(String, String)] = []
    func label(_ value: LabeledValue<some Sendable & Hashable>, _ fallback: String) -> String {
      let words = value.displayLabel
      return words.isEmpty ? fallback : words
    }
    for phone in contact.phoneNumbers { fields.append((label(phone, "phone"), phone.value)) }
    for email in contact.emailAddresses { fields.append((label(email, "email"), email.value)) }
    for url in contact.urlAddresses { fields.append((label(url, "url"), url.value)) }
    for address in contact.postalAddresses {
      fields.append((label(address, "address"), Self.format(address.value)))
    }
    if let birthday = contact.birthday { fields.append(("birthday", Self.format(birthday))) }
    for field in rowFields where !contact[field].isEmpty { fields.append((field.info.label, contact[field])) }
    if !contact.groups.isEmpty { fields.append(("groups", contact.groups.joined(separator: ", "))) }
    return fields
  }

  /// The text fields shown as labelled rows (the note), in table order; the others are in the
  /// heading, composed above.
  static let rowFields = ContactField.allCases.filter { $0.info.card == .row }

  /// The text fields on the dim line under the name (the phonetic name), in table order.
  static let underNameFields = ContactField.allCases.filter { $0.info.card == .underName }

  /// An address on several lines: street, then "City, State Postcode", then the country.
  static func format(_ address: PostalAddress) -> String {
    let region = [address.state, address.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
    let town = [address.city, region].filter { !$0.isEmpty }.joined(separator: ", ")
    return [address.street, town, address.country].filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// "April 12, 1985", or "April 12" without a year.
  static func format(_ birthday: Birthday) -> String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    let month = (1...12).contains(birthday.month) ? months[birthday.month - 1] : "Month \(birthday.month)"
    return birthday.year.map { "\(month) \(birthday.day), \($0)" } ?? "\(month) \(birthday.day)"
  }
}
