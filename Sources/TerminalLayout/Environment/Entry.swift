/// Makes a property in an extension of ``EnvironmentValues`` an
/// environment value — or, in an extension of ``ContainerValues``, a
/// container value: its key and its accessors are written for you, as
/// SwiftUI's `@Entry` does.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     @Entry var compact = false
///     @Entry var selection: String?          // nil by default
/// }
///
/// struct Badge: View {
///     @Environment(\.accent) private var accent
///     var body: some View { Text("•").foregroundStyle(accent) }
/// }
/// Badge().environment(\.accent, .red)
/// ```
///
/// The default value is the expression after `=`; with a type written, it
/// is evaluated each time the default is needed (so it may be a value that
/// is not `Sendable`). An optional property without one defaults to `nil`.
/// The macro is compiled from `Sources/TerminalLayoutMacros`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TerminalLayoutMacros", type: "EntryMacro")
