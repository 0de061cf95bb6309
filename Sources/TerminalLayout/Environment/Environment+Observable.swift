// As `import SwiftUI` does, `import TerminalLayout` brings Observation's
// `@Observable`, `Observable` and `withObservationTracking`.
@_exported import Observation

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that a view
    /// above set with `environment(_:)`, as in SwiftUI:
    /// `@Environment(Library.self) private var library`.
    ///
    /// Without one above the view, resolving the view stops the program
    /// with SwiftUI's message: "No Observable object of type Library found.
    /// A View.environment(_:) for Library may be missing as an ancestor of
    /// this view." A body that reads the object's properties is evaluated
    /// again when they change (Observation).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[observable: ObservableObjectKey<Value>()])
    }

    /// Reads the `@Observable` object of type `objectType` set above the
    /// view, or `nil` if none was: `@Environment(Library.self) private var library: Library?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableObjectKey<T>()])
    }
}

nonisolated extension View {
    /// Places an `@Observable` object in the environment of this view and
    /// the views inside it, as in SwiftUI: they read it with
    /// `@Environment(Library.self)`. One object per type: an inner one
    /// hides an outer one; `nil` removes it.
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values[ObservableObjectKey<T>.self] = object
            resolved = values.resolved
        })
    }
}

/// Internal: the environment key of the observable object of type `T`
/// (and, as a value, the argument of the key paths `Environment` reads it by).
struct ObservableObjectKey<T: AnyObject & Observable>: EnvironmentKey, Hashable {
    static var defaultValue: T? { nil }
}

extension EnvironmentValues {
    /// The observable object of type `T` set above, or a fatal error naming the type.
    subscript<T: AnyObject & Observable>(observable key: ObservableObjectKey<T>) -> T {
        guard let object = self[ObservableObjectKey<T>.self] else {
            fatalError("No Observable object of type \(T.self) found. "
                       + "A View.environment(_:) for \(T.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// The observable object of type `T` set above, or `nil`.
    subscript<T: AnyObject & Observable>(optionalObservable key: ObservableObjectKey<T>) -> T? {
        self[ObservableObjectKey<T>.self]
    }
}
