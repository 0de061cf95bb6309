// Combine's publishers carry Foundation's types (`Date`, `TimeInterval`, `Notification`,
// `RunLoop`), as Apple's Combine does through its overlay.
@_exported import Foundation
