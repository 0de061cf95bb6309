#if os(Linux)
import Foundation

/// The directory URLs Foundation has on Apple platforms (iOS 16, macOS 13) and Linux's
/// Foundation lacks — `URL.documentsDirectory.appending(path: "notes.json")` is how SwiftUI
/// apps find their files — here the XDG-style directories `FileManager` gives on Linux
/// (`~/Documents`, `~/.local/share`, `~/.cache`, …; FILE1). Disfavoured, so that a Foundation
/// that declares them wins.
extension URL {
    /// The user's documents directory (`~/Documents`).
    @_disfavoredOverload
    public static var documentsDirectory: URL { directory(.documentDirectory, else: "Documents") }

    /// Where an app keeps its own files (`~/.local/share`).
    @_disfavoredOverload
    public static var applicationSupportDirectory: URL {
        directory(.applicationSupportDirectory, else: ".local/share")
    }

    /// Where an app keeps files it can make again (`~/.cache`).
    @_disfavoredOverload
    public static var cachesDirectory: URL { directory(.cachesDirectory, else: ".cache") }

    /// The user's downloads directory (`~/Downloads`).
    @_disfavoredOverload
    public static var downloadsDirectory: URL { directory(.downloadsDirectory, else: "Downloads") }

    /// The user's desktop directory (`~/Desktop`).
    @_disfavoredOverload
    public static var desktopDirectory: URL { directory(.desktopDirectory, else: "Desktop") }

    /// The user's movies directory (`~/Videos`).
    @_disfavoredOverload
    public static var moviesDirectory: URL { directory(.moviesDirectory, else: "Videos") }

    /// The user's music directory (`~/Music`).
    @_disfavoredOverload
    public static var musicDirectory: URL { directory(.musicDirectory, else: "Music") }

    /// The user's pictures directory (`~/Pictures`).
    @_disfavoredOverload
    public static var picturesDirectory: URL { directory(.picturesDirectory, else: "Pictures") }

    /// The user's trash (`~/.Trash`).
    @_disfavoredOverload
    public static var trashDirectory: URL { directory(.trashDirectory, else: ".Trash") }

    /// The first of `FileManager`'s URLs for `directory`, or `fallback` under the home directory.
    private static func directory(_ directory: FileManager.SearchPathDirectory, else fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
    }
}
#endif
