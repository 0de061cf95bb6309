/// `TextField`'s initialisers with a bound selection, as in SwiftUI (TXF4).
///
/// ```swift
/// @State private var selection: TextSelection?
/// TextField("Name", text: $name, selection: $selection)
/// ```
///
/// The field writes its cursor into `selection` while focused — an insertion point, or the
/// range Shift with ←, →, Home or End selects — and shows what it holds.
extension TextField where Label == Text {
    /// A field titled by the key's text editing `text`, its cursor and selection bound to
    /// `selection`; `prompt` is shown while the text is empty, `.vertical` grows it to several
    /// rows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(Text(titleKey).content, text: text, selection: selection, prompt: prompt, axis: axis)
    }

    /// A field titled `title` editing `text`, its cursor and selection bound to `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis ?? .horizontal
        self.selection = selection
    }
}

extension TextField {
    /// A field editing `text`, its cursor and selection bound to `selection`, labelled by the
    /// view `label` makes.
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis ?? .horizontal
        self.selection = selection
    }
}
