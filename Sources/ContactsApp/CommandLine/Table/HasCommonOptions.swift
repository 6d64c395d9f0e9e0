/// The options struct of a command that takes the common options (`--app`, `--home`,
/// `--contacts`, …): the common options' declarations are lifted into it through `common`.
protocol HasCommonOptions: Sendable {
  /// App, data directory, sources and configuration file.
  var common: CommonOptions { get set }
}

extension OptionDeclaration where Options == CommonOptions {
  /// This common option as an option of `Outer`, stored in its `common`.
  func lifted<Outer: HasCommonOptions>(into _: Outer.Type = Outer.self) -> OptionDeclaration<Outer> {
    lifted(get: { $0.common }, put: { $0.common = $1 })
  }
}

extension Array where Element == OptionDeclaration<CommonOptions> {
  /// These common options as options of `Outer`.
  func lifted<Outer: HasCommonOptions>(into _: Outer.Type = Outer.self) -> [OptionDeclaration<Outer>] {
    map { $0.lifted() }
  }
}

extension RunOptions: HasCommonOptions {}
extension StatusOptions: HasCommonOptions {}
extension SettingsOptions: HasCommonOptions {}
extension ListOptions: HasCommonOptions {}
extension DuplicatesOptions: HasCommonOptions {}
extension AddOptions: HasCommonOptions {}
extension AddEmailOptions: HasCommonOptions {}
extension DeleteOptions: HasCommonOptions {}
extension RequestOptions: HasCommonOptions {}
extension QueryOptions: HasCommonOptions {}
extension SyncOptions: HasCommonOptions {}
