/// Where a ``CommandGroup`` goes among the standard command groups, as in SwiftUI (CMD1):
/// kept, and changes nothing in a terminal, which has no menu bar.
public struct CommandGroupPlacement: Sendable, Equatable {
    /// The group's name, for descriptions and tests.
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Making new documents or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy, paste and the selection.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding and editing text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text layout.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar and full screen.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The window's size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The windows the app defines.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}
