import ContactModel

/// One card that holds a survivor's lines and the lines the model does not show of other cards:
/// what a merged contact is written back from, so merging loses nothing of any card.
///
/// Each card is read again as the writer reads an original (`VCardOriginalLines`, converted to
/// 3.0). The survivor's lines are kept whole, in order. Of every other card, only the lines the
/// model does not show are added (unknown and `X-` properties, repeated NOTEs, LOGO, …, and the
/// labels of their groups), except its provenance (`PRODID`, `REV`, `X-ABUID`), which belongs to
/// the card that goes. A line already there is not added again: an ungrouped line when the same
/// line is there; a group (`item3.X-ABRELATEDNAMES` and its `item3.X-ABLabel`) when a group with
/// the same lines is there. A group whose name the card already uses is renamed to a free
/// `itemN`. A repeat of a single-valued property (a second `ORG`) is carried after a line of its
/// kind, the other card's first when the survivor has none, so it stays a repeat.
/// docs/DUPLICATES.md, "Merging".
enum VCardMergedCard {
  /// Properties of a card that goes that say where that card came from, not who it is about.
  static let provenance: Set<String> = ["PRODID", "REV", "X-ABUID"]

  /// A 3.0 card: `survivor`'s lines, then the others' lines the model does not show.
  static func combine(survivor: [UInt8], others: [[UInt8]]) -> [UInt8] {
    let kept = VCardOriginalLines(survivor, output: .v3, building: false).properties
    var lines = kept.map(\.line)
    var usedGroups = Set(kept.compactMap(\.groupKey))
    var seenLines = Set(kept.filter { $0.group == nil }.map(\.line))
    var seenGroups = Set(groupContents(kept).values)
    // Kinds of single-valued fields the card has a line for: a repeat carried from another card
    // (its second ORG) must follow one, or it would read as the field itself.
    var singleKinds = Set(kept.filter { VCardProperty.field(of: $0.kind)?.single == true }.map(\.kind))
    var nextGroup = 1
    for card in others {
      let original = VCardOriginalLines(card, output: .v3, building: false)
      let unknown = original.properties.filter { property in
        property.field == nil && !provenance.contains(property.name.uppercased())
      }
      // Groups of this card, as a unit: added whole (renamed when taken) or not at all.
      var renamed: [String: String?] = [:]
      for (group, contents) in groupContents(unknown) {
        if seenGroups.contains(contents) {
          renamed[group] = .some(nil)
          continue
        }
        seenGroups.insert(contents)
        var name = group
        if usedGroups.contains(group) {
          while usedGroups.contains("ITEM\(nextGroup)") { nextGroup += 1 }
          name = "ITEM\(nextGroup)"
        }
        usedGroups.insert(name)
        renamed[group] = .some(name)
      }
      for property in unknown {
        if VCardProperty.field(of: property.kind)?.single == true, singleKinds.insert(property.kind).inserted,
          let shown = original.properties.first(where: { $0.kind == property.kind && $0.field != nil })
        {
          lines.append(shown.line)
          seenLines.insert(shown.line)
        }
        guard let group = property.groupKey else {
          if seenLines.insert(property.line).inserted { lines.append(property.line) }
          continue
        }
        guard case .some(.some(let name)) = renamed[group] else { continue }
        lines.append(name == group ? property.line : regrouped(property, as: name.lowercased()))
      }
    }
    var out: [UInt8] = []
    VCardLine(line: Array("BEGIN:VCARD".utf8)).fold(into: &out)
    VCardLine(line: Array("VERSION:3.0".utf8)).fold(into: &out)
    for line in lines { VCardLine(line: line).fold(into: &out) }
    VCardLine(line: Array("END:VCARD".utf8)).fold(into: &out)
    return out
  }

  /// Each group's lines without the group, as a set (what makes two groups the same).
  private static func groupContents(_ properties: [VCardProperty]) -> [String: Set<[UInt8]>] {
    var contents: [String: Set<[UInt8]>] = [:]
    for property in properties {
      guard let group = property.groupKey, let group0 = property.group else { continue }
      contents[group, default: []].insert(Array(property.line.dropFirst(group0.utf8.count + 1)))
    }
    return contents
  }

  /// `property`'s line with its group replaced by `group`.
  private static func regrouped(_ property: VCardProperty, as group: String) -> [UInt8] {
    guard let old = property.group, property.line.starts(with: Array(old.utf8)) else { return property.line }
    return Array(group.utf8) + property.line.dropFirst(old.utf8.count)
  }
}
