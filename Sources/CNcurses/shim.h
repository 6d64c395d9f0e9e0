#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
// SwiftPM drops pkg-config -D flags, so wide-character ncurses must be asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>
#endif
