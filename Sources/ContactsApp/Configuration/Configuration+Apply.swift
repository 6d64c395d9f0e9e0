import CardDAVCache
import Foundation

/// The one place a configuration meets a command line: what the flags left out, the
/// configuration fills in; what neither sets keeps the built-in default. `--color` and
/// `NO_COLOR` still win over `color =` (the latter when the terminal is opened, as before).
extension Configuration {
  /// `invocation` with the configuration's settings where `given` (the option words of the
  /// command line) names none. `color =` is ignored under a non-empty `NO_COLOR` in
  /// `environment`: only `--color always` draws in colour then.
  func apply(to invocation: Invocation, given: Set<String>, environment: [String: String] = [:]) -> Invocation {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    switch invocation {
    case .run(let options): return .run(applied(to: options, given: given, contacts: true, noColor: noColor))
    // The demo shows the bundled sample unless --contacts says otherwise: a demo room's screen
    // should not open the presenter's own address book. It takes the look (sort, colours) only.
    case .demo(var options):
      options.run = applied(to: options.run, given: given, contacts: false, noColor: noColor)
      return .demo(options)
    case .list(var options):
      options.common = applied(to: options.common)
      if !given.contains("--sort"), let sort { options.sort = sort }
      if !given.contains("--display"), let display { options.display = display }
      return .list(options)
    case .duplicates(var options):
      options.common = applied(to: options.common)
      if options.region == nil { options.region = region }
      return .duplicates(options)
    case .status(var options):
      options.common = applied(to: options.common)
      return .status(options)
    case .permissions(var options):
      options.common = applied(to: options.common)
      return .permissions(options)
    case .settings(var options):
      options.common = applied(to: options.common)
      return .settings(options)
    case .edit(var options):
      options.common = applied(to: options.common)
      return .edit(options)
    case .addEmail(var options):
      options.common = applied(to: options.common)
      return .addEmail(options)
    case .add(var options):
      options.common = applied(to: options.common)
      return .add(options)
    case .delete(var options):
      options.common = applied(to: options.common)
      return .delete(options)
    case .query(var options):
      options.common = applied(to: options.common)
      return .query(options)
    case .request(var options):
      options.common = applied(to: options.common)
      return .request(options)
    case .sync(var options):
      options.common = applied(to: options.common)
      return .sync(options)
    case .commandHelp, .help, .version, .completions: return invocation
    }
  }

  private func applied(to options: RunOptions, given: Set<String>, contacts: Bool, noColor: Bool) -> RunOptions {
    var options = options
    options.common = applied(to: options.common, contacts: contacts)
    if !given.contains("--sort"), let sort { options.sort = sort }
    if !given.contains("--display"), let display { options.display = display }
    if given.isDisjoint(with: ["--color", "--colour"]), !noColor, let color { options.color = color }
    if !given.contains("--secondary"), let secondary { options.secondary = secondary }
    return options
  }

  private func applied(to common: CommonOptions, contacts: Bool = true) -> CommonOptions {
    var common = common
    // `--account` names a source as `--contacts` does: either keeps the file's `contacts =` out.
    if contacts && common.contacts.isEmpty && common.accounts.isEmpty { common.contacts = self.contacts }
    common.theme = theme
    common.configAccounts = accounts.compactMap { section in
      // The parser took only a `url` CardDAV may use, so it is a URL.
      section.value(.url).flatMap(URL.init(string:)).map { url in
        CardDAVAccount(
          name: section.name, url: url, username: section.value(.username),
          passwordCommand: section.value(.passwordCommand))
      }
    }
    return common
  }
}

extension Invocation {
  /// The configuration file the command line chose; nil for help and version, which read none.
  var configFile: ConfigFileChoice? {
    switch self {
    case .run(let options): options.common.configFile
    case .demo(let options): options.run.common.configFile
    case .completions: nil
    case .status(let options): options.common.configFile
    case .list(let options): options.common.configFile
    case .duplicates(let options): options.common.configFile
    case .permissions(let options): options.common.configFile
    case .settings(let options): options.common.configFile
    case .edit(let options): options.common.configFile
    case .addEmail(let options): options.common.configFile
    case .add(let options): options.common.configFile
    case .delete(let options): options.common.configFile
    case .query(let options): options.common.configFile
    case .request(let options): options.common.configFile
    case .sync(let options): options.common.configFile
    case .commandHelp, .help, .version: nil
    }
  }
}
