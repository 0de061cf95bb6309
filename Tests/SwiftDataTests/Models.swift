// Models as SwiftData apps write them: `import SwiftData` alone.
import SwiftData

@Model
class Book {
    var title: String
    var author: String
    var rating: Int
    var date = Date.now

    init(title: String, author: String, rating: Int) {
        self.title = title
        self.author = author
        self.rating = rating
    }
}

@Model
class User {
    var name: String
    var city: String
    var joinDate: Date
    @Relationship(deleteRule: .cascade) var jobs = [Job]()

    init(name: String, city: String, joinDate: Date) {
        self.name = name
        self.city = city
        self.joinDate = joinDate
    }
}

@Model
class Job {
    var name: String
    var priority: Int
    var owner: User?

    init(name: String, priority: Int, owner: User? = nil) {
        self.name = name
        self.priority = priority
        self.owner = owner
    }
}

/// A relationship whose inverse is written; nullify (the default) on delete.
@Model
final class Team {
    @Attribute(.unique) var name: String
    var score: Int = 0
    @Relationship(inverse: \Player.team) var players: [Player] = []
    @Transient var isExpanded = false

    init(name: String, score: Int = 0) {
        self.name = name
        self.score = score
    }
}

@Model
final class Player {
    var name: String
    var team: Team?
    var nickname: String?

    init(name: String, team: Team? = nil) {
        self.name = name
        self.team = team
    }
}

/// Not Codable: a model holding one cannot be saved to disk.
struct Handle: Equatable {
    var raw: Int
}

@Model
final class Device {
    var label: String
    var handle: Handle

    init(label: String, handle: Handle) {
        self.label = label
        self.handle = handle
    }
}

/// An optional to-many relationship, as CloudKit-ready models declare them.
@Model
final class Trip {
    var name: String
    @Relationship(deleteRule: .cascade) var sights: [Sight]? = []
    var kind: Kind = Kind.city
    var tags: [String] = []
    var notes: String?

    enum Kind: String, Codable { case city, beach }

    init(name: String) { self.name = name }
}

@Model
final class Sight {
    var name: String
    var trip: Trip?

    init(name: String) { self.name = name }
}

/// Its own `id`, as some apps declare one; and `Codable` by hand, as tutorials show.
@Model
final class Note: Codable {
    var id = UUID()
    var text: String
    var pinned = false

    enum CodingKeys: CodingKey { case id, text, pinned }

    init(text: String) { self.text = text }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        text = try container.decode(String.self, forKey: .text)
        pinned = try container.decode(Bool.self, forKey: .pinned)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(pinned, forKey: .pinned)
    }
}

/// Models that are also `Codable`, related to each other (as apps decoding JSON into SwiftData
/// write them): their properties are relationships, not `Codable` attributes.
@Model
final class Member: Codable {
    var name: String
    var friends: [Buddy]
    var best: Buddy?

    enum CodingKeys: CodingKey { case name, friends }

    init(name: String, friends: [Buddy] = []) {
        self.name = name
        self.friends = friends
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        friends = try container.decode([Buddy].self, forKey: .friends)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(friends, forKey: .friends)
    }
}

@Model
final class Buddy: Codable {
    var name: String

    enum CodingKeys: CodingKey { case name }

    init(name: String) { self.name = name }

    required init(from decoder: any Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}

/// What `@Model` makes of `let code: String` and `var name: String`, written out: a `let`
/// becomes a read-only persisted property (an init accessor and a getter, its key path not
/// writable). Apps write the `let` (the Swift 5 mode only warns at accessors on it); this target's
/// Swift 6 mode rejects them, so the expansion is spelled out here.
final class Badge: PersistentModel {
    var code: String {
        @storageRestrictions(accesses: _$backingData, initializes: _code)
        init(initialValue) {
            _$backingData.setValue(forKey: \Badge.code, to: initialValue)
            _code = _SwiftDataNoType()
        }
        get { getValue(forKey: \.code) }
    }
    private var _code: _SwiftDataNoType
    var name: String {
        @storageRestrictions(accesses: _$backingData, initializes: _name)
        init(initialValue) {
            _$backingData.setValue(forKey: \Badge.name, to: initialValue)
            _name = _SwiftDataNoType()
        }
        get { getValue(forKey: \.name) }
        set { setValue(forKey: \.name, to: newValue) }
    }
    private var _name: _SwiftDataNoType
    private var _$backingData = _ModelBackingData()

    init(code: String, name: String) {
        self.code = code
        self.name = name
    }

    var persistentBackingData: _ModelBackingData {
        get { _$backingData }
        set { _$backingData = newValue }
    }

    static var schemaMetadata: [Schema.PropertyMetadata] {
        [Schema.PropertyMetadata(name: "code", keypath: \Badge.code, defaultValue: nil, metadata: nil),
         Schema.PropertyMetadata(name: "name", keypath: \Badge.name, defaultValue: nil, metadata: nil)]
    }

    required init(backingData: _ModelBackingData) {
        _code = _SwiftDataNoType()
        _name = _SwiftDataNoType()
        _$backingData = backingData
    }
}
