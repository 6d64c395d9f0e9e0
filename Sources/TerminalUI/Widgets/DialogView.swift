/// Draws a `DialogState` on a surface: the iOS-style box, or the one-line prompt when small.
public enum DialogView {
  /// Draws `state` centred on `surface` and returns the layout used, for mouse hit tests.
  ///
  /// Only the dialog's own cells are drawn; whatever is behind it stays. While not `armed` the
  /// buttons use the `disabledButton` role (the focused one underlined, so focus stays visible).
  @discardableResult
  public static func draw(_ state: DialogState, armed: Bool, on surface: any Surface) -> DialogLayout {
    let layout = DialogLayout.compute(for: state, in: surface.size)
    if let box = layout.box {
      if layout.hasShadow {
        surface.fill(Rect(row: box.row + 1, col: box.right, height: box.height, width: 1), role: .shadow)
        surface.fill(Rect(row: box.bottom, col: box.col + 1, height: 1, width: box.width), role: .shadow)
      }
      surface.fill(box, role: .dialog)
      surface.box(box, role: .dialog)
    } else if let first = layout.buttonRects.first {
      surface.fill(Rect(row: first.row, col: 0, height: 1, width: surface.size.cols), role: .dialog)
    }
    for line in layout.titleLines {
      surface.put(line.text, row: line.row, col: line.col, role: .dialogTitle, style: .bold)
    }
    for line in layout.bodyLines {
      surface.put(line.text, row: line.row, col: line.col, role: .dialog, style: [])
    }
    for (index, rect) in layout.buttonRects.enumerated() where !rect.isEmpty {
      let focused = index == state.focus
      let role: ColorRole = armed ? (focused ? .focusedButton : .button) : .disabledButton
      let style: TextStyle = focused ? (armed ? .bold : .underline) : []
      surface.put(layout.buttonLabels[index], row: rect.row, col: rect.col, role: role, style: style)
    }
    return layout
  }
}
