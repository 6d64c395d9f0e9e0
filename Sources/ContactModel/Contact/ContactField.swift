/// A contact's single-valued text field (each `String` stored property of `Contact` but the
/// identifier): the one table the consumers that handle "every field" walk.
///
/// The JSON encoder, the snapshot (and its format id), the merge, the change summary, the card
/// and the form take their list of text fields from here, each in a layout of its own
/// (`FieldLayout`), so a field added here reaches every one of them, and
/// `ContactFieldCoverageTests` fails for any that misses it. The declaration order is the
/// snapshot's column order: append, never reorder. The list-valued fields (nicknames, phones,
/// e-mails, URLs, addresses, birthday, photo, groups) stay hand-written in each consumer, as
/// each has a shape of its own (docs/DECISIONS.md, "A contact field declared once").
@usableFromInline package enum ContactField: UInt8, CaseIterable, Sendable {
  case namePrefix, givenName, middleName, familyName, nameSuffix, organizationName, departmentName, jobTitle,
    note, formattedName, phoneticGivenName

  /// The fields a merge shows and chooses together, as one row.
  package enum Group: Sendable, Hashable, CaseIterable {
    /// The name's parts (vCard `N`): prefix, given, middle, family, suffix.
    case name
    /// Organization and department (vCard `ORG`).
    case organization
  }

  /// Where the detail card shows a field.
  package enum CardPlacement: Sendable, Hashable {
    /// In the card's heading, composed by hand (`ContactCard`): the name, the job line, the
    /// organization.
    case heading
    /// On a dim line of its own under the name, with the other such fields of the contact in
    /// table order (iOS shows the phonetic name there).
    case underName
    /// As a labelled row among the other details, labelled with `Info.label`.
    case row
  }

  /// Where the contact form has a field.
  package enum FormPlacement: Sendable, Hashable {
    /// Among the fields at the top, before the sections of rows.
    case top
    /// After the sections of rows, before the buttons.
    case bottom
    /// Not shown: kept as read when the form saves.
    case kept
  }

  /// Where a field is in a vCard: the property tokens the codec (`VCard`) reads and writes it
  /// under. Plain data, as this target knows nothing of vCards.
  package enum VCardSlot: Sendable, Hashable {
    /// A property of its own whose value is one escaped text (`TITLE`, `NOTE`): read from the
    /// first line that gives one, written where the writer's layout puts it. The reader must know
    /// the name (`VCardPropertyName.identify`); a test names a slot it does not.
    case text(String)
    /// Component `index` of a structured property (`N`'s parts, `ORG`'s first), packed by hand.
    case component(String, Int)
    /// The non-empty components from `index` on, joined by ", " (`ORG`'s units after the first).
    case trailingComponents(String, from: Int)
    /// The card's own `FN`, read and written by its own rules.
    case formattedName
  }

  /// Everything the consumers need to know of a field.
  package struct Info: Sendable {
    /// The fetch key; its raw value is the field's JSON key.
    package var key: ContactKey
    /// The field in lower-case words, as the change summary and the card's rows label it.
    package var label: String
    /// The field's caption, as the form and a merge row of its own show it.
    package var caption: String
    /// The merge row it shares with others; nil for a row of its own.
    package var group: Group?
    /// Where the detail card shows it.
    package var card: CardPlacement
    /// Where the contact form has it.
    package var form: FormPlacement
    /// The word for it in the snapshot's format id: changing it makes every snapshot unreadable.
    package var snapshotName: String
    /// Where the vCard codec reads and writes it.
    package var vCard: VCardSlot
    /// Whether its value keeps line breaks, which one-line views show as " ⏎ ".
    package var isMultiline: Bool = false
  }

  /// The field's entry in the table.
  package var info: Info { Self.table[Int(rawValue)] }

  /// Every field's `Info`, in declaration order, made once.
  private static let table: [Info] = allCases.map(describe)

  private static func describe(_ field: Self) -> Info {
    switch field {
    case .namePrefix:
      Info(
        key: .namePrefix, label: "name prefix", caption: "Prefix", group: .name, card: .heading, form: .kept,
        snapshotName: "prefix", vCard: .component("N", 3))
    case .givenName:
      Info(
        key: .givenName, label: "given name", caption: "First name", group: .name, card: .heading, form: .top,
        snapshotName: "given", vCard: .component("N", 1))
    case .middleName:
      Info(
        key: .middleName, label: "middle name", caption: "Middle name", group: .name, card: .heading, form: .kept,
        snapshotName: "middle", vCard: .component("N", 2))
    case .familyName:
      Info(
        key: .familyName, label: "family name", caption: "Last name", group: .name, card: .heading, form: .top,
        snapshotName: "family", vCard: .component("N", 0))
    case .nameSuffix:
      Info(
        key: .nameSuffix, label: "name suffix", caption: "Suffix", group: .name, card: .heading, form: .kept,
        snapshotName: "suffix", vCard: .component("N", 4))
    case .organizationName:
      Info(
        key: .organizationName, label: "organization", caption: "Company", group: .organization, card: .heading,
        form: .top, snapshotName: "organization", vCard: .component("ORG", 0))
    case .departmentName:
      Info(
        key: .departmentName, label: "department", caption: "Department", group: .organization, card: .heading,
        form: .kept, snapshotName: "department", vCard: .trailingComponents("ORG", from: 1))
    case .jobTitle:
      Info(
        key: .jobTitle, label: "job title", caption: "Job title", card: .heading, form: .top, snapshotName: "job",
        vCard: .text("TITLE"))
    case .note:
      Info(
        key: .note, label: "note", caption: "Note", card: .row, form: .bottom, snapshotName: "note",
        vCard: .text("NOTE"),
        isMultiline: true)
    case .formattedName:
      // "name" in the change summary: it is the name shown; the parts have their own words.
      Info(
        key: .formattedName, label: "name", caption: "Shown as", card: .heading, form: .kept,
        snapshotName: "formatted", vCard: .formattedName)
    case .phoneticGivenName:
      Info(
        key: .phoneticGivenName, label: "phonetic given name", caption: "Phonetic first name", card: .underName,
        form: .kept, snapshotName: "phoneticGiven", vCard: .text("X-PHONETIC-FIRST-NAME"))
    }
  }
}

extension ContactField.Group {
  /// The fields of the group, in table order.
  package var fields: [ContactField] { ContactField.allCases.filter { $0.info.group == self } }
}

extension Contact {
  /// The value of a text field; a switch rather than a key path, so it costs what the property
  /// does in the hot paths (the snapshot, the JSON list).
  @inlinable package subscript(field: ContactField) -> String {
    get {
      switch field {
      case .namePrefix: namePrefix
      case .givenName: givenName
      case .middleName: middleName
      case .familyName: familyName
      case .nameSuffix: nameSuffix
      case .organizationName: organizationName
      case .departmentName: departmentName
      case .jobTitle: jobTitle
      case .note: note
      case .formattedName: formattedName
      case .phoneticGivenName: phoneticGivenName
      }
    }
    set {
      switch field {
      case .namePrefix: namePrefix = newValue
      case .givenName: givenName = newValue
      case .middleName: middleName = newValue
      case .familyName: familyName = newValue
      case .nameSuffix: nameSuffix = newValue
      case .organizationName: organizationName = newValue
      case .departmentName: departmentName = newValue
      case .jobTitle: jobTitle = newValue
      case .note: note = newValue
      case .formattedName: formattedName = newValue
      case .phoneticGivenName: phoneticGivenName = newValue
      }
    }
  }
}
