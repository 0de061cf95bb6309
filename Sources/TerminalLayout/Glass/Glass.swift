/// The configuration of the Liquid Glass material (iOS 26) that `glassEffect(_:in:)` draws
/// behind a view.
///
/// A terminal has no translucent material: glass is drawn as a material is (GLS1) — its shape
/// filled in the material colour behind the view, or in its tint when it has one — and
/// `.identity` draws nothing. `interactive()` is kept: a terminal has no touch to respond to.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 1))
/// ```
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    /// The tint, if any.
    let tintColor: Color?
    /// Whether the glass responds to touch (kept, not used).
    let isInteractive: Bool

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A clearer glass, for over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the view drawn as without the effect.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted `color` (`nil` removes a tint).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass responding to touch and pointer (nothing to respond to here).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// Internal: the style a glass shape is filled with (GLS1): the tint, else the material's
/// colour; nothing for `.identity`.
struct GlassFillStyle: ShapeStyle {
    let glass: Glass

    func _terminalColor(in environment: EnvironmentValues) -> Color {
        switch glass.variant {
        case .identity: return .clear
        case .regular: return glass.tintColor ?? Material.regular._terminalColor(in: environment)
        case .clear: return glass.tintColor ?? Material.ultraThin._terminalColor(in: environment)
        }
    }
}
