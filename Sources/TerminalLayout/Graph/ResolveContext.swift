/// Internal: the inherited values a view sees while it is resolved.
struct ResolvedEnvironment: Equatable {
    /// The stack orientation of the nearest enclosing layout (SP3); `nil`
    /// outside one-dimensional layouts and in background/overlay content.
    var stackOrientation: Axis?
    /// From `foregroundColor(_:)` / `foregroundStyle(_:)`.
    var foregroundColor: Color?
    /// From `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)`: the
    /// secondary and tertiary levels (`nil`: the foreground, dim; STYLE1).
    var secondaryStyle: Color?
    var tertiaryStyle: Color?
    /// From `backgroundStyle(_:)`: what the `.background` style draws.
    var backgroundStyle: Color?
    /// From `font(_:)`.
    var font: Font?
    /// From `lineLimit(_:)`.
    var lineLimit: Int?
    /// From `lineLimit(_:reservesSpace:)` and a range's lower bound: the
    /// lines text takes room for, however few it has.
    var reservedLines: Int?
    /// From `multilineTextAlignment(_:)`.
    var textAlignment: TextAlignment = .leading
    /// From `bold()`.
    var isBold = false
    /// From `cornerRadius(_:)`.
    var cornerRadius: CGFloat = 0
    /// From `textCase(_:)`.
    var textCase: Text.Case?
    /// From `truncationMode(_:)`.
    var truncationMode: Text.TruncationMode = .tail
    /// From `redacted(reason:)` / `unredacted()` (RED1).
    var redactionReasons: RedactionReasons = []
    /// From `privacySensitive(_:)`: text redacted under the `.privacy` reason (RED1).
    var isPrivacySensitive = false
    /// `EnvironmentValues.layoutDirection`: the nodes resolved under
    /// `.rightToLeft` have their children's x positions flipped (RTL1).
    var layoutDirection: LayoutDirection = .leftToRight
    /// From `tint(_:)`: the colour of a focused `Button`'s box.
    var tint: Color?
    /// From `labelsHidden()`: a `Toggle` shows its box alone.
    var labelsHidden = false
    /// From `scrollIndicators(_:axes:)`: the visibility asked for and the
    /// axes it was asked for (`nil`: as each scroll view says).
    var scrollIndicators: ScrollIndicatorSetting?
    /// The axes the nearest enclosing `ScrollView` scrolls (lazy stacks
    /// along them make their rows on demand); none outside a scroll view
    /// and in a `GeometryReader`'s content.
    var scrollAxes: Axis.Set = []
    /// `EnvironmentValues.horizontalSizeClass` / `verticalSizeClass`: set at
    /// the root from the graph's size (rule SZ1), or by `environment(_:_:)`.
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
    /// Values of `EnvironmentKey`s set with `environment(_:_:)` (nil: none).
    var custom: EnvironmentStorage?
}

/// Internal: what resolution knows at one point of the view tree.
///
/// A context is copied at every step of resolution, so it is kept small
/// (40 bytes, one reference that is usually nil): the inherited values live
/// in the builder's store (`GraphBuilder.environments`) and the context
/// holds their index; changing them stores a new set of values.
struct ResolveContext {
    /// The identity path so far.
    var path: NodeKey
    /// Where the inherited values are in the builder's store.
    private var environmentIndex: Int32
    /// How deeply nested the current view is.
    var depth: Int32
    /// The builder collecting nodes, unretained: it outlives every context
    /// of its update, and contexts are copied on every step of resolution.
    /// (Calls that every view makes — `node`, `resolve` — go through a
    /// guaranteed reference: an `unowned(unsafe)` one was retained and
    /// released around each.)
    let unmanagedBuilder: Unmanaged<GraphBuilder>
    var builder: GraphBuilder { unmanagedBuilder.takeUnretainedValue() }
    /// The content of the `ViewModifier` whose body is being resolved.
    var modifierContent: ModifierContentBox? = nil

    init(path: NodeKey, environment: ResolvedEnvironment, depth: Int32, builder: GraphBuilder) {
        self.path = path
        self.depth = depth
        self.unmanagedBuilder = .passUnretained(builder)
        self.environmentIndex = builder.store(environment, replacing: nil)
    }

    /// A context whose inherited values are the set the builder stores at
    /// `environmentIndex` (one a builder kept through `reset`).
    init(path: NodeKey, storedEnvironment environmentIndex: Int32, depth: Int32, builder: GraphBuilder) {
        precondition(environmentIndex >= 0 && Int(environmentIndex) < builder.environments.count,
                     "no inherited values stored at \(environmentIndex)")
        self.path = path
        self.depth = depth
        self.unmanagedBuilder = .passUnretained(builder)
        self.environmentIndex = environmentIndex
    }

    /// The builder's node for `key` (`GraphBuilder.node(_:behavior:rightToLeft:)`),
    /// in this context's layout direction.
    @inline(__always)
    func node<B: NodeBehavior>(_ key: NodeKey, behavior: B) -> Node {
        unmanagedBuilder._withUnsafeGuaranteedRef { builder in
            let rightToLeft = builder.environments.pointer(Int(environmentIndex)).pointee.layoutDirection == .rightToLeft
            return builder.node(key, behavior: behavior, rightToLeft: rightToLeft)
        }
    }

    /// Whether this context's layout direction is `.rightToLeft` (RTL1).
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

    /// Resolves `view` in `context` (`GraphBuilder.resolve(_:_:into:)`).
    @inline(__always)
    func resolve<V: View>(_ view: V, _ context: ResolveContext, into elements: inout [Node]) {
        unmanagedBuilder._withUnsafeGuaranteedRef { $0.resolve(view, context, into: &elements) }
    }

    /// The inherited values.
    var environment: ResolvedEnvironment {
        _read { yield unmanagedBuilder._withUnsafeGuaranteedRef { $0.environments.pointer(Int(environmentIndex)) }.pointee }
        set { environmentIndex = builder.store(newValue, replacing: environmentIndex) }
    }

    func appending(_ component: IdentityComponent) -> ResolveContext {
        var copy = self
        copy.path = path.appending(component)
        return copy
    }
}

/// Internal: a view that resolves itself into nodes instead of through a
/// `body`. Every built-in view and modifier is one.
protocol PrimitiveView {
    /// Appends the nodes this view produces (zero, one or many) to `elements`.
    func _resolve(_ context: ResolveContext, into elements: inout [Node])
}
