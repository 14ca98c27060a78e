#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
