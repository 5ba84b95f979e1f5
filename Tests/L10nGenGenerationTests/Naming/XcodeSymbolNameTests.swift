import XCTest

@testable import L10nGenGeneration

/// Xcode documents no rule for the names of its String Catalog symbols. Every expected name here is
/// one Xcode 26 wrote: key and symbol pairs read from `GeneratedStringSymbols_*.swift` files that
/// public projects commit (DerivedSources copies), and from the build errors Xcode reports.
final class XcodeSymbolNameTests: XCTestCase {
  func testNamesAreThoseXcodeGenerates() {
    let pairs: [(key: String, symbol: String)] = [
      // Words of a sentence in lower camel case; punctuation, ellipses and apostrophes dropped.
      ("The JSON store changed while Snip Snap was copying it.", "theJsonStoreChangedWhileSnipSnapWasCopyingIt"),
      ("Deleting Synced Content…", "deletingSyncedContent"),
      ("A list with that name already exists.", "aListWithThatNameAlreadyExists"),
      ("Setting Up iCloud Sync…", "settingUpICloudSync"),
      ("Snip Snap does not send local-only data to CloudKit.", "snipSnapDoesNotSendLocalOnlyDataToCloudKit"),
      (
        "Snip Snap stopped sync and kept this device’s snips and available attachment files as a read-only recovery copy. Choose how to start again.",
        "snipSnapStoppedSyncAndKeptThisDevicesSnipsAndAvailableAttachmentFilesAsAReadOnlyRecoveryCopyChooseHowToStartAgain"
      ),
      ("user fields use encrypted values and files use CKAsset data", "userFieldsUseEncryptedValuesAndFilesUseCkassetData"),
      // Format specifiers dropped.
      ("%@ Snip Snap also could not open the JSON store, so it cannot save new snips.", "snipSnapAlsoCouldNotOpenTheJsonStoreSoItCannotSaveNewSnips"),
      (
        "Snip Snap could not finish setting up iCloud Sync. Your local library remains available. %@",
        "snipSnapCouldNotFinishSettingUpICloudSyncYourLocalLibraryRemainsAvailable"
      ),
      ("%lld active", "active"),
      ("Score %@, %@ %lld, %@ %lld", "score"),
      // Capitals: an all-capital word is capitalized, a mixed one kept, the first word's leading ones lowered.
      ("Retro Green CRT", "retroGreenCrt"),
      ("SPEED BOOST", "speedBoost"),
      ("Off", "off"),
      ("CFBundleDisplayName", "cfbundleDisplayName"),
      ("ALPS_DESCRIPTION", "alpsDescription"),
      ("LENÇÓIS_MARANHENSES_NAME", "lençóisMaranhensesName"),
      ("F_A_Description", "fADescription"),
      ("AddHost.Form.Field.MacAddress.Failure.InvalidMACAddress", "addHostFormFieldMacAddressFailureInvalidMACAddress"),
      // Key paths.
      ("attachment.genericName", "attachmentGenericName"),
      ("continued_session.subtitle", "continuedSessionSubtitle"),
      ("download_store.page_missing", "downloadStorePageMissing"),
      ("action.copy_link", "actionCopyLink"),
      // `$` is kept.
      ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
    ]
    for (key, symbol) in pairs {
      XCTAssertEqual(XcodeSymbolName.name(for: key), symbol, key)
    }
  }

  /// Keys that collide in Xcode's build ("This string key would generate the same symbol as …"): the
  /// same name here, which the naming stage then reports.
  func testKeysXcodeReportsAsCollidingGetOneName() {
    for (first, second) in [("all", "All"), ("OK", "Ok"), ("Loading", "Loading…"), ("Glucose", "Glucose: %@")] {
      XCTAssertEqual(XcodeSymbolName.name(for: first), XcodeSymbolName.name(for: second), "\(first) / \(second)")
    }
  }

  /// Keys Xcode cannot name ("Unable to derive a symbol name from this key.") get no name here either.
  func testKeysWithNothingToNameThemByGetNoName() {
    for key in ["%@", "%@ → %@", "%lld%%", "", "%lld"] {
      XCTAssertEqual(XcodeSymbolName.name(for: key), "", key)
    }
  }

  /// Where Xcode fails the build, l10ngen still gives a name that compiles.
  func testKeysXcodeRefusesStillGetAValidName() {
    XCTAssertEqual(XcodeSymbolName.name(for: "2FA code"), "_2FACode")
    XCTAssertEqual(XcodeSymbolName.name(for: "default"), "`default`")
    XCTAssertEqual(XcodeSymbolName.name(for: "${name} joined"), "_$NameJoined")
  }
}
