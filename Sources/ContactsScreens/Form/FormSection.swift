package import ContactModel

/// A contact's single fields, as the form lists them: the text fields `ContactField` places in
/// the form, the nickname and the birthday.
package enum FormField: Hashable, Sendable, CaseIterable {
  /// A text field of `ContactField` (its `form` placement is not `.kept`).
  case text(ContactField)
  /// The nicknames, as one.
  case nickname
  /// The birthday, as ISO 8601.
  case birthday

  /// The first name.
  package static let givenName = FormField.text(.givenName)
  /// The last name.
  package static let familyName = FormField.text(.familyName)
  /// The company.
  package static let organization = FormField.text(.organizationName)
  /// The job title.
  package static let jobTitle = FormField.text(.jobTitle)
  /// The note.
  package static let note = FormField.text(.note)

  /// The fields before the sections of rows, in order; a text field added to `ContactField`
  /// with a `.top` placement comes after the job title.
  package static let top: [FormField] = FieldLayout<FormField>(
    [
      .field(.givenName), .field(.familyName), .field(.organizationName), .field(.jobTitle), .rest,
      .other(.nickname), .other(.birthday),
    ],
    including: { $0.info.form == .top }
  ).entries.map { entry in
    switch entry {
    case .field(let field): .text(field)
    case .other(let other): other
    }
  }

  /// The fields after the sections of rows (the note), in table order.
  package static let bottom: [FormField] = ContactField.allCases.filter { $0.info.form == .bottom }.map(FormField.text)

  /// Every field, top to bottom.
  package static let allCases: [FormField] = top + bottom

  /// The caption beside the field.
  package var caption: String {
    switch self {
    case .text(let field): field.info.caption
    case .nickname: "Nickname"
    case .birthday: "Birthday"
    }
  }

  /// The field's text for `contact`.
  package func text(of contact: Contact) -> String {
    switch self {
    case .text(let field): contact[field]
    case .nickname: contact.nickname
    case .birthday: contact.birthday?.isoString ?? ""
    }
  }
}

/// A kind of multi-value row: phones, e-mails, URLs, postal addresses.
package enum FormSection: Int, CaseIterable, Hashable, Sendable {
  case phone, email, url, address

  /// The heading over the rows.
  package var title: String {
    switch self {
    case .phone: "Phones"
    case .email: "E-mails"
    case .url: "Web"
    case .address: "Addresses"
    }
  }

  /// The words of the "add a row" line.
  package var addCaption: String {
    switch self {
    case .phone: "+ add phone"
    case .email: "+ add e-mail"
    case .url: "+ add URL"
    case .address: "+ add address"
    }
  }

  /// The labels Ctrl-T steps through, in plain words; the first is a new row's.
  package var labels: [String] {
    switch self {
    case .phone: ["mobile", "home", "work", "main", "other"]
    case .email: ["home", "work", "other"]
    case .url: ["homepage", "home", "work", "other"]
    case .address: ["home", "work", "other"]
    }
  }

  /// The captions of a row's value fields: one for most, five for an address.
  package var parts: [String] {
    switch self {
    case .phone: ["phone"]
    case .email: ["e-mail"]
    case .url: ["URL"]
    case .address: ["street", "city", "state", "postcode", "country"]
    }
  }

  /// The rows of `contact` in this section: label in plain words, then the value's parts.
  func values(of contact: Contact) -> [(label: String?, parts: [String])] {
    switch self {
    case .phone: contact.phoneNumbers.map { ($0.label, [$0.value]) }
    case .email: contact.emailAddresses.map { ($0.label, [$0.value]) }
    case .url: contact.urlAddresses.map { ($0.label, [$0.value]) }
    case .address:
      contact.postalAddresses.map {
        ($0.label, [$0.value.street, $0.value.city, $0.value.state, $0.value.postalCode, $0.value.country])
      }
    }
  }
}

/// One phone, e-mail, URL or address of the form.
package struct FormRow: Equatable, Sendable {
  /// Which section the row is in.
  package let section: FormSection
  /// Stable among the form's rows (rows are added and removed, so not an index).
  package let id: Int
  /// The label, in plain words ("mobile"), or custom text.
  package var label: TextEntry
  /// The value's parts (one, or five for an address).
  package var parts: [TextEntry]
  /// The index of the value in the contact's array it came from; nil for a new row.
  package let origin: Int?
  /// The label and parts as the row started, to tell an untouched row.
  let initialLabel: String
  let initialParts: [String]

  /// Whether every part is empty or white space (dropped on save).
  package var isBlank: Bool { parts.allSatisfy(\.isBlank) }

  /// Whether the row differs from how it started.
  var isChanged: Bool { label.text != initialLabel || parts.map(\.text) != initialParts }
}

/// A place the focus can be in the form: a field, a row's label or part, an "add" line, a button.
package enum FormStop: Hashable, Sendable {
  case field(FormField)
  case rowLabel(row: Int)
  case rowPart(row: Int, part: Int)
  case addRow(FormSection)
  case save
  case cancel
}
