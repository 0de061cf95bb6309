/// Internal: the content of a `ScrollViewReader`, made with its proxy; each
/// view of it is wrapped in a pass-through node that marks where the
/// reader's proxy looks for ids (`ScrollViewReaderBehavior`).
nonisolated struct ScrollViewReaderContent<Content: View>: View, PrimitiveView {
    let link: ScrollViewReaderLink
    let content: (ScrollViewProxy) -> Content

    var body: Never { preconditionFailure("ScrollViewReaderContent is a primitive view") }

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let builder = context.builder
        // Before the content is made: a request made while it is (SwiftUI
        // forbids one) goes to this graph too.
        link.queue = builder.engine.scrollRequests
        let start = elements.count
        builder.resolve(content(ScrollViewProxy(link: link)), context, into: &elements)
        for i in start..<elements.count {
            let child = elements[i]
            let node = builder.node(child.key.appending(.wrap(ObjectIdentifier(ScrollViewReaderBehavior.self))),
                                    behavior: ScrollViewReaderBehavior(link: link), rightToLeft: context.isRightToLeft)
            builder.setChildren(NodeList(child), of: node)
            elements[i] = node
        }
    }
}

/// Internal: the node around each view of a reader's content. It passes
/// layout, traits and key presses through, as `onKeyPress`'s node does;
/// it only says which reader the views under it belong to.
struct ScrollViewReaderBehavior: PassThroughBehavior {
    let link: ScrollViewReaderLink
    var kindName: String { "ScrollViewReader" }

    func isSame(as other: any NodeBehavior) -> Bool { (other as? ScrollViewReaderBehavior)?.link === link }
}
