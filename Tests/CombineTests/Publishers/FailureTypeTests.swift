import Foundation
import Testing
@testable import Combine

/// `setFailureType(to:)` and `mapError(_:)`: values pass unchanged, the failure is typed
/// or converted, and demand and cancellation reach the upstream unchanged.
struct FailureTypeTests {
    @Test("setFailureType: the values and finished of a publisher that cannot fail, typed to fail")
    func setFailureType() {
        let typed: AnyPublisher<Int, ProbeError> = Just(5).setFailureType(to: ProbeError.self).eraseToAnyPublisher()
        let recorder = Recorder<Int, ProbeError>()
        typed.subscribe(recorder)
        #expect(recorder.events == [.value(5), .finished])
        // Typed again, from the same upstream.
        let retyped: Publishers.SetFailureType<Just<Int>, CocoaError> = Just(5).setFailureType(to: ProbeError.self)
            .setFailureType(to: CocoaError.self)
        #expect(retyped.upstream == Just(5))
        #expect(Just(1).setFailureType(to: ProbeError.self) == Just(1).setFailureType(to: ProbeError.self))
    }

    @Test("setFailureType and mapError pass the demand and the cancel to the upstream")
    func failureTypesPassDemand() {
        let never = Driven<Int, Never>()
        let typed = Recorder<Int, ProbeError>(initial: .max(1)) { _ in .max(2) }
        never.setFailureType(to: ProbeError.self).subscribe(typed)
        never.send(1)
        typed.cancel()
        #expect(never.requests == [.max(1), .max(2)])
        #expect(never.cancels == 1)

        let failing = Driven<Int, ProbeError>()
        let mapped = Recorder<Int, Wrapped>(initial: .max(3))
        failing.mapError(Wrapped.init).subscribe(mapped)
        mapped.cancel()
        #expect(failing.requests == [.max(3)] && failing.cancels == 1)
    }

    struct Wrapped: Error, CustomStringConvertible {
        let inner: ProbeError
        var description: String { "wrapped \(inner)" }
    }

    @Test("mapError: values and finished unchanged; a failure converted", arguments: [
        (Subscribers.Completion<ProbeError>.finished, Event<Int>.finished),
        (.failure(.broken), .failure("wrapped broken")),
        (.failure(.other), .failure("wrapped other")),
    ])
    func mapError(completion: Subscribers.Completion<ProbeError>, expected: Event<Int>) {
        let subject = PassthroughSubject<Int, ProbeError>()
        let recorder = Recorder<Int, Wrapped>()
        subject.mapError { Wrapped(inner: $0) }.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(completion: completion)
        #expect(recorder.events == [.value(1), .value(2), expected])
        // Both initialisers keep the closure.
        let byLabel = Publishers.MapError(upstream: subject, transform: Wrapped.init)
        let unlabelled = Publishers.MapError(upstream: subject, Wrapped.init)
        #expect("\(byLabel.transform(.other))" == "wrapped other" && "\(unlabelled.transform(.broken))" == "wrapped broken")
    }
}
