import TerminalUI

/// The frame every full screen shares: a title bar on top and a status line at the bottom.
struct ScreenChrome: Sendable {
  /// The asking app's name, as the prompt shows it.
  let appName: String
  /// Which API generation the flow goes through, shown on every screen.
  let api: APIGeneration

  /// The API's name as the title bar shows it.
  var apiLabel: String { api == .contacts ? "Contacts.framework" : "AddressBook (legacy)" }

  /// The app's empty window, drawn behind the prompt, as iOS shows the app under its alert.
  func drawBackdrop(on surface: any Surface) {
    drawTitle(appName, right: apiLabel, on: surface)
    drawStatus("Waiting for your answer…", on: surface)
  }

  /// The app's frame with "Loading contacts…", shown while the sources are read.
  func drawLoading(on surface: any Surface) {
    surface.erase()
    drawTitle(appName, right: apiLabel, on: surface)
    drawStatus("Loading contacts…", on: surface)
    surface.present()
  }

  /// The title bar: `left` in bold, `right` aligned right when both fit.
  func drawTitle(_ left: String, right: String, on surface: any Surface) {
    let size = surface.size
    guard size.rows > 0 else { return }
    ScreenBar.draw(
      row: 0, role: .titleBar, width: size.cols, left: [(left, .titleBar, .bold)], right: right, on: surface)
  }

  /// The status line on the last row.
  func drawStatus(_ text: String, right: String = "", on surface: any Surface) {
    let size = surface.size
    guard size.rows > 1 else { return }
    ScreenBar.draw(
      row: size.rows - 1, role: .statusBar, width: size.cols, left: [(text, .statusBar, [])], right: right,
      on: surface)
  }
}
