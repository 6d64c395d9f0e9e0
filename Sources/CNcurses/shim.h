#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
// The only C in TerminalUI: each wrapper below exists because Swift cannot import the macro,
// global or variadic function it wraps. Prefix `cn_` so nothing clashes with ncurses' own names.

// SwiftPM drops pkg-config -D flags, so wide-character ncurses must be asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>

// wcwidth/wcswidth need _XOPEN_SOURCE before <wchar.h>, which the Swift importer does not give us.
int wcwidth(wchar_t c);
// See wcwidth.
int wcswidth(const wchar_t *s, size_t n);

// ---- Attributes: A_* are macros built from NCURSES_BITS, so Swift sees none of them.

// A_NORMAL is a macro.
static inline attr_t cn_A_NORMAL(void) { return A_NORMAL; }
// A_BOLD is a macro.
static inline attr_t cn_A_BOLD(void) { return A_BOLD; }
// A_DIM is a macro.
static inline attr_t cn_A_DIM(void) { return A_DIM; }
// A_REVERSE is a macro.
static inline attr_t cn_A_REVERSE(void) { return A_REVERSE; }
// A_UNDERLINE is a macro.
static inline attr_t cn_A_UNDERLINE(void) { return A_UNDERLINE; }

// ---- Colours: COLOR_* are macros.

// COLOR_BLACK … COLOR_WHITE are macros; -1 means the terminal's default (use_default_colors).
static inline short cn_COLOR_BLACK(void) { return COLOR_BLACK; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_YELLOW(void) { return COLOR_YELLOW; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_RED(void) { return COLOR_RED; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_GREEN(void) { return COLOR_GREEN; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_BLUE(void) { return COLOR_BLUE; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_MAGENTA(void) { return COLOR_MAGENTA; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_CYAN(void) { return COLOR_CYAN; }
// See cn_COLOR_BLACK.
static inline short cn_COLOR_WHITE(void) { return COLOR_WHITE; }

// ---- Globals: Swift 6 rejects mutable C globals as not concurrency-safe, so read them here.

// stdscr is a global (a macro over a function in some builds).
static inline WINDOW *cn_stdscr(void) { return stdscr; }
// curscr is a global; clearok(curscr) forces a full repaint after a resume.
static inline WINDOW *cn_curscr(void) { return curscr; }
// COLORS is a global.
static inline int cn_COLORS(void) { return COLORS; }
// ESCDELAY is a global; set it through set_escdelay, never by assignment.
static inline int cn_set_escdelay(int ms) { return set_escdelay(ms); }

// ---- Geometry.

// getmaxyx is a macro that assigns to its arguments.
static inline void cn_getmaxyx(WINDOW *w, int *rows, int *cols) {
  int y, x;
  getmaxyx(w, y, x);
  *rows = y;
  *cols = x;
}
// ioctl is variadic, which Swift cannot call; this asks the tty for its size.
static inline int cn_winsize(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
  *rows = ws.ws_row;
  *cols = ws.ws_col;
  return 0;
}
// close(2): inside Terminal and LineTerminal, `close` names their own method; this avoids Glibc.close.
static inline int cn_close_fd(int fd) { return close(fd); }
// open is variadic in C.
static inline int cn_open(const char *path, int flags) { return open(path, flags | O_CLOEXEC | O_NOCTTY); }

// ---- Mouse: the masks are macros.

// BUTTON1_PRESSED is a macro.
static inline mmask_t cn_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
// BUTTON1_RELEASED is a macro.
static inline mmask_t cn_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
// BUTTON4_PRESSED (wheel up) is a macro.
static inline mmask_t cn_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
// BUTTON5_PRESSED (wheel down) is a macro.
static inline mmask_t cn_BUTTON5_PRESSED(void) { return BUTTON5_PRESSED; }

// ---- Line drawing: WACS_* index a global array of cchar_t.

// The wide box corners and lines, by index: 0 ┌, 1 ┐, 2 └, 3 ┘, 4 ─, 5 │.
static inline const cchar_t *cn_wacs_box(int which) {
  switch (which) {
  case 0: return WACS_ULCORNER;
  case 1: return WACS_URCORNER;
  case 2: return WACS_LLCORNER;
  case 3: return WACS_LRCORNER;
  case 4: return WACS_HLINE;
  default: return WACS_VLINE;
  }
}

// ---- Terminal capabilities.

// tigetstr returns (char *)-1 for "not a string capability", which Swift cannot compare against.
static inline int cn_has_string_cap(const char *name) {
  char *s = tigetstr(name);
  return s != NULL && s != (char *)-1 && s[0] != '\0';
}
// Copies a string capability (or "" when absent) so Swift can keep the bytes for signal-time use.
static inline int cn_copy_string_cap(const char *name, char *buffer, int size) {
  char *s = tigetstr(name);
  if (s == NULL || s == (char *)-1 || size <= 0) { if (size > 0) buffer[0] = '\0'; return 0; }
  int n = 0;
  while (s[n] != '\0' && n < size - 1) { buffer[n] = s[n]; n++; }
  buffer[n] = '\0';
  return n;
}

// ---- Signals: sigaction's struct shares its name with the function, awkward from Swift.

// Installs handler for sig (SA_RESTART off, so poll/read wake with EINTR) unless sig is ignored,
// as under nohup; returns 1 when installed, 0 when left ignored, -1 on error.
static inline int cn_install_handler(int sig, void (*handler)(int)) {
  struct sigaction old;
  if (sigaction(sig, NULL, &old) != 0) return -1;
  if (old.sa_handler == SIG_IGN) return 0;
  struct sigaction sa;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sa.sa_handler = handler;
  return sigaction(sig, &sa, NULL) == 0 ? 1 : -1;
}
// Installs a crash handler for sig on the alternate signal stack (which the Swift runtime sets
// up), so a stack overflow still reaches it; it replaces whatever was there, the runtime's
// backtracer included. Returns 1 when installed, -1 on error.
static inline int cn_install_crash_handler(int sig, void (*handler)(int)) {
  struct sigaction sa;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_ONSTACK;
  sa.sa_handler = handler;
  return sigaction(sig, &sa, NULL) == 0 ? 1 : -1;
}
// A crash report on stderr, from a crash handler once the tty is restored: the signal, then the
// stack as module(+offset) [address] lines (addr2line or llvm-symbolizer turn them into source
// lines). backtrace() loads libgcc on its first call, which may allocate: cn_crash_report_prepare
// makes that call at start-up, so the handler itself only walks the stack and writes.
static inline void cn_crash_report_prepare(void) {
  void *frames[1];
  (void)backtrace(frames, 1);
}
static inline void cn_crash_report(int sig) {
  static const char digits[] = "0123456789";
  char line[64] = "contacts-tui: died of signal ";
  size_t length = 29;
  if (sig >= 10) line[length++] = digits[(sig / 10) % 10];
  line[length++] = digits[sig % 10];
  const char *tail = "; the stack:\n";
  while (*tail) line[length++] = *tail++;
  (void)!write(2, line, length);
  void *frames[64];
  int count = backtrace(frames, 64);
  backtrace_symbols_fd(frames, count, 2);
}
// Whether sig is ignored (inherited SIG_IGN, as under nohup).
static inline int cn_signal_is_ignored(int sig) {
  struct sigaction old;
  if (sigaction(sig, NULL, &old) != 0) return 0;
  return old.sa_handler == SIG_IGN;
}
// Turns core dumps off: a process that restored the tty and re-raises an ending signal whose
// default action dumps core (SIGQUIT, SIGXCPU, SIGXFSZ) ends cleanly, not with a useless core.
static inline int cn_disable_core_dumps(void) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_CORE, &limit) != 0) return -1;
  limit.rlim_cur = 0;
  return setrlimit(RLIMIT_CORE, &limit);
}
// Puts sig back to its default action (SIG_DFL is a macro cast of 0).
static inline int cn_default_handler(int sig) {
  struct sigaction sa;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sa.sa_handler = SIG_DFL;
  return sigaction(sig, &sa, NULL);
}
// The action of a signal, under a name of its own.
typedef struct sigaction cn_sigaction_t;
// Ignores sig (SIG_IGN is a macro cast of 1), keeping its action as it was in *old; 0 on
// success, -1 on error.
static inline int cn_ignore_signal(int sig, struct sigaction *old) {
  struct sigaction sa;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sa.sa_handler = SIG_IGN;
  return sigaction(sig, &sa, old);
}
// Installs handler for sig (SA_RESTART off), keeping the action it replaces in *old so it can be
// put back (cn_restore_signal); 0 on success, -1 on error.
static inline int cn_replace_handler(int sig, void (*handler)(int), struct sigaction *old) {
  struct sigaction sa;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sa.sa_handler = handler;
  return sigaction(sig, &sa, old);
}
// Puts back the action *saved that cn_ignore_signal kept.
static inline int cn_restore_signal(int sig, const struct sigaction *saved) {
  return sigaction(sig, saved, NULL);
}
// The handler sig has now: 0 default, 1 ignored, 2 a function.
static inline int cn_signal_disposition(int sig) {
  struct sigaction old;
  if (sigaction(sig, NULL, &old) != 0) return -1;
  if (old.sa_handler == SIG_DFL) return 0;
  if (old.sa_handler == SIG_IGN) return 1;
  return 2;
}
// Blocks every signal but those of a fault for the calling thread, so that a signal sent to the
// process runs its handler on a thread that leaves it open (the main one): a SIGCONT is then
// seen there before the main thread reads a key typed after `fg`.
static inline int cn_block_async_signals(void) {
  sigset_t set;
  sigfillset(&set);
  sigdelset(&set, SIGSEGV);
  sigdelset(&set, SIGBUS);
  sigdelset(&set, SIGILL);
  sigdelset(&set, SIGFPE);
  sigdelset(&set, SIGTRAP);
  sigdelset(&set, SIGABRT);
  return pthread_sigmask(SIG_BLOCK, &set, NULL);
}
// Whether one of the first `count` signals in `sigs` is pending for the process but blocked in
// the calling thread: sent, but its handler has not yet run on the thread that takes signals.
static inline int cn_any_signal_pending(const int *sigs, int count) {
  sigset_t set;
  if (sigpending(&set) != 0) return 0;
  for (int i = 0; i < count; i++) {
    if (sigismember(&set, sigs[i]) == 1) return 1;
  }
  return 0;
}
// Unblocks sig for the calling thread, so raising it after a restore really delivers it.
static inline int cn_unblock_signal(int sig) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}
#endif
