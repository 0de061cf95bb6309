import Foundation
import Testing

/// `layout-demo frames`, run as a process, on the shipped `hello.json`.
@Suite struct FramesCommandTests {
    var hello: String { DemoBinary.packageRoot.appendingPathComponent("Demos/Scenes/hello.json").path }

    @Test func textListsTheRootSizeAndEveryViewWithAnID() throws {
        let result = try DemoBinary.run(["frames", "--scene", hello])
        #expect(result.status == 0)
        // A leading VStack with spacing 1 proposed 80×24: the 1-row title, then the 3-row
        // row at y 2 (its Spacer pushes "right" to 80 − 12), then the footer at y 6.
        #expect(result.output == """
            size w=80 h=9
            title x=0 y=0 w=13 h=1
            row x=0 y=2 w=80 h=3
            left x=0 y=2 w=12 h=3
            right x=68 y=2 w=12 h=3
            footer x=0 y=6 w=80 h=3

            """)
    }

    @Test func jsonHasTheSameNumbers() throws {
        let result = try DemoBinary.run(["frames", "--scene", hello, "--json"])
        #expect(result.status == 0)
        #expect(result.output == #"{"size":{"w":80,"h":9},"frames":{"title":{"x":0,"y":0,"w":13,"h":1},"#
            + #""row":{"x":0,"y":2,"w":80,"h":3},"left":{"x":0,"y":2,"w":12,"h":3},"right":{"x":68,"y":2,"w":12,"h":3},"#
            + #""footer":{"x":0,"y":6,"w":80,"h":3}}}"# + "\n")
        let parsed = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        #expect((parsed?["frames"] as? [String: Any])?.count == 5)
    }

    @Test(arguments: [
        ("40x10", "size w=40 h=9", "right x=28 y=2 w=12 h=3"),
        ("nilxnil", "size w=29 h=9", "right x=17 y=2 w=12 h=3"),
        ("30xnil", "size w=30 h=9", "right x=18 y=2 w=12 h=3"),
    ])
    func proposals(proposal: String, sizeLine: String, frameLine: String) throws {
        // Unspecified width: the VStack is as wide as its widest ideal child, the row:
        // 12 + 2 + 1 (the Spacer's minimum) + 2 + 12 = 29.
        let result = try DemoBinary.run(["frames", "--scene", hello, "--proposal", proposal])
        #expect(result.status == 0)
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.first == sizeLine)
        #expect(lines.contains(frameLine), "\(result.output)")
    }

    @Test(arguments: ["80", "ax3", "-1x5", "3x4x5", "infxinf", "infx3", "nilxinf", "nanx3", "1e400x1"])
    func badProposalsAreRefused(proposal: String) throws {
        // A value starting with "-" ("-1x5") is the option's value, not another option.
        let result = try DemoBinary.run(["frames", "--scene", hello, "--proposal", proposal])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error == "layout-demo: --proposal must be WxH, each a finite number ≥ 0 or nil, e.g. 300xnil; got '\(proposal)'\n")
    }

    /// Ids with a space, a newline, quotes or nothing at all: the text quotes them, the JSON
    /// parses back (with Foundation's parser, not the project's) to the same ids.
    @Test func awkwardIDsAreUnambiguousInTextAndJSON() throws {
        let fixture = try BadSceneTests.SceneFixture(#"""
            {"root": {"type": "hstack", "spacing": 0, "children": [
              {"type": "frame", "id": "a b", "width": 2, "height": 1, "child": {"type": "color"}},
              {"type": "frame", "id": "", "width": 3, "height": 1, "child": {"type": "color"}},
              {"type": "frame", "id": "two\nlines", "width": 1, "height": 1, "child": {"type": "color"}},
              {"type": "frame", "id": "say \"hi\"", "width": 1, "height": 1, "child": {"type": "color"}},
              {"type": "frame", "id": "plain", "width": 1, "height": 1, "child": {"type": "color"}}]}}
            """#)
        let text = try DemoBinary.run(["frames", "--scene", fixture.path, "--proposal", "20x1"])
        #expect(text.status == 0)
        #expect(text.output == #"""
            size w=8 h=1
            "a b" x=0 y=0 w=2 h=1
            "" x=2 y=0 w=3 h=1
            "two\nlines" x=5 y=0 w=1 h=1
            "say \"hi\"" x=6 y=0 w=1 h=1
            plain x=7 y=0 w=1 h=1

            """#)
        let json = try DemoBinary.run(["frames", "--scene", fixture.path, "--proposal", "20x1", "--json"])
        #expect(json.status == 0)
        let parsed = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let frames = try #require(parsed["frames"] as? [String: [String: Double]])
        #expect(Set(frames.keys) == ["a b", "", "two\nlines", "say \"hi\"", "plain"])
        #expect(frames["two\nlines"] == ["x": 5, "y": 0, "w": 1, "h": 1])
        #expect(frames[""] == ["x": 2, "y": 0, "w": 3, "h": 1])
    }
}
