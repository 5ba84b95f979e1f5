import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCallSites

/// The systems a target runs on, as Xcode and SwiftPM read them: an Xcode target's
/// `*_DEPLOYMENT_TARGET` settings for the platforms of `SUPPORTED_PLATFORMS` or `SDKROOT` (the
/// target's configuration, its `.xcconfig`, then the project's), and a package manifest's
/// `platforms:` (SwiftPM's defaults for a manifest without: macOS 10.13, iOS 12, tvOS 12, watchOS 4,
/// visionOS 1: each `Platform`'s `oldestSupportedVersion` in swift-package-manager's Sources/PackageModel/Platform.swift).
final class DeploymentTargetTests: XCTestCase {
  private let resource: [DeploymentTarget.Platform: SystemVersion] = [.iOS: SystemVersion(16, 0), .macOS: SystemVersion(13, 0)]

  func testAManifestsPlatformsAreTheOnesItBuildsFor() {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "App", platforms: [.iOS(.v17), .macOS("13.0"), .watchOS(.v10_0)], targets: [.target(name: "App")])
      """
    let target = DeploymentTarget.package(manifest: Array(manifest.utf8), origin: "Package.swift's platforms")
    XCTAssertEqual(target.platforms, [.iOS: SystemVersion(17, 0), .macOS: SystemVersion(13, 0), .watchOS: SystemVersion(10, 0)])
    XCTAssertTrue(target.unmet(resource).map(\.platform) == [.watchOS], "watchOS has no resource form in `resource`")
  }

  func testAManifestWithoutPlatformsRunsOnSwiftPMsOldestAndMissesTheResourceForms() {
    let target = DeploymentTarget.package(manifest: Array("let package = Package(name: \"App\")".utf8), origin: "Package.swift")
    XCTAssertEqual(target.platforms[.iOS], SystemVersion(12, 0))
    XCTAssertEqual(target.platforms[.macOS], SystemVersion(10, 13))
    XCTAssertEqual(target.unmet(resource).first?.platform, .iOS)
  }

  func testAnXcodeTargetRunsOnItsOldestConfigurationAndAnXcconfigSaysWhatTheProjectDoesNot() throws {
    let directory = try TemporaryDirectory()
    try directory.write("Config/Base.xcconfig", "// shared\nMACOSX_DEPLOYMENT_TARGET = 13.0\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 12.0\n")
    try directory.write("Config/App.xcconfig", "#include \"Base.xcconfig\"\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator macosx\n")
    try directory.write(
      "App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        objects = {
          F1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (K1, K2, ); };
          K1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
          K2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Release; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (K3, K4, ); };
          K3 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(inherited)"; }; name = Debug; };
          K4 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {}; name = Release; };
          P0 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1, ); };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = App; };
        };
        rootObject = P0;
      }
      """)
    let project = try XCTUnwrap(XcodeProject(path: directory.path("App.xcodeproj")))
    let deployment = try XCTUnwrap(project.targets.first?.deployment)
    // iOS: the project's, 16.4 for Release (the conditional 12.0 holds for some builds only); macOS:
    // the .xcconfig's, through its #include.
    XCTAssertEqual(deployment.platforms, [.iOS: SystemVersion(16, 4), .macOS: SystemVersion(13, 0)])
    XCTAssertEqual(deployment.origin, "target App of App.xcodeproj")
    XCTAssertTrue(deployment.unmet(resource).isEmpty)
  }

  func testAPlatformWhoseVersionNoSettingGivesRunsOnItsSDKsAndOneWrittenOtherwiseIsNotKnown() {
    let settings: [String: String] = ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos xros", "IPHONEOS_DEPLOYMENT_TARGET": "$(APP_IOS_VERSION)"]
    let target = DeploymentTarget.xcode(configurations: [{ settings[$0] }], origin: "target App")
    XCTAssertEqual(target.platforms[.visionOS], SystemVersion.sdk)
    XCTAssertEqual(target.platforms[.iOS], .some(nil))
    XCTAssertEqual(target.unmet([.iOS: SystemVersion(16, 0), .visionOS: SystemVersion(1, 0)]).map(\.platform), [.iOS])
  }
}
