/// The view a modifier's closure is handed in place of the view it
/// modifies, as in SwiftUI: `phaseAnimator` and `keyframeAnimator` give
/// it to `content`, which applies effects to it (`content.offset(y: v)`).
/// It shows the modified view.
nonisolated public struct PlaceholderContentView<Value> {
    let content: Value

    init(_ content: Value) {
        self.content = content
    }
}

nonisolated extension PlaceholderContentView: View where Value: View {
    /// The modified view.
    public var body: some View { content }
}
