/// Palette roles; the surface maps them to colour pairs, or to bold/reverse/dim without colour.
public enum ColorRole: Hashable, Sendable, CaseIterable {
  /// Ordinary text on the terminal's default colours.
  case normal
  /// The browser's top bar.
  case titleBar
  /// The browser's bottom status line.
  case statusBar
  /// The dialog box's background and border.
  case dialog
  /// The dialog's title text.
  case dialogTitle
  /// A dialog button without focus.
  case button
  /// The dialog button that Enter would press.
  case focusedButton
  /// A button that cannot be pressed yet (the prompt is arming).
  case disabledButton
  /// The selected row of a list.
  case selection
  /// A section header row (A–Z, #) in a list.
  case sectionHeader
  /// Warnings and errors.
  case warning
  /// Secondary, de-emphasised text.
  case dim
  /// Highlighted text such as search matches or hints.
  case accent
  /// The shadow under a dialog box (invisible without colours).
  case shadow
}
