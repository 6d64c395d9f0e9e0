/// Small, dependable JSON text for the command line's own output.
enum JSONText {
  /// A JSON string literal with every character that needs it escaped.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A JSON object from already-encoded values, keeping the order given.
  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  /// A JSON array from already-encoded values, one per line.
  static func array(_ values: [String]) -> String {
    values.isEmpty ? "[]" : "[\n  " + values.joined(separator: ",\n  ") + "\n]"
  }
}
