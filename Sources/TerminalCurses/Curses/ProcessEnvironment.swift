import TerminalCanvas
import CNcurses
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment as a dictionary (what capability detection reads).
enum ProcessEnvironment {
    /// The variables set now.
    static var current: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}

/// What terminfo says about a terminal type, read with `setupterm` before any screen
/// starts: nothing is written to the terminal and no terminal mode changes.
///
/// The frame encoder speaks ANSI (ECMA-48) escape sequences, so a terminal type is usable
/// when its entry can address the cursor (`cup`) and is neither hard-copy (`hc`) nor
/// generic (`gn`, as `dumb` and `unknown` are). Terminals without an alternate screen
/// (`smcup`; `vt100`, `linux`) are usable, but what a program drew stays on them after it
/// ends unless it clears it (see ``hasAlternateScreen``).
public struct TerminalDescription: Sendable, Equatable {
    /// The terminal type, as in `TERM`.
    public let name: String
    /// Whether the entry has `cup` (cursor addressing).
    public let canAddressCursor: Bool
    /// Whether the entry is hard-copy (`hc`): a printing terminal.
    public let isHardCopy: Bool
    /// Whether the entry is generic (`gn`): the type says nothing about the real terminal.
    public let isGeneric: Bool
    /// Whether the entry switches to an alternate screen (`smcup`), which programs leave on exit.
    public let hasAlternateScreen: Bool
    /// Colours (`colors`), 0 when the entry has none.
    public let colors: Int

    /// Creates a description (for tests; programs use ``read(term:)``).
    public init(name: String, canAddressCursor: Bool, isHardCopy: Bool = false, isGeneric: Bool = false,
                hasAlternateScreen: Bool, colors: Int) {
        self.name = name
        self.canAddressCursor = canAddressCursor
        self.isHardCopy = isHardCopy
        self.isGeneric = isGeneric
        self.hasAlternateScreen = hasAlternateScreen
        self.colors = colors
    }

    /// Why a full-screen program cannot draw on this terminal, or `nil` when it can.
    public var unusableReason: String? {
        if isGeneric { return "is a generic type that cannot move the cursor" }
        if isHardCopy { return "is a printing terminal" }
        if !canAddressCursor { return "cannot move the cursor (no cup in its terminfo entry)" }
        return nil
    }

    /// The description of `term`, or `nil` when terminfo has no entry for it (the screen
    /// then reports the unknown type itself) or `setupterm` cannot be found.
    ///
    /// terminfo keeps the terminal it reads in a process-wide variable: reads are serialised,
    /// and must not run while a ``CursesScreen`` starts (call this before creating one).
    public static func read(term: String) -> TerminalDescription? {
        guard !term.isEmpty, let functions = TerminfoFunctions.shared else { return nil }
        return readLock.withLock { _ in unlockedRead(term: term, functions) }
    }

    private static let readLock = Mutex<Void>(())

    private static func unlockedRead(term: String, _ functions: TerminfoFunctions) -> TerminalDescription? {
        let previous = functions.setCurTerm(nil)
        defer {
            let ours = functions.setCurTerm(previous)
            if let ours, ours != previous { _ = functions.delCurTerm(ours) }
        }
        var status: Int32 = 0
        guard functions.setupterm(term, -1, &status) == 0, status == 1 else { return nil }
        return TerminalDescription(
            name: term,
            canAddressCursor: cn_has_string("cup") != 0,
            isHardCopy: tigetflag("hc") > 0,
            isGeneric: tigetflag("gn") > 0,
            hasAlternateScreen: cn_has_string("smcup") != 0,
            colors: max(0, Int(cn_number("colors"))))
    }

    /// The description of the terminal in `TERM`, or `nil` when `TERM` is unset, empty or unknown.
    public static func current() -> TerminalDescription? {
        guard let term = ProcessEnvironment.current["TERM"] else { return nil }
        return read(term: term)
    }
}

/// The terminfo functions that `CNcurses` does not declare (they live in `<term.h>`, whose
/// capability macros it keeps out of Swift), looked up in the already linked library.
private struct TerminfoFunctions: @unchecked Sendable {
    typealias Setupterm = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    typealias SetCurTerm = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias DelCurTerm = @convention(c) (OpaquePointer?) -> Int32

    let setupterm: Setupterm
    let setCurTerm: SetCurTerm
    let delCurTerm: DelCurTerm

    static let shared: TerminfoFunctions? = {
        guard let program = dlopen(nil, RTLD_NOW),
              let setupterm = dlsym(program, "setupterm"),
              let setCurTerm = dlsym(program, "set_curterm"),
              let delCurTerm = dlsym(program, "del_curterm") else { return nil }
        return TerminfoFunctions(setupterm: unsafeBitCast(setupterm, to: Setupterm.self),
                                 setCurTerm: unsafeBitCast(setCurTerm, to: SetCurTerm.self),
                                 delCurTerm: unsafeBitCast(delCurTerm, to: DelCurTerm.self))
    }()
}
