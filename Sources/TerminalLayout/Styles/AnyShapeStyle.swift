/// A type-erased shape style: drawn as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    /// Internal: a colour in place (no box), anything else boxed.
    @usableFromInline
    enum Storage: Sendable {
        case color(Color)
        case other(any ShapeStyle)
    }

    @usableFromInline let storage: Storage

    /// Wraps `style` (an `AnyShapeStyle` is not wrapped again).
    @inlinable
    public init<S: ShapeStyle>(_ style: S) {
        if let color = style as? Color {
            storage = .color(color)
        } else if let erased = style as? AnyShapeStyle {
            storage = erased.storage
        } else {
            storage = .other(style)
        }
    }

    /// The wrapped style's colour (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        switch storage {
        case .color(let color): color
        case .other(let style): style._terminalColor(in: environment)
        }
    }

    /// Internal: whether two erased styles are the same style (same type,
    /// same fields).
    func isSame(as other: AnyShapeStyle) -> Bool {
        switch (storage, other.storage) {
        case let (.color(a), .color(b)): return a == b
        case let (.other(a), .other(b)):
            return type(of: a) == type(of: b) && sameStructure(any: a, b)
        default: return false
        }
    }
}
