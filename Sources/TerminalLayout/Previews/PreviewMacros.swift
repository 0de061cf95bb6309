/// Creates a preview of a view, as SwiftUI's `#Preview` does (PRV1).
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
/// #Preview("Compact") {
///     ContentView().padding()
/// }
/// ```
///
/// The macro makes a uniquely named type conforming to ``PreviewRegistry``
/// whose `makePreview()` returns the ``Preview``: its name, traits and a
/// closure making the view, rendered headlessly as any view is. Nothing
/// runs when the program starts; an app's layout is not changed by it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "TerminalLayoutMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits, as SwiftUI's
/// `#Preview(_:traits:_:body:)` does (PRV1): the traits are kept with the
/// preview (``Preview/traits``) and change nothing in a terminal's layout.
///
/// ```swift
/// #Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
///     ContentView()
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "TerminalLayoutMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body as state of the preview, as
/// SwiftUI's `@Previewable` does (PRV1).
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` moves each marked variable into a view it makes for the
/// preview, whose `body` is the rest of the closure: the state is that
/// view's, kept while the preview is shown.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TerminalLayoutMacros", type: "PreviewableMacro")
