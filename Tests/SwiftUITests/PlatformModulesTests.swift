// What Apple's `import SwiftUI` and `import CoreGraphics` bring besides views, as files written
// for Apple platforms use it on Linux: CoreGraphics' own types under their module's name, and
// `URLSession`/`URLRequest` (FoundationNetworking on Linux) with `import SwiftUI` alone.
import CoreGraphics
import SwiftUI
import Testing

/// A stroke as a chart package declares its own, with CoreGraphics' types named by module.
private struct ChartStroke {
    var transform: CoreGraphics.CGAffineTransform
    var cap: CoreGraphics.CGLineCap
    var join: CGLineJoin
    var velocity: CGVector
}

struct PlatformModulesTests {
    @Test("`import CoreGraphics` compiles beside `import Testing`, and its types are the package's")
    func coreGraphics() {
        let stroke = ChartStroke(transform: CGAffineTransform(translationX: 2, y: 3), cap: .round, join: .bevel,
                                 velocity: CGVector(dx: 1, dy: -1))
        #expect(CGPoint(x: 1, y: 1).applying(stroke.transform) == CGPoint(x: 3, y: 4))
        #expect(stroke.cap == StrokeStyle(lineCap: .round).lineCap)
        #expect(CGRectMake(0, 0, 2, 1) == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(stroke.velocity.dy == -1 && stroke.join == .bevel)
    }

    @Test("A request a view's task sends compiles with `import SwiftUI` alone", arguments: ["GET", "POST"])
    func networking(_ method: String) throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/cupcakes")))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let session: URLSession = .shared
        #expect(request.httpMethod == method)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(session.configuration.timeoutIntervalForRequest > 0)
    }
}
