import Foundation

/// UIKit's view, as a `UIViewRepresentable` makes and updates one (UIV1): a rectangle in
/// its superview's coordinates, with a background colour, subviews and an intrinsic size.
///
/// A terminal has no UIKit to draw it, so the package draws it (`UIView+Drawing.swift`):
/// its `backgroundColor` as a box filled with that colour, then its subviews at their
/// frames, recursively — hidden views and views of zero alpha not at all, `clipsToBounds`
/// clipping. A representable gives its view the size the layout placed it at; a change of
/// size resizes the subviews by their `autoresizingMask` and has `layoutSubviews()` called
/// before they are drawn, as UIKit does. What needs UIKit's renderer — layers' shadows,
/// custom `draw(_:)`, Auto Layout's solver — is not drawn. A point is a cell (R1).
///
/// Here it is an `NSObject`, not a `UIResponder`: a responder's `init()` is required (the
/// delegates are made from their classes), which would oblige every view subclass with an
/// initialiser of its own to declare `init()` too.
@MainActor
open class UIView: NSObject {
    /// A view whose frame is `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view from an archive: here, a view with a zero frame.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. A change of size resizes its
    /// subviews by their autoresizing masks and asks for `layoutSubviews()`.
    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            resizeSubviews(from: oldValue.size)
            setNeedsLayout()
        }
    }

    /// The view's rectangle in its own coordinates: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// How the view's frame follows its superview's size.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether a superview resizes this view's subviews when it is resized (UIKit's default: yes).
    open var autoresizesSubviews = true

    /// Whether Auto Layout makes constraints from the autoresizing mask (kept: frames are
    /// what is drawn).
    open var translatesAutoresizingMaskIntoConstraints = true

    /// How content is fitted to the bounds (kept).
    open var contentMode: ContentMode = .scaleToFill

    // MARK: Appearance

    /// The colour the view is filled with; `nil` draws nothing.
    open var backgroundColor: UIColor?

    /// The view's opacity, 0 to 1: 0 draws nothing, the rest is drawn as 1 (a cell is drawn
    /// or not).
    open var alpha: CGFloat = 1

    /// Whether the view and its subviews are drawn: a hidden one is not.
    open var isHidden = false

    /// Whether the view is opaque (kept).
    open var isOpaque = true

    /// Whether the view's subviews are clipped to its bounds.
    open var clipsToBounds = false

    /// The tint colour the view's content uses; none set: its superview's.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor }
        set { ownTintColor = newValue }
    }
    var ownTintColor: UIColor?

    /// Whether the view takes touches (kept: keys go by SwiftUI's focus).
    open var isUserInteractionEnabled = true

    /// A number that names the view among its superview's subviews (`viewWithTag(_:)`).
    open var tag = 0

    // MARK: Hierarchy

    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []

    /// Adds `view` in front of the other subviews (taking it from its superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just behind `siblingSubview` (in front of the others if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Inserts `view` just in front of `siblingSubview` (in front of the others if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    /// Takes the view out of its superview's subviews.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Moves `view`, a subview, in front of the others.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, behind the others.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// This view if its tag is `tag`, else the first subview (depth first) with that tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Told after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Told before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Told after the view was added to a superview or removed from one.
    open func didMoveToSuperview() {}

    // MARK: Layout

    /// The view's natural size from its content alone; `UIView.noIntrinsicMetric` for a
    /// dimension it has none in (a plain view: both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout the intrinsic size changed (it is read at each measurement here).
    open func invalidateIntrinsicContentSize() {}

    /// The size the view would take within `size`: a plain view keeps its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// Positions the subviews: called before the view is drawn after a change of size or a
    /// `setNeedsLayout()`; a plain view does nothing (autoresizing has already happened).
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews()` before the view is next drawn.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Calls `layoutSubviews()` now if it was asked for, then the subviews' `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Whether `layoutSubviews()` is due.
    private var needsLayout = true

    /// Asks for the view to be drawn again (it is drawn at every frame here).
    open func setNeedsDisplay() {}

    /// Draws the view's own content in `rect`: not called (UIKit's renderer is not here).
    open func draw(_ rect: CGRect) {}

    /// The priorities with which the view hugs its intrinsic size, per axis (UIKit's
    /// default, `.defaultLow`).
    private var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// The priorities with which the view resists being smaller than its intrinsic size,
    /// per axis (UIKit's default, `.defaultHigh`).
    private var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) =
        (.defaultHigh, .defaultHigh)

    /// How strongly the view resists growing past its intrinsic size along `axis`.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`
    /// (`UIViewRepresentable` sizing, UIV1).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`
    /// (`UIViewRepresentable` sizing, UIV1).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
    }

    /// Resizes the subviews whose masks say so after the view went from `oldSize` to its
    /// size: each flexible margin or length of an axis takes an equal part of the change.
    private func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let delta = CGSize(width: frame.width - oldSize.width, height: frame.height - oldSize.height)
        for view in subviews where !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            var frame = view.frame
            Self.resize(&frame.origin.x, &frame.size.width, by: delta.width,
                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                   mask.contains(.flexibleRightMargin)))
            Self.resize(&frame.origin.y, &frame.size.height, by: delta.height,
                        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                   mask.contains(.flexibleBottomMargin)))
            view.frame = frame
        }
    }

    /// Shares `delta` equally among the flexible parts of one axis — the leading margin
    /// (moves `origin`), the length, the trailing margin (changes nothing of the frame).
    private static func resize(_ origin: inout CGFloat, _ length: inout CGFloat, by delta: CGFloat,
                               flexible: (leading: Bool, length: Bool, trailing: Bool)) {
        let parts = [flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count
        guard parts > 0, delta != 0 else { return }
        let share = delta / CGFloat(parts)
        if flexible.leading { origin += share }
        if flexible.length { length = Swift.max(0, length + share) }
    }

    // MARK: Responding

    /// Whether the view can become first responder: no (a text field can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the view is first responder: see `UITextField`.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder: refused unless `canBecomeFirstResponder`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up being first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Ends the editing of the text field in this view (or this view): it resigns.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var ended = resignFirstResponder()
        for view in subviews { ended = view.endEditing(force) && ended }
        return ended
    }

    // MARK: Drawing in a terminal

    /// How many times representables updated what they made: part of each drawing's value,
    /// so that a view changed by an update is drawn again (UIV1).
    static var drawingGeneration = 0

    /// The view's layer: its border and corners are drawn (UIV1); the rest is kept.
    open var layer: CALayer {
        if let madeLayer { return madeLayer }
        let made = CALayer()
        madeLayer = made
        return made
    }
    private var madeLayer: CALayer?

    /// What the view draws of its own, under its subviews (UIV1): its background colour
    /// (else its layer's), and its layer's border. Subclasses draw their content over it (a
    /// label its text).
    package func terminalContent() -> AnyView {
        let fill = backgroundColor.map { Color(uiColor: $0) } ?? madeLayer?.backgroundColor.map { Color(cgColor: $0) }
        guard let layer = madeLayer, layer.borderWidth > 0 else {
            return fill.map { AnyView($0) } ?? AnyView(EmptyView())
        }
        let border = layer.borderColor.map { Color(cgColor: $0) } ?? .primary
        // Round corners for any radius: a cell's corner is the smallest there is.
        if layer.cornerRadius > 0 {
            let shape = RoundedRectangle(cornerRadius: layer.cornerRadius)
            return AnyView(ZStack { if let fill { shape.fill(fill) }; shape.stroke(border) })
        }
        return AnyView(ZStack { if let fill { Rectangle().fill(fill) }; Rectangle().stroke(border) })
    }

    /// Whether the view is drawn: not hidden, not transparent, nor its layer.
    var isDrawn: Bool {
        !isHidden && alpha > 0 && !(madeLayer.map { $0.isHidden || $0.opacity <= 0 } ?? false)
    }
}
