import LayoutDemoCore
import TerminalLayout
import TerminalRenderer

/// One libFuzzer input: the bytes of a scene file, through everything `layout-demo` does with
/// one. A crash, a trap or one of these checks failing is a finding:
/// - an error's message is one line without control characters (the CLI prints it as is);
/// - a decoded scene lays out at 80×24 cells, at its ideal size and at 0×0 with finite
///   frames, twice with the same result;
/// - `frames --json` of it parses back with the project's own parser;
/// - it draws on an 80×24 canvas.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let scene: LayoutDemoCore.Scene
    do {
        scene = try SceneDecoder.decode(bytes)
    } catch {
        let message = error.description
        for scalar in message.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
            fatalError("error message holds control character U+\(String(scalar.value, radix: 16)): \(message.debugDescription)")
        }
        return 0
    }
    let metrics = scene.environment.cellMetrics
    let proposals = [ProposedViewSize(metrics.points(columns: 80, rows: 24)), .unspecified, .zero]
    let graph = ViewGraph(scene.root, environment: scene.environment)
    for proposal in proposals {
        let result = graph.layout(proposal: proposal)
        let again = ViewGraph(scene.root, environment: scene.environment).layout(proposal: proposal)
        guard result.size == again.size, result.placements == again.placements else {
            fatalError("two layouts at \(proposal) differ")
        }
        for placement in result.placements {
            let f = placement.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else {
                fatalError("non-finite frame \(f) at \(proposal)")
            }
        }
        let json = FramesReport(result).json
        do {
            _ = try JSONParser.parse(Array(json.utf8))
        } catch {
            fatalError("frames --json does not parse back: \(error): \(json.prefix(200))")
        }
    }
    let result = graph.layout(proposal: proposals[0])
    var canvas = Canvas(width: 80, height: 24)
    PlacementRenderer(metrics: metrics, useColor: true).draw(result, into: &canvas)
    _ = RenderedFrame.lines(canvas, status: false, ansi: true)
    return 0
}
