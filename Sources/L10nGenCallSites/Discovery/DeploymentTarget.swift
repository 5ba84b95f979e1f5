import Foundation
import L10nGenCore
import L10nGenLookups

/// The oldest system versions a target's code runs on: whether it may call an API that came later
/// (`Text(_ resource: LocalizedStringResource)`, from iOS 16 and macOS 13) without `if #available`.
/// An Xcode target's are its `*_DEPLOYMENT_TARGET` build settings for the platforms it builds for; a
/// Swift package's, its manifest's `platforms:`.
public struct DeploymentTarget: Equatable, Sendable {
  public enum Platform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
  }

  /// Each platform it builds for, with its oldest version; nil where that version is not known.
  public var platforms: [Platform: SystemVersion?]
  /// Where they were read, for messages: `target App of App.xcodeproj`, `Package.swift's platforms`.
  public var origin: String

  public init(platforms: [Platform: SystemVersion?], origin: String) {
    self.platforms = platforms
    self.origin = origin
  }

  /// The platforms, among those it builds for, on which `required` is not met (a platform missing
  /// from `required` has no such API), each with its version as read; empty when every one is.
  public func unmet(_ required: [Platform: SystemVersion]) -> [(platform: Platform, version: SystemVersion?)] {
    Platform.allCases.compactMap { platform in
      guard let version = platforms[platform] else { return nil }
      guard let version, let needed = required[platform], version >= needed else { return (platform, version) }
      return nil
    }
  }

  /// The versions of several targets compiling the same code: each platform's oldest.
  public static func combined(_ targets: [DeploymentTarget]) -> DeploymentTarget? {
    guard let first = targets.first else { return nil }
    var platforms = first.platforms
    for target in targets.dropFirst() {
      for (platform, version) in target.platforms {
        if let known = platforms[platform] {
          platforms[platform] = known.flatMap { known in version.map { min(known, $0) } }
        } else {
          platforms[platform] = version
        }
      }
    }
    return DeploymentTarget(platforms: platforms, origin: targets.map(\.origin).joined(separator: ", "))
  }

  /// SwiftPM's versions for a platform a manifest does not name: each `Platform`'s
  /// `oldestSupportedVersion` (swift-package-manager, Sources/PackageModel/Platform.swift), which
  /// `getDerived(for:)` gives a platform the manifest leaves out. A package builds for every platform.
  static let packageDefaults: [Platform: SystemVersion] = [
    .iOS: SystemVersion(12, 0), .macOS: SystemVersion(10, 13), .tvOS: SystemVersion(12, 0), .watchOS: SystemVersion(4, 0),
    .visionOS: SystemVersion(1, 0),
  ]

  /// A package's, from its manifest's text: each platform `platforms:` names (`.iOS(.v16)`,
  /// `.macOS("13.0")`), for the platforms it names; with no `platforms:`, SwiftPM's defaults for all.
  /// A version given otherwise than as a literal is not known.
  public static func package(manifest bytes: [UInt8], origin: String) -> DeploymentTarget {
    let scanner = SwiftScanner(bytes: bytes)
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
    func isPunctuation(_ index: Int, _ character: Character) -> Bool { index < tokens.count && tokens[index].isPunctuation(character) }
    guard
      let start = tokens.indices.first(where: { tokens[$0].kind == .identifier && text($0) == "platforms" && isPunctuation($0 + 1, ":") }),
      isPunctuation(start + 2, "[")
    else {
      return DeploymentTarget(platforms: packageDefaults.mapValues { $0 }, origin: origin + " (no platforms: SwiftPM's oldest)")
    }
    var platforms: [Platform: SystemVersion?] = [:]
    var depth = 0
    var index = start + 2
    while index < tokens.count {
      if isPunctuation(index, "[") || isPunctuation(index, "(") { depth += 1 }
      if isPunctuation(index, "]") || isPunctuation(index, ")") {
        depth -= 1
        if depth == 0 { break }
      }
      // `.iOS(` followed by `.v16`, `.v10_15` or `"16.0"`.
      if depth == 1, isPunctuation(index, "."), index + 2 < tokens.count, let platform = Platform(rawValue: text(index + 1)),
        isPunctuation(index + 2, "(")
      {
        var version: SystemVersion?
        if isPunctuation(index + 3, "."), index + 4 < tokens.count, tokens[index + 4].kind == .identifier, text(index + 4).hasPrefix("v") {
          version = SystemVersion(text(index + 4).dropFirst().replacingOccurrences(of: "_", with: "."))
        } else if index + 3 < tokens.count, case .string(let literal) = tokens[index + 3].kind, let value = literal.value(in: bytes) {
          version = SystemVersion(value)
        }
        platforms[platform] = .some(version)
      }
      index += 1
    }
    return DeploymentTarget(platforms: platforms, origin: origin)
  }

  /// The setting naming each platform's oldest version, as Xcode names it.
  static let settings: [Platform: String] = [
    .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
    .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
  ]

  /// The platform of each SDK name of `SDKROOT` and `SUPPORTED_PLATFORMS`.
  static let sdks: [String: Platform] = [
    "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS, "watchos": .watchOS,
    "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
  ]

  /// An Xcode target's, from its build configurations' settings (`setting(name)` for each
  /// configuration, as Xcode resolves it): the platforms of `SUPPORTED_PLATFORMS`, else of `SDKROOT`,
  /// each with its oldest version over the configurations.
  static func xcode(configurations: [(String) -> String?], origin: String) -> DeploymentTarget {
    var platforms: [Platform: SystemVersion?] = [:]
    for setting in configurations {
      let names = (setting("SUPPORTED_PLATFORMS") ?? setting("SDKROOT") ?? "").split(separator: " ").map(String.init)
      for platform in Set(names.compactMap { sdks[$0] }) {
        // Not set at all: Xcode builds for the SDK's own version, the newest.
        let version = settings[platform].map { name in setting(name).map { SystemVersion($0) } ?? .sdk } ?? nil
        if let known = platforms[platform] {
          platforms[platform] = known.flatMap { known in version.map { min(known, $0) } }
        } else {
          platforms[platform] = .some(version)
        }
      }
    }
    return DeploymentTarget(platforms: platforms, origin: origin)
  }
}

/// A system version, `16.0`, `10.15`.
public struct SystemVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// Reads `16`, `16.4`, `10.15.2` (the third number is not compared); nil for anything else.
  public init?<S: StringProtocol>(_ text: S) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) : 0
    guard let minor, parts.dropFirst().allSatisfy({ Int($0) != nil }) else { return nil }
    self.init(major, minor)
  }

  /// The version of the SDK a target builds with, where it sets none of its own: newer than any
  /// an API names.
  public static let sdk = SystemVersion(Int.max, 0)

  public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

  public var description: String { self == .sdk ? "its SDK's version" : "\(major).\(minor)" }
}
