import Testing
@testable import TerminalLayout

/// SwiftUI's drawing, pointer and accessibility modifiers a terminal has no
/// use for: accepted, and the layout is the plain view's, placement for
/// placement.
struct DrawingEffectsTests {
    static let screen = ProposedViewSize(width: 30, height: 8)

    static func base() -> some View {
        HStack { Text("ab").id("t"); Color.red.frame(width: 3, height: 2).id("c") }
    }

    nonisolated(unsafe) static let effects: [(String, AnyView)] = [
        ("shadow", AnyView(base().shadow(radius: 2))),
        ("shadow with colour and offset", AnyView(base().shadow(color: .black, radius: 3, x: 1, y: 1))),
        ("blur", AnyView(base().blur(radius: 2))),
        ("colour adjustments", AnyView(base().brightness(0.1).contrast(1.2).saturation(0.5).grayscale(1))),
        ("rotationEffect", AnyView(base().rotationEffect(.degrees(45)).rotationEffect(.degrees(90), anchor: .topLeading))),
        ("scaleEffect", AnyView(base().scaleEffect(1.5).scaleEffect(x: 2, y: 1, anchor: .leading)
            .scaleEffect(CGSize(width: 2, height: 2)))),
        ("groups", AnyView(base().compositingGroup().drawingGroup().geometryGroup()
            .drawingGroup(opaque: true, colorMode: .extendedLinear))),
        ("hit testing", AnyView(base().contentShape(Rectangle()).allowsHitTesting(false))),
        ("help", AnyView(base().help("tip").help(Text("tip")))),
        ("accessibility", AnyView(base().accessibilityLabel("x").accessibilityLabel(Text("x")).accessibilityHint("h")
            .accessibilityValue("v").accessibilityHidden(true).accessibilityIdentifier("i")
            .accessibilityElement(children: .combine).accessibilityAddTraits([.isButton, .isHeader]))),
        ("redaction undone inside", AnyView(base().privacySensitive().unredacted().redacted(reason: .placeholder))),
        ("privacy redaction of nothing private", AnyView(base().redacted(reason: .privacy))),
        ("typography", AnyView(base().italic().underline().strikethrough(true, color: .red).kerning(1).tracking(2)
            .monospacedDigit().lineSpacing(3).minimumScaleFactor(0.5).textSelection(.enabled))),
        ("transition", AnyView(base().transition(.opacity).transition(.asymmetric(insertion: .slide, removal: .scale))
            .transition(.move(edge: .leading).combined(with: .offset(x: 2)).animation(.default)))),
    ]

    @Test("The layout is the plain view's", arguments: effects.indices)
    func layoutUnchanged(_ index: Int) {
        let (name, view) = Self.effects[index]
        let plain = ViewGraph(AnyView(Self.base())).layout(proposal: Self.screen)
        let affected = ViewGraph(view).layout(proposal: Self.screen)
        #expect(affected.placements == plain.placements, "\(name)")
    }

    @Test("A modifier transition applies its identity modifier to the shown view, never the active one (TRN1)",
          arguments: [(false, true, 1.0), (true, false, 0.2)])
    func modifierTransition(_ identityDimmed: Bool, _ activeDimmed: Bool, _ opacity: Double) {
        let view = Self.base().transition(.modifier(active: DimmedForTransition(dimmed: activeDimmed),
                                                    identity: DimmedForTransition(dimmed: identityDimmed)))
        let result = ViewGraph(view).layout(proposal: Self.screen)
        let plain = ViewGraph(AnyView(Self.base())).layout(proposal: Self.screen)
        // The same frames (an opacity node more, at the stack's frame), the text at the identity's opacity.
        #expect(result.frame(for: "t") == plain.frame(for: "t"))
        #expect(result.frame(for: "c") == plain.frame(for: "c"))
        #expect(result.placements.first { $0.id == AnyHashable("t") }?.opacity == opacity)
    }

    @Test("clipShape and mask clip to the frame, as clipped() does", arguments: [0, 1, 2, 3, 4])
    func clipShape(_ shape: Int) {
        func framed<V: View>(_ clip: (AnyView) -> V) -> LayoutResult {
            ViewGraph(clip(AnyView(Color.red.frame(width: 8, height: 4).frame(width: 4, height: 2)))).layout(proposal: Self.screen)
        }
        let clipped = framed { $0.clipped() }
        let shaped = framed { view in
            Group {
                switch shape {
                case 0: view.clipShape(Rectangle())
                case 1: view.clipShape(RoundedRectangle(cornerRadius: 1))
                case 2: view.clipShape(Circle(), style: FillStyle())
                case 3: view.mask { Color.black }
                default: view.mask(Rectangle())
                }
            }
        }
        #expect(shaped.placements.map(\.frame) == clipped.placements.map(\.frame))
        #expect(shaped.placements.map(\.clip) == clipped.placements.map(\.clip))
        #expect(shaped.placements.last?.clip == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("safeAreaPadding insets as padding does", arguments: [0, 1, 2])
    func safeAreaPadding(_ form: Int) {
        let text = Text("ab").id("t")
        let (padded, expected): (AnyView, CGRect) = switch form {
        case 0: (AnyView(text.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0))), CGRect(x: 2, y: 1, width: 2, height: 1))
        case 1: (AnyView(text.safeAreaPadding(.leading)), CGRect(x: 1, y: 0, width: 2, height: 1))
        default: (AnyView(text.safeAreaPadding(3)), CGRect(x: 3, y: 3, width: 2, height: 1))
        }
        #expect(ViewGraph(padded).layout(proposal: .unspecified).frame(for: "t") == expected)
    }

    @Test("fontWeight: bold from semibold up, dim up to light; on Text and on a view", arguments: [
        (Font.Weight.ultraLight, false, true), (.light, false, true), (.regular, false, false), (.medium, false, false),
        (.semibold, true, false), (.bold, true, false), (.black, true, false),
    ])
    func fontWeight(_ weight: Font.Weight, bold: Bool, dim: Bool) {
        let kinds = ViewGraph(VStack { Text("a").fontWeight(weight) }).layout(proposal: Self.screen).placements.map(\.kind)
        #expect(kinds.contains(.text(TextPlacement(lines: ["a"], isBold: bold, isDim: dim))))
        let viewKinds = ViewGraph(VStack { Text("a") }.fontWeight(weight)).layout(proposal: Self.screen).placements.map(\.kind)
        #expect(viewKinds.contains(.text(TextPlacement(lines: ["a"], isBold: bold))))
        // The typography a terminal cannot show leaves the text as it is.
        #expect(Text("a").underline().strikethrough().kerning(1).tracking(1).baselineOffset(2).monospacedDigit().monospaced() == Text("a"))
    }

    @Test("textCase shows text, and measures it, in the case", arguments: [
        (Text.Case.uppercase, "ABC Ä"), (.lowercase, "abc ä"), (nil, "aBc Ä"),
    ] as [(Text.Case?, String)])
    func textCase(_ textCase: Text.Case?, _ shown: String) {
        let result = ViewGraph(VStack { Text("aBc Ä").id("t") }.textCase(textCase)).layout(proposal: Self.screen)
        #expect(result.placements.contains { $0.kind == .text(TextPlacement(lines: [shown])) })
        #expect(result.frame(for: "t")?.width == 5)
        var values = EnvironmentValues()
        values.textCase = textCase
        #expect(values.textCase == textCase)
    }
}

/// A view modifier a `.modifier(active:identity:)` transition is made of.
private struct DimmedForTransition: ViewModifier {
    let dimmed: Bool
    func body(content: Content) -> some View { content.opacity(dimmed ? 0.2 : 1) }
}

/// `transformEffect(_:)` with a translation moves the view as `offset(x:y:)` does.
struct TransformEffectTests {
    @Test("A translation is an offset: the same placements", arguments: [(0.0, 0.0), (3, 1), (-2, 4)])
    func translation(_ x: Double, _ y: Double) {
        let screen = ProposedViewSize(width: 30, height: 8)
        let moved = ViewGraph(DrawingEffectsTests.base().transformEffect(CGAffineTransform(translationX: x, y: y)))
            .layout(proposal: screen)
        let offset = ViewGraph(DrawingEffectsTests.base().offset(x: x, y: y)).layout(proposal: screen)
        #expect(moved.placements.map(\.frame) == offset.placements.map(\.frame))
        // The text, 2 × 1, is centred on the 2-row colour: half a row down, then moved.
        #expect(moved.frame(for: "t") == CGRect(x: x, y: y + 0.5, width: 2, height: 1))
    }

    @Test("A scale, a rotation or a skew leaves every view where it is laid out", arguments: [
        CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(rotationAngle: 1), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 0),
        CGAffineTransform(translationX: .nan, y: 1),
    ])
    func notATranslation(_ transform: CGAffineTransform) {
        let screen = ProposedViewSize(width: 30, height: 8)
        let plain = ViewGraph(DrawingEffectsTests.base()).layout(proposal: screen)
        let affected = ViewGraph(DrawingEffectsTests.base().transformEffect(transform)).layout(proposal: screen)
        #expect(affected.frame(for: "t") == plain.frame(for: "t"))
        #expect(affected.frame(for: "c") == plain.frame(for: "c"))
    }
}
