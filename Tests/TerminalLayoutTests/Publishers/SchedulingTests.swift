import Foundation
import Testing
@testable import Combine
@testable import TerminalLayout

/// Publishers that deliver later — `receive(on:)`, `debounce`, `Timer.publish` — on the main
/// queue (RCV1), which Swift Testing's `dispatchMain()` serves. Waits are in turns of about
/// a millisecond, not deadlines (another suite may hold the main actor a while); no exact
/// timing is asserted.
@MainActor
struct SchedulingTests {
    /// Lets the main queue run until `done` holds (or 5,000 turns have passed).
    static func settle(until done: () -> Bool) async {
        var turns = 0
        while !done(), turns < 5_000 {
            turns += 1
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Lets the main queue run for `count` turns.
    static func turns(_ count: Int = 20) async {
        for _ in 0..<count {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    enum Target: String, CaseIterable { case dispatchMain, runLoopMain }

    @Test("receive(on:) delivers later, on the main queue, in order", arguments: Target.allCases)
    func receiveOn(_ target: Target) async {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var onMain = true
        let record: (Int) -> Void = { received.append($0); onMain = onMain && isOnMainActor }
        let cancellable = switch target {
        case .dispatchMain: subject.receive(on: DispatchQueue.main).sink(receiveValue: record)
        case .runLoopMain: subject.receive(on: RunLoop.main).map { $0 }.sink(receiveValue: record)
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [])          // not at once: scheduled
        await Self.settle { received.count == 2 }
        #expect(received == [1, 2])
        #expect(onMain)
        cancellable.cancel()
    }

    @Test("A value sent from another thread reaches receive(on: DispatchQueue.main) on the main queue")
    func fromAnotherThread() async {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var onMain = false
        let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0); onMain = isOnMainActor }
        await Task.detached { subject.send(9) }.value
        await Self.settle { !received.isEmpty }
        #expect(received == [9])
        #expect(onMain)
        cancellable.cancel()
    }

    @Test("debounce sends the last value of a burst, once the burst is over")
    func debounce() async {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.debounce(for: .milliseconds(20), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        await Self.settle { !received.isEmpty }
        await Self.turns(40)
        #expect(received == [3])
        subject.send(4)
        await Self.settle { received.count == 2 }
        #expect(received == [3, 4])
        cancellable.cancel()
    }

    @Test("Timer.publish sends nothing until connected; autoconnect connects with the first subscriber, disconnects with the last")
    func timer() async {
        let publisher = Timer.publish(every: 0.01, on: .main, in: .common)
        var dates: [Date] = []
        let direct = publisher.sink { dates.append($0) }
        await Self.turns(30)
        #expect(dates.isEmpty)                 // not connected
        #expect(!publisher.isConnected)
        direct.cancel()

        let auto = publisher.autoconnect()
        let first = auto.sink { dates.append($0) }
        #expect(publisher.isConnected)
        await Self.settle { dates.count >= 3 }
        #expect(dates.count >= 3)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 })
        first.cancel()
        #expect(!publisher.isConnected)
        let seen = dates.count
        await Self.turns(30)
        #expect(dates.count == seen)
    }

    @Test("connect() runs the timer until its cancellable is cancelled")
    func connect() async {
        let publisher = Timer.publish(every: 0.01, tolerance: 0.005, on: RunLoop.main, in: .default)
        var ticks = 0
        let subscription = publisher.sink { _ in ticks += 1 }
        let connection = publisher.connect()
        await Self.settle { ticks >= 2 }
        #expect(ticks >= 2)
        connection.cancel()
        #expect(!publisher.isConnected)
        let seen = ticks
        await Self.turns(30)
        #expect(ticks == seen)
        subscription.cancel()
    }
}
