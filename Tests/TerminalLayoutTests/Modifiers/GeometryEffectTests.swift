import Testing
@testable import TerminalLayout

/// `GeometryEffect` (GEF1): a translation moves the drawing, never the layout.
struct GeometryEffectTests {
    /// Moves the drawing by a fixed amount.
    struct Shift: GeometryEffect {
        var move: CGSize
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(move.width, move.height) }
            set { move = CGSize(width: newValue.first, height: newValue.second) }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: move.width, y: move.height))
        }
    }

    /// Moves the drawing right by its own width.
    struct ByOwnWidth: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width, y: 0))
        }
    }

    /// Scales the drawing (with a translation that goes with it).
    struct Scale: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0))
        }
    }

    /// "ab", "cd" (the modified one), "ef" in a column at the top leading corner, 8 × 4.
    static func column(_ effect: some GeometryEffect) -> [String] {
        textFrame(VStack(alignment: .leading, spacing: 0) {
            Text("ab")
            Text("cd").modifier(effect)
            Text("ef")
        }, width: 8, height: 4)
    }

    @Test("A translation moves the drawing; the texts around stay",
          arguments: [
              (CGSize(width: 0, height: 0), ["ab", "cd", "ef", ""]),
              (CGSize(width: 3, height: 0), ["ab", "   cd", "ef", ""]),
              (CGSize(width: 1, height: 2), ["ab", "", "ef", " cd"]),
              (CGSize(width: 4, height: -1), ["ab  cd", "", "ef", ""]),
          ])
    func translation(_ move: CGSize, _ expected: [String]) {
        #expect(Self.column(Shift(move: move)) == expected)
        // `ignoredByLayout()` draws the same.
        #expect(Self.column(Shift(move: move).ignoredByLayout()) == expected)
    }

    @Test("The layout does not change: the node keeps its frame, the text inside is moved")
    func layoutUnchanged() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("ab").id("a")
            Text("cd").modifier(Shift(move: CGSize(width: 2, height: 1))).id("c")
            Text("ef").id("e")
        }
        let result = lay(view, 8, 4)
        #expect(result.frame(for: "c") == CGRect(x: 0, y: 1, width: 2, height: 1))
        #expect(result.frame(for: "e") == CGRect(x: 0, y: 2, width: 2, height: 1))
        let text = result.placements.first { if case .text(let t) = $0.kind { t.lines == ["cd"] } else { false } }
        #expect(text?.frame == CGRect(x: 2, y: 2, width: 2, height: 1))
    }

    @Test("effectValue is given the view's size: moved by its own width")
    func givenSize() {
        #expect(Self.column(ByOwnWidth()) == ["ab", "  cd", "ef", ""])
    }

    @Test("A projection that is not only a translation leaves the drawing where it is laid out")
    func notATranslation() {
        #expect(Self.column(Scale()) == ["ab", "cd", "ef", ""])
    }

    @Test("ignoredByLayout keeps the base's animatable data")
    func ignoredByLayoutData() {
        var effect = Shift(move: .zero).ignoredByLayout()
        effect.animatableData = AnimatablePair(3, 1)
        #expect(effect.base.move == CGSize(width: 3, height: 1))
        #expect(effect.effectValue(size: .zero).m31 == 3)
    }
}

/// `projectionEffect(_:)` (GEF1): a translation moves the drawing, as a geometry effect's.
struct ProjectionEffectTests {
    @Test("A translation moves the drawing; any other projection leaves it",
          arguments: [
              (ProjectionTransform(CGAffineTransform(translationX: 3, y: 1)), ["ab", "", "ef cd"]),
              (ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)), ["ab", "cd", "ef"]),
              (ProjectionTransform(), ["ab", "cd", "ef"]),
              // A 3D translation's x and y, through QuartzCore's matrix (QTZ1); its z is dropped.
              (ProjectionTransform(CATransform3DMakeTranslation(3, 1, 7)), ["ab", "", "ef cd"]),
              (ProjectionTransform(CATransform3DRotate(CATransform3DIdentity, .pi / 4, 1, 0, 0)), ["ab", "cd", "ef"]),
          ])
    func projection(_ transform: ProjectionTransform, _ expected: [String]) {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("ab")
            Text("cd").projectionEffect(transform)
            Text("ef")
        }
        #expect(textFrame(view, width: 8, height: 3) == expected)
    }
}
