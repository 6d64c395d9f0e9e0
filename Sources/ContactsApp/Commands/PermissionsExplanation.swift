import Authorization
import Foundation
import SafeText

/// What `contacts-tui permissions explain BUNDLE_ID` prints: in one paragraph, why the app can or
/// cannot read contacts now. Restrictions come first, as they win over any decision; then the
/// stored decision (by whom and when), whether the app changed since, limited access, and the
/// last read on record.
struct PermissionsExplanation {
  /// The app asked about.
  let bundleID: String
  /// Where the restrictions policy forbids the app, if it does.
  let restriction: RestrictionsPolicy.Restriction?
  /// The stored decision, if any.
  let record: PermissionRecord?
  /// How the decision's fingerprint compares with its plist now (nil without a decision).
  let fingerprint: FingerprintStatus?
  /// The app's newest access-log entry, if any.
  let lastRead: AccessLogEntry?
  /// The zone times are shown in.
  let timeZone: TimeZone

  /// The paragraph.
  var text: String {
    var sentences: [String] = []
    let app = SafeText.neutralised(bundleID)
    if let restriction {
      sentences.append("\(app) cannot read contacts: \(restrictionText(restriction)).")
      if let record {
        sentences.append("Its stored decision (\(decisionText(record))) does not apply while the policy restricts it.")
      }
    } else if let record {
      sentences.append(contentsOf: decisionSentences(app, record))
    } else {
      sentences.append(
        "\(app) has never been asked: no decision is stored for it, so it will be asked the next time it "
          + "wants contacts.")
    }
    sentences.append(lastReadText)
    return sentences.joined(separator: " ")
  }

  private func restrictionText(_ restriction: RestrictionsPolicy.Restriction) -> String {
    let file = restriction.path.map { SafeText.neutralised($0) } ?? "the restrictions policy"
    let place = restriction.line.map { "\(file), line \($0)" } ?? file
    let rule = restriction.everyApp ? "a rule for every app" : "a rule naming it"
    return "it is restricted by policy (\(place): \(rule)), which no decision can override"
  }

  private func decisionSentences(_ app: String, _ record: PermissionRecord) -> [String] {
    let decided = decisionText(record)
    switch fingerprint ?? .unbound {
    case .changed:
      let plist = record.plistPath.map { " (\(SafeText.neutralised($0)))" } ?? ""
      return [
        "\(app) will be asked again: it was \(decided), but its Info.plist\(plist) or its program has changed "
          + "since, so that decision no longer applies."
      ]
    case .appMissing:
      let plist = record.plistPath.map { " \(SafeText.neutralised($0))" } ?? ""
      return [
        "\(app) \(canText(record)): it was \(decided).",
        "The Info.plist\(plist) it was decided for cannot be read now; the decision applies only to an app "
          + "whose Info.plist and program are unchanged.",
      ]
    case .matches:
      return ["\(app) \(canText(record)): it was \(decided), and the app is unchanged since."]
    case .unbound:
      return [
        "\(app) \(canText(record)): it was \(decided).",
        "The decision is not tied to one Info.plist, so it applies to any app with this bundle id.",
      ]
    }
  }

  /// "can read every contact", "can read only the 3 contacts shared with it", "cannot read contacts".
  private func canText(_ record: PermissionRecord) -> String {
    switch record.value {
    case .allowed: "can read every contact"
    case .limited:
      "can read only the \(record.sharedCount) \(record.sharedCount == 1 ? "contact" : "contacts") shared with it"
    case .denied: "cannot read contacts"
    }
  }

  /// "allowed by the user at the prompt on 2026-12-01 09:30:05".
  private func decisionText(_ record: PermissionRecord) -> String {
    let what =
      switch record.value {
      case .allowed: "allowed"
      case .limited: "given limited access (\(record.sharedCount) contacts)"
      case .denied: "denied"
      }
    let who = record.reason == .userSet ? "on the command line" : "by the user at the prompt"
    return "\(what) \(who) on \(AccessLogTable.localTime(record.lastModified, in: timeZone))"
  }

  private var lastReadText: String {
    guard let lastRead else { return "No read by it is on record." }
    let count = "\(lastRead.count) \(lastRead.count == 1 ? "contact" : "contacts")"
    return "It last read contacts on \(AccessLogTable.localTime(lastRead.time, in: timeZone)) with "
      + "\(SafeText.neutralised(lastRead.command)) (\(count))."
  }
}
