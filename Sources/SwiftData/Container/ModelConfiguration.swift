/// Where and how a container stores its models, as in SwiftData: in memory only, or in a file.
///
/// The default file is `default.store` (or `<name>.store`) in the application's data directory:
/// `$XDG_DATA_HOME/<executable>/`, else `~/.local/share/<executable>/`. The file is JSON: each
/// entity's models, their `Codable` attributes, their relationships by identifier.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name (`default` unless given).
    public let name: String
    /// The schema, if given here rather than to the container.
    public let schema: Schema?
    /// The file the models are stored in (unused in memory).
    public let url: URL
    /// Whether nothing is written: the models live as long as the container.
    public let isStoredInMemoryOnly: Bool
    /// Whether `save()` may write.
    public let allowsSave: Bool

    /// A configuration stored in the default file for `name`, or in memory only (the group
    /// container and CloudKit database are accepted).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        let name = name ?? "default"
        self.init(name: name, schema: schema, url: Self.defaultDirectory.appendingPathComponent("\(name).store"),
                  isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
    }

    /// A configuration stored in the file at `url` (the CloudKit database is accepted).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }

    private init(name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool) {
        self.name = name
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// `$XDG_DATA_HOME/<executable>`, else `~/.local/share/<executable>`.
    static var defaultDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        return base.appendingPathComponent(executable.isEmpty ? "app" : executable)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.schema === rhs.schema
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }
}
