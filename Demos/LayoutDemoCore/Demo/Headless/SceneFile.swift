#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a scene file could not be used: it could not be read, or its content is wrong.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    /// The file named on the command line.
    public let path: String
    /// What is wrong: the system's reason, or the scene's error with its JSON path.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// One line, `FILE: $.root.type: unknown type "blob"`, without any raw control character.
    public var description: String {
        escapingControlCharacters("\(path): \(reason)")
    }
}

/// Reads and decodes a scene file.
public enum SceneFile {
    /// The largest file read, in bytes.
    public static let maximumBytes = 4 << 20

    /// The scene in the file at `path`.
    public static func load(_ path: String) throws(SceneFileError) -> Scene {
        let bytes = try contents(of: path)
        do {
            return try SceneDecoder.decode(bytes)
        } catch {
            throw SceneFileError(path: path, reason: error.description)
        }
    }

    /// The bytes of the file at `path` (at most ``maximumBytes``).
    public static func contents(of path: String) throws(SceneFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SceneFileError(path: path, reason: "cannot read: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SceneFileError(path: path, reason: "cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > maximumBytes {
                throw SceneFileError(path: path, reason: "larger than \(maximumBytes >> 20) MiB")
            }
        }
    }
}
