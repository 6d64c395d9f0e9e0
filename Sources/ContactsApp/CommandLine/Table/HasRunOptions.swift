/// The options struct of a command that runs the main flow with options of its own (`demo`):
/// the main flow's declarations are lifted into it through `run`.
protocol HasRunOptions: Sendable {
  /// The main flow's options.
  var run: RunOptions { get set }
}

extension OptionDeclaration where Options == RunOptions {
  /// This option of the main flow as an option of `Outer`, stored in its `run`.
  func lifted<Outer: HasRunOptions>(into _: Outer.Type = Outer.self) -> OptionDeclaration<Outer> {
    lifted(get: { $0.run }, put: { $0.run = $1 })
  }
}

extension Array where Element == OptionDeclaration<RunOptions> {
  /// These options of the main flow as options of `Outer`.
  func lifted<Outer: HasRunOptions>(into _: Outer.Type = Outer.self) -> [OptionDeclaration<Outer>] {
    map { $0.lifted() }
  }
}

extension DemoOptions: HasRunOptions {}
