import Foundation

/// Runs a program to completion and returns its exit status and output.
public struct ProcessResult {
    public let status: Int32
    public let standardOutput: Data
    public let standardError: Data

    /// Standard output as text.
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as text.
    public var error: String { String(decoding: standardError, as: UTF8.self) }

    /// Runs `executable` with `arguments` and `environment` (the test's own when `nil`);
    /// stdin is /dev/null, stdout and stderr are temporary files.
    ///
    /// Uses `posix_spawn` + `waitpid`, unblocks all signals and closes every descriptor
    /// above 2 in the child, not Foundation's `Process`: a program that leaves a daemon
    /// behind (the tmux server) would inherit `Process`'s exit-detection socket, and
    /// `waitUntilExit` would hang.
    public static func run(_ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil) throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outPath = folder.appendingPathComponent("demo-out-\(token)").path
        let errPath = folder.appendingPathComponent("demo-err-\(token)").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for descriptor in 3..<1024 {
            // Closing a descriptor that is not open is not an error for posix_spawn.
            posix_spawn_file_actions_addclose(&actions, Int32(descriptor))
        }
        // The test runner's threads block some signals; a child must start with none
        // blocked and default handlers, or the program in tmux never sees SIGWINCH.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        var defaultSet = sigset_t()
        sigemptyset(&defaultSet)
        for signal in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTOU, SIGTTIN] {
            sigaddset(&defaultSet, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &defaultSet)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard spawnError == 0 else {
            throw CocoaError(.executableLoad, userInfo: ["path": executable.path, "errno": spawnError])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ProcessResult(status: exitStatus,
                             standardOutput: FileManager.default.contents(atPath: outPath) ?? Data(),
                             standardError: FileManager.default.contents(atPath: errPath) ?? Data())
    }
}
