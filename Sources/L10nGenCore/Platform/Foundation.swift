// Which Foundation the stages build on, decided once for every target that imports this one.
//
// Where the platform splits Foundation (Linux, Windows), the stages build on its essentials
// (`FoundationEssentials`: `Data`, `URL`, `FileManager`, `JSONDecoder`, string searching). The few
// files that need what only the whole of Foundation does import it themselves, so each says why:
// `NSRegularExpression` (RegularExpression.swift), `PropertyListSerialization` for binary property
// lists (LocatedPlist+Foundation.swift), ICU's collation (CatalogKeyOrder.swift), lint's locale
// data. On Apple platforms Foundation is one library.
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
