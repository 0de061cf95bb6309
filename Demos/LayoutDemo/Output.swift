#if canImport(Glibc)
import Glibc
#endif

/// Writing to the standard streams without buffering surprises.
enum Output {
    /// Writes `layout-demo: message` and a newline to stderr.
    static func error(_ message: String) {
        write(2, "layout-demo: \(message)\n")
    }

    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) {
        write(1, text + "\n")
    }

    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
