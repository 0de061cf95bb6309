import Foundation

/// UIKit's image, for SwiftUI code that makes one — `Image(uiImage: UIImage(named: "cover")!)`,
/// `UIImage(data: data)`, `UIImage(systemName: "star")` — through `import SwiftUI` alone, as
/// on iOS (UIIMG1).
///
/// A terminal draws an image as one glyph (IMG1), so a `UIImage` is the glyph it draws and,
/// when made from bytes, those bytes:
///
/// | made with | is |
/// |---|---|
/// | `init?(named:)` | never `nil` (there is no asset catalogue to miss): the placeholder `□`, or the symbol's glyph when the name is one of IMG1's symbols |
/// | `init?(systemName:)` | the symbol's glyph (`★` for `"star.fill"`), or `□` |
/// | `init?(data:)`, `init?(contentsOfFile:)` | `nil` unless the bytes start as a PNG, JPEG, GIF, WebP or HEIC file does; else `□` with those bytes |
/// | `init()` | an empty image: nothing drawn, size zero |
///
/// `size` is a PNG's width and height from its header (a point a pixel), else zero;
/// `pngData()` and `jpegData(compressionQuality:)` give the bytes back when they are of that
/// format, else `nil` (nothing is re-encoded); a thumbnail (`preparingThumbnail(of:)`) is the
/// image itself. The rest of UIKit is absent.
open class UIImage: NSObject, @unchecked Sendable {
    /// What it draws.
    let glyph: String?
    /// The SF Symbol name it was made from.
    let systemName: String?
    /// The file's bytes it was made from.
    let data: Data?

    private init(glyph: String?, systemName: String?, data: Data?) {
        self.glyph = glyph
        self.systemName = systemName
        self.data = data
    }

    /// An empty image.
    public override convenience init() {
        self.init(glyph: nil, systemName: nil, data: nil)
    }

    /// The image named `name` in the app's assets: the placeholder `□` (or a symbol's glyph
    /// when `name` is one), never `nil` (UIIMG1).
    public convenience init?(named name: String) {
        self.init(glyph: Image.glyph(forSystemName: name), systemName: nil, data: nil)
    }

    /// The image named `name` in `bundle`'s assets: as `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(named: name)
    }

    /// The SF Symbol named `name`: its glyph, or `□`.
    public convenience init?(systemName name: String) {
        self.init(glyph: Image.glyph(forSystemName: name), systemName: name, data: nil)
    }

    /// An image of an image file's bytes; `nil` when they are not of a known image format.
    public convenience init?(data: Data) {
        guard Format(data) != nil else { return nil }
        self.init(glyph: Image.placeholder, systemName: nil, data: data)
    }

    /// An image of an image file's bytes; the scale is accepted and changes nothing.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data)
    }

    /// An image of the file at `path`; `nil` when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// Its size in points: a PNG's from its header, else zero.
    open var size: CGSize {
        guard let data, Format(data) == .png, data.count >= 24 else { return .zero }
        let bytes = [UInt8](data.prefix(24))
        func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: CGFloat(bigEndian(16)), height: CGFloat(bigEndian(20)))
    }

    /// A thumbnail: the same image (a glyph is already as small as a cell).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }

    /// A thumbnail, made asynchronously: the same image.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }

    /// The PNG bytes it was made from, or `nil` (nothing is re-encoded).
    public func pngData() -> Data? {
        data.flatMap { Format($0) == .png ? $0 : nil }
    }

    /// The JPEG bytes it was made from, or `nil` (nothing is re-encoded).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        data.flatMap { Format($0) == .jpeg ? $0 : nil }
    }

    /// The image formats known by their first bytes.
    enum Format {
        case png, jpeg, gif, webp, heic

        init?(_ data: Data) {
            let bytes = [UInt8](data.prefix(12))
            func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
                bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
            }
            if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
            else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
            else if starts(Array("GIF8".utf8)) { self = .gif }
            else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp }
            else if starts(Array("ftyp".utf8), at: 4) { self = .heic }
            else { return nil }
        }
    }
}

extension Image {
    /// The image `uiImage` draws (UIIMG1): its glyph, or nothing for an empty one.
    public init(uiImage: UIImage) {
        if let systemName = uiImage.systemName {
            self.init(systemName: systemName)
        } else {
            self.init(glyph: uiImage.glyph ?? "")
        }
    }
}
