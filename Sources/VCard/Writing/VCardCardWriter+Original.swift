import ContactModel

extension VCardCardWriter {
  /// The card for a contact read from `contact.originalCard`: the original's properties in their
  /// order, each as read (converted for `version`), except those of fields the contact changed,
  /// which are replaced at the place of their first line by what the model-only writer makes of
  /// the new value, keeping per value the line's group and the parameters the label does not
  /// decide. docs/VCARD.md, "Writing cards back", has the rules.
  static func original(_ contact: Contact, version: VCardWriter.Version) -> [UInt8] {
    // A contact still as the reader made it (what a listing writes) needs no second reading
    // of the card's values to tell what changed: nothing did.
    let asRead = contact.originalCard.contactAsRead
    let untouched = asRead.map { read in VCardProperty.Field.allCases.allSatisfy { $0.isUnchanged(contact, from: read) }
    }
    let original = VCardOriginalLines(contact.originalCard.bytes, output: version, building: untouched != true)
    var present: Set<VCardProperty.Field> = []
    for property in original.properties where property.field != nil {
      // An empty UID gives no identifier (the reader hashes the card instead): one is written.
      if property.kind == .uid && !property.hasValue { continue }
      if let field = property.field { present.insert(field) }
    }
    var changed: Set<VCardProperty.Field> = []
    for field in VCardProperty.Field.allCases
    where untouched != true && !field.isUnchanged(contact, from: original.contact) {
      changed.insert(field)
    }
    // A card must have these (FN and, for 3.0, N), and a UID keeps the identifier when the card
    // is read again (without one it would be a hash of other bytes).
    let required: [VCardProperty.Field] =
      version == .v4 ? [.formattedName, .identifier] : [.names, .formattedName, .identifier]
    for field in required where !present.contains(field) { changed.insert(field) }
    var lines: [VCardProperty] = []
    if changed.isEmpty {
      lines = original.properties
    } else {
      var kept: [VCardProperty.Field: Set<Int>] = [:]
      for field in changed where field.isLabelled { kept[field] = field.keptIndices(contact, from: original.contact) }
      var merge = VCardOriginalMerge(
        original: original.properties, model: modelLines(contact, version), changed: changed, kept: kept)
      lines = merge.lines()
    }
    var out: [UInt8] = []
    out.reserveCapacity(contact.originalCard.bytes.count + 128)
    VCardLine(line: Array("BEGIN:VCARD".utf8)).fold(into: &out)
    VCardLine(line: Array((version == .v4 ? "VERSION:4.0" : "VERSION:3.0").utf8)).fold(into: &out)
    if !lines.contains(where: { $0.name.uppercased() == "PRODID" }) {
      VCardLine(line: Array("PRODID:-//contacts-tui//ContactStore//EN".utf8)).fold(into: &out)
    }
    for line in lines { VCardLine(line: line.line).fold(into: &out) }
    VCardLine(line: Array("END:VCARD".utf8)).fold(into: &out)
    return out
  }

  /// The lines the model-only writer makes for `contact`, read back as properties.
  private static func modelLines(_ contact: Contact, _ version: VCardWriter.Version) -> [VCardProperty] {
    var plain = contact
    plain.originalCard = OriginalCard()
    var writer = VCardCardWriter(version: version)
    writer.write(plain)
    return VCardOriginalLines(writer.out, output: version).properties
  }
}

/// Puts the model's lines for the changed fields in the place of the original's.
///
/// A field of single values (N, NOTE, …) has all its lines replaced at the place of the first.
/// A field of labelled values (TEL, EMAIL, URL, ADR) is replaced value by value: a value the
/// contact kept at its index keeps its line (and label) byte for byte, a changed one is written
/// in its line's place with the line's group and other parameters, a removed one goes, and new
/// ones follow the field's last line.
struct VCardOriginalMerge {
  let original: [VCardProperty]
  let model: [VCardProperty]
  let changed: Set<VCardProperty.Field>
  /// For each changed labelled field, the value indices the contact kept unchanged.
  let kept: [VCardProperty.Field: Set<Int>]
  /// Groups the card uses (uppercased), so a new one is not one of them.
  private var usedGroups: Set<String>
  private var nextGroup = 1

  init(
    original: [VCardProperty], model: [VCardProperty], changed: Set<VCardProperty.Field>,
    kept: [VCardProperty.Field: Set<Int>]
  ) {
    self.original = original
    self.model = model
    self.changed = changed
    self.kept = kept
    usedGroups = Set(original.compactMap(\.groupKey))
  }

  mutating func lines() -> [VCardProperty] {
    var lines: [VCardProperty] = []
    var placed: Set<VCardProperty.Field> = []
    var replacedGroups: Set<String> = []
    var lastLine: [VCardProperty.Field: Int] = [:]
    for (index, property) in original.enumerated() where property.kind != .abLabel {
      if let field = property.field { lastLine[field] = index }
    }
    for (position, property) in original.enumerated() {
      guard let field = property.field, changed.contains(field) else {
        lines.append(property)
        continue
      }
      if let group = property.groupKey { replacedGroups.insert(group) }
      // A value's label goes with its value (`replacement`).
      if property.kind == .abLabel { continue }
      if let index = property.valueIndex {
        lines += replacement(field, index: index)
        if lastLine[field] == position {
          let have = original.filter { $0.field == field && $0.valueIndex != nil }.count
          for extra in have..<max(have, modelValues(field).count) { lines += replacement(field, index: extra) }
          placed.insert(field)
        }
      } else if placed.insert(field).inserted {
        for index in modelValues(field).indices { lines += replacement(field, index: index) }
      }
    }
    // Fields the card had no line for go before its END, in the model writer's order.
    for property in model where property.kind != .abLabel {
      if let field = property.field, changed.contains(field), placed.insert(field).inserted {
        for index in modelValues(field).indices { lines += replacement(field, index: index) }
      }
    }
    // The label of a group that no value uses any more goes too.
    let used = Set(lines.filter { $0.kind != .abLabel }.compactMap(\.groupKey))
    return lines.filter { line in
      guard line.kind == .abLabel, let group = line.groupKey else { return true }
      return used.contains(group) || !replacedGroups.contains(group)
    }
  }

  /// The model's lines for `field`, one per value.
  private func modelValues(_ field: VCardProperty.Field) -> [VCardProperty] {
    model.filter { $0.field == field && $0.kind != .abLabel }
  }

  /// The lines for value `index` of `field`: the original's line when the value is kept, else
  /// the model's, with the group and the carried parameters of the original's line at `index`
  /// (for a labelled field; for another, of its line at that position).
  private mutating func replacement(_ field: VCardProperty.Field, index: Int) -> [VCardProperty] {
    let originals = original.filter { $0.field == field && $0.kind != .abLabel }
    let source =
      field.isLabelled ? originals.first { $0.valueIndex == index } : (index < originals.count ? originals[index] : nil)
    if let source, kept[field]?.contains(index) == true {
      return [source] + labels(of: source, in: original)
    }
    let values = modelValues(field)
    guard index < values.count else { return [] }
    let line = values[index]
    let group = source?.group ?? line.group.map { _ in freshGroup() }
    var parameters = line.parameters
    if let source, field != .photo && field != .birthday && field != .identifier {
      carry(source.parameters, into: &parameters, labelled: field.isLabelled)
    }
    var lines = [Self.rebuilt(line, group: group, parameters: parameters)]
    if let group {
      for label in labels(of: line, in: model) {
        lines.append(Self.rebuilt(label, group: group, parameters: label.parameters))
      }
    }
    return lines
  }

  /// The `X-ABLabel` lines of `property`'s group in `lines`.
  private func labels(of property: VCardProperty, in lines: [VCardProperty]) -> [VCardProperty] {
    guard let group = property.groupKey else { return [] }
    return lines.filter { $0.kind == .abLabel && $0.groupKey == group }
  }

  /// Adds the original's parameters that the new value does not decide: not the transfer
  /// encoding, charset or value type, and for a labelled value not its label's TYPE words.
  private func carry(
    _ from: [VCardProperty.Parameter], into parameters: inout [VCardProperty.Parameter], labelled: Bool
  ) {
    for parameter in from {
      let name = parameter.name?.uppercased() ?? "TYPE"
      if ["ENCODING", "CHARSET", "VALUE"].contains(name) { continue }
      if name == "TYPE" {
        let words = parameter.value.split(separator: ",").map(String.init).filter {
          !labelled || !VCardLineConverter.labelWords.contains($0.uppercased()) || $0.uppercased() == "PREF"
        }
        guard !words.isEmpty else { continue }
        if let index = parameters.firstIndex(where: { $0.name?.uppercased() == "TYPE" }) {
          let have = Set(parameters[index].value.split(separator: ",").map { $0.uppercased() })
          let added = words.filter { !have.contains($0.uppercased()) }
          if !added.isEmpty { parameters[index].value += "," + added.joined(separator: ",") }
        } else {
          parameters.append(VCardProperty.Parameter(name: "TYPE", value: words.joined(separator: ",")))
        }
      } else if !parameters.contains(where: { $0.name?.uppercased() == name }) {
        parameters.append(parameter)
      }
    }
  }

  /// A group no line of the card uses.
  private mutating func freshGroup() -> String {
    while usedGroups.contains("ITEM\(nextGroup)") { nextGroup += 1 }
    let group = "item\(nextGroup)"
    usedGroups.insert(group.uppercased())
    return group
  }

  /// `property` with another group and parameters, its value unchanged.
  private static func rebuilt(
    _ property: VCardProperty, group: String?, parameters: [VCardProperty.Parameter]
  ) -> VCardProperty {
    let value = property.line.withUnsafeBufferPointer { bytes in
      VCardContentLine(bytes).map { Array(bytes[$0.value]) } ?? []
    }
    var line = VCardLine(property.name, group: group, parameters: parameters.map(\.text))
    line.raw(value)
    return VCardProperty(
      group: group, name: property.name, kind: property.kind, line: line.bytes, field: property.field)
  }
}
