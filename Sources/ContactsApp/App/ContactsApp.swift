import ContactsPrompt
import Foundation
import TerminalUI

/// The entry point: parses the command line, runs the command, and returns its exit status.
public enum ContactsApp {
  /// Runs contacts-tui with `arguments` (including the program name) and returns the exit status;
  /// a run ended by a signal instead dies of that signal once the terminal is restored.
  @MainActor
  public static func main(_ arguments: [String] = CommandLine.arguments) async -> Int32 {
    Terminal.prepareProcess()
    let environment = ProcessEnvironment.current()
    var invocation: Invocation
    do {
      let parsed = try ArgumentParser.parseCommandLine(Array(arguments.dropFirst()))
      invocation = parsed.invocation
      if let choice = invocation.configFile {
        let configuration = try ConfigurationFile.load(choice, environment: environment)
        invocation = configuration.apply(to: invocation, given: parsed.givenOptions, environment: environment)
      }
    } catch let error as UsageError {
      Console.error("\(error.message)")
      return ExitCode.usage.rawValue
    } catch let error as ConfigurationFileError {
      // Nothing runs after it: a file another user may have written is a configuration error
      // (5), any other file that cannot be used a usage error (2).
      Console.error("\(error)")
      return error.exitCode.rawValue
    } catch {
      // A configuration file that cannot be used is a usage error too: the run would not be the
      // one the user asked for.
      Console.error("\(error)")
      return ExitCode.usage.rawValue
    }
    let code = await run(invocation, environment: environment)
    if case .signal(let number) = code {
      // Every terminal is closed by now; die of the signal itself, so a shell running this in a
      // loop or a script sees the interrupt (status 128+N, as `rawValue` says) and stops too.
      fflush(nil)
      Terminal.terminate(bySignal: number)
    }
    return code.rawValue
  }

  @MainActor
  static func run(_ invocation: Invocation, environment: [String: String]) async -> ExitCode {
    do {
      switch invocation {
      case .help:
        Console.output(HelpText.usage)
        return .success
      case .version:
        Console.output(HelpText.version)
        return .success
      case .commandHelp(let topic):
        Console.output(HelpText.text(for: topic))
        return .success
      case .run(let options):
        return try await RunCommand(options: options, environment: environment).run()
      case .demo(let options):
        return try await DemoCommand(options: options, environment: environment).run()
      case .status(let options):
        return try StatusCommand(options: options, environment: environment).run()
      case .list(let options):
        return try ListCommand(options: options, environment: environment).run()
      case .duplicates(let options):
        return try DuplicatesCommand(options: options, environment: environment).run()
      case .permissions(let options):
        return try await PermissionsCommand(options: options, environment: environment).run()
      case .settings(let options):
        return try await SettingsCommand(options: options, environment: environment).run()
      case .edit(let options):
        let kept = KeptEdits(
          dataDirectory: AppSetup(common: options.common, environment: environment).dataDirectory.path)
        let code = try await EditCommand(options: options, environment: environment) {
          StoreWrites(store: $0, kept: kept).saver
        }.run()
        return pushed(after: code, options.common, environment)
      case .addEmail(let options):
        let kept = KeptEdits(
          dataDirectory: AppSetup(common: options.common, environment: environment).dataDirectory.path)
        let code = try await AddEmailCommand(options: options, environment: environment) {
          StoreWrites(store: $0, kept: kept).saver
        }.run()
        return pushed(after: code, options.common, environment)
      case .add(let options):
        let code = try await AddCommand(options: options, environment: environment).run()
        return pushed(after: code, options.common, environment)
      case .delete(let options):
        let code = try await DeleteCommand(options: options, environment: environment).run()
        return pushed(after: code, options.common, environment)
      case .query(let options):
        return try await QueryCommand(options: options, environment: environment).run()
      case .request(let options):
        return try await RequestCommand(options: options, environment: environment).run()
      case .sync(let options):
        return try SyncCommand(options: options, environment: environment).run()
      case .completions(let options):
        return try CompletionsCommand(options: options, environment: environment).run()
      }
    } catch {
      Console.error(error.message)
      return error.exitCode
    }
  }

  /// `code`, after a successful save has been sent to the CardDAV accounts it went to.
  @MainActor
  private static func pushed(after code: ExitCode, _ common: CommonOptions, _ environment: [String: String]) -> ExitCode
  {
    guard code == .success, !common.accounts.isEmpty || common.contacts.contains(where: AccountURL.isURL) else {
      return code
    }
    return SyncAfterSave(common: common, environment: environment).run() ?? code
  }
}
