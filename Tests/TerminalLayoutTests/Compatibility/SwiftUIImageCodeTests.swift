import Testing
import TerminalLayout

// Image code in the style of published SwiftUI packages (AlertToast's
// icons, PopupView's backgrounds, Xcode's generated asset symbols),
// compiled unchanged but for the import (IMG4).

/// An asset symbol as Xcode generates it.
private extension ImageResource {
    static let logo = ImageResource(name: "logo", bundle: .main)
}

/// A toast: a tinted symbol beside its title, as AlertToast draws one.
private struct Toast: View {
    var title: String
    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: "checkmark").renderingMode(.template).foregroundColor(.green)
            Text(title)
        }
    }
}

/// A popup's tiled backdrop, its logo and a drawn separator.
private struct Popup: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toast(title: "Saved")
            Image(decorative: "logo")
                .resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)
                .interpolation(.high)
                .antialiased(true)
                .frame(width: 3, height: 1)
            Label("Logo", image: .logo)
            Image(.logo).renderingMode(.original).allowedDynamicRange(.standard)
            Image(size: CGSizeMake(4, 1), label: Text("Separator")) { context in
                context.fill(Path(CGRectMake(0, 0, 4, 1)), with: .color(.blue))
            }
        }
    }
}

@Suite struct SwiftUIImageCodeTests {
    @Test("AlertToast/PopupView-style image code lays out as written")
    func popup() {
        #expect(textFrame(Popup(), width: 10, height: 6) == ["✓ Saved", "□□□", "□ Logo", "□", "", ""])
        let result = lay(Popup(), 10, 6)
        let texts: [TextPlacement] = result.placements.compactMap { if case .text(let t) = $0.kind { t } else { nil } }
        #expect(texts.first { $0.lines == ["✓"] }?.foreground == .green)
        let drawn = result.placements.first { if case .canvas = $0.kind { true } else { false } }
        #expect(drawn?.frame == CGRect(x: 0, y: 4, width: 4, height: 1))
    }
}
