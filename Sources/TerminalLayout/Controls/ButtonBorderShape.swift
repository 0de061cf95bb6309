/// The shape of a bordered button's box (SwiftUI's `ButtonBorderShape`,
/// `buttonBorderShape(_:)`, APR1). A terminal box has round corners
/// (`╭╮╰╯`, BTN1) or square ones (`┌┐└┘`): a rounded rectangle of radius
/// under one cell is drawn with square corners; every other shape —
/// `.automatic`, `.capsule`, `.circle`, `.roundedRectangle` — with round
/// ones, the nearest a box of cells comes to them.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind

    /// The style's own shape (a rounded box).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule (a rounded box).
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (a rounded box).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of the system's radius (a rounded box).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle of `radius`: square corners under one cell, round ones from one cell.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// Whether the box is drawn with square corners (`┌┐└┘`).
    var hasSquareCorners: Bool {
        if case .roundedRectangle(let radius?) = kind { return !(radius >= 1) }
        return false
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The shape of bordered buttons' boxes below (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the shape of the boxes of bordered buttons below this view (APR1).
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
