package import ContactModel

/// Merges two or more contacts into one: per single-valued field the value of the card chosen
/// for it, every distinct value of the multi-valued fields, and, written back, every line the
/// model does not show of every card. docs/DUPLICATES.md, "Merging", has the rules.
///
/// Pure: it reads no file and writes none. Its `merged()` is the survivor (the first contact's
/// identifier) and the identifiers of the others, which one save request updates and deletes.
package struct ContactMerge: Sendable, Equatable {
  /// A field with one value per card, for which one card is chosen: a row of the merge view.
  package enum Field: Sendable, Hashable, CaseIterable {
    /// Text fields chosen together (the name's parts; organization and department).
    case group(ContactField.Group)
    /// A text field with a row of its own (`ContactField.Info.group` is nil).
    case text(ContactField)
    /// The birthday.
    case birthday
    /// The photo.
    case photo

    /// Prefix, given, middle and family name and suffix, together.
    package static let name = Field.group(.name)
    /// The name as the card writes it (vCard `FN`).
    package static let formattedName = Field.text(.formattedName)
    /// Organization and department, together.
    package static let organization = Field.group(.organization)
    /// The job title.
    package static let jobTitle = Field.text(.jobTitle)
    /// The note.
    package static let note = Field.text(.note)

    /// Every row, in the merge view's order; a text field added to `ContactField` with a row of
    /// its own comes after the job title.
    package static let allCases: [Field] = FieldLayout<Field>(
      [
        .other(.name), .field(.formattedName), .other(.organization), .field(.jobTitle), .rest, .other(.birthday),
        .field(.note), .other(.photo),
      ],
      including: { $0.info.group == nil }
    ).entries.map { entry in
      switch entry {
      case .field(let field): .text(field)
      case .other(let other): other
      }
    }

    /// The field's name as the merge view labels its row.
    package var title: String {
      switch self {
      case .group(.name): "Name"
      case .group(.organization): "Company"
      case .text(let field): field.info.caption
      case .birthday: "Birthday"
      case .photo: "Photo"
      }
    }
  }

  /// What a merge comes to: the contact that stays, and the ones that go.
  package struct Result: Sendable {
    /// The merged contact, with the first contact's identifier; its original card holds every
    /// card's lines the model does not show, so a writer loses none of them.
    package var survivor: Contact
    /// The identifiers of the other contacts, to delete in the same save.
    package var deleted: [String]
  }

  /// The contacts merged, the survivor first; at least two.
  package let contacts: [Contact]
  /// The region phone numbers are compared in (`PhoneNumberKey`); nil: as digits.
  package let region: PhoneRegion?
  /// For each single-valued field, the index in `contacts` of the card whose value wins.
  package private(set) var choices: [Field: Int]

  /// A merge of `contacts` (nil for fewer than two). Each field starts on the first card that
  /// has a value for it: the survivor's, unless it has none.
  package init?(_ contacts: [Contact], region: PhoneRegion?) {
    guard contacts.count >= 2 else { return nil }
    self.contacts = contacts
    self.region = region
    var choices: [Field: Int] = [:]
    for field in Field.allCases {
      choices[field] = contacts.firstIndex { !Self.isEmpty(field, in: $0) } ?? 0
    }
    self.choices = choices
  }

  /// Chooses card `index` for `field`; an index out of range is ignored.
  package mutating func choose(_ index: Int, for field: Field) {
    guard contacts.indices.contains(index) else { return }
    choices[field] = index
  }

  /// The card chosen for `field`.
  package func choice(for field: Field) -> Int { choices[field] ?? 0 }

  /// The single-valued fields whose values are not the same on every card: the rows a merge
  /// view asks about.
  package var differingFields: [Field] {
    Field.allCases.filter { field in
      let first = Self.summary(field, of: contacts[0])
      return contacts.dropFirst().contains { Self.summary(field, of: $0) != first }
    }
  }

  /// The merged contact and the identifiers to delete.
  package func merged() -> Result {
    var merged = base()
    for field in Field.allCases { Self.copy(field, from: contacts[choice(for: field)], to: &merged) }
    merged.identifier = contacts[0].identifier
    merged.phoneNumbers = distinct(\.phoneNumbers) { PhoneNumberKey.key($0, region: region) ?? $0 }
    merged.emailAddresses = distinct(\.emailAddresses) { EmailKey.key($0) ?? $0 }
    merged.urlAddresses = distinct(\.urlAddresses, key: MergeKeys.url)
    merged.postalAddresses = distinct(\.postalAddresses, key: MergeKeys.address)
    merged.nicknames = distinctWords(\.nicknames)
    merged.groups = distinctWords(\.groups)
    return Result(survivor: merged, deleted: contacts.dropFirst().map(\.identifier))
  }

  /// The survivor, reading from a card that also holds the others' unknown lines when any of
  /// them was read with its card; else the survivor as it is.
  private func base() -> Contact {
    let survivor = contacts[0]
    let others = contacts.dropFirst().map(\.originalCard.bytes).filter { !$0.isEmpty }
    guard !others.isEmpty else { return survivor }
    let own = survivor.originalCard.isEmpty ? VCardWriter.bytes([survivor]) : survivor.originalCard.bytes
    let card = VCardMergedCard.combine(survivor: own, others: others)
    guard var read = VCardReader.readKeepingOriginalCards(card, source: "merge").contacts.first else { return survivor }
    read.fingerprint = survivor.fingerprint
    return read
  }

  /// Every distinct value of a labelled field, in card order: a value whose key an earlier one
  /// has is dropped, its label kept when the earlier one had none.
  private func distinct<Value>(
    _ field: KeyPath<Contact, [LabeledValue<Value>]>, key: (Value) -> String
  ) -> [LabeledValue<Value>] {
    var result: [LabeledValue<Value>] = []
    var seen: [String: Int] = [:]
    for contact in contacts {
      for value in contact[keyPath: field] {
        let key = key(value.value)
        if let index = seen[key] {
          if result[index].label == nil { result[index].label = value.label }
        } else {
          seen[key] = result.count
          result.append(value)
        }
      }
    }
    return result
  }

  /// Every distinct word of a list field (nicknames, groups), compared folded, in card order.
  private func distinctWords(_ field: KeyPath<Contact, [String]>) -> [String] {
    var seen: Set<String> = []
    return contacts.flatMap { $0[keyPath: field] }.filter { seen.insert(MergeKeys.text($0)).inserted }
  }
}
