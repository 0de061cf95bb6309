import Foundation

/// UIKit's visual effect: what a `UIVisualEffectView` does to what is behind it.
@MainActor
open class UIVisualEffect: NSObject {
    /// The material a terminal draws the effect as (see `UIVisualEffectView`); none: nothing.
    var material: Material? { nil }
}

/// UIKit's blur: what is behind the view, blurred — drawn in a terminal as SwiftUI's
/// material of the same thickness (`.systemThinMaterial` as `.thinMaterial`, STYLE1), the
/// other styles as `.regularMaterial`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var material: Material? {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThin
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: .thin
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: .thick
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
        default: .regular
        }
    }

    /// The styles of blur.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// UIKit's vibrancy: content made vivid over a blur — drawn as its blur's material.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it is over.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        super.init()
    }

    override var material: Material? { blurEffect.material }
}

/// The styles of vibrancy (kept: drawn as the blur).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// UIKit's visual effect view — the `BlurView` SwiftUI apps wrap in a `UIViewRepresentable`
/// (UIV1): its effect drawn as a material filling its bounds, its `contentView`'s subviews
/// over it. It has no intrinsic size: it takes the size it is proposed.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect; `nil` draws no material.
    open var effect: UIVisualEffect?

    /// The view that holds the effect view's content, sized with it.
    public let contentView: UIView

    /// An effect view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view from an archive: here, one with no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The material, over the background colour.
    package override func terminalContent() -> AnyView {
        guard let material = effect?.material else { return super.terminalContent() }
        return AnyView(ZStack {
            super.terminalContent()
            _ShapeStyleView(style: StyleBox(material))
        })
    }
}
