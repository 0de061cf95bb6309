import Foundation
import Testing
@testable import TerminalLayout

/// Rotors (A11Y2): written as an app writes them, they compile and leave
/// the view as it is; the entries are never built.
@MainActor
struct AccessibilityRotorTests {
    struct Message: Identifiable {
        let id: Int
        let subject: String
        let isUnread: Bool
    }

    final class Built { var count = 0 }

    static let messages = [
        Message(id: 1, subject: "Lunch?", isUnread: true),
        Message(id: 2, subject: "Invoice", isUnread: false),
    ]

    struct Inbox: View {
        let messages: [Message]
        let built: Built
        let rotor: Int
        @Namespace private var namespace

        var body: some View {
            let list = VStack(alignment: .leading, spacing: 0) {
                ForEach(messages) { message in
                    Text(message.subject).accessibilityRotorEntry(id: message.id, in: namespace)
                }
            }
            switch rotor {
            case 0: AnyView(list)
            case 1: AnyView(list.accessibilityRotor("Unread") {
                AccessibilityRotorEntry(messages[0].subject, id: messages[0].id, in: namespace)
                if messages[1].isUnread {
                    AccessibilityRotorEntry(Text(messages[1].subject), id: messages[1].id) { built.count += 1 }
                }
            })
            case 2: AnyView(list.accessibilityRotor(Text("Messages"), entries: messages, entryLabel: \.subject))
            case 3: AnyView(list.accessibilityRotor("Subjects", entries: messages, entryID: \.id, entryLabel: \.subject))
            case 4: AnyView(list.accessibilityRotor(.headings) {
                if built.count < 0 {
                    AccessibilityRotorEntry("First", id: 1)
                } else {
                    AccessibilityRotorEntry("Second", id: 2)
                }
            })
            default: AnyView(Text(messages[0].subject).accessibilityRotor("Words", textRanges: [
                messages[0].subject.startIndex..<messages[0].subject.index(after: messages[0].subject.startIndex),
            ]))
            }
        }
    }

    @Test("A rotor leaves the view as it is and builds no entry", arguments: 1...5)
    func unchanged(rotor: Int) {
        let built = Built()
        let plain = textFrame(Inbox(messages: Self.messages, built: built, rotor: 0), width: 12, height: 3)
        let withRotor = textFrame(Inbox(messages: Self.messages, built: built, rotor: rotor), width: 12, height: 3)
        let expected = rotor == 5 ? ["Lunch?", "", ""] : ["Lunch?", "Invoice", ""]
        #expect(withRotor == expected)
        if rotor != 5 { #expect(withRotor == plain) }
        #expect(built.count == 0)
    }
}
