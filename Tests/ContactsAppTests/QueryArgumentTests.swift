import Testing

@testable import ContactsApp

@Suite("The command lines of query and request")
struct QueryArgumentTests {
  @Test("query: the words, the format, the common options and how to ask, in both spellings")
  func queryOptions() throws {
    let invocation = try ArgumentParser.parse([
      "query", "--app", "mutt.plist", "ann", "--format=aerc", "--contacts", "a.vcf", "smith", "--limited-access",
      "--plain", "--timeout", "30", "--home", "/h",
    ])
    var expected = QueryOptions()
    expected.common = CommonOptions(app: "mutt.plist", home: "/h", contacts: ["a.vcf"])
    expected.words = ["ann", "smith"]
    expected.format = .aerc
    expected.consent = ConsentOptions(limitedAccess: true, plain: true, timeout: 30)
    #expect(invocation == .query(expected))
    #expect(expected.query == "ann smith")
  }

  @Test("query: no words and mutt by default; an empty word (mutt's empty query) is no search")
  func queryDefaults() throws {
    #expect(try ArgumentParser.parse(["query"]) == .query(QueryOptions()))
    guard case .query(let options) = try ArgumentParser.parse(["query", ""]) else {
      Issue.record("not a query")
      return
    }
    #expect(options.format == .mutt)
    #expect(options.query == "")
  }

  @Test("query: after -- every word is a search word, even one that looks like an option")
  func doubleDash() throws {
    guard case .query(let options) = try ArgumentParser.parse(["query", "--", "-dash", "--format=x"]) else {
      Issue.record("not a query")
      return
    }
    #expect(options.words == ["-dash", "--format=x"])
    #expect(options.format == .mutt)
  }

  @Test("request: --json, --limited-access, --plain, --timeout and the common options")
  func requestOptions() throws {
    let invocation = try ArgumentParser.parse([
      "request", "--app", "a.plist", "--json", "--timeout=2.5", "--limited-access",
    ])
    var expected = RequestOptions()
    expected.common.app = "a.plist"
    expected.json = true
    expected.consent = ConsentOptions(limitedAccess: true, plain: false, timeout: 2.5)
    #expect(invocation == .request(expected))
    #expect(try ArgumentParser.parse(["request"]) == .request(RequestOptions()))
  }

  @Test(
    "bad query and request command lines are usage errors that say what is wrong",
    arguments: [
      (["query", "--format", "pine"], "--format takes mutt|aerc|alot|json|tsv, not 'pine'"),
      (["query", "--bogus"], "unknown option '--bogus'"),
      // `--=x` is no option and not `--`: the words after it stay options (Fuzz/Regressions/cli).
      (["query", "--=pp", "ann", "--contacts", "x"], "unknown option '--=pp'"),
      (["query", "--timeout", "0"], "positive number of seconds"),
      (["request", "extra"], "unexpected argument 'extra'"),
      (["request", "--json=yes"], "--json takes no value"),
      (["request", "--limited-access=1"], "--limited-access takes no value"),
      (["request", "--format", "mutt"], "unknown option '--format'"),
    ])
  func badLines(arguments: [String], message: String) {
    #expect {
      try ArgumentParser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.contains(message) == true
    }
  }

  @Test("query --help and request -h print their own help, which names every format and exit code")
  func help() throws {
    #expect(try ArgumentParser.parse(["query", "ann", "--help"]) == .commandHelp(.query))
    #expect(try ArgumentParser.parse(["request", "-h"]) == .commandHelp(.request))
    for format in QueryFormat.allCases { #expect(HelpText.query.contains("\n  \(format.rawValue) ")) }
    #expect(HelpText.usage.contains("contacts-tui query"))
    #expect(HelpText.usage.contains("contacts-tui request"))
    #expect(HelpText.request.contains("4 no decision"))
  }
}
