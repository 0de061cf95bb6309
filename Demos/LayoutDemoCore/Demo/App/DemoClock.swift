#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock the demo times frames and animations with.
public enum DemoClock {
    /// Seconds since an arbitrary fixed point (`CLOCK_MONOTONIC`): only differences mean anything.
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
