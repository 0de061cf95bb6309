import Foundation
import UniformTypeIdentifiers

nonisolated extension View {
    /// Presents a dialog to save `document` as a file of `contentType` while `isPresented` is
    /// true, as in SwiftUI (FILE4).
    ///
    /// In a terminal the dialog is a sheet: a name field (`defaultFilename`, else "Untitled",
    /// with the type's file name extension), the folder's path and its folders — Return opens
    /// one, ← or Backspace goes to the parent — then Cancel and Save. Return in the name field or
    /// Save writes the file (replacing one of that name) and reports its URL, or the error;
    /// Escape or Cancel write nothing and call nothing.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType,
                     defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to save `document` (FILE4); `onCancellation` runs when it goes without
    /// saving (iOS 17).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void) -> some View {
        let write: (([URL]) throws -> Void)? = document.map { document in
            { urls in try Self.write(document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil)), to: urls[0]) }
        }
        return modifier(_FileExporterModifier(isPresented: isPresented, names: [defaultFilename], contentType: contentType,
                                              write: write, onCompletion: { onCompletion($0.map { $0[0] }) },
                                              onCancellation: onCancellation))
    }

    /// Presents a dialog to save `documents` into a folder, each under "Untitled" (numbered)
    /// with the type's extension (FILE4).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        let documents = Array(documents)
        let write: (([URL]) throws -> Void)? = documents.isEmpty ? nil : { urls in
            for (document, url) in zip(documents, urls) {
                try Self.write(document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil)), to: url)
            }
        }
        return modifier(_FileExporterModifier(isPresented: isPresented, names: documents.map { _ in nil },
                                              contentType: contentType, write: write, onCompletion: onCompletion,
                                              onCancellation: {}))
    }

    /// Presents a dialog to save a snapshot of `document` (FILE4).
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        let write: (([URL]) throws -> Void)? = document.map { document in
            { urls in
                let snapshot = try document.snapshot(contentType: contentType)
                try Self.write(document.fileWrapper(snapshot: snapshot, configuration: .init(contentType: contentType, existingFile: nil)),
                               to: urls[0])
            }
        }
        return modifier(_FileExporterModifier(isPresented: isPresented, names: [defaultFilename], contentType: contentType,
                                              write: write, onCompletion: { onCompletion($0.map { $0[0] }) },
                                              onCancellation: {}))
    }

    /// Presents a dialog to save `item` (iOS 17; FILE4): written as the text it is shared as
    /// (SHR2), in UTF-8 — the first of `contentTypes` names the extension.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        let write: (([URL]) throws -> Void)? = item.map { item in
            { urls in try Data(sharedText(of: item).utf8).write(to: urls[0], options: .atomic) }
        }
        return modifier(_FileExporterModifier(isPresented: isPresented, names: [defaultFilename],
                                              contentType: contentTypes.first ?? .plainText, write: write,
                                              onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: onCancellation))
    }

    /// Internal (the app layer's documents): presents the save dialog for one file of
    /// `contentType` that `write` writes at the URL chosen (FILE4).
    package func _fileExporter(isPresented: Binding<Bool>, contentType: UTType, defaultFilename: String?,
                               write: @escaping (URL) throws -> Void,
                               onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileExporterModifier(isPresented: isPresented, names: [defaultFilename], contentType: contentType,
                                       write: { urls in try write(urls[0]) }, onCompletion: { onCompletion($0.map { $0[0] }) },
                                       onCancellation: {}))
    }

    /// Presents a dialog to move `file` to a folder chosen, under a name (its own by default),
    /// as in SwiftUI (FILE4): the save dialog, titled and confirmed "Move"; the file is moved
    /// when confirmed (a file of that name there is an error), and its new URL reported.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to move `file` (FILE4); `onCancellation` runs when it goes without
    /// moving (iOS 17).
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        let write: (([URL]) throws -> Void)? = file.map { file in { urls in try FileManager.default.moveItem(at: file, to: urls[0]) } }
        var mover = _FileExporterModifier(isPresented: isPresented, names: [file?.lastPathComponent],
                                          contentType: file.flatMap { UTType(filenameExtension: $0.pathExtension) } ?? .data,
                                          write: write, onCompletion: { onCompletion($0.map { $0[0] }) },
                                          onCancellation: onCancellation)
        mover.verb = "Move"
        return modifier(mover)
    }

    /// Presents a dialog to move `files` into a folder chosen, each under its own name (FILE4).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to move `files` (FILE4); `onCancellation` runs when it goes without
    /// moving (iOS 17).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View
    where C.Element == URL {
        let files = Array(files)
        let write: (([URL]) throws -> Void)? = files.isEmpty ? nil : { urls in
            for (file, url) in zip(files, urls) { try FileManager.default.moveItem(at: file, to: url) }
        }
        var mover = _FileExporterModifier(isPresented: isPresented, names: files.map(\.lastPathComponent), contentType: .data,
                                          write: write, onCompletion: onCompletion, onCancellation: onCancellation)
        mover.verb = "Move"
        return modifier(mover)
    }

    /// Options of the file dialogs' browsers (macOS 14): `.includeHiddenFiles` lists the
    /// entries whose names start with a dot; the others change nothing here (FILE4).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        environment(\.fileDialogBrowserOptions, options)
    }

    /// Accepted (macOS 14): a terminal's file dialogs keep no per-dialog state.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }

    /// Accepted (macOS 14): a terminal has no aliases to resolve.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }

    /// Writes `file` at `url`, atomically.
    fileprivate static func write(_ file: FileWrapper, to url: URL) throws {
        try file.write(to: url, options: .atomic, originalContentsURL: nil)
    }
}

/// The modifier `fileExporter` applies: a sheet with a save dialog, whose outcome is reported
/// when the sheet goes (FILE4).
nonisolated public struct _FileExporterModifier: ViewModifier {
    let isPresented: Binding<Bool>
    /// The documents' file names (`nil`: "Untitled"), one per document.
    let names: [String?]
    let contentType: UTType
    /// Writes the documents at the URLs given (`nil`: no document, Save is disabled).
    let write: (([URL]) throws -> Void)?
    let onCompletion: (Result<[URL], any Error>) -> Void
    let onCancellation: () -> Void
    /// What the dialog does: "Save" (`fileExporter`) or "Move" (`fileMover`).
    var verb = "Save"
    /// What the dialog did, kept with the view (the sheet's content and its dismissal see one).
    @State private var outcome = FileExportOutcome()

    public func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: { [outcome, onCompletion, onCancellation] in
            guard let result = outcome.result else { return onCancellation() }
            outcome.result = nil
            onCompletion(result)
        }) { [outcome, names, contentType, write, verb] in
            FileSaver(names: names, contentType: contentType, write: write, outcome: outcome, verb: verb)
        }
    }
}

/// Internal: what a save dialog did, read when its sheet is dismissed.
final class FileExportOutcome: @unchecked Sendable {
    var result: Result<[URL], any Error>?
}

/// Internal: the sheet a file exporter presents (FILE4).
nonisolated struct FileSaver: View {
    let names: [String?]
    let contentType: UTType
    let write: (([URL]) throws -> Void)?
    let outcome: FileExportOutcome
    /// The title's and the confirmation's word.
    let verb: String
    @State private var folder: URL?
    @State private var name: String?
    @Environment(\.dismiss) private var dismiss
    /// What the dialog reads from the environment (its memberwise initialiser's default).
    var settings = FileDialogSettings()

    /// `base` with the type's extension when it has none.
    private func filename(_ base: String) -> String {
        guard let ext = contentType.preferredFilenameExtension, URL(fileURLWithPath: base).pathExtension.isEmpty else { return base }
        return "\(base).\(ext)"
    }

    var body: some View {
        let current = settings.folder(folder)
        let folders = (FileBrowserEntry.entries(of: current, types: [], includeHidden: settings.includesHidden) ?? [])
            .filter(\.isDirectory)
        let single = names.count == 1
        let nameBinding = Binding(get: { name ?? filename(names.first.flatMap { $0 } ?? "Untitled") }, set: { name = $0 })
        return VStack(alignment: .leading, spacing: 0) {
            Text(single ? verb : "\(verb) \(names.count) Files").bold()
            if let message = settings.message { message }
            if single {
                TextField("Name", text: nameBinding).onSubmit { save(in: current, name: nameBinding.wrappedValue) }
            }
            Text(current.path).foregroundStyle(.secondary)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(folders, id: \.self) { entry in
                        Button(entry.name) { folder = entry.url }.buttonStyle(.plain)
                    }
                }
            }
            HStack(spacing: 2) {
                Button("Cancel") { dismiss() }.buttonStyle(.plain)
                Button { save(in: current, name: nameBinding.wrappedValue) } label: { settings.confirmationLabel ?? Text(verb) }
                    .buttonStyle(.plain)
                    .disabled(write == nil || (single && nameBinding.wrappedValue.isEmpty))
            }
        }
        .onKeyPress(.leftArrow) { goUp(from: current) }
        .onKeyPress(.delete) { goUp(from: current) }
    }

    private func save(in folder: URL, name: String) {
        guard let write, !(names.count == 1 && name.isEmpty) else { return }
        var urls: [URL] = []
        if names.count == 1 {
            urls = [folder.appendingPathComponent(name)]
        } else {
            var taken = Set<String>()
            for (index, given) in names.enumerated() {
                var candidate = filename(given ?? (index == 0 ? "Untitled" : "Untitled \(index + 1)"))
                var number = 2
                while taken.contains(candidate) { candidate = filename("\(given ?? "Untitled") \(number)"); number += 1 }
                taken.insert(candidate)
                urls.append(folder.appendingPathComponent(candidate))
            }
        }
        do {
            try write(urls)
            outcome.result = .success(urls)
        } catch {
            outcome.result = .failure(error)
        }
        dismiss()
    }

    private func goUp(from current: URL) -> KeyPress.Result {
        guard let parent = FileBrowserEntry.parent(of: current) else { return .ignored }
        folder = parent
        return .handled
    }
}

/// Options of a file dialog's browser (macOS 14), accepted (FILE4).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Files are shown with their extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1)
    /// Files in packages are enumerated.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 2)
    /// Hidden files are included.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 4)
}
