import Testing
@testable import Combine

/// A subscriber that asks for `initial` values and `more` after each one.
private final class Counting: Subscriber {
    typealias Input = Int
    typealias Failure = Never

    let initial: Subscribers.Demand
    let more: Subscribers.Demand
    var subscription: (any Subscription)?
    var values: [Int] = []
    var completed = false

    init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
        self.initial = initial
        self.more = more
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return more
    }

    func receive(completion: Subscribers.Completion<Never>) {
        completed = true
    }
}

/// `Subscribers.Demand` (RCV1): its arithmetic, and publishers sending no more than asked.
struct DemandTests {
    typealias Demand = Subscribers.Demand

    /// Each computed demand and the one expected.
    static let sums: [(Demand, Demand)] = [
        (Demand.max(3) + Demand.max(2), Demand.max(5)),
        (Demand.unlimited + Demand.max(1), Demand.unlimited),
        (Demand.max(1) - Demand.max(3), Demand.none),
        (Demand.unlimited - Demand.max(5), Demand.unlimited),
        (Demand.max(5) - Demand.unlimited, Demand.none),
        (Demand.max(2) * 3, Demand.max(6)),
        (Demand.max(Int.max) + Demand.max(1), Demand.unlimited),
        (Demand.max(4) + 1, Demand.max(5)),
        (Demand.max(4) - 1, Demand.max(3)),
    ]

    @Test("Demand arithmetic: unlimited absorbs, nothing goes below zero", arguments: sums)
    func arithmetic(_ computed: Demand, expected: Demand) {
        #expect(computed == expected)
    }

    @Test("Demand compares: unlimited above every number")
    func comparisons() {
        #expect(Subscribers.Demand.max(2) < .max(3))
        #expect(Subscribers.Demand.max(Int.max) < .unlimited)
        #expect(!(Subscribers.Demand.unlimited < .max(1)))
        #expect(Subscribers.Demand.unlimited > 1_000)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    @Test("A subject sends a subscriber only what it asked for",
          arguments: [
              (Subscribers.Demand.none, Subscribers.Demand.none, [Int]()),
              (.max(2), .none, [1, 2]),
              (.max(1), .max(1), [1, 2, 3, 4, 5]),
              (.unlimited, .none, [1, 2, 3, 4, 5]),
          ])
    func subjectHonoursDemand(initial: Subscribers.Demand, more: Subscribers.Demand, expected: [Int]) {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Counting(initial: initial, more: more)
        subject.subscribe(subscriber)
        for value in 1...5 { subject.send(value) }
        #expect(subscriber.values == expected)
    }

    @Test("Asking again later gets the values sent after")
    func requestLater() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Counting(initial: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)            // not asked for: missed
        subscriber.subscription?.request(.max(2))
        subject.send(3)
        subject.send(4)
        subject.send(5)            // beyond the demand
        #expect(subscriber.values == [1, 3, 4])
    }

    @Test("filter asks again for a value it drops: a demand of 2 gets two even values")
    func filterKeepsDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Counting(initial: .max(2))
        subject.filter { $0 % 2 == 0 }.subscribe(subscriber)
        for value in 1...8 { subject.send(value) }
        #expect(subscriber.values == [2, 4])
    }

    @Test("CurrentValueSubject and Just send their value on the first demand, not before")
    func valueOnFirstDemand() {
        let subject = CurrentValueSubject<Int, Never>(7)
        let waiting = Counting(initial: .none)
        subject.subscribe(waiting)
        #expect(waiting.values == [])
        subject.value = 8
        waiting.subscription?.request(.max(1))
        #expect(waiting.values == [8])

        let just = Counting(initial: .none)
        Just(5).subscribe(just)
        #expect(just.values == [] && !just.completed)
        just.subscription?.request(.max(1))
        #expect(just.values == [5] && just.completed)
    }
}
