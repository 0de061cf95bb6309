/* CNcurses: the ncursesw C API as Swift 6 can use it.
 *
 * - NCURSES_WIDECHAR must be 1 before curses.h, or cchar_t, setcchar, mvadd_wch and
 *   wget_wch are not declared.
 * - Swift 6 rejects reading C globals (stdscr, LINES, COLS, COLORS, COLOR_PAIRS, stdout,
 *   stdin): use the cn_ accessors.
 * - The importer drops function-like and computed macros (getmaxyx, COLOR_PAIR, A_*):
 *   use the cn_ functions.
 * - wcwidth is hidden by glibc without _XOPEN_SOURCE: declared here (used by tests only;
 *   the project measures text with TerminalLayout's DisplayWidth).
 * SwiftPM does not notice edits to this file: touch a .swift file after changing it.
 */
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>

/* C globals -> functions */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline void cn_set_stdout(FILE *f) { stdout = f; }

/* dropped macros */
static inline void cn_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }
static inline attr_t cn_color_pair(int n) { return COLOR_PAIR(n); }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline int cn_key_f(int n) { return KEY_F(n); }

/* hidden by glibc without _XOPEN_SOURCE */
extern int wcwidth(wchar_t c);
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }

/* One cell holding one Unicode scalar, with attributes and a colour pair. */
static inline int cn_mvadd_wchar(int y, int x, wchar_t ch, attr_t attr, int pair) {
    cchar_t cc;
    wchar_t s[2] = { ch, 0 };
    if (setcchar(&cc, s, attr, 0, &pair) == ERR) return ERR;
    return mvadd_wch(y, x, &cc);
}

/* One cell holding a spacing scalar followed by up to CCHARW_MAX - 1 zero-width scalars
 * (count is clamped), with attributes and a colour pair (an int, so pairs above 32767
 * work through setcchar's opts extension). */
static inline int cn_mvadd_cell(int y, int x, const wchar_t *chars, int count, attr_t attr, int pair) {
    cchar_t cc;
    wchar_t s[CCHARW_MAX + 1];
    int i;
    if (count < 1) return ERR;
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    for (i = 0; i < count; i++) s[i] = chars[i];
    s[count] = 0;
    if (setcchar(&cc, s, attr, 0, &pair) == ERR) return ERR;
    return mvadd_wch(y, x, &cc);
}

/* terminfo queries (declared here rather than through <term.h>, whose lowercase
 * capability macros such as `lines` and `columns` would leak into Swift) */
extern char *tigetstr(const char *name);
extern int tigetnum(const char *name);
extern int tigetflag(const char *name);

/* Whether the terminal's entry has string capability `name` (tigetstr gives NULL for
 * absent, (char *)-1 for a name that is not a string capability). */
static inline int cn_has_string(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1 && value[0] != 0;
}

/* The terminal's numeric capability `name`, or -1 when absent. */
static inline int cn_number(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}
#endif
