import Foundation
import Testing
@testable import Combine

private final class Score {
    var points = 0
}

private final class Model: ObservableObject {
    @Published var count = 0
}

/// Subjects, `Just`, `sink`, `assign(to:on:)`, `AnyCancellable`, `@Published`'s publisher
/// and `objectWillChange` as a publisher (RCV1): what is received, and that a cancelled or
/// released subscription receives nothing.
struct SubjectTests {
    @Test("PassthroughSubject: values to the subscribers it has; a completion ends them, and reaches later ones at once")
    func passthrough() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = [], second: [Int] = []
        var completions: [Subscribers.Completion<Never>] = []
        subject.send(0)                                  // no subscriber: lost
        let a = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { first.append($0) })
        subject.send(1)
        let b = subject.sink { second.append($0) }
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)                                  // after the completion: not sent
        let late = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { first.append($0) })
        #expect(first == [1, 2])
        #expect(second == [2])
        #expect(completions == [.finished, .finished])
        _ = (a, b, late)
    }

    @Test("CurrentValueSubject: the current value first, then each new one; value reads the last")
    func currentValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        let cancellable = subject.sink { received.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(received == ["a", "b", "c"])
        #expect(subject.value == "c")
        cancellable.cancel()
        subject.value = "d"
        #expect(received == ["a", "b", "c"])
    }

    enum Failure: Error, Equatable { case broken }

    @Test("A failure ends the subscription with the error")
    func failure() {
        let subject = PassthroughSubject<Int, Failure>()
        var completion: Subscribers.Completion<Failure>?
        var values: [Int] = []
        let cancellable = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(.broken))
        subject.send(2)
        #expect(values == [1])
        #expect(completion == .failure(.broken))
        _ = cancellable
    }

    @Test("Just sends its value and finishes, to each subscriber")
    func just() {
        var events: [String] = []
        let just = Just(5)
        for _ in 0..<2 {
            _ = just.sink(receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
        }
        #expect(events == ["5", "done", "5", "done"])
    }

    @Test("AnyCancellable: cancel(), release, and a stored set emptied each stop the values",
          arguments: ["cancel", "release", "set"])
    func cancellation(how: String) {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        var set = Set<AnyCancellable>()
        cancellable?.store(in: &set)
        subject.send(1)
        switch how {
        case "cancel": cancellable?.cancel()
        case "release": cancellable = nil; set.removeAll()
        default: cancellable = nil; set.removeAll()
        }
        subject.send(2)
        #expect(received == [1])
        #expect(subject.subscriberCount == 0)
        if how == "cancel" {
            // Cancelling again, and the release after, do nothing more.
            cancellable?.cancel()
            cancellable = nil
        }
        #expect(set.isEmpty || how == "cancel")
    }

    @Test("AnyCancellable runs its closure once; equal only to itself; kept in an array with store(in:)")
    func anyCancellable() {
        var runs = 0
        var cancellable: AnyCancellable? = AnyCancellable { runs += 1 }
        cancellable?.cancel()
        cancellable?.cancel()
        cancellable = nil
        #expect(runs == 1)
        let a = AnyCancellable {}, b = AnyCancellable {}
        #expect(a == a && a != b)
        var array: [AnyCancellable] = []
        a.store(in: &array)
        #expect(array.count == 1)
    }

    @Test("assign(to:on:) writes each value to the object's property, until cancelled")
    func assign() {
        let subject = PassthroughSubject<Int, Never>()
        let score = Score()
        let cancellable = subject.map { $0 * 2 }.assign(to: \.points, on: score)
        subject.send(3)
        #expect(score.points == 6)
        cancellable.cancel()
        subject.send(5)
        #expect(score.points == 6)
    }

    @Test("@Published's $count: the current value, then each new one before it is stored, after objectWillChange")
    func publishedPublisher() {
        let model = Model()
        var events: [String] = []
        let willChange = model.objectWillChange.sink { events.append("willChange \(model.count)") }
        let values = model.$count.sink { events.append("value \($0), stored \(model.count)") }
        model.count = 1
        model.count = 2
        #expect(events == ["value 0, stored 0",
                           "willChange 0", "value 1, stored 0",
                           "willChange 1", "value 2, stored 1"])
        values.cancel()
        willChange.cancel()
        model.count = 3
        #expect(events.count == 5)
        #expect(model.objectWillChange.subscriberCount == 0)
    }

    @Test("NotificationCenter.publisher(for:object:): the named notifications (from the object), until cancelled")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("TerminalLayoutTests.ping")
        let sender = NSObject(), other = NSObject()
        var any: [String] = [], fromSender: [String] = []
        let a = center.publisher(for: name).map { $0.userInfo?["n"] as? String ?? "?" }.sink { any.append($0) }
        let b = center.publisher(for: name, object: sender).sink { fromSender.append($0.userInfo?["n"] as? String ?? "?") }
        center.post(name: name, object: sender, userInfo: ["n": "1"])
        center.post(name: name, object: other, userInfo: ["n": "2"])
        center.post(name: Notification.Name("other"), object: sender, userInfo: ["n": "3"])
        a.cancel()
        center.post(name: name, object: sender, userInfo: ["n": "4"])
        #expect(any == ["1", "2"])
        #expect(fromSender == ["1", "4"])
        b.cancel()
    }
}
