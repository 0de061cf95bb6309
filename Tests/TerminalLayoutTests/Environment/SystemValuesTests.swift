import Foundation
import Testing
@testable import TerminalLayout

/// The system's environment values (ENV1) and the Sendable conformances of
/// the property wrappers.
struct SystemValuesTests {
    @Test("Defaults: the process's locale, calendar and time zone, scale 1, active, not presented")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.locale == Locale.current)
        #expect(values.calendar == Calendar.current)
        #expect(values.timeZone == TimeZone.current)
        #expect(values.displayScale == 1 && values.pixelLength == 1)
        #expect(values.scenePhase == .active)
        #expect(values.controlActiveState == .key)
        #expect(!values.isPresented)
        #expect(!values.presentationMode.wrappedValue.isPresented)
    }

    @Test("Set values are read back")
    func set() {
        var values = EnvironmentValues()
        values.locale = Locale(identifier: "de_DE")
        values.timeZone = TimeZone(identifier: "Europe/Paris")!
        values.scenePhase = .background
        values.controlActiveState = .inactive
        #expect(values.controlActiveState == .inactive)
        #expect(values.locale.identifier == "de_DE")
        #expect(values.timeZone.identifier == "Europe/Paris")
        #expect(values.scenePhase == .background)
    }

    struct Sheet: View {
        @Environment(\.presentationMode) var presentationMode
        @Environment(\.isPresented) var isPresented
        var body: some View {
            Button(isPresented ? "close" : "root") { presentationMode.wrappedValue.dismiss() }.buttonStyle(.plain)
        }
    }

    @Test("In a sheet, presented; presentationMode's dismiss() calls dismiss")
    func presented() {
        let view = Color.clear.sheet(isPresented: .constant(true)) { Sheet() }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 40, height: 10))
        let texts = result.placements.compactMap { p -> String? in if case .text(let t) = p.kind { return t.lines.joined() } else { return nil } }
        #expect(texts.contains("close"))
        var dismissed = false
        var values = EnvironmentValues()
        values.dismiss = DismissAction { dismissed = true }
        #expect(values.isPresented)
        values.presentationMode.wrappedValue.dismiss()
        #expect(dismissed)
    }

    /// Compiles only when these are Sendable (a layout value's default).
    struct BindingKey: LayoutValueKey {
        static let defaultValue: Binding<CGFloat>? = nil
    }

    @Test("Bindings, state and environment properties of sendable values are Sendable")
    func sendable() {
        func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(isSendable(Binding<Int>.self) && isSendable(State<Int>.self) && isSendable(Environment<Int>.self))
        #expect(BindingKey.defaultValue == nil)
    }
}
