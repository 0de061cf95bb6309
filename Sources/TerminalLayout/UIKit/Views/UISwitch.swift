import Foundation

/// UIKit's switch (UIV1): drawn as SwiftUI's `Toggle` in its switch style, without a label;
/// Return or Space flips it and sends `.valueChanged`. Its intrinsic size is the toggle's.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// The colour of the track when on.
    open var onTintColor: UIColor?

    /// The colour of the thumb (kept).
    open var thumbTintColor: UIColor?

    /// A switch, off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A switch from an archive: here, one that is off.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off (sends nothing, as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The toggle's size.
    open override var intrinsicContentSize: CGSize {
        ViewGraph(Toggle("", isOn: .constant(false)).labelsHidden()).layout(proposal: .unspecified).size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Flipped by a key: the value changed and sent.
    func flip(to on: Bool) {
        guard on != isOn else { return }
        isOn = on
        sendActions(for: .valueChanged)
    }

    package override func terminalContent() -> AnyView {
        AnyView(ZStack {
            super.terminalContent()
            SwitchContent(control: self)
        })
    }
}

/// Internal: a switch drawn as a toggle (UIV1); a count of flips in `@State` has it drawn again.
struct SwitchContent: View {
    let control: UISwitch
    /// When it was made (see `UIViewDrawing.generation`).
    let generation = UIView.drawingGeneration
    @State private var flips = 0

    var body: some View {
        let _ = flips
        Toggle("", isOn: Binding(get: { control.isOn }, set: { on in
            control.flip(to: on)
            flips &+= 1
        }))
        .labelsHidden()
        .tint(control.onTintColor.map { Color(uiColor: $0) })
        .disabled(!control.isEnabled)
    }
}
