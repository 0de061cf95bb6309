import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Honours a quit key while a frame is being computed: between ``begin()`` and ``end()`` a
/// thread watches standard input, and a quit byte (`q` by default) ends the program at once —
/// terminal restored as after a signal, exit code `exitCode` — instead of after the frame.
///
/// Every other byte read meanwhile is kept and given back to the screen by ``end()``
/// (``CursesScreen/giveBack(_:)``), in order, so that no key is lost — however long a paste:
/// the screen keeps them in its own queue, not in curses' 137-entry `ungetch` FIFO, which
/// lost the tail of a longer paste. Bytes read together with an `ESC` (an escape sequence,
/// Alt-q) never count as a quit. Call ``end()`` before anything is written to the terminal:
/// the watcher restores it from its own thread, which is safe only while the main thread is
/// laying out or drawing into memory.
public final class QuitWatcher {
    private let quitBytes: [UInt8]
    private let exitCode: Int32
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var armed = false
    private var watching = false
    private var stopped = false
    private var kept: [UInt8] = []
    private var wake: (read: Int32, write: Int32) = (-1, -1)
    private var thread: pthread_t?
    /// Where the bytes read during a frame go.
    private weak var screen: CursesScreen?

    /// Starts the watching thread (idle until ``begin()``); keys read during a frame go back
    /// to `screen`.
    public init(screen: CursesScreen, quitBytes: [UInt8] = Array("q".utf8), exitCode: Int32 = 0) {
        self.screen = screen
        self.quitBytes = quitBytes
        self.exitCode = exitCode
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { stopped = true; return }
        wake = (fds[0], fds[1])
        var id = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        // The thread starts with the terminating signals blocked (it inherits this thread's
        // mask, set back just after): they are handled on the main thread, whose frame a
        // handler then interrupts, instead of here while the main thread writes one.
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in CursesSignals.terminating { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        if pthread_create(&id, nil, { context in
            Unmanaged<QuitWatcher>.fromOpaque(context!).takeRetainedValue().watch()
            return nil
        }, context) == 0 {
            pthread_detach(id)
            thread = id
        } else {
            Unmanaged<QuitWatcher>.fromOpaque(context).release()
            stopped = true
        }
    }

    /// A frame begins: watch standard input until ``end()``.
    public func begin() {
        pthread_mutex_lock(&mutex)
        if !stopped && !armed {
            armed = true
            pthread_cond_broadcast(&condition)
        }
        pthread_mutex_unlock(&mutex)
    }

    /// The frame is done: stop watching and give the bytes read meanwhile back to the screen.
    public func end() {
        pthread_mutex_lock(&mutex)
        guard armed else { pthread_mutex_unlock(&mutex); return }
        armed = false
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        while watching { pthread_cond_wait(&condition, &mutex) }
        let bytes = kept
        kept = []
        pthread_mutex_unlock(&mutex)
        screen?.giveBack(bytes)
    }

    /// `bytes` as curses' input units: a key code for each escape sequence terminfo knows
    /// (the longest that matches), else each byte. curses does not decode escape sequences
    /// it has not read itself, so they are decoded here (`key_defined`).
    static func keyUnits(_ bytes: [UInt8]) -> [Int32] {
        var units: [Int32] = []
        var i = 0
        next: while i < bytes.count {
            if bytes[i] == 0x1B {
                for length in stride(from: min(16, bytes.count - i), through: 2, by: -1) {
                    let sequence = bytes[i..<(i + length)].map { CChar(bitPattern: $0) } + [0]
                    let code = sequence.withUnsafeBufferPointer { key_defined($0.baseAddress!) }
                    if code > 0 {
                        units.append(code)
                        i += length
                        continue next
                    }
                }
            }
            units.append(Int32(bytes[i]))
            i += 1
        }
        return units
    }

    /// The thread: waits to be armed, then polls standard input and the wake pipe.
    private func watch() {
        pthread_mutex_lock(&mutex)
        while true {
            while !armed && !stopped { pthread_cond_wait(&condition, &mutex) }
            if stopped { break }
            watching = true
            pthread_mutex_unlock(&mutex)

            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, -1)
            var read: [UInt8] = []
            var gone = false
            if ready > 0 {
                if descriptors[1].revents & Int16(POLLIN) != 0 {
                    var byte: UInt8 = 0
                    _ = Glibc.read(wake.read, &byte, 1)
                }
                if descriptors[0].revents & Int16(POLLIN) != 0 {
                    var buffer = [UInt8](repeating: 0, count: 256)
                    let count = Glibc.read(0, &buffer, buffer.count)
                    if count > 0 { read = Array(buffer[..<count]) } else if count == 0 { gone = true }
                } else if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    gone = true
                }
            }
            if !read.contains(0x1B) && read.contains(where: quitBytes.contains) {
                restoreTerminalForExit()
                _exit(exitCode)
            }

            pthread_mutex_lock(&mutex)
            kept += read
            if gone { stopped = true }
            if !armed || stopped {
                watching = false
                pthread_cond_broadcast(&condition)
            }
        }
        watching = false
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }
}
