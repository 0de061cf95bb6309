/// A property that reads a value of the view's environment, as in
/// SwiftUI: `@Environment(\.horizontalSizeClass) private var sizeClass`.
///
/// The graph fills it in before the view's `body` runs, with what the view
/// inherits at its place. A view that reads the environment is resolved
/// again when the graph is laid out at a size with other size classes.
/// Outside a graph it reads the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// The value read when the view was installed.
    var content: Value?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value (read-only).
    public var wrappedValue: Value {
        if let content { return content }
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let environment = pointer.assumingMemoryBound(to: Self.self)
        environment.pointee.content = EnvironmentValues(installer.environment)[keyPath: environment.pointee.keyPath]
    }

    static var _keepsState: Bool { false }
}

/// An environment property of a sendable value is sendable, as in SwiftUI.
extension Environment: @unchecked Sendable where Value: Sendable {}
