import Foundation

/// UIKit's table view, as SwiftUI code of iOS 13–15 styles its `List`s through
/// `UITableView.appearance()` — `separatorStyle = .none`, `backgroundColor = .clear` — in a
/// view's `init` or `onAppear` (UIK2).
///
/// The proxy keeps every setting and reads it back; a `List` here draws no separators and no
/// background of its own (LIST1), so there is nothing for them to change.
open class UITableView: NSObject, @unchecked Sendable {
    private static let proxy = UITableView()

    /// The proxy every table view's settings are read from.
    open class func appearance() -> UITableView { proxy }

    /// How rows are separated.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// How far separators are inset.
    open var separatorInset: UIEdgeInsets = .zero
    /// The table's background colour.
    open var backgroundColor: UIColor?
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// The padding above each section header.
    open var sectionHeaderTopPadding: CGFloat = 0
}
