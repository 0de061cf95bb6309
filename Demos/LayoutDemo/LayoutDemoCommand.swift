import ArgumentParser

/// `layout-demo`: SwiftUI's Layout protocol in a terminal — interactive by default,
/// or headless with `render` and `frames`.
@main
struct LayoutDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-demo",
        abstract: "SwiftUI's Layout protocol in a terminal: the gallery's layouts over coloured boxes.",
        discussion: """
            Without a subcommand, runs the interactive demo (press ? for the keys). \
            `render` prints the frame it would show; `frames` prints a scene's frames.
            """,
        subcommands: [InteractiveCommand.self, RenderCommand.self, FramesCommand.self],
        defaultSubcommand: InteractiveCommand.self
    )
}
