/// The options of `ConsentOptions`, declared once for `query` and `request`
/// (`HasConsentOptions`): how to ask when the app has not been asked.
enum ConsentDeclarations {
  /// `--limited-access`.
  static let limitedAccess = OptionDeclaration<ConsentOptions>.flag("--limited-access") { $0.limitedAccess = true }
  /// `--plain`.
  static let plain = OptionDeclaration<ConsentOptions>.flag("--plain") { $0.plain = true }
  /// `--timeout SECONDS`.
  static let timeout = OptionDeclaration<ConsentOptions>.seconds("--timeout") { $0.timeout = $1 }
}
