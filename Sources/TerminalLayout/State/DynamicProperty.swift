/// A stored property of a view that the graph updates before the view's
/// `body` runs, as in SwiftUI: `State`, `Binding`, `Environment`, and your
/// own structs that contain them.
///
/// The graph finds a view's dynamic properties by its type's field
/// metadata (once per view type, see `DynamicPropertyCache`), installs
/// their storage (a `State`'s box kept with the view's identity, an
/// `Environment`'s value) and then calls `update()` on each property of
/// your own type, innermost first.
public protocol DynamicProperty {
    /// Called before the view's `body` is evaluated, after the property's
    /// own dynamic properties were installed.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}

    /// Calls `update()` on the value of this type at `pointer`.
    static func _update(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.update()
    }
}

/// Internal: a dynamic property the graph fills in itself (`State`,
/// `Environment`); the rest are walked into and updated.
protocol InstalledProperty: DynamicProperty {
    /// Fills in the value of this type at `pointer` (a field of a view
    /// value about to run its `body`).
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller)
    /// Whether the property keeps a box in its view's `StateTable` entry.
    static var _keepsState: Bool { get }
}
