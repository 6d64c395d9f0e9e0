/// One option of a command, declared once: its spellings, its value, whether it is shown, and
/// how it sets the command's options.
///
/// The setter is a closure, not a key path: a `WritableKeyPath` is not `Sendable`, so it could
/// not sit in a `static let` table (docs/plans/command-table.md, section 2). Options shared by
/// several commands are declared on their own struct and `lifted` into each command's.
struct OptionDeclaration<Options>: Sendable {
  /// The long name, `--json`.
  var name: String
  /// Other spellings the parser takes (`-y`, `--colour`).
  var aliases: [String] = []
  /// What follows the name, and how it is read.
  var value: ValueKind
  /// Whether `--help`, the completions and the man page show it, or the parser only takes it.
  var visibility: OptionVisibility = .documented
  /// A flag taken as `--flag=value` too, the value ignored (`status --json=x`).
  var legacyGlued = false
  /// A check on the options so far that runs before the value is read, so that its message
  /// wins over "needs a value" (`--config` after `--no-config`).
  var check: (@Sendable (Options) throws(UsageError) -> Void)?
  /// Its rows in `--help`'s OPTIONS. Where several commands share a row (`--json`), one
  /// declaration holds it and the others have none.
  var helpRows: [HelpRow] = []
  /// Stores the value read (nil for a flag) into the options.
  var set: @Sendable (inout Options, String?) throws(UsageError) -> Void

  /// A flag: `set` runs each time it is given.
  static func flag(
    _ name: String, aliases: [String] = [], legacyGlued: Bool = false,
    set: @escaping @Sendable (inout Options) throws(UsageError) -> Void
  ) -> Self {
    Self(name: name, aliases: aliases, value: .flag, legacyGlued: legacyGlued) { options, _ throws(UsageError) in
      try set(&options)
    }
  }

  /// An option with a value of `kind`, which `set` stores.
  static func value(
    _ name: String, aliases: [String] = [], _ kind: ValueKind,
    check: (@Sendable (Options) throws(UsageError) -> Void)? = nil,
    set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) -> Self {
    // A kind other than `.flag` always reads a value, so the empty default is never used.
    Self(name: name, aliases: aliases, value: kind, check: check) { options, value throws(UsageError) in
      try set(&options, value ?? "")
    }
  }

  /// An option that takes one of `Choice`'s raw values, which `set` stores as a `Choice`.
  static func choice<Choice: CaseIterable & RawRepresentable & Sendable>(
    _ name: String, aliases: [String] = [], _: Choice.Type,
    set: @escaping @Sendable (inout Options, Choice) -> Void
  ) -> Self where Choice.RawValue == String {
    let words = Choice.allCases.map(\.rawValue)
    return value(name, aliases: aliases, .choice(words)) { options, raw throws(UsageError) in
      // `.choice` has read one of `words`, so this always finds its case.
      guard let choice = Choice(rawValue: raw) else {
        throw ArgumentScanner.notAChoice(raw, for: name, among: words)
      }
      set(&options, choice)
    }
  }

  /// An option that takes a positive number of seconds, which `set` stores.
  static func seconds(_ name: String, set: @escaping @Sendable (inout Options, Double) -> Void) -> Self {
    value(name, .positiveSeconds) { options, raw throws(UsageError) in
      set(&options, try ValueKind.seconds(raw, for: name))
    }
  }

  /// An option that takes a whole number of `noun` above zero, which `set` stores.
  static func count(
    _ name: String, of noun: String, set: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    value(name, .positiveCount(noun)) { options, raw throws(UsageError) in
      set(&options, try ValueKind.count(raw, of: noun, for: name))
    }
  }

  /// An option that takes a number in `range`, which `set` stores.
  static func number(
    _ name: String, in range: ClosedRange<Double>, described: String,
    set: @escaping @Sendable (inout Options, Double) -> Void
  ) -> Self {
    value(name, .number(range, described: described)) { options, raw throws(UsageError) in
      set(&options, try ValueKind.number(raw, in: range, described: described, for: name))
    }
  }

  /// This option with `rows` in `--help`.
  func help(_ rows: HelpRow...) -> Self {
    var copy = self
    copy.helpRows = rows
    return copy
  }

  /// Whether `word` is one of its spellings.
  func isSpelled(_ word: String) -> Bool { word == name || aliases.contains(word) }

  /// This option with `visibility`.
  func with(_ visibility: OptionVisibility) -> Self {
    var copy = self
    copy.visibility = visibility
    return copy
  }

  /// This option known only to fail with `error`, before its value is read, so that the
  /// message says what to write instead (`sync --account`), never "unknown option".
  func refused(with error: UsageError) -> Self {
    var copy = with(.refused)
    copy.check = { _ throws(UsageError) in throw error }
    return copy
  }

  /// This option on a command that knows it only to fail with `error`, before its value is
  /// read (the demo's flags without `demo`). Its setter never runs, as its check always throws.
  func refused<Other>(on _: Other.Type, with error: UsageError) -> OptionDeclaration<Other> {
    OptionDeclaration<Other>(
      name: name, aliases: aliases, value: value, visibility: .refused, legacyGlued: legacyGlued,
      check: { _ throws(UsageError) in throw error }, set: { _, _ throws(UsageError) in throw error })
  }

  /// The option as the completions' table (`CommandTable`) describes it.
  var spec: OptionSpec {
    OptionSpec(
      name: name, aliases: aliases, value: value.completion, visibility: visibility, legacyGlued: legacyGlued)
  }

  /// The same option on a struct that holds `Options`: `get` reads them out of it, `put` writes
  /// them back.
  func lifted<Outer>(
    get: @escaping @Sendable (Outer) -> Options, put: @escaping @Sendable (inout Outer, Options) -> Void
  ) -> OptionDeclaration<Outer> {
    let innerSet = set
    let outerSet: @Sendable (inout Outer, String?) throws(UsageError) -> Void = { outer, value throws(UsageError) in
      var inner = get(outer)
      try innerSet(&inner, value)
      put(&outer, inner)
    }
    var outerCheck: (@Sendable (Outer) throws(UsageError) -> Void)?
    if let innerCheck = check {
      outerCheck = { outer throws(UsageError) in try innerCheck(get(outer)) }
    }
    return OptionDeclaration<Outer>(
      name: name, aliases: aliases, value: value, visibility: visibility, legacyGlued: legacyGlued,
      check: outerCheck, helpRows: helpRows, set: outerSet)
  }
}
