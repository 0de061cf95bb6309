import Foundation
import Testing
@testable import TerminalLayout

/// `Data.WritingOptions.atomicWrite` on Linux (FILE2).
struct DataWritingOptionsTests {
    @Test("atomicWrite is .atomic: a write with it lands whole")
    func atomicWrite() throws {
        #expect(Data.WritingOptions.atomicWrite == .atomic)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("saved".utf8).write(to: url, options: [.atomicWrite, .completeFileProtection])
        #expect(try String(contentsOf: url, encoding: .utf8) == "saved")
    }
}
