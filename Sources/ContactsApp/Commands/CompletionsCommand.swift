import Authorization
import ContactModel
import ContactsPrompt
import Foundation

/// `contacts-tui completions`: prints a shell's completion script, or, for the scripts, the bundle
/// ids in the permission database. It reads only that database, never a contact source, and
/// creates nothing: without a database there are no bundle ids to print.
struct CompletionsCommand {
  /// The parsed options.
  let options: CompletionsOptions
  /// The process environment.
  let environment: [String: String]

  /// Prints the script or the bundle ids.
  func run() throws(ContactsAppError) -> ExitCode {
    switch options.output {
    case .script(let shell):
      Console.output(CompletionScript.text(for: shell))
    case .bundleIDs:
      let setup = AppSetup(common: options.common, environment: environment)
      let file = setup.dataDirectory.appendingPathComponent(SQLitePermissionStore.fileName)
      guard FileManager.default.fileExists(atPath: file.path) else { return .success }
      let store = try setup.permissionStore()
      let records = try setup.storeCall { () throws(ContactsError) in try store.allRecords() }
      let ids = Set(records.map(\.client)).filter(AppManifest.isValidBundleIdentifier).sorted()
      if !ids.isEmpty { Console.output(ids.joined(separator: "\n")) }
    case .accountNames:
      // A configuration that cannot be read completes nothing; the command that runs says why.
      let configuration = try? ConfigurationFile.load(.standard, environment: environment)
      let names = configuration?.accounts.map(\.name) ?? []
      if !names.isEmpty { Console.output(names.joined(separator: "\n")) }
    }
    return .success
  }
}
