import Testing
import TerminalLayout
import TerminalRenderer

/// Shapes made by set operations drawn into cells, filled and stroked
/// (SHP4, PATH1), and SwiftUI code using them as an app writes it.
@Suite struct ShapeSetOperationDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] { drawnLines(view, width, height) }

    @Test("Set operations on shapes in a 10 × 5 frame", arguments: [
        // (0, 0, 10, 5) less (4, 2, 10, 5): rows 0–1 whole, rows 2–4 the
        // four cells left of x = 4.
        ("subtracting, filled", ViewMaker { AnyView(Rectangle().subtracting(Rectangle().offset(x: 4, y: 2)).fill(.red)) }, [
            "██████████",
            "██████████",
            "████      ",
            "████      ",
            "████      ",
        ]),
        ("intersection, filled", ViewMaker { AnyView(Rectangle().intersection(Rectangle().offset(x: 4, y: 2)).fill(.red)) }, [
            "          ",
            "          ",
            "    ██████",
            "    ██████",
            "    ██████",
        ]),
        ("subtracting, the same, is empty", ViewMaker { AnyView(Rectangle().subtracting(Rectangle()).fill(.red)) }, [
            "          ",
            "          ",
            "          ",
            "          ",
            "          ",
        ]),
        // The six-point outline (0,0) (10,0) (10,2) (4,2) (4,5) (0,5), its
        // points at 0.9 × 0.8 a point on the cells' centres: (9, 1.6) → row 2,
        // x 3.6 → column 4.
        ("subtracting, stroked", ViewMaker { AnyView(Rectangle().subtracting(Rectangle().offset(x: 4, y: 2)).stroke(.red)) }, [
            "┌────────┐",
            "│        │",
            "│   ┌────┘",
            "│   │     ",
            "└───┘     ",
        ]),
    ] as [(String, ViewMaker, [String])])
    func frames(_ name: String, _ view: ViewMaker, _ expected: [String]) {
        #expect(draw(view.make(), 10, 5) == expected, "\(name)")
    }

    /// SwiftUI code as an app writes it (iOS 17's shape set operations).
    struct Badge: View {
        var body: some View {
            VStack {
                Circle()
                    .union(Rectangle().offset(x: 5))
                    .fill(.blue)
                Rectangle()
                    .subtracting(Circle())
                    .stroke(.red, lineWidth: 2)
                Capsule()
                    .symmetricDifference(Ellipse().scale(0.5), eoFill: true)
                    .fill(.green, style: FillStyle(eoFill: true))
                RoundedRectangle(cornerRadius: 4)
                    .intersection(Circle().offset(x: 3, y: 1))
                    .lineSubtraction(Rectangle().scale(0.5))
                    .stroke(.tint)
                Rectangle().lineIntersection(Circle())
            }
        }
    }

    @Test func swiftUICodeUsingSetOperationsCompilesAndDraws() {
        let lines = draw(Badge(), 20, 30)
        #expect(lines.joined().contains("█"))
        let path = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
            .union(Path(ellipseIn: CGRect(x: 2, y: 2, width: 4, height: 4)))
            .normalized(eoFill: false)
        #expect(path.contains(CGPoint(x: 5, y: 4)) && !path.contains(CGPoint(x: 5.5, y: 0.5)))
    }
}
