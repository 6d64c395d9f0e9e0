/// Column helpers for the benchmark's plain-text tables.
enum TableFormat {
  /// Right-aligns a value in a column.
  static func right(_ value: Any, _ width: Int) -> String {
    let text = "\(value)"
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// Left-aligns a value in a column.
  static func left(_ value: Any, _ width: Int) -> String {
    let text = "\(value)"
    return text + String(repeating: " ", count: max(0, width - text.count))
  }
}
