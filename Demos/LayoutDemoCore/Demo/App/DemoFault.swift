import TerminalLayout
#if canImport(Glibc)
import Glibc
#endif

/// A fault the interactive demo can be asked to have, for the tests of what the terminal looks
/// like after a crash or during a slow frame (`layout-demo --test-fault trap|slow|allocating`,
/// a hidden option). It strikes inside a custom layout, in the first layout pass after a key.
public enum DemoFault: String, CaseIterable, Sendable {
    /// `fatalError` in `sizeThatFits`: the process traps.
    case trap
    /// Every frame laid out takes 3 s more (`sizeThatFits` sleeps, once a frame).
    case slow
    /// Every frame laid out takes 3 s more, spent allocating and freeing memory, so that a
    /// signal then almost always interrupts `malloc` with its lock held (as it can in any
    /// frame): a handler that allocates, or makes type metadata, waits for that lock forever.
    case allocating

    /// The message of the deliberate trap.
    public static let trapMessage = "deliberate trap in a test layout (layout-demo --test-fault trap)"
    /// How long a slow layout pass sleeps, in milliseconds.
    public static let slowMilliseconds = 3_000
}

/// Whether the fault strikes yet. A class, so that layouts holding it stay equal across updates.
final class FaultSwitch {
    let fault: DemoFault
    var isArmed = false
    /// Set once a frame has been slowed down (a layout measures its child more than once, and
    /// the host may lay a frame out twice to show its counts): a slow frame is slow once.
    /// The host clears it when the frame is drawn.
    var isPaused = false
    init(_ fault: DemoFault) { self.fault = fault }
}

/// A layout around the demo's root that lays out its one view as is, unless its fault is armed.
struct FaultLayout: Layout {
    let fault: FaultSwitch

    /// `root` inside a `FaultLayout` when there is a fault, else `root`.
    static func wrap(_ root: AnyView, _ fault: FaultSwitch?) -> AnyView {
        guard let fault else { return root }
        return AnyView(FaultLayout(fault: fault) { root })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if fault.isArmed && !fault.isPaused {
            switch fault.fault {
            case .trap: fatalError(DemoFault.trapMessage)
            case .slow:
                fault.isPaused = true
                usleep(useconds_t(DemoFault.slowMilliseconds * 1000))
            case .allocating:
                fault.isPaused = true
                allocate(forMilliseconds: DemoFault.slowMilliseconds)
            }
        }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// Allocates and frees blocks of 4–64 KiB (above glibc's per-thread cache, below its
    /// `mmap` threshold: each one takes the arena's lock) for `milliseconds`.
    private func allocate(forMilliseconds milliseconds: Int) {
        var now = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &end)
        end.tv_sec += milliseconds / 1000
        end.tv_nsec += (milliseconds % 1000) * 1_000_000
        if end.tv_nsec >= 1_000_000_000 { end.tv_sec += 1; end.tv_nsec -= 1_000_000_000 }
        var size = 4096
        repeat {
            for _ in 0..<1000 {
                let block = malloc(size)
                free(block)
                size = size >= 65_536 ? 4096 : size + 4096
            }
            clock_gettime(CLOCK_MONOTONIC, &now)
        } while now.tv_sec < end.tv_sec || (now.tv_sec == end.tv_sec && now.tv_nsec < end.tv_nsec)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
