/// A modifier that can be animated (SwiftUI's, deprecated since iOS 17 in favour of
/// `Animatable` on a `ViewModifier`): still what published packages write to run code as an
/// animation moves. Here it is `Animatable` and `ViewModifier` together, as in SwiftUI; the
/// engine moves frames, not modifiers' data (ANIM1), so `animatableData` is set only where
/// keyframes interpolate it (ANIM3).
@MainActor @preconcurrency public protocol AnimatableModifier: Animatable, ViewModifier {}
