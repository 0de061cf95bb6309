/// A type that identifies an alignment guide and gives its default value.
///
/// Define a custom guide as in SwiftUI:
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum OneThird: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
///     }
///     static let oneThird = HorizontalAlignment(OneThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the explicit value of the `n`-th child (0-based, counting only
    /// children that have one) into the container's value (A3).
    ///
    /// The default keeps the running mean of the children's values, as
    /// SwiftUI does for custom guides. Built-in frame guides do not
    /// propagate; the first text baseline keeps the minimum (top-most) and
    /// the last text baseline the maximum (bottom-most).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Keeps the running mean of the children's explicit values (A3).
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = parentValue ?? 0
        parentValue = previous + (childValue - previous) / CGFloat(n + 1)
    }
}

/// Internal marker: the built-in frame guides (leading, center, trailing,
/// top, center, bottom), whose explicit values never propagate out of a
/// multi-child container (A3, U5).
protocol FrameAlignmentID: AlignmentID {
    /// Where the guide sits along its axis.
    static var position: FramePosition { get }
}

/// Internal: where a built-in frame guide sits along its axis.
enum FramePosition {
    /// Leading or top: 0.
    case start
    /// Center: half the length.
    case center
    /// Trailing or bottom: the length.
    case end

    /// The guide's default value for a view of `length` along the axis
    /// (the same arithmetic as the guides' `defaultValue(in:)`).
    @inline(__always)
    func value(in length: CGFloat) -> CGFloat {
        switch self {
        case .start: 0
        case .center: length / 2
        case .end: length
        }
    }
}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// Internal marker: the first text baseline, which combines by taking the
/// minimum — the top-most child's first baseline (A3).
protocol FirstTextBaselineAlignmentID: AlignmentID {}

extension FirstTextBaselineAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? childValue, childValue)
    }
}

/// Internal marker: the last text baseline, which combines by taking the
/// maximum — the bottom-most child's last baseline (A3, L6; Apple defines
/// it as the baseline of the last line, OpenSwiftUI's `min` is wrong here).
protocol LastTextBaselineAlignmentID: AlignmentID {}

extension LastTextBaselineAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}

/// Internal identity of a guide: its `AlignmentID` type and its axis, in
/// four bytes — the type by its index in the process's registry
/// (`AlignmentRegistry`), as SwiftUI's own key is an index — with what is
/// known of the type when it is registered: where a built-in frame guide
/// sits, and how explicit values combine. Compared and hashed as one
/// integer; an `Alignment` is eight bytes, copied and compared as plain
/// data (an `any AlignmentID.Type` and flags took 18 bytes a guide, 42 an
/// alignment, whose odd layout made every frame modifier's value slow to copy).
///
/// ```
///  bits   31 … 5    4 3        2 1            0
///         index     combine    frame position axis
///                   0 custom   0 none          0 horizontal
///                   1 none     1 start         1 vertical
///                   2 min      2 center
///                   3 max      3 end
/// ```
struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    private let bits: UInt32

    init(_ id: any AlignmentID.Type, axis: Axis) {
        bits = AlignmentRegistry.bits(for: id) | (axis == .vertical ? 1 : 0)
    }

    /// The guide's axis.
    var axis: Axis { bits & 1 == 0 ? .horizontal : .vertical }

    /// The guide's `AlignmentID` type.
    var id: any AlignmentID.Type { AlignmentRegistry.type(at: Int(bits >> 5)) }

    /// For the built-in frame guides, where they sit (known when the type
    /// is registered, so reading a default value needs no dynamic cast or call).
    var framePosition: FramePosition? {
        switch (bits >> 1) & 3 {
        case 1: .start
        case 2: .center
        case 3: .end
        default: nil
        }
    }

    /// Whether explicit values of this guide never leave a multi-child container.
    var isFrameGuide: Bool { (bits >> 1) & 3 != 0 }

    /// The guide's index among the built-in ones of its axis, from its bits
    /// alone (no table searched, no static guide read): leading, centre,
    /// trailing 0, 1, 2; top, centre, bottom 0, 1, 2, first and last text
    /// baseline 3 and 4; `nil` for a custom guide (see `BuiltinAlignment`).
    var builtinIndex: UInt8? {
        @inline(__always) get {
            let position = (bits >> 1) & 3
            if position != 0 { return UInt8(truncatingIfNeeded: position - 1) }
            switch (bits >> 3) & 3 {
            case 2: return 3
            case 3: return 4
            default: return nil
            }
        }
    }

    /// Whether the guide is one of the built-in frame or text-baseline
    /// guides (its values are worked out by the engine, not by a type's
    /// `defaultValue(in:)`).
    var isBuiltin: Bool { (bits >> 3) & 3 != 0 }

    /// The guide's default value for a view of these dimensions.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if let framePosition { return framePosition.value(in: dimensions.size[axis]) }
        return id.defaultValue(in: dimensions)
    }

    /// Folds a child's value into the container's, per the guide's rule (A3).
    func combine(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        switch (bits >> 3) & 3 {
        case 1: return
        case 2: parentValue = Swift.min(parentValue ?? childValue, childValue)
        case 3: parentValue = Swift.max(parentValue ?? childValue, childValue)
        default: id._combineExplicit(childValue: childValue, n, into: &parentValue)
        }
    }

    var description: String { "\(id)" }
}

/// Internal: the `AlignmentID` types the process has used, each with the
/// index its guides' keys hold, and what is known of it (see
/// `AlignmentKey`). Types are added on first use (the built-in guides when
/// their static properties are first read), never removed; a lock guards
/// the tables (guides are made once, as static properties, and the type is
/// read back only for custom guides' default values).
enum AlignmentRegistry {
    nonisolated(unsafe) private static var types: [any AlignmentID.Type] = []
    /// Each type's identity and key bits, in registration order (a program
    /// has a handful of guide types: a scan, and no dictionary, whose first
    /// use costs a search of the conformance records).
    nonisolated(unsafe) private static var registered: [(type: ObjectIdentifier, bits: UInt32)] = []
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// The key bits of `id` (all but the axis), registering it if it is new.
    static func bits(for id: any AlignmentID.Type) -> UInt32 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let identity = ObjectIdentifier(id)
        for entry in registered where entry.type == identity { return entry.bits }
        // The built-in guides by identity: a cast to the internal protocols
        // would search the process's conformance records the first time
        // (≈ 0.8M instructions a protocol), and only these types conform.
        var position: UInt32 = 0, combine: UInt32 = 0
        switch identity {
        case ObjectIdentifier(HorizontalAlignment.Leading.self), ObjectIdentifier(VerticalAlignment.Top.self):
            position = 1
        case ObjectIdentifier(HorizontalAlignment.Center.self), ObjectIdentifier(VerticalAlignment.Center.self):
            position = 2
        case ObjectIdentifier(HorizontalAlignment.Trailing.self), ObjectIdentifier(VerticalAlignment.Bottom.self):
            position = 3
        case ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self): combine = 2
        case ObjectIdentifier(VerticalAlignment.LastTextBaseline.self): combine = 3
        default: break
        }
        if position != 0 { combine = 1 }
        precondition(types.count < 1 << 27, "too many alignment guide types")
        let bits = UInt32(types.count) << 5 | combine << 3 | position << 1
        types.append(id)
        registered.append((identity, bits))
        return bits
    }

    /// The type registered at `index`.
    static func type(at index: Int) -> any AlignmentID.Type {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return types[index]
    }
}
