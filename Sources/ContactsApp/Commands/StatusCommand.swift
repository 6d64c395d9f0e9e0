import Authorization
import ContactsPrompt

/// `contacts-tui status`: prints the app's authorization status and exits with its code.
struct StatusCommand {
  /// The parsed options.
  let options: StatusOptions
  /// The process environment.
  let environment: [String: String]

  /// Prints the status by its Swift case name, or as JSON.
  func run() throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let (manifest, _, status) = try setup.appState()
    if options.json {
      let fields = [
        ("bundleIdentifier", JSONText.string(manifest.bundleIdentifier)),
        ("status", JSONText.string(status.name)),
        ("rawValue", String(status.rawValue)),
      ]
      Console.output(JSONText.object(fields))
    } else {
      Console.output(status.name)
    }
    return ExitCode(status)
  }
}
