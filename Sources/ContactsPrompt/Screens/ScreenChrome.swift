package import TerminalUI

/// The frame every full screen shares: a title bar on top and a status line at the bottom.
package struct ScreenChrome: Sendable {
  /// The asking app's name, as the prompt shows it.
  package let appName: String
  /// Which API generation the flow goes through, shown on every screen.
  package let api: APIGeneration
  /// Whether each screen's status line is its demo caption (`demo --step`).
  package var captions = false

  /// The frame of `appName`'s screens, naming `api`; with `captions`, the demo's.
  package init(appName: String, api: APIGeneration, captions: Bool = false) {
    self.appName = appName
    self.api = api
    self.captions = captions
  }

  /// The API's name as the title bar shows it.
  package var apiLabel: String { api == .contacts ? "Contacts.framework" : "AddressBook (legacy)" }

  /// The app's empty window, drawn behind the prompt, as iOS shows the app under its alert.
  /// `caption` is the stage's demo caption, shown instead of the status with `captions`.
  package func drawBackdrop(on surface: any Surface, caption: DemoCaption = .prompt) {
    drawTitle(appName, right: apiLabel, on: surface)
    drawStatus("Waiting for your answer…", caption: caption, on: surface)
  }

  /// The app's frame with "Loading contacts…", shown while the sources are read.
  package func drawLoading(on surface: any Surface) {
    surface.erase()
    drawTitle(appName, right: apiLabel, on: surface)
    drawStatus("Loading contacts…", on: surface)
    surface.present()
  }

  /// The title bar: `left` in bold, `right` aligned right when both fit.
  package func drawTitle(_ left: String, right: String, on surface: any Surface) {
    let size = surface.size
    guard size.rows > 0 else { return }
    ScreenBar.draw(
      row: 0, role: .titleBar, width: size.cols, left: [(left, .titleBar, .bold)], right: right, on: surface)
  }

  /// The status line on the last row; the stage's `caption` instead with `captions`.
  package func drawStatus(_ text: String, right: String = "", caption: DemoCaption? = nil, on surface: any Surface) {
    let size = surface.size
    guard size.rows > 1 else { return }
    if captions, let caption {
      Self.drawCaption(caption, row: size.rows - 1, width: size.cols, on: surface)
      return
    }
    ScreenBar.draw(
      row: size.rows - 1, role: .statusBar, width: size.cols, left: [(text, .statusBar, [])], right: right,
      on: surface)
  }

  /// A demo caption across the status line's row, truncated with "…" to the width.
  package static func drawCaption(_ caption: DemoCaption, row: Int, width: Int, on surface: any Surface) {
    ScreenBar.draw(
      row: row, role: .statusBar, width: width, left: [(caption.fitted(to: width), .statusBar, .bold)], right: "",
      on: surface)
  }
}
