/// Where ``Canvas/drawBox(_:border:label:labelPlacement:style:fill:clip:)`` puts a box's label.
public enum LabelPlacement: Hashable, Sendable {
    /// As a title in the top border, `┌─ Title ─┐`, falling back to ``inside`` when the
    /// box is narrower than 7 columns (no room for `─ X ─`) but can hold the label inside.
    case automatic
    /// As a title in the top border, `┌─ Title ─┐`: one border glyph, a space, the label,
    /// a space. Needs a box at least 7 columns wide; narrower boxes get no label.
    case topBorder
    /// Centred on the first row inside the border. Needs a box at least 3×3.
    case inside
}
