package import TerminalUI

extension ColorRole {
  /// The role's key in a configuration file's `[theme]`.
  package var configurationName: String {
    switch self {
    case .normal: "normal"
    case .titleBar: "title-bar"
    case .statusBar: "status-bar"
    case .dialog: "dialog"
    case .dialogTitle: "dialog-title"
    case .button: "button"
    case .focusedButton: "focused-button"
    case .disabledButton: "disabled-button"
    case .selection: "selection"
    case .sectionHeader: "section-header"
    case .warning: "warning"
    case .dim: "dim"
    case .accent: "highlight"
    case .shadow: "shadow"
    }
  }
}

extension RoleLook {
  /// The attribute words, in the order they are written back.
  static let attributeWords: [(word: String, style: TextStyle)] = [
    ("bold", .bold), ("dim", .dim), ("underline", .underline), ("reverse", .reverse),
  ]

  /// A look from its words: attributes, at most one colour, then perhaps `on COLOUR` last
  /// (`bold yellow`, `black on cyan`, `reverse`); nil for anything else. Case does not matter.
  package init?(configurationText text: String) {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else { return nil }
    self.init()
    var index = 0
    while index < words.count {
      let word = words[index]
      if let attribute = Self.attributeWords.first(where: { $0.word == word }) {
        style.insert(attribute.style)
      } else if word == "on" {
        guard index == words.count - 2, let color = TerminalColor(rawValue: words[index + 1]) else { return nil }
        background = color
        return
      } else if foreground == nil, let color = TerminalColor(rawValue: word) {
        foreground = color
      } else {
        return nil
      }
      index += 1
    }
  }

  /// The look in the words `init(configurationText:)` reads.
  package var configurationText: String {
    var words = Self.attributeWords.filter { style.contains($0.style) }.map(\.word)
    if let foreground { words.append(foreground.rawValue) }
    if let background { words += ["on", background.rawValue] }
    return words.joined(separator: " ")
  }
}
