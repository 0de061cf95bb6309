import Dispatch
import Foundation

extension Timer {
    /// A publisher that sends the date every `interval` seconds while connected, as
    /// Combine's `Timer.publish` (RCV1).
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var ticks = 0
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    /// ```
    ///
    /// On `RunLoop.main` (`on: .main`) the timer is a dispatch timer on the main queue: it
    /// fires while a terminal app runs (its loop runs the main queue between keys, at least
    /// every `tickInterval`) and in a test (where `dispatchMain()` serves the main queue),
    /// though nothing runs the main run loop there; the mode is then not used. On another run
    /// loop it is a Foundation `Timer` added to that loop in `mode`, firing when the loop runs.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher `Timer.publish(every:tolerance:on:in:options:)` returns, as Combine's
    /// class: connected (`connect()`, `autoconnect()`), it sends the current date to its
    /// subscribers every `interval` seconds, the first one an interval after connecting.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between two dates.
        public let interval: TimeInterval
        /// How late a date may be sent, in seconds (`nil`: the system's choice).
        public let tolerance: TimeInterval?
        /// The run loop the timer is on (`RunLoop.main`: the main queue).
        public let runLoop: RunLoop
        /// The run loop mode (for a run loop other than the main one).
        public let mode: RunLoop.Mode
        /// The scheduler options (none exist for a run loop).
        public let options: RunLoop.SchedulerOptions?

        private let subscribers = SubscriberList<Date, Never>()
        private let lock = PublisherLock()
        private var connection: TimerConnection?

        /// A publisher of dates every `interval` seconds on `runLoop`.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Starts the timer (if it is not running); cancelling the result stops it.
        public func connect() -> any Cancellable {
            lock.withLock {
                if let connection { return connection }
                let made = TimerConnection(publisher: self)
                connection = made
                return made
            }
        }

        /// Whether the timer runs (for tests).
        var isConnected: Bool { lock.withLock { connection != nil } }

        /// Sends now's date.
        fileprivate func fire() {
            subscribers.send(Date())
        }

        fileprivate func disconnect(_ ended: TimerConnection) {
            lock.withLock { if connection === ended { connection = nil } }
        }
    }
}

/// Internal: a running `Timer.TimerPublisher`: a dispatch timer on the main queue, or a
/// Foundation timer on another run loop; cancelled, it stops.
private final class TimerConnection: Cancellable, @unchecked Sendable {
    private let lock = PublisherLock()
    private weak var publisher: Timer.TimerPublisher?
    private var source: (any DispatchSourceTimer)?
    private var timer: Timer?

    init(publisher: Timer.TimerPublisher) {
        self.publisher = publisher
        let interval = max(publisher.interval, 0.000_001)
        // The timer holds the publisher weakly: a publisher let go of stops sending.
        let target = UncheckedSendable(WeakTimerPublisher(publisher))
        if publisher.runLoop === RunLoop.main {
            let source = DispatchSource.makeTimerSource(queue: .main)
            let nanoseconds = Int((interval * 1_000_000_000).rounded())
            let leeway = publisher.tolerance.map { DispatchTimeInterval.nanoseconds(Int(($0 * 1_000_000_000).rounded())) }
            source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
                            leeway: leeway ?? .nanoseconds(0))
            source.setEventHandler { target.value.publisher?.fire() }
            source.resume()
            self.source = source
        } else {
            let timer = Timer(timeInterval: interval, repeats: true) { _ in target.value.publisher?.fire() }
            if let tolerance = publisher.tolerance { timer.tolerance = tolerance }
            publisher.runLoop.add(timer, forMode: publisher.mode)
            self.timer = timer
        }
    }

    func cancel() {
        let (source, timer, publisher) = lock.withLock {
            defer { self.source = nil; self.timer = nil; self.publisher = nil }
            return (self.source, self.timer, self.publisher)
        }
        source?.cancel()
        timer?.invalidate()
        publisher?.disconnect(self)
    }

    deinit {
        source?.cancel()
        timer?.invalidate()
    }
}

/// Internal: a timer's weak hold on its publisher.
private struct WeakTimerPublisher {
    weak var publisher: Timer.TimerPublisher?
    init(_ publisher: Timer.TimerPublisher) { self.publisher = publisher }
}
