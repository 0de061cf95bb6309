import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TerminalLayoutMacros

/// SwiftData's `@Model` and its marks, expanded as text.
struct ModelMacroTests {
    static let macros = [
        "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel", "Observable"]),
        "_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self),
        "Attribute": MacroSpec(type: ModelMarkerMacro.self),
        "Relationship": MacroSpec(type: ModelMarkerMacro.self),
        "Transient": MacroSpec(type: ModelMarkerMacro.self),
        "Unique": MacroSpec(type: UniqueMacro.self),
        "ModelActor": MacroSpec(type: ModelActorMacro.self, conformances: ["ModelActor"]),
    ]

    static func check(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                             failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
    }

    @Test("A model: each stored var persisted through the backing store and observed; the schema; the conformance")
    func model() {
        Self.check(#"""
            @Model
            class Book {
                var title: String
                var date = Date.now
                init(title: String) { self.title = title }
            }
            """#, #"""
            class Book {
                var title: String {
                    @storageRestrictions(accesses: _$backingData, initializes: _title)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \Book.title, to: initialValue)
                        _title = SwiftData._SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.title)
                        return self.getValue(forKey: \.title)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \.title) {
                            self.setValue(forKey: \.title, to: newValue)
                        }
                    }
                }

                private var _title: SwiftData._SwiftDataNoType
                var date {
                    @storageRestrictions(accesses: _$backingData, initializes: _date)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \Book.date, to: initialValue)
                        _date = SwiftData._SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.date)
                        return self.getValue(forKey: \.date)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \.date) {
                            self.setValue(forKey: \.date, to: newValue)
                        }
                    }
                }

                private var _date: SwiftData._SwiftDataNoType
                init(title: String) { self.title = title }

                private var _$backingData = SwiftData._ModelBackingData()

                public var persistentBackingData: SwiftData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    [
                        SwiftData.Schema.PropertyMetadata(name: "title", keypath: \Book.title, defaultValue: nil, metadata: nil),
                        SwiftData.Schema.PropertyMetadata(name: "date", keypath: \Book.date, defaultValue: nil, metadata: nil)
                    ]
                }

                public required init(backingData: SwiftData._ModelBackingData) {
                    _title = SwiftData._SwiftDataNoType()
                    _date = SwiftData._SwiftDataNoType()
                    _$backingData = backingData
                }

                private let _$observationRegistrar = Observation.ObservationRegistrar()
            }

            extension Book: SwiftData.PersistentModel, Observation.Observable {
            }
            """#)
    }

    @Test("Marks: @Attribute and @Relationship become the property's metadata; @Transient and static properties stay as written")
    func marks() {
        Self.check(#"""
            @Model
            final class Team {
                #Unique<Team>([\.name])
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade, inverse: \Player.team) var players = [Player]()
                @Transient var isExpanded = false
                static var count = 0
                var initials: String { String(name.prefix(2)) }
                init(name: String) { self.name = name }
            }
            """#, #"""
            final class Team {
                var name: String {
                    @storageRestrictions(accesses: _$backingData, initializes: _name)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \Team.name, to: initialValue)
                        _name = SwiftData._SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.name)
                        return self.getValue(forKey: \.name)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \.name) {
                            self.setValue(forKey: \.name, to: newValue)
                        }
                    }
                }

                private var _name: SwiftData._SwiftDataNoType
                var players {
                    @storageRestrictions(accesses: _$backingData, initializes: _players)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \Team.players, to: initialValue)
                        _players = SwiftData._SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.players)
                        return self.getValue(forKey: \.players)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \.players) {
                            self.setValue(forKey: \.players, to: newValue)
                        }
                    }
                }

                private var _players: SwiftData._SwiftDataNoType
                var isExpanded = false
                static var count = 0
                var initials: String { String(name.prefix(2)) }
                init(name: String) { self.name = name }

                private var _$backingData = SwiftData._ModelBackingData()

                public var persistentBackingData: SwiftData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    [
                        SwiftData.Schema.PropertyMetadata(name: "name", keypath: \Team.name, defaultValue: nil, metadata: SwiftData.Schema.Attribute(.unique)),
                        SwiftData.Schema.PropertyMetadata(name: "players", keypath: \Team.players, defaultValue: nil, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \Player.team))
                    ]
                }

                public required init(backingData: SwiftData._ModelBackingData) {
                    _name = SwiftData._SwiftDataNoType()
                    _players = SwiftData._SwiftDataNoType()
                    _$backingData = backingData
                }

                private let _$observationRegistrar = Observation.ObservationRegistrar()
            }

            extension Team: SwiftData.PersistentModel, Observation.Observable {
            }
            """#)
    }

    @Test("A let: persisted as SwiftData persists it, read-only (an init accessor and a getter), set by init(backingData:)")
    func letProperty() {
        Self.check(#"""
            @Model
            class User {
                let id: UUID
                init(id: UUID) { self.id = id }
            }
            """#, #"""
            class User {
                let id: UUID {
                    @storageRestrictions(accesses: _$backingData, initializes: _id)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \User.id, to: initialValue)
                        _id = SwiftData._SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.id)
                        return self.getValue(forKey: \.id)
                    }
                }

                private var _id: SwiftData._SwiftDataNoType
                init(id: UUID) { self.id = id }

                private var _$backingData = SwiftData._ModelBackingData()

                public var persistentBackingData: SwiftData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    [
                        SwiftData.Schema.PropertyMetadata(name: "id", keypath: \User.id, defaultValue: nil, metadata: nil)
                    ]
                }

                public required init(backingData: SwiftData._ModelBackingData) {
                    _id = SwiftData._SwiftDataNoType()
                    _$backingData = backingData
                }

                private let _$observationRegistrar = Observation.ObservationRegistrar()
            }

            extension User: SwiftData.PersistentModel, Observation.Observable {
            }
            """#)
    }

    @Test("On a struct: an error")
    func notAClass() {
        Self.check(#"""
            @Model
            struct Book {
                var title: String
            }
            """#, #"""
            struct Book {
                var title: String
            }
            """#, diagnostics: [DiagnosticSpec(message: "'@Model' applies to a class", line: 1, column: 1)])
    }

    @Test("A property with an observer: left as written, with a warning")
    func observed() {
        Self.check(#"""
            @Model
            class Note {
                var text = "" {
                    didSet { print(text) }
                }
                init() {}
            }
            """#, #"""
            class Note {
                var text = "" {
                    didSet { print(text) }
                }
                init() {}

                private var _$backingData = SwiftData._ModelBackingData()

                public var persistentBackingData: SwiftData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    []
                }

                public required init(backingData: SwiftData._ModelBackingData) {
                    _$backingData = backingData
                }

                private let _$observationRegistrar = Observation.ObservationRegistrar()
            }

            extension Note: SwiftData.PersistentModel, Observation.Observable {
            }
            """#, diagnostics: [DiagnosticSpec(message: "a property with 'willSet' or 'didSet' is not persisted nor observed by '@Model'; "
                                               + "move the observer's work to the code that sets it, or mark the property '@Transient'",
                                               line: 3, column: 5, severity: .warning)])
    }

    @Test("@ModelActor: a container, an executor over its own context, the init, the conformance")
    func modelActor() {
        Self.check(#"""
            @ModelActor
            actor Importer {
                func run() {}
            }
            """#, #"""
            actor Importer {
                func run() {}

                nonisolated let modelExecutor: any SwiftData.ModelExecutor

                nonisolated let modelContainer: SwiftData.ModelContainer

                init(modelContainer: SwiftData.ModelContainer) {
                    let modelContext = SwiftData.ModelContext(modelContainer)
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension Importer: SwiftData.ModelActor {
            }
            """#)
    }
}
