import Foundation
import Testing
@testable import TerminalLayout

/// `UIViewControllerRepresentable` (UIV1): the controller made once per identity, its view
/// loaded and drawn, updated when the representable changes, dismantled when it goes; the
/// corpora's `ImagePicker` in a sheet, choosing a file or cancelling.
@MainActor
struct UIViewControllerRepresentableTests {
    @Test("Made, its view loaded, updated, shown; updated again; hidden and dismantled as it goes")
    func lifeCycle() {
        let log = ControllerLog()
        func tree(_ shown: Bool, _ title: String) -> some View {
            VStack { if shown { LoggedController(title: title, log: log) } }
        }
        let graph = ViewGraph(tree(true, "one"))
        #expect(log.calls == ["make", "viewDidLoad", "update one", "viewWillAppear", "viewDidAppear"])
        graph.update(tree(true, "two"))
        #expect(log.calls.last == "update two")
        #expect(log.calls.filter { $0 == "make" }.count == 1)
        graph.update(tree(false, "two"))
        #expect(log.calls.suffix(3) == ["viewWillDisappear", "viewDidDisappear", "dismantle two"])
    }

    @Test("The controller's view is drawn: its label's text, centred")
    func viewDrawn() {
        #expect(textFrame(LoggedController(title: "title", log: ControllerLog()), width: 11, height: 1) == ["   title"])
    }

    /// The corpora's `ImagePicker` in a sheet over a folder of `a.jpg`, `b.png` and
    /// `notes.txt`: the picker lists the two images (focus on the first) and Cancel.
    @Test("An image picker in a sheet lists the folder's images; choosing one or cancelling tells the delegate and dismisses the sheet",
          arguments: [(1, "picked b.png"), (0, "picked a.jpg"), (2, "none")])
    func imagePicker(_ tabs: Int, _ expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).write(to: folder.appendingPathComponent("a.jpg"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 24))
            .write(to: folder.appendingPathComponent("b.png"))
        try Data("hello".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        let screen = KeyedScreen(PickingView(folder: folder), width: 30, height: 9)
        #expect(screen.text.first == "none")
        screen.tab(1, then: .return)                    // Pick
        #expect(screen.text.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    == ["Choose an image", "a.jpg", "b.png", "Cancel"])
        screen.tab(tabs, then: .return)
        #expect(screen.text.first == expected)
        #expect(!screen.text.contains { $0.contains("Cancel") })
    }

    @Test("The camera is not available: the picker says so and offers Cancel")
    func camera() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        #expect(textFrame(AnyView(ImagePickerContent(picker: picker)), width: 30, height: 4)
                    == ["No camera in a terminal", "", "  Cancel", ""])
    }
}

/// The calls a `LoggedController` and its controller received, in order.
@MainActor
final class ControllerLog {
    var calls: [String] = []
}

/// A controller whose view is a label showing its title, logging its life cycle.
@MainActor
final class TitleController: UIViewController {
    let log: ControllerLog
    let label = UILabel()

    init(log: ControllerLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        label.textAlignment = .center
        view = label
    }

    override func viewDidLoad() { log.calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("viewDidDisappear") }
}

/// A representable of a `TitleController`.
struct LoggedController: UIViewControllerRepresentable {
    let title: String
    let log: ControllerLog

    func makeUIViewController(context: Context) -> TitleController {
        log.calls.append("make")
        return TitleController(log: log)
    }

    func updateUIViewController(_ controller: TitleController, context: Context) {
        log.calls.append("update \(title)")
        controller.label.text = title
    }

    static func dismantleUIViewController(_ controller: TitleController, coordinator: ()) {
        controller.log.calls.append("dismantle \(controller.label.text ?? "")")
    }
}

/// The image picker as the corpora write it, over `folder`.
struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Binding var url: URL?
    let folder: URL

    func makeUIViewController(context: UIViewControllerRepresentableContext<ImagePicker>) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = context.coordinator
        picker.folder = folder
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController,
                                context: UIViewControllerRepresentableContext<ImagePicker>) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: ImagePicker

        init(_ parent: ImagePicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let image = info[.originalImage] as? UIImage { parent.image = image }
            parent.url = info[.imageURL] as? URL
            picker.dismiss(animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.dismiss(animated: true)
        }
    }
}

/// "none", or "picked" and the file's name, and a button that shows the picker in a sheet.
struct PickingView: View {
    let folder: URL
    @State private var image: UIImage?
    @State private var url: URL?
    @State private var showing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(image == nil ? "none" : "picked \(url?.lastPathComponent ?? "?")")
            Button("Pick") { showing = true }
        }
        .sheet(isPresented: $showing) { ImagePicker(image: $image, url: $url, folder: folder) }
    }
}

extension UIViewControllerRepresentableTests {
    @Test("A picker and its view are let go of once the representable is gone (its view holds it weakly)")
    func pickerReleased() {
        let made = MadePicker()
        let graph = ViewGraph(VStack { PlainPicker(made: made) })
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 6))
        #expect(made.picker != nil)
        #expect(made.view != nil)
        graph.update(VStack { EmptyView() })
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 6))
        #expect(made.picker == nil)
        #expect(made.view == nil)
    }
}

/// The picker a `PlainPicker` made, and its view, held weakly.
@MainActor
final class MadePicker {
    weak var picker: UIImagePickerController?
    weak var view: UIView?
}

/// An image picker that notes what it made.
struct PlainPicker: UIViewControllerRepresentable {
    let made: MadePicker

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        made.picker = picker
        made.view = picker.view
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
}
