import CoreGraphics
import Foundation

/// Core Animation's layer, as UIKit code in SwiftUI apps styles a view through it —
/// `view.layer.cornerRadius = 8`, `layer.borderWidth`, `layer.borderColor` (QTZ1).
///
/// A terminal draws a `UIView`'s layer as its border (UIV1 in `TerminalLayout`): a
/// `borderWidth` above 0 draws a box round the view in `borderColor`, with round corners
/// when `cornerRadius` is above 0; `backgroundColor` fills the view when the view has no
/// background colour of its own; `isHidden` and an `opacity` of 0 hide it. Shadows,
/// masks and sublayers' contents are kept, not drawn.
open class CALayer: NSObject, @unchecked Sendable {
    /// The layer's rectangle in its superlayer.
    open var frame: CGRect = .zero
    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The radius of the corners: above 0, a border is drawn with round corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the corners (kept).
    open var masksToBounds = false
    /// The border's width: above 0, a border is drawn.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The layer's fill.
    open var backgroundColor: CGColor?
    /// The layer's opacity: 0 hides it.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The shadow's colour (kept).
    open var shadowColor: CGColor?
    /// The shadow's opacity (kept).
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius (kept).
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset (kept).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's shape (kept).
    open var shadowPath: CGPath?
    /// A layer masking this one (kept).
    open var mask: CALayer?
    /// The layer's content (kept).
    open var contents: Any?
    /// The layer's z position (kept).
    open var zPosition: CGFloat = 0

    /// The layers in this one, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is in.
    open private(set) weak var superlayer: CALayer?

    /// A layer.
    public override init() {
        super.init()
    }

    /// Adds `layer` in front of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Inserts `layer` among the sublayers at `index`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }
}
