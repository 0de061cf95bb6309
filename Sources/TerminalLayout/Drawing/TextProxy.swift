import Foundation

/// A proxy for text, with which a ``TextRenderer`` sizes it (TXR1).
public struct TextProxy {
    /// Measures the text for a proposal.
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text takes for `proposal`, as the text alone would.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }
}
