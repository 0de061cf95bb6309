/// Toggles over a collection of values (iOS 16), as SwiftUI's `Toggle(sources:isOn:)`: one
/// check box for many switches (TGL3).
///
/// ```swift
/// Toggle("Enable all alarms", sources: $alarms, isOn: \.isOn)
/// ```
///
/// The box is `[x]` when every source is on, `[ ]` when none is (or there are none), and
/// `[-]` when some are — the mixed state; pressing it turns every source on, or, when all are
/// on, every one off.
extension Toggle {
    /// A toggle of the switches `isOn` reads from each of `sources`, with a label of your own.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let switches = sources.map { $0[keyPath: isOn] }
        let on = switches.filter(\.wrappedValue).count
        self.init(isOn: Binding(get: { !switches.isEmpty && switches.allSatisfy(\.wrappedValue) },
                                set: { value in for item in switches { item.wrappedValue = value } }),
                  label: label)
        isMixed = on > 0 && on < switches.count
    }
}

extension Toggle where Label == Text {
    /// A toggle of the switches of `sources`, labelled by the key's text.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle of the switches of `sources`, labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                             isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TerminalLayout.Label<Text, Image> {
    /// A toggle of the switches of `sources`, labelled `title` with the system image (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                             isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { TerminalLayout.Label(title, systemImage: systemImage) }
    }
}
