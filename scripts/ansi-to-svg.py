#!/usr/bin/env python3
"""Renders a terminal screen captured with `tmux capture-pane -e -p` as an SVG picture.

    python3 scripts/ansi-to-svg.py COLS ROWS < screen.ans > screen.svg

The capture is text with SGR escape sequences (colours, bold, reverse video, …) and, for the
line-drawing characters ncurses sends through the alternate character set, DEC special graphics
shifts. Each cell is placed on a fixed grid, so the picture does not depend on the viewer's font
metrics; a wide character (CJK, most emoji) takes two cells, a combining mark none. The output
depends on the input only: the same capture gives the same bytes (scripts/screenshots.sh and the
check in .ci/run rely on it). Standard library only.
"""

import re
import sys
import unicodedata
from html import escape

CELL_W = 8.4  # px per column: DejaVu Sans Mono / Menlo at 14 px advance about 8.4 px
CELL_H = 18  # px per row
FONT_SIZE = 14
PAD = 12
FONT = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"

# The first 16 colours (xterm's defaults, a little softened) and the default pair.
BASE16 = [
    "#1e1e1e", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
]
DEFAULT_FG = "#d4d4d4"
DEFAULT_BG = "#1e1e1e"

# DEC special graphics (ESC ( 0): the line-drawing set ncurses uses for ACS characters.
DEC = {
    "j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼", "q": "─", "t": "├", "u": "┤", "v": "┴",
    "w": "┬", "x": "│", "a": "▒", "`": "◆", "f": "°", "g": "±", "~": "·", "o": "⎺", "s": "⎽",
    "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£", "0": "█", "h": "▒", "i": "␋",
    "+": "→", ",": "←", "-": "↑", ".": "↓",
}


def palette(n):
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        r, g, b = steps[n // 36], steps[(n // 6) % 6], steps[n % 6]
        return f"#{r:02x}{g:02x}{b:02x}"
    level = 8 + (n - 232) * 10
    return f"#{level:02x}{level:02x}{level:02x}"


def width(ch):
    if ch in ("\u200d", "\ufe0f", "\ufe0e") or unicodedata.combining(ch):
        return 0
    if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class Style:
    __slots__ = ("fg", "bg", "bold", "dim", "italic", "underline", "reverse")

    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = False

    def copy(self):
        other = Style()
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def key(self):
        return tuple(getattr(self, name) for name in self.__slots__)

    def apply(self, params):
        values = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(values):
            v = values[i]
            if v == 0:
                self.reset()
            elif v == 1:
                self.bold = True
            elif v == 2:
                self.dim = True
            elif v == 3:
                self.italic = True
            elif v == 4:
                self.underline = True
            elif v == 7:
                self.reverse = True
            elif v == 22:
                self.bold = self.dim = False
            elif v == 23:
                self.italic = False
            elif v == 24:
                self.underline = False
            elif v == 27:
                self.reverse = False
            elif 30 <= v <= 37:
                self.fg = palette(v - 30)
            elif 90 <= v <= 97:
                self.fg = palette(v - 90 + 8)
            elif 40 <= v <= 47:
                self.bg = palette(v - 40)
            elif 100 <= v <= 107:
                self.bg = palette(v - 100 + 8)
            elif v == 39:
                self.fg = None
            elif v == 49:
                self.bg = None
            elif v in (38, 48) and i + 1 < len(values):
                if values[i + 1] == 5 and i + 2 < len(values):
                    colour = palette(values[i + 2] % 256)
                    i += 2
                elif values[i + 1] == 2 and i + 4 < len(values):
                    colour = "#%02x%02x%02x" % tuple(x % 256 for x in values[i + 2 : i + 5])
                    i += 4
                else:
                    colour = None
                if v == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            i += 1

    def colours(self):
        fg = self.fg or DEFAULT_FG
        bg = self.bg or DEFAULT_BG
        if self.bold and self.fg in BASE16[:8]:
            fg = BASE16[BASE16.index(self.fg) + 8]
        if self.reverse:
            fg, bg = bg, fg
        return fg, bg


TOKEN = re.compile(r"\x1b\[([0-9;]*)m|\x1b\(([0B])|\x1b\[[0-9;?]*[A-Za-z]|\x1b.|([^\x1b])", re.S)


def parse(text, cols, rows):
    """The screen as rows of cells: (char, style) or None for the second half of a wide char."""
    grid = []
    style = Style()
    for line in text.split("\n")[:rows]:
        cells = []
        dec = False
        for m in TOKEN.finditer(line):
            sgr, charset, ch = m.group(1), m.group(2), m.group(3)
            if sgr is not None:
                style.apply(sgr)
            elif charset is not None:
                dec = charset == "0"
            elif ch is not None:
                if ch == "\r":
                    continue
                if dec:
                    ch = DEC.get(ch, ch)
                w = width(ch)
                if w == 0 and cells:
                    last = cells[-1] if cells[-1] is not None else cells[-2]
                    index = len(cells) - 1 if cells[-1] is not None else len(cells) - 2
                    cells[index] = (last[0] + ch, last[1])
                    continue
                if len(cells) + w > cols:
                    continue
                cells.append((ch, style.copy()))
                if w == 2:
                    cells.append(None)
        while len(cells) < cols:
            cells.append((" ", Style()))
        grid.append(cells)
    while len(grid) < rows:
        grid.append([(" ", Style()) for _ in range(cols)])
    return grid


def fmt(x):
    return f"{x:.1f}".rstrip("0").rstrip(".")


def render(grid, cols, rows, title):
    width_px = PAD * 2 + cols * CELL_W
    height_px = PAD * 2 + rows * CELL_H
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width_px)}" height="{fmt(height_px)}" '
        f'viewBox="0 0 {fmt(width_px)} {fmt(height_px)}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<rect width="100%" height="100%" rx="6" fill="{DEFAULT_BG}"/>',
    ]
    # Backgrounds: one rectangle per run of cells with the same non-default background.
    for y, cells in enumerate(grid):
        x = 0
        while x < cols:
            cell = cells[x]
            bg = cell[1].colours()[1] if cell else None
            start = x
            x += 1
            while x < cols and (cells[x] is None or cells[x][1].colours()[1] == bg):
                x += 1
            if bg and bg != DEFAULT_BG:
                out.append(
                    f'<rect x="{fmt(PAD + start * CELL_W)}" y="{fmt(PAD + y * CELL_H)}" '
                    f'width="{fmt((x - start) * CELL_W)}" height="{CELL_H}" fill="{bg}"/>'
                )
    out.append(f'<g font-family="{escape(FONT)}" font-size="{FONT_SIZE}" xml:space="preserve">')
    for y, cells in enumerate(grid):
        baseline = PAD + y * CELL_H + CELL_H - 5
        x = 0
        while x < cols:
            cell = cells[x]
            if cell is None or cell[0] == " ":
                x += 1
                continue
            ch, style = cell
            wide = x + 1 < cols and cells[x + 1] is None
            if wide or not ch.isascii():
                # Non-ASCII characters are placed one by one, each stretched to its cells.
                span = 2 if wide else 1
                text, start, x = ch, x, x + span
            else:
                start = x
                text = ""
                while x < cols and cells[x] is not None and cells[x][0].isascii() and cells[x][1].key() == style.key():
                    if x + 1 < cols and cells[x + 1] is None:
                        break
                    text += cells[x][0]
                    x += 1
                text = text.rstrip(" ")
                span = len(text)
            fg, _ = style.colours()
            attributes = [f'x="{fmt(PAD + start * CELL_W)}"', f'y="{baseline}"', f'fill="{fg}"']
            if style.bold:
                attributes.append('font-weight="bold"')
            if style.italic:
                attributes.append('font-style="italic"')
            if style.dim:
                attributes.append('opacity="0.6"')
            if style.underline:
                attributes.append('text-decoration="underline"')
            if len(text) > 1 or not ch.isascii():
                attributes.append(f'textLength="{fmt(span * CELL_W)}" lengthAdjust="spacingAndGlyphs"')
            out.append(f"<text {' '.join(attributes)}>{escape(text)}</text>")
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: ansi-to-svg.py COLS ROWS [TITLE] < capture > picture.svg")
    cols, rows = int(sys.argv[1]), int(sys.argv[2])
    title = sys.argv[3] if len(sys.argv) > 3 else "contacts-tui"
    text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    if text.endswith("\n"):
        text = text[:-1]
    sys.stdout.write(render(parse(text, cols, rows), cols, rows, title))


if __name__ == "__main__":
    main()
