import XCTest

@testable import L10nGenGeneration

/// What a template declares in `{# l10ngen-… #}` comments is read from it and from every template
/// it includes, as the syntax documented on `TemplateDeclarations` says.
final class TemplateDeclarationsTests: XCTestCase {
  func testDeclarationsAreReadFromTheTemplateAndWhatItIncludesOnce() {
    let partials = [
      "_a.stencil": "{# l10ngen-reserves: fromA #}{% include \"_b.stencil\" %}{% include '_a.stencil' %}",
      "_b.stencil": "{#\tl10ngen-params:\n  one\ttwo #}{# l10ngen-reserves: fromB #}",
    ]
    var asked: [String] = []
    let declarations = TemplateDeclarations(
      source: "text {# l10ngen-naming: flat #}{% if x %}{% include \"_a.stencil\" %}{% endif %}{# l10ngen-reserves: top other #}"
    ) { name in
      asked.append(name)
      return partials[name]
    }
    XCTAssertEqual(declarations.reservedMembers, ["top", "other", "fromA", "fromB"])
    XCTAssertEqual(declarations.params, ["one", "two"])
    XCTAssertEqual(declarations.naming, .flat)
    XCTAssertEqual(asked, ["_a.stencil", "_b.stencil"], "each partial once, however often it is included")
  }

  func testEveryKindOfDeclarationIsRead() {
    let declarations = TemplateDeclarations(
      source: """
        {# l10ngen-companion: Resource if localizedStringResources #}{# l10ngen-accepts: width-variants #}
        {# l10ngen-spacing: smart #}{# l10ngen-top-level-table: Localizable #}{# l10ngen-members: resources #}
        {# l10ngen-xcode-parity: xcodeParity #}
        """
    ) { _ in nil }
    XCTAssertEqual(declarations.companion?.suffix, "Resource")
    XCTAssertEqual(declarations.companion?.param, "localizedStringResources")
    XCTAssertTrue(declarations.acceptsWidthVariants)
    XCTAssertEqual(declarations.spacing, .smart)
    XCTAssertEqual(declarations.topLevelTable, "Localizable")
    XCTAssertTrue(declarations.resourceMembers)
    XCTAssertEqual(declarations.parityParam, "xcodeParity")
    XCTAssertNil(declarations.params, "a template that declares no params takes any")
  }

  func testCommentsThatDeclareNothingAndMalformedDeclarationsAreIgnored() {
    let declarations = TemplateDeclarations(
      source: """
        {# a comment about l10ngen-reserves: x #}{# l10ngen-naming: flat structured #}{# l10ngen-naming: nosuch #}
        {# l10ngen-companion: Resource when p #}{# unterminated l10ngen-reserves: y
        """
    ) { _ in nil }
    XCTAssertEqual(declarations, TemplateDeclarations())
  }

  func testTheSwift6TemplatesReserveTheirLookups() throws {
    let template = try XCTUnwrap(BuiltinTemplate.named("structured-swift6"))
    let declarations = TemplateDeclarations(source: template.source) { BuiltinTemplate.partials[$0] }
    XCTAssertTrue(declarations.reservedMembers.isSuperset(of: ["_tr", "setLanguage"]))
    XCTAssertEqual(declarations.fileScopeNames, ["_l10n", "_l10n0", "_l10n1", "_l10n2", "_l10n3", "_l10n4"])
    XCTAssertEqual(
      declarations.fileScopeNames(tableCount: 2),
      ["_l10n", "_l10n0", "_l10n1", "_l10n2", "_l10n3", "_l10n4", "_l10n_2", "_l10n0_2", "_l10n1_2", "_l10n2_2", "_l10n3_2", "_l10n4_2"])
    XCTAssertEqual(declarations.naming, .structured)
  }
}
