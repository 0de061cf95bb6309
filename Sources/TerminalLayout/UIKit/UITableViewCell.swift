import Foundation

/// UIKit's table view cell, as SwiftUI code styles a `List`'s rows through
/// `UITableViewCell.appearance()` (UIK2): kept and read back, changing nothing drawn.
open class UITableViewCell: NSObject, @unchecked Sendable {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A line between rows.
        case singleLine = 1
        /// An etched line (grouped tables).
        case singleLineEtched = 2
    }

    /// How a selected row is drawn.
    public enum SelectionStyle: Int, Sendable {
        /// Not drawn as selected.
        case none = 0
        /// Blue.
        case blue = 1
        /// Grey.
        case gray = 2
        /// The system's.
        case `default` = 3
    }

    private static let proxy = UITableViewCell()

    /// The proxy every cell's settings are read from.
    open class func appearance() -> UITableViewCell { proxy }

    /// The cell's background colour.
    open var backgroundColor: UIColor?
    /// How a selected cell is drawn.
    open var selectionStyle: SelectionStyle = .default
    /// The tint of the cell's controls.
    open var tintColor: UIColor?
}
