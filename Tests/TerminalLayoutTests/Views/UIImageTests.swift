import Foundation
import Testing
@testable import TerminalLayout

/// `UIImage` and `Image(uiImage:)` (UIIMG1).
struct UIImageTests {
    /// A PNG's signature and header for a 3 × 2 image (enough for its size).
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                           0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])

    static func drawn(_ image: UIImage?) -> String? {
        image.map { textFrame(ViewGraph(Image(uiImage: $0)).layout(proposal: .unspecified), width: 2, height: 1)[0] }
    }

    @Test("What each initialiser makes: named images never fail, data must look like an image file", arguments: [
        ("named", "□", true), ("named symbol", "★", true), ("systemName", "★", true), ("systemName unknown", "□", true),
        ("png data", "□", true), ("jpeg data", "□", true), ("text data", nil, false), ("empty", "", true),
    ] as [(String, String?, Bool)])
    func initialisers(_ form: String, _ drawn: String?, _ made: Bool) {
        let image: UIImage? = switch form {
        case "named": UIImage(named: "cover")
        case "named symbol": UIImage(named: "star.fill")
        case "systemName": UIImage(systemName: "star.fill")
        case "systemName unknown": UIImage(systemName: "no.such.symbol")
        case "png data": UIImage(data: Self.png)
        case "jpeg data": UIImage(data: Self.jpeg)
        case "text data": UIImage(data: Data("hello".utf8))
        default: UIImage()
        }
        #expect((image != nil) == made)
        #expect(Self.drawn(image) == drawn)
    }

    @Test("size is a PNG's from its header; the bytes come back only in their own format")
    func dataAndSize() throws {
        let png = try #require(UIImage(data: Self.png))
        #expect(png.size == CGSize(width: 3, height: 2))
        #expect(png.pngData() == Self.png)
        #expect(png.jpegData(compressionQuality: 0.8) == nil)
        let jpeg = try #require(UIImage(data: Self.jpeg))
        #expect(jpeg.size == .zero)
        #expect(jpeg.jpegData(compressionQuality: 1) == Self.jpeg)
        #expect(UIImage(named: "cover")?.pngData() == nil)
        #expect(UIImage().size == .zero)
        #expect(png.preparingThumbnail(of: CGSize(width: 1, height: 1)) === png)
    }

    @Test("contentsOfFile: the file's bytes; nil for a missing file")
    func file() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString).png")
        try Self.png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(contentsOfFile: url.path + ".missing") == nil)
    }
}
