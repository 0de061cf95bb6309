/// On Linux, where Apple's UIKit does not exist, this module is named `UIKit` and
/// re-exports the part of UIKit this package has — the application and its delegate, the
/// scene and its delegate, windows, screen, device, colours, images, haptics, the text
/// checker — with Foundation and CoreGraphics, as Apple's UIKit re-exports them, so that
/// the files of a SwiftUI app that `import UIKit` (its `AppDelegate`, its `SceneDelegate`,
/// a helper reading `UIScreen.main`) compile unchanged (UIK2). Each type is exported by
/// name: SwiftUI's views are not, as `import UIKit` does not bring them on iOS either. The
/// package declares the module only on Linux (`Package.swift`), where it hides nothing.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import class TerminalLayout.UIApplication
@_exported import protocol TerminalLayout.UIApplicationDelegate
@_exported import class TerminalLayout.UIBezierPath
@_exported import class TerminalLayout.UIColor
@_exported import class TerminalLayout.UIControl
@_exported import class TerminalLayout.UIDevice
@_exported import enum TerminalLayout.UIDeviceOrientation
@_exported import struct TerminalLayout.UIEdgeInsets
@_exported import class TerminalLayout.UIFeedbackGenerator
@_exported import class TerminalLayout.UIImage
@_exported import class TerminalLayout.UIFont
@_exported import class TerminalLayout.UINavigationBar
@_exported import class TerminalLayout.UINavigationBarAppearance
@_exported import enum TerminalLayout.UIBarStyle
@_exported import enum TerminalLayout.UIBarMetrics
@_exported import struct TerminalLayout.UIOffset
@_exported import class TerminalLayout.UIImpactFeedbackGenerator
@_exported import enum TerminalLayout.UIKeyboardType
@_exported import class TerminalLayout.UINotificationFeedbackGenerator
@_exported import struct TerminalLayout.UIRectCorner
@_exported import class TerminalLayout.UIResponder
@_exported import class TerminalLayout.UIScene
@_exported import class TerminalLayout.UISceneConfiguration
@_exported import protocol TerminalLayout.UISceneDelegate
@_exported import class TerminalLayout.UISceneSession
@_exported import class TerminalLayout.UIScreen
@_exported import class TerminalLayout.UIScrollView
@_exported import class TerminalLayout.UISegmentedControl
@_exported import class TerminalLayout.UISelectionFeedbackGenerator
@_exported import class TerminalLayout.UITabBar
@_exported import class TerminalLayout.UITableView
@_exported import class TerminalLayout.UITableViewCell
@_exported import enum TerminalLayout.UIUserInterfaceStyle
@_exported import enum TerminalLayout.UITextAutocapitalizationType
@_exported import class TerminalLayout.UITextChecker
@_exported import struct TerminalLayout.UITextContentType
@_exported import enum TerminalLayout.UIUserInterfaceIdiom
@_exported import class TerminalLayout.UIView
@_exported import class TerminalLayout.UILabel
@_exported import class TerminalLayout.UIActivityIndicatorView
@_exported import class TerminalLayout.UIVisualEffect
@_exported import class TerminalLayout.UIVisualEffectView
@_exported import class TerminalLayout.UIBlurEffect
@_exported import class TerminalLayout.UIVibrancyEffect
@_exported import enum TerminalLayout.UIVibrancyEffectStyle
@_exported import struct TerminalLayout.UILayoutPriority
@_exported import class TerminalLayout.NSLayoutConstraint
@_exported import enum TerminalLayout.NSTextAlignment
@_exported import enum TerminalLayout.NSLineBreakMode
@_exported import enum TerminalLayout.UIModalPresentationStyle
@_exported import class TerminalLayout.UINavigationController
@_exported import protocol TerminalLayout.UINavigationControllerDelegate
@_exported import class TerminalLayout.UIImagePickerController
@_exported import protocol TerminalLayout.UIImagePickerControllerDelegate
@_exported import class TerminalLayout.UITextField
@_exported import protocol TerminalLayout.UITextFieldDelegate
@_exported import enum TerminalLayout.UIReturnKeyType
@_exported import enum TerminalLayout.UITextAutocorrectionType
@_exported import class TerminalLayout.UIAction
@_exported import class TerminalLayout.UIPageControl
@_exported import class TerminalLayout.UIImageView
@_exported import class TerminalLayout.UIButton
@_exported import class TerminalLayout.UITextView
@_exported import protocol TerminalLayout.UITextViewDelegate
@_exported import class TerminalLayout.UISearchBar
@_exported import protocol TerminalLayout.UISearchBarDelegate
@_exported import class TerminalLayout.UISwitch
@_exported import class TerminalLayout.UIViewController
@_exported import class TerminalLayout.UIWindow
@_exported import class TerminalLayout.UIWindowScene
@_exported import protocol TerminalLayout.UIWindowSceneDelegate
// UIKit's entry points (`UIApplicationMain`, and `main()` on an app delegate), which run
// the app on the terminal.
@_exported import func TerminalUI.UIApplicationMain
