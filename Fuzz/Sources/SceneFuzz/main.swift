#if canImport(Glibc)
import Glibc
#endif

// SwiftPM links an executable's entry point as `main`, so libFuzzer's own `main` is not
// used: start its driver here, with the command line (libFuzzer's flags, corpus folders).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Int32

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in sceneFuzzOneInput(data, size) })
