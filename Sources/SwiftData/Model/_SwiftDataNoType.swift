/// Internal to `@Model`: the type of the placeholder each persisted property's init accessor
/// initializes (the value itself lives in the backing store).
public struct _SwiftDataNoType: Sendable {
    public init() {}
}
