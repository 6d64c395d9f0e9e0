/// The options struct of a command that asks on the terminal when it must (`query`,
/// `request`): the consent options' declarations are lifted into it through `consent`.
protocol HasConsentOptions: Sendable {
  /// How to ask.
  var consent: ConsentOptions { get set }
}

extension OptionDeclaration where Options == ConsentOptions {
  /// This consent option as an option of `Outer`, stored in its `consent`.
  func lifted<Outer: HasConsentOptions>(into _: Outer.Type = Outer.self) -> OptionDeclaration<Outer> {
    lifted(get: { $0.consent }, put: { $0.consent = $1 })
  }
}

extension RequestOptions: HasConsentOptions {}
extension QueryOptions: HasConsentOptions {}
