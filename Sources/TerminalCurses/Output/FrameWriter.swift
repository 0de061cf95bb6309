import TerminalCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends encoded frames to a file descriptor, each in one `write(2)` call when the
/// descriptor takes it whole (a short write is continued; an interrupted one retried).
///
/// ``writeCalls`` and ``bytesWritten`` count every `write(2)` and byte, so tests (and the
/// benchmark) can check how a frame reached the terminal.
public struct FrameWriter: Sendable {
    /// The descriptor written to (standard output for a terminal).
    public let descriptor: Int32
    /// How many `write(2)` calls were made so far.
    public private(set) var writeCalls = 0
    /// How many bytes were written so far.
    public private(set) var bytesWritten = 0
    /// The encoder that turns canvases into bytes; it remembers what the terminal shows.
    public var encoder: FrameEncoder

    /// Creates a writer for `descriptor` with an encoder for `capabilities`.
    public init(descriptor: Int32, capabilities: TerminalCapabilities) {
        self.descriptor = descriptor
        self.encoder = FrameEncoder(capabilities: capabilities)
    }

    /// Encodes `canvas` against what the terminal shows and writes the result; returns
    /// the number of bytes (0 for an unchanged frame: nothing is written).
    @discardableResult
    public mutating func present(_ canvas: Canvas, size: CellSize) -> Int {
        let frame = encoder.encode(canvas, size: size)
        send(frame)
        return frame.count
    }

    /// Writes `bytes` as they are (start-up or exit sequences); returns whether all were written.
    @discardableResult
    public mutating func send(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                writeCalls += 1
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                offset += n
                bytesWritten += n
            }
            return true
        }
    }
}
