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

  /// The title bar: `left` in bold, `right` aligned right, clipped to the width.
  func drawTitle(_ left: String, right: String, on surface: any Surface) {
    let size = surface.size
    guard size.rows > 0, size.cols > 0 else { return }
    surface.fill(Rect(row: 0, col: 0, height: 1, width: size.cols), role: .titleBar)
    let rightWidth = DisplayWidth.of(right)
    let room = size.cols - 2
    if rightWidth + 2 < room / 2 {
      surface.put(right, row: 0, col: size.cols - 1 - rightWidth, role: .titleBar, style: [])
      surface.put(DisplayWidth.truncate(left, to: room - rightWidth - 2), row: 0, col: 1, role: .titleBar, style: .bold)
    } else {
      surface.put(DisplayWidth.truncate(left, to: max(0, room)), row: 0, col: 1, role: .titleBar, style: .bold)
    }
  }

  /// The status line on the last row.
  func drawStatus(_ text: String, right: String = "", on surface: any Surface) {
    let size = surface.size
    guard size.rows > 1, size.cols > 0 else { return }
    let row = size.rows - 1
    surface.fill(Rect(row: row, col: 0, height: 1, width: size.cols), role: .statusBar)
    let rightWidth = DisplayWidth.of(right)
    let room = size.cols - 2
    if !right.isEmpty, rightWidth + 4 < room {
      surface.put(right, row: row, col: size.cols - 1 - rightWidth, role: .statusBar, style: [])
      surface.put(DisplayWidth.truncate(text, to: room - rightWidth - 2), row: row, col: 1, role: .statusBar, style: [])
    } else {
      surface.put(DisplayWidth.truncate(text, to: max(0, room)), row: row, col: 1, role: .statusBar, style: [])
    }
  }
}
