import Foundation

/// A plain-text table with aligned columns, as `permissions` and `permissions log` print them:
/// a header row, then one row per item, columns two spaces apart, the last column unpadded.
enum TextTable {
  /// `header` and `rows` (each as many cells as the header) as lines joined by line feeds.
  static func aligned(_ header: [String], _ rows: [[String]]) -> String {
    let table = [header] + rows
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    return table.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
