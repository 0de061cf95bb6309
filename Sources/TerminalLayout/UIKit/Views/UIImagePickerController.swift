import Foundation

/// UIKit's image picker — the `ImagePicker` many SwiftUI apps wrap in a
/// `UIViewControllerRepresentable` and show in a sheet (UIV1).
///
/// A terminal has no photo library and no camera: the picker lists the image files of a
/// folder (the current directory, by default) as buttons, a row each, and a Cancel button. Choosing a
/// file tells the delegate `imagePickerController(_:didFinishPickingMediaWithInfo:)` with
/// the image (`.originalImage`, and `.editedImage` when `allowsEditing`), its file URL
/// (`.imageURL`) and `.mediaType`; Cancel tells it `imagePickerControllerDidCancel(_:)`.
/// A delegate that does not implement them has the picker dismissed, as UIKit does. With
/// the `.camera` source the picker says there is none and offers Cancel alone
/// (`isSourceTypeAvailable(.camera)` is `false`).
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker's images come from.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    /// Which camera (kept).
    public enum CameraDevice: Int, Sendable {
        case rear = 0, front = 1
    }

    /// What a camera captures (kept).
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0, video = 1
    }

    /// The names of what the picker tells its delegate about a chosen image.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The image as it was chosen (a `UIImage`).
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The image as edited (a `UIImage`; here, the original, when editing is allowed).
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The image's file (a `URL`).
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        /// The kind of media (a `String`: `"public.image"`).
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// A movie's file (never given here).
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// The rectangle an edit cropped to (never given here).
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// The photo library's asset (never given here).
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        /// A camera photo's metadata (never given here).
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        /// The asset's library URL (never given here).
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
        /// A live photo (never given here).
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
    }

    /// Whether `sourceType` can be used: the photo library and the saved photos (files), not
    /// the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers: images, where it is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [Self.imageType] : nil
    }

    /// Whether a camera is there: no.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The media type of images.
    static let imageType = "public.image"

    /// Where the images come from.
    open var sourceType: SourceType = .photoLibrary

    /// The media types offered (kept: files are images).
    open var mediaTypes: [String] = [UIImagePickerController.imageType]

    /// Whether the chosen image may be edited: the edited image is the original here.
    open var allowsEditing = false

    /// The camera used (kept).
    open var cameraDevice: CameraDevice = .rear

    /// What the camera captures (kept).
    open var cameraCaptureMode: CameraCaptureMode = .photo

    /// Whether the camera's controls show (kept).
    open var showsCameraControls = true

    /// The folder whose image files are listed: the current directory unless set.
    package var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

    /// The picker's delegate.
    private weak var pickerDelegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// The picker's delegate, told what is chosen.
    open override var delegate: UINavigationControllerDelegate? {
        get { pickerDelegate }
        set { pickerDelegate = newValue as? (UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
    }

    /// The file extensions listed.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "bmp", "tiff"]

    /// The folder's image files, by name (none for the camera, or a folder that cannot be read).
    func imageFiles() -> [URL] {
        guard sourceType != .camera,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { Self.imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Tells the delegate `url` was chosen (or, without one, dismisses the picker).
    func choose(_ url: URL) {
        var info: [InfoKey: Any] = [.imageURL: url, .mediaType: Self.imageType]
        if let image = UIImage(contentsOfFile: url.path) {
            info[.originalImage] = image
            if allowsEditing { info[.editedImage] = image }
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// Tells the delegate the picker was cancelled (or, without one, dismisses the picker).
    func cancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }

    /// The list of files and the Cancel button.
    open override func loadView() {
        view = HostingView(rootView: AnyView(ImagePickerContent(picker: self)))
    }
}

/// What an image picker tells its delegate. A method not implemented dismisses the picker,
/// as UIKit does.
@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// An image was chosen.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The picker was cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    /// Dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// Internal: what an image picker shows (UIV1): its folder's image files as plain
/// buttons, a row each, in a scroll view, then Cancel.
struct ImagePickerContent: View {
    /// The picker, held weakly: its view holds this view (a strong reference would keep
    /// every picker alive).
    weak var picker: UIImagePickerController?

    var body: some View {
        if let picker { content(picker) }
    }

    @ViewBuilder
    private func content(_ picker: UIImagePickerController) -> some View {
        let files = picker.imageFiles()
        VStack(alignment: .leading, spacing: 0) {
            if picker.sourceType == .camera {
                Text("No camera in a terminal")
            } else if files.isEmpty {
                Text("No images in \(picker.folder.path)")
            } else {
                Text("Choose an image")
                // A row a file, scrolled to keep the focused one in view (FOCUS2).
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(files, id: \.self) { file in
                            Button(file.lastPathComponent) { picker.choose(file) }.buttonStyle(.plain)
                        }
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            Button("Cancel") { picker.cancel() }
        }
    }
}
