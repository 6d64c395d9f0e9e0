package import ContactModel

/// Why the form cannot be saved: the message, and the stop to put the focus on.
package struct FormRefusal: Error, Equatable, Sendable {
  /// What the form shows.
  package var message: String
  /// The field at fault, if one is.
  package var stop: FormStop?
}

extension ContactForm {
  /// The message when a contact would have nothing to show it by.
  package static let emptyContactMessage =
    "A contact needs a name, a company, an e-mail address or a phone number."

  /// The contact the form makes: the original, with each field and row the user changed replaced
  /// and blank rows dropped. A field left as it was keeps its exact value (nicknames stay a list,
  /// a label Apple spells `_$!<HomeFAX>!$_` stays so), and what the form does not show (middle
  /// name, prefix, department, photo, groups, the card it was read from) is kept as it was. When
  /// the first or last name changes, the card's own display name (FN) is dropped, so the new name
  /// is the one shown and written.
  package func result() -> Result<Contact, FormRefusal> {
    var contact = original
    func changed(_ field: FormField) -> String? {
      let text = self.text(field)
      return text == field.text(of: original) ? nil : text.trimmingWhitespace
    }
    for case .text(let field) in FormField.allCases {
      if let text = changed(.text(field)) { contact[field] = text }
    }
    if changed(.givenName) != nil || changed(.familyName) != nil { contact.formattedName = "" }
    if let nickname = changed(.nickname) { contact.nickname = nickname }
    if let birthday = changed(.birthday) {
      if birthday.isEmpty {
        contact.birthday = nil
      } else if let parsed = Self.birthday(birthday) {
        contact.birthday = parsed
      } else {
        return .failure(
          FormRefusal(
            message: "The birthday “\(birthday)” is not a date: write it as 1985-04-12, or --04-12 without a year.",
            stop: .field(.birthday)))
      }
    }
    contact.phoneNumbers = values(.phone, original: original.phoneNumbers) { $0[0] }
    contact.emailAddresses = values(.email, original: original.emailAddresses) { $0[0] }
    contact.urlAddresses = values(.url, original: original.urlAddresses) { $0[0] }
    contact.postalAddresses = values(.address, original: original.postalAddresses) {
      PostalAddress(street: $0[0], city: $0[1], state: $0[2], postalCode: $0[3], country: $0[4])
    }
    let hasSomething =
      contact.hasName || !contact.organizationName.isEmpty || !contact.emailAddresses.isEmpty
      || !contact.phoneNumbers.isEmpty
    guard hasSomething else {
      return .failure(FormRefusal(message: Self.emptyContactMessage, stop: .field(.givenName)))
    }
    return .success(contact)
  }

  /// The values of `section`'s rows, in order: an untouched row is its original value, a changed
  /// one is rebuilt (its label back in Apple's spelling when it is one of Apple's), a blank one is
  /// dropped.
  private func values<Value>(
    _ section: FormSection, original: [LabeledValue<Value>], make: ([String]) -> Value
  ) -> [LabeledValue<Value>] {
    rows.filter { $0.section == section && !$0.isBlank }.map { row in
      if let origin = row.origin, !row.isChanged, original.indices.contains(origin) { return original[origin] }
      let labelText = row.label.text.trimmingWhitespace
      let label: String?
      if let origin = row.origin, row.label.text == row.initialLabel, original.indices.contains(origin) {
        label = original[origin].label
      } else {
        label = labelText.isEmpty ? nil : ContactLabel.label(forDisplayName: labelText)
      }
      return LabeledValue(label: label, value: make(row.parts.map { $0.text.trimmingWhitespace }))
    }
  }

  /// A birthday written as ISO 8601 ("1985-04-12", "19850412") or without a year ("--04-12",
  /// "--0412"); nil for anything else or an impossible date.
  package static func birthday(_ text: String) -> Birthday? {
    var digits = Substring(text)
    var year: Int?
    if digits.hasPrefix("--") {
      digits = digits.dropFirst(2)
    } else {
      let yearPart = digits.prefix(4)
      guard yearPart.count == 4, let value = Int(yearPart) else { return nil }
      year = value
      digits = digits.dropFirst(4)
      if digits.hasPrefix("-") { digits = digits.dropFirst() }
    }
    let monthDay = digits.filter { $0 != "-" }
    guard monthDay.count == 4, monthDay.allSatisfy(\.isASCII), let month = Int(monthDay.prefix(2)),
      let day = Int(monthDay.suffix(2))
    else { return nil }
    let days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...12).contains(month), (1...days[month - 1]).contains(day) else { return nil }
    if let year, month == 2, day == 29, !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) { return nil }
    return Birthday(year: year, month: month, day: day)
  }
}

extension String {
  /// The text without white space (and line breaks) at either end.
  fileprivate var trimmingWhitespace: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
