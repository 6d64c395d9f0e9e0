import Authorization
import Foundation
import TerminalUI
import Testing

@testable import ContactsApp
@testable import ContactsPrompt
@testable import ContactsScreens

@Suite("The demo's autoplay script, captions and options")
@MainActor
struct DemoTests {
  static let manifest = AppManifest(bundleIdentifier: "com.example.ContactsDemo", contactsUsageDescription: "To show.")

  @Test("autoplay starts at the prompt: Tab to OK, then Enter, each after the prompt's arming delay")
  func scriptStartsAtThePrompt() {
    let keys = DemoScript.keys(limitedAccess: false, speed: 100)
    #expect(keys.prefix(2).map(\.key) == [.special(.tab), .special(.enter)])
    // Even at the fastest speed a prompt key waits longer than the arming delay (0.5 s).
    #expect(keys.prefix(2).allSatisfy { $0.pause >= 0.5 })
    #expect(keys[2].pause > 0.15)  // after the answer: longer than the prompt's quiet period
  }

  @Test("autoplay ends by leaving the browser with q and the privacy screen with q")
  func scriptEndsWithQuit() {
    for limited in [false, true] {
      let keys = DemoScript.keys(limitedAccess: limited, speed: 1).map(\.key)
      #expect(keys.last == .char("q"))
      #expect(keys.filter { $0 == .char("q") }.count == 2)
    }
  }

  @Test("the full tour searches, edits a field in the form and saves it with Ctrl-S")
  func tourEditsAndSaves() {
    let keys = DemoScript.tour(limitedAccess: false).map(\.key)
    let slash = keys.firstIndex(of: .char("/"))
    let edit = keys.firstIndex(of: .char("e"))
    let save = keys.firstIndex(of: .ctrl("s"))
    #expect(slash != nil && edit != nil && save != nil)
    if let slash, let edit, let save { #expect(slash < edit && edit < save) }
  }

  @Test("every scripted key means something in the key tables: none is a dead key")
  func everyKeyIsBound() {
    let contexts: [KeyContext] = [.dialog, .list, .textEntry, .form, .detail]
    for limited in [false, true] {
      for step in DemoScript.tour(limitedAccess: limited) {
        let bound =
          contexts.contains { AppKeyTable.command(for: step.key, in: $0) != nil }
          || PickerKeyTable.command(for: step.key, in: .checklist) != nil
        #expect(bound, "\(step.key) is bound nowhere")
      }
    }
  }

  @Test("--speed 2 halves every pause, down to each step's floor")
  func speedScales() {
    let slow = DemoScript.keys(limitedAccess: false, speed: 1)
    let fast = DemoScript.keys(limitedAccess: false, speed: 2)
    let tour = DemoScript.tour(limitedAccess: false)
    #expect(slow.count == fast.count)
    for (index, step) in tour.enumerated() {
      #expect(slow[index].pause == max(step.pause, step.floor))
      #expect(fast[index].pause == max(step.pause / 2, step.floor))
    }
    #expect(fast.map(\.pause).reduce(0, +) < slow.map(\.pause).reduce(0, +))
  }

  @Test("every caption fits an 80-column status line whole, and is cut with … on a narrow one")
  func captionsFit() {
    for caption in DemoCaption.allCases {
      #expect(caption.fitted(to: 80) == caption.text)
      let narrow = caption.fitted(to: 30)
      #expect(DisplayWidth.of(narrow) <= 28)
      #expect(narrow.hasSuffix("…"))
    }
    #expect(Set(DemoCaption.allCases.map(\.text)).count == DemoCaption.allCases.count)
  }

  @Test("the browser's caption follows its state: list, search, card, form")
  func browserCaptionFollowsState() {
    let content = BrowserFixture.content()
    var state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    #expect(BrowserView.caption(of: state) == .browser)
    state.apply([.search], content)
    state.type("an", content)
    #expect(BrowserView.caption(of: state) == .search)
    state.apply([.widget(.cancel), .widget(.open)], content)
    #expect(BrowserView.caption(of: state) == .card)
    state.apply([.editContact], content)
    #expect(BrowserView.caption(of: state) == .editor)
  }

  @Test("with captions on, the browser's last row is the caption instead of the key hints")
  func browserDrawsCaption() {
    var content = BrowserFixture.content()
    content.captions = true
    let state = BrowserState(content: content, size: Size(rows: 24, cols: 80))
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    BrowserView.draw(state, content: content, on: surface)
    #expect(surface.row(23).contains(DemoCaption.browser.text))
    #expect(!surface.row(23).contains("? help"))
    let narrow = MemorySurface(size: Size(rows: 10, cols: 40))
    BrowserView.draw(BrowserState(content: content, size: narrow.size), content: content, on: narrow)
    #expect(narrow.row(9).contains("…"))
  }

  @Test("the prompt's caption is on the last row; the dialog is drawn over it, so its buttons always show")
  func promptCaptionBelowButtons() {
    var chrome = ScreenChrome(appName: "Contacts Demo", api: .contacts)
    chrome.captions = true
    let dialog = PromptText.classicDialog(for: Self.manifest, appChanged: false)
    for size in [Size(rows: 24, cols: 80), Size(rows: 8, cols: 40), Size(rows: 5, cols: 30)] {
      let surface = MemorySurface(size: size)
      chrome.drawBackdrop(on: surface)
      let layout = DialogView.draw(dialog, armed: true, on: surface)
      if layout.showsQuestion { #expect(surface.text().contains("OK"), "\(size)") }
    }
    let surface = MemorySurface(size: Size(rows: 24, cols: 80))
    chrome.drawBackdrop(on: surface)
    _ = DialogView.draw(dialog, armed: true, on: surface)
    #expect(surface.row(23).contains(DemoCaption.prompt.text))
  }

  @Test("a denial in the demo says the demo forgets, and names contacts-tui demo, not a folder")
  func demoDenialAdvice() {
    let screen = DeniedScreen(
      manifest: Self.manifest, chrome: ScreenChrome(appName: "Contacts Demo", api: .contacts), advice: .demo)
    #expect(screen.adviceLines.text.contains("forgets"))
    #expect(screen.adviceLines.command == "contacts-tui demo")
    #expect(!screen.adviceLines.command.contains("--home"))
  }

  @Test("a long command is broken only between words, each broken line ending in a continuation")
  func commandLinesDoNotSplitWords() {
    let command =
      "contacts-tui permissions set com.example.ContactsDemo allow --home '/tmp/a folder with spaces/contacts-tui-demo-12345'"
    let lines = MessageScreen.commandLines(command, width: 40)
    #expect(lines.count > 1)
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" \\") })
    let joined = lines.map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) : $0 }
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined == command)
    #expect(MessageScreen.commandLines("contacts-tui demo", width: 40) == ["contacts-tui demo"])
  }

  @Test("demo takes --step, --autoplay, --speed and --loop")
  func demoOptionsParse() throws {
    let invocation = try ArgumentParser.parse([
      "demo", "--autoplay", "--speed", "2", "--loop", "--step", "--api", "addressbook",
    ])
    guard case .demo(let options) = invocation else {
      Issue.record("not a demo: \(invocation)")
      return
    }
    #expect(options.autoplay && options.loop && options.captions)
    #expect(options.speed == 2)
    #expect(options.run.api == .addressbook)
  }

  @Test("autoplay outside demo, and the demo's options out of place, are usage errors")
  func autoplayOnlyInDemo() {
    let refused: [[String]] = [
      ["--autoplay"], ["--step"], ["--loop"], ["--speed", "2"], ["status", "--autoplay"], ["request", "--autoplay"],
      ["query", "--autoplay"], ["settings", "--autoplay"], ["demo", "--loop"], ["demo", "--speed", "2"],
      ["demo", "--autoplay", "--speed", "0"], ["demo", "--autoplay", "--speed", "nan"],
      ["demo", "--autoplay", "--contacts", "/tmp/x.vcf"], ["demo", "--autoplay", "--app", "/tmp/Info.plist"],
      ["demo", "--autoplay", "--plain"], ["demo", "--autoplay=yes"], ["demo", "--autoplay", "--home", "/tmp/h"],
    ]
    for arguments in refused {
      #expect(throws: UsageError.self, "\(arguments)") { try ArgumentParser.parse(arguments) }
    }
  }
}
