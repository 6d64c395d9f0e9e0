import Authorization
import ContactStore
public import Foundation
import TerminalUI

/// The system side of the `Contacts` and `AddressBook` libraries, for a program that asks as an
/// app. On iOS the system knows the calling app from its bundle; here a program says it once at
/// start-up, and `CNContactStore()` and the `ABAddressBook…` functions then ask as that app, with
/// the same database, policy and prompt as contacts-tui (docs/PUBLIC-API.md).
public enum ContactsSystem {
  /// Installs the app this process asks as (`AppContext`): the Info.plist at `app` (nil: the
  /// bundled demo app, `com.example.ContactsDemo`), decisions in `home` (nil: `$CONTACTS_TUI_HOME`,
  /// else the XDG data directory), the restrictions policy, the contact files and vdir folders at
  /// `contacts` (empty: the bundled sample; a CardDAV URL is refused with a `.usage` error), and
  /// contacts-tui's terminal prompt. Nothing is opened but the manifest, the policy and the
  /// permission database. Not isolated: it may be called from any thread, top-level code
  /// included; the prompt itself runs on the main actor when a request comes.
  public static func install(
    app: String? = nil, home: String? = nil, contacts: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ContactsAppError) {
    Terminal.prepareProcess()
    let setup = SystemSetup(app: app, home: home, contacts: contacts, environment: environment)
    let manifest = try setup.manifest()
    let center = try setup.center(for: manifest)
    let sources = try setup.installedSources()
    let prompt = SystemPrompt(
      sources: sources, chrome: ScreenChrome(appName: manifest.promptName, api: .contacts),
      plain: environment["TERM"] == "dumb")
    AppContext.install(center: center, sources: sources, broker: AccessBroker(center: center, prompt: prompt))
  }
}
