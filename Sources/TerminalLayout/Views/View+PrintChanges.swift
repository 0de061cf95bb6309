import Foundation

nonisolated extension View {
    /// SwiftUI's debugging aid, called in a `body` (`let _ = Self._printChanges()`): writes the
    /// view's type name to standard error each time the body runs — which property changed is
    /// not known here (PRNT1). Standard error, not output: a terminal app's output is its screen.
    public static func _printChanges() {
        _changesLog("\(Self.self): body evaluated.")
    }

    /// As `_printChanges()` (iOS 17's name for logging them; PRNT1).
    public static func _logChanges() {
        _printChanges()
    }
}

/// Internal: where `_printChanges` writes (standard error; tests read it).
nonisolated(unsafe) package var _changesLog: (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
