import Authorization
import ContactModel
import ContactStore
import ContactsPrompt
import ContactsScreens
import SafeText

/// `contacts-tui duplicates`: lists clusters of likely duplicate contacts (a shared e-mail, phone
/// or name; docs/DUPLICATES.md). Like `list` it never prompts: access must already be granted,
/// and under limited access only the shared contacts are looked at.
struct DuplicatesCommand {
  /// The parsed options.
  let options: DuplicatesOptions
  /// The process environment (for the locale's region).
  let environment: [String: String]

  /// Prints the clusters, or that there are none; diagnostics go to stderr.
  func run() throws(ContactsAppError) -> ExitCode {
    let setup = AppSetup(common: options.common, environment: environment)
    let (manifest, center, status) = try setup.appState()
    let sources = try setup.contactSources()  // a bad --contacts URL or --account is exit 2 whatever the access
    guard status == .authorized || status == .limited else {
      Console.error(ListCommand.refusal(status, manifest: manifest, hint: CommandHint(common: options.common)))
      return ExitCode(status)
    }
    let store = ContactStore(center: center, sources: sources, readPurpose: "duplicates")
    let contacts = try ContactsAppError.wrap { () throws(ContactsError) in try store.allContacts() }
    let diagnostics = store.diagnostics
    for diagnostic in diagnostics { Console.diagnostic(diagnostic.description) }
    if !diagnostics.isEmpty {
      Console.error("\(Diagnostic.summary(of: diagnostics)); every readable card is compared.")
    }
    let finder = DuplicateFinder(region: region)
    let report = DuplicatesReport(contacts: contacts, clusters: finder.clusters(in: contacts))
    Console.output(options.format == .json ? report.json() : report.text())
    return .success
  }

  /// `--region`, else the locale's, else none (numbers compared as digits).
  var region: PhoneRegion? {
    options.region.flatMap(PhoneRegion.init(code:)) ?? PhoneRegion.fromLocale(environment)
  }
}

/// The clusters as the command prints them.
struct DuplicatesReport {
  /// The contacts searched.
  let contacts: [Contact]
  /// The clusters found among them.
  let clusters: [DuplicateCluster]

  private let formatter = ContactFormatter(order: .givenFirst)

  /// One block per cluster: a heading, then a line per member with its name, identifier and
  /// reasons; "No likely duplicates." when there are none.
  func text() -> String {
    guard !clusters.isEmpty else { return "No likely duplicates." }
    let total = clusters.reduce(0) { $0 + $1.members.count }
    var blocks = [
      "\(clusters.count) \(clusters.count == 1 ? "group" : "groups") of likely duplicates (\(total) contacts)."
    ]
    for (number, cluster) in clusters.enumerated() {
      var lines = ["\(number + 1). \(cluster.members.count) contacts"]
      for member in cluster.members {
        let contact = contacts[member.index]
        let reasons = member.reasons.map { Self.line($0.description) }.joined(separator: "; ")
        lines.append("   \(Self.line(name(of: contact)))  [\(Self.line(contact.identifier))]  \(reasons)")
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// An array of clusters; each an object with its members' name, identifier and reasons.
  func json() -> String {
    JSONText.array(
      clusters.map { cluster in
        let members = cluster.members.map { member in
          let contact = contacts[member.index]
          let reasons = member.reasons.map { reason in
            JSONText.object([
              ("kind", JSONText.string(reason.kind)), ("value", JSONText.string(reason.value)),
              ("description", JSONText.string(reason.description)),
            ])
          }
          return JSONText.object([
            ("identifier", JSONText.string(contact.identifier)), ("name", JSONText.string(name(of: contact))),
            ("reasons", "[" + reasons.joined(separator: ", ") + "]"),
          ])
        }
        return JSONText.object([("members", "[" + members.joined(separator: ", ") + "]")])
      })
  }

  /// The name shown for `contact` (its organization, e-mail or phone when it has none).
  private func name(of contact: Contact) -> String {
    let name = formatter.string(from: contact)
    return name.isEmpty ? "(no name)" : name
  }

  /// Card text for one line of a terminal: controls and line breaks neutralised.
  private static func line(_ text: String) -> String { SafeText.neutralised(text, keepingLineBreaks: false) }
}
