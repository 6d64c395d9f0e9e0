/// Walks command-line words, splitting `--name=value` and handing out option values.
struct ArgumentScanner {
  private var words: [String]
  private var index = 0
  /// A value that came glued to its option as `--name=value`.
  private var gluedValue: String?
  /// Every option word handed out by `next()` (values are read by `value(for:)`, never here).
  private(set) var givenOptions: Set<String> = []

  init(_ words: [String]) { self.words = words }

  /// The next word, or nil at the end. `--name=value` comes back as `--name`.
  mutating func next() -> String? {
    guard index < words.count else { return nil }
    let word = words[index]
    index += 1
    gluedValue = nil
    // `--=x` names no option: it stays one word (an unknown option), never `--` with a value.
    if word.hasPrefix("--"), let equals = word.firstIndex(of: "="), word.distance(from: word.startIndex, to: equals) > 2
    {
      gluedValue = String(word[word.index(after: equals)...])
      let name = String(word[..<equals])
      givenOptions.insert(name)
      return name
    }
    if word.hasPrefix("-") { givenOptions.insert(word) }
    return word
  }

  /// The value of the option just read.
  mutating func value(for option: String) throws(UsageError) -> String {
    if let glued = gluedValue {
      gluedValue = nil
      return glued
    }
    guard index < words.count, !words[index].hasPrefix("--") else { throw UsageError("\(option) needs a value") }
    index += 1
    return words[index - 1]
  }

  /// The value of a path option: not empty.
  mutating func path(for option: String) throws(UsageError) -> String {
    let path = try value(for: option)
    guard !path.isEmpty else { throw UsageError("\(option) needs a path, not an empty word") }
    return path
  }

  /// The value of a group option: a name with something in it besides spaces.
  mutating func groupName(for option: String) throws(UsageError) -> String {
    let name = try value(for: option)
    guard name.contains(where: { $0 != " " && $0 != "\t" }) else {
      throw UsageError("\(option) needs a group name, not an empty word")
    }
    return name
  }

  /// The value of the option just read, which must be one of `words`, as written.
  mutating func choice(for option: String, among words: [String]) throws(UsageError) -> String {
    let raw = try value(for: option)
    guard words.contains(raw) else { throw Self.notAChoice(raw, for: option, among: words) }
    return raw
  }

  /// The message for a value that is none of an option's words.
  static func notAChoice(_ raw: String, for option: String, among words: [String]) -> UsageError {
    UsageError("\(option) takes \(words.joined(separator: "|")), not '\(raw)'")
  }

  /// Fails when a flag was written as `--flag=value`.
  mutating func rejectGluedValue(for option: String) throws(UsageError) {
    if gluedValue != nil { throw UsageError("\(option) takes no value") }
  }
}

extension ArgumentScanner {
  /// Every word not read yet, as written (`--name=value` is not split), and the end reached.
  mutating func remainingWords() -> [String] {
    let rest = Array(words[index...])
    index = words.count
    gluedValue = nil
    return rest
  }
}
