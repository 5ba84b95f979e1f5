// Which Foundation the stages build on, decided once for every target that imports this one.
//
// Where the platform splits Foundation (Linux, Windows), generation needs only its essentials
// (`FoundationEssentials`: `Data`, `URL`, `FileManager`, `JSONDecoder`, string searching), which
// a process maps at about half the memory of the whole of Foundation: the build plugin runs the
// generation executable in every build, and it links only this. Lint and what only the whole of
// Foundation does (the property-list fallback, `NSRegularExpression`: L10nGenFoundationFallbacks)
// import Foundation themselves. On Apple platforms Foundation is one library.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif

// The C library: the output files are written with POSIX calls (Foundation used to re-export it).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#elseif canImport(ucrt)
@_exported import ucrt
#endif
