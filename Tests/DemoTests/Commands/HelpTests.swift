import Testing

/// `--help` of the program and of every subcommand.
@Suite struct HelpTests {
    @Test(arguments: [
        ([String](), ["interactive", "render", "frames"]),
        (["render"], ["--size", "--layout", "--items", "--seed", "--metrics", "--color", "--status", "--scene"]),
        (["frames"], ["--scene", "--proposal", "--json"]),
        (["interactive"], ["--layout", "--items", "--seed", "--metrics", "--scene"]),
    ])
    func helpListsTheOptions(command: [String], mentions: [String]) throws {
        let result = try DemoBinary.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: layout-demo"))
        for option in mentions { #expect(result.output.contains(option), "\(option)") }
    }
}
