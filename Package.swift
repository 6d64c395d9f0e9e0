// swift-tools-version:6.0
// The target graph and what each target owns are in docs/ARCHITECTURE.md, checked against this
// file by TargetGraphTests (every edge, listed top down) and TargetTableTests (one line each).
// Only CardDAV imports CCurl and FoundationXML: they bring libcurl and libxml2, which the app
// itself never loads (docs/CARDDAV.md).
// Only TerminalUI imports CNcurses, only SQLite imports CSQLite; only ContactsPrompt,
// ContactsScreens and ContactsApp (and the bench and fuzz checks) import TerminalUI: the store,
// the codec and the model draw nothing.
// The Contacts and AddressBook products are their modules alone; each re-exports ContactsPrompt
// (the prompt and `ContactsSystem.install`), which imports no CardDAV target and nothing of the
// command line.
// VCard is the codec alone: it opens no file and knows nothing of authorization.
// MailMessage is the mail-header parser alone: bytes in, a sender out; it knows no contact, no
// store and no terminal, so fuzz-mail links it and the byte helpers, not the program.
import Foundation
import PackageDescription

// With CONTACTS_TUI_SYMBOL_GRAPHS=1 every module writes its symbol graph as it compiles, into
// .build/symbolgraph, where scripts/contracts.sh reads them: CI sets it for its one debug build,
// so the contracts check needs no build of its own (docs/contracts/README.md).
let symbolGraphs: [SwiftSetting] =
  Context.environment["CONTACTS_TUI_SYMBOL_GRAPHS"] != "1"
  ? []
  : [
    .unsafeFlags([
      "-emit-symbol-graph", "-emit-symbol-graph-dir", Context.packageDirectory + "/.build/symbolgraph",
      "-symbol-graph-minimum-access-level", "package", "-Xfrontend", "-symbol-graph-skip-synthesized-members",
    ])
  ]
let strict: [SwiftSetting] =
  [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ] + symbolGraphs

// libFuzzer executables, one per check, only when CONTACTS_TUI_FUZZ=1: they have no main of
// their own (libFuzzer's comes with --sanitize=fuzzer), so a normal build could not link them.
// A target is declared once its check exists (the dialog check arrives with the prompt work).
let fuzzChecks = [
  "vcard": "VCard", "manifest": "Manifest", "search": "Search", "config": "Config", "cli": "CLI", "dialog": "Dialog",
  "mail": "Mail", "snapshot": "Snapshot", "abook": "Abook",
]
// The library a check is in, when not FuzzChecks: a check of one target alone, so its
// executable links that target and not the program (FuzzChecks links ContactsApp).
let fuzzLibraries = ["mail": "MailFuzzCheck"]
let fuzzTargets: [Target] =
  Context.environment["CONTACTS_TUI_FUZZ"] != "1"
  ? []
  : fuzzChecks.sorted { $0.key < $1.key }.filter { _, check in
    ["/Fuzz/Checks/\(check)Fuzz.swift", "/Fuzz/Checks/\(check)/\(check)Fuzz.swift"].contains {
      FileManager.default.fileExists(atPath: Context.packageDirectory + $0)
    }
  }.map { name, _ in
    .executableTarget(
      name: "fuzz-\(name)", dependencies: [.target(name: fuzzLibraries[name] ?? "FuzzChecks")],
      path: "Fuzz/Targets/\(name)", swiftSettings: strict)
  }
let package = Package(
  name: "contacts-tui",
  // macOS 15: Synchronization's Mutex and Atomic (the installed app context, the stores, the
  // terminal's flags).
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "contacts-tui", targets: ["contacts-tui"]),
    .executable(name: "contacts-bench", targets: ["contacts-bench"]),
    .executable(name: "contacts-example", targets: ["contacts-example"]),
    // The network side of CardDAV, started by the app after a grant (docs/CARDDAV.md).
    .executable(name: "contacts-tui-sync", targets: ["contacts-tui-sync"]),
    // What an app developer depends on: Apple's names over the store (docs/PUBLIC-API.md). Each
    // is exactly its module: it re-exports ContactsPrompt for `ContactsSystem.install` (no system
    // here knows which app is running, so an app names itself once at launch), and nothing of the
    // command-line program comes along.
    .library(name: "Contacts", targets: ["Contacts"]),
    .library(name: "AddressBook", targets: ["AddressBook"]),
  ],
  targets: [
    // C libraries, wrapped for what Swift cannot import.
    // No pkgConfig: its -D flags are dropped anyway (shim.h defines what it needs).
    .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // libcurl for the sync agent's HTTP, counted on its own thread (docs/CARDDAV.md).
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    // No library: one compiler builtin (a cache prefetch) for the search's inner loop.
    .systemLibrary(name: "CPrefetch"),

    // The one neutraliser of untrusted text on its way to a terminal (controls, bidi overrides).
    .target(name: "SafeText", swiftSettings: strict),

    // The one owner of the terminal: keys, text width, widgets, surfaces.
    .target(name: "TerminalUI", dependencies: ["CNcurses", "ContactsSupport", "SafeText"], swiftSettings: strict),

    // One SQLite connection: the permission database's and the CardDAV cache's index.
    .target(name: "SQLite", dependencies: ["CSQLite"], swiftSettings: strict),

    // Status, manifest, permission database, restrictions, access broker.
    .target(
      name: "Authorization", dependencies: ["ContactModel", "ContactsSupport", "SQLite"], swiftSettings: strict),

    // Bytes, ASCII/SWAR helpers, UTF-8 checks, text folding, stable hashes, parallel slicing, fd
    // writes, the trust rules for files, child processes: what the contact targets share. Its API
    // is `package`, never `public`.
    // On macOS `iconv` (CharsetTranscoder) is its own library; glibc has it built in.
    .target(
      name: "ContactsSupport", swiftSettings: strict,
      linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]),

    // A contact and its values, keys, diagnostics, streams, the formatter and sort orders, and
    // `ContactsError`, the error every layer above throws.
    .target(name: "ContactModel", dependencies: ["ContactsSupport"], swiftSettings: strict),

    // The mail-header parser (RFC 5322, RFC 2047): a message's bytes to its sender, for
    // `add-email` and `query`'s address check. No contact, no store, no terminal.
    .target(name: "MailMessage", dependencies: ["ContactsSupport"], swiftSettings: strict),

    // The vCard codec: bytes to contacts and back. No file I/O, no authorization.
    .target(name: "VCard", dependencies: ["ContactModel", "ContactsSupport"], swiftSettings: strict),

    // The search index and its matcher.
    .target(
      name: "ContactSearch", dependencies: ["ContactModel", "ContactsSupport", "CPrefetch"], swiftSettings: strict),

    // Sources (files, vdirs, mapped files), the store, fetch requests, predicates, change
    // monitoring, export and `list`.
    .target(
      name: "ContactStore",
      dependencies: ["Authorization", "ContactModel", "VCard", "ContactSearch", "ContactsSupport", "SafeText"],
      swiftSettings: strict),

    // A CardDAV account's offline copy (card files and an SQLite index of hrefs, ETags, sync
    // tokens and queued changes), the source over it, and the messages to the sync agent.
    .target(
      name: "CardDAVCache",
      dependencies: ["ContactModel", "ContactStore", "VCard", "ContactsSupport", "SQLite"],
      swiftSettings: strict),

    // CardDAV over HTTP: requests, the multistatus parser, discovery and the sync itself.
    .target(
      name: "CardDAV", dependencies: ["CCurl", "CardDAVCache", "ContactModel", "VCard", "ContactsSupport"],
      swiftSettings: strict),
    .executableTarget(
      name: "contacts-tui-sync", dependencies: ["CardDAV", "CardDAVCache", "ContactsSupport"], swiftSettings: strict),

    // In-memory doubles (prompt, permission store, contact source) for tests and the bench;
    // no production target depends on it.
    .target(
      name: "ContactsTesting", dependencies: ["Authorization", "ContactModel", "ContactStore"], swiftSettings: strict),

    // The terminal prompt an app installs with `ContactsSystem.install`: the classic box, iOS 18's
    // limited-access stages and picker, the line prompt, the screens they draw, and the errors and
    // resources they need. Resources/ (the demo app, the sample, the man page) is copied whole as
    // its bundle, so an app that links only `Contacts` finds the demo app too.
    .target(
      name: "ContactsPrompt",
      dependencies: [
        "TerminalUI", "Authorization", "ContactModel", "ContactSearch", "ContactStore", "ContactsSupport",
      ],
      path: ".",
      exclude: [
        ".ci", "docs", "Examples", "Fuzz", "scripts", "Tests", "README.md", "Sources/CNcurses", "Sources/CSQLite",
        "Sources/SQLite", "Sources/CPrefetch", "Sources/CCurl", "Sources/TerminalUI", "Sources/SafeText",
        "Sources/Authorization", "Sources/ContactsSupport", "Sources/ContactModel", "Sources/VCard",
        "Sources/ContactSearch", "Sources/ContactStore", "Sources/ContactsTesting", "Sources/AddressBook",
        "Sources/Contacts", "Sources/ContactsApp", "Sources/ContactsScreens", "Sources/contacts-tui",
        "Sources/contacts-bench", "Sources/CardDAVCache", "Sources/CardDAV", "Sources/contacts-tui-sync",
        "Sources/MailMessage",
      ],
      sources: ["Sources/ContactsPrompt"],
      resources: [.copy("Resources")],
      swiftSettings: strict
    ),

    // The legacy ABAddressBook… functions over the store, apart as Apple keeps them.
    .target(
      name: "AddressBook", dependencies: ["ContactStore", "ContactModel", "Authorization", "ContactsPrompt"],
      swiftSettings: strict),

    // Contacts.framework's names (CNContactStore, CNContact, …) over the store, for app developers.
    .target(
      name: "Contacts", dependencies: ["ContactStore", "ContactModel", "VCard", "Authorization", "ContactsPrompt"],
      swiftSettings: strict),

    // The program's interactive screens: the browser, the settings screen, the form, the merge
    // view, the directory's rows and the card-edit session, with the list options they draw by.
    // They reach the sync, the configuration and the editor process only through values the
    // program passes in: no CardDAV target, no MailMessage, never ContactsApp.
    .target(
      name: "ContactsScreens",
      dependencies: [
        "ContactsPrompt", "TerminalUI", "Authorization", "ContactModel", "ContactSearch", "ContactStore",
        "ContactsSupport", "SafeText", "VCard",
      ],
      swiftSettings: strict
    ),

    // The program: the command line, the commands, the browser's launch and sync, the editor
    // process and the CardDAV accounts. Its resources are ContactsPrompt's bundle.
    .target(
      name: "ContactsApp",
      dependencies: [
        "ContactsScreens", "ContactsPrompt", "TerminalUI", "Authorization", "ContactModel", "ContactSearch",
        "ContactStore", "AddressBook", "ContactsSupport", "SafeText", "VCard", "CardDAVCache", "MailMessage",
      ],
      swiftSettings: strict
    ),

    .executableTarget(name: "contacts-tui", dependencies: ["ContactsApp"], swiftSettings: strict),
    .executableTarget(
      name: "contacts-bench",
      dependencies: [
        "Authorization", "ContactModel", "VCard", "ContactSearch", "ContactStore", "ContactsTesting", "TerminalUI",
        "ContactsApp", "ContactsPrompt", "ContactsScreens",
      ],
      swiftSettings: strict
    ),

    // The access flow as an iOS developer writes it, over the two libraries (docs/PUBLIC-API.md).
    .executableTarget(
      name: "contacts-example", dependencies: ["Contacts", "AddressBook"],
      path: "Examples/contacts-example",
      swiftSettings: strict),

    // What several test targets share (a seeded random source); never linked into the app.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(name: "SafeTextTests", dependencies: ["SafeText"], swiftSettings: strict),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], swiftSettings: strict),
    .testTarget(
      name: "AuthorizationTests",
      dependencies: ["Authorization", "ContactModel", "ContactsSupport", "ContactsTesting", "SQLite"],
      swiftSettings: strict),
    .testTarget(name: "ContactsSupportTests", dependencies: ["ContactsSupport"], swiftSettings: strict),
    .testTarget(
      name: "ContactsTestingTests", dependencies: ["ContactsTesting", "Authorization", "ContactModel"],
      swiftSettings: strict),
    .testTarget(
      name: "ContactModelTests", dependencies: ["ContactModel", "ContactsTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "VCardTests", dependencies: ["VCard", "ContactModel", "ContactsSupport", "ContactsTesting", "TestSupport"],
      // Cards read from their paths by the round-trip tests, not bundled.
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "ContactSearchTests",
      dependencies: ["ContactSearch", "ContactModel", "ContactStore", "ContactsTesting", "TestSupport", "FuzzChecks"],
      swiftSettings: strict),
    .testTarget(
      name: "ContactStoreTests",
      dependencies: [
        "ContactStore", "Authorization", "ContactModel", "VCard", "ContactSearch", "ContactsSupport", "ContactsTesting",
        "SafeText", "TestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ContactsAppTests",
      dependencies: [
        "ContactsApp", "ContactsScreens", "ContactsPrompt", "ContactModel", "ContactSearch", "ContactStore",
        "ContactsTesting", "SafeText", "TestSupport", "VCard", "MailMessage",
      ],
      // The command line's recorded texts and behaviour, read from their paths (GoldenFile).
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "MailMessageTests", dependencies: ["MailMessage", "TestSupport"],
      // Messages read from their paths by the sender tests and the end-to-end add-email tests.
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "AddressBookTests",
      dependencies: [
        "AddressBook", "ContactStore", "ContactModel", "ContactSearch", "ContactsTesting", "Authorization",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ContactsTests",
      dependencies: ["Contacts", "ContactStore", "ContactModel", "ContactsTesting", "Authorization"],
      swiftSettings: strict),
    .testTarget(
      name: "CardDAVTests",
      dependencies: [
        "CardDAV", "CardDAVCache", "ContactStore", "ContactModel", "VCard", "Authorization", "ContactsTesting",
        "SQLite", "TestSupport",
      ],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "EndToEndTests", dependencies: ["ContactsApp", "Authorization", "CardDAVCache"], swiftSettings: strict),

    // Fuzz checks (docs/FUZZING.md): a plain library, so the tests replay every seed and saved crash.
    .target(
      name: "FuzzChecks",
      dependencies: [
        "Authorization", "ContactModel", "VCard", "ContactSearch", "ContactStore", "ContactsApp", "ContactsSupport",
        "TerminalUI", "MailFuzzCheck",
      ],
      path: "Fuzz/Checks", exclude: ["Mail"], swiftSettings: strict),
    // The mail check alone, over MailMessage alone: fuzz-mail links no part of the program.
    .target(
      name: "MailFuzzCheck", dependencies: ["MailMessage"], path: "Fuzz/Checks/Mail", swiftSettings: strict),
    .testTarget(name: "FuzzCheckTests", dependencies: ["FuzzChecks"], swiftSettings: strict),
  ] + fuzzTargets,
  swiftLanguageModes: [.v6]
)

package.products += fuzzTargets.map { .executable(name: $0.name, targets: [$0.name]) }
