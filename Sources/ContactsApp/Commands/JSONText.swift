import ContactStore

/// Small, dependable JSON text for the command line's own output.
enum JSONText {
  /// A JSON string literal, escaped exactly as the contact export escapes its strings.
  static func string(_ value: String) -> String { ContactExport.jsonString(value) }

  /// A JSON object from already-encoded values, keeping the order given.
  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  /// A JSON array from already-encoded values, one per line.
  static func array(_ values: [String]) -> String {
    values.isEmpty ? "[]" : "[\n  " + values.joined(separator: ",\n  ") + "\n]"
  }
}
