import Foundation
import Testing
@testable import TerminalLayout

/// `UIDevice` (UIK1): the computer the terminal runs on.
struct UIDeviceTests {
    @Test("The device is a computer's window: neither a phone nor a pad; Linux and the kernel's version")
    func device() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .mac)
        #expect(device.userInterfaceIdiom != .pad && device.userInterfaceIdiom != .phone)
        #expect(device.systemName == "Linux")
        #expect(device.systemVersion.split(separator: ".").count == 3)
        #expect(device.systemVersion.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(device.name == ProcessInfo.processInfo.hostName)
        #expect(device.model == "Terminal")
        #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    }

    @Test("A machine id is a UUID; anything else is not", arguments: [
        ("0123456789abcdef0123456789abcdef\n", "01234567-89AB-CDEF-0123-456789ABCDEF"),
        ("0123456789abcdef0123456789abcdeg", nil), ("0123", nil), ("", nil),
    ] as [(String, String?)])
    func machineID(_ text: String, _ uuid: String?) {
        #expect(UIDevice.uuid(fromMachineID: text)?.uuidString == uuid)
    }

    @Test("Orientation is unknown until notifications begin, then the screen's shape")
    func orientation() {
        let device = UIDevice()
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        let bounds = UIScreen.main.bounds
        #expect(device.orientation == (bounds.width >= bounds.height ? .landscapeLeft : .portrait))
        #expect(device.orientation.isValidInterfaceOrientation)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
    }

    @Test("Orientations: portrait, landscape, flat", arguments: [
        (UIDeviceOrientation.portrait, true, false, false), (.portraitUpsideDown, true, false, false),
        (.landscapeLeft, false, true, false), (.landscapeRight, false, true, false),
        (.faceUp, false, false, true), (.faceDown, false, false, true), (.unknown, false, false, false),
    ] as [(UIDeviceOrientation, Bool, Bool, Bool)])
    func orientations(_ orientation: UIDeviceOrientation, _ portrait: Bool, _ landscape: Bool, _ flat: Bool) {
        #expect(orientation.isPortrait == portrait)
        #expect(orientation.isLandscape == landscape)
        #expect(orientation.isFlat == flat)
        #expect(orientation.isValidInterfaceOrientation == (portrait || landscape))
    }

    @Test("A view laid out by the idiom takes the branch a Mac's would")
    func viewByIdiom() {
        struct Adaptive: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad { Text("pad") } else { Text("other") }
            }
        }
        #expect(textFrame(Adaptive(), width: 5, height: 1) == ["other"])
    }
}
