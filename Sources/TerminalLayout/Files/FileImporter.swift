import Foundation
import UniformTypeIdentifiers

nonisolated extension View {
    /// Presents a file browser to choose one file of the allowed types while `isPresented` is
    /// true, as in SwiftUI (FILE3).
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
    ///     if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
    /// }
    /// ```
    ///
    /// In a terminal the browser is a sheet listing a directory — the one
    /// `fileDialogDefaultDirectory(_:)` names, else the working directory — its folders first,
    /// then the files whose type (by file name extension) conforms to an allowed type. ↑ ↓ (or
    /// Tab) move, Return opens a folder or chooses a file, ← or Backspace goes to the parent
    /// folder, Escape cancels: `onCompletion` is not called then.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
                     onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
    }

    /// Presents a file browser to choose files of the allowed types — several, with
    /// `allowsMultipleSelection` (Space marks a file, the confirmation button chooses the marked
    /// ones) — while `isPresented` is true (FILE3).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a file browser (FILE3); `onCancellation` runs when it is dismissed without a
    /// choice (iOS 17).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileImporterModifier(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                                       allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
                                       onCancellation: onCancellation))
    }

    /// The folder a file dialog opens on (iOS 17; FILE3); `nil`, the working directory.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, defaultDirectory)
    }

    /// A message a file dialog shows under its title (FILE3).
    public func fileDialogMessage(_ message: Text?) -> some View {
        environment(\.fileDialogMessage, message)
    }

    /// A message a file dialog shows under its title (FILE3).
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        environment(\.fileDialogMessage, Text(message))
    }

    /// The label of a file dialog's confirmation button (FILE3; "Open" by default).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        environment(\.fileDialogConfirmationLabel, label)
    }

    /// The label of a file dialog's confirmation button (FILE3).
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(label))
    }
}

/// The modifier `fileImporter` applies: a sheet with a file browser, whose choice is reported
/// when the sheet goes (FILE3).
nonisolated public struct _FileImporterModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    let onCompletion: (Result<[URL], any Error>) -> Void
    let onCancellation: () -> Void
    /// What the browser chose, kept with the view (the sheet's content and its dismissal see one).
    @State private var outcome = FileImportOutcome()

    public func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: { [outcome, onCompletion, onCancellation] in
            if let urls = outcome.chosen {
                outcome.chosen = nil
                onCompletion(.success(urls))
            } else {
                onCancellation()
            }
        }) { [outcome, allowedContentTypes, allowsMultipleSelection] in
            FileBrowser(allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
                        outcome: outcome)
        }
    }
}

/// Internal: what a file browser chose, read when its sheet is dismissed.
final class FileImportOutcome: @unchecked Sendable {
    var chosen: [URL]?
}

extension EnvironmentValues {
    @Entry var fileDialogDefaultDirectory: URL? = nil
    @Entry var fileDialogMessage: Text? = nil
    @Entry var fileDialogConfirmationLabel: Text? = nil
    @Entry var fileDialogBrowserOptions: FileDialogBrowserOptions = []
}

/// Internal: one entry of the folder a file browser shows.
struct FileBrowserEntry: Hashable {
    let url: URL
    let name: String
    let isDirectory: Bool

    /// The folder's entries a browser for `types` lists: the parent first (but at `/`),
    /// folders, then the files of the types, each group by name; hidden ones (a name starting
    /// with a dot) left out unless `includeHidden`. `nil` when the folder cannot be read.
    static func entries(of folder: URL, types: [UTType], includeHidden: Bool = false) -> [FileBrowserEntry]? {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return nil }
        var folders: [FileBrowserEntry] = [], files: [FileBrowserEntry] = []
        for name in names.sorted() where includeHidden || !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(FileBrowserEntry(url: url, name: name + "/", isDirectory: true))
            } else if accepts(url, types: types) {
                files.append(FileBrowserEntry(url: url, name: name, isDirectory: false))
            }
        }
        let up = parent(of: folder).map { [FileBrowserEntry(url: $0, name: "../", isDirectory: true)] } ?? []
        return up + folders + files
    }

    /// The folder `folder` is in; `nil` at `/`.
    static func parent(of folder: URL) -> URL? {
        folder.path == "/" ? nil : folder.deletingLastPathComponent()
    }

    /// Whether a file at `url` is of one of `types`: its extension's type (data without one)
    /// conforms to one.
    static func accepts(_ url: URL, types: [UTType]) -> Bool {
        let type = url.pathExtension.isEmpty ? UTType.data : (UTType(filenameExtension: url.pathExtension) ?? .data)
        return types.contains { type.conforms(to: $0) }
    }

    /// Whether a browser for `types` chooses folders: a folder conforms to one of them (`.item`
    /// aside, which every file does).
    static func choosesFolders(_ types: [UTType]) -> Bool {
        types.contains { $0 != .item && UTType.folder.conforms(to: $0) }
    }
}

/// Internal: the sheet a file importer presents (FILE3).
nonisolated struct FileBrowser: View {
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    let outcome: FileImportOutcome
    @State private var folder: URL?
    @State private var marked: [URL] = []
    @FocusState private var focused: Int?
    @Environment(\.dismiss) private var dismiss
    /// What the dialog reads from the environment (its memberwise initialiser's default).
    var settings = FileDialogSettings()

    var body: some View {
        let current = settings.folder(folder)
        let entries = FileBrowserEntry.entries(of: current, types: allowedContentTypes, includeHidden: settings.includesHidden)
        let choosesFolders = FileBrowserEntry.choosesFolders(allowedContentTypes)
        return VStack(alignment: .leading, spacing: 0) {
            Text(allowsMultipleSelection ? "Choose Files" : "Choose a File").bold()
            if let message = settings.message { message }
            Text(current.path).foregroundStyle(.secondary)
            if let entries {
                if entries.allSatisfy(\.isDirectory) && !choosesFolders {
                    Text("No files of these types here").foregroundStyle(.secondary)
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(Array(entries.enumerated()), id: \.element) { index, entry in
                            Button(label(entry)) { open(entry) }
                                .buttonStyle(.plain)
                                .focused($focused, equals: index)
                        }
                    }
                }
            } else {
                Text("Cannot read this folder").foregroundStyle(.secondary)
            }
            HStack(spacing: 2) {
                Button("Cancel") { dismiss() }.buttonStyle(.plain)
                if allowsMultipleSelection || choosesFolders {
                    Button { confirm(current, choosesFolders: choosesFolders) } label: { settings.confirmationLabel ?? Text("Open") }
                        .buttonStyle(.plain)
                        .disabled(allowsMultipleSelection && marked.isEmpty && !choosesFolders)
                }
            }
        }
        .onKeyPress(.downArrow) { move(1, count: entries?.count ?? 0) }
        .onKeyPress(.upArrow) { move(-1, count: entries?.count ?? 0) }
        .onKeyPress(.leftArrow) { goUp(from: current) }
        .onKeyPress(.delete) { goUp(from: current) }
        .onKeyPress(.space) {
            guard allowsMultipleSelection, let focused, let entry = entries?[safe: focused], !entry.isDirectory else { return .ignored }
            toggle(entry.url)
            return .handled
        }
    }

    private func label(_ entry: FileBrowserEntry) -> String {
        guard allowsMultipleSelection, !entry.isDirectory else { return entry.name }
        return (marked.contains(entry.url) ? "[x] " : "[ ] ") + entry.name
    }

    private func open(_ entry: FileBrowserEntry) {
        if entry.isDirectory {
            folder = entry.url
            focused = 0
        } else if allowsMultipleSelection {
            toggle(entry.url)
        } else {
            choose([entry.url])
        }
    }

    private func toggle(_ url: URL) {
        if let index = marked.firstIndex(of: url) { marked.remove(at: index) } else { marked.append(url) }
    }

    private func confirm(_ current: URL, choosesFolders: Bool) {
        if !marked.isEmpty { choose(marked) } else if choosesFolders { choose([current]) }
    }

    private func choose(_ urls: [URL]) {
        outcome.chosen = urls
        dismiss()
    }

    private func move(_ step: Int, count: Int) -> KeyPress.Result {
        guard count > 0 else { return .ignored }
        focused = min(max((focused ?? -step) + step, 0), count - 1)
        return .handled
    }

    private func goUp(from current: URL) -> KeyPress.Result {
        guard let parent = FileBrowserEntry.parent(of: current) else { return .ignored }
        folder = parent
        focused = 0
        return .handled
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Internal: what both file dialogs read from the environment (FILE3, FILE4): where they open,
/// their message, their confirmation's label, their browser options.
struct FileDialogSettings: DynamicProperty {
    @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory
    @Environment(\.fileDialogMessage) var message
    @Environment(\.fileDialogConfirmationLabel) var confirmationLabel
    @Environment(\.fileDialogBrowserOptions) private var browserOptions

    /// The folder shown: the one chosen, else the default directory, else the working directory.
    func folder(_ chosen: URL?) -> URL {
        (chosen ?? defaultDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    /// Whether entries whose names start with a dot are listed (`.includeHiddenFiles`).
    var includesHidden: Bool { browserOptions.contains(.includeHiddenFiles) }
}
