import Foundation
import Testing
@testable import TerminalLayout

/// `UIView`'s hierarchy, autoresizing and layout calls (UIV1): what a representable's
/// `makeUIView` builds and the package draws.
@MainActor
struct UIViewTests {
    @Test("Subviews are added, reordered, found by tag and removed as in UIKit")
    func hierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let a = UIView(), b = UIView(), c = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map(\.tag) == [1, 3, 2])
        root.bringSubviewToFront(a)
        #expect(root.subviews.map(\.tag) == [3, 2, 1])
        root.sendSubviewToBack(b)
        #expect(root.subviews.map(\.tag) == [2, 3, 1])
        #expect(root.viewWithTag(3) === c)
        #expect(c.superview === root)
        #expect(c.isDescendant(of: root))
        // Adding a view elsewhere takes it from its superview.
        a.addSubview(c)
        #expect(root.subviews.map(\.tag) == [2, 1])
        #expect(c.superview === a)
        #expect(root.viewWithTag(3) === c)
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(a.subviews.isEmpty)
        #expect(root.viewWithTag(3) == nil)
    }

    /// A subview at (2, 1, 4 × 2) in a 10 × 5 view, with `mask`, after the view grows to
    /// 16 × 8: each flexible part of an axis takes an equal share of the 6 (3) more.
    @Test("A subview follows its superview's size by its autoresizing mask", arguments: [
        (UIView.AutoresizingMask(), CGRect(x: 2, y: 1, width: 4, height: 2)),
        (UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]), CGRect(x: 2, y: 1, width: 10, height: 5)),
        (UIView.AutoresizingMask([.flexibleLeftMargin]), CGRect(x: 8, y: 1, width: 4, height: 2)),
        (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 5, y: 1, width: 4, height: 2)),
        (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]), CGRect(x: 5, y: 1, width: 7, height: 2)),
        (UIView.AutoresizingMask([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]), CGRect(x: 2, y: 2, width: 4, height: 3)),
    ] as [(UIView.AutoresizingMask, CGRect)])
    func autoresizing(_ mask: UIView.AutoresizingMask, _ expected: CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let child = UIView(frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        child.autoresizingMask = mask
        root.addSubview(child)
        root.frame = CGRect(x: 0, y: 0, width: 16, height: 8)
        #expect(child.frame == expected)
    }

    @Test("layoutSubviews runs once after a change of size, when the view is laid out")
    func layoutSubviewsAfterResize() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame = CGRect(x: 1, y: 1, width: 4, height: 4)  // moved, same size
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.bounds = CGRect(x: 0, y: 0, width: 6, height: 4)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        #expect(view.frame.origin == CGPoint(x: 1, y: 1))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test("Hugging and compression resistance are UIKit's by default and kept per axis")
    func priorities() {
        let view = UIView(), label = UILabel()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 1000)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
    }

    @Test("A label's intrinsic size is its text's", arguments: [
        ("Hello", 1, CGSize(width: 5, height: 1)),
        ("one\ntwo three", 0, CGSize(width: 9, height: 2)),
        ("", 1, CGSize.zero),
    ])
    func labelIntrinsicSize(_ text: String, _ lines: Int, _ expected: CGSize) {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        #expect(label.intrinsicContentSize == expected)
    }

    @Test("A plain view has no intrinsic size; a spinner has the progress view's")
    func intrinsicSizes() {
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize
                    == ViewGraph(ProgressView()).layout(proposal: .unspecified).size)
        #expect(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)).intrinsicContentSize.width
                    == UIView.noIntrinsicMetric)
    }
}

/// A view that counts its `layoutSubviews()` calls.
@MainActor
final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

extension UIViewTests {
    /// A 6 × 3 view whose layer has `radius` and `width`, drawn: its placements' kinds.
    @Test("A layer's border is drawn as a box, round with a corner radius; none without a width", arguments: [
        (CGFloat(0), CGFloat(1), ShapePlacement.Shape.rectangle),
        (8, 1, .roundedRectangle(cornerRadius: 8)),
        (8, 0, nil),
    ] as [(CGFloat, CGFloat, ShapePlacement.Shape?)])
    func layerBorder(_ radius: CGFloat, _ width: CGFloat, _ expected: ShapePlacement.Shape?) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
        view.layer.cornerRadius = radius
        view.layer.borderWidth = width
        view.layer.borderColor = UIColor.red.cgColor
        let result = lay(UIViewDrawing(view: view), 6, 3)
        let shapes = result.placements.compactMap { placement -> ShapePlacement? in
            if case .shape(let shape) = placement.kind { shape } else { nil }
        }
        #expect(shapes.map(\.shape) == (expected.map { [$0] } ?? []))
        #expect(shapes.first?.stroke == (expected == nil ? nil : Color(cgColor: UIColor.red.cgColor)))
    }

    @Test("A hidden layer, or one of opacity 0, hides its view")
    func hiddenLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = .red
        #expect(lay(UIViewDrawing(view: view), 4, 2).placements.contains { $0.kind == .color(Color(uiColor: .red)) })
        view.layer.opacity = 0
        #expect(!lay(UIViewDrawing(view: view), 4, 2).placements.contains { $0.kind == .color(Color(uiColor: .red)) })
    }
}
