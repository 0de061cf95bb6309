import Foundation
import Testing

/// The options shared by the interactive demo and `render` (`DemoOptions`), through the built program.
@Suite struct DemoOptionsTests {
    /// `--help` names each default as it is, not as it is stored (the layout was shown as `0`).
    @Test(arguments: [["render", "--help"], ["interactive", "--help"]])
    func helpNamesTheDefaults(command: [String]) throws {
        let result = try DemoBinary.run(command)
        #expect(result.status == 0)
        let help = result.output.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
        #expect(help.contains("(default: flow)"), "\(help)")
        #expect(help.contains("(default: 24)"))
        #expect(help.contains("(default: 1)"))
        #expect(!help.contains("(default: 0)"))
    }

    /// A scene shows its own views: `--layout`, `--items` and `--seed` would be ignored, so they are refused.
    @Test(arguments: [
        (["--layout", "masonry"], "--layout"), (["--items", "5"], "--items"), (["--seed", "3"], "--seed"),
        (["--layout", "grid", "--seed", "3"], "--layout, --seed"),
    ])
    func sceneRefusesTheItemOptions(extra: [String], named: String) throws {
        let scene = try #require(DemoBinary.scenes.first { $0.lastPathComponent == "hello.json" }).path
        for command in [["render", "--size", "40x10"], ["interactive"], []] {
            let result = try DemoBinary.run(command + ["--scene", scene] + extra)
            #expect(result.status == 2, "\(command + extra)")
            #expect(result.output.isEmpty)
            #expect(result.error == "layout-demo: --scene shows the scene file's own views; it cannot be combined with \(named)\n")
        }
    }

    @Test func sceneWithTheOtherOptionsRenders() throws {
        let scene = try #require(DemoBinary.scenes.first { $0.lastPathComponent == "hello.json" }).path
        let result = try DemoBinary.run(["render", "--size", "40x10", "--scene", scene, "--status", "--metrics", "points"])
        #expect(result.status == 0)
        #expect(result.output.contains("scene hello.json"))
    }
}
