import Foundation
import Testing
import UniformTypeIdentifiers

extension UTType {
    /// A type the tests declare as an app would.
    static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
}

/// The `UniformTypeIdentifiers` module on Linux (UTI1): `UTType`, the system's types, declared
/// and dynamic types.
struct UniformTypeIdentifiersTests {
    @Test("A file name extension or MIME type finds the system's type", arguments: [
        ("png", "public.png"), ("PNG", "public.png"), ("jpg", "public.jpeg"), ("json", "public.json"),
        ("txt", "public.plain-text"), ("swift", "public.swift-source"), ("csv", "public.comma-separated-values-text"),
        ("pdf", "com.adobe.pdf"), ("zip", "public.zip-archive"), ("mp4", "public.mpeg-4"), ("html", "public.html"),
    ])
    func byExtension(_ ext: String, _ identifier: String) throws {
        #expect(try #require(UTType(filenameExtension: ext)).identifier == identifier)
    }

    @Test("MIME types, preferred tags, descriptions")
    func tags() throws {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType.png.tags[.filenameExtension] == ["png"])
        #expect(UTType.data.preferredFilenameExtension == nil)
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.nobody") == nil)
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test("Conformance follows the parents, transitively", arguments: [
        (UTType.png, UTType.image, true), (.png, .data, true), (.png, .item, true), (.png, .text, false),
        (.json, .text, true), (.swiftSource, .sourceCode, true), (.swiftSource, .plainText, true),
        (.pythonScript, .script, true), (.mpeg4Movie, .movie, true), (.mp3, .audio, true), (.mp3, .movie, false),
        (.zip, .archive, true), (.folder, .directory, true), (.fileURL, .url, true), (.image, .png, false),
    ])
    func conformance(_ type: UTType, _ other: UTType, _ conforms: Bool) {
        #expect(type.conforms(to: other) == conforms)
        #expect(type.isSubtype(of: other) == conforms)
        #expect(other.isSupertype(of: type) == conforms)
    }

    @Test("A declared type is known by its identifier; it conforms to its parent")
    func declared() throws {
        #expect(UTType.recipe.identifier == "com.example.recipe")
        #expect(try #require(UTType("com.example.recipe")) == .recipe)
        #expect(UTType.recipe.conforms(to: .json) && UTType.recipe.conforms(to: .text))
        #expect(UTType.recipe.isDeclared && !UTType.recipe.isSystemDeclared && !UTType.recipe.isPublicType)
        #expect(UTType.png.isSystemDeclared && UTType.png.isPublicType)
        let imported = UTType(importedAs: "com.other.thing")
        #expect(imported.conforms(to: .data))
    }

    @Test("A tag no type has makes a dynamic type, conforming to the type asked for")
    func dynamic() throws {
        let type = try #require(UTType(filenameExtension: "zzq"))
        #expect(type.isDynamic && !type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "zzq")
        // An extension of a type that does not conform to the one asked for: dynamic too.
        let text = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(text.isDynamic && text.conforms(to: .text))
    }

    @Test("Codable as its identifier; described by it")
    func codable() throws {
        let data = try JSONEncoder().encode([UTType.png, .recipe])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.example.recipe"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .recipe])
        #expect("\(UTType.png)" == "public.png")
    }
}
