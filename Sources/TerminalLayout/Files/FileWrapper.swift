import Foundation

#if os(Linux)
/// A file or a folder of files held in memory, as Foundation's `FileWrapper`, which Linux's
/// Foundation lacks (FILE4): what a ``FileDocument`` reads and writes.
///
/// ```swift
/// let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
/// try file.write(to: url, options: .atomic, originalContentsURL: nil)
/// ```
///
/// Regular files and folders only (no symbolic links); a folder's children are keyed by file
/// name. Reading a URL reads the whole file or folder at once.
open class FileWrapper: @unchecked Sendable {
    /// How a wrapper reads its contents.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read at once (the only way here).
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Read without mapping (the only way here).
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How a wrapper writes its contents.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary place first, then move (a file's data is written atomically).
        public static let atomic = WritingOptions(rawValue: 1)
        /// Set the wrapper's file names to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?

    /// The file name the wrapper was read from or last written under.
    open var filename: String?
    /// The file name the wrapper would like.
    open var preferredFilename: String?
    /// The file's attributes (not kept here: empty).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A folder holding `childrenByPreferredName`, each child's preferred file name set to its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        var children: [String: FileWrapper] = [:]
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = name
            children[name] = child
        }
        self.children = children
    }

    /// The file or folder at `url`, read whole; throws when it cannot be read.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            self.children = children
        } else {
            contents = try Data(contentsOf: url)
        }
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether the wrapper is a folder.
    open var isDirectory: Bool { children != nil }
    /// Whether the wrapper is a symbolic link (never here).
    open var isSymbolicLink: Bool { false }

    /// A regular file's contents (`nil` for a folder).
    open var regularFileContents: Data? { contents }

    /// A folder's children by file name (`nil` for a file).
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to a folder under its preferred file name (made unique with a number when
    /// taken); returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        precondition(isDirectory, "addFileWrapper(_:) on a FileWrapper that is not a directory")
        let base = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = base, number = 2
        while children?[name] != nil {
            let url = URL(fileURLWithPath: base)
            let stem = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
            name = ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)"
            number += 1
        }
        child.filename = name
        children?[name] = child
        return name
    }

    /// Adds a regular file holding `data` to a folder; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard let name = children?.first(where: { $0.value === child })?.key else { return }
        children?[name] = nil
    }

    /// Writes the file or folder at `url` (a folder replaces what is there).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else if let children {
            let manager = FileManager.default
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
