import Foundation
import Testing

/// The scenes shipped in `Demos/Scenes`: each one lays out and renders.
@Suite struct ExampleSceneTests {
    @Test func thereAreExampleScenes() {
        #expect(DemoBinary.scenes.count >= 4)
    }

    @Test(arguments: DemoBinary.scenes)
    func rendersWithItsIDsOnScreen(scene: URL) throws {
        let frames = try DemoBinary.run(["frames", "--scene", scene.path, "--json"])
        #expect(frames.status == 0, "\(frames.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: frames.standardOutput) as? [String: Any])
        let ids = try #require(report["frames"] as? [String: Any])
        #expect(!ids.isEmpty)

        let render = try DemoBinary.run(["render", "--scene", scene.path, "--size", "80x24", "--status"])
        #expect(render.status == 0, "\(render.error)")
        let lines = render.output.components(separatedBy: "\n").dropLast()
        #expect(lines.count == 24)
        #expect(lines.last?.hasPrefix(" scene \(scene.lastPathComponent)  80×24") == true)
        #expect(lines.dropLast().contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }
}
