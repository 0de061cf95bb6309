import Foundation
import Testing
@testable import TerminalLayout

/// `URL.documentsDirectory` and its siblings (FILE1): Foundation's names on Apple platforms,
/// `FileManager`'s user directories here.
struct URLDirectoriesTests {
    static let directories: [(String, URL, FileManager.SearchPathDirectory)] = [
        ("documents", .documentsDirectory, .documentDirectory),
        ("application support", .applicationSupportDirectory, .applicationSupportDirectory),
        ("caches", .cachesDirectory, .cachesDirectory),
        ("downloads", .downloadsDirectory, .downloadsDirectory),
        ("desktop", .desktopDirectory, .desktopDirectory),
        ("movies", .moviesDirectory, .moviesDirectory),
        ("music", .musicDirectory, .musicDirectory),
        ("pictures", .picturesDirectory, .picturesDirectory),
        ("trash", .trashDirectory, .trashDirectory),
    ]

    @Test("Each is FileManager's, under the home directory", arguments: directories.map(\.0))
    func directory(_ name: String) {
        let (_, url, kind) = Self.directories.first { $0.0 == name }!
        #expect(url == FileManager.default.urls(for: kind, in: .userDomainMask).first)
        #expect(url.path.hasPrefix(URL.homeDirectory.path))
    }

    @Test("A file URL in the documents directory, as apps make it")
    func appending() {
        let file = URL.documentsDirectory.appending(path: "SavedPlaces")
        #expect(file.lastPathComponent == "SavedPlaces")
        #expect(file.path == URL.documentsDirectory.path + "/SavedPlaces")
    }
}
