import Glibc
import TerminalLayout
import Testing
@testable import TerminalCanvas
@testable import TerminalCurses

/// How frames reach the descriptor: one `write(2)` a frame, none for an unchanged frame.
@Suite(.serialized)
struct FrameWriterTests {
    /// A canvas of `count` labelled boxes in rows, the shape of the benchmark scene.
    private func boxes(_ count: Int, size: CellSize, shift: Int = 0) -> Canvas {
        var canvas = Canvas(size: size)
        for i in 0..<count {
            let x = (i * 11 + shift) % max(1, size.columns - 10)
            let y = (i * 11 + shift) / max(1, size.columns - 10) * 4 % max(1, size.rows - 3)
            canvas.drawBox(CellRect(x: x, y: y, width: 10, height: 4), border: .rounded, label: "#\(i)")
        }
        return canvas
    }

    /// Reads everything waiting in the pipe.
    private func drain(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            result += buffer[0..<n]
        }
        return result
    }

    @Test(arguments: [false, true])
    func everyFrameIsOneWrite(_ synchronized: Bool) throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(fds[1], 1031 /* F_SETPIPE_SZ */, 1 << 20)   // room for a whole frame
        let size = CellSize(columns: 200, rows: 60)
        var writer = FrameWriter(descriptor: fds[1], capabilities: TerminalCapabilities(synchronizedOutput: synchronized))
        // The same frames through a second encoder: the bytes on the descriptor must be
        // exactly what the encoder makes (its output is checked by replay in TerminalCanvasTests).
        var reference = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: synchronized))

        let frames = [boxes(200, size: size), boxes(200, size: size), boxes(150, size: size, shift: 3),
                      boxes(1, size: size), Canvas(size: size)]
        let expectedCalls = [1, 0, 1, 1, 1]   // the second frame is identical: nothing written
        var total = 0
        for (frame, calls) in zip(frames, expectedCalls) {
            let before = writer.writeCalls
            let count = writer.present(frame, size: size)
            let bytes = drain(fds[0])
            total += bytes.count
            #expect(writer.writeCalls - before == calls)
            #expect(bytes.count == count)
            #expect(bytes == reference.encode(frame, size: size))
        }
        #expect(writer.bytesWritten == total)
    }
}
