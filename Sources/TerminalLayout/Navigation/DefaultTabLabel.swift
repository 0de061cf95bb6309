/// The label a ``Tab`` made from a title and an image shows in the tab bar: the two as a
/// ``Label`` (its icon one glyph, TAB1).
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let icon: Image

    public var body: some View {
        Label(title: { title }, icon: { icon })
    }
}
