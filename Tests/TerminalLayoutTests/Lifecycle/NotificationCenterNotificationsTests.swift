import Foundation
import Testing
@testable import TerminalLayout

/// `NotificationCenter.notifications(named:object:)` (LIFE2).
struct NotificationCenterNotificationsTests {
    static let changed = Notification.Name("TestDataChanged")
    static let other = Notification.Name("TestOther")

    @Test("Posts after the loop starts arrive in order, with their userInfo; other names are not given")
    func inOrder() async {
        let center = NotificationCenter()
        var iterator = center.notifications(named: Self.changed).makeAsyncIterator()
        for n in 1...3 {
            center.post(name: Self.other, object: nil)
            center.post(name: Self.changed, object: nil, userInfo: ["n": n])
        }
        var seen: [Int] = []
        for _ in 1...3 {
            if let note = await iterator.next() { seen.append(note.userInfo?["n"] as? Int ?? 0) }
        }
        #expect(seen == [1, 2, 3])
    }

    @Test("With an object, only that object's posts arrive")
    func object() async {
        let center = NotificationCenter()
        let mine = NSObject(), theirs = NSObject()
        var iterator = center.notifications(named: Self.changed, object: mine).makeAsyncIterator()
        center.post(name: Self.changed, object: theirs, userInfo: ["from": "theirs"])
        center.post(name: Self.changed, object: mine, userInfo: ["from": "mine"])
        #expect(await iterator.next()?.userInfo?["from"] as? String == "mine")
    }

    @Test("Leaving the loop stops observing; so does cancelling its task")
    func stops() async {
        let center = NotificationCenter()
        var observer: NotificationCenter.Notifications.Observer?
        do {
            let iterator = center.notifications(named: Self.changed).makeAsyncIterator()
            observer = iterator.handle.observer
            #expect(observer?.isObserving == true)
        }
        #expect(observer?.isObserving == false)

        let started = AsyncStream<Void>.makeStream()
        let task = Task {
            var count = 0
            var iterator = center.notifications(named: Self.changed).makeAsyncIterator()
            started.continuation.yield()
            while await iterator.next() != nil { count += 1 }
            return count
        }
        var waiting = started.stream.makeAsyncIterator()
        await waiting.next()
        center.post(name: Self.changed, object: nil)
        task.cancel()
        #expect(await task.value <= 1)
    }
}
