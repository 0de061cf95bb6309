import Foundation
import Testing

/// The frames pasted in the README are what `layout-demo` prints today.
///
/// Every ```` ```text ```` block of README.md is read as commands (`$ layout-demo …`)
/// each followed by its output; each command is run and its output compared, with the
/// trailing blank lines that the README leaves out ignored.
@Suite struct ReadmeFramesTests {
    struct Example: CustomStringConvertible {
        let arguments: [String]
        let output: [String]
        var description: String { "layout-demo " + arguments.joined(separator: " ") }
    }

    static var examples: [Example] {
        let readme = DemoBinary.packageRoot.appendingPathComponent("README.md")
        let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
        var examples: [Example] = []
        var inText = false
        var current: (arguments: [String], output: [String])?
        func finish() {
            if let current { examples.append(Example(arguments: current.arguments, output: current.output)) }
            current = nil
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                finish()
                inText = line == "```text"
            } else if inText, line.hasPrefix("$ layout-demo ") {
                finish()
                current = (line.dropFirst("$ layout-demo ".count).split(separator: " ").map(String.init), [])
            } else if inText {
                current?.output.append(line)
            }
        }
        return examples
    }

    @Test func theReadmeHasFrames() {
        #expect(Self.examples.filter { $0.arguments.first == "render" }.count >= 4)
    }

    @Test(arguments: examples)
    func exampleOutputIsCurrent(example: Example) throws {
        let arguments = example.arguments.map {
            $0.hasPrefix("Demos/") ? DemoBinary.packageRoot.appendingPathComponent($0).path : $0
        }
        let result = try DemoBinary.run(arguments)
        #expect(result.status == 0)
        var lines = result.output.components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        #expect(lines == example.output)
    }
}
