// swift-format-ignore-file
// Generated from Templates/*.stencil by `swift run generate-sources compiled-templates` (Scripts/regenerate):
// each built-in template compiled into Swift by TemplateCompiler. Do not edit.

import L10nGenCore
import L10nGenTemplate

/// The built-in templates as Swift, by name: a target of its own, which builds beside the tables.
package enum CompiledTemplates {
  package static let byName: [String: CompiledTemplate] = [
    "structured-swift6": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/structured-swift6.stencil", line: 1, column: 61),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 4, column: 25),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 5, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 5, column: 19),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 7, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 7, column: 22),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 8, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 8, column: 24),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 18),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 120),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 10, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 10, column: 24),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 11, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 11, column: 477),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 12, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 12, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 13, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 15, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 22, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 57),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 116),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 209),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 27, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 28, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 28, column: 77),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 32, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 33, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 1, column: 154),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 3, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 7, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 8, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 10, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 1, column: 101),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 2, column: 58),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 1, column: 112),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 6),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 32),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 117),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 144),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 4, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 5, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 6, column: 67),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 7),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 78),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 19),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 126),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 161),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 216),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 266),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 312),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 371),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 413),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 438),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 511),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 36, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 37, column: 59),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 45, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 48, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 49, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 166),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 457),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 488),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 572),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 587),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 797),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 220),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 79),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 123),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 61, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 35),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 70, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 71, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 73, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 74, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 75, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 77, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 82, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 85, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 86, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 90, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 91, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 92, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 96, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 97, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 98, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 99, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 102, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 103, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 104, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 106, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 106, column: 35),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 109, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 114, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 117, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 118, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 119, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 120, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 121, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 124, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 125, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 126, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 127, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 131, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 155, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 1, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 1, column: 28),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 3, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 4, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 6, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 7, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 9, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 10, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 12, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 13, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 15, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 16, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 18, column: 35),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 19, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 22, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 38, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 50, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 60, column: 3),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 67, column: 60),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 62),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 98),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 164),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 74, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 75, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 75, column: 39),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 76, column: 18),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 76, column: 58),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 82, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 83, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 63, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 68, column: 23),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 69, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 81, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 83, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 1209, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 160, column: 1),
      ],
      filters: ["default", "lines", "swiftComment", "swiftString"],
      render: renderStructuredSwift6),
    "flat-swift6": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/flat-swift6.stencil", line: 1, column: 55),
        SourceLocation(file: "<built-in>/flat-swift6.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 4, column: 25),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 5, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 5, column: 19),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 7, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 7, column: 22),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 8, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 8, column: 24),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 18),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 9, column: 120),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 10, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 10, column: 24),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 11, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 11, column: 477),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 12, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 12, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 13, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 15, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 22, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 57),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 116),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 23, column: 209),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 27, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 28, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 28, column: 77),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 32, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 33, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 1, column: 154),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 3, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 7, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 8, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 10, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 1, column: 101),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 2, column: 58),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 1, column: 112),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 6),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 32),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 117),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 144),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 4, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 5, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 6, column: 67),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 7),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 78),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 19),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 126),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 161),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 216),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 266),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 312),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 371),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 413),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 438),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 35, column: 511),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 36, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 37, column: 59),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 45, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 48, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 49, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 166),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 457),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 488),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 572),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 587),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 797),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 50, column: 220),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 30),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 79),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 54, column: 123),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 61, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 35),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 63, column: 67),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 70, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 71, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 73, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 74, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 75, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 77, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 82, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 85, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 86, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 90, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 91, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 92, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 96, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 97, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 98, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 99, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 102, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 103, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 104, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 106, column: 5),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 106, column: 35),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 109, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 114, column: 3),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 117, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 118, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 119, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 120, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 121, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 124, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 125, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 126, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 127, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 131, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 155, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 1, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 1, column: 28),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 3, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 4, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 6, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 7, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 9, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 10, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 12, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 13, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 15, column: 36),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 16, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 18, column: 35),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 19, column: 23),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 22, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 38, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 50, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 60, column: 3),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 67, column: 60),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 62),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 98),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 70, column: 164),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 74, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 75, column: 5),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 75, column: 39),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 76, column: 18),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 76, column: 58),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 82, column: 1),
        SourceLocation(file: "<built-in>/_swift6-lookup.stencil", line: 83, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 63, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 68, column: 23),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 69, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 81, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 83, column: 1),
        SourceLocation(file: "<built-in>/_swift6-runtime.stencil", line: 1209, column: 1),
        SourceLocation(file: "<built-in>/_swift6.stencil", line: 160, column: 1),
      ],
      filters: ["default", "lines", "swiftComment", "swiftString"],
      render: renderFlatSwift6),
    "resource-symbols": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 4, column: 17),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 5, column: 1),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 7, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 1, column: 154),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 3, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 7, column: 3),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 8, column: 7),
        SourceLocation(file: "<built-in>/_doc-lines.stencil", line: 10, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 1, column: 101),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 2, column: 58),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 1, column: 112),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 6),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 32),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 117),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 144),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 4, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 5, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 6, column: 67),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 7),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 78),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 10, column: 33),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 10, column: 77),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 12, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 13, column: 81),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 13, column: 119),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 13, column: 173),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 13, column: 232),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 14, column: 30),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 14, column: 137),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 457),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 488),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 572),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 587),
        SourceLocation(file: "<built-in>/_localization-value.stencil", line: 1, column: 797),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 14, column: 191),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 18, column: 5),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 19, column: 30),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 19, column: 72),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 21, column: 30),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 21, column: 79),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 21, column: 123),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 27, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 28, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 30, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 31, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 35, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 36, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 38, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 39, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 40, column: 39),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 43, column: 5),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 43, column: 35),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 47, column: 1),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 53, column: 1),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 61, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 65, column: 5),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 76, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 77, column: 3),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 81, column: 5),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 81, column: 35),
        SourceLocation(file: "<built-in>/resource-symbols.stencil", line: 84, column: 3),
      ],
      filters: ["lines", "swiftComment", "swiftString"],
      render: renderResourceSymbols),
    "structured-swift5": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/structured-swift5.stencil", line: 1, column: 61),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 5, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 5, column: 25),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 6, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 6, column: 19),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 14, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 15, column: 31),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 19, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 20, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 24, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 25, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 26, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 27, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 28, column: 7),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 30, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 1, column: 101),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 2, column: 58),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 1, column: 112),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 6),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 32),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 117),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 144),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 4, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 5, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 6, column: 67),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 7),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 78),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 33, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 34, column: 47),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 53),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 87),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 142),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 38, column: 110),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 38, column: 155),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 40, column: 89),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 40, column: 134),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 43, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 44, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 45, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 48, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 48, column: 35),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 53, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 60, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 61, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 63, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 63, column: 35),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 67, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 70, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 81, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 82, column: 55),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 84, column: 18),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 89, column: 1),
      ],
      filters: ["default", "swiftString", "lines", "swiftComment"],
      render: renderStructuredSwift5),
    "flat-swift5": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/flat-swift5.stencil", line: 1, column: 55),
        SourceLocation(file: "<built-in>/flat-swift5.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 5, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 5, column: 25),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 6, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 6, column: 19),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 14, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 15, column: 31),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 19, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 20, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 24, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 25, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 26, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 27, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 28, column: 7),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 30, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 1, column: 101),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 2, column: 58),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 1, column: 112),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 2, column: 3),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 6),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 32),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 117),
        SourceLocation(file: "<built-in>/_form-lines.stencil", line: 3, column: 144),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 4, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 5, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 6, column: 67),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 8, column: 3),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 7),
        SourceLocation(file: "<built-in>/_variant-lines.stencil", line: 9, column: 78),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 33, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 34, column: 47),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 53),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 87),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 35, column: 142),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 38, column: 110),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 38, column: 155),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 40, column: 89),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 40, column: 134),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 43, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 44, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 45, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 48, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 48, column: 35),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 53, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 60, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 61, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 63, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 63, column: 35),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 67, column: 3),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 70, column: 1),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 81, column: 5),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 82, column: 55),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 84, column: 18),
        SourceLocation(file: "<built-in>/_swift5.stencil", line: 89, column: 1),
      ],
      filters: ["default", "swiftString", "lines", "swiftComment"],
      render: renderFlatSwift5),
    "objc-h": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 9, column: 3),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 10, column: 3),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 11, column: 3),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 12, column: 5),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 15, column: 15),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 350),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 387),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 480),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 550),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 15, column: 54),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 17, column: 3),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 18, column: 3),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 21, column: 1),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 22, column: 12),
        SourceLocation(file: "<built-in>/objc-h.stencil", line: 23, column: 1),
      ],
      filters: ["lines", "objcComment", "objcMethodName", "default", "objcOwnedByFamily", "replace"],
      render: renderObjcH),
    "objc-m": CompiledTemplate(
      locations: [
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 2, column: 1),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 3, column: 1),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 3, column: 20),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 4, column: 1),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 6, column: 10),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 8, column: 1),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 34, column: 3),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 35, column: 15),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 350),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 387),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 480),
        SourceLocation(file: "<built-in>/_objc-signature.stencil", line: 1, column: 550),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 36, column: 21),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 36, column: 48),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 36, column: 83),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 36, column: 116),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 36, column: 154),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 39, column: 3),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 40, column: 3),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 43, column: 1),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 44, column: 17),
        SourceLocation(file: "<built-in>/objc-m.stencil", line: 45, column: 1),
      ],
      filters: ["replace", "default", "objcMethodName", "objcString"],
      render: renderObjcM),
  ]
}

private func renderStructuredSwift6(_ r: CompiledRender) throws {
  let root0 = r.root("param")
  let root1 = r.root("typeNames")
  let root2 = r.root("tables")
  let root3 = r.root("arguments")
  let root4 = r.root("name")
  let root5 = r.root("resourceName")
  let root6 = r.root("flat")
  let root7 = r.root("tableEnums")
  let root8 = r.root("tablePosition")
  let root9 = r.root("item")
  let root10 = r.root("table")
  let root11 = r.root("path")
  let root12 = r.root("own")
  let root13 = r.root("developmentLanguage")
  let root14 = r.root("isolation")
  try r.enterInclude(at: 0)
  do {
    try r.nest(at: 0)
    r.text("// swiftlint:disable all")
    r.lines("\n// Generated by l10ngen from the development-language tables. Do not edit.")
    r.lines("\n\n")
    try r.nest(at: 1)
    let captured1 = try r.capture {
      if CompiledRender.member(root0, "accessLevel").isTruthy {
        try r.nest(at: 2)
        r.write(CompiledRender.member(root0, "accessLevel"))
        r.unnest()
      } else if CompiledRender.member(root0, "publicAccess").isTruthy {
        try r.nest(at: 2)
        r.text("public")
        r.unnest()
      } else {
        try r.nest(at: 2)
        r.text("internal")
        r.unnest()
      }
    }
    r.unnest()
    let variable0 = TemplateValue.string(captured1)
    try r.nest(at: 3)
    let captured2 = try r.capture {
      try r.write(r.apply(0, CompiledRender.member(root0, "enumName"), [TemplateValue.string("L10n")], at: 4))
    }
    r.unnest()
    let variable1 = TemplateValue.string(captured2)
    r.lines("\n")
    try r.nest(at: 5)
    let captured3 = try r.capture {
      if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "module") {
        try r.nest(at: 6)
        r.text("module")
        r.unnest()
      } else if (CompiledRender.isText(CompiledRender.member(root0, "runtime"), "external") || CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library")) {
        try r.nest(at: 6)
        r.text("external")
        r.unnest()
      } else {
        try r.nest(at: 6)
        r.text("file")
        r.unnest()
      }
    }
    r.unnest()
    let variable2 = TemplateValue.string(captured3)
    try r.nest(at: 7)
    let captured4 = try r.capture {
      if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library") {
        try r.nest(at: 8)
        r.text("L10nGenRuntime")
        r.unnest()
      } else {
        try r.nest(at: 8)
        r.write(CompiledRender.member(root0, "runtimeModule"))
        r.unnest()
      }
    }
    r.unnest()
    let variable3 = TemplateValue.string(captured4)
    try r.nest(at: 9)
    let captured5 = try r.capture {
      if CompiledRender.isText(CompiledRender.read(variable2), "file") {
        try r.nest(at: 10)
        r.write(CompiledRender.read(variable1))
        r.unnest()
      } else if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library") {
        try r.nest(at: 10)
        r.text("L10nRuntime")
        r.unnest()
      } else {
        try r.nest(at: 10)
        try r.write(r.apply(0, CompiledRender.member(root0, "runtimeName"), [TemplateValue.string("L10nRuntime")], at: 11))
        r.unnest()
      }
    }
    r.unnest()
    let variable4 = TemplateValue.string(captured5)
    try r.nest(at: 12)
    let captured6 = try r.capture {
      if CompiledRender.isText(CompiledRender.read(variable2), "file") {
        try r.nest(at: 13)
        r.text("fileprivate")
        r.unnest()
      } else {
        try r.nest(at: 13)
        r.write(CompiledRender.read(variable0))
        r.unnest()
      }
    }
    r.unnest()
    let variable5 = TemplateValue.string(captured6)
    try r.nest(at: 14)
    let captured7 = try r.capture {
      if ((((((((CompiledRender.member(root1, "String").isTruthy || CompiledRender.member(root1, "Int").isTruthy) || CompiledRender.member(root1, "Double").isTruthy) || CompiledRender.isText(CompiledRender.read(variable1), "String")) || CompiledRender.isText(CompiledRender.read(variable1), "Int")) || CompiledRender.isText(CompiledRender.read(variable1), "Double")) || CompiledRender.isText(CompiledRender.read(variable4), "String")) || CompiledRender.isText(CompiledRender.read(variable4), "Int")) || CompiledRender.isText(CompiledRender.read(variable4), "Double")) {
        try r.nest(at: 15)
        r.text("Swift.")
        r.unnest()
      }
    }
    r.unnest()
    let variable6 = TemplateValue.string(captured7)
    try r.nest(at: 16)
    let captured8 = try r.capture {
      if (CompiledRender.isText(CompiledRender.read(variable2), "module") && !CompiledRender.isText(CompiledRender.read(variable0), "internal")) {
        try r.nest(at: 17)
        r.write(CompiledRender.read(variable0))
        r.text(" ")
        r.unnest()
      }
    }
    r.unnest()
    let variable7 = TemplateValue.string(captured8)
    if CompiledRender.holds(.greater, CompiledRender.member(root2, "count"), TemplateValue.int(0)) {
      try r.nest(at: 18)
      r.lines("import Foundation\n")
      if (CompiledRender.isText(CompiledRender.read(variable2), "external") && CompiledRender.read(variable3).isTruthy) {
        try r.nest(at: 19)
        r.text("import ")
        r.write(CompiledRender.read(variable3))
        r.lines("\n")
        r.unnest()
      }
      r.lines("\n// MARK: - Strings")
      r.lines("\n\n")
      func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable8 = argument0
        do {
          let items9 = LoopItems(CompiledRender.read(variable8))
          try r.loop(items9, count: items9.count, at: 20) { r, position9 in
            try r.nest(at: 20)
            let variable9 = LoopState(index: position9, count: items9.count)
            let variable10 = items9.first(at: position9)
            try r.nest(at: 21)
            let captured10 = r.capture {
              r.text("p")
              r.write(number: (variable9.index + 1))
            }
            r.unnest()
            let variable11 = TemplateValue.string(captured10)
            if CompiledRender.holds(.equal, CompiledRender.member(variable10, "label"), CompiledRender.read(variable11)) {
              try r.nest(at: 22)
              r.write(CompiledRender.read(variable11))
              r.unnest()
            } else {
              try r.nest(at: 22)
              if CompiledRender.member(variable10, "label").isTruthy {
                try r.nest(at: 23)
                r.write(CompiledRender.member(variable10, "label"))
                r.unnest()
              } else {
                try r.nest(at: 23)
                r.text("_")
                r.unnest()
              }
              r.text(" ")
              r.write(CompiledRender.read(variable11))
              r.unnest()
            }
            r.text(": ")
            if CompiledRender.isText(CompiledRender.member(variable10, "swiftGenType"), "Int") {
              try r.nest(at: 24)
              r.write(CompiledRender.read(variable6))
              r.text("Int")
              r.unnest()
            } else if (CompiledRender.isText(CompiledRender.member(variable10, "type"), "String") || CompiledRender.isText(CompiledRender.member(variable10, "type"), "Double")) {
              try r.nest(at: 24)
              r.write(CompiledRender.read(variable6))
              r.write(CompiledRender.member(variable10, "type"))
              r.unnest()
            } else {
              try r.nest(at: 24)
              r.text("Swift.")
              r.write(CompiledRender.member(variable10, "type"))
              r.unnest()
            }
            if !((variable9.index == variable9.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro1(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable12 = argument0
        do {
          let items11 = LoopItems(CompiledRender.read(variable12))
          try r.loop(items11, count: items11.count, at: 25) { r, position11 in
            try r.nest(at: 25)
            let variable13 = LoopState(index: position11, count: items11.count)
            let variable14 = items11.first(at: position11)
            do {
              let items12 = LoopItems(CompiledRender.member(variable14, "skipped"))
              try r.loop(items12, count: items12.count, at: 26) { r, position12 in
                try r.nest(at: 26)
                _ = LoopState(index: position12, count: items12.count)
                _ = items12.first(at: position12)
                r.text("Swift.Int(0)")
                r.text(", ")
                r.unnest()
              }
            }
            if CompiledRender.isText(CompiledRender.member(variable14, "type"), "UnsafeRawPointer") {
              try r.nest(at: 27)
              r.text("Swift.Int(bitPattern: p")
              r.write(number: (variable13.index + 1))
              r.text(")")
              r.unnest()
            } else {
              try r.nest(at: 27)
              r.text("p")
              r.write(number: (variable13.index + 1))
              r.unnest()
            }
            if !((variable13.index == variable13.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro2(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue, _ argument3: TemplateValue, _ argument4: TemplateValue) throws {
        let variable17 = argument0
        let variable18 = argument1
        let variable19 = argument2
        let variable20 = argument3
        let variable21 = argument4
        if !(CompiledRender.member(root0, "noComments").isTruthy) {
          try r.nest(at: 28)
          try r.enterInclude(at: 29)
          do {
            try r.nest(at: 29)
            if CompiledRender.member(variable19, "rawComment").isTruthy {
              try r.nest(at: 30)
              do {
                let items13 = try LoopItems(r.apply(1, CompiledRender.member(variable19, "rawComment"), [], at: 31))
                try r.loop(items13, count: items13.count, at: 31) { r, position13 in
                  try r.nest(at: 31)
                  _ = LoopState(index: position13, count: items13.count)
                  let variable23 = items13.first(at: position13)
                  r.text("  /// ")
                  try r.write(r.apply(2, CompiledRender.read(variable23), [], at: 32))
                  r.lines("\n")
                  r.unnest()
                }
              }
              r.lines("  ///\n")
              r.unnest()
            }
            do {
              let items14 = try LoopItems(r.apply(1, CompiledRender.member(variable19, "fallback"), [], at: 33))
              try r.loop(items14, count: items14.count, at: 33) { r, position14 in
                try r.nest(at: 33)
                _ = LoopState(index: position14, count: items14.count)
                let variable25 = items14.first(at: position14)
                r.text("  /// ")
                try r.write(r.apply(2, CompiledRender.read(variable25), [], at: 34))
                r.lines("\n")
                r.unnest()
              }
            }
            try r.enterInclude(at: 35)
            do {
              try r.nest(at: 35)
              do {
                let items15 = LoopItems(CompiledRender.member(variable19, "plurals"))
                try r.loop(items15, count: items15.count, at: 36) { r, position15 in
                  try r.nest(at: 36)
                  _ = LoopState(index: position15, count: items15.count)
                  let variable27 = items15.first(at: position15)
                  let variable28 = CompiledRender.member(variable27, "forms")
                  let variable29 = CompiledRender.member(variable27, "name")
                  try r.enterInclude(at: 37)
                  do {
                    try r.nest(at: 37)
                    do {
                      let items16 = LoopItems(CompiledRender.read(variable28))
                      try r.loop(items16, count: items16.count, at: 38) { r, position16 in
                        try r.nest(at: 38)
                        _ = LoopState(index: position16, count: items16.count)
                        let variable31 = items16.first(at: position16)
                        do {
                          let items17 = try LoopItems(r.apply(1, CompiledRender.member(variable31, "text"), [], at: 39))
                          try r.loop(items17, count: items17.count, at: 39) { r, position17 in
                            try r.nest(at: 39)
                            let variable32 = LoopState(index: position17, count: items17.count)
                            let variable33 = items17.first(at: position17)
                            r.text("  ///")
                            if (variable32.index == 0) {
                              try r.nest(at: 40)
                              r.text(" - ")
                              if CompiledRender.read(variable29).isTruthy {
                                try r.nest(at: 41)
                                r.write(CompiledRender.read(variable29))
                                r.text(" ")
                                r.unnest()
                              }
                              r.write(CompiledRender.member(variable31, "category"))
                              r.text(":")
                              r.unnest()
                            } else {
                              try r.nest(at: 40)
                              r.text("   ")
                              r.unnest()
                            }
                            if CompiledRender.read(variable33).isTruthy {
                              try r.nest(at: 42)
                              r.text(" ")
                              r.unnest()
                            }
                            try r.write(r.apply(2, CompiledRender.read(variable33), [], at: 43))
                            r.lines("\n")
                            r.unnest()
                          }
                        }
                        r.unnest()
                      }
                    }
                    r.unnest()
                  }
                  r.leaveCall()
                  r.unnest()
                }
              }
              do {
                let items18 = LoopItems(CompiledRender.member(variable19, "devices"))
                try r.loop(items18, count: items18.count, at: 44) { r, position18 in
                  try r.nest(at: 44)
                  _ = LoopState(index: position18, count: items18.count)
                  let variable35 = items18.first(at: position18)
                  if CompiledRender.member(variable35, "plural").isTruthy {
                    try r.nest(at: 45)
                    let variable36 = CompiledRender.member(CompiledRender.member(variable35, "plural"), "forms")
                    let variable37 = CompiledRender.member(variable35, "device")
                    try r.enterInclude(at: 46)
                    do {
                      try r.nest(at: 46)
                      do {
                        let items19 = LoopItems(CompiledRender.read(variable36))
                        try r.loop(items19, count: items19.count, at: 38) { r, position19 in
                          try r.nest(at: 38)
                          _ = LoopState(index: position19, count: items19.count)
                          let variable39 = items19.first(at: position19)
                          do {
                            let items20 = try LoopItems(r.apply(1, CompiledRender.member(variable39, "text"), [], at: 39))
                            try r.loop(items20, count: items20.count, at: 39) { r, position20 in
                              try r.nest(at: 39)
                              let variable40 = LoopState(index: position20, count: items20.count)
                              let variable41 = items20.first(at: position20)
                              r.text("  ///")
                              if (variable40.index == 0) {
                                try r.nest(at: 40)
                                r.text(" - ")
                                if CompiledRender.read(variable37).isTruthy {
                                  try r.nest(at: 41)
                                  r.write(CompiledRender.read(variable37))
                                  r.text(" ")
                                  r.unnest()
                                }
                                r.write(CompiledRender.member(variable39, "category"))
                                r.text(":")
                                r.unnest()
                              } else {
                                try r.nest(at: 40)
                                r.text("   ")
                                r.unnest()
                              }
                              if CompiledRender.read(variable41).isTruthy {
                                try r.nest(at: 42)
                                r.text(" ")
                                r.unnest()
                              }
                              try r.write(r.apply(2, CompiledRender.read(variable41), [], at: 43))
                              r.lines("\n")
                              r.unnest()
                            }
                          }
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.leaveCall()
                    r.unnest()
                  } else {
                    try r.nest(at: 45)
                    do {
                      let items21 = try LoopItems(r.apply(1, CompiledRender.member(variable35, "text"), [], at: 47))
                      try r.loop(items21, count: items21.count, at: 47) { r, position21 in
                        try r.nest(at: 47)
                        let variable42 = LoopState(index: position21, count: items21.count)
                        let variable43 = items21.first(at: position21)
                        r.text("  /// ")
                        if (variable42.index == 0) {
                          try r.nest(at: 48)
                          r.text("- ")
                          r.write(CompiledRender.member(variable35, "device"))
                          r.text(": ")
                          r.unnest()
                        } else {
                          try r.nest(at: 48)
                          r.text("  ")
                          r.unnest()
                        }
                        try r.write(r.apply(2, CompiledRender.read(variable43), [], at: 49))
                        r.lines("\n")
                        r.unnest()
                      }
                    }
                    r.unnest()
                  }
                  r.unnest()
                }
              }
              r.unnest()
            }
            r.leaveCall()
            r.unnest()
          }
          r.leaveCall()
          r.unnest()
        }
        try r.nest(at: 50)
        let captured22 = try r.capture {
          if CompiledRender.holds(.greater, CompiledRender.member(CompiledRender.member(CompiledRender.member(variable19, "arguments"), "last"), "position"), TemplateValue.int(4)) {
            try r.nest(at: 51)
            r.text("_l10n")
            if CompiledRender.holds(.greater, CompiledRender.read(variable18), TemplateValue.int(1)) {
              try r.nest(at: 52)
              r.text("_")
              r.write(CompiledRender.read(variable18))
              r.unnest()
            }
            r.text("(\"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "rawKey"), [], at: 53))
            r.text("\", [")
            let argument23 = CompiledRender.member(variable19, "arguments")
            try r.enterMacro("callArguments", at: 54)
            try r.nest(at: 54)
            try macro1(r, CompiledRender.isNull(argument23) ? CompiledRender.read(root3) : argument23)
            r.unnest()
            r.leaveCall()
            r.text("], fallback: \"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "fallback"), [], at: 55))
            r.text("\")")
            r.unnest()
          } else {
            try r.nest(at: 51)
            r.text("_l10n")
            try r.write(r.apply(0, CompiledRender.member(CompiledRender.member(CompiledRender.member(variable19, "arguments"), "last"), "position"), [TemplateValue.int(0)], at: 56))
            if CompiledRender.holds(.greater, CompiledRender.read(variable18), TemplateValue.int(1)) {
              try r.nest(at: 57)
              r.text("_")
              r.write(CompiledRender.read(variable18))
              r.unnest()
            }
            r.text("(\"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "rawKey"), [], at: 58))
            r.text("\"")
            r.text(", ")
            if CompiledRender.member(variable19, "arguments").isTruthy {
              try r.nest(at: 59)
              let argument24 = CompiledRender.member(variable19, "arguments")
              try r.enterMacro("callArguments", at: 60)
              try r.nest(at: 60)
              try macro1(r, CompiledRender.isNull(argument24) ? CompiledRender.read(root3) : argument24)
              r.unnest()
              r.leaveCall()
              r.text(", ")
              r.unnest()
            }
            r.text("fallback: \"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "fallback"), [], at: 61))
            r.text("\")")
            r.unnest()
          }
        }
        r.unnest()
        let variable44 = TemplateValue.string(captured22)
        if CompiledRender.member(variable19, "arguments").isTruthy {
          try r.nest(at: 62)
          r.text("  ")
          r.write(CompiledRender.read(variable0))
          r.text(" nonisolated static func ")
          r.write(CompiledRender.read(variable20))
          r.text("(")
          let argument25 = CompiledRender.member(variable19, "arguments")
          try r.enterMacro("parameters", at: 63)
          try r.nest(at: 63)
          try macro0(r, CompiledRender.isNull(argument25) ? CompiledRender.read(root3) : argument25)
          r.unnest()
          r.leaveCall()
          r.text(") -> ")
          r.write(CompiledRender.read(variable6))
          r.lines("String {\n    ")
          r.write(CompiledRender.read(variable44))
          r.lines("\n  }\n")
          r.unnest()
        } else if (CompiledRender.member(root0, "cachedProperties").isTruthy && !(CompiledRender.member(root0, "lookupFunction").isTruthy)) {
          try r.nest(at: 62)
          r.text("  ")
          r.write(CompiledRender.read(variable0))
          r.text(" nonisolated static let ")
          r.write(CompiledRender.read(variable20))
          r.text(": ")
          r.write(CompiledRender.read(variable6))
          r.text("String = ")
          r.write(CompiledRender.read(variable44))
          r.lines("\n")
          r.unnest()
        } else {
          try r.nest(at: 62)
          r.text("  ")
          r.write(CompiledRender.read(variable0))
          r.text(" nonisolated static var ")
          r.write(CompiledRender.read(variable20))
          r.text(": ")
          r.write(CompiledRender.read(variable6))
          r.text("String { ")
          r.write(CompiledRender.read(variable44))
          r.lines(" }\n")
          r.unnest()
        }
        if CompiledRender.read(variable21).isTruthy {
          try r.nest(at: 64)
          r.lines("  #if canImport(Darwin)\n  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\n")
          if CompiledRender.member(variable19, "arguments").isTruthy {
            try r.nest(at: 65)
            r.text("  ")
            r.write(CompiledRender.read(variable0))
            r.text(" nonisolated static func ")
            r.write(CompiledRender.read(variable21))
            r.text("(")
            let argument26 = CompiledRender.member(variable19, "arguments")
            try r.enterMacro("parameters", at: 66)
            try r.nest(at: 66)
            try macro0(r, CompiledRender.isNull(argument26) ? CompiledRender.read(root3) : argument26)
            r.unnest()
            r.leaveCall()
            r.lines(") -> LocalizedStringResource {\n    LocalizedStringResource(\"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "rawKey"), [], at: 67))
            r.text("\", defaultValue: \"")
            let variable45 = CompiledRender.member(variable19, "arguments")
            let variable46 = TemplateValue.string("p")
            let variable47 = TemplateValue.string("yes")
            try r.enterInclude(at: 68)
            do {
              try r.nest(at: 68)
              do {
                let items27 = LoopItems(CompiledRender.read(variable45))
                try r.loop(items27, count: items27.count, at: 69) { r, position27 in
                  try r.nest(at: 69)
                  let variable48 = LoopState(index: position27, count: items27.count)
                  let variable49 = items27.first(at: position27)
                  do {
                    let items28 = LoopItems(CompiledRender.member(variable49, "skipped"))
                    try r.loop(items28, count: items28.count, at: 70) { r, position28 in
                      try r.nest(at: 70)
                      _ = LoopState(index: position28, count: items28.count)
                      _ = items28.first(at: position28)
                      r.text("\\(Swift.Int(0), specifier: \"%lld\")")
                      r.unnest()
                    }
                  }
                  try r.nest(at: 71)
                  let captured29 = try r.capture {
                    if ((CompiledRender.read(variable47).isTruthy && CompiledRender.isText(CompiledRender.member(variable49, "swiftGenType"), "Int")) && !CompiledRender.isText(CompiledRender.member(variable49, "type"), "Int")) {
                      try r.nest(at: 72)
                      r.write(CompiledRender.read(variable46))
                      r.write(number: (variable48.index + 1))
                      r.text("._l10n")
                      r.write(CompiledRender.member(variable49, "type"))
                      r.unnest()
                    } else {
                      try r.nest(at: 72)
                      r.write(CompiledRender.read(variable46))
                      r.write(number: (variable48.index + 1))
                      r.unnest()
                    }
                  }
                  r.unnest()
                  let variable52 = TemplateValue.string(captured29)
                  if CompiledRender.member(variable49, "resourceSpecifier").isTruthy {
                    try r.nest(at: 73)
                    r.text("\\(")
                    r.write(CompiledRender.read(variable52))
                    r.text(", specifier: \"")
                    r.write(CompiledRender.member(variable49, "resourceSpecifier"))
                    r.text("\")")
                    r.unnest()
                  } else {
                    try r.nest(at: 73)
                    r.text("\\(")
                    r.write(CompiledRender.read(variable52))
                    r.text(")")
                    r.unnest()
                  }
                  r.unnest()
                }
              }
              r.unnest()
            }
            r.leaveCall()
            r.text("\", table: \"")
            try r.write(r.apply(3, CompiledRender.read(variable17), [], at: 74))
            r.text("\", bundle: .atURL(")
            r.write(CompiledRender.read(variable1))
            r.lines("._bundle.bundleURL))\n  }\n")
            r.unnest()
          } else {
            try r.nest(at: 65)
            r.text("  ")
            r.write(CompiledRender.read(variable0))
            r.text(" nonisolated static var ")
            r.write(CompiledRender.read(variable21))
            r.lines(": LocalizedStringResource {\n    LocalizedStringResource(\"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "rawKey"), [], at: 75))
            r.text("\", defaultValue: \"")
            try r.write(r.apply(3, CompiledRender.member(variable19, "fallback"), [], at: 76))
            r.text("\", table: \"")
            try r.write(r.apply(3, CompiledRender.read(variable17), [], at: 77))
            r.text("\", bundle: .atURL(")
            r.write(CompiledRender.read(variable1))
            r.lines("._bundle.bundleURL))\n  }\n")
            r.unnest()
          }
          r.lines("  #endif\n")
          r.unnest()
        }
      }
      func macro3(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
        let variable53 = argument0
        let variable54 = argument1
        if CompiledRender.member(variable54, "children").isTruthy {
          try r.nest(at: 78)
          r.text("  ")
          r.write(CompiledRender.read(variable0))
          r.text(" enum ")
          r.write(CompiledRender.read(variable53))
          r.lines(" {\n")
          r.beginIndent("  ", first: true)
          try r.nest(at: 79)
          do {
            let items30 = LoopItems(CompiledRender.member(variable54, "children"))
            try r.loop(items30, count: items30.count, at: 80) { r, position30 in
              try r.nest(at: 80)
              _ = LoopState(index: position30, count: items30.count)
              let variable56 = items30.first(at: position30)
              let argument31 = CompiledRender.member(variable56, "swiftName")
              let argument32 = CompiledRender.read(variable56)
              try r.enterMacro("levelEnum", at: 81)
              try r.nest(at: 81)
              try macro3(r, CompiledRender.isNull(argument31) ? CompiledRender.read(variable53) : argument31, CompiledRender.isNull(argument32) ? CompiledRender.read(variable54) : argument32)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
          }
          r.unnest()
          r.endIndent()
          r.lines("  }\n")
          r.unnest()
        } else {
          try r.nest(at: 78)
          r.text("  ")
          r.write(CompiledRender.read(variable0))
          r.text(" enum ")
          r.write(CompiledRender.read(variable53))
          r.lines(" {}\n")
          r.unnest()
        }
      }
      func macro4(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue) throws {
        let variable57 = argument0
        let variable58 = argument1
        let variable59 = argument2
        do {
          let items33 = LoopItems(CompiledRender.member(variable59, "strings"))
          try r.loop(items33, count: items33.count, at: 82) { r, position33 in
            try r.nest(at: 82)
            _ = LoopState(index: position33, count: items33.count)
            let variable61 = items33.first(at: position33)
            let argument34 = CompiledRender.read(variable57)
            let argument35 = CompiledRender.read(variable58)
            let argument36 = CompiledRender.read(variable61)
            let argument37 = CompiledRender.member(variable61, "swiftName")
            let argument38 = CompiledRender.member(variable61, "swiftCompanionName")
            try r.enterMacro("member", at: 83)
            try r.nest(at: 83)
            try macro2(r, CompiledRender.isNull(argument34) ? CompiledRender.read(variable57) : argument34, CompiledRender.isNull(argument35) ? CompiledRender.read(variable58) : argument35, CompiledRender.isNull(argument36) ? CompiledRender.read(variable61) : argument36, CompiledRender.isNull(argument37) ? CompiledRender.read(root4) : argument37, CompiledRender.isNull(argument38) ? CompiledRender.read(root5) : argument38)
            r.unnest()
            r.leaveCall()
            r.unnest()
          }
        }
        do {
          let items39 = LoopItems(CompiledRender.member(variable59, "children"))
          try r.loop(items39, count: items39.count, at: 84) { r, position39 in
            try r.nest(at: 84)
            _ = LoopState(index: position39, count: items39.count)
            let variable63 = items39.first(at: position39)
            if CompiledRender.read(root6).isTruthy {
              try r.nest(at: 85)
              let argument40 = CompiledRender.read(variable57)
              let argument41 = CompiledRender.read(variable58)
              let argument42 = CompiledRender.read(variable63)
              try r.enterMacro("level", at: 86)
              try r.nest(at: 86)
              try macro4(r, CompiledRender.isNull(argument40) ? CompiledRender.read(variable57) : argument40, CompiledRender.isNull(argument41) ? CompiledRender.read(variable58) : argument41, CompiledRender.isNull(argument42) ? CompiledRender.read(variable59) : argument42)
              r.unnest()
              r.leaveCall()
              r.unnest()
            } else {
              try r.nest(at: 85)
              let argument43 = CompiledRender.member(variable63, "swiftName")
              let argument44 = CompiledRender.read(variable63)
              try r.enterMacro("levelEnum", at: 87)
              try r.nest(at: 87)
              try macro3(r, CompiledRender.isNull(argument43) ? CompiledRender.read(root4) : argument43, CompiledRender.isNull(argument44) ? CompiledRender.read(variable59) : argument44)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
            r.unnest()
          }
        }
      }
      func macro5(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue, _ argument3: TemplateValue, _ argument4: TemplateValue) throws {
        let variable64 = argument0
        let variable65 = argument1
        let variable66 = argument2
        let variable67 = argument3
        let variable68 = argument4
        if (CompiledRender.read(variable68).isTruthy && CompiledRender.member(variable66, "strings").isTruthy) {
          try r.nest(at: 88)
          r.lines("\nextension ")
          r.write(CompiledRender.read(variable67))
          r.lines(" {\n")
          do {
            let items45 = LoopItems(CompiledRender.member(variable66, "strings"))
            try r.loop(items45, count: items45.count, at: 89) { r, position45 in
              try r.nest(at: 89)
              _ = LoopState(index: position45, count: items45.count)
              let variable70 = items45.first(at: position45)
              let argument46 = CompiledRender.read(variable64)
              let argument47 = CompiledRender.read(variable65)
              let argument48 = CompiledRender.read(variable70)
              let argument49 = CompiledRender.member(variable70, "swiftName")
              let argument50 = CompiledRender.member(variable70, "swiftCompanionName")
              try r.enterMacro("member", at: 90)
              try r.nest(at: 90)
              try macro2(r, CompiledRender.isNull(argument46) ? CompiledRender.read(variable64) : argument46, CompiledRender.isNull(argument47) ? CompiledRender.read(variable65) : argument47, CompiledRender.isNull(argument48) ? CompiledRender.read(variable70) : argument48, CompiledRender.isNull(argument49) ? CompiledRender.read(root4) : argument49, CompiledRender.isNull(argument50) ? CompiledRender.read(root5) : argument50)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
          }
          r.lines("}\n")
          r.unnest()
        }
        do {
          let items51 = LoopItems(CompiledRender.member(variable66, "children"))
          try r.loop(items51, count: items51.count, at: 91) { r, position51 in
            try r.nest(at: 91)
            _ = LoopState(index: position51, count: items51.count)
            let variable72 = items51.first(at: position51)
            try r.nest(at: 92)
            let captured52 = r.capture {
              r.write(CompiledRender.read(variable67))
              r.text(".")
              r.write(CompiledRender.member(variable72, "swiftName"))
            }
            r.unnest()
            let variable73 = TemplateValue.string(captured52)
            let argument53 = CompiledRender.read(variable64)
            let argument54 = CompiledRender.read(variable65)
            let argument55 = CompiledRender.read(variable72)
            let argument56 = CompiledRender.read(variable73)
            let argument57 = TemplateValue.string("own")
            try r.enterMacro("levelExtension", at: 93)
            try r.nest(at: 93)
            try macro5(r, CompiledRender.isNull(argument53) ? CompiledRender.read(variable64) : argument53, CompiledRender.isNull(argument54) ? CompiledRender.read(variable65) : argument54, CompiledRender.isNull(argument55) ? CompiledRender.read(variable66) : argument55, CompiledRender.isNull(argument56) ? CompiledRender.read(variable67) : argument56, CompiledRender.isNull(argument57) ? CompiledRender.read(variable68) : argument57)
            r.unnest()
            r.leaveCall()
            r.unnest()
          }
        }
      }
      r.write(CompiledRender.read(variable0))
      r.text(" enum ")
      r.write(CompiledRender.read(variable1))
      r.lines(" {\n")
      if CompiledRender.read(root7).isTruthy {
        try r.nest(at: 94)
        do {
          let items58 = LoopItems(CompiledRender.read(root2))
          try r.loop(items58, count: items58.count, at: 95) { r, position58 in
            try r.nest(at: 95)
            let variable74 = LoopState(index: position58, count: items58.count)
            let variable75 = items58.first(at: position58)
            if CompiledRender.member(variable75, "atTopLevel").isTruthy {
              try r.nest(at: 96)
              let argument59 = CompiledRender.member(variable75, "name")
              let argument60 = TemplateValue.int((variable74.index + 1))
              let argument61 = CompiledRender.member(variable75, "levels")
              try r.enterMacro("level", at: 97)
              try r.nest(at: 97)
              try macro4(r, CompiledRender.isNull(argument59) ? CompiledRender.read(variable75) : argument59, CompiledRender.isNull(argument60) ? CompiledRender.read(root8) : argument60, CompiledRender.isNull(argument61) ? CompiledRender.read(root9) : argument61)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
            r.unnest()
          }
        }
        do {
          let items62 = LoopItems(CompiledRender.read(root2))
          try r.loop(items62, count: items62.count, at: 98) { r, position62 in
            try r.nest(at: 98)
            let variable76 = LoopState(index: position62, count: items62.count)
            let variable77 = items62.first(at: position62)
            if !(CompiledRender.member(variable77, "atTopLevel").isTruthy) {
              try r.nest(at: 99)
              if CompiledRender.read(root6).isTruthy {
                try r.nest(at: 100)
                r.text("  ")
                r.write(CompiledRender.read(variable0))
                r.text(" enum ")
                r.write(CompiledRender.member(variable77, "swiftName"))
                r.lines(" {\n")
                r.beginIndent("  ", first: true)
                try r.nest(at: 101)
                let argument63 = CompiledRender.member(variable77, "name")
                let argument64 = TemplateValue.int((variable76.index + 1))
                let argument65 = CompiledRender.member(variable77, "levels")
                try r.enterMacro("level", at: 102)
                try r.nest(at: 102)
                try macro4(r, CompiledRender.isNull(argument63) ? CompiledRender.read(variable77) : argument63, CompiledRender.isNull(argument64) ? CompiledRender.read(root8) : argument64, CompiledRender.isNull(argument65) ? CompiledRender.read(root9) : argument65)
                r.unnest()
                r.leaveCall()
                r.unnest()
                r.endIndent()
                r.lines("  }\n")
                r.unnest()
              } else {
                try r.nest(at: 100)
                let argument66 = CompiledRender.member(variable77, "swiftName")
                let argument67 = CompiledRender.member(variable77, "levels")
                try r.enterMacro("levelEnum", at: 103)
                try r.nest(at: 103)
                try macro3(r, CompiledRender.isNull(argument66) ? CompiledRender.read(root4) : argument66, CompiledRender.isNull(argument67) ? CompiledRender.read(root9) : argument67)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
            r.unnest()
          }
        }
        r.unnest()
      } else {
        try r.nest(at: 94)
        let argument68 = CompiledRender.member(CompiledRender.member(root2, "first"), "name")
        let argument69 = TemplateValue.int(1)
        let argument70 = CompiledRender.member(CompiledRender.member(root2, "first"), "levels")
        try r.enterMacro("level", at: 104)
        try r.nest(at: 104)
        try macro4(r, CompiledRender.isNull(argument68) ? CompiledRender.read(root10) : argument68, CompiledRender.isNull(argument69) ? CompiledRender.read(root8) : argument69, CompiledRender.isNull(argument70) ? CompiledRender.read(root9) : argument70)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
      r.lines("}\n")
      if !(CompiledRender.read(root6).isTruthy) {
        try r.nest(at: 105)
        if CompiledRender.read(root7).isTruthy {
          try r.nest(at: 106)
          do {
            let items71 = LoopItems(CompiledRender.read(root2))
            try r.loop(items71, count: items71.count, at: 107) { r, position71 in
              try r.nest(at: 107)
              let variable78 = LoopState(index: position71, count: items71.count)
              let variable79 = items71.first(at: position71)
              if CompiledRender.member(variable79, "atTopLevel").isTruthy {
                try r.nest(at: 108)
                let argument72 = CompiledRender.member(variable79, "name")
                let argument73 = TemplateValue.int((variable78.index + 1))
                let argument74 = CompiledRender.member(variable79, "levels")
                let argument75 = CompiledRender.read(variable1)
                let argument76 = TemplateValue.string("")
                try r.enterMacro("levelExtension", at: 109)
                try r.nest(at: 109)
                try macro5(r, CompiledRender.isNull(argument72) ? CompiledRender.read(variable79) : argument72, CompiledRender.isNull(argument73) ? CompiledRender.read(root8) : argument73, CompiledRender.isNull(argument74) ? CompiledRender.read(root9) : argument74, CompiledRender.isNull(argument75) ? CompiledRender.read(root11) : argument75, CompiledRender.isNull(argument76) ? CompiledRender.read(root12) : argument76)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
          }
          do {
            let items77 = LoopItems(CompiledRender.read(root2))
            try r.loop(items77, count: items77.count, at: 110) { r, position77 in
              try r.nest(at: 110)
              let variable80 = LoopState(index: position77, count: items77.count)
              let variable81 = items77.first(at: position77)
              if !(CompiledRender.member(variable81, "atTopLevel").isTruthy) {
                try r.nest(at: 111)
                try r.nest(at: 112)
                let captured78 = r.capture {
                  r.write(CompiledRender.read(variable1))
                  r.text(".")
                  r.write(CompiledRender.member(variable81, "swiftName"))
                }
                r.unnest()
                let variable82 = TemplateValue.string(captured78)
                let argument79 = CompiledRender.member(variable81, "name")
                let argument80 = TemplateValue.int((variable80.index + 1))
                let argument81 = CompiledRender.member(variable81, "levels")
                let argument82 = CompiledRender.read(variable82)
                let argument83 = TemplateValue.string("own")
                try r.enterMacro("levelExtension", at: 113)
                try r.nest(at: 113)
                try macro5(r, CompiledRender.isNull(argument79) ? CompiledRender.read(variable81) : argument79, CompiledRender.isNull(argument80) ? CompiledRender.read(root8) : argument80, CompiledRender.isNull(argument81) ? CompiledRender.read(root9) : argument81, CompiledRender.isNull(argument82) ? CompiledRender.read(root11) : argument82, CompiledRender.isNull(argument83) ? CompiledRender.read(root12) : argument83)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
          }
          r.unnest()
        } else {
          try r.nest(at: 106)
          let argument84 = CompiledRender.member(CompiledRender.member(root2, "first"), "name")
          let argument85 = TemplateValue.int(1)
          let argument86 = CompiledRender.member(CompiledRender.member(root2, "first"), "levels")
          let argument87 = CompiledRender.read(variable1)
          let argument88 = TemplateValue.string("")
          try r.enterMacro("levelExtension", at: 114)
          try r.nest(at: 114)
          try macro5(r, CompiledRender.isNull(argument84) ? CompiledRender.read(root10) : argument84, CompiledRender.isNull(argument85) ? CompiledRender.read(root8) : argument85, CompiledRender.isNull(argument86) ? CompiledRender.read(root9) : argument86, CompiledRender.isNull(argument87) ? CompiledRender.read(root11) : argument87, CompiledRender.isNull(argument88) ? CompiledRender.read(root12) : argument88)
          r.unnest()
          r.leaveCall()
          r.unnest()
        }
        r.unnest()
      }
      r.lines("\n// MARK: - Language\n\nextension ")
      r.write(CompiledRender.read(variable1))
      r.lines(" {\n  /// Shows every string in `language`, a localization folder's name (`\"de\"`, `\"pt-BR\"`), or\n  /// follows the user's language again with `nil` (on Linux, where Foundation ignores it: the first\n  /// language of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, as gettext reads them, that the app\n  /// has, else the development language). Safe from any thread. Every accessor reads the table anew,\n  /// so the change shows at once (unless generated with the `cachedProperties` param, as `static let`s).\n  ")
      r.write(CompiledRender.read(variable0))
      r.lines(" nonisolated static func setLanguage(to language: Swift.String?) {\n    ")
      r.write(CompiledRender.read(variable4))
      r.lines("._Localization.shared.setLanguage(language)\n  }\n\n  /// The language chosen with `setLanguage(to:)`, or nil when the system's is used.\n  ")
      r.write(CompiledRender.read(variable0))
      r.lines(" nonisolated static func chosenLanguage() -> Swift.String? {\n    ")
      r.write(CompiledRender.read(variable4))
      r.lines("._Localization.shared.language()\n  }\n}\n\n// MARK: - Implementation Details\n\n")
      try r.enterInclude(at: 115)
      do {
        try r.nest(at: 115)
        try r.nest(at: 116)
        let captured89 = try r.capture {
          try r.write(r.apply(0, r.apply(0, CompiledRender.read(root13), [CompiledRender.member(root0, "developmentLanguage")], at: 117), [TemplateValue.string("en")], at: 117))
        }
        r.unnest()
        let variable83 = TemplateValue.string(captured89)
        do {
          let items90 = LoopItems(CompiledRender.read(root2))
          try r.loop(items90, count: items90.count, at: 118) { r, position90 in
            try r.nest(at: 118)
            let variable84 = LoopState(index: position90, count: items90.count)
            let variable85 = items90.first(at: position90)
            r.text("nonisolated fileprivate func _l10n0")
            if !((variable84.index == 0)) {
              try r.nest(at: 119)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 120))
            r.lines("\", key, [], fallback: value)\n}")
            r.lines("\nnonisolated fileprivate func _l10n1")
            if !((variable84.index == 0)) {
              try r.nest(at: 121)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 122))
            r.lines("\", key, [a1], fallback: value)\n}\nnonisolated fileprivate func _l10n2")
            if !((variable84.index == 0)) {
              try r.nest(at: 123)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 124))
            r.lines("\", key, [a1, a2], fallback: value)\n}\nnonisolated fileprivate func _l10n3")
            if !((variable84.index == 0)) {
              try r.nest(at: 125)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, _ a3: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 126))
            r.lines("\", key, [a1, a2, a3], fallback: value)\n}\nnonisolated fileprivate func _l10n4")
            if !((variable84.index == 0)) {
              try r.nest(at: 127)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, _ a3: any Swift.CVarArg, _ a4: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 128))
            r.lines("\", key, [a1, a2, a3, a4], fallback: value)\n}\nnonisolated fileprivate func _l10n")
            if !((variable84.index == 0)) {
              try r.nest(at: 129)
              r.text("_")
              r.write(number: (variable84.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ arguments: [any Swift.CVarArg], fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable1))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable85, "name"), [], at: 130))
            r.lines("\", key, arguments, fallback: value)\n}\n")
            r.unnest()
          }
        }
        if CompiledRender.member(root0, "localizedStringResources").isTruthy {
          try r.nest(at: 131)
          r.lines("\nextension Swift.Int {\n  nonisolated fileprivate var _l10nInt8: Swift.Int8 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nInt16: Swift.Int16 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nInt32: Swift.Int32 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt8: Swift.UInt8 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt16: Swift.UInt16 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt32: Swift.UInt32 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt: Swift.UInt { .init(truncatingIfNeeded: self) }\n}\n")
          r.unnest()
        }
        r.lines("\nextension ")
        r.write(CompiledRender.read(variable1))
        r.lines(" {\n  nonisolated fileprivate static func _tr(_ table: Swift.String, _ key: Swift.String, _ arguments: [any Swift.CVarArg], fallback value: Swift.String) -> Swift.String {\n    let runtime = ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Localization.shared\n")
        if CompiledRender.member(root0, "lookupFunction").isTruthy {
          try r.nest(at: 132)
          r.text("    let format = ")
          r.write(CompiledRender.member(root0, "lookupFunction"))
          r.lines("(key, table, value)\n    return runtime.format(format, arguments, locale: runtime.locale(for: runtime.readLanguage(bundle: _bundle), developmentLanguage: _developmentLanguage))\n")
          r.unnest()
        } else {
          try r.nest(at: 132)
          r.lines("    return runtime.string(\n      table: table, key: key, arguments: arguments, fallback: value,\n      bundle: _bundle, developmentFolder: _developmentFolder(of: table), developmentLanguage: _developmentLanguage)\n")
          r.unnest()
        }
        r.lines("  }\n\n  /// The bundle holding the tables.\n  nonisolated fileprivate static var _bundle: Foundation.Bundle {\n")
        if CompiledRender.member(root0, "bundle").isTruthy {
          try r.nest(at: 133)
          r.text("    return ")
          r.write(CompiledRender.member(root0, "bundle"))
          r.lines("\n")
          r.unnest()
        } else {
          try r.nest(at: 133)
          r.lines("    #if SWIFT_PACKAGE\n    return Foundation.Bundle.module\n    #else\n    return Foundation.Bundle(for: _BundleToken.self)\n    #endif\n")
          r.unnest()
        }
        r.lines("  }\n")
        if !(CompiledRender.member(root0, "bundle").isTruthy) {
          try r.nest(at: 134)
          r.lines("\n  private final class _BundleToken {}\n")
          r.unnest()
        }
        r.lines("\n  /// The localization folder of the tables this file was generated from: the last one every lookup\n  /// reads (Foundation on Linux cannot tell it).\n  nonisolated fileprivate static let _developmentFolder = \"")
        try r.write(r.apply(3, CompiledRender.read(variable83), [], at: 135))
        r.lines("\"\n\n  /// The language whose numbers and plural rules apply on Linux while no language is chosen.\n  nonisolated fileprivate static let _developmentLanguage = \"")
        if CompiledRender.isText(CompiledRender.read(variable83), "Base") {
          try r.nest(at: 136)
          try r.write(r.apply(3, r.apply(0, CompiledRender.member(root0, "developmentLanguage"), [TemplateValue.string("en")], at: 137), [], at: 137))
          r.unnest()
        } else {
          try r.nest(at: 136)
          try r.write(r.apply(3, CompiledRender.read(variable83), [], at: 138))
          r.unnest()
        }
        r.lines("\"\n\n  /// The folder of `table`'s development-language files.\n  nonisolated fileprivate static func _developmentFolder(of table: Swift.String) -> Swift.String {\n")
        do {
          let items91 = LoopItems(CompiledRender.read(root2))
          try r.loop(items91, count: items91.count, at: 139) { r, position91 in
            try r.nest(at: 139)
            _ = LoopState(index: position91, count: items91.count)
            let variable87 = items91.first(at: position91)
            if CompiledRender.member(variable87, "developmentLanguage").isTruthy {
              try r.nest(at: 140)
              if CompiledRender.holds(.notEqual, CompiledRender.member(variable87, "developmentLanguage"), CompiledRender.read(variable83)) {
                try r.nest(at: 141)
                r.text("    if table == \"")
                try r.write(r.apply(3, CompiledRender.member(variable87, "name"), [], at: 142))
                r.text("\" { return \"")
                try r.write(r.apply(3, CompiledRender.member(variable87, "developmentLanguage"), [], at: 143))
                r.lines("\" }\n")
                r.unnest()
              }
              r.unnest()
            }
            r.unnest()
          }
        }
        r.lines("    return _developmentFolder\n  }\n}\n")
        if !CompiledRender.isText(CompiledRender.read(variable2), "external") {
          try r.nest(at: 144)
          try r.enterInclude(at: 145)
          do {
            try r.nest(at: 145)
            func macro6(_ r: CompiledRender, _ argument0: TemplateValue) throws {
              let variable88 = argument0
              r.text("    ")
              r.write(CompiledRender.read(variable88))
              r.write(CompiledRender.read(variable5))
              r.lines(" final class _Localization: @unchecked Swift.Sendable {\n      ")
              r.write(CompiledRender.read(variable7))
              r.lines("static let shared = _Localization()\n      let lock = Foundation.NSLock()\n      var chosenLanguage: Swift.String?\n      var bundles: [Swift.String: Foundation.Bundle] = [:]\n      var locales: [Swift.String: Foundation.Locale] = [:]\n      /// The bundles seen and their paths, by which what is kept for them is found.\n      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []\n      /// Each bundle's localization folders, and on Linux the user's language it has.\n      var availableFolders: [Swift.String: [Swift.String]] = [:]\n      var userLanguages: [Swift.String: Swift.String] = [:]\n      /// The folders a lookup reads, by bundle and language.\n      var lookups: [Swift.String: [Swift.String]] = [:]\n      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]\n      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]\n      #if !canImport(Darwin)\n        var tables: [Swift.String: _Table] = [:]\n      #endif\n    }\n\n    #if !canImport(Darwin)\n      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.\n      ")
              r.write(CompiledRender.read(variable88))
              r.write(CompiledRender.read(variable5))
              r.lines(" struct _Table {\n        var strings: [Swift.String: Swift.String] = [:]\n        var entries: [Swift.String: Any] = [:]\n        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.\n        var text: Swift.String?\n      }\n    #endif\n\n    /// Formatting as CoreFoundation does it (see the extension).\n    ")
              r.write(CompiledRender.read(variable88))
              r.write(CompiledRender.read(variable5))
              r.lines(" enum _Format {\n      /// One `%` sequence, or the text between them.\n      struct Spec {\n        enum Kind { case text, incomplete, null, argument, variable }\n        var kind = Kind.text\n        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.\n        var text = 0..<0\n        var flags = \"\"\n        var width = -1, precision = -1\n        /// Argument slots, from 0: -1 none, -2 the next in sequence.\n        var widthSlot = -1, precisionSlot = -1, slot = -1\n        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.\n        var size = 0, length = \"\"\n        /// A `.` without digits: precision 0 for `snprintf`.\n        var dot = false\n        var conversion: Swift.Unicode.Scalar = \"%\"\n        var name = \"\"\n      }\n\n      /// How a slot reads the call's arguments: one argument, none (a variable whose value type\n      /// Foundation cannot read), or nothing names it.\n      enum Slot: Swift.Equatable { case unused, argument, none }\n\n      /// A plural variable's number, as its value type reads the argument.\n      enum Number {\n        case integer(Swift.Int64)\n        case double(Swift.Double)\n      }\n    }\n")
            }
            if CompiledRender.isText(CompiledRender.read(variable2), "module") {
              try r.nest(at: 146)
              r.lines("\n// MARK: - Run time (the module's)\n\n/// The run time of this module's generated strings: each file generated with the `runtime` param\n/// `external` uses it")
              if !CompiledRender.isText(CompiledRender.read(variable5), "internal") {
                try r.nest(at: 147)
                r.text(", in this module or one that imports it")
                r.unnest()
              }
              r.lines(".\n")
              if !CompiledRender.isText(CompiledRender.read(variable5), "internal") {
                try r.nest(at: 148)
                r.write(CompiledRender.read(variable5))
                r.text(" ")
                r.unnest()
              }
              r.text("enum ")
              r.write(CompiledRender.read(variable4))
              r.lines(" {}\n")
              r.unnest()
            } else {
              try r.nest(at: 146)
              r.lines("\n// MARK: - Run time\n")
              r.unnest()
            }
            r.lines("\nextension ")
            r.write(CompiledRender.read(variable4))
            r.lines(" {\n  // The runtime's state and types: the chosen language, the bundles and locales made for it (and on\n  // Linux the tables read), behind one lock. Declared `nonisolated` where the compiler knows the word\n  // on a type (6.1+, as every compiler with default MainActor isolation does), so the accessors work\n  // from any isolation.\n  #if compiler(>=6.1)\n")
            let argument92 = TemplateValue.string("nonisolated ")
            try r.enterMacro("stateTypes", at: 149)
            try r.nest(at: 149)
            try macro6(r, CompiledRender.isNull(argument92) ? CompiledRender.read(root14) : argument92)
            r.unnest()
            r.leaveCall()
            r.lines("  #else  // the same without `nonisolated`\n")
            let argument93 = TemplateValue.string("")
            try r.enterMacro("stateTypes", at: 150)
            try r.nest(at: 150)
            try macro6(r, CompiledRender.isNull(argument93) ? CompiledRender.read(root14) : argument93)
            r.unnest()
            r.leaveCall()
            r.lines("  #endif\n}\n\nextension ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Localization {\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func setLanguage(_ language: Swift.String?) {\n    lock.lock()\n    defer { lock.unlock() }\n    chosenLanguage = language\n  }\n\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func language() -> Swift.String? {\n    lock.lock()\n    defer { lock.unlock() }\n    return chosenLanguage\n  }\n\n  /// The localization folders a lookup reads, in order: those Apple's Bundle chooses for `chosen`\n  /// (`localizationsToUse`), else, as CFBundle does when the user's languages match none, those it\n  /// chooses for the development language; then, as CFBundle searches after them, the development\n  /// region's own folder (`developmentLanguage`), the table's `development` folder, and `Base.lproj`:\n  /// a table whose texts are in Base and plurals in en finds both.\n  nonisolated static func lookupFolders(\n    chosen: Swift.String?, available: [Swift.String], development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    var folders: [Swift.String] = []\n    if let chosen { folders = localizationsToUse([chosen], available: available) }\n    if folders.isEmpty { folders = localizationsToUse([developmentLanguage], available: available) }\n    var after = [development]\n    if available.contains(developmentLanguage) { after.insert(developmentLanguage, at: 0) }\n    if available.contains(\"Base\") { after.append(\"Base\") }\n    for folder in after where !folders.contains(folder) {\n      folders.append(folder)\n    }\n    return folders\n  }\n\n  /// `lookupFolders` for `bundle`, found once for each language.\n  nonisolated func lookupFolders(\n    chosen: Swift.String?, bundle: Foundation.Bundle, development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    let key = [path(of: bundle), chosen ?? \"\", development, developmentLanguage].joined(separator: \"\\u{0}\")\n    lock.lock()\n    let known = lookups[key]\n    lock.unlock()\n    if let known { return known }\n    let folders = Self.lookupFolders(\n      chosen: chosen, available: localizations(of: bundle), development: development, developmentLanguage: developmentLanguage)\n    lock.lock()\n    lookups[key] = folders\n    lock.unlock()\n    return folders\n  }\n\n  /// The folders of `available` read for a user whose languages are `preferred`, as Apple's Bundle\n  /// chooses them: ICU's `ualoc_localizationsToUse` (`ualoc.cpp` of Apple's ICU 76). The first\n  /// language that matches a folder chooses it: one of the same name; else one of the same name once\n  /// aliases are read (`zh-TW` is `zh-Hant-TW`, `iw` `he`, `English` `en`); else the one nearest\n  /// through both names' parents (`parentLocale(_:)`), where a folder of a region other than the\n  /// language's own counts one step further: `de-AT` finds `de-DE`, `es-MX` `es-419`, `en-AU`\n  /// `en-GB`, `pt-PT` `pt-BR` only when no other language matches. A regional folder found through\n  /// parents gives way to one that a later language of the same names exactly. After it come the\n  /// folders of its parents (`de-AT`, `de`); `zxx` when nothing matches and the bundle has it.\n  nonisolated static func localizationsToUse(_ preferred: [Swift.String], available: [Swift.String]) -> [Swift.String] {\n    let languages = preferred.compactMap(localeID)\n    let folders = available.compactMap { name in localeID(name).map { (name: name, id: $0) } }\n    var parents = [Swift.Int: [Swift.String]]()\n    func parentsOfFolder(_ index: Swift.Int) -> [Swift.String] {\n      if let known = parents[index] { return known }\n      let chain = parentChain(folders[index].id.normalized, ownRegionFirst: true)\n      parents[index] = chain\n      return chain\n    }\n    var result: Swift.Int?\n    var score = 999\n    var portuguese: Swift.Int?\n    for language in languages {\n      if case .some = result { break }\n      for (index, folder) in folders.enumerated() {\n        if _l10nLess(-1, score), _l10nEqual(language.base, folder.id.base) {\n          (result, score) = (index, -1)\n        } else if _l10nLess(0, score), _l10nEqual(language.normalized, folder.id.normalized) {\n          (result, score) = (index, 0)\n        } else if _l10nLess(0, score), _l10nEqual(language.group, folder.id.group) {\n          for (distance, parent) in parentChain(language.normalized, ownRegionFirst: false).enumerated() {\n            for (folderDistance, folderParent) in parentsOfFolder(index).enumerated() where _l10nEqual(parent, folderParent) {\n              if _l10nEqual(language.normalized, \"pt_PT\"), _l10nEqual(folder.id.normalized, \"pt_BR\") {\n                portuguese = index\n              } else {\n                let total = distance + folderDistance + (_l10nEqual(language.language, folder.id.language) ? 0 : 1)\n                if _l10nLess(total, score) { (result, score) = (index, total) }\n              }\n            }\n          }\n        }\n      }\n    }\n    if let found = result, _l10nLess(0, score), !region(of: folders[found].id.normalized).isEmpty, !_l10nEqual(folders[found].id.language, \"zh\") {\n      search: for language in languages where _l10nEqual(language.language, folders[found].id.language) {\n        for (index, folder) in folders.enumerated()\n        where _l10nEqual(folder.id.base, language.base) || _l10nEqual(folder.id.normalized, language.normalized) {\n          result = index\n          break search\n        }\n      }\n    }\n    guard let found = result ?? portuguese else { return available.contains(\"zxx\") ? [\"zxx\"] : [] }\n    var chosen = [folders[found].name]\n    var previous: Swift.String?\n    for parent in parentsOfFolder(found) where !_l10nEqual(parent, previous) {\n      previous = parent\n      for (index, folder) in folders.enumerated() where !_l10nEqual(index, found) {\n        if _l10nEqual(parent, folder.id.normalized) || (_l10nEqual(parent, \"zh_Hant_HK\") && _l10nEqual(folder.id.normalized, \"zh_Hant_TW\")) {\n          chosen.append(folder.name)\n        }\n      }\n    }\n    return chosen\n  }\n\n  /// A language or folder name as ICU reads it: `base`, its canonical form (`uloc_getBaseName`:\n  /// `_` between subtags, the language in lower case, the script capitalized, the region and variants\n  /// in upper case, extensions and keywords left out); `normalized`, `base` with its alias read\n  /// (`ualoc_normalize`); its `language`, and the `group` of languages whose parents may meet. Nil\n  /// for a name with no language.\n  nonisolated static func localeID(_ name: Swift.String) -> (base: Swift.String, normalized: Swift.String, language: Swift.String, group: Swift.String)? {\n    var subtags: [Swift.String] = []\n    var subtag = \"\"\n    for character in name {\n      if _l10nEqual(character, \"@\") || _l10nEqual(character, \".\") { break }\n      if _l10nEqual(character, \"-\") || _l10nEqual(character, \"_\") {\n        subtags.append(subtag)\n        subtag = \"\"\n      } else {\n        subtag.append(character)\n      }\n    }\n    subtags.append(subtag)\n    let first = subtags[0]\n    guard !first.isEmpty, _l10nLess(first.count, 12), first.allSatisfy(\\.isASCII) else { return nil }\n    var rest: [Swift.String] = []\n    for subtag in subtags.dropFirst() {\n      if _l10nEqual(subtag.count, 1) { break }\n      if !subtag.isEmpty { rest.append(subtag) }\n    }\n    var next = 0\n    var base = first.lowercased()\n    if _l10nLess(next, rest.count), _l10nEqual(rest[next].count, 4), rest[next].allSatisfy(\\.isLetter) {\n      base.append(\"_\")\n      base.append(rest[next].prefix(1).uppercased())\n      base.append(rest[next].dropFirst().lowercased())\n      next = next.advanced(by: 1)\n    }\n    var region = \"\"\n    if _l10nLess(next, rest.count), _l10nLess(rest[next].count, 4) {\n      region = rest[next].uppercased()\n      next = next.advanced(by: 1)\n    }\n    if !region.isEmpty {\n      base.append(\"_\")\n      base.append(region)\n    }\n    if _l10nLess(next, rest.count) {\n      base.append(region.isEmpty ? \"__\" : \"_\")\n      base.append(rest.suffix(from: next).map { $0.uppercased() }.joined(separator: \"_\"))\n    }\n    var normalized = base\n    if let alias = appleAliases[base] {\n      normalized = alias\n    } else if let alias = languageAliases[base] {\n      normalized = alias\n    } else if let separator = base.firstIndex(of: \"_\"), let alias = languageAliases[Swift.String(base.prefix(upTo: separator))] {\n      normalized = alias\n      if !alias.contains(\"_\") {\n        normalized.append(contentsOf: base.suffix(from: separator))\n      } else if _l10nLess(5, alias.count), _l10nEqual(alias.dropLast(4).last, \"_\"), let last = base.lastIndex(of: \"_\"),\n        _l10nLess(base.suffix(from: last).count, 5)\n      {\n        normalized.append(contentsOf: base.suffix(from: last))\n      }\n    }\n    let language = Swift.String(normalized.prefix(while: { !_l10nEqual($0, \"_\") }))\n    let group = [\"ars\": \"ar\", \"hi\": \"en\", \"nb\": \"no\", \"nn\": \"no\", \"wuu\": \"zh\", \"yue\": \"zh\"][language, default: language]\n    return (base, normalized, language, group)\n  }\n\n  /// The region of a canonical name (`uloc_getCountry`): the subtag of two or three characters\n  /// after the language and its script, if any.\n  nonisolated static func region(of name: Swift.String) -> Swift.String {\n    var subtags = name.split(whereSeparator: { _l10nEqual($0, \"_\") || _l10nEqual($0, \"-\") }).dropFirst()\n    if let script = subtags.first, _l10nEqual(script.count, 4) { subtags = subtags.dropFirst() }\n    guard let region = subtags.first, _l10nEqual(region.count, 2) || _l10nEqual(region.count, 3) else { return \"\" }\n    return Swift.String(region)\n  }\n\n  /// A normalized name and its parents up to the root (`LocaleIDInfo::calcParentChain`). With\n  /// `ownRegionFirst`, a name of a region other than its language's own (`de_AT`, not `de_DE`; the\n  /// likely subtags decide) is listed twice, so it is one step further from what it matches.\n  nonisolated static func parentChain(_ normalized: Swift.String, ownRegionFirst: Swift.Bool) -> [Swift.String] {\n    var chain = [normalized]\n    if ownRegionFirst, !region(of: normalized).isEmpty, !_l10nEqual(normalized, \"es_MX\"), !_l10nEqual(normalized, \"zh_Hant_TW\"),\n      !region(of: minimized(normalized)).isEmpty\n    {\n      chain.append(normalized)\n    }\n    while _l10nLess(chain.count, 9), let last = chain.last {\n      let parent = parentLocale(last)\n      guard !parent.isEmpty, !_l10nEqual(parent, \"root\") else { break }\n      chain.append(parent)\n    }\n    return chain\n  }\n\n  /// The parent of a normalized name (`ualoc_getParent`): Apple's own, then CLDR's parentLocales,\n  /// else the name without its last subtag; empty or `root` at the top.\n  nonisolated static func parentLocale(_ name: Swift.String) -> Swift.String {\n    if let parent = parentLocales[name] { return parent }\n    guard let last = name.lastIndex(of: \"_\") else { return \"\" }\n    return Swift.String(name.prefix(upTo: last))\n  }\n\n  /// `name` with the subtags its likely subtags imply left out (`uloc_minimizeSubtags`): `de_DE`\n  /// is `de`, `de_AT` stays. Read from Foundation's ICU; as written where Foundation cannot tell.\n  nonisolated static func minimized(_ name: Swift.String) -> Swift.String {\n    #if canImport(Darwin) || compiler(>=6.0)\n      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {\n        return Foundation.Locale.Language(identifier: name).minimalIdentifier\n      }\n    #endif\n    return name\n  }\n\n  /// Apple's aliases of folder names (`appleAliasMap` of `ualoc.cpp`), as `ualoc_normalize` reads them.\n  nonisolated static let appleAliases: [Swift.String: Swift.String] = [\n    \"arabic\": \"ar\", \"chinese\": \"zh_Hans\", \"danish\": \"da\", \"dutch\": \"nl\", \"english\": \"en\", \"finnish\": \"fi\",\n    \"french\": \"fr\", \"german\": \"de\", \"italian\": \"it\", \"japanese\": \"ja\", \"korean\": \"ko\", \"no_NO\": \"nb_NO\",\n    \"norwegian\": \"nb\", \"polish\": \"pl\", \"portuguese\": \"pt\", \"russian\": \"ru\", \"spanish\": \"es\", \"swedish\": \"sv\",\n    \"thai\": \"th\", \"turkish\": \"tr\", \"yue_CN\": \"yue_Hans_CN\", \"yue_HK\": \"yue_Hant_HK\", \"zh_CN\": \"zh_Hans_CN\",\n    \"zh_HK\": \"zh_Hant_HK\", \"zh_MO\": \"zh_Hant_MO\", \"zh_SG\": \"zh_Hans_SG\", \"zh_TW\": \"zh_Hant_TW\",\n  ]\n\n  /// CLDR's aliases of language codes (the `alias/language` of ICU's `metadata` in Apple's ICU 76),\n  /// read next: those of two-letter codes, and those to languages that have one (`iw` is `he`,\n  /// `cmn` `zh`, `prs` `fa_AF`, `deu` `de`).\n  nonisolated static let languageAliases: [Swift.String: Swift.String] = {\n    let aliases = \"\"\"\n      aar>aa abk>ab adp>dz afr>af aka>ak alb>sq als>sq amh>am ara>ar arb>ar arg>an arm>hy asm>as ava>av ave>ae \\\n      aym>ay ayr>ay aze>az azj>az bak>ba bam>bm baq>eu bel>be ben>bn bh>bho bis>bi bod>bo bos>bs bre>br bul>bg \\\n      bur>my cat>ca ces>cs cha>ch che>ce chi>zh chu>cu chv>cv cmn>zh cnr>sr_ME cor>kw cos>co cre>cr cwd>cr cym>cy \\\n      cze>cs dan>da deu>de div>dv drh>mn drw>fa_AF dut>nl dzo>dz ekk>et ell>el eng>en epo>eo esk>ik est>et eus>eu \\\n      ewe>ee fao>fo fas>fa fat>ak fij>fj fin>fi fra>fr fre>fr fry>fy fuc>ff ful>ff gaz>om geo>ka ger>de gla>gd \\\n      gle>ga glg>gl glv>gv gre>el grn>gn gug>gn guj>gu hat>ht hau>ha hbs>sr_Latn heb>he her>hz hin>hi hmo>ho \\\n      hrv>hr hun>hu hye>hy ibo>ig ice>is ido>io iii>ii ike>iu iku>iu ile>ie in>id ina>ia ind>id ipk>ik isl>is \\\n      ita>it iw>he jav>jv ji>yi jpn>ja jw>jv kal>kl kan>kn kas>ks kat>ka kau>kr kaz>kk khk>mn khm>km kik>ki kin>rw \\\n      kir>ky kmr>ku knc>kr kng>kg kom>kv kon>kg kor>ko kpv>kv kua>kj kur>ku lao>lo lat>la lav>lv lim>li lin>ln \\\n      lit>lt ltz>lb lub>lu lug>lg lvs>lv mac>mk mah>mh mal>ml mao>mi mar>mr may>ms mkd>mk mlg>mg mlt>mt mo>ro \\\n      mol>ro mon>mn mri>mi msa>ms mya>my nau>na nav>nv nbl>nr nde>nd ndo>ng nep>ne nld>nl nno>nn nob>nb nor>no \\\n      npi>ne nya>ny oci>oc ojg>oj oji>oj ori>or orm>om ory>or oss>os pan>pa pbu>ps per>fa pes>fa pli>pi plt>mg \\\n      pol>pl por>pt prp>gu prs>fa_AF pus>ps que>qu quz>qu roh>rm ron>ro rum>ro run>rn rus>ru sag>sg san>sa scc>sr \\\n      scr>hr sh>sr_Latn sin>si slk>sk slo>sk slv>sl sme>se smo>sm sna>sn snd>sd som>so sot>st spa>es sqi>sq src>sc \\\n      srd>sc srp>sr ssw>ss sun>su swa>sw swc>sw_CD swe>sv swh>sw tah>ty tam>ta tat>tt tel>te tgk>tg tha>th tib>bo \\\n      tir>ti tl>fil tnf>fa_AF ton>to tsn>tn tso>ts tuk>tk tur>tr tw>ak twi>ak uig>ug ukr>uk urd>ur uzb>uz uzn>uz \\\n      ven>ve vie>vi vol>vo wel>cy wln>wa wol>wo xho>xh ydd>yi yid>yi yor>yo zha>za zho>zh zsm>ms zul>zu zyb>za\n      \"\"\"\n    var table = [Swift.String: Swift.String]()\n    for alias in aliases.split(separator: \" \") {\n      let parts = alias.split(separator: \">\")\n      table[parts[0].description] = parts[1].description\n    }\n    return table\n  }()\n\n  /// The parents of names whose parent is not the name without its last subtag: CLDR's\n  /// parentLocales as Apple's ICU 76 holds them (`localefallback_data.h`), then Apple's own, which\n  /// come first (`appleParentMap` of `ualoc.cpp`). Each group is a parent, a prefix and its children.\n  nonisolated static let parentLocales: [Swift.String: Swift.String] = {\n    let groups: [(parent: Swift.String, prefix: Swift.String, children: Swift.String)] = [\n      (\"root\", \"\", \"\"\"\n        ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl byn_Latn cu_Glag dje_Arab \\\n        dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab \\\n        kn_Latn kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei \\\n        mr_Latn ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn \\\n        so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn \\\n        yo_Arab yue_Hans zh_Hant zh_Latn\n        \"\"\"),\n      (\"en_001\", \"en_\", \"\"\"\n        150 AF AG AI AM AO AR AU AW AX AZ BB BD BF BH BJ BL BM BN BO BQ BR BS BW BZ CC CD CF CG CI CK CM CR CU CV CX \\\n        CY DG DM DO DZ EC EG EH ER ET FJ FK FM GA GB GD GF GG GH GI GM GN GP GQ GT GY HK HN HT IC ID IE IL IM IN IO \\\n        IQ JE JM JO KE KG KH KI KM KN KW KY KZ LA LB LC LK LR LS LY MA MF MG ML MM MN MO MQ MR MS MT MU MV MW MY MZ \\\n        NA NC NE NF NG NI NP NR NU NZ OM PE PF PG PK PM PN PS PW QA RE RW SB SC SD SG SH SJ SL SM SN SO SS ST SV SX \\\n        SY SZ TC TD TF TG TH TJ TK TL TM TN TO TT TV TZ UG UY UZ VC VE VG VN VU WF WS YE YT ZA ZM ZW\n        \"\"\"),\n      (\"en_150\", \"en_\", \"\"\"\n        AD AL AT BA BE BG BY CH CZ DE DK EE ES FI FO FR GE GL GR HR HU IS IT LI LT LU LV MC MD ME MK NL NO PL PT RO \\\n        RS RU SE SI SK UA VA\n        \"\"\"),\n      (\"es_419\", \"es_\", \"\"\"\n        AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JP KN KY LC MF MQ \\\n        MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI\n        \"\"\"),\n      (\"en_IN\", \"\", \"hi_Latn\"), (\"fr_HT\", \"\", \"ht\"), (\"no\", \"\", \"nb nn no_NO\"),\n      (\"pt_PT\", \"pt_\", \"AO CH CV FR GQ GW LU MO MZ ST TL\"), (\"zh_Hant_HK\", \"\", \"zh_Hant_MO\"),\n      // Apple's own.\n      (\"en_GB\", \"en_\", \"\"\"\n        150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO \\\n        MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW\n        \"\"\"),\n      (\"en_AU\", \"en_\", \"CC CK CX NF NR NU NZ PG WS\"), (\"en_150\", \"\", \"en_CY\"), (\"en_001\", \"\", \"en_GB\"),\n      (\"ar\", \"\", \"ars\"), (\"es_419\", \"\", \"es_MX\"), (\"wuu_Hans\", \"\", \"wuu\"), (\"zh_Hans\", \"\", \"wuu_Hans yue_Hans\"),\n      (\"zh_Hant\", \"\", \"wuu_Hant zh_HK\"), (\"yue_Hant\", \"\", \"yue\"), (\"zh_Hant_HK\", \"\", \"yue_HK\"), (\"yue_HK\", \"\", \"yue_Hant\"),\n      (\"zh_TW\", \"\", \"zh_Hant\"), (\"zh_HK\", \"\", \"zh_Hant_HK\"), (\"root\", \"\", \"zh_TW\"),\n    ]\n    var parents = [Swift.String: Swift.String]()\n    for group in groups {\n      for child in group.children.split(separator: \" \") { parents[[group.prefix, Swift.String(child)].joined()] = group.parent }\n    }\n    return parents\n  }()\n\n  /// The language the accessors read: the chosen one; on Linux without one, that of the user's\n  /// (`userLanguages`) for which Apple's Bundle would choose the folder it chooses for all of them\n  /// (`localizationsToUse`), if any; on Apple platforms Foundation chooses the user's itself.\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func readLanguage(bundle: Foundation.Bundle) -> Swift.String? {\n    #if canImport(Darwin)\n      return language()\n    #else\n      if let chosen = language() { return chosen }\n      let path = self.path(of: bundle)\n      lock.lock()\n      let known = userLanguages[path]\n      lock.unlock()\n      if let known { return known.isEmpty ? nil : known }\n      let available = localizations(of: bundle)\n      var user: Swift.String?\n      if let folder = Self.localizationsToUse(Self.userLanguages, available: available).first {\n        for language in Self.userLanguages where _l10nEqual(Self.localizationsToUse([language], available: available).first, folder) {\n          user = language\n          break\n        }\n      }\n      lock.lock()\n      userLanguages[path] = user ?? \"\"\n      lock.unlock()\n      return user\n    #endif\n  }\n\n  /// The locale numbers are formatted with, whose language's plural rules choose plural forms: that of\n  /// the language read (`readLanguage(bundle:)`); else on Apple platforms the user's, on Linux the\n  /// development language's.\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func locale(for chosen: Swift.String?, developmentLanguage: Swift.String) -> Foundation.Locale {\n    #if canImport(Darwin)\n      guard let identifier = chosen else { return Foundation.Locale.current }\n    #else\n      let identifier = chosen ?? developmentLanguage\n    #endif\n    lock.lock()\n    defer { lock.unlock() }\n    if let locale = locales[identifier] { return locale }\n    let locale = Foundation.Locale(identifier: identifier)\n    locales[identifier] = locale\n    return locale\n  }\n\n  /// The bundle of a localization folder of `base`, or nil when it has no such localization.\n  nonisolated func bundle(for folder: Swift.String, in base: Foundation.Bundle) -> Foundation.Bundle? {\n    let key = [path(of: base), folder].joined(separator: \"/\")\n    lock.lock()\n    defer { lock.unlock() }\n    if let bundle = bundles[key] { return bundle }\n    guard let path = base.path(forResource: folder, ofType: \"lproj\"), let bundle = Foundation.Bundle(path: path) else {\n      return nil\n    }\n    bundles[key] = bundle\n    return bundle\n  }\n\n  /// The localization folders of `bundle`, listed once.\n  nonisolated func localizations(of bundle: Foundation.Bundle) -> [Swift.String] {\n    let path = self.path(of: bundle)\n    lock.lock()\n    defer { lock.unlock() }\n    if let listed = availableFolders[path] { return listed }\n    let listed = bundle.localizations\n    availableFolders[path] = listed\n    return listed\n  }\n\n  /// The path of `bundle`, the key of what is kept for it; found by identity, as reading it takes\n  /// microseconds (a few bundles are kept, so one made anew for each call is read anew).\n  nonisolated func path(of bundle: Foundation.Bundle) -> Swift.String {\n    lock.lock()\n    defer { lock.unlock() }\n    if let known = paths.first(where: { $0.bundle === bundle }) { return known.path }\n    if _l10nEqual(paths.count, 8) { paths.removeAll() }\n    let path = bundle.bundlePath\n    paths.append((bundle, path))\n    return path\n  }\n\n  /// The digits 0 to 9 as Foundation writes them in `locale`, or nil when one is not one character.\n  nonisolated func digits(_ locale: Foundation.Locale) -> [Swift.Unicode.Scalar]? {\n    lock.lock()\n    let known = digits[locale]\n    lock.unlock()\n    if let known { return _l10nEqual(known.count, 10) ? known : nil }\n    var digits: [Swift.Unicode.Scalar] = []\n    for digit: Swift.Int32 in 0...9 {\n      let scalars = Swift.String(format: \"%d\", locale: locale, arguments: [digit]).unicodeScalars\n      if _l10nEqual(scalars.count, 1), let scalar = scalars.first { digits.append(scalar) }\n    }\n    lock.lock()\n    self.digits[locale] = digits\n    lock.unlock()\n    return _l10nEqual(digits.count, 10) ? digits : nil\n  }\n\n  /// `integer` as Foundation formats `%d` with `locale`, without asking Foundation every time (it\n  /// reconfigures its number formatter for each number, under a lock all threads share): Foundation's\n  /// text of the number of as many digits and the same sign, 10…0, made once, with its digits replaced\n  /// by `integer`'s.\n  nonisolated func formatted(_ integer: Swift.Int64, locale: Foundation.Locale) -> Swift.String? {\n    let decimal = Swift.String(integer.magnitude)\n    let negative = _l10nLess(integer, 0)\n    let key = negative ? -decimal.utf8.count : decimal.utf8.count\n    lock.lock()\n    var template = integerTemplates[locale]?[key]\n    lock.unlock()\n    if case .none = template {\n      var power: Swift.Int64 = 1\n      for _ in 1..<decimal.utf8.count { power *= 10 }\n      template = Swift.String(format: \"%lld\", locale: locale, arguments: [negative ? -power : power])\n      lock.lock()\n      integerTemplates[locale, default: [:]][key] = template\n      lock.unlock()\n    }\n    guard let template, let digits = digits(locale) else { return nil }\n    return ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Format.replacingDigits(of: template, with: decimal, digits: digits)\n  }\n\n  /// `key` of `table` in the first folder of `bundle` that has it (`lookupFolders`), formatted; else\n  /// `fallback`, the development text, formatted.\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func string(\n    table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String,\n    bundle: Foundation.Bundle, developmentFolder: Swift.String, developmentLanguage: Swift.String\n  ) -> Swift.String {\n    let chosen = readLanguage(bundle: bundle)\n    let locale = self.locale(for: chosen, developmentLanguage: developmentLanguage)\n    let folders = lookupFolders(chosen: chosen, bundle: bundle, development: developmentFolder, developmentLanguage: developmentLanguage)\n    #if canImport(Darwin)\n      // Foundation resolves plural, device and width entries. Where a folder lacks the key, the next\n      // is read: Foundation alone would return the fallback, a plural's `other` form (\"1 files\").\n      let missing = \"\\u{0}l10ngen-missing\\u{0}\"\n      var bundles: [Foundation.Bundle] = []\n      if case .none = chosen { bundles.append(bundle) }\n      for folder in folders {\n        if let folderBundle = self.bundle(for: folder, in: bundle) { bundles.append(folderBundle) }\n      }\n      for bundle in bundles {\n        let found = bundle.localizedString(forKey: key, value: missing, table: table)\n        if !_l10nEqual(found, missing) { return format(found, arguments, locale: locale) }\n      }\n    #else\n      // Each folder's `.strings` and `.stringsdict` together, the `.stringsdict` entry first, as\n      // Foundation reads one localization; then the next folder.\n      for folder in folders {\n        let table = self.table(table, folder: folder, in: bundle)\n        if let entry = table.entries[key] as? [Swift.String: Any], let (format, variables) = Self.resolved(entry, key: key, in: table) {\n          return ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Format.string(format, arguments, locale: locale, variables: variables)\n        }\n        if let value = table.strings[key] {\n          return ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Format.string(value, arguments, locale: locale)\n        }\n      }\n    #endif\n    return format(fallback, arguments, locale: locale)\n  }\n\n  /// `format` filled with `arguments` (texts without arguments too, as with SwiftGen's code: `%%`\n  /// prints `%`). On Apple platforms a `.stringsdict` format (one with `#@`, which carries its entry)\n  /// is left to Foundation.\n  ")
            r.write(CompiledRender.read(variable7))
            r.lines("nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale) -> Swift.String {\n    #if canImport(Darwin)\n      if format.contains(\"#@\") { return Swift.String(format: format, locale: locale, arguments: arguments) }\n    #endif\n    return ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Format.string(format, arguments, locale: locale)\n  }\n\n  #if !canImport(Darwin)\n    /// The user's languages (`userLanguages(_:)`), read once.\n    nonisolated static let userLanguages = userLanguages(Foundation.ProcessInfo.processInfo.environment)\n\n    /// The user's languages as gettext reads them, as folder names. The locale is `LC_ALL`, else\n    /// `LC_MESSAGES`, else `LANG`; when it is unset, `C` or `POSIX`, there are none. Else they are\n    /// those `LANGUAGE` lists (separated by `:`, up to a `C` or `POSIX` entry) when it lists any, else\n    /// the locale's own (none for `C.UTF-8`).\n    nonisolated static func userLanguages(_ environment: [Swift.String: Swift.String]) -> [Swift.String] {\n      var locale = \"\"\n      for variable in [\"LC_ALL\", \"LC_MESSAGES\", \"LANG\"] {\n        if let value = environment[variable], !value.isEmpty {\n          locale = value\n          break\n        }\n      }\n      guard !locale.isEmpty, !_l10nEqual(locale, \"C\"), !_l10nEqual(locale, \"POSIX\") else { return [] }\n      let listed = environment[\"LANGUAGE\", default: \"\"].split(separator: \":\").map { (entry: Swift.Substring) -> Swift.String in entry.description }\n      guard !listed.isEmpty else {\n        guard let language = folderName(locale) else { return [] }\n        return [language]\n      }\n      var languages = [Swift.String]()\n      for entry in listed {\n        guard let language = folderName(entry) else { break }\n        languages.append(language)\n      }\n      return languages\n    }\n\n    /// A locale name (`language[_TERRITORY][.codeset][@modifier]`) as Apple names folders: `de_CH.UTF-8`\n    /// is `de-CH`, `sr_RS@latin` `sr-Latn-RS`, `zh_TW` `zh-Hant-TW`, `zh_CN` `zh-Hans-CN`, `no` `nb`;\n    /// nil for `C` and `POSIX` (also with a codeset).\n    nonisolated static func folderName(_ locale: Swift.String) -> Swift.String? {\n      var modifier = \"\"\n      if let at = locale.firstIndex(of: \"@\") { modifier = locale.suffix(from: at).dropFirst().lowercased() }\n      let name = locale.prefix(while: { !_l10nEqual($0, \"@\") && !_l10nEqual($0, \".\") })\n      let parts = name.split(separator: \"_\", maxSplits: 1).map { (part: Swift.Substring) -> Swift.String in part.description }\n      guard let first = parts.first, !first.isEmpty, !_l10nEqual(first, \"C\"), !_l10nEqual(first, \"POSIX\") else { return nil }\n      let lowered = first.lowercased()\n      var subtags = [[\"no\": \"nb\", \"iw\": \"he\", \"in\": \"id\", \"ji\": \"yi\"][lowered, default: lowered]]\n      var script = [\"latin\": \"Latn\", \"cyrillic\": \"Cyrl\", \"devanagari\": \"Deva\"][modifier]\n      if _l10nLess(1, parts.count) {\n        let region = parts[1].uppercased()\n        if _l10nEqual(subtags[0], \"zh\"), case .none = script {\n          script = [\"TW\": \"Hant\", \"HK\": \"Hant\", \"MO\": \"Hant\", \"CN\": \"Hans\", \"SG\": \"Hans\"][region]\n        }\n        if let script { subtags.append(script) }\n        subtags.append(region)\n      } else if let script {\n        subtags.append(script)\n      }\n      return subtags.joined(separator: \"-\")\n    }\n\n    /// `table` of one folder of `base`, read once.\n    nonisolated func table(_ name: Swift.String, folder: Swift.String, in base: Foundation.Bundle) -> ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Table {\n      let cacheKey = [path(of: base), folder, name].joined(separator: \"/\")\n      lock.lock()\n      let cached = tables[cacheKey]\n      lock.unlock()\n      if let cached { return cached }\n      var table = ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Table()\n      let bundle = self.bundle(for: folder, in: base)\n      func contents(_ fileExtension: Swift.String) -> (Foundation.Data, [Swift.String: Any])? {\n        guard let url = bundle?.url(forResource: name, withExtension: fileExtension), let data = try? Foundation.Data(contentsOf: url),\n          let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]\n        else { return nil }\n        return (data, plist)\n      }\n      if let (_, strings) = contents(\"strings\") { table.strings = strings.compactMapValues { $0 as? Swift.String } }\n      if let (data, entries) = contents(\"stringsdict\") {\n        table.entries = entries\n        let text = Swift.String(decoding: data, as: Swift.UTF8.self)\n        if text.contains(\"NSStringDeviceSpecificRuleType\") { table.text = text }\n      }\n      lock.lock()\n      tables[cacheKey] = table\n      lock.unlock()\n      return table\n    }\n\n    /// The format and variables of a `.stringsdict` entry: its device variant for Linux, which is no\n    /// device Foundation knows (the `other` device, else the first the table lists), its widest\n    /// width variant, or its `NSStringLocalizedFormatKey`. Nil for an entry of none of these.\n    nonisolated static func resolved(_ entry: [Swift.String: Any], key: Swift.String, in table: ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Table) -> (Swift.String, [Swift.String: Any]?)? {\n      if let devices = entry[\"NSStringDeviceSpecificRuleType\"] as? [Swift.String: Any], !devices.isEmpty {\n        var device = \"other\"\n        if case .none = devices[device] { device = firstDevice(of: devices.keys.sorted(), key: key, text: table.text) }\n        switch devices[device] {\n        case let text as Swift.String: return (text, entry)\n        case let nested as [Swift.String: Any]: return resolved(nested, key: key, in: ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Table())\n        default: return nil\n        }\n      }\n      if let widths = entry[\"NSStringVariableWidthRuleType\"] as? [Swift.String: Any] {\n        var widest: (width: Swift.Int, text: Any?)?\n        for (key, text) in widths {\n          let width = Swift.Int(key, radix: 10) ?? .min\n          if let found = widest, !_l10nLess(found.width, width) { continue }\n          widest = (width, text)\n        }\n        if let text = widest?.text as? Swift.String { return (text, nil) }\n      }\n      if let format = entry[\"NSStringLocalizedFormatKey\"] as? Swift.String { return (format, entry) }\n      return nil\n    }\n\n    /// Of `devices` (sorted), the one the entry of `key` lists first in the table's XML text.\n    nonisolated static func firstDevice(of devices: [Swift.String], key: Swift.String, text: Swift.String?) -> Swift.String {\n      guard let text else { return devices[0] }\n      let escaped = key.replacingOccurrences(of: \"&\", with: \"&amp;\").replacingOccurrences(of: \"<\", with: \"&lt;\").replacingOccurrences(of: \">\", with: \"&gt;\")\n      let start = text.range(of: [\"<key>\", escaped, \"</key>\"].joined())?.upperBound ?? text.startIndex\n      func place(_ device: Swift.String) -> Swift.String.Index {\n        text.range(of: [\"<key>\", device, \"</key>\"].joined(), range: start..<text.endIndex)?.lowerBound ?? text.endIndex\n      }\n      return devices.min(by: { _l10nLess(place($0), place($1)) }) ?? devices[0]\n    }\n  #endif\n}\n\n/// `String(format:locale:arguments:)` as CoreFoundation reads a format: each `%` sequence is parsed\n/// the way `__CFParseFormatSpec` parses it and formatted on its own by Foundation with `locale`, so\n/// numbers are grouped and localized exactly as Foundation does. Positions count from the call's first\n/// argument (a position no specifier names still takes its argument, as Foundation does for apps built\n/// with current SDKs). Three things differ on purpose: an unsigned value prints its own digits\n/// (CoreFoundation formats `%u`/`%lu` with a locale as a signed number: `UInt.max` would print `-1`);\n/// `%Lf` reads the `Double` the accessor passes (read as a `long double` it is garbage on x86_64); an\n/// argument of the wrong kind for its conversion (a translation's `%@` where the code passes a number)\n/// prints as text instead of crashing.\n///\n/// `variables` is a `.stringsdict` entry, whose `%#@name@` references are resolved as Foundation does:\n/// the reference reads its variable's number (typed by `NSStringFormatValueTypeKey`), the plural rules\n/// of the locale's language choose a form, and the form is formatted on its own, its sequential\n/// specifiers starting at the variable's argument, and goes in as text.\nextension ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Format {\n  nonisolated static func string(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]? = nil) -> Swift.String {\n    guard format.utf8.contains(0x25) else { return format }\n    var output = \"\"\n    append(Array(format.utf16), arguments, locale: locale, variables: variables, first: 0, outer: [], depth: 0, to: &output)\n    return output\n  }\n\n  /// Reads the `%` sequence at `start` the way `__CFParseFormatSpec` does: flags, digits, `*`, `.`,\n  /// `n$` and lengths in any order until a conversion; any other character makes a text of the one\n  /// character after `%` (`%%` is `%`), and reading goes on after the character it could not read.\n  nonisolated private static func parse(_ units: [Swift.UInt16], from start: Swift.Int) -> (spec: Spec, end: Swift.Int) {\n    var spec = Spec()\n    var index = start.advanced(by: 1)\n    var seenDot = false, seenSharp = false\n    func next() -> Swift.Unicode.Scalar? {\n      guard _l10nLess(index, units.count) else { return nil }\n      defer { index = index.advanced(by: 1) }\n      return Swift.Unicode.Scalar(units[index]) ?? \"\\u{FFFD}\"\n    }\n    func peek(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {\n      guard _l10nLess(index, units.count), _l10nEqual(units[index], Swift.UInt16(truncatingIfNeeded: scalar.value)) else { return false }\n      index = index.advanced(by: 1)\n      return true\n    }\n    func ends(_ kind: Spec.Kind, _ conversion: Swift.Unicode.Scalar = \"%\") -> (spec: Spec, end: Swift.Int) {\n      spec.kind = kind\n      spec.conversion = conversion\n      if _l10nEqual(kind, .text) { spec.text = start.advanced(by: 1)..<start.advanced(by: 2) }\n      return (spec, index)\n    }\n    // The conversions and lengths as `if`s over sets of characters: a `switch` over characters\n    // type-checks each of its patterns as an operator.\n    while var c = next() {\n      var again = true\n      while again {\n        again = false\n        if _l10nEqual(c, \"#\") {\n          seenSharp = true\n        } else if _l10nEqual(c, \" \") {\n          if !spec.flags.contains(\"+\") { spec.flags.append(\" \") }\n        } else if _l10nEqual(c, \"-\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \"0\", with: \"\")\n          spec.flags.append(\"-\")\n        } else if _l10nEqual(c, \"+\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \" \", with: \"\")\n          spec.flags.append(\"+\")\n        } else if _l10nEqual(c, \"0\") {\n          if seenDot {\n            spec.precision = 0\n          } else if !spec.flags.contains(\"-\") {\n            spec.flags.append(\"0\")\n          }\n        } else if _l10nEqual(c, \"h\") {\n          let twice = peek(\"h\")\n          spec.size = twice ? 1 : 2\n          spec.length = twice ? \"hh\" : \"h\"\n        } else if _l10nEqual(c, \"l\") {\n          let twice = peek(\"l\")\n          spec.size = twice ? 8 : 4\n          spec.length = twice ? \"ll\" : \"l\"\n        } else if _l10nEqual(c, \"L\") {\n          spec.size = 16\n          spec.length = \"L\"\n        } else if \"qjtz\".unicodeScalars.contains(c) {\n          spec.size = \"qj\".unicodeScalars.contains(c) ? 8 : 4\n          spec.length = Swift.String(c)\n        } else if _l10nEqual(c, \"c\") {\n          spec.size = 1\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"C\") {\n          spec.size = 2\n          return ends(.argument, c)\n        } else if \"fFeEgGdDiuUoOxXaAnpsSP\".unicodeScalars.contains(c) {\n          if \"fFeEgG\".unicodeScalars.contains(c), seenDot, _l10nEqual(spec.precision, -1), _l10nEqual(spec.precisionSlot, -1) {\n            spec.precision = 0\n          }\n          if seenSharp { spec.flags.append(\"#\") }\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\"), !seenSharp {\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\") {\n          // `%#@name@`: a variable, named by ASCII letters, digits and `_`. Another character ends\n          // the name and is skipped; `%#@@` is `%@`.\n          seenSharp = false\n          let nameStart = index\n          var name = \"\"\n          while let letter = next() {\n            if _l10nEqual(letter, \"@\") {\n              guard !name.isEmpty else { return ends(.argument, \"@\") }\n              spec.name = name\n              spec.text = start..<index\n              return ends(.variable, \"@\")\n            }\n            guard letter.isASCII, letter.properties.isAlphabetic || \"0123456789_\".unicodeScalars.contains(letter) else { break }\n            name.unicodeScalars.append(letter)\n          }\n          if _l10nEqual(index, units.count), _l10nEqual(nameStart.distance(to: index), name.unicodeScalars.count) { return ends(.incomplete) }\n        } else if \"123456789\".unicodeScalars.contains(c) {\n          var number = 0\n          while \"0123456789\".unicodeScalars.contains(c) {\n            let digit = Swift.Int(c.value) - 0x30\n            number = Swift.min(number * 10 + digit, Swift.Int(Swift.Int32.max))\n            guard let following = next() else { return ends(.incomplete) }\n            c = following\n          }\n          if _l10nEqual(c, \"$\") {\n            guard _l10nLess(number, 128) else { return ends(.incomplete) }\n            if _l10nEqual(spec.precisionSlot, -2) {\n              spec.precisionSlot = number.advanced(by: -1)\n            } else if _l10nEqual(spec.widthSlot, -2) {\n              spec.widthSlot = number.advanced(by: -1)\n            } else {\n              spec.slot = number.advanced(by: -1)\n            }\n          } else {\n            if seenDot { spec.precision = number } else { spec.width = number }\n            again = true\n          }\n        } else if _l10nEqual(c, \"*\") {\n          spec.widthSlot = -2\n        } else if _l10nEqual(c, \".\") {\n          seenDot = true\n          spec.dot = true\n          guard let following = next() else { return ends(.incomplete) }\n          if _l10nEqual(following, \"*\") {\n            spec.precisionSlot = -2\n          } else {\n            c = following\n            again = true\n          }\n        } else {\n          return ends(.text)\n        }\n      }\n    }\n    return ends(.incomplete)\n  }\n\n  /// Appends `units` formatted. Sequential specifiers start at slot `first`; `outer` are the slots of\n  /// the call a plural form belongs to.\n  nonisolated private static func append(\n    _ units: [Swift.UInt16], _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]?,\n    first: Swift.Int, outer: [Slot], depth: Swift.Int, to output: inout Swift.String\n  ) {\n    var specs = scan(units, variables: variables)\n    var slots = number(&specs, first: first, variables: variables)\n    for (slot, kind) in outer.enumerated() where !_l10nLess(slot, slots.count) || _l10nEqual(slots[slot], .unused) {\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    let argumentIndices = argumentIndices(of: slots)\n    func argument(_ slot: Swift.Int) -> (any Swift.CVarArg)? {\n      guard !_l10nLess(slot, 0), _l10nLess(slot, argumentIndices.count), let index = argumentIndices[slot], _l10nLess(index, arguments.count) else {\n        return nil\n      }\n      return arguments[index]\n    }\n    for spec in specs {\n      switch spec.kind {\n      case .text:\n        output.append(Swift.String(decoding: units[spec.text], as: Swift.UTF16.self))\n      case .incomplete:\n        break\n      case .null:\n        output.append(\"(null)\")\n      case .argument:\n        output.append(formatted(spec, argument(spec.slot), width: argument(spec.widthSlot), precision: argument(spec.precisionSlot), locale: locale))\n      case .variable:\n        #if canImport(Darwin)\n        break  // Foundation formats `.stringsdict` entries on Apple platforms\n        #else\n        guard let variable = variables?[spec.name] as? [Swift.String: Any], _l10nLess(depth, 10) else { continue }\n        var number = pluralNumber(spec.name, in: variables, argument(spec.slot))\n        if case .none = number, let _ = argument(spec.slot), let other = variable[\"other\"] as? Swift.String {\n          // The variable's argument is no number (Foundation would read a text's address as one):\n          // the form is chosen by the first number the forms print.\n          var formSpecs = scan(Array(other.utf16), variables: variables)\n          _ = self.number(&formSpecs, first: spec.slot, variables: variables)\n          for formSpec in formSpecs where _l10nEqual(formSpec.kind, .argument) && _l10nLess(formSpec.slot, arguments.count) {\n            if let first = self.number(formSpec, arguments[formSpec.slot]) {\n              number = first\n              break\n            }\n          }\n        }\n        guard let number, let form = chosenForm(variable, number: number, locale: locale) else {\n          output.append(\"(null)\")\n          continue\n        }\n        append(\n          Array(form.utf16), arguments, locale: locale, variables: variables, first: spec.slot, outer: outer.isEmpty ? slots : outer,\n          depth: depth.advanced(by: 1), to: &output)\n        #endif\n      }\n    }\n  }\n\n  /// The text and specifiers of `units` in order.\n  nonisolated private static func scan(_ units: [Swift.UInt16], variables: [Swift.String: Any]?) -> [Spec] {\n    var specs = [Spec]()\n    var index = 0\n    while _l10nLess(index, units.count) {\n      guard _l10nEqual(units[index], 0x25) else {\n        let start = index\n        while _l10nLess(index, units.count), !_l10nEqual(units[index], 0x25) { index = index.advanced(by: 1) }\n        specs.append(Spec(kind: .text, text: start..<index))\n        continue\n      }\n      var (spec, end) = parse(units, from: index)\n      if _l10nEqual(spec.kind, .variable), !(variables?[spec.name] is [Swift.String: Any]) {\n        spec.kind = .text  // a reference to no variable is printed as written\n      }\n      specs.append(spec)\n      index = end\n    }\n    return specs\n  }\n\n  /// Gives each specifier its slots as Foundation numbers them, from `first`; returns what each slot reads.\n  nonisolated private static func number(_ specs: inout [Spec], first: Swift.Int, variables: [Swift.String: Any]?) -> [Slot] {\n    var slots = [Slot]()\n    func mark(_ slot: Swift.Int, _ kind: Slot) {\n      guard !_l10nLess(slot, 0) else { return }\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    var next = first\n    for index in specs.indices where _l10nEqual(specs[index].kind, .argument) || _l10nEqual(specs[index].kind, .variable) {\n      var spec = specs[index]\n      var reads = Slot.argument\n      #if !canImport(Darwin)\n        if _l10nEqual(spec.kind, .variable) {\n          guard let valueType = valueType(spec.name, in: variables) else {\n            specs[index].kind = .null  // a plural without a value type reads nothing and prints \"(null)\"\n            continue\n          }\n          let readsArgument = _l10nEqual(valueType.kind, .argument)\n          if !readsArgument || !isNumber(valueType.conversion) {\n            reads = readsArgument ? .argument : .none\n            spec.kind = .null\n          }\n        }\n      #endif\n      if _l10nEqual(spec.widthSlot, -2) {\n        spec.widthSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.precisionSlot, -2) {\n        spec.precisionSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.slot, -1) {\n        spec.slot = next\n        next = next.advanced(by: 1)\n      }\n      mark(spec.widthSlot, .argument)\n      mark(spec.precisionSlot, .argument)\n      mark(spec.slot, reads)\n      specs[index] = spec\n    }\n    return slots\n  }\n\n  /// The argument each slot reads: one per slot that reads an argument, and one skipped for each\n  /// unused slot below the last of those.\n  nonisolated private static func argumentIndices(of slots: [Slot]) -> [Swift.Int?] {\n    let last = slots.lastIndex(of: .argument) ?? -1\n    var taken = 0\n    var indices: [Swift.Int?] = []\n    for (slot, kind) in slots.enumerated() {\n      switch kind {\n      case .argument:\n        indices.append(taken)\n        taken = taken.advanced(by: 1)\n      case .unused:\n        if _l10nLess(slot, last) { taken = taken.advanced(by: 1) }\n        indices.append(nil)\n      case .none:\n        indices.append(nil)\n      }\n    }\n    return indices\n  }\n\n  // MARK: Plural variables (Linux)\n\n  #if !canImport(Darwin)\n    /// `NSStringFormatValueTypeKey` read as the end of a specifier (`ld`); nil for a plural rule\n    /// without one. A value type Foundation cannot read (`%ld`) is not an argument specifier.\n    nonisolated private static func valueType(_ name: Swift.String, in variables: [Swift.String: Any]?) -> Spec? {\n      guard let variable = variables?[name] as? [Swift.String: Any] else { return nil }\n      guard let valueType = variable[\"NSStringFormatValueTypeKey\"] as? Swift.String else {\n        if let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") { return nil }\n        return Spec(kind: .argument, conversion: \"@\")\n      }\n      return parse(Array([\"%\", valueType].joined().utf16), from: 0).spec\n    }\n\n    nonisolated private static func pluralNumber(_ name: Swift.String, in variables: [Swift.String: Any]?, _ argument: (any Swift.CVarArg)?) -> Number? {\n      guard let valueType = valueType(name, in: variables) else { return nil }\n      return number(valueType, argument)\n    }\n\n    /// `argument` as a specifier of this conversion reads it, when it is a number.\n    nonisolated private static func number(_ spec: Spec, _ argument: (any Swift.CVarArg)?) -> Number? {\n      switch spec.conversion {\n      case \"f\", \"F\", \"e\", \"E\", \"g\", \"G\", \"a\", \"A\":\n        return double(argument).map(Number.double)\n      case \"d\", \"D\", \"i\", \"u\", \"U\", \"o\", \"O\", \"x\", \"X\", \"c\", \"C\":\n        return integer(argument).map { .integer(signed($0, size: spec.size)) }\n      default:\n        return nil\n      }\n    }\n\n    nonisolated private static func isNumber(_ conversion: Swift.Unicode.Scalar) -> Swift.Bool {\n      \"dDiuUoOxXcCfFeEgGaA\".unicodeScalars.contains(conversion)\n    }\n\n    /// Foundation's choice: `zero` for the integer 0, the form of the category the language's plural\n    /// rules give, `one` for the integer 1, then `other`.\n    nonisolated private static func chosenForm(_ variable: [Swift.String: Any], number: Number, locale: Foundation.Locale) -> Swift.String? {\n      guard let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") else { return nil }\n      var value: Swift.Double\n      var integral: Swift.Int64?\n      switch number {\n      case .integer(let integer):\n        value = Swift.Double(integer)\n        if _l10nEqual(integer, 0), let zero = variable[\"zero\"] as? Swift.String { return zero }\n        if _l10nEqual(integer, Swift.Int64.max) { return variable[\"other\"] as? Swift.String }  // Foundation's own exception\n        integral = integer\n      case .double(let double):\n        value = double\n      }\n      if let category = ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Plurals.category(value, language: locale.identifier), let form = variable[category] as? Swift.String {\n        return form\n      }\n      if _l10nEqual(integral, 1), let one = variable[\"one\"] as? Swift.String { return one }\n      return variable[\"other\"] as? Swift.String\n    }\n  #endif\n\n  // MARK: One specifier\n\n  /// `spec` formatted by Foundation with `locale`, each argument passed as the C type Foundation reads\n  /// (a number Foundation localizes as one of 64 bits, an unsigned one as signed, which Foundation\n  /// formats right). Width and precision go in as digits: a literal one wins over a `*` one, whose\n  /// argument is read all the same, as Foundation reads it; a negative `*` width is a `-` flag and a\n  /// negative precision none, as in C; both stay under 65,536 (Foundation crashes on `Int32.min` and\n  /// on numbers past `Int32.max`, and makes a text of gigabytes for ones just below).\n  nonisolated private static func formatted(\n    _ spec: Spec, _ value: (any Swift.CVarArg)?, width: (any Swift.CVarArg)?, precision: (any Swift.CVarArg)?, locale: Foundation.Locale\n  ) -> Swift.String {\n    var flags = spec.flags\n    var widthDigits: Swift.Int? = _l10nLess(spec.width, 0) ? nil : spec.width\n    if case .none = widthDigits, !_l10nLess(spec.widthSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(width) ?? 0))\n      if _l10nLess(amount, 0) {\n        flags = flags.replacingOccurrences(of: \"0\", with: \"\")\n        flags.append(\"-\")\n      }\n      widthDigits = _l10nEqual(amount.magnitude, 0) ? nil : Swift.Int(amount.magnitude)\n    }\n    var precisionDigits: Swift.Int? = _l10nLess(spec.precision, 0) ? nil : spec.precision\n    if case .none = precisionDigits, !_l10nLess(spec.precisionSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(precision) ?? 0))\n      precisionDigits = _l10nLess(amount, 0) ? nil : amount\n    }\n    var widthField = \"\"\n    if let widthDigits { widthField = Swift.String(Swift.min(widthDigits, 65_535)) }\n    var fields = widthField\n    if let precisionDigits {\n      fields.append(\".\")\n      fields.append(Swift.String(Swift.min(precisionDigits, 65_535)))\n    } else if spec.dot, _l10nLess(spec.precisionSlot, 0) {\n      fields.append(\".\")  // precision 0 where Foundation hands the specifier to `snprintf`\n    }\n    var conversion = Swift.String(spec.conversion)\n    var arguments = [any Swift.CVarArg]()\n    let letter = spec.conversion\n    if \"dDi\".unicodeScalars.contains(letter) {\n      conversion = \"lld\"\n      arguments.append(signed(integer(value) ?? 0, size: spec.size))\n    } else if \"uU\".unicodeScalars.contains(letter) {\n      let unsigned = self.unsigned(integer(value) ?? 0, size: spec.size)\n      guard !_l10nLess(Swift.UInt64(Swift.Int64.max), unsigned) else {\n        return large(unsigned, flags: flags, width: widthField, fields: fields, locale: locale)\n      }\n      conversion = \"lld\"\n      arguments.append(Swift.Int64(unsigned))\n    } else if \"fFeEgGaA\".unicodeScalars.contains(letter) {\n      arguments.append(double(value) ?? 0)\n    } else if \"oOxXc\".unicodeScalars.contains(letter) {\n      let written = _l10nEqual(letter, \"O\") ? \"o\" : conversion\n      conversion = spec.length\n      conversion.append(written)\n      let bits = signed(integer(value) ?? 0, size: spec.size)\n      if !_l10nLess(spec.size, 4), !_l10nEqual(letter, \"c\") {\n        arguments.append(bits)\n      } else {\n        arguments.append(Swift.Int32(truncatingIfNeeded: bits))\n      }\n    } else if _l10nEqual(letter, \"C\") {\n      arguments.append(Swift.Int32(truncatingIfNeeded: integer(value) ?? 0))\n    } else if _l10nEqual(letter, \"@\") {\n      switch value {\n      case nil: return \"(null)\"\n      case let text as Swift.String: return text  // its own description; Foundation ignores width and precision of `%@`\n      case let object? where type(of: object) is Swift.AnyObject.Type: arguments.append(object)\n      case let other?: return Swift.String(describing: other)\n      }\n    } else if _l10nEqual(letter, \"p\") {\n      if let value, value is any Swift.BinaryInteger || isPointer(value) { arguments.append(value) } else { arguments.append(0) }\n    } else if \"sSP\".unicodeScalars.contains(letter) {\n      if let value, isPointer(value) { arguments.append(value) } else { arguments.append(0) }  // a null pointer prints \"(null)\"\n    } else {\n      return \"\"  // %n prints nothing\n    }\n    // `%d`, `%ld`, `%lu` (no flag, width or precision), the usual ones, from a formatter made once.\n    if flags.isEmpty, fields.isEmpty, _l10nEqual(conversion, \"lld\"), let integer = arguments.first as? Swift.Int64,\n      let text = ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Localization.shared.formatted(integer, locale: locale)\n    {\n      return text\n    }\n    var format = \"%\"\n    format.append(flags)\n    format.append(fields)\n    format.append(conversion)\n    return Swift.String(format: format, locale: locale, arguments: arguments)\n  }\n\n  /// An unsigned value beyond `Int64.max`, which Foundation cannot format with a locale: a number of\n  /// as many digits is formatted instead, and its digits replaced with the value's.\n  nonisolated private static func large(_ value: Swift.UInt64, flags: Swift.String, width: Swift.String, fields: Swift.String, locale: Foundation.Locale) -> Swift.String {\n    let decimal = Swift.String(value)\n    let template: Swift.String\n    if decimal.utf8.count < 20 {\n      template = Swift.String(format: [\"%\", flags, fields, \"lld\"].joined(), locale: locale, arguments: [Swift.Int64(1_000_000_000_000_000_000)])\n    } else {\n      template = Swift.String(format: [\"%\", flags.replacingOccurrences(of: \"0\", with: \"\"), width, \".0f\"].joined(), locale: locale, arguments: [1e19])\n    }\n    guard let digits = ")
            r.write(CompiledRender.read(variable4))
            r.lines("._Localization.shared.digits(locale) else { return decimal }\n    return replacingDigits(of: template, with: decimal, digits: digits) ?? decimal\n  }\n\n  /// `template`, a number Foundation formatted, with its last digits (in `digits`, the locale's 0 to 9)\n  /// replaced by those of `decimal` (ASCII); nil when it has fewer digits.\n  nonisolated static func replacingDigits(of template: Swift.String, with decimal: Swift.String, digits: [Swift.Unicode.Scalar]) -> Swift.String? {\n    var scalars = Swift.Array(template.unicodeScalars)\n    let values = decimal.unicodeScalars.map { (scalar: Swift.Unicode.Scalar) -> Swift.Int in Swift.Int(scalar.value) - 0x30 }\n    var remaining = values.count\n    for index in scalars.indices.reversed() where _l10nLess(0, remaining) && digits.contains(scalars[index]) {\n      remaining = remaining.advanced(by: -1)\n      scalars[index] = digits[values[remaining]]\n    }\n    guard _l10nEqual(remaining, 0) else { return nil }\n    var text = \"\"\n    text.unicodeScalars.append(contentsOf: scalars)\n    return text\n  }\n\n  nonisolated private static func isPointer(_ value: any Swift.CVarArg) -> Swift.Bool {\n    value is Swift.OpaquePointer || Swift.String(describing: type(of: value)).hasPrefix(\"Unsafe\")\n  }\n\n  nonisolated private static func integer(_ value: (any Swift.CVarArg)?) -> Swift.Int64? {\n    switch value {\n    case let integer as any Swift.BinaryInteger: return Swift.Int64(truncatingIfNeeded: integer)\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double).isFinite ? Swift.Int64(Swift.max(-9.2e18, Swift.min(9.2e18, Swift.Double(double)))) : 0\n    default: return nil\n    }\n  }\n\n  nonisolated private static func double(_ value: (any Swift.CVarArg)?) -> Swift.Double? {\n    switch value {\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double)\n    case let integer as any Swift.BinaryInteger: return Swift.Double(integer)\n    default: return nil\n    }\n  }\n\n  /// The value a C argument of this length holds, sign-extended as CoreFoundation stores it.\n  nonisolated private static func signed(_ bits: Swift.Int64, size: Swift.Int) -> Swift.Int64 {\n    switch size {\n    case 1: return Swift.Int64(Swift.Int8(truncatingIfNeeded: bits))\n    case 2: return Swift.Int64(Swift.Int16(truncatingIfNeeded: bits))\n    case 0: return Swift.Int64(Swift.Int32(truncatingIfNeeded: bits))\n    default: return bits\n    }\n  }\n\n  nonisolated private static func unsigned(_ bits: Swift.Int64, size: Swift.Int) -> Swift.UInt64 {\n    switch size {\n    case 1: return Swift.UInt64(Swift.UInt8(truncatingIfNeeded: bits))\n    case 2: return Swift.UInt64(Swift.UInt16(truncatingIfNeeded: bits))\n    case 0: return Swift.UInt64(Swift.UInt32(truncatingIfNeeded: bits))\n    default: return Swift.UInt64(bitPattern: bits)\n    }\n  }\n}\n\n#if !canImport(Darwin)\n")
            try r.enterInclude(at: 151)
            do {
              try r.nest(at: 151)
              r.lines("\nextension ")
              r.write(CompiledRender.read(variable4))
              r.lines(" {\n  /// Unicode CLDR 47's cardinal plural rules, which Foundation applies through ICU.\n  ")
              r.write(CompiledRender.read(variable5))
              r.lines(" enum _Plurals {\n    /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no\n    /// rule takes is `other`, as in CLDR.\n    nonisolated static let cldr = \"\"\"\n      aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv\n      dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde\n      kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe\n      mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif\n      rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal\n      wbp wo xnr yav yo yrl yue za zgh zh\n        other:\n      af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka\n      kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or\n      os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve\n      vo vun wae xh xog\n        one: n = 1\n      ak bho csw guw ln mg nso pa ti wa\n        one: n = 0..1\n      am as bn doi fa gu hi kn pcm zu\n        one: i = 0 or n = 1\n      ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi\n        one: i = 1 and v = 0\n      ceb fil tl\n        one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9\n      da\n        one: n = 1 or t != 0 and i = 0,1\n      ff hy kab\n        one: i = 0,1\n      is\n        one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11\n      mk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n      si\n        one: n = 0,1 or i = 0 and f = 1\n      tzm\n        one: n = 0..1 or n = 11..99\n      blo ksh\n        zero: n = 0\n        one: n = 1\n      bs hr sh sr\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14\n      ca it lld pt_pt scn vec\n        one: i = 1 and v = 0\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      es\n        one: n = 1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      fr\n        one: i = 0,1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      he iw\n        one: i = 1 and v = 0 or i = 0 and v != 0\n        two: i = 2 and v = 0\n      iu naq sat se sma smi smj smn sms\n        one: n = 1\n        two: n = 2\n      lag\n        zero: n = 0\n        one: i = 0,1 and n != 0\n      lv prg\n        zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19\n        one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1\n      mo ro\n        one: i = 1 and v = 0\n        few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19\n      pt\n        one: i = 0..1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      shi\n        one: i = 0 or n = 1\n        few: n = 2..10\n      be\n        one: n % 10 = 1 and n % 100 != 11\n        few: n % 10 = 2..4 and n % 100 != 12..14\n        many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14\n      cs sk\n        one: i = 1 and v = 0\n        few: i = 2..4 and v = 0\n        many: v != 0\n      dsb hsb\n        one: v = 0 and i % 100 = 1 or f % 100 = 1\n        two: v = 0 and i % 100 = 2 or f % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4\n      gd\n        one: n = 1,11\n        two: n = 2,12\n        few: n = 3..10,13..19\n      lt\n        one: n % 10 = 1 and n % 100 != 11..19\n        few: n % 10 = 2..9 and n % 100 != 11..19\n        many: f != 0\n      pl\n        one: i = 1 and v = 0\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14\n      ru uk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14\n      sl\n        one: v = 0 and i % 100 = 1\n        two: v = 0 and i % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or v != 0\n      br\n        one: n % 10 = 1 and n % 100 != 11,71,91\n        two: n % 10 = 2 and n % 100 != 12,72,92\n        few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99\n        many: n != 0 and n % 1000000 = 0\n      ga\n        one: n = 1\n        two: n = 2\n        few: n = 3..6\n        many: n = 7..10\n      gv\n        one: v = 0 and i % 10 = 1\n        two: v = 0 and i % 10 = 2\n        few: v = 0 and i % 100 = 0,20,40,60,80\n        many: v != 0\n      mt\n        one: n = 1\n        two: n = 2\n        few: n = 0 or n % 100 = 3..10\n        many: n % 100 = 11..19\n      ar ars\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n % 100 = 3..10\n        many: n % 100 = 11..99\n      cy\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n = 3\n        many: n = 6\n      kw\n        zero: n = 0\n        one: n = 1\n        two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000\n        few: n % 100 = 3,23,43,63,83\n        many: n != 1 and n % 100 = 1,21,41,61,81\n      \"\"\"\n\n    /// Each language's rules, read from `cldr` once.\n    nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {\n      var rules = [Swift.Substring: [Swift.Substring]]()\n      var languages = [Swift.Substring](), group = [Swift.Substring]()\n      var lines: [Swift.Substring] = cldr.split(separator: \"\\n\")\n      lines.append(\"end\")\n      for line in lines {\n        if line.hasPrefix(\" \") {\n          group.append(line.drop(while: { _l10nEqual($0, \" \") }))\n          continue\n        }\n        if !group.isEmpty || _l10nEqual(line, \"end\") {\n          for language in languages { rules[language] = group }\n          languages = []\n          group = []\n        }\n        languages.append(contentsOf: line.split(separator: \" \"))\n      }\n      return rules\n    }()\n\n    /// The category of `number` in `language`, a locale identifier of which the longest part before\n    /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with\n    /// no CLDR locale data.\n    nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {\n      var lowered = \"\"\n      for character in language.prefix(while: { !_l10nEqual($0, \"@\") }).lowercased() {\n        lowered.append(_l10nEqual(character, \"-\") ? \"_\" : character)\n      }\n      var name = Swift.Substring(lowered)\n      while case .none = rules[name] {\n        guard let cut = name.lastIndex(of: \"_\") else { return nil }\n        name = name.prefix(upTo: cut)\n      }\n      guard number.isFinite else { return \"other\" }  // as ICU gives infinity and NaN\n      let operands = self.operands(number)\n      for rule in rules[name, default: []] {\n        let words = rule.split(separator: \" \")  // \"one:\", \"i\", \"=\", \"1\", \"and\", \"v\", \"=\", \"0\"\n        if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }\n      }\n      return \"other\"\n    }\n\n    /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and\n    /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole\n    /// value among the values and ranges listed.\n    nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {\n      var alternative = true\n      var index = words.startIndex\n      while _l10nLess(index.advanced(by: 2), words.endIndex) {\n        let operand = words[index]\n        var value: Swift.Double = 0  // e, c: the compact exponent\n        if _l10nEqual(operand, \"n\") {\n          value = operands.n\n        } else if _l10nEqual(operand, \"i\") {\n          value = operands.i\n        } else if _l10nEqual(operand, \"v\") || _l10nEqual(operand, \"w\") {\n          value = operands.v\n        } else if _l10nEqual(operand, \"f\") {\n          value = operands.f\n        } else if _l10nEqual(operand, \"t\") {\n          value = operands.t\n        }\n        if _l10nEqual(words[index.advanced(by: 1)], \"%\") {\n          value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)\n          index = index.advanced(by: 2)\n        }\n        guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }\n        var listed = false\n        if _l10nEqual(value, value.rounded(.towardZero)) {\n          for item in words[index.advanced(by: 2)].split(separator: \",\") {\n            let bounds = item.split(separator: \".\")\n            let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan\n            if low <= value && value <= high { listed = true }\n          }\n        }\n        if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], \"=\")) { alternative = false }\n        index = index.advanced(by: 3)\n        if _l10nLess(index, words.endIndex), _l10nEqual(words[index], \"or\") {\n          if alternative { return true }\n          alternative = true\n        }\n        index = index.advanced(by: 1)\n      }\n      return alternative\n    }\n\n    /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how\n    /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its\n    /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the\n    /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact\n    /// exponent, are 0.\n    typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)\n\n    nonisolated private static func operands(_ number: Swift.Double) -> Operands {\n      let n: Swift.Double = number.magnitude\n      let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU\n      var v = 0\n      var scale: Swift.Double = 1\n      while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {\n        v = v.advanced(by: 1)\n        scale *= 10\n      }\n      if _l10nLess(3, v) {\n        let text = Swift.String(format: \"%1.15e\", n)  // 1.234567890123457e-01\n        let parts = text.split(separator: \"e\")\n        let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }\n        var shown = mantissa.count - 1\n        while _l10nLess(0, shown), _l10nEqual(mantissa[shown], \"0\") { shown = shown.advanced(by: -1) }\n        v = shown - (Swift.Int(parts[1]) ?? 0)\n      }\n      var f: Swift.Double = 0\n      if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {\n        f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)\n      }\n      var t = f\n      while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }\n      return (n, integer, Swift.Double(v), f, t)\n    }\n  }\n}\n")
              r.unnest()
            }
            r.leaveCall()
            r.lines("#endif\n\n// Comparisons as functions rather than operators. The run time is type-checked in every build of the\n// module it is generated into, and the type checker chooses an operator among every overload the\n// standard library and Foundation declare: in a file of 300 functions importing Foundation, each\n// `count == 4` took 1.2 ms of `swiftc -typecheck`'s CPU time, each `character == \"@\"` 0.7 ms, and a\n// call of one of these 0.2 ms. A `switch` over characters costs about 0.2 ms for each of its patterns\n// (3.4 ms for 18), where testing the character against a set of them costs 0.7 ms.\nnonisolated fileprivate func _l10nEqual<Value: Swift.Equatable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left == right\n}\nnonisolated fileprivate func _l10nLess<Value: Swift.Comparable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left < right\n}\n")
            r.unnest()
          }
          r.leaveCall()
          r.unnest()
        }
        r.unnest()
      }
      r.leaveCall()
      r.unnest()
    } else if CompiledRender.isText(CompiledRender.read(variable2), "module") {
      try r.nest(at: 18)
      r.lines("import Foundation\n\n// No string found; the module's run time all the same.\n")
      try r.enterInclude(at: 152)
      do {
        try r.nest(at: 152)
        func macro7(_ r: CompiledRender, _ argument0: TemplateValue) throws {
          let variable89 = argument0
          r.text("    ")
          r.write(CompiledRender.read(variable89))
          r.write(CompiledRender.read(variable5))
          r.lines(" final class _Localization: @unchecked Swift.Sendable {\n      ")
          r.write(CompiledRender.read(variable7))
          r.lines("static let shared = _Localization()\n      let lock = Foundation.NSLock()\n      var chosenLanguage: Swift.String?\n      var bundles: [Swift.String: Foundation.Bundle] = [:]\n      var locales: [Swift.String: Foundation.Locale] = [:]\n      /// The bundles seen and their paths, by which what is kept for them is found.\n      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []\n      /// Each bundle's localization folders, and on Linux the user's language it has.\n      var availableFolders: [Swift.String: [Swift.String]] = [:]\n      var userLanguages: [Swift.String: Swift.String] = [:]\n      /// The folders a lookup reads, by bundle and language.\n      var lookups: [Swift.String: [Swift.String]] = [:]\n      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]\n      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]\n      #if !canImport(Darwin)\n        var tables: [Swift.String: _Table] = [:]\n      #endif\n    }\n\n    #if !canImport(Darwin)\n      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.\n      ")
          r.write(CompiledRender.read(variable89))
          r.write(CompiledRender.read(variable5))
          r.lines(" struct _Table {\n        var strings: [Swift.String: Swift.String] = [:]\n        var entries: [Swift.String: Any] = [:]\n        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.\n        var text: Swift.String?\n      }\n    #endif\n\n    /// Formatting as CoreFoundation does it (see the extension).\n    ")
          r.write(CompiledRender.read(variable89))
          r.write(CompiledRender.read(variable5))
          r.lines(" enum _Format {\n      /// One `%` sequence, or the text between them.\n      struct Spec {\n        enum Kind { case text, incomplete, null, argument, variable }\n        var kind = Kind.text\n        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.\n        var text = 0..<0\n        var flags = \"\"\n        var width = -1, precision = -1\n        /// Argument slots, from 0: -1 none, -2 the next in sequence.\n        var widthSlot = -1, precisionSlot = -1, slot = -1\n        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.\n        var size = 0, length = \"\"\n        /// A `.` without digits: precision 0 for `snprintf`.\n        var dot = false\n        var conversion: Swift.Unicode.Scalar = \"%\"\n        var name = \"\"\n      }\n\n      /// How a slot reads the call's arguments: one argument, none (a variable whose value type\n      /// Foundation cannot read), or nothing names it.\n      enum Slot: Swift.Equatable { case unused, argument, none }\n\n      /// A plural variable's number, as its value type reads the argument.\n      enum Number {\n        case integer(Swift.Int64)\n        case double(Swift.Double)\n      }\n    }\n")
        }
        if CompiledRender.isText(CompiledRender.read(variable2), "module") {
          try r.nest(at: 146)
          r.lines("\n// MARK: - Run time (the module's)\n\n/// The run time of this module's generated strings: each file generated with the `runtime` param\n/// `external` uses it")
          if !CompiledRender.isText(CompiledRender.read(variable5), "internal") {
            try r.nest(at: 147)
            r.text(", in this module or one that imports it")
            r.unnest()
          }
          r.lines(".\n")
          if !CompiledRender.isText(CompiledRender.read(variable5), "internal") {
            try r.nest(at: 148)
            r.write(CompiledRender.read(variable5))
            r.text(" ")
            r.unnest()
          }
          r.text("enum ")
          r.write(CompiledRender.read(variable4))
          r.lines(" {}\n")
          r.unnest()
        } else {
          try r.nest(at: 146)
          r.lines("\n// MARK: - Run time\n")
          r.unnest()
        }
        r.lines("\nextension ")
        r.write(CompiledRender.read(variable4))
        r.lines(" {\n  // The runtime's state and types: the chosen language, the bundles and locales made for it (and on\n  // Linux the tables read), behind one lock. Declared `nonisolated` where the compiler knows the word\n  // on a type (6.1+, as every compiler with default MainActor isolation does), so the accessors work\n  // from any isolation.\n  #if compiler(>=6.1)\n")
        let argument94 = TemplateValue.string("nonisolated ")
        try r.enterMacro("stateTypes", at: 149)
        try r.nest(at: 149)
        try macro7(r, CompiledRender.isNull(argument94) ? CompiledRender.read(root14) : argument94)
        r.unnest()
        r.leaveCall()
        r.lines("  #else  // the same without `nonisolated`\n")
        let argument95 = TemplateValue.string("")
        try r.enterMacro("stateTypes", at: 150)
        try r.nest(at: 150)
        try macro7(r, CompiledRender.isNull(argument95) ? CompiledRender.read(root14) : argument95)
        r.unnest()
        r.leaveCall()
        r.lines("  #endif\n}\n\nextension ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Localization {\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func setLanguage(_ language: Swift.String?) {\n    lock.lock()\n    defer { lock.unlock() }\n    chosenLanguage = language\n  }\n\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func language() -> Swift.String? {\n    lock.lock()\n    defer { lock.unlock() }\n    return chosenLanguage\n  }\n\n  /// The localization folders a lookup reads, in order: those Apple's Bundle chooses for `chosen`\n  /// (`localizationsToUse`), else, as CFBundle does when the user's languages match none, those it\n  /// chooses for the development language; then, as CFBundle searches after them, the development\n  /// region's own folder (`developmentLanguage`), the table's `development` folder, and `Base.lproj`:\n  /// a table whose texts are in Base and plurals in en finds both.\n  nonisolated static func lookupFolders(\n    chosen: Swift.String?, available: [Swift.String], development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    var folders: [Swift.String] = []\n    if let chosen { folders = localizationsToUse([chosen], available: available) }\n    if folders.isEmpty { folders = localizationsToUse([developmentLanguage], available: available) }\n    var after = [development]\n    if available.contains(developmentLanguage) { after.insert(developmentLanguage, at: 0) }\n    if available.contains(\"Base\") { after.append(\"Base\") }\n    for folder in after where !folders.contains(folder) {\n      folders.append(folder)\n    }\n    return folders\n  }\n\n  /// `lookupFolders` for `bundle`, found once for each language.\n  nonisolated func lookupFolders(\n    chosen: Swift.String?, bundle: Foundation.Bundle, development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    let key = [path(of: bundle), chosen ?? \"\", development, developmentLanguage].joined(separator: \"\\u{0}\")\n    lock.lock()\n    let known = lookups[key]\n    lock.unlock()\n    if let known { return known }\n    let folders = Self.lookupFolders(\n      chosen: chosen, available: localizations(of: bundle), development: development, developmentLanguage: developmentLanguage)\n    lock.lock()\n    lookups[key] = folders\n    lock.unlock()\n    return folders\n  }\n\n  /// The folders of `available` read for a user whose languages are `preferred`, as Apple's Bundle\n  /// chooses them: ICU's `ualoc_localizationsToUse` (`ualoc.cpp` of Apple's ICU 76). The first\n  /// language that matches a folder chooses it: one of the same name; else one of the same name once\n  /// aliases are read (`zh-TW` is `zh-Hant-TW`, `iw` `he`, `English` `en`); else the one nearest\n  /// through both names' parents (`parentLocale(_:)`), where a folder of a region other than the\n  /// language's own counts one step further: `de-AT` finds `de-DE`, `es-MX` `es-419`, `en-AU`\n  /// `en-GB`, `pt-PT` `pt-BR` only when no other language matches. A regional folder found through\n  /// parents gives way to one that a later language of the same names exactly. After it come the\n  /// folders of its parents (`de-AT`, `de`); `zxx` when nothing matches and the bundle has it.\n  nonisolated static func localizationsToUse(_ preferred: [Swift.String], available: [Swift.String]) -> [Swift.String] {\n    let languages = preferred.compactMap(localeID)\n    let folders = available.compactMap { name in localeID(name).map { (name: name, id: $0) } }\n    var parents = [Swift.Int: [Swift.String]]()\n    func parentsOfFolder(_ index: Swift.Int) -> [Swift.String] {\n      if let known = parents[index] { return known }\n      let chain = parentChain(folders[index].id.normalized, ownRegionFirst: true)\n      parents[index] = chain\n      return chain\n    }\n    var result: Swift.Int?\n    var score = 999\n    var portuguese: Swift.Int?\n    for language in languages {\n      if case .some = result { break }\n      for (index, folder) in folders.enumerated() {\n        if _l10nLess(-1, score), _l10nEqual(language.base, folder.id.base) {\n          (result, score) = (index, -1)\n        } else if _l10nLess(0, score), _l10nEqual(language.normalized, folder.id.normalized) {\n          (result, score) = (index, 0)\n        } else if _l10nLess(0, score), _l10nEqual(language.group, folder.id.group) {\n          for (distance, parent) in parentChain(language.normalized, ownRegionFirst: false).enumerated() {\n            for (folderDistance, folderParent) in parentsOfFolder(index).enumerated() where _l10nEqual(parent, folderParent) {\n              if _l10nEqual(language.normalized, \"pt_PT\"), _l10nEqual(folder.id.normalized, \"pt_BR\") {\n                portuguese = index\n              } else {\n                let total = distance + folderDistance + (_l10nEqual(language.language, folder.id.language) ? 0 : 1)\n                if _l10nLess(total, score) { (result, score) = (index, total) }\n              }\n            }\n          }\n        }\n      }\n    }\n    if let found = result, _l10nLess(0, score), !region(of: folders[found].id.normalized).isEmpty, !_l10nEqual(folders[found].id.language, \"zh\") {\n      search: for language in languages where _l10nEqual(language.language, folders[found].id.language) {\n        for (index, folder) in folders.enumerated()\n        where _l10nEqual(folder.id.base, language.base) || _l10nEqual(folder.id.normalized, language.normalized) {\n          result = index\n          break search\n        }\n      }\n    }\n    guard let found = result ?? portuguese else { return available.contains(\"zxx\") ? [\"zxx\"] : [] }\n    var chosen = [folders[found].name]\n    var previous: Swift.String?\n    for parent in parentsOfFolder(found) where !_l10nEqual(parent, previous) {\n      previous = parent\n      for (index, folder) in folders.enumerated() where !_l10nEqual(index, found) {\n        if _l10nEqual(parent, folder.id.normalized) || (_l10nEqual(parent, \"zh_Hant_HK\") && _l10nEqual(folder.id.normalized, \"zh_Hant_TW\")) {\n          chosen.append(folder.name)\n        }\n      }\n    }\n    return chosen\n  }\n\n  /// A language or folder name as ICU reads it: `base`, its canonical form (`uloc_getBaseName`:\n  /// `_` between subtags, the language in lower case, the script capitalized, the region and variants\n  /// in upper case, extensions and keywords left out); `normalized`, `base` with its alias read\n  /// (`ualoc_normalize`); its `language`, and the `group` of languages whose parents may meet. Nil\n  /// for a name with no language.\n  nonisolated static func localeID(_ name: Swift.String) -> (base: Swift.String, normalized: Swift.String, language: Swift.String, group: Swift.String)? {\n    var subtags: [Swift.String] = []\n    var subtag = \"\"\n    for character in name {\n      if _l10nEqual(character, \"@\") || _l10nEqual(character, \".\") { break }\n      if _l10nEqual(character, \"-\") || _l10nEqual(character, \"_\") {\n        subtags.append(subtag)\n        subtag = \"\"\n      } else {\n        subtag.append(character)\n      }\n    }\n    subtags.append(subtag)\n    let first = subtags[0]\n    guard !first.isEmpty, _l10nLess(first.count, 12), first.allSatisfy(\\.isASCII) else { return nil }\n    var rest: [Swift.String] = []\n    for subtag in subtags.dropFirst() {\n      if _l10nEqual(subtag.count, 1) { break }\n      if !subtag.isEmpty { rest.append(subtag) }\n    }\n    var next = 0\n    var base = first.lowercased()\n    if _l10nLess(next, rest.count), _l10nEqual(rest[next].count, 4), rest[next].allSatisfy(\\.isLetter) {\n      base.append(\"_\")\n      base.append(rest[next].prefix(1).uppercased())\n      base.append(rest[next].dropFirst().lowercased())\n      next = next.advanced(by: 1)\n    }\n    var region = \"\"\n    if _l10nLess(next, rest.count), _l10nLess(rest[next].count, 4) {\n      region = rest[next].uppercased()\n      next = next.advanced(by: 1)\n    }\n    if !region.isEmpty {\n      base.append(\"_\")\n      base.append(region)\n    }\n    if _l10nLess(next, rest.count) {\n      base.append(region.isEmpty ? \"__\" : \"_\")\n      base.append(rest.suffix(from: next).map { $0.uppercased() }.joined(separator: \"_\"))\n    }\n    var normalized = base\n    if let alias = appleAliases[base] {\n      normalized = alias\n    } else if let alias = languageAliases[base] {\n      normalized = alias\n    } else if let separator = base.firstIndex(of: \"_\"), let alias = languageAliases[Swift.String(base.prefix(upTo: separator))] {\n      normalized = alias\n      if !alias.contains(\"_\") {\n        normalized.append(contentsOf: base.suffix(from: separator))\n      } else if _l10nLess(5, alias.count), _l10nEqual(alias.dropLast(4).last, \"_\"), let last = base.lastIndex(of: \"_\"),\n        _l10nLess(base.suffix(from: last).count, 5)\n      {\n        normalized.append(contentsOf: base.suffix(from: last))\n      }\n    }\n    let language = Swift.String(normalized.prefix(while: { !_l10nEqual($0, \"_\") }))\n    let group = [\"ars\": \"ar\", \"hi\": \"en\", \"nb\": \"no\", \"nn\": \"no\", \"wuu\": \"zh\", \"yue\": \"zh\"][language, default: language]\n    return (base, normalized, language, group)\n  }\n\n  /// The region of a canonical name (`uloc_getCountry`): the subtag of two or three characters\n  /// after the language and its script, if any.\n  nonisolated static func region(of name: Swift.String) -> Swift.String {\n    var subtags = name.split(whereSeparator: { _l10nEqual($0, \"_\") || _l10nEqual($0, \"-\") }).dropFirst()\n    if let script = subtags.first, _l10nEqual(script.count, 4) { subtags = subtags.dropFirst() }\n    guard let region = subtags.first, _l10nEqual(region.count, 2) || _l10nEqual(region.count, 3) else { return \"\" }\n    return Swift.String(region)\n  }\n\n  /// A normalized name and its parents up to the root (`LocaleIDInfo::calcParentChain`). With\n  /// `ownRegionFirst`, a name of a region other than its language's own (`de_AT`, not `de_DE`; the\n  /// likely subtags decide) is listed twice, so it is one step further from what it matches.\n  nonisolated static func parentChain(_ normalized: Swift.String, ownRegionFirst: Swift.Bool) -> [Swift.String] {\n    var chain = [normalized]\n    if ownRegionFirst, !region(of: normalized).isEmpty, !_l10nEqual(normalized, \"es_MX\"), !_l10nEqual(normalized, \"zh_Hant_TW\"),\n      !region(of: minimized(normalized)).isEmpty\n    {\n      chain.append(normalized)\n    }\n    while _l10nLess(chain.count, 9), let last = chain.last {\n      let parent = parentLocale(last)\n      guard !parent.isEmpty, !_l10nEqual(parent, \"root\") else { break }\n      chain.append(parent)\n    }\n    return chain\n  }\n\n  /// The parent of a normalized name (`ualoc_getParent`): Apple's own, then CLDR's parentLocales,\n  /// else the name without its last subtag; empty or `root` at the top.\n  nonisolated static func parentLocale(_ name: Swift.String) -> Swift.String {\n    if let parent = parentLocales[name] { return parent }\n    guard let last = name.lastIndex(of: \"_\") else { return \"\" }\n    return Swift.String(name.prefix(upTo: last))\n  }\n\n  /// `name` with the subtags its likely subtags imply left out (`uloc_minimizeSubtags`): `de_DE`\n  /// is `de`, `de_AT` stays. Read from Foundation's ICU; as written where Foundation cannot tell.\n  nonisolated static func minimized(_ name: Swift.String) -> Swift.String {\n    #if canImport(Darwin) || compiler(>=6.0)\n      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {\n        return Foundation.Locale.Language(identifier: name).minimalIdentifier\n      }\n    #endif\n    return name\n  }\n\n  /// Apple's aliases of folder names (`appleAliasMap` of `ualoc.cpp`), as `ualoc_normalize` reads them.\n  nonisolated static let appleAliases: [Swift.String: Swift.String] = [\n    \"arabic\": \"ar\", \"chinese\": \"zh_Hans\", \"danish\": \"da\", \"dutch\": \"nl\", \"english\": \"en\", \"finnish\": \"fi\",\n    \"french\": \"fr\", \"german\": \"de\", \"italian\": \"it\", \"japanese\": \"ja\", \"korean\": \"ko\", \"no_NO\": \"nb_NO\",\n    \"norwegian\": \"nb\", \"polish\": \"pl\", \"portuguese\": \"pt\", \"russian\": \"ru\", \"spanish\": \"es\", \"swedish\": \"sv\",\n    \"thai\": \"th\", \"turkish\": \"tr\", \"yue_CN\": \"yue_Hans_CN\", \"yue_HK\": \"yue_Hant_HK\", \"zh_CN\": \"zh_Hans_CN\",\n    \"zh_HK\": \"zh_Hant_HK\", \"zh_MO\": \"zh_Hant_MO\", \"zh_SG\": \"zh_Hans_SG\", \"zh_TW\": \"zh_Hant_TW\",\n  ]\n\n  /// CLDR's aliases of language codes (the `alias/language` of ICU's `metadata` in Apple's ICU 76),\n  /// read next: those of two-letter codes, and those to languages that have one (`iw` is `he`,\n  /// `cmn` `zh`, `prs` `fa_AF`, `deu` `de`).\n  nonisolated static let languageAliases: [Swift.String: Swift.String] = {\n    let aliases = \"\"\"\n      aar>aa abk>ab adp>dz afr>af aka>ak alb>sq als>sq amh>am ara>ar arb>ar arg>an arm>hy asm>as ava>av ave>ae \\\n      aym>ay ayr>ay aze>az azj>az bak>ba bam>bm baq>eu bel>be ben>bn bh>bho bis>bi bod>bo bos>bs bre>br bul>bg \\\n      bur>my cat>ca ces>cs cha>ch che>ce chi>zh chu>cu chv>cv cmn>zh cnr>sr_ME cor>kw cos>co cre>cr cwd>cr cym>cy \\\n      cze>cs dan>da deu>de div>dv drh>mn drw>fa_AF dut>nl dzo>dz ekk>et ell>el eng>en epo>eo esk>ik est>et eus>eu \\\n      ewe>ee fao>fo fas>fa fat>ak fij>fj fin>fi fra>fr fre>fr fry>fy fuc>ff ful>ff gaz>om geo>ka ger>de gla>gd \\\n      gle>ga glg>gl glv>gv gre>el grn>gn gug>gn guj>gu hat>ht hau>ha hbs>sr_Latn heb>he her>hz hin>hi hmo>ho \\\n      hrv>hr hun>hu hye>hy ibo>ig ice>is ido>io iii>ii ike>iu iku>iu ile>ie in>id ina>ia ind>id ipk>ik isl>is \\\n      ita>it iw>he jav>jv ji>yi jpn>ja jw>jv kal>kl kan>kn kas>ks kat>ka kau>kr kaz>kk khk>mn khm>km kik>ki kin>rw \\\n      kir>ky kmr>ku knc>kr kng>kg kom>kv kon>kg kor>ko kpv>kv kua>kj kur>ku lao>lo lat>la lav>lv lim>li lin>ln \\\n      lit>lt ltz>lb lub>lu lug>lg lvs>lv mac>mk mah>mh mal>ml mao>mi mar>mr may>ms mkd>mk mlg>mg mlt>mt mo>ro \\\n      mol>ro mon>mn mri>mi msa>ms mya>my nau>na nav>nv nbl>nr nde>nd ndo>ng nep>ne nld>nl nno>nn nob>nb nor>no \\\n      npi>ne nya>ny oci>oc ojg>oj oji>oj ori>or orm>om ory>or oss>os pan>pa pbu>ps per>fa pes>fa pli>pi plt>mg \\\n      pol>pl por>pt prp>gu prs>fa_AF pus>ps que>qu quz>qu roh>rm ron>ro rum>ro run>rn rus>ru sag>sg san>sa scc>sr \\\n      scr>hr sh>sr_Latn sin>si slk>sk slo>sk slv>sl sme>se smo>sm sna>sn snd>sd som>so sot>st spa>es sqi>sq src>sc \\\n      srd>sc srp>sr ssw>ss sun>su swa>sw swc>sw_CD swe>sv swh>sw tah>ty tam>ta tat>tt tel>te tgk>tg tha>th tib>bo \\\n      tir>ti tl>fil tnf>fa_AF ton>to tsn>tn tso>ts tuk>tk tur>tr tw>ak twi>ak uig>ug ukr>uk urd>ur uzb>uz uzn>uz \\\n      ven>ve vie>vi vol>vo wel>cy wln>wa wol>wo xho>xh ydd>yi yid>yi yor>yo zha>za zho>zh zsm>ms zul>zu zyb>za\n      \"\"\"\n    var table = [Swift.String: Swift.String]()\n    for alias in aliases.split(separator: \" \") {\n      let parts = alias.split(separator: \">\")\n      table[parts[0].description] = parts[1].description\n    }\n    return table\n  }()\n\n  /// The parents of names whose parent is not the name without its last subtag: CLDR's\n  /// parentLocales as Apple's ICU 76 holds them (`localefallback_data.h`), then Apple's own, which\n  /// come first (`appleParentMap` of `ualoc.cpp`). Each group is a parent, a prefix and its children.\n  nonisolated static let parentLocales: [Swift.String: Swift.String] = {\n    let groups: [(parent: Swift.String, prefix: Swift.String, children: Swift.String)] = [\n      (\"root\", \"\", \"\"\"\n        ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl byn_Latn cu_Glag dje_Arab \\\n        dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab \\\n        kn_Latn kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei \\\n        mr_Latn ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn \\\n        so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn \\\n        yo_Arab yue_Hans zh_Hant zh_Latn\n        \"\"\"),\n      (\"en_001\", \"en_\", \"\"\"\n        150 AF AG AI AM AO AR AU AW AX AZ BB BD BF BH BJ BL BM BN BO BQ BR BS BW BZ CC CD CF CG CI CK CM CR CU CV CX \\\n        CY DG DM DO DZ EC EG EH ER ET FJ FK FM GA GB GD GF GG GH GI GM GN GP GQ GT GY HK HN HT IC ID IE IL IM IN IO \\\n        IQ JE JM JO KE KG KH KI KM KN KW KY KZ LA LB LC LK LR LS LY MA MF MG ML MM MN MO MQ MR MS MT MU MV MW MY MZ \\\n        NA NC NE NF NG NI NP NR NU NZ OM PE PF PG PK PM PN PS PW QA RE RW SB SC SD SG SH SJ SL SM SN SO SS ST SV SX \\\n        SY SZ TC TD TF TG TH TJ TK TL TM TN TO TT TV TZ UG UY UZ VC VE VG VN VU WF WS YE YT ZA ZM ZW\n        \"\"\"),\n      (\"en_150\", \"en_\", \"\"\"\n        AD AL AT BA BE BG BY CH CZ DE DK EE ES FI FO FR GE GL GR HR HU IS IT LI LT LU LV MC MD ME MK NL NO PL PT RO \\\n        RS RU SE SI SK UA VA\n        \"\"\"),\n      (\"es_419\", \"es_\", \"\"\"\n        AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JP KN KY LC MF MQ \\\n        MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI\n        \"\"\"),\n      (\"en_IN\", \"\", \"hi_Latn\"), (\"fr_HT\", \"\", \"ht\"), (\"no\", \"\", \"nb nn no_NO\"),\n      (\"pt_PT\", \"pt_\", \"AO CH CV FR GQ GW LU MO MZ ST TL\"), (\"zh_Hant_HK\", \"\", \"zh_Hant_MO\"),\n      // Apple's own.\n      (\"en_GB\", \"en_\", \"\"\"\n        150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO \\\n        MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW\n        \"\"\"),\n      (\"en_AU\", \"en_\", \"CC CK CX NF NR NU NZ PG WS\"), (\"en_150\", \"\", \"en_CY\"), (\"en_001\", \"\", \"en_GB\"),\n      (\"ar\", \"\", \"ars\"), (\"es_419\", \"\", \"es_MX\"), (\"wuu_Hans\", \"\", \"wuu\"), (\"zh_Hans\", \"\", \"wuu_Hans yue_Hans\"),\n      (\"zh_Hant\", \"\", \"wuu_Hant zh_HK\"), (\"yue_Hant\", \"\", \"yue\"), (\"zh_Hant_HK\", \"\", \"yue_HK\"), (\"yue_HK\", \"\", \"yue_Hant\"),\n      (\"zh_TW\", \"\", \"zh_Hant\"), (\"zh_HK\", \"\", \"zh_Hant_HK\"), (\"root\", \"\", \"zh_TW\"),\n    ]\n    var parents = [Swift.String: Swift.String]()\n    for group in groups {\n      for child in group.children.split(separator: \" \") { parents[[group.prefix, Swift.String(child)].joined()] = group.parent }\n    }\n    return parents\n  }()\n\n  /// The language the accessors read: the chosen one; on Linux without one, that of the user's\n  /// (`userLanguages`) for which Apple's Bundle would choose the folder it chooses for all of them\n  /// (`localizationsToUse`), if any; on Apple platforms Foundation chooses the user's itself.\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func readLanguage(bundle: Foundation.Bundle) -> Swift.String? {\n    #if canImport(Darwin)\n      return language()\n    #else\n      if let chosen = language() { return chosen }\n      let path = self.path(of: bundle)\n      lock.lock()\n      let known = userLanguages[path]\n      lock.unlock()\n      if let known { return known.isEmpty ? nil : known }\n      let available = localizations(of: bundle)\n      var user: Swift.String?\n      if let folder = Self.localizationsToUse(Self.userLanguages, available: available).first {\n        for language in Self.userLanguages where _l10nEqual(Self.localizationsToUse([language], available: available).first, folder) {\n          user = language\n          break\n        }\n      }\n      lock.lock()\n      userLanguages[path] = user ?? \"\"\n      lock.unlock()\n      return user\n    #endif\n  }\n\n  /// The locale numbers are formatted with, whose language's plural rules choose plural forms: that of\n  /// the language read (`readLanguage(bundle:)`); else on Apple platforms the user's, on Linux the\n  /// development language's.\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func locale(for chosen: Swift.String?, developmentLanguage: Swift.String) -> Foundation.Locale {\n    #if canImport(Darwin)\n      guard let identifier = chosen else { return Foundation.Locale.current }\n    #else\n      let identifier = chosen ?? developmentLanguage\n    #endif\n    lock.lock()\n    defer { lock.unlock() }\n    if let locale = locales[identifier] { return locale }\n    let locale = Foundation.Locale(identifier: identifier)\n    locales[identifier] = locale\n    return locale\n  }\n\n  /// The bundle of a localization folder of `base`, or nil when it has no such localization.\n  nonisolated func bundle(for folder: Swift.String, in base: Foundation.Bundle) -> Foundation.Bundle? {\n    let key = [path(of: base), folder].joined(separator: \"/\")\n    lock.lock()\n    defer { lock.unlock() }\n    if let bundle = bundles[key] { return bundle }\n    guard let path = base.path(forResource: folder, ofType: \"lproj\"), let bundle = Foundation.Bundle(path: path) else {\n      return nil\n    }\n    bundles[key] = bundle\n    return bundle\n  }\n\n  /// The localization folders of `bundle`, listed once.\n  nonisolated func localizations(of bundle: Foundation.Bundle) -> [Swift.String] {\n    let path = self.path(of: bundle)\n    lock.lock()\n    defer { lock.unlock() }\n    if let listed = availableFolders[path] { return listed }\n    let listed = bundle.localizations\n    availableFolders[path] = listed\n    return listed\n  }\n\n  /// The path of `bundle`, the key of what is kept for it; found by identity, as reading it takes\n  /// microseconds (a few bundles are kept, so one made anew for each call is read anew).\n  nonisolated func path(of bundle: Foundation.Bundle) -> Swift.String {\n    lock.lock()\n    defer { lock.unlock() }\n    if let known = paths.first(where: { $0.bundle === bundle }) { return known.path }\n    if _l10nEqual(paths.count, 8) { paths.removeAll() }\n    let path = bundle.bundlePath\n    paths.append((bundle, path))\n    return path\n  }\n\n  /// The digits 0 to 9 as Foundation writes them in `locale`, or nil when one is not one character.\n  nonisolated func digits(_ locale: Foundation.Locale) -> [Swift.Unicode.Scalar]? {\n    lock.lock()\n    let known = digits[locale]\n    lock.unlock()\n    if let known { return _l10nEqual(known.count, 10) ? known : nil }\n    var digits: [Swift.Unicode.Scalar] = []\n    for digit: Swift.Int32 in 0...9 {\n      let scalars = Swift.String(format: \"%d\", locale: locale, arguments: [digit]).unicodeScalars\n      if _l10nEqual(scalars.count, 1), let scalar = scalars.first { digits.append(scalar) }\n    }\n    lock.lock()\n    self.digits[locale] = digits\n    lock.unlock()\n    return _l10nEqual(digits.count, 10) ? digits : nil\n  }\n\n  /// `integer` as Foundation formats `%d` with `locale`, without asking Foundation every time (it\n  /// reconfigures its number formatter for each number, under a lock all threads share): Foundation's\n  /// text of the number of as many digits and the same sign, 10…0, made once, with its digits replaced\n  /// by `integer`'s.\n  nonisolated func formatted(_ integer: Swift.Int64, locale: Foundation.Locale) -> Swift.String? {\n    let decimal = Swift.String(integer.magnitude)\n    let negative = _l10nLess(integer, 0)\n    let key = negative ? -decimal.utf8.count : decimal.utf8.count\n    lock.lock()\n    var template = integerTemplates[locale]?[key]\n    lock.unlock()\n    if case .none = template {\n      var power: Swift.Int64 = 1\n      for _ in 1..<decimal.utf8.count { power *= 10 }\n      template = Swift.String(format: \"%lld\", locale: locale, arguments: [negative ? -power : power])\n      lock.lock()\n      integerTemplates[locale, default: [:]][key] = template\n      lock.unlock()\n    }\n    guard let template, let digits = digits(locale) else { return nil }\n    return ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Format.replacingDigits(of: template, with: decimal, digits: digits)\n  }\n\n  /// `key` of `table` in the first folder of `bundle` that has it (`lookupFolders`), formatted; else\n  /// `fallback`, the development text, formatted.\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func string(\n    table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String,\n    bundle: Foundation.Bundle, developmentFolder: Swift.String, developmentLanguage: Swift.String\n  ) -> Swift.String {\n    let chosen = readLanguage(bundle: bundle)\n    let locale = self.locale(for: chosen, developmentLanguage: developmentLanguage)\n    let folders = lookupFolders(chosen: chosen, bundle: bundle, development: developmentFolder, developmentLanguage: developmentLanguage)\n    #if canImport(Darwin)\n      // Foundation resolves plural, device and width entries. Where a folder lacks the key, the next\n      // is read: Foundation alone would return the fallback, a plural's `other` form (\"1 files\").\n      let missing = \"\\u{0}l10ngen-missing\\u{0}\"\n      var bundles: [Foundation.Bundle] = []\n      if case .none = chosen { bundles.append(bundle) }\n      for folder in folders {\n        if let folderBundle = self.bundle(for: folder, in: bundle) { bundles.append(folderBundle) }\n      }\n      for bundle in bundles {\n        let found = bundle.localizedString(forKey: key, value: missing, table: table)\n        if !_l10nEqual(found, missing) { return format(found, arguments, locale: locale) }\n      }\n    #else\n      // Each folder's `.strings` and `.stringsdict` together, the `.stringsdict` entry first, as\n      // Foundation reads one localization; then the next folder.\n      for folder in folders {\n        let table = self.table(table, folder: folder, in: bundle)\n        if let entry = table.entries[key] as? [Swift.String: Any], let (format, variables) = Self.resolved(entry, key: key, in: table) {\n          return ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Format.string(format, arguments, locale: locale, variables: variables)\n        }\n        if let value = table.strings[key] {\n          return ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Format.string(value, arguments, locale: locale)\n        }\n      }\n    #endif\n    return format(fallback, arguments, locale: locale)\n  }\n\n  /// `format` filled with `arguments` (texts without arguments too, as with SwiftGen's code: `%%`\n  /// prints `%`). On Apple platforms a `.stringsdict` format (one with `#@`, which carries its entry)\n  /// is left to Foundation.\n  ")
        r.write(CompiledRender.read(variable7))
        r.lines("nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale) -> Swift.String {\n    #if canImport(Darwin)\n      if format.contains(\"#@\") { return Swift.String(format: format, locale: locale, arguments: arguments) }\n    #endif\n    return ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Format.string(format, arguments, locale: locale)\n  }\n\n  #if !canImport(Darwin)\n    /// The user's languages (`userLanguages(_:)`), read once.\n    nonisolated static let userLanguages = userLanguages(Foundation.ProcessInfo.processInfo.environment)\n\n    /// The user's languages as gettext reads them, as folder names. The locale is `LC_ALL`, else\n    /// `LC_MESSAGES`, else `LANG`; when it is unset, `C` or `POSIX`, there are none. Else they are\n    /// those `LANGUAGE` lists (separated by `:`, up to a `C` or `POSIX` entry) when it lists any, else\n    /// the locale's own (none for `C.UTF-8`).\n    nonisolated static func userLanguages(_ environment: [Swift.String: Swift.String]) -> [Swift.String] {\n      var locale = \"\"\n      for variable in [\"LC_ALL\", \"LC_MESSAGES\", \"LANG\"] {\n        if let value = environment[variable], !value.isEmpty {\n          locale = value\n          break\n        }\n      }\n      guard !locale.isEmpty, !_l10nEqual(locale, \"C\"), !_l10nEqual(locale, \"POSIX\") else { return [] }\n      let listed = environment[\"LANGUAGE\", default: \"\"].split(separator: \":\").map { (entry: Swift.Substring) -> Swift.String in entry.description }\n      guard !listed.isEmpty else {\n        guard let language = folderName(locale) else { return [] }\n        return [language]\n      }\n      var languages = [Swift.String]()\n      for entry in listed {\n        guard let language = folderName(entry) else { break }\n        languages.append(language)\n      }\n      return languages\n    }\n\n    /// A locale name (`language[_TERRITORY][.codeset][@modifier]`) as Apple names folders: `de_CH.UTF-8`\n    /// is `de-CH`, `sr_RS@latin` `sr-Latn-RS`, `zh_TW` `zh-Hant-TW`, `zh_CN` `zh-Hans-CN`, `no` `nb`;\n    /// nil for `C` and `POSIX` (also with a codeset).\n    nonisolated static func folderName(_ locale: Swift.String) -> Swift.String? {\n      var modifier = \"\"\n      if let at = locale.firstIndex(of: \"@\") { modifier = locale.suffix(from: at).dropFirst().lowercased() }\n      let name = locale.prefix(while: { !_l10nEqual($0, \"@\") && !_l10nEqual($0, \".\") })\n      let parts = name.split(separator: \"_\", maxSplits: 1).map { (part: Swift.Substring) -> Swift.String in part.description }\n      guard let first = parts.first, !first.isEmpty, !_l10nEqual(first, \"C\"), !_l10nEqual(first, \"POSIX\") else { return nil }\n      let lowered = first.lowercased()\n      var subtags = [[\"no\": \"nb\", \"iw\": \"he\", \"in\": \"id\", \"ji\": \"yi\"][lowered, default: lowered]]\n      var script = [\"latin\": \"Latn\", \"cyrillic\": \"Cyrl\", \"devanagari\": \"Deva\"][modifier]\n      if _l10nLess(1, parts.count) {\n        let region = parts[1].uppercased()\n        if _l10nEqual(subtags[0], \"zh\"), case .none = script {\n          script = [\"TW\": \"Hant\", \"HK\": \"Hant\", \"MO\": \"Hant\", \"CN\": \"Hans\", \"SG\": \"Hans\"][region]\n        }\n        if let script { subtags.append(script) }\n        subtags.append(region)\n      } else if let script {\n        subtags.append(script)\n      }\n      return subtags.joined(separator: \"-\")\n    }\n\n    /// `table` of one folder of `base`, read once.\n    nonisolated func table(_ name: Swift.String, folder: Swift.String, in base: Foundation.Bundle) -> ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Table {\n      let cacheKey = [path(of: base), folder, name].joined(separator: \"/\")\n      lock.lock()\n      let cached = tables[cacheKey]\n      lock.unlock()\n      if let cached { return cached }\n      var table = ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Table()\n      let bundle = self.bundle(for: folder, in: base)\n      func contents(_ fileExtension: Swift.String) -> (Foundation.Data, [Swift.String: Any])? {\n        guard let url = bundle?.url(forResource: name, withExtension: fileExtension), let data = try? Foundation.Data(contentsOf: url),\n          let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]\n        else { return nil }\n        return (data, plist)\n      }\n      if let (_, strings) = contents(\"strings\") { table.strings = strings.compactMapValues { $0 as? Swift.String } }\n      if let (data, entries) = contents(\"stringsdict\") {\n        table.entries = entries\n        let text = Swift.String(decoding: data, as: Swift.UTF8.self)\n        if text.contains(\"NSStringDeviceSpecificRuleType\") { table.text = text }\n      }\n      lock.lock()\n      tables[cacheKey] = table\n      lock.unlock()\n      return table\n    }\n\n    /// The format and variables of a `.stringsdict` entry: its device variant for Linux, which is no\n    /// device Foundation knows (the `other` device, else the first the table lists), its widest\n    /// width variant, or its `NSStringLocalizedFormatKey`. Nil for an entry of none of these.\n    nonisolated static func resolved(_ entry: [Swift.String: Any], key: Swift.String, in table: ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Table) -> (Swift.String, [Swift.String: Any]?)? {\n      if let devices = entry[\"NSStringDeviceSpecificRuleType\"] as? [Swift.String: Any], !devices.isEmpty {\n        var device = \"other\"\n        if case .none = devices[device] { device = firstDevice(of: devices.keys.sorted(), key: key, text: table.text) }\n        switch devices[device] {\n        case let text as Swift.String: return (text, entry)\n        case let nested as [Swift.String: Any]: return resolved(nested, key: key, in: ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Table())\n        default: return nil\n        }\n      }\n      if let widths = entry[\"NSStringVariableWidthRuleType\"] as? [Swift.String: Any] {\n        var widest: (width: Swift.Int, text: Any?)?\n        for (key, text) in widths {\n          let width = Swift.Int(key, radix: 10) ?? .min\n          if let found = widest, !_l10nLess(found.width, width) { continue }\n          widest = (width, text)\n        }\n        if let text = widest?.text as? Swift.String { return (text, nil) }\n      }\n      if let format = entry[\"NSStringLocalizedFormatKey\"] as? Swift.String { return (format, entry) }\n      return nil\n    }\n\n    /// Of `devices` (sorted), the one the entry of `key` lists first in the table's XML text.\n    nonisolated static func firstDevice(of devices: [Swift.String], key: Swift.String, text: Swift.String?) -> Swift.String {\n      guard let text else { return devices[0] }\n      let escaped = key.replacingOccurrences(of: \"&\", with: \"&amp;\").replacingOccurrences(of: \"<\", with: \"&lt;\").replacingOccurrences(of: \">\", with: \"&gt;\")\n      let start = text.range(of: [\"<key>\", escaped, \"</key>\"].joined())?.upperBound ?? text.startIndex\n      func place(_ device: Swift.String) -> Swift.String.Index {\n        text.range(of: [\"<key>\", device, \"</key>\"].joined(), range: start..<text.endIndex)?.lowerBound ?? text.endIndex\n      }\n      return devices.min(by: { _l10nLess(place($0), place($1)) }) ?? devices[0]\n    }\n  #endif\n}\n\n/// `String(format:locale:arguments:)` as CoreFoundation reads a format: each `%` sequence is parsed\n/// the way `__CFParseFormatSpec` parses it and formatted on its own by Foundation with `locale`, so\n/// numbers are grouped and localized exactly as Foundation does. Positions count from the call's first\n/// argument (a position no specifier names still takes its argument, as Foundation does for apps built\n/// with current SDKs). Three things differ on purpose: an unsigned value prints its own digits\n/// (CoreFoundation formats `%u`/`%lu` with a locale as a signed number: `UInt.max` would print `-1`);\n/// `%Lf` reads the `Double` the accessor passes (read as a `long double` it is garbage on x86_64); an\n/// argument of the wrong kind for its conversion (a translation's `%@` where the code passes a number)\n/// prints as text instead of crashing.\n///\n/// `variables` is a `.stringsdict` entry, whose `%#@name@` references are resolved as Foundation does:\n/// the reference reads its variable's number (typed by `NSStringFormatValueTypeKey`), the plural rules\n/// of the locale's language choose a form, and the form is formatted on its own, its sequential\n/// specifiers starting at the variable's argument, and goes in as text.\nextension ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Format {\n  nonisolated static func string(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]? = nil) -> Swift.String {\n    guard format.utf8.contains(0x25) else { return format }\n    var output = \"\"\n    append(Array(format.utf16), arguments, locale: locale, variables: variables, first: 0, outer: [], depth: 0, to: &output)\n    return output\n  }\n\n  /// Reads the `%` sequence at `start` the way `__CFParseFormatSpec` does: flags, digits, `*`, `.`,\n  /// `n$` and lengths in any order until a conversion; any other character makes a text of the one\n  /// character after `%` (`%%` is `%`), and reading goes on after the character it could not read.\n  nonisolated private static func parse(_ units: [Swift.UInt16], from start: Swift.Int) -> (spec: Spec, end: Swift.Int) {\n    var spec = Spec()\n    var index = start.advanced(by: 1)\n    var seenDot = false, seenSharp = false\n    func next() -> Swift.Unicode.Scalar? {\n      guard _l10nLess(index, units.count) else { return nil }\n      defer { index = index.advanced(by: 1) }\n      return Swift.Unicode.Scalar(units[index]) ?? \"\\u{FFFD}\"\n    }\n    func peek(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {\n      guard _l10nLess(index, units.count), _l10nEqual(units[index], Swift.UInt16(truncatingIfNeeded: scalar.value)) else { return false }\n      index = index.advanced(by: 1)\n      return true\n    }\n    func ends(_ kind: Spec.Kind, _ conversion: Swift.Unicode.Scalar = \"%\") -> (spec: Spec, end: Swift.Int) {\n      spec.kind = kind\n      spec.conversion = conversion\n      if _l10nEqual(kind, .text) { spec.text = start.advanced(by: 1)..<start.advanced(by: 2) }\n      return (spec, index)\n    }\n    // The conversions and lengths as `if`s over sets of characters: a `switch` over characters\n    // type-checks each of its patterns as an operator.\n    while var c = next() {\n      var again = true\n      while again {\n        again = false\n        if _l10nEqual(c, \"#\") {\n          seenSharp = true\n        } else if _l10nEqual(c, \" \") {\n          if !spec.flags.contains(\"+\") { spec.flags.append(\" \") }\n        } else if _l10nEqual(c, \"-\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \"0\", with: \"\")\n          spec.flags.append(\"-\")\n        } else if _l10nEqual(c, \"+\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \" \", with: \"\")\n          spec.flags.append(\"+\")\n        } else if _l10nEqual(c, \"0\") {\n          if seenDot {\n            spec.precision = 0\n          } else if !spec.flags.contains(\"-\") {\n            spec.flags.append(\"0\")\n          }\n        } else if _l10nEqual(c, \"h\") {\n          let twice = peek(\"h\")\n          spec.size = twice ? 1 : 2\n          spec.length = twice ? \"hh\" : \"h\"\n        } else if _l10nEqual(c, \"l\") {\n          let twice = peek(\"l\")\n          spec.size = twice ? 8 : 4\n          spec.length = twice ? \"ll\" : \"l\"\n        } else if _l10nEqual(c, \"L\") {\n          spec.size = 16\n          spec.length = \"L\"\n        } else if \"qjtz\".unicodeScalars.contains(c) {\n          spec.size = \"qj\".unicodeScalars.contains(c) ? 8 : 4\n          spec.length = Swift.String(c)\n        } else if _l10nEqual(c, \"c\") {\n          spec.size = 1\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"C\") {\n          spec.size = 2\n          return ends(.argument, c)\n        } else if \"fFeEgGdDiuUoOxXaAnpsSP\".unicodeScalars.contains(c) {\n          if \"fFeEgG\".unicodeScalars.contains(c), seenDot, _l10nEqual(spec.precision, -1), _l10nEqual(spec.precisionSlot, -1) {\n            spec.precision = 0\n          }\n          if seenSharp { spec.flags.append(\"#\") }\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\"), !seenSharp {\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\") {\n          // `%#@name@`: a variable, named by ASCII letters, digits and `_`. Another character ends\n          // the name and is skipped; `%#@@` is `%@`.\n          seenSharp = false\n          let nameStart = index\n          var name = \"\"\n          while let letter = next() {\n            if _l10nEqual(letter, \"@\") {\n              guard !name.isEmpty else { return ends(.argument, \"@\") }\n              spec.name = name\n              spec.text = start..<index\n              return ends(.variable, \"@\")\n            }\n            guard letter.isASCII, letter.properties.isAlphabetic || \"0123456789_\".unicodeScalars.contains(letter) else { break }\n            name.unicodeScalars.append(letter)\n          }\n          if _l10nEqual(index, units.count), _l10nEqual(nameStart.distance(to: index), name.unicodeScalars.count) { return ends(.incomplete) }\n        } else if \"123456789\".unicodeScalars.contains(c) {\n          var number = 0\n          while \"0123456789\".unicodeScalars.contains(c) {\n            let digit = Swift.Int(c.value) - 0x30\n            number = Swift.min(number * 10 + digit, Swift.Int(Swift.Int32.max))\n            guard let following = next() else { return ends(.incomplete) }\n            c = following\n          }\n          if _l10nEqual(c, \"$\") {\n            guard _l10nLess(number, 128) else { return ends(.incomplete) }\n            if _l10nEqual(spec.precisionSlot, -2) {\n              spec.precisionSlot = number.advanced(by: -1)\n            } else if _l10nEqual(spec.widthSlot, -2) {\n              spec.widthSlot = number.advanced(by: -1)\n            } else {\n              spec.slot = number.advanced(by: -1)\n            }\n          } else {\n            if seenDot { spec.precision = number } else { spec.width = number }\n            again = true\n          }\n        } else if _l10nEqual(c, \"*\") {\n          spec.widthSlot = -2\n        } else if _l10nEqual(c, \".\") {\n          seenDot = true\n          spec.dot = true\n          guard let following = next() else { return ends(.incomplete) }\n          if _l10nEqual(following, \"*\") {\n            spec.precisionSlot = -2\n          } else {\n            c = following\n            again = true\n          }\n        } else {\n          return ends(.text)\n        }\n      }\n    }\n    return ends(.incomplete)\n  }\n\n  /// Appends `units` formatted. Sequential specifiers start at slot `first`; `outer` are the slots of\n  /// the call a plural form belongs to.\n  nonisolated private static func append(\n    _ units: [Swift.UInt16], _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]?,\n    first: Swift.Int, outer: [Slot], depth: Swift.Int, to output: inout Swift.String\n  ) {\n    var specs = scan(units, variables: variables)\n    var slots = number(&specs, first: first, variables: variables)\n    for (slot, kind) in outer.enumerated() where !_l10nLess(slot, slots.count) || _l10nEqual(slots[slot], .unused) {\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    let argumentIndices = argumentIndices(of: slots)\n    func argument(_ slot: Swift.Int) -> (any Swift.CVarArg)? {\n      guard !_l10nLess(slot, 0), _l10nLess(slot, argumentIndices.count), let index = argumentIndices[slot], _l10nLess(index, arguments.count) else {\n        return nil\n      }\n      return arguments[index]\n    }\n    for spec in specs {\n      switch spec.kind {\n      case .text:\n        output.append(Swift.String(decoding: units[spec.text], as: Swift.UTF16.self))\n      case .incomplete:\n        break\n      case .null:\n        output.append(\"(null)\")\n      case .argument:\n        output.append(formatted(spec, argument(spec.slot), width: argument(spec.widthSlot), precision: argument(spec.precisionSlot), locale: locale))\n      case .variable:\n        #if canImport(Darwin)\n        break  // Foundation formats `.stringsdict` entries on Apple platforms\n        #else\n        guard let variable = variables?[spec.name] as? [Swift.String: Any], _l10nLess(depth, 10) else { continue }\n        var number = pluralNumber(spec.name, in: variables, argument(spec.slot))\n        if case .none = number, let _ = argument(spec.slot), let other = variable[\"other\"] as? Swift.String {\n          // The variable's argument is no number (Foundation would read a text's address as one):\n          // the form is chosen by the first number the forms print.\n          var formSpecs = scan(Array(other.utf16), variables: variables)\n          _ = self.number(&formSpecs, first: spec.slot, variables: variables)\n          for formSpec in formSpecs where _l10nEqual(formSpec.kind, .argument) && _l10nLess(formSpec.slot, arguments.count) {\n            if let first = self.number(formSpec, arguments[formSpec.slot]) {\n              number = first\n              break\n            }\n          }\n        }\n        guard let number, let form = chosenForm(variable, number: number, locale: locale) else {\n          output.append(\"(null)\")\n          continue\n        }\n        append(\n          Array(form.utf16), arguments, locale: locale, variables: variables, first: spec.slot, outer: outer.isEmpty ? slots : outer,\n          depth: depth.advanced(by: 1), to: &output)\n        #endif\n      }\n    }\n  }\n\n  /// The text and specifiers of `units` in order.\n  nonisolated private static func scan(_ units: [Swift.UInt16], variables: [Swift.String: Any]?) -> [Spec] {\n    var specs = [Spec]()\n    var index = 0\n    while _l10nLess(index, units.count) {\n      guard _l10nEqual(units[index], 0x25) else {\n        let start = index\n        while _l10nLess(index, units.count), !_l10nEqual(units[index], 0x25) { index = index.advanced(by: 1) }\n        specs.append(Spec(kind: .text, text: start..<index))\n        continue\n      }\n      var (spec, end) = parse(units, from: index)\n      if _l10nEqual(spec.kind, .variable), !(variables?[spec.name] is [Swift.String: Any]) {\n        spec.kind = .text  // a reference to no variable is printed as written\n      }\n      specs.append(spec)\n      index = end\n    }\n    return specs\n  }\n\n  /// Gives each specifier its slots as Foundation numbers them, from `first`; returns what each slot reads.\n  nonisolated private static func number(_ specs: inout [Spec], first: Swift.Int, variables: [Swift.String: Any]?) -> [Slot] {\n    var slots = [Slot]()\n    func mark(_ slot: Swift.Int, _ kind: Slot) {\n      guard !_l10nLess(slot, 0) else { return }\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    var next = first\n    for index in specs.indices where _l10nEqual(specs[index].kind, .argument) || _l10nEqual(specs[index].kind, .variable) {\n      var spec = specs[index]\n      var reads = Slot.argument\n      #if !canImport(Darwin)\n        if _l10nEqual(spec.kind, .variable) {\n          guard let valueType = valueType(spec.name, in: variables) else {\n            specs[index].kind = .null  // a plural without a value type reads nothing and prints \"(null)\"\n            continue\n          }\n          let readsArgument = _l10nEqual(valueType.kind, .argument)\n          if !readsArgument || !isNumber(valueType.conversion) {\n            reads = readsArgument ? .argument : .none\n            spec.kind = .null\n          }\n        }\n      #endif\n      if _l10nEqual(spec.widthSlot, -2) {\n        spec.widthSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.precisionSlot, -2) {\n        spec.precisionSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.slot, -1) {\n        spec.slot = next\n        next = next.advanced(by: 1)\n      }\n      mark(spec.widthSlot, .argument)\n      mark(spec.precisionSlot, .argument)\n      mark(spec.slot, reads)\n      specs[index] = spec\n    }\n    return slots\n  }\n\n  /// The argument each slot reads: one per slot that reads an argument, and one skipped for each\n  /// unused slot below the last of those.\n  nonisolated private static func argumentIndices(of slots: [Slot]) -> [Swift.Int?] {\n    let last = slots.lastIndex(of: .argument) ?? -1\n    var taken = 0\n    var indices: [Swift.Int?] = []\n    for (slot, kind) in slots.enumerated() {\n      switch kind {\n      case .argument:\n        indices.append(taken)\n        taken = taken.advanced(by: 1)\n      case .unused:\n        if _l10nLess(slot, last) { taken = taken.advanced(by: 1) }\n        indices.append(nil)\n      case .none:\n        indices.append(nil)\n      }\n    }\n    return indices\n  }\n\n  // MARK: Plural variables (Linux)\n\n  #if !canImport(Darwin)\n    /// `NSStringFormatValueTypeKey` read as the end of a specifier (`ld`); nil for a plural rule\n    /// without one. A value type Foundation cannot read (`%ld`) is not an argument specifier.\n    nonisolated private static func valueType(_ name: Swift.String, in variables: [Swift.String: Any]?) -> Spec? {\n      guard let variable = variables?[name] as? [Swift.String: Any] else { return nil }\n      guard let valueType = variable[\"NSStringFormatValueTypeKey\"] as? Swift.String else {\n        if let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") { return nil }\n        return Spec(kind: .argument, conversion: \"@\")\n      }\n      return parse(Array([\"%\", valueType].joined().utf16), from: 0).spec\n    }\n\n    nonisolated private static func pluralNumber(_ name: Swift.String, in variables: [Swift.String: Any]?, _ argument: (any Swift.CVarArg)?) -> Number? {\n      guard let valueType = valueType(name, in: variables) else { return nil }\n      return number(valueType, argument)\n    }\n\n    /// `argument` as a specifier of this conversion reads it, when it is a number.\n    nonisolated private static func number(_ spec: Spec, _ argument: (any Swift.CVarArg)?) -> Number? {\n      switch spec.conversion {\n      case \"f\", \"F\", \"e\", \"E\", \"g\", \"G\", \"a\", \"A\":\n        return double(argument).map(Number.double)\n      case \"d\", \"D\", \"i\", \"u\", \"U\", \"o\", \"O\", \"x\", \"X\", \"c\", \"C\":\n        return integer(argument).map { .integer(signed($0, size: spec.size)) }\n      default:\n        return nil\n      }\n    }\n\n    nonisolated private static func isNumber(_ conversion: Swift.Unicode.Scalar) -> Swift.Bool {\n      \"dDiuUoOxXcCfFeEgGaA\".unicodeScalars.contains(conversion)\n    }\n\n    /// Foundation's choice: `zero` for the integer 0, the form of the category the language's plural\n    /// rules give, `one` for the integer 1, then `other`.\n    nonisolated private static func chosenForm(_ variable: [Swift.String: Any], number: Number, locale: Foundation.Locale) -> Swift.String? {\n      guard let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") else { return nil }\n      var value: Swift.Double\n      var integral: Swift.Int64?\n      switch number {\n      case .integer(let integer):\n        value = Swift.Double(integer)\n        if _l10nEqual(integer, 0), let zero = variable[\"zero\"] as? Swift.String { return zero }\n        if _l10nEqual(integer, Swift.Int64.max) { return variable[\"other\"] as? Swift.String }  // Foundation's own exception\n        integral = integer\n      case .double(let double):\n        value = double\n      }\n      if let category = ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Plurals.category(value, language: locale.identifier), let form = variable[category] as? Swift.String {\n        return form\n      }\n      if _l10nEqual(integral, 1), let one = variable[\"one\"] as? Swift.String { return one }\n      return variable[\"other\"] as? Swift.String\n    }\n  #endif\n\n  // MARK: One specifier\n\n  /// `spec` formatted by Foundation with `locale`, each argument passed as the C type Foundation reads\n  /// (a number Foundation localizes as one of 64 bits, an unsigned one as signed, which Foundation\n  /// formats right). Width and precision go in as digits: a literal one wins over a `*` one, whose\n  /// argument is read all the same, as Foundation reads it; a negative `*` width is a `-` flag and a\n  /// negative precision none, as in C; both stay under 65,536 (Foundation crashes on `Int32.min` and\n  /// on numbers past `Int32.max`, and makes a text of gigabytes for ones just below).\n  nonisolated private static func formatted(\n    _ spec: Spec, _ value: (any Swift.CVarArg)?, width: (any Swift.CVarArg)?, precision: (any Swift.CVarArg)?, locale: Foundation.Locale\n  ) -> Swift.String {\n    var flags = spec.flags\n    var widthDigits: Swift.Int? = _l10nLess(spec.width, 0) ? nil : spec.width\n    if case .none = widthDigits, !_l10nLess(spec.widthSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(width) ?? 0))\n      if _l10nLess(amount, 0) {\n        flags = flags.replacingOccurrences(of: \"0\", with: \"\")\n        flags.append(\"-\")\n      }\n      widthDigits = _l10nEqual(amount.magnitude, 0) ? nil : Swift.Int(amount.magnitude)\n    }\n    var precisionDigits: Swift.Int? = _l10nLess(spec.precision, 0) ? nil : spec.precision\n    if case .none = precisionDigits, !_l10nLess(spec.precisionSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(precision) ?? 0))\n      precisionDigits = _l10nLess(amount, 0) ? nil : amount\n    }\n    var widthField = \"\"\n    if let widthDigits { widthField = Swift.String(Swift.min(widthDigits, 65_535)) }\n    var fields = widthField\n    if let precisionDigits {\n      fields.append(\".\")\n      fields.append(Swift.String(Swift.min(precisionDigits, 65_535)))\n    } else if spec.dot, _l10nLess(spec.precisionSlot, 0) {\n      fields.append(\".\")  // precision 0 where Foundation hands the specifier to `snprintf`\n    }\n    var conversion = Swift.String(spec.conversion)\n    var arguments = [any Swift.CVarArg]()\n    let letter = spec.conversion\n    if \"dDi\".unicodeScalars.contains(letter) {\n      conversion = \"lld\"\n      arguments.append(signed(integer(value) ?? 0, size: spec.size))\n    } else if \"uU\".unicodeScalars.contains(letter) {\n      let unsigned = self.unsigned(integer(value) ?? 0, size: spec.size)\n      guard !_l10nLess(Swift.UInt64(Swift.Int64.max), unsigned) else {\n        return large(unsigned, flags: flags, width: widthField, fields: fields, locale: locale)\n      }\n      conversion = \"lld\"\n      arguments.append(Swift.Int64(unsigned))\n    } else if \"fFeEgGaA\".unicodeScalars.contains(letter) {\n      arguments.append(double(value) ?? 0)\n    } else if \"oOxXc\".unicodeScalars.contains(letter) {\n      let written = _l10nEqual(letter, \"O\") ? \"o\" : conversion\n      conversion = spec.length\n      conversion.append(written)\n      let bits = signed(integer(value) ?? 0, size: spec.size)\n      if !_l10nLess(spec.size, 4), !_l10nEqual(letter, \"c\") {\n        arguments.append(bits)\n      } else {\n        arguments.append(Swift.Int32(truncatingIfNeeded: bits))\n      }\n    } else if _l10nEqual(letter, \"C\") {\n      arguments.append(Swift.Int32(truncatingIfNeeded: integer(value) ?? 0))\n    } else if _l10nEqual(letter, \"@\") {\n      switch value {\n      case nil: return \"(null)\"\n      case let text as Swift.String: return text  // its own description; Foundation ignores width and precision of `%@`\n      case let object? where type(of: object) is Swift.AnyObject.Type: arguments.append(object)\n      case let other?: return Swift.String(describing: other)\n      }\n    } else if _l10nEqual(letter, \"p\") {\n      if let value, value is any Swift.BinaryInteger || isPointer(value) { arguments.append(value) } else { arguments.append(0) }\n    } else if \"sSP\".unicodeScalars.contains(letter) {\n      if let value, isPointer(value) { arguments.append(value) } else { arguments.append(0) }  // a null pointer prints \"(null)\"\n    } else {\n      return \"\"  // %n prints nothing\n    }\n    // `%d`, `%ld`, `%lu` (no flag, width or precision), the usual ones, from a formatter made once.\n    if flags.isEmpty, fields.isEmpty, _l10nEqual(conversion, \"lld\"), let integer = arguments.first as? Swift.Int64,\n      let text = ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Localization.shared.formatted(integer, locale: locale)\n    {\n      return text\n    }\n    var format = \"%\"\n    format.append(flags)\n    format.append(fields)\n    format.append(conversion)\n    return Swift.String(format: format, locale: locale, arguments: arguments)\n  }\n\n  /// An unsigned value beyond `Int64.max`, which Foundation cannot format with a locale: a number of\n  /// as many digits is formatted instead, and its digits replaced with the value's.\n  nonisolated private static func large(_ value: Swift.UInt64, flags: Swift.String, width: Swift.String, fields: Swift.String, locale: Foundation.Locale) -> Swift.String {\n    let decimal = Swift.String(value)\n    let template: Swift.String\n    if decimal.utf8.count < 20 {\n      template = Swift.String(format: [\"%\", flags, fields, \"lld\"].joined(), locale: locale, arguments: [Swift.Int64(1_000_000_000_000_000_000)])\n    } else {\n      template = Swift.String(format: [\"%\", flags.replacingOccurrences(of: \"0\", with: \"\"), width, \".0f\"].joined(), locale: locale, arguments: [1e19])\n    }\n    guard let digits = ")
        r.write(CompiledRender.read(variable4))
        r.lines("._Localization.shared.digits(locale) else { return decimal }\n    return replacingDigits(of: template, with: decimal, digits: digits) ?? decimal\n  }\n\n  /// `template`, a number Foundation formatted, with its last digits (in `digits`, the locale's 0 to 9)\n  /// replaced by those of `decimal` (ASCII); nil when it has fewer digits.\n  nonisolated static func replacingDigits(of template: Swift.String, with decimal: Swift.String, digits: [Swift.Unicode.Scalar]) -> Swift.String? {\n    var scalars = Swift.Array(template.unicodeScalars)\n    let values = decimal.unicodeScalars.map { (scalar: Swift.Unicode.Scalar) -> Swift.Int in Swift.Int(scalar.value) - 0x30 }\n    var remaining = values.count\n    for index in scalars.indices.reversed() where _l10nLess(0, remaining) && digits.contains(scalars[index]) {\n      remaining = remaining.advanced(by: -1)\n      scalars[index] = digits[values[remaining]]\n    }\n    guard _l10nEqual(remaining, 0) else { return nil }\n    var text = \"\"\n    text.unicodeScalars.append(contentsOf: scalars)\n    return text\n  }\n\n  nonisolated private static func isPointer(_ value: any Swift.CVarArg) -> Swift.Bool {\n    value is Swift.OpaquePointer || Swift.String(describing: type(of: value)).hasPrefix(\"Unsafe\")\n  }\n\n  nonisolated private static func integer(_ value: (any Swift.CVarArg)?) -> Swift.Int64? {\n    switch value {\n    case let integer as any Swift.BinaryInteger: return Swift.Int64(truncatingIfNeeded: integer)\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double).isFinite ? Swift.Int64(Swift.max(-9.2e18, Swift.min(9.2e18, Swift.Double(double)))) : 0\n    default: return nil\n    }\n  }\n\n  nonisolated private static func double(_ value: (any Swift.CVarArg)?) -> Swift.Double? {\n    switch value {\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double)\n    case let integer as any Swift.BinaryInteger: return Swift.Double(integer)\n    default: return nil\n    }\n  }\n\n  /// The value a C argument of this length holds, sign-extended as CoreFoundation stores it.\n  nonisolated private static func signed(_ bits: Swift.Int64, size: Swift.Int) -> Swift.Int64 {\n    switch size {\n    case 1: return Swift.Int64(Swift.Int8(truncatingIfNeeded: bits))\n    case 2: return Swift.Int64(Swift.Int16(truncatingIfNeeded: bits))\n    case 0: return Swift.Int64(Swift.Int32(truncatingIfNeeded: bits))\n    default: return bits\n    }\n  }\n\n  nonisolated private static func unsigned(_ bits: Swift.Int64, size: Swift.Int) -> Swift.UInt64 {\n    switch size {\n    case 1: return Swift.UInt64(Swift.UInt8(truncatingIfNeeded: bits))\n    case 2: return Swift.UInt64(Swift.UInt16(truncatingIfNeeded: bits))\n    case 0: return Swift.UInt64(Swift.UInt32(truncatingIfNeeded: bits))\n    default: return Swift.UInt64(bitPattern: bits)\n    }\n  }\n}\n\n#if !canImport(Darwin)\n")
        try r.enterInclude(at: 151)
        do {
          try r.nest(at: 151)
          r.lines("\nextension ")
          r.write(CompiledRender.read(variable4))
          r.lines(" {\n  /// Unicode CLDR 47's cardinal plural rules, which Foundation applies through ICU.\n  ")
          r.write(CompiledRender.read(variable5))
          r.lines(" enum _Plurals {\n    /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no\n    /// rule takes is `other`, as in CLDR.\n    nonisolated static let cldr = \"\"\"\n      aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv\n      dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde\n      kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe\n      mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif\n      rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal\n      wbp wo xnr yav yo yrl yue za zgh zh\n        other:\n      af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka\n      kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or\n      os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve\n      vo vun wae xh xog\n        one: n = 1\n      ak bho csw guw ln mg nso pa ti wa\n        one: n = 0..1\n      am as bn doi fa gu hi kn pcm zu\n        one: i = 0 or n = 1\n      ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi\n        one: i = 1 and v = 0\n      ceb fil tl\n        one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9\n      da\n        one: n = 1 or t != 0 and i = 0,1\n      ff hy kab\n        one: i = 0,1\n      is\n        one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11\n      mk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n      si\n        one: n = 0,1 or i = 0 and f = 1\n      tzm\n        one: n = 0..1 or n = 11..99\n      blo ksh\n        zero: n = 0\n        one: n = 1\n      bs hr sh sr\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14\n      ca it lld pt_pt scn vec\n        one: i = 1 and v = 0\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      es\n        one: n = 1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      fr\n        one: i = 0,1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      he iw\n        one: i = 1 and v = 0 or i = 0 and v != 0\n        two: i = 2 and v = 0\n      iu naq sat se sma smi smj smn sms\n        one: n = 1\n        two: n = 2\n      lag\n        zero: n = 0\n        one: i = 0,1 and n != 0\n      lv prg\n        zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19\n        one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1\n      mo ro\n        one: i = 1 and v = 0\n        few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19\n      pt\n        one: i = 0..1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      shi\n        one: i = 0 or n = 1\n        few: n = 2..10\n      be\n        one: n % 10 = 1 and n % 100 != 11\n        few: n % 10 = 2..4 and n % 100 != 12..14\n        many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14\n      cs sk\n        one: i = 1 and v = 0\n        few: i = 2..4 and v = 0\n        many: v != 0\n      dsb hsb\n        one: v = 0 and i % 100 = 1 or f % 100 = 1\n        two: v = 0 and i % 100 = 2 or f % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4\n      gd\n        one: n = 1,11\n        two: n = 2,12\n        few: n = 3..10,13..19\n      lt\n        one: n % 10 = 1 and n % 100 != 11..19\n        few: n % 10 = 2..9 and n % 100 != 11..19\n        many: f != 0\n      pl\n        one: i = 1 and v = 0\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14\n      ru uk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14\n      sl\n        one: v = 0 and i % 100 = 1\n        two: v = 0 and i % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or v != 0\n      br\n        one: n % 10 = 1 and n % 100 != 11,71,91\n        two: n % 10 = 2 and n % 100 != 12,72,92\n        few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99\n        many: n != 0 and n % 1000000 = 0\n      ga\n        one: n = 1\n        two: n = 2\n        few: n = 3..6\n        many: n = 7..10\n      gv\n        one: v = 0 and i % 10 = 1\n        two: v = 0 and i % 10 = 2\n        few: v = 0 and i % 100 = 0,20,40,60,80\n        many: v != 0\n      mt\n        one: n = 1\n        two: n = 2\n        few: n = 0 or n % 100 = 3..10\n        many: n % 100 = 11..19\n      ar ars\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n % 100 = 3..10\n        many: n % 100 = 11..99\n      cy\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n = 3\n        many: n = 6\n      kw\n        zero: n = 0\n        one: n = 1\n        two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000\n        few: n % 100 = 3,23,43,63,83\n        many: n != 1 and n % 100 = 1,21,41,61,81\n      \"\"\"\n\n    /// Each language's rules, read from `cldr` once.\n    nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {\n      var rules = [Swift.Substring: [Swift.Substring]]()\n      var languages = [Swift.Substring](), group = [Swift.Substring]()\n      var lines: [Swift.Substring] = cldr.split(separator: \"\\n\")\n      lines.append(\"end\")\n      for line in lines {\n        if line.hasPrefix(\" \") {\n          group.append(line.drop(while: { _l10nEqual($0, \" \") }))\n          continue\n        }\n        if !group.isEmpty || _l10nEqual(line, \"end\") {\n          for language in languages { rules[language] = group }\n          languages = []\n          group = []\n        }\n        languages.append(contentsOf: line.split(separator: \" \"))\n      }\n      return rules\n    }()\n\n    /// The category of `number` in `language`, a locale identifier of which the longest part before\n    /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with\n    /// no CLDR locale data.\n    nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {\n      var lowered = \"\"\n      for character in language.prefix(while: { !_l10nEqual($0, \"@\") }).lowercased() {\n        lowered.append(_l10nEqual(character, \"-\") ? \"_\" : character)\n      }\n      var name = Swift.Substring(lowered)\n      while case .none = rules[name] {\n        guard let cut = name.lastIndex(of: \"_\") else { return nil }\n        name = name.prefix(upTo: cut)\n      }\n      guard number.isFinite else { return \"other\" }  // as ICU gives infinity and NaN\n      let operands = self.operands(number)\n      for rule in rules[name, default: []] {\n        let words = rule.split(separator: \" \")  // \"one:\", \"i\", \"=\", \"1\", \"and\", \"v\", \"=\", \"0\"\n        if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }\n      }\n      return \"other\"\n    }\n\n    /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and\n    /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole\n    /// value among the values and ranges listed.\n    nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {\n      var alternative = true\n      var index = words.startIndex\n      while _l10nLess(index.advanced(by: 2), words.endIndex) {\n        let operand = words[index]\n        var value: Swift.Double = 0  // e, c: the compact exponent\n        if _l10nEqual(operand, \"n\") {\n          value = operands.n\n        } else if _l10nEqual(operand, \"i\") {\n          value = operands.i\n        } else if _l10nEqual(operand, \"v\") || _l10nEqual(operand, \"w\") {\n          value = operands.v\n        } else if _l10nEqual(operand, \"f\") {\n          value = operands.f\n        } else if _l10nEqual(operand, \"t\") {\n          value = operands.t\n        }\n        if _l10nEqual(words[index.advanced(by: 1)], \"%\") {\n          value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)\n          index = index.advanced(by: 2)\n        }\n        guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }\n        var listed = false\n        if _l10nEqual(value, value.rounded(.towardZero)) {\n          for item in words[index.advanced(by: 2)].split(separator: \",\") {\n            let bounds = item.split(separator: \".\")\n            let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan\n            if low <= value && value <= high { listed = true }\n          }\n        }\n        if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], \"=\")) { alternative = false }\n        index = index.advanced(by: 3)\n        if _l10nLess(index, words.endIndex), _l10nEqual(words[index], \"or\") {\n          if alternative { return true }\n          alternative = true\n        }\n        index = index.advanced(by: 1)\n      }\n      return alternative\n    }\n\n    /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how\n    /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its\n    /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the\n    /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact\n    /// exponent, are 0.\n    typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)\n\n    nonisolated private static func operands(_ number: Swift.Double) -> Operands {\n      let n: Swift.Double = number.magnitude\n      let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU\n      var v = 0\n      var scale: Swift.Double = 1\n      while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {\n        v = v.advanced(by: 1)\n        scale *= 10\n      }\n      if _l10nLess(3, v) {\n        let text = Swift.String(format: \"%1.15e\", n)  // 1.234567890123457e-01\n        let parts = text.split(separator: \"e\")\n        let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }\n        var shown = mantissa.count - 1\n        while _l10nLess(0, shown), _l10nEqual(mantissa[shown], \"0\") { shown = shown.advanced(by: -1) }\n        v = shown - (Swift.Int(parts[1]) ?? 0)\n      }\n      var f: Swift.Double = 0\n      if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {\n        f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)\n      }\n      var t = f\n      while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }\n      return (n, integer, Swift.Double(v), f, t)\n    }\n  }\n}\n")
          r.unnest()
        }
        r.leaveCall()
        r.lines("#endif\n\n// Comparisons as functions rather than operators. The run time is type-checked in every build of the\n// module it is generated into, and the type checker chooses an operator among every overload the\n// standard library and Foundation declare: in a file of 300 functions importing Foundation, each\n// `count == 4` took 1.2 ms of `swiftc -typecheck`'s CPU time, each `character == \"@\"` 0.7 ms, and a\n// call of one of these 0.2 ms. A `switch` over characters costs about 0.2 ms for each of its patterns\n// (3.4 ms for 18), where testing the character against a set of them costs 0.7 ms.\nnonisolated fileprivate func _l10nEqual<Value: Swift.Equatable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left == right\n}\nnonisolated fileprivate func _l10nLess<Value: Swift.Comparable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left < right\n}\n")
        r.unnest()
      }
      r.leaveCall()
      r.unnest()
    } else {
      try r.nest(at: 18)
      r.lines("// No string found\n")
      r.unnest()
    }
    r.unnest()
  }
  r.leaveCall()
}

private func renderFlatSwift6(_ r: CompiledRender) throws {
  let root0 = r.root("param")
  let root1 = r.root("typeNames")
  let root2 = r.root("tables")
  let root3 = r.root("arguments")
  let root4 = r.root("name")
  let root5 = r.root("resourceName")
  let root6 = r.root("tableEnums")
  let root7 = r.root("tablePosition")
  let root8 = r.root("item")
  let root9 = r.root("table")
  let root10 = r.root("path")
  let root11 = r.root("own")
  let root12 = r.root("developmentLanguage")
  let root13 = r.root("isolation")
  try r.nest(at: 0)
  let captured1 = r.capture {
    r.text("true")
  }
  r.unnest()
  let variable0 = TemplateValue.string(captured1)
  try r.enterInclude(at: 1)
  do {
    try r.nest(at: 1)
    r.text("// swiftlint:disable all")
    r.lines("\n// Generated by l10ngen from the development-language tables. Do not edit.")
    r.lines("\n\n")
    try r.nest(at: 2)
    let captured2 = try r.capture {
      if CompiledRender.member(root0, "accessLevel").isTruthy {
        try r.nest(at: 3)
        r.write(CompiledRender.member(root0, "accessLevel"))
        r.unnest()
      } else if CompiledRender.member(root0, "publicAccess").isTruthy {
        try r.nest(at: 3)
        r.text("public")
        r.unnest()
      } else {
        try r.nest(at: 3)
        r.text("internal")
        r.unnest()
      }
    }
    r.unnest()
    let variable1 = TemplateValue.string(captured2)
    try r.nest(at: 4)
    let captured3 = try r.capture {
      try r.write(r.apply(0, CompiledRender.member(root0, "enumName"), [TemplateValue.string("L10n")], at: 5))
    }
    r.unnest()
    let variable2 = TemplateValue.string(captured3)
    r.lines("\n")
    try r.nest(at: 6)
    let captured4 = try r.capture {
      if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "module") {
        try r.nest(at: 7)
        r.text("module")
        r.unnest()
      } else if (CompiledRender.isText(CompiledRender.member(root0, "runtime"), "external") || CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library")) {
        try r.nest(at: 7)
        r.text("external")
        r.unnest()
      } else {
        try r.nest(at: 7)
        r.text("file")
        r.unnest()
      }
    }
    r.unnest()
    let variable3 = TemplateValue.string(captured4)
    try r.nest(at: 8)
    let captured5 = try r.capture {
      if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library") {
        try r.nest(at: 9)
        r.text("L10nGenRuntime")
        r.unnest()
      } else {
        try r.nest(at: 9)
        r.write(CompiledRender.member(root0, "runtimeModule"))
        r.unnest()
      }
    }
    r.unnest()
    let variable4 = TemplateValue.string(captured5)
    try r.nest(at: 10)
    let captured6 = try r.capture {
      if CompiledRender.isText(CompiledRender.read(variable3), "file") {
        try r.nest(at: 11)
        r.write(CompiledRender.read(variable2))
        r.unnest()
      } else if CompiledRender.isText(CompiledRender.member(root0, "runtime"), "library") {
        try r.nest(at: 11)
        r.text("L10nRuntime")
        r.unnest()
      } else {
        try r.nest(at: 11)
        try r.write(r.apply(0, CompiledRender.member(root0, "runtimeName"), [TemplateValue.string("L10nRuntime")], at: 12))
        r.unnest()
      }
    }
    r.unnest()
    let variable5 = TemplateValue.string(captured6)
    try r.nest(at: 13)
    let captured7 = try r.capture {
      if CompiledRender.isText(CompiledRender.read(variable3), "file") {
        try r.nest(at: 14)
        r.text("fileprivate")
        r.unnest()
      } else {
        try r.nest(at: 14)
        r.write(CompiledRender.read(variable1))
        r.unnest()
      }
    }
    r.unnest()
    let variable6 = TemplateValue.string(captured7)
    try r.nest(at: 15)
    let captured8 = try r.capture {
      if ((((((((CompiledRender.member(root1, "String").isTruthy || CompiledRender.member(root1, "Int").isTruthy) || CompiledRender.member(root1, "Double").isTruthy) || CompiledRender.isText(CompiledRender.read(variable2), "String")) || CompiledRender.isText(CompiledRender.read(variable2), "Int")) || CompiledRender.isText(CompiledRender.read(variable2), "Double")) || CompiledRender.isText(CompiledRender.read(variable5), "String")) || CompiledRender.isText(CompiledRender.read(variable5), "Int")) || CompiledRender.isText(CompiledRender.read(variable5), "Double")) {
        try r.nest(at: 16)
        r.text("Swift.")
        r.unnest()
      }
    }
    r.unnest()
    let variable7 = TemplateValue.string(captured8)
    try r.nest(at: 17)
    let captured9 = try r.capture {
      if (CompiledRender.isText(CompiledRender.read(variable3), "module") && !CompiledRender.isText(CompiledRender.read(variable1), "internal")) {
        try r.nest(at: 18)
        r.write(CompiledRender.read(variable1))
        r.text(" ")
        r.unnest()
      }
    }
    r.unnest()
    let variable8 = TemplateValue.string(captured9)
    if CompiledRender.holds(.greater, CompiledRender.member(root2, "count"), TemplateValue.int(0)) {
      try r.nest(at: 19)
      r.lines("import Foundation\n")
      if (CompiledRender.isText(CompiledRender.read(variable3), "external") && CompiledRender.read(variable4).isTruthy) {
        try r.nest(at: 20)
        r.text("import ")
        r.write(CompiledRender.read(variable4))
        r.lines("\n")
        r.unnest()
      }
      r.lines("\n// MARK: - Strings")
      r.lines("\n\n")
      func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable9 = argument0
        do {
          let items10 = LoopItems(CompiledRender.read(variable9))
          try r.loop(items10, count: items10.count, at: 21) { r, position10 in
            try r.nest(at: 21)
            let variable10 = LoopState(index: position10, count: items10.count)
            let variable11 = items10.first(at: position10)
            try r.nest(at: 22)
            let captured11 = r.capture {
              r.text("p")
              r.write(number: (variable10.index + 1))
            }
            r.unnest()
            let variable12 = TemplateValue.string(captured11)
            if CompiledRender.holds(.equal, CompiledRender.member(variable11, "label"), CompiledRender.read(variable12)) {
              try r.nest(at: 23)
              r.write(CompiledRender.read(variable12))
              r.unnest()
            } else {
              try r.nest(at: 23)
              if CompiledRender.member(variable11, "label").isTruthy {
                try r.nest(at: 24)
                r.write(CompiledRender.member(variable11, "label"))
                r.unnest()
              } else {
                try r.nest(at: 24)
                r.text("_")
                r.unnest()
              }
              r.text(" ")
              r.write(CompiledRender.read(variable12))
              r.unnest()
            }
            r.text(": ")
            if CompiledRender.isText(CompiledRender.member(variable11, "swiftGenType"), "Int") {
              try r.nest(at: 25)
              r.write(CompiledRender.read(variable7))
              r.text("Int")
              r.unnest()
            } else if (CompiledRender.isText(CompiledRender.member(variable11, "type"), "String") || CompiledRender.isText(CompiledRender.member(variable11, "type"), "Double")) {
              try r.nest(at: 25)
              r.write(CompiledRender.read(variable7))
              r.write(CompiledRender.member(variable11, "type"))
              r.unnest()
            } else {
              try r.nest(at: 25)
              r.text("Swift.")
              r.write(CompiledRender.member(variable11, "type"))
              r.unnest()
            }
            if !((variable10.index == variable10.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro1(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable13 = argument0
        do {
          let items12 = LoopItems(CompiledRender.read(variable13))
          try r.loop(items12, count: items12.count, at: 26) { r, position12 in
            try r.nest(at: 26)
            let variable14 = LoopState(index: position12, count: items12.count)
            let variable15 = items12.first(at: position12)
            do {
              let items13 = LoopItems(CompiledRender.member(variable15, "skipped"))
              try r.loop(items13, count: items13.count, at: 27) { r, position13 in
                try r.nest(at: 27)
                _ = LoopState(index: position13, count: items13.count)
                _ = items13.first(at: position13)
                r.text("Swift.Int(0)")
                r.text(", ")
                r.unnest()
              }
            }
            if CompiledRender.isText(CompiledRender.member(variable15, "type"), "UnsafeRawPointer") {
              try r.nest(at: 28)
              r.text("Swift.Int(bitPattern: p")
              r.write(number: (variable14.index + 1))
              r.text(")")
              r.unnest()
            } else {
              try r.nest(at: 28)
              r.text("p")
              r.write(number: (variable14.index + 1))
              r.unnest()
            }
            if !((variable14.index == variable14.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro2(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue, _ argument3: TemplateValue, _ argument4: TemplateValue) throws {
        let variable18 = argument0
        let variable19 = argument1
        let variable20 = argument2
        let variable21 = argument3
        let variable22 = argument4
        if !(CompiledRender.member(root0, "noComments").isTruthy) {
          try r.nest(at: 29)
          try r.enterInclude(at: 30)
          do {
            try r.nest(at: 30)
            if CompiledRender.member(variable20, "rawComment").isTruthy {
              try r.nest(at: 31)
              do {
                let items14 = try LoopItems(r.apply(1, CompiledRender.member(variable20, "rawComment"), [], at: 32))
                try r.loop(items14, count: items14.count, at: 32) { r, position14 in
                  try r.nest(at: 32)
                  _ = LoopState(index: position14, count: items14.count)
                  let variable24 = items14.first(at: position14)
                  r.text("  /// ")
                  try r.write(r.apply(2, CompiledRender.read(variable24), [], at: 33))
                  r.lines("\n")
                  r.unnest()
                }
              }
              r.lines("  ///\n")
              r.unnest()
            }
            do {
              let items15 = try LoopItems(r.apply(1, CompiledRender.member(variable20, "fallback"), [], at: 34))
              try r.loop(items15, count: items15.count, at: 34) { r, position15 in
                try r.nest(at: 34)
                _ = LoopState(index: position15, count: items15.count)
                let variable26 = items15.first(at: position15)
                r.text("  /// ")
                try r.write(r.apply(2, CompiledRender.read(variable26), [], at: 35))
                r.lines("\n")
                r.unnest()
              }
            }
            try r.enterInclude(at: 36)
            do {
              try r.nest(at: 36)
              do {
                let items16 = LoopItems(CompiledRender.member(variable20, "plurals"))
                try r.loop(items16, count: items16.count, at: 37) { r, position16 in
                  try r.nest(at: 37)
                  _ = LoopState(index: position16, count: items16.count)
                  let variable28 = items16.first(at: position16)
                  let variable29 = CompiledRender.member(variable28, "forms")
                  let variable30 = CompiledRender.member(variable28, "name")
                  try r.enterInclude(at: 38)
                  do {
                    try r.nest(at: 38)
                    do {
                      let items17 = LoopItems(CompiledRender.read(variable29))
                      try r.loop(items17, count: items17.count, at: 39) { r, position17 in
                        try r.nest(at: 39)
                        _ = LoopState(index: position17, count: items17.count)
                        let variable32 = items17.first(at: position17)
                        do {
                          let items18 = try LoopItems(r.apply(1, CompiledRender.member(variable32, "text"), [], at: 40))
                          try r.loop(items18, count: items18.count, at: 40) { r, position18 in
                            try r.nest(at: 40)
                            let variable33 = LoopState(index: position18, count: items18.count)
                            let variable34 = items18.first(at: position18)
                            r.text("  ///")
                            if (variable33.index == 0) {
                              try r.nest(at: 41)
                              r.text(" - ")
                              if CompiledRender.read(variable30).isTruthy {
                                try r.nest(at: 42)
                                r.write(CompiledRender.read(variable30))
                                r.text(" ")
                                r.unnest()
                              }
                              r.write(CompiledRender.member(variable32, "category"))
                              r.text(":")
                              r.unnest()
                            } else {
                              try r.nest(at: 41)
                              r.text("   ")
                              r.unnest()
                            }
                            if CompiledRender.read(variable34).isTruthy {
                              try r.nest(at: 43)
                              r.text(" ")
                              r.unnest()
                            }
                            try r.write(r.apply(2, CompiledRender.read(variable34), [], at: 44))
                            r.lines("\n")
                            r.unnest()
                          }
                        }
                        r.unnest()
                      }
                    }
                    r.unnest()
                  }
                  r.leaveCall()
                  r.unnest()
                }
              }
              do {
                let items19 = LoopItems(CompiledRender.member(variable20, "devices"))
                try r.loop(items19, count: items19.count, at: 45) { r, position19 in
                  try r.nest(at: 45)
                  _ = LoopState(index: position19, count: items19.count)
                  let variable36 = items19.first(at: position19)
                  if CompiledRender.member(variable36, "plural").isTruthy {
                    try r.nest(at: 46)
                    let variable37 = CompiledRender.member(CompiledRender.member(variable36, "plural"), "forms")
                    let variable38 = CompiledRender.member(variable36, "device")
                    try r.enterInclude(at: 47)
                    do {
                      try r.nest(at: 47)
                      do {
                        let items20 = LoopItems(CompiledRender.read(variable37))
                        try r.loop(items20, count: items20.count, at: 39) { r, position20 in
                          try r.nest(at: 39)
                          _ = LoopState(index: position20, count: items20.count)
                          let variable40 = items20.first(at: position20)
                          do {
                            let items21 = try LoopItems(r.apply(1, CompiledRender.member(variable40, "text"), [], at: 40))
                            try r.loop(items21, count: items21.count, at: 40) { r, position21 in
                              try r.nest(at: 40)
                              let variable41 = LoopState(index: position21, count: items21.count)
                              let variable42 = items21.first(at: position21)
                              r.text("  ///")
                              if (variable41.index == 0) {
                                try r.nest(at: 41)
                                r.text(" - ")
                                if CompiledRender.read(variable38).isTruthy {
                                  try r.nest(at: 42)
                                  r.write(CompiledRender.read(variable38))
                                  r.text(" ")
                                  r.unnest()
                                }
                                r.write(CompiledRender.member(variable40, "category"))
                                r.text(":")
                                r.unnest()
                              } else {
                                try r.nest(at: 41)
                                r.text("   ")
                                r.unnest()
                              }
                              if CompiledRender.read(variable42).isTruthy {
                                try r.nest(at: 43)
                                r.text(" ")
                                r.unnest()
                              }
                              try r.write(r.apply(2, CompiledRender.read(variable42), [], at: 44))
                              r.lines("\n")
                              r.unnest()
                            }
                          }
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.leaveCall()
                    r.unnest()
                  } else {
                    try r.nest(at: 46)
                    do {
                      let items22 = try LoopItems(r.apply(1, CompiledRender.member(variable36, "text"), [], at: 48))
                      try r.loop(items22, count: items22.count, at: 48) { r, position22 in
                        try r.nest(at: 48)
                        let variable43 = LoopState(index: position22, count: items22.count)
                        let variable44 = items22.first(at: position22)
                        r.text("  /// ")
                        if (variable43.index == 0) {
                          try r.nest(at: 49)
                          r.text("- ")
                          r.write(CompiledRender.member(variable36, "device"))
                          r.text(": ")
                          r.unnest()
                        } else {
                          try r.nest(at: 49)
                          r.text("  ")
                          r.unnest()
                        }
                        try r.write(r.apply(2, CompiledRender.read(variable44), [], at: 50))
                        r.lines("\n")
                        r.unnest()
                      }
                    }
                    r.unnest()
                  }
                  r.unnest()
                }
              }
              r.unnest()
            }
            r.leaveCall()
            r.unnest()
          }
          r.leaveCall()
          r.unnest()
        }
        try r.nest(at: 51)
        let captured23 = try r.capture {
          if CompiledRender.holds(.greater, CompiledRender.member(CompiledRender.member(CompiledRender.member(variable20, "arguments"), "last"), "position"), TemplateValue.int(4)) {
            try r.nest(at: 52)
            r.text("_l10n")
            if CompiledRender.holds(.greater, CompiledRender.read(variable19), TemplateValue.int(1)) {
              try r.nest(at: 53)
              r.text("_")
              r.write(CompiledRender.read(variable19))
              r.unnest()
            }
            r.text("(\"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "rawKey"), [], at: 54))
            r.text("\", [")
            let argument24 = CompiledRender.member(variable20, "arguments")
            try r.enterMacro("callArguments", at: 55)
            try r.nest(at: 55)
            try macro1(r, CompiledRender.isNull(argument24) ? CompiledRender.read(root3) : argument24)
            r.unnest()
            r.leaveCall()
            r.text("], fallback: \"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "fallback"), [], at: 56))
            r.text("\")")
            r.unnest()
          } else {
            try r.nest(at: 52)
            r.text("_l10n")
            try r.write(r.apply(0, CompiledRender.member(CompiledRender.member(CompiledRender.member(variable20, "arguments"), "last"), "position"), [TemplateValue.int(0)], at: 57))
            if CompiledRender.holds(.greater, CompiledRender.read(variable19), TemplateValue.int(1)) {
              try r.nest(at: 58)
              r.text("_")
              r.write(CompiledRender.read(variable19))
              r.unnest()
            }
            r.text("(\"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "rawKey"), [], at: 59))
            r.text("\"")
            r.text(", ")
            if CompiledRender.member(variable20, "arguments").isTruthy {
              try r.nest(at: 60)
              let argument25 = CompiledRender.member(variable20, "arguments")
              try r.enterMacro("callArguments", at: 61)
              try r.nest(at: 61)
              try macro1(r, CompiledRender.isNull(argument25) ? CompiledRender.read(root3) : argument25)
              r.unnest()
              r.leaveCall()
              r.text(", ")
              r.unnest()
            }
            r.text("fallback: \"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "fallback"), [], at: 62))
            r.text("\")")
            r.unnest()
          }
        }
        r.unnest()
        let variable45 = TemplateValue.string(captured23)
        if CompiledRender.member(variable20, "arguments").isTruthy {
          try r.nest(at: 63)
          r.text("  ")
          r.write(CompiledRender.read(variable1))
          r.text(" nonisolated static func ")
          r.write(CompiledRender.read(variable21))
          r.text("(")
          let argument26 = CompiledRender.member(variable20, "arguments")
          try r.enterMacro("parameters", at: 64)
          try r.nest(at: 64)
          try macro0(r, CompiledRender.isNull(argument26) ? CompiledRender.read(root3) : argument26)
          r.unnest()
          r.leaveCall()
          r.text(") -> ")
          r.write(CompiledRender.read(variable7))
          r.lines("String {\n    ")
          r.write(CompiledRender.read(variable45))
          r.lines("\n  }\n")
          r.unnest()
        } else if (CompiledRender.member(root0, "cachedProperties").isTruthy && !(CompiledRender.member(root0, "lookupFunction").isTruthy)) {
          try r.nest(at: 63)
          r.text("  ")
          r.write(CompiledRender.read(variable1))
          r.text(" nonisolated static let ")
          r.write(CompiledRender.read(variable21))
          r.text(": ")
          r.write(CompiledRender.read(variable7))
          r.text("String = ")
          r.write(CompiledRender.read(variable45))
          r.lines("\n")
          r.unnest()
        } else {
          try r.nest(at: 63)
          r.text("  ")
          r.write(CompiledRender.read(variable1))
          r.text(" nonisolated static var ")
          r.write(CompiledRender.read(variable21))
          r.text(": ")
          r.write(CompiledRender.read(variable7))
          r.text("String { ")
          r.write(CompiledRender.read(variable45))
          r.lines(" }\n")
          r.unnest()
        }
        if CompiledRender.read(variable22).isTruthy {
          try r.nest(at: 65)
          r.lines("  #if canImport(Darwin)\n  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\n")
          if CompiledRender.member(variable20, "arguments").isTruthy {
            try r.nest(at: 66)
            r.text("  ")
            r.write(CompiledRender.read(variable1))
            r.text(" nonisolated static func ")
            r.write(CompiledRender.read(variable22))
            r.text("(")
            let argument27 = CompiledRender.member(variable20, "arguments")
            try r.enterMacro("parameters", at: 67)
            try r.nest(at: 67)
            try macro0(r, CompiledRender.isNull(argument27) ? CompiledRender.read(root3) : argument27)
            r.unnest()
            r.leaveCall()
            r.lines(") -> LocalizedStringResource {\n    LocalizedStringResource(\"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "rawKey"), [], at: 68))
            r.text("\", defaultValue: \"")
            let variable46 = CompiledRender.member(variable20, "arguments")
            let variable47 = TemplateValue.string("p")
            let variable48 = TemplateValue.string("yes")
            try r.enterInclude(at: 69)
            do {
              try r.nest(at: 69)
              do {
                let items28 = LoopItems(CompiledRender.read(variable46))
                try r.loop(items28, count: items28.count, at: 70) { r, position28 in
                  try r.nest(at: 70)
                  let variable49 = LoopState(index: position28, count: items28.count)
                  let variable50 = items28.first(at: position28)
                  do {
                    let items29 = LoopItems(CompiledRender.member(variable50, "skipped"))
                    try r.loop(items29, count: items29.count, at: 71) { r, position29 in
                      try r.nest(at: 71)
                      _ = LoopState(index: position29, count: items29.count)
                      _ = items29.first(at: position29)
                      r.text("\\(Swift.Int(0), specifier: \"%lld\")")
                      r.unnest()
                    }
                  }
                  try r.nest(at: 72)
                  let captured30 = try r.capture {
                    if ((CompiledRender.read(variable48).isTruthy && CompiledRender.isText(CompiledRender.member(variable50, "swiftGenType"), "Int")) && !CompiledRender.isText(CompiledRender.member(variable50, "type"), "Int")) {
                      try r.nest(at: 73)
                      r.write(CompiledRender.read(variable47))
                      r.write(number: (variable49.index + 1))
                      r.text("._l10n")
                      r.write(CompiledRender.member(variable50, "type"))
                      r.unnest()
                    } else {
                      try r.nest(at: 73)
                      r.write(CompiledRender.read(variable47))
                      r.write(number: (variable49.index + 1))
                      r.unnest()
                    }
                  }
                  r.unnest()
                  let variable53 = TemplateValue.string(captured30)
                  if CompiledRender.member(variable50, "resourceSpecifier").isTruthy {
                    try r.nest(at: 74)
                    r.text("\\(")
                    r.write(CompiledRender.read(variable53))
                    r.text(", specifier: \"")
                    r.write(CompiledRender.member(variable50, "resourceSpecifier"))
                    r.text("\")")
                    r.unnest()
                  } else {
                    try r.nest(at: 74)
                    r.text("\\(")
                    r.write(CompiledRender.read(variable53))
                    r.text(")")
                    r.unnest()
                  }
                  r.unnest()
                }
              }
              r.unnest()
            }
            r.leaveCall()
            r.text("\", table: \"")
            try r.write(r.apply(3, CompiledRender.read(variable18), [], at: 75))
            r.text("\", bundle: .atURL(")
            r.write(CompiledRender.read(variable2))
            r.lines("._bundle.bundleURL))\n  }\n")
            r.unnest()
          } else {
            try r.nest(at: 66)
            r.text("  ")
            r.write(CompiledRender.read(variable1))
            r.text(" nonisolated static var ")
            r.write(CompiledRender.read(variable22))
            r.lines(": LocalizedStringResource {\n    LocalizedStringResource(\"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "rawKey"), [], at: 76))
            r.text("\", defaultValue: \"")
            try r.write(r.apply(3, CompiledRender.member(variable20, "fallback"), [], at: 77))
            r.text("\", table: \"")
            try r.write(r.apply(3, CompiledRender.read(variable18), [], at: 78))
            r.text("\", bundle: .atURL(")
            r.write(CompiledRender.read(variable2))
            r.lines("._bundle.bundleURL))\n  }\n")
            r.unnest()
          }
          r.lines("  #endif\n")
          r.unnest()
        }
      }
      func macro3(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
        let variable54 = argument0
        let variable55 = argument1
        if CompiledRender.member(variable55, "children").isTruthy {
          try r.nest(at: 79)
          r.text("  ")
          r.write(CompiledRender.read(variable1))
          r.text(" enum ")
          r.write(CompiledRender.read(variable54))
          r.lines(" {\n")
          r.beginIndent("  ", first: true)
          try r.nest(at: 80)
          do {
            let items31 = LoopItems(CompiledRender.member(variable55, "children"))
            try r.loop(items31, count: items31.count, at: 81) { r, position31 in
              try r.nest(at: 81)
              _ = LoopState(index: position31, count: items31.count)
              let variable57 = items31.first(at: position31)
              let argument32 = CompiledRender.member(variable57, "swiftName")
              let argument33 = CompiledRender.read(variable57)
              try r.enterMacro("levelEnum", at: 82)
              try r.nest(at: 82)
              try macro3(r, CompiledRender.isNull(argument32) ? CompiledRender.read(variable54) : argument32, CompiledRender.isNull(argument33) ? CompiledRender.read(variable55) : argument33)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
          }
          r.unnest()
          r.endIndent()
          r.lines("  }\n")
          r.unnest()
        } else {
          try r.nest(at: 79)
          r.text("  ")
          r.write(CompiledRender.read(variable1))
          r.text(" enum ")
          r.write(CompiledRender.read(variable54))
          r.lines(" {}\n")
          r.unnest()
        }
      }
      func macro4(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue) throws {
        let variable58 = argument0
        let variable59 = argument1
        let variable60 = argument2
        do {
          let items34 = LoopItems(CompiledRender.member(variable60, "strings"))
          try r.loop(items34, count: items34.count, at: 83) { r, position34 in
            try r.nest(at: 83)
            _ = LoopState(index: position34, count: items34.count)
            let variable62 = items34.first(at: position34)
            let argument35 = CompiledRender.read(variable58)
            let argument36 = CompiledRender.read(variable59)
            let argument37 = CompiledRender.read(variable62)
            let argument38 = CompiledRender.member(variable62, "swiftName")
            let argument39 = CompiledRender.member(variable62, "swiftCompanionName")
            try r.enterMacro("member", at: 84)
            try r.nest(at: 84)
            try macro2(r, CompiledRender.isNull(argument35) ? CompiledRender.read(variable58) : argument35, CompiledRender.isNull(argument36) ? CompiledRender.read(variable59) : argument36, CompiledRender.isNull(argument37) ? CompiledRender.read(variable62) : argument37, CompiledRender.isNull(argument38) ? CompiledRender.read(root4) : argument38, CompiledRender.isNull(argument39) ? CompiledRender.read(root5) : argument39)
            r.unnest()
            r.leaveCall()
            r.unnest()
          }
        }
        do {
          let items40 = LoopItems(CompiledRender.member(variable60, "children"))
          try r.loop(items40, count: items40.count, at: 85) { r, position40 in
            try r.nest(at: 85)
            _ = LoopState(index: position40, count: items40.count)
            let variable64 = items40.first(at: position40)
            if CompiledRender.read(variable0).isTruthy {
              try r.nest(at: 86)
              let argument41 = CompiledRender.read(variable58)
              let argument42 = CompiledRender.read(variable59)
              let argument43 = CompiledRender.read(variable64)
              try r.enterMacro("level", at: 87)
              try r.nest(at: 87)
              try macro4(r, CompiledRender.isNull(argument41) ? CompiledRender.read(variable58) : argument41, CompiledRender.isNull(argument42) ? CompiledRender.read(variable59) : argument42, CompiledRender.isNull(argument43) ? CompiledRender.read(variable60) : argument43)
              r.unnest()
              r.leaveCall()
              r.unnest()
            } else {
              try r.nest(at: 86)
              let argument44 = CompiledRender.member(variable64, "swiftName")
              let argument45 = CompiledRender.read(variable64)
              try r.enterMacro("levelEnum", at: 88)
              try r.nest(at: 88)
              try macro3(r, CompiledRender.isNull(argument44) ? CompiledRender.read(root4) : argument44, CompiledRender.isNull(argument45) ? CompiledRender.read(variable60) : argument45)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
            r.unnest()
          }
        }
      }
      func macro5(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue, _ argument2: TemplateValue, _ argument3: TemplateValue, _ argument4: TemplateValue) throws {
        let variable65 = argument0
        let variable66 = argument1
        let variable67 = argument2
        let variable68 = argument3
        let variable69 = argument4
        if (CompiledRender.read(variable69).isTruthy && CompiledRender.member(variable67, "strings").isTruthy) {
          try r.nest(at: 89)
          r.lines("\nextension ")
          r.write(CompiledRender.read(variable68))
          r.lines(" {\n")
          do {
            let items46 = LoopItems(CompiledRender.member(variable67, "strings"))
            try r.loop(items46, count: items46.count, at: 90) { r, position46 in
              try r.nest(at: 90)
              _ = LoopState(index: position46, count: items46.count)
              let variable71 = items46.first(at: position46)
              let argument47 = CompiledRender.read(variable65)
              let argument48 = CompiledRender.read(variable66)
              let argument49 = CompiledRender.read(variable71)
              let argument50 = CompiledRender.member(variable71, "swiftName")
              let argument51 = CompiledRender.member(variable71, "swiftCompanionName")
              try r.enterMacro("member", at: 91)
              try r.nest(at: 91)
              try macro2(r, CompiledRender.isNull(argument47) ? CompiledRender.read(variable65) : argument47, CompiledRender.isNull(argument48) ? CompiledRender.read(variable66) : argument48, CompiledRender.isNull(argument49) ? CompiledRender.read(variable71) : argument49, CompiledRender.isNull(argument50) ? CompiledRender.read(root4) : argument50, CompiledRender.isNull(argument51) ? CompiledRender.read(root5) : argument51)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
          }
          r.lines("}\n")
          r.unnest()
        }
        do {
          let items52 = LoopItems(CompiledRender.member(variable67, "children"))
          try r.loop(items52, count: items52.count, at: 92) { r, position52 in
            try r.nest(at: 92)
            _ = LoopState(index: position52, count: items52.count)
            let variable73 = items52.first(at: position52)
            try r.nest(at: 93)
            let captured53 = r.capture {
              r.write(CompiledRender.read(variable68))
              r.text(".")
              r.write(CompiledRender.member(variable73, "swiftName"))
            }
            r.unnest()
            let variable74 = TemplateValue.string(captured53)
            let argument54 = CompiledRender.read(variable65)
            let argument55 = CompiledRender.read(variable66)
            let argument56 = CompiledRender.read(variable73)
            let argument57 = CompiledRender.read(variable74)
            let argument58 = TemplateValue.string("own")
            try r.enterMacro("levelExtension", at: 94)
            try r.nest(at: 94)
            try macro5(r, CompiledRender.isNull(argument54) ? CompiledRender.read(variable65) : argument54, CompiledRender.isNull(argument55) ? CompiledRender.read(variable66) : argument55, CompiledRender.isNull(argument56) ? CompiledRender.read(variable67) : argument56, CompiledRender.isNull(argument57) ? CompiledRender.read(variable68) : argument57, CompiledRender.isNull(argument58) ? CompiledRender.read(variable69) : argument58)
            r.unnest()
            r.leaveCall()
            r.unnest()
          }
        }
      }
      r.write(CompiledRender.read(variable1))
      r.text(" enum ")
      r.write(CompiledRender.read(variable2))
      r.lines(" {\n")
      if CompiledRender.read(root6).isTruthy {
        try r.nest(at: 95)
        do {
          let items59 = LoopItems(CompiledRender.read(root2))
          try r.loop(items59, count: items59.count, at: 96) { r, position59 in
            try r.nest(at: 96)
            let variable75 = LoopState(index: position59, count: items59.count)
            let variable76 = items59.first(at: position59)
            if CompiledRender.member(variable76, "atTopLevel").isTruthy {
              try r.nest(at: 97)
              let argument60 = CompiledRender.member(variable76, "name")
              let argument61 = TemplateValue.int((variable75.index + 1))
              let argument62 = CompiledRender.member(variable76, "levels")
              try r.enterMacro("level", at: 98)
              try r.nest(at: 98)
              try macro4(r, CompiledRender.isNull(argument60) ? CompiledRender.read(variable76) : argument60, CompiledRender.isNull(argument61) ? CompiledRender.read(root7) : argument61, CompiledRender.isNull(argument62) ? CompiledRender.read(root8) : argument62)
              r.unnest()
              r.leaveCall()
              r.unnest()
            }
            r.unnest()
          }
        }
        do {
          let items63 = LoopItems(CompiledRender.read(root2))
          try r.loop(items63, count: items63.count, at: 99) { r, position63 in
            try r.nest(at: 99)
            let variable77 = LoopState(index: position63, count: items63.count)
            let variable78 = items63.first(at: position63)
            if !(CompiledRender.member(variable78, "atTopLevel").isTruthy) {
              try r.nest(at: 100)
              if CompiledRender.read(variable0).isTruthy {
                try r.nest(at: 101)
                r.text("  ")
                r.write(CompiledRender.read(variable1))
                r.text(" enum ")
                r.write(CompiledRender.member(variable78, "swiftName"))
                r.lines(" {\n")
                r.beginIndent("  ", first: true)
                try r.nest(at: 102)
                let argument64 = CompiledRender.member(variable78, "name")
                let argument65 = TemplateValue.int((variable77.index + 1))
                let argument66 = CompiledRender.member(variable78, "levels")
                try r.enterMacro("level", at: 103)
                try r.nest(at: 103)
                try macro4(r, CompiledRender.isNull(argument64) ? CompiledRender.read(variable78) : argument64, CompiledRender.isNull(argument65) ? CompiledRender.read(root7) : argument65, CompiledRender.isNull(argument66) ? CompiledRender.read(root8) : argument66)
                r.unnest()
                r.leaveCall()
                r.unnest()
                r.endIndent()
                r.lines("  }\n")
                r.unnest()
              } else {
                try r.nest(at: 101)
                let argument67 = CompiledRender.member(variable78, "swiftName")
                let argument68 = CompiledRender.member(variable78, "levels")
                try r.enterMacro("levelEnum", at: 104)
                try r.nest(at: 104)
                try macro3(r, CompiledRender.isNull(argument67) ? CompiledRender.read(root4) : argument67, CompiledRender.isNull(argument68) ? CompiledRender.read(root8) : argument68)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
            r.unnest()
          }
        }
        r.unnest()
      } else {
        try r.nest(at: 95)
        let argument69 = CompiledRender.member(CompiledRender.member(root2, "first"), "name")
        let argument70 = TemplateValue.int(1)
        let argument71 = CompiledRender.member(CompiledRender.member(root2, "first"), "levels")
        try r.enterMacro("level", at: 105)
        try r.nest(at: 105)
        try macro4(r, CompiledRender.isNull(argument69) ? CompiledRender.read(root9) : argument69, CompiledRender.isNull(argument70) ? CompiledRender.read(root7) : argument70, CompiledRender.isNull(argument71) ? CompiledRender.read(root8) : argument71)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
      r.lines("}\n")
      if !(CompiledRender.read(variable0).isTruthy) {
        try r.nest(at: 106)
        if CompiledRender.read(root6).isTruthy {
          try r.nest(at: 107)
          do {
            let items72 = LoopItems(CompiledRender.read(root2))
            try r.loop(items72, count: items72.count, at: 108) { r, position72 in
              try r.nest(at: 108)
              let variable79 = LoopState(index: position72, count: items72.count)
              let variable80 = items72.first(at: position72)
              if CompiledRender.member(variable80, "atTopLevel").isTruthy {
                try r.nest(at: 109)
                let argument73 = CompiledRender.member(variable80, "name")
                let argument74 = TemplateValue.int((variable79.index + 1))
                let argument75 = CompiledRender.member(variable80, "levels")
                let argument76 = CompiledRender.read(variable2)
                let argument77 = TemplateValue.string("")
                try r.enterMacro("levelExtension", at: 110)
                try r.nest(at: 110)
                try macro5(r, CompiledRender.isNull(argument73) ? CompiledRender.read(variable80) : argument73, CompiledRender.isNull(argument74) ? CompiledRender.read(root7) : argument74, CompiledRender.isNull(argument75) ? CompiledRender.read(root8) : argument75, CompiledRender.isNull(argument76) ? CompiledRender.read(root10) : argument76, CompiledRender.isNull(argument77) ? CompiledRender.read(root11) : argument77)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
          }
          do {
            let items78 = LoopItems(CompiledRender.read(root2))
            try r.loop(items78, count: items78.count, at: 111) { r, position78 in
              try r.nest(at: 111)
              let variable81 = LoopState(index: position78, count: items78.count)
              let variable82 = items78.first(at: position78)
              if !(CompiledRender.member(variable82, "atTopLevel").isTruthy) {
                try r.nest(at: 112)
                try r.nest(at: 113)
                let captured79 = r.capture {
                  r.write(CompiledRender.read(variable2))
                  r.text(".")
                  r.write(CompiledRender.member(variable82, "swiftName"))
                }
                r.unnest()
                let variable83 = TemplateValue.string(captured79)
                let argument80 = CompiledRender.member(variable82, "name")
                let argument81 = TemplateValue.int((variable81.index + 1))
                let argument82 = CompiledRender.member(variable82, "levels")
                let argument83 = CompiledRender.read(variable83)
                let argument84 = TemplateValue.string("own")
                try r.enterMacro("levelExtension", at: 114)
                try r.nest(at: 114)
                try macro5(r, CompiledRender.isNull(argument80) ? CompiledRender.read(variable82) : argument80, CompiledRender.isNull(argument81) ? CompiledRender.read(root7) : argument81, CompiledRender.isNull(argument82) ? CompiledRender.read(root8) : argument82, CompiledRender.isNull(argument83) ? CompiledRender.read(root10) : argument83, CompiledRender.isNull(argument84) ? CompiledRender.read(root11) : argument84)
                r.unnest()
                r.leaveCall()
                r.unnest()
              }
              r.unnest()
            }
          }
          r.unnest()
        } else {
          try r.nest(at: 107)
          let argument85 = CompiledRender.member(CompiledRender.member(root2, "first"), "name")
          let argument86 = TemplateValue.int(1)
          let argument87 = CompiledRender.member(CompiledRender.member(root2, "first"), "levels")
          let argument88 = CompiledRender.read(variable2)
          let argument89 = TemplateValue.string("")
          try r.enterMacro("levelExtension", at: 115)
          try r.nest(at: 115)
          try macro5(r, CompiledRender.isNull(argument85) ? CompiledRender.read(root9) : argument85, CompiledRender.isNull(argument86) ? CompiledRender.read(root7) : argument86, CompiledRender.isNull(argument87) ? CompiledRender.read(root8) : argument87, CompiledRender.isNull(argument88) ? CompiledRender.read(root10) : argument88, CompiledRender.isNull(argument89) ? CompiledRender.read(root11) : argument89)
          r.unnest()
          r.leaveCall()
          r.unnest()
        }
        r.unnest()
      }
      r.lines("\n// MARK: - Language\n\nextension ")
      r.write(CompiledRender.read(variable2))
      r.lines(" {\n  /// Shows every string in `language`, a localization folder's name (`\"de\"`, `\"pt-BR\"`), or\n  /// follows the user's language again with `nil` (on Linux, where Foundation ignores it: the first\n  /// language of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, as gettext reads them, that the app\n  /// has, else the development language). Safe from any thread. Every accessor reads the table anew,\n  /// so the change shows at once (unless generated with the `cachedProperties` param, as `static let`s).\n  ")
      r.write(CompiledRender.read(variable1))
      r.lines(" nonisolated static func setLanguage(to language: Swift.String?) {\n    ")
      r.write(CompiledRender.read(variable5))
      r.lines("._Localization.shared.setLanguage(language)\n  }\n\n  /// The language chosen with `setLanguage(to:)`, or nil when the system's is used.\n  ")
      r.write(CompiledRender.read(variable1))
      r.lines(" nonisolated static func chosenLanguage() -> Swift.String? {\n    ")
      r.write(CompiledRender.read(variable5))
      r.lines("._Localization.shared.language()\n  }\n}\n\n// MARK: - Implementation Details\n\n")
      try r.enterInclude(at: 116)
      do {
        try r.nest(at: 116)
        try r.nest(at: 117)
        let captured90 = try r.capture {
          try r.write(r.apply(0, r.apply(0, CompiledRender.read(root12), [CompiledRender.member(root0, "developmentLanguage")], at: 118), [TemplateValue.string("en")], at: 118))
        }
        r.unnest()
        let variable84 = TemplateValue.string(captured90)
        do {
          let items91 = LoopItems(CompiledRender.read(root2))
          try r.loop(items91, count: items91.count, at: 119) { r, position91 in
            try r.nest(at: 119)
            let variable85 = LoopState(index: position91, count: items91.count)
            let variable86 = items91.first(at: position91)
            r.text("nonisolated fileprivate func _l10n0")
            if !((variable85.index == 0)) {
              try r.nest(at: 120)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 121))
            r.lines("\", key, [], fallback: value)\n}")
            r.lines("\nnonisolated fileprivate func _l10n1")
            if !((variable85.index == 0)) {
              try r.nest(at: 122)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 123))
            r.lines("\", key, [a1], fallback: value)\n}\nnonisolated fileprivate func _l10n2")
            if !((variable85.index == 0)) {
              try r.nest(at: 124)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 125))
            r.lines("\", key, [a1, a2], fallback: value)\n}\nnonisolated fileprivate func _l10n3")
            if !((variable85.index == 0)) {
              try r.nest(at: 126)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, _ a3: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 127))
            r.lines("\", key, [a1, a2, a3], fallback: value)\n}\nnonisolated fileprivate func _l10n4")
            if !((variable85.index == 0)) {
              try r.nest(at: 128)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ a1: any Swift.CVarArg, _ a2: any Swift.CVarArg, _ a3: any Swift.CVarArg, _ a4: any Swift.CVarArg, fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 129))
            r.lines("\", key, [a1, a2, a3, a4], fallback: value)\n}\nnonisolated fileprivate func _l10n")
            if !((variable85.index == 0)) {
              try r.nest(at: 130)
              r.text("_")
              r.write(number: (variable85.index + 1))
              r.unnest()
            }
            r.lines("(_ key: Swift.String, _ arguments: [any Swift.CVarArg], fallback value: Swift.String) -> Swift.String {\n  ")
            r.write(CompiledRender.read(variable2))
            r.text("._tr(\"")
            try r.write(r.apply(3, CompiledRender.member(variable86, "name"), [], at: 131))
            r.lines("\", key, arguments, fallback: value)\n}\n")
            r.unnest()
          }
        }
        if CompiledRender.member(root0, "localizedStringResources").isTruthy {
          try r.nest(at: 132)
          r.lines("\nextension Swift.Int {\n  nonisolated fileprivate var _l10nInt8: Swift.Int8 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nInt16: Swift.Int16 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nInt32: Swift.Int32 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt8: Swift.UInt8 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt16: Swift.UInt16 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt32: Swift.UInt32 { .init(truncatingIfNeeded: self) }\n  nonisolated fileprivate var _l10nUInt: Swift.UInt { .init(truncatingIfNeeded: self) }\n}\n")
          r.unnest()
        }
        r.lines("\nextension ")
        r.write(CompiledRender.read(variable2))
        r.lines(" {\n  nonisolated fileprivate static func _tr(_ table: Swift.String, _ key: Swift.String, _ arguments: [any Swift.CVarArg], fallback value: Swift.String) -> Swift.String {\n    let runtime = ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Localization.shared\n")
        if CompiledRender.member(root0, "lookupFunction").isTruthy {
          try r.nest(at: 133)
          r.text("    let format = ")
          r.write(CompiledRender.member(root0, "lookupFunction"))
          r.lines("(key, table, value)\n    return runtime.format(format, arguments, locale: runtime.locale(for: runtime.readLanguage(bundle: _bundle), developmentLanguage: _developmentLanguage))\n")
          r.unnest()
        } else {
          try r.nest(at: 133)
          r.lines("    return runtime.string(\n      table: table, key: key, arguments: arguments, fallback: value,\n      bundle: _bundle, developmentFolder: _developmentFolder(of: table), developmentLanguage: _developmentLanguage)\n")
          r.unnest()
        }
        r.lines("  }\n\n  /// The bundle holding the tables.\n  nonisolated fileprivate static var _bundle: Foundation.Bundle {\n")
        if CompiledRender.member(root0, "bundle").isTruthy {
          try r.nest(at: 134)
          r.text("    return ")
          r.write(CompiledRender.member(root0, "bundle"))
          r.lines("\n")
          r.unnest()
        } else {
          try r.nest(at: 134)
          r.lines("    #if SWIFT_PACKAGE\n    return Foundation.Bundle.module\n    #else\n    return Foundation.Bundle(for: _BundleToken.self)\n    #endif\n")
          r.unnest()
        }
        r.lines("  }\n")
        if !(CompiledRender.member(root0, "bundle").isTruthy) {
          try r.nest(at: 135)
          r.lines("\n  private final class _BundleToken {}\n")
          r.unnest()
        }
        r.lines("\n  /// The localization folder of the tables this file was generated from: the last one every lookup\n  /// reads (Foundation on Linux cannot tell it).\n  nonisolated fileprivate static let _developmentFolder = \"")
        try r.write(r.apply(3, CompiledRender.read(variable84), [], at: 136))
        r.lines("\"\n\n  /// The language whose numbers and plural rules apply on Linux while no language is chosen.\n  nonisolated fileprivate static let _developmentLanguage = \"")
        if CompiledRender.isText(CompiledRender.read(variable84), "Base") {
          try r.nest(at: 137)
          try r.write(r.apply(3, r.apply(0, CompiledRender.member(root0, "developmentLanguage"), [TemplateValue.string("en")], at: 138), [], at: 138))
          r.unnest()
        } else {
          try r.nest(at: 137)
          try r.write(r.apply(3, CompiledRender.read(variable84), [], at: 139))
          r.unnest()
        }
        r.lines("\"\n\n  /// The folder of `table`'s development-language files.\n  nonisolated fileprivate static func _developmentFolder(of table: Swift.String) -> Swift.String {\n")
        do {
          let items92 = LoopItems(CompiledRender.read(root2))
          try r.loop(items92, count: items92.count, at: 140) { r, position92 in
            try r.nest(at: 140)
            _ = LoopState(index: position92, count: items92.count)
            let variable88 = items92.first(at: position92)
            if CompiledRender.member(variable88, "developmentLanguage").isTruthy {
              try r.nest(at: 141)
              if CompiledRender.holds(.notEqual, CompiledRender.member(variable88, "developmentLanguage"), CompiledRender.read(variable84)) {
                try r.nest(at: 142)
                r.text("    if table == \"")
                try r.write(r.apply(3, CompiledRender.member(variable88, "name"), [], at: 143))
                r.text("\" { return \"")
                try r.write(r.apply(3, CompiledRender.member(variable88, "developmentLanguage"), [], at: 144))
                r.lines("\" }\n")
                r.unnest()
              }
              r.unnest()
            }
            r.unnest()
          }
        }
        r.lines("    return _developmentFolder\n  }\n}\n")
        if !CompiledRender.isText(CompiledRender.read(variable3), "external") {
          try r.nest(at: 145)
          try r.enterInclude(at: 146)
          do {
            try r.nest(at: 146)
            func macro6(_ r: CompiledRender, _ argument0: TemplateValue) throws {
              let variable89 = argument0
              r.text("    ")
              r.write(CompiledRender.read(variable89))
              r.write(CompiledRender.read(variable6))
              r.lines(" final class _Localization: @unchecked Swift.Sendable {\n      ")
              r.write(CompiledRender.read(variable8))
              r.lines("static let shared = _Localization()\n      let lock = Foundation.NSLock()\n      var chosenLanguage: Swift.String?\n      var bundles: [Swift.String: Foundation.Bundle] = [:]\n      var locales: [Swift.String: Foundation.Locale] = [:]\n      /// The bundles seen and their paths, by which what is kept for them is found.\n      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []\n      /// Each bundle's localization folders, and on Linux the user's language it has.\n      var availableFolders: [Swift.String: [Swift.String]] = [:]\n      var userLanguages: [Swift.String: Swift.String] = [:]\n      /// The folders a lookup reads, by bundle and language.\n      var lookups: [Swift.String: [Swift.String]] = [:]\n      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]\n      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]\n      #if !canImport(Darwin)\n        var tables: [Swift.String: _Table] = [:]\n      #endif\n    }\n\n    #if !canImport(Darwin)\n      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.\n      ")
              r.write(CompiledRender.read(variable89))
              r.write(CompiledRender.read(variable6))
              r.lines(" struct _Table {\n        var strings: [Swift.String: Swift.String] = [:]\n        var entries: [Swift.String: Any] = [:]\n        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.\n        var text: Swift.String?\n      }\n    #endif\n\n    /// Formatting as CoreFoundation does it (see the extension).\n    ")
              r.write(CompiledRender.read(variable89))
              r.write(CompiledRender.read(variable6))
              r.lines(" enum _Format {\n      /// One `%` sequence, or the text between them.\n      struct Spec {\n        enum Kind { case text, incomplete, null, argument, variable }\n        var kind = Kind.text\n        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.\n        var text = 0..<0\n        var flags = \"\"\n        var width = -1, precision = -1\n        /// Argument slots, from 0: -1 none, -2 the next in sequence.\n        var widthSlot = -1, precisionSlot = -1, slot = -1\n        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.\n        var size = 0, length = \"\"\n        /// A `.` without digits: precision 0 for `snprintf`.\n        var dot = false\n        var conversion: Swift.Unicode.Scalar = \"%\"\n        var name = \"\"\n      }\n\n      /// How a slot reads the call's arguments: one argument, none (a variable whose value type\n      /// Foundation cannot read), or nothing names it.\n      enum Slot: Swift.Equatable { case unused, argument, none }\n\n      /// A plural variable's number, as its value type reads the argument.\n      enum Number {\n        case integer(Swift.Int64)\n        case double(Swift.Double)\n      }\n    }\n")
            }
            if CompiledRender.isText(CompiledRender.read(variable3), "module") {
              try r.nest(at: 147)
              r.lines("\n// MARK: - Run time (the module's)\n\n/// The run time of this module's generated strings: each file generated with the `runtime` param\n/// `external` uses it")
              if !CompiledRender.isText(CompiledRender.read(variable6), "internal") {
                try r.nest(at: 148)
                r.text(", in this module or one that imports it")
                r.unnest()
              }
              r.lines(".\n")
              if !CompiledRender.isText(CompiledRender.read(variable6), "internal") {
                try r.nest(at: 149)
                r.write(CompiledRender.read(variable6))
                r.text(" ")
                r.unnest()
              }
              r.text("enum ")
              r.write(CompiledRender.read(variable5))
              r.lines(" {}\n")
              r.unnest()
            } else {
              try r.nest(at: 147)
              r.lines("\n// MARK: - Run time\n")
              r.unnest()
            }
            r.lines("\nextension ")
            r.write(CompiledRender.read(variable5))
            r.lines(" {\n  // The runtime's state and types: the chosen language, the bundles and locales made for it (and on\n  // Linux the tables read), behind one lock. Declared `nonisolated` where the compiler knows the word\n  // on a type (6.1+, as every compiler with default MainActor isolation does), so the accessors work\n  // from any isolation.\n  #if compiler(>=6.1)\n")
            let argument93 = TemplateValue.string("nonisolated ")
            try r.enterMacro("stateTypes", at: 150)
            try r.nest(at: 150)
            try macro6(r, CompiledRender.isNull(argument93) ? CompiledRender.read(root13) : argument93)
            r.unnest()
            r.leaveCall()
            r.lines("  #else  // the same without `nonisolated`\n")
            let argument94 = TemplateValue.string("")
            try r.enterMacro("stateTypes", at: 151)
            try r.nest(at: 151)
            try macro6(r, CompiledRender.isNull(argument94) ? CompiledRender.read(root13) : argument94)
            r.unnest()
            r.leaveCall()
            r.lines("  #endif\n}\n\nextension ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Localization {\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func setLanguage(_ language: Swift.String?) {\n    lock.lock()\n    defer { lock.unlock() }\n    chosenLanguage = language\n  }\n\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func language() -> Swift.String? {\n    lock.lock()\n    defer { lock.unlock() }\n    return chosenLanguage\n  }\n\n  /// The localization folders a lookup reads, in order: those Apple's Bundle chooses for `chosen`\n  /// (`localizationsToUse`), else, as CFBundle does when the user's languages match none, those it\n  /// chooses for the development language; then, as CFBundle searches after them, the development\n  /// region's own folder (`developmentLanguage`), the table's `development` folder, and `Base.lproj`:\n  /// a table whose texts are in Base and plurals in en finds both.\n  nonisolated static func lookupFolders(\n    chosen: Swift.String?, available: [Swift.String], development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    var folders: [Swift.String] = []\n    if let chosen { folders = localizationsToUse([chosen], available: available) }\n    if folders.isEmpty { folders = localizationsToUse([developmentLanguage], available: available) }\n    var after = [development]\n    if available.contains(developmentLanguage) { after.insert(developmentLanguage, at: 0) }\n    if available.contains(\"Base\") { after.append(\"Base\") }\n    for folder in after where !folders.contains(folder) {\n      folders.append(folder)\n    }\n    return folders\n  }\n\n  /// `lookupFolders` for `bundle`, found once for each language.\n  nonisolated func lookupFolders(\n    chosen: Swift.String?, bundle: Foundation.Bundle, development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    let key = [path(of: bundle), chosen ?? \"\", development, developmentLanguage].joined(separator: \"\\u{0}\")\n    lock.lock()\n    let known = lookups[key]\n    lock.unlock()\n    if let known { return known }\n    let folders = Self.lookupFolders(\n      chosen: chosen, available: localizations(of: bundle), development: development, developmentLanguage: developmentLanguage)\n    lock.lock()\n    lookups[key] = folders\n    lock.unlock()\n    return folders\n  }\n\n  /// The folders of `available` read for a user whose languages are `preferred`, as Apple's Bundle\n  /// chooses them: ICU's `ualoc_localizationsToUse` (`ualoc.cpp` of Apple's ICU 76). The first\n  /// language that matches a folder chooses it: one of the same name; else one of the same name once\n  /// aliases are read (`zh-TW` is `zh-Hant-TW`, `iw` `he`, `English` `en`); else the one nearest\n  /// through both names' parents (`parentLocale(_:)`), where a folder of a region other than the\n  /// language's own counts one step further: `de-AT` finds `de-DE`, `es-MX` `es-419`, `en-AU`\n  /// `en-GB`, `pt-PT` `pt-BR` only when no other language matches. A regional folder found through\n  /// parents gives way to one that a later language of the same names exactly. After it come the\n  /// folders of its parents (`de-AT`, `de`); `zxx` when nothing matches and the bundle has it.\n  nonisolated static func localizationsToUse(_ preferred: [Swift.String], available: [Swift.String]) -> [Swift.String] {\n    let languages = preferred.compactMap(localeID)\n    let folders = available.compactMap { name in localeID(name).map { (name: name, id: $0) } }\n    var parents = [Swift.Int: [Swift.String]]()\n    func parentsOfFolder(_ index: Swift.Int) -> [Swift.String] {\n      if let known = parents[index] { return known }\n      let chain = parentChain(folders[index].id.normalized, ownRegionFirst: true)\n      parents[index] = chain\n      return chain\n    }\n    var result: Swift.Int?\n    var score = 999\n    var portuguese: Swift.Int?\n    for language in languages {\n      if case .some = result { break }\n      for (index, folder) in folders.enumerated() {\n        if _l10nLess(-1, score), _l10nEqual(language.base, folder.id.base) {\n          (result, score) = (index, -1)\n        } else if _l10nLess(0, score), _l10nEqual(language.normalized, folder.id.normalized) {\n          (result, score) = (index, 0)\n        } else if _l10nLess(0, score), _l10nEqual(language.group, folder.id.group) {\n          for (distance, parent) in parentChain(language.normalized, ownRegionFirst: false).enumerated() {\n            for (folderDistance, folderParent) in parentsOfFolder(index).enumerated() where _l10nEqual(parent, folderParent) {\n              if _l10nEqual(language.normalized, \"pt_PT\"), _l10nEqual(folder.id.normalized, \"pt_BR\") {\n                portuguese = index\n              } else {\n                let total = distance + folderDistance + (_l10nEqual(language.language, folder.id.language) ? 0 : 1)\n                if _l10nLess(total, score) { (result, score) = (index, total) }\n              }\n            }\n          }\n        }\n      }\n    }\n    if let found = result, _l10nLess(0, score), !region(of: folders[found].id.normalized).isEmpty, !_l10nEqual(folders[found].id.language, \"zh\") {\n      search: for language in languages where _l10nEqual(language.language, folders[found].id.language) {\n        for (index, folder) in folders.enumerated()\n        where _l10nEqual(folder.id.base, language.base) || _l10nEqual(folder.id.normalized, language.normalized) {\n          result = index\n          break search\n        }\n      }\n    }\n    guard let found = result ?? portuguese else { return available.contains(\"zxx\") ? [\"zxx\"] : [] }\n    var chosen = [folders[found].name]\n    var previous: Swift.String?\n    for parent in parentsOfFolder(found) where !_l10nEqual(parent, previous) {\n      previous = parent\n      for (index, folder) in folders.enumerated() where !_l10nEqual(index, found) {\n        if _l10nEqual(parent, folder.id.normalized) || (_l10nEqual(parent, \"zh_Hant_HK\") && _l10nEqual(folder.id.normalized, \"zh_Hant_TW\")) {\n          chosen.append(folder.name)\n        }\n      }\n    }\n    return chosen\n  }\n\n  /// A language or folder name as ICU reads it: `base`, its canonical form (`uloc_getBaseName`:\n  /// `_` between subtags, the language in lower case, the script capitalized, the region and variants\n  /// in upper case, extensions and keywords left out); `normalized`, `base` with its alias read\n  /// (`ualoc_normalize`); its `language`, and the `group` of languages whose parents may meet. Nil\n  /// for a name with no language.\n  nonisolated static func localeID(_ name: Swift.String) -> (base: Swift.String, normalized: Swift.String, language: Swift.String, group: Swift.String)? {\n    var subtags: [Swift.String] = []\n    var subtag = \"\"\n    for character in name {\n      if _l10nEqual(character, \"@\") || _l10nEqual(character, \".\") { break }\n      if _l10nEqual(character, \"-\") || _l10nEqual(character, \"_\") {\n        subtags.append(subtag)\n        subtag = \"\"\n      } else {\n        subtag.append(character)\n      }\n    }\n    subtags.append(subtag)\n    let first = subtags[0]\n    guard !first.isEmpty, _l10nLess(first.count, 12), first.allSatisfy(\\.isASCII) else { return nil }\n    var rest: [Swift.String] = []\n    for subtag in subtags.dropFirst() {\n      if _l10nEqual(subtag.count, 1) { break }\n      if !subtag.isEmpty { rest.append(subtag) }\n    }\n    var next = 0\n    var base = first.lowercased()\n    if _l10nLess(next, rest.count), _l10nEqual(rest[next].count, 4), rest[next].allSatisfy(\\.isLetter) {\n      base.append(\"_\")\n      base.append(rest[next].prefix(1).uppercased())\n      base.append(rest[next].dropFirst().lowercased())\n      next = next.advanced(by: 1)\n    }\n    var region = \"\"\n    if _l10nLess(next, rest.count), _l10nLess(rest[next].count, 4) {\n      region = rest[next].uppercased()\n      next = next.advanced(by: 1)\n    }\n    if !region.isEmpty {\n      base.append(\"_\")\n      base.append(region)\n    }\n    if _l10nLess(next, rest.count) {\n      base.append(region.isEmpty ? \"__\" : \"_\")\n      base.append(rest.suffix(from: next).map { $0.uppercased() }.joined(separator: \"_\"))\n    }\n    var normalized = base\n    if let alias = appleAliases[base] {\n      normalized = alias\n    } else if let alias = languageAliases[base] {\n      normalized = alias\n    } else if let separator = base.firstIndex(of: \"_\"), let alias = languageAliases[Swift.String(base.prefix(upTo: separator))] {\n      normalized = alias\n      if !alias.contains(\"_\") {\n        normalized.append(contentsOf: base.suffix(from: separator))\n      } else if _l10nLess(5, alias.count), _l10nEqual(alias.dropLast(4).last, \"_\"), let last = base.lastIndex(of: \"_\"),\n        _l10nLess(base.suffix(from: last).count, 5)\n      {\n        normalized.append(contentsOf: base.suffix(from: last))\n      }\n    }\n    let language = Swift.String(normalized.prefix(while: { !_l10nEqual($0, \"_\") }))\n    let group = [\"ars\": \"ar\", \"hi\": \"en\", \"nb\": \"no\", \"nn\": \"no\", \"wuu\": \"zh\", \"yue\": \"zh\"][language, default: language]\n    return (base, normalized, language, group)\n  }\n\n  /// The region of a canonical name (`uloc_getCountry`): the subtag of two or three characters\n  /// after the language and its script, if any.\n  nonisolated static func region(of name: Swift.String) -> Swift.String {\n    var subtags = name.split(whereSeparator: { _l10nEqual($0, \"_\") || _l10nEqual($0, \"-\") }).dropFirst()\n    if let script = subtags.first, _l10nEqual(script.count, 4) { subtags = subtags.dropFirst() }\n    guard let region = subtags.first, _l10nEqual(region.count, 2) || _l10nEqual(region.count, 3) else { return \"\" }\n    return Swift.String(region)\n  }\n\n  /// A normalized name and its parents up to the root (`LocaleIDInfo::calcParentChain`). With\n  /// `ownRegionFirst`, a name of a region other than its language's own (`de_AT`, not `de_DE`; the\n  /// likely subtags decide) is listed twice, so it is one step further from what it matches.\n  nonisolated static func parentChain(_ normalized: Swift.String, ownRegionFirst: Swift.Bool) -> [Swift.String] {\n    var chain = [normalized]\n    if ownRegionFirst, !region(of: normalized).isEmpty, !_l10nEqual(normalized, \"es_MX\"), !_l10nEqual(normalized, \"zh_Hant_TW\"),\n      !region(of: minimized(normalized)).isEmpty\n    {\n      chain.append(normalized)\n    }\n    while _l10nLess(chain.count, 9), let last = chain.last {\n      let parent = parentLocale(last)\n      guard !parent.isEmpty, !_l10nEqual(parent, \"root\") else { break }\n      chain.append(parent)\n    }\n    return chain\n  }\n\n  /// The parent of a normalized name (`ualoc_getParent`): Apple's own, then CLDR's parentLocales,\n  /// else the name without its last subtag; empty or `root` at the top.\n  nonisolated static func parentLocale(_ name: Swift.String) -> Swift.String {\n    if let parent = parentLocales[name] { return parent }\n    guard let last = name.lastIndex(of: \"_\") else { return \"\" }\n    return Swift.String(name.prefix(upTo: last))\n  }\n\n  /// `name` with the subtags its likely subtags imply left out (`uloc_minimizeSubtags`): `de_DE`\n  /// is `de`, `de_AT` stays. Read from Foundation's ICU; as written where Foundation cannot tell.\n  nonisolated static func minimized(_ name: Swift.String) -> Swift.String {\n    #if canImport(Darwin) || compiler(>=6.0)\n      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {\n        return Foundation.Locale.Language(identifier: name).minimalIdentifier\n      }\n    #endif\n    return name\n  }\n\n  /// Apple's aliases of folder names (`appleAliasMap` of `ualoc.cpp`), as `ualoc_normalize` reads them.\n  nonisolated static let appleAliases: [Swift.String: Swift.String] = [\n    \"arabic\": \"ar\", \"chinese\": \"zh_Hans\", \"danish\": \"da\", \"dutch\": \"nl\", \"english\": \"en\", \"finnish\": \"fi\",\n    \"french\": \"fr\", \"german\": \"de\", \"italian\": \"it\", \"japanese\": \"ja\", \"korean\": \"ko\", \"no_NO\": \"nb_NO\",\n    \"norwegian\": \"nb\", \"polish\": \"pl\", \"portuguese\": \"pt\", \"russian\": \"ru\", \"spanish\": \"es\", \"swedish\": \"sv\",\n    \"thai\": \"th\", \"turkish\": \"tr\", \"yue_CN\": \"yue_Hans_CN\", \"yue_HK\": \"yue_Hant_HK\", \"zh_CN\": \"zh_Hans_CN\",\n    \"zh_HK\": \"zh_Hant_HK\", \"zh_MO\": \"zh_Hant_MO\", \"zh_SG\": \"zh_Hans_SG\", \"zh_TW\": \"zh_Hant_TW\",\n  ]\n\n  /// CLDR's aliases of language codes (the `alias/language` of ICU's `metadata` in Apple's ICU 76),\n  /// read next: those of two-letter codes, and those to languages that have one (`iw` is `he`,\n  /// `cmn` `zh`, `prs` `fa_AF`, `deu` `de`).\n  nonisolated static let languageAliases: [Swift.String: Swift.String] = {\n    let aliases = \"\"\"\n      aar>aa abk>ab adp>dz afr>af aka>ak alb>sq als>sq amh>am ara>ar arb>ar arg>an arm>hy asm>as ava>av ave>ae \\\n      aym>ay ayr>ay aze>az azj>az bak>ba bam>bm baq>eu bel>be ben>bn bh>bho bis>bi bod>bo bos>bs bre>br bul>bg \\\n      bur>my cat>ca ces>cs cha>ch che>ce chi>zh chu>cu chv>cv cmn>zh cnr>sr_ME cor>kw cos>co cre>cr cwd>cr cym>cy \\\n      cze>cs dan>da deu>de div>dv drh>mn drw>fa_AF dut>nl dzo>dz ekk>et ell>el eng>en epo>eo esk>ik est>et eus>eu \\\n      ewe>ee fao>fo fas>fa fat>ak fij>fj fin>fi fra>fr fre>fr fry>fy fuc>ff ful>ff gaz>om geo>ka ger>de gla>gd \\\n      gle>ga glg>gl glv>gv gre>el grn>gn gug>gn guj>gu hat>ht hau>ha hbs>sr_Latn heb>he her>hz hin>hi hmo>ho \\\n      hrv>hr hun>hu hye>hy ibo>ig ice>is ido>io iii>ii ike>iu iku>iu ile>ie in>id ina>ia ind>id ipk>ik isl>is \\\n      ita>it iw>he jav>jv ji>yi jpn>ja jw>jv kal>kl kan>kn kas>ks kat>ka kau>kr kaz>kk khk>mn khm>km kik>ki kin>rw \\\n      kir>ky kmr>ku knc>kr kng>kg kom>kv kon>kg kor>ko kpv>kv kua>kj kur>ku lao>lo lat>la lav>lv lim>li lin>ln \\\n      lit>lt ltz>lb lub>lu lug>lg lvs>lv mac>mk mah>mh mal>ml mao>mi mar>mr may>ms mkd>mk mlg>mg mlt>mt mo>ro \\\n      mol>ro mon>mn mri>mi msa>ms mya>my nau>na nav>nv nbl>nr nde>nd ndo>ng nep>ne nld>nl nno>nn nob>nb nor>no \\\n      npi>ne nya>ny oci>oc ojg>oj oji>oj ori>or orm>om ory>or oss>os pan>pa pbu>ps per>fa pes>fa pli>pi plt>mg \\\n      pol>pl por>pt prp>gu prs>fa_AF pus>ps que>qu quz>qu roh>rm ron>ro rum>ro run>rn rus>ru sag>sg san>sa scc>sr \\\n      scr>hr sh>sr_Latn sin>si slk>sk slo>sk slv>sl sme>se smo>sm sna>sn snd>sd som>so sot>st spa>es sqi>sq src>sc \\\n      srd>sc srp>sr ssw>ss sun>su swa>sw swc>sw_CD swe>sv swh>sw tah>ty tam>ta tat>tt tel>te tgk>tg tha>th tib>bo \\\n      tir>ti tl>fil tnf>fa_AF ton>to tsn>tn tso>ts tuk>tk tur>tr tw>ak twi>ak uig>ug ukr>uk urd>ur uzb>uz uzn>uz \\\n      ven>ve vie>vi vol>vo wel>cy wln>wa wol>wo xho>xh ydd>yi yid>yi yor>yo zha>za zho>zh zsm>ms zul>zu zyb>za\n      \"\"\"\n    var table = [Swift.String: Swift.String]()\n    for alias in aliases.split(separator: \" \") {\n      let parts = alias.split(separator: \">\")\n      table[parts[0].description] = parts[1].description\n    }\n    return table\n  }()\n\n  /// The parents of names whose parent is not the name without its last subtag: CLDR's\n  /// parentLocales as Apple's ICU 76 holds them (`localefallback_data.h`), then Apple's own, which\n  /// come first (`appleParentMap` of `ualoc.cpp`). Each group is a parent, a prefix and its children.\n  nonisolated static let parentLocales: [Swift.String: Swift.String] = {\n    let groups: [(parent: Swift.String, prefix: Swift.String, children: Swift.String)] = [\n      (\"root\", \"\", \"\"\"\n        ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl byn_Latn cu_Glag dje_Arab \\\n        dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab \\\n        kn_Latn kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei \\\n        mr_Latn ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn \\\n        so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn \\\n        yo_Arab yue_Hans zh_Hant zh_Latn\n        \"\"\"),\n      (\"en_001\", \"en_\", \"\"\"\n        150 AF AG AI AM AO AR AU AW AX AZ BB BD BF BH BJ BL BM BN BO BQ BR BS BW BZ CC CD CF CG CI CK CM CR CU CV CX \\\n        CY DG DM DO DZ EC EG EH ER ET FJ FK FM GA GB GD GF GG GH GI GM GN GP GQ GT GY HK HN HT IC ID IE IL IM IN IO \\\n        IQ JE JM JO KE KG KH KI KM KN KW KY KZ LA LB LC LK LR LS LY MA MF MG ML MM MN MO MQ MR MS MT MU MV MW MY MZ \\\n        NA NC NE NF NG NI NP NR NU NZ OM PE PF PG PK PM PN PS PW QA RE RW SB SC SD SG SH SJ SL SM SN SO SS ST SV SX \\\n        SY SZ TC TD TF TG TH TJ TK TL TM TN TO TT TV TZ UG UY UZ VC VE VG VN VU WF WS YE YT ZA ZM ZW\n        \"\"\"),\n      (\"en_150\", \"en_\", \"\"\"\n        AD AL AT BA BE BG BY CH CZ DE DK EE ES FI FO FR GE GL GR HR HU IS IT LI LT LU LV MC MD ME MK NL NO PL PT RO \\\n        RS RU SE SI SK UA VA\n        \"\"\"),\n      (\"es_419\", \"es_\", \"\"\"\n        AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JP KN KY LC MF MQ \\\n        MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI\n        \"\"\"),\n      (\"en_IN\", \"\", \"hi_Latn\"), (\"fr_HT\", \"\", \"ht\"), (\"no\", \"\", \"nb nn no_NO\"),\n      (\"pt_PT\", \"pt_\", \"AO CH CV FR GQ GW LU MO MZ ST TL\"), (\"zh_Hant_HK\", \"\", \"zh_Hant_MO\"),\n      // Apple's own.\n      (\"en_GB\", \"en_\", \"\"\"\n        150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO \\\n        MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW\n        \"\"\"),\n      (\"en_AU\", \"en_\", \"CC CK CX NF NR NU NZ PG WS\"), (\"en_150\", \"\", \"en_CY\"), (\"en_001\", \"\", \"en_GB\"),\n      (\"ar\", \"\", \"ars\"), (\"es_419\", \"\", \"es_MX\"), (\"wuu_Hans\", \"\", \"wuu\"), (\"zh_Hans\", \"\", \"wuu_Hans yue_Hans\"),\n      (\"zh_Hant\", \"\", \"wuu_Hant zh_HK\"), (\"yue_Hant\", \"\", \"yue\"), (\"zh_Hant_HK\", \"\", \"yue_HK\"), (\"yue_HK\", \"\", \"yue_Hant\"),\n      (\"zh_TW\", \"\", \"zh_Hant\"), (\"zh_HK\", \"\", \"zh_Hant_HK\"), (\"root\", \"\", \"zh_TW\"),\n    ]\n    var parents = [Swift.String: Swift.String]()\n    for group in groups {\n      for child in group.children.split(separator: \" \") { parents[[group.prefix, Swift.String(child)].joined()] = group.parent }\n    }\n    return parents\n  }()\n\n  /// The language the accessors read: the chosen one; on Linux without one, that of the user's\n  /// (`userLanguages`) for which Apple's Bundle would choose the folder it chooses for all of them\n  /// (`localizationsToUse`), if any; on Apple platforms Foundation chooses the user's itself.\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func readLanguage(bundle: Foundation.Bundle) -> Swift.String? {\n    #if canImport(Darwin)\n      return language()\n    #else\n      if let chosen = language() { return chosen }\n      let path = self.path(of: bundle)\n      lock.lock()\n      let known = userLanguages[path]\n      lock.unlock()\n      if let known { return known.isEmpty ? nil : known }\n      let available = localizations(of: bundle)\n      var user: Swift.String?\n      if let folder = Self.localizationsToUse(Self.userLanguages, available: available).first {\n        for language in Self.userLanguages where _l10nEqual(Self.localizationsToUse([language], available: available).first, folder) {\n          user = language\n          break\n        }\n      }\n      lock.lock()\n      userLanguages[path] = user ?? \"\"\n      lock.unlock()\n      return user\n    #endif\n  }\n\n  /// The locale numbers are formatted with, whose language's plural rules choose plural forms: that of\n  /// the language read (`readLanguage(bundle:)`); else on Apple platforms the user's, on Linux the\n  /// development language's.\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func locale(for chosen: Swift.String?, developmentLanguage: Swift.String) -> Foundation.Locale {\n    #if canImport(Darwin)\n      guard let identifier = chosen else { return Foundation.Locale.current }\n    #else\n      let identifier = chosen ?? developmentLanguage\n    #endif\n    lock.lock()\n    defer { lock.unlock() }\n    if let locale = locales[identifier] { return locale }\n    let locale = Foundation.Locale(identifier: identifier)\n    locales[identifier] = locale\n    return locale\n  }\n\n  /// The bundle of a localization folder of `base`, or nil when it has no such localization.\n  nonisolated func bundle(for folder: Swift.String, in base: Foundation.Bundle) -> Foundation.Bundle? {\n    let key = [path(of: base), folder].joined(separator: \"/\")\n    lock.lock()\n    defer { lock.unlock() }\n    if let bundle = bundles[key] { return bundle }\n    guard let path = base.path(forResource: folder, ofType: \"lproj\"), let bundle = Foundation.Bundle(path: path) else {\n      return nil\n    }\n    bundles[key] = bundle\n    return bundle\n  }\n\n  /// The localization folders of `bundle`, listed once.\n  nonisolated func localizations(of bundle: Foundation.Bundle) -> [Swift.String] {\n    let path = self.path(of: bundle)\n    lock.lock()\n    defer { lock.unlock() }\n    if let listed = availableFolders[path] { return listed }\n    let listed = bundle.localizations\n    availableFolders[path] = listed\n    return listed\n  }\n\n  /// The path of `bundle`, the key of what is kept for it; found by identity, as reading it takes\n  /// microseconds (a few bundles are kept, so one made anew for each call is read anew).\n  nonisolated func path(of bundle: Foundation.Bundle) -> Swift.String {\n    lock.lock()\n    defer { lock.unlock() }\n    if let known = paths.first(where: { $0.bundle === bundle }) { return known.path }\n    if _l10nEqual(paths.count, 8) { paths.removeAll() }\n    let path = bundle.bundlePath\n    paths.append((bundle, path))\n    return path\n  }\n\n  /// The digits 0 to 9 as Foundation writes them in `locale`, or nil when one is not one character.\n  nonisolated func digits(_ locale: Foundation.Locale) -> [Swift.Unicode.Scalar]? {\n    lock.lock()\n    let known = digits[locale]\n    lock.unlock()\n    if let known { return _l10nEqual(known.count, 10) ? known : nil }\n    var digits: [Swift.Unicode.Scalar] = []\n    for digit: Swift.Int32 in 0...9 {\n      let scalars = Swift.String(format: \"%d\", locale: locale, arguments: [digit]).unicodeScalars\n      if _l10nEqual(scalars.count, 1), let scalar = scalars.first { digits.append(scalar) }\n    }\n    lock.lock()\n    self.digits[locale] = digits\n    lock.unlock()\n    return _l10nEqual(digits.count, 10) ? digits : nil\n  }\n\n  /// `integer` as Foundation formats `%d` with `locale`, without asking Foundation every time (it\n  /// reconfigures its number formatter for each number, under a lock all threads share): Foundation's\n  /// text of the number of as many digits and the same sign, 10…0, made once, with its digits replaced\n  /// by `integer`'s.\n  nonisolated func formatted(_ integer: Swift.Int64, locale: Foundation.Locale) -> Swift.String? {\n    let decimal = Swift.String(integer.magnitude)\n    let negative = _l10nLess(integer, 0)\n    let key = negative ? -decimal.utf8.count : decimal.utf8.count\n    lock.lock()\n    var template = integerTemplates[locale]?[key]\n    lock.unlock()\n    if case .none = template {\n      var power: Swift.Int64 = 1\n      for _ in 1..<decimal.utf8.count { power *= 10 }\n      template = Swift.String(format: \"%lld\", locale: locale, arguments: [negative ? -power : power])\n      lock.lock()\n      integerTemplates[locale, default: [:]][key] = template\n      lock.unlock()\n    }\n    guard let template, let digits = digits(locale) else { return nil }\n    return ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Format.replacingDigits(of: template, with: decimal, digits: digits)\n  }\n\n  /// `key` of `table` in the first folder of `bundle` that has it (`lookupFolders`), formatted; else\n  /// `fallback`, the development text, formatted.\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func string(\n    table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String,\n    bundle: Foundation.Bundle, developmentFolder: Swift.String, developmentLanguage: Swift.String\n  ) -> Swift.String {\n    let chosen = readLanguage(bundle: bundle)\n    let locale = self.locale(for: chosen, developmentLanguage: developmentLanguage)\n    let folders = lookupFolders(chosen: chosen, bundle: bundle, development: developmentFolder, developmentLanguage: developmentLanguage)\n    #if canImport(Darwin)\n      // Foundation resolves plural, device and width entries. Where a folder lacks the key, the next\n      // is read: Foundation alone would return the fallback, a plural's `other` form (\"1 files\").\n      let missing = \"\\u{0}l10ngen-missing\\u{0}\"\n      var bundles: [Foundation.Bundle] = []\n      if case .none = chosen { bundles.append(bundle) }\n      for folder in folders {\n        if let folderBundle = self.bundle(for: folder, in: bundle) { bundles.append(folderBundle) }\n      }\n      for bundle in bundles {\n        let found = bundle.localizedString(forKey: key, value: missing, table: table)\n        if !_l10nEqual(found, missing) { return format(found, arguments, locale: locale) }\n      }\n    #else\n      // Each folder's `.strings` and `.stringsdict` together, the `.stringsdict` entry first, as\n      // Foundation reads one localization; then the next folder.\n      for folder in folders {\n        let table = self.table(table, folder: folder, in: bundle)\n        if let entry = table.entries[key] as? [Swift.String: Any], let (format, variables) = Self.resolved(entry, key: key, in: table) {\n          return ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Format.string(format, arguments, locale: locale, variables: variables)\n        }\n        if let value = table.strings[key] {\n          return ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Format.string(value, arguments, locale: locale)\n        }\n      }\n    #endif\n    return format(fallback, arguments, locale: locale)\n  }\n\n  /// `format` filled with `arguments` (texts without arguments too, as with SwiftGen's code: `%%`\n  /// prints `%`). On Apple platforms a `.stringsdict` format (one with `#@`, which carries its entry)\n  /// is left to Foundation.\n  ")
            r.write(CompiledRender.read(variable8))
            r.lines("nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale) -> Swift.String {\n    #if canImport(Darwin)\n      if format.contains(\"#@\") { return Swift.String(format: format, locale: locale, arguments: arguments) }\n    #endif\n    return ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Format.string(format, arguments, locale: locale)\n  }\n\n  #if !canImport(Darwin)\n    /// The user's languages (`userLanguages(_:)`), read once.\n    nonisolated static let userLanguages = userLanguages(Foundation.ProcessInfo.processInfo.environment)\n\n    /// The user's languages as gettext reads them, as folder names. The locale is `LC_ALL`, else\n    /// `LC_MESSAGES`, else `LANG`; when it is unset, `C` or `POSIX`, there are none. Else they are\n    /// those `LANGUAGE` lists (separated by `:`, up to a `C` or `POSIX` entry) when it lists any, else\n    /// the locale's own (none for `C.UTF-8`).\n    nonisolated static func userLanguages(_ environment: [Swift.String: Swift.String]) -> [Swift.String] {\n      var locale = \"\"\n      for variable in [\"LC_ALL\", \"LC_MESSAGES\", \"LANG\"] {\n        if let value = environment[variable], !value.isEmpty {\n          locale = value\n          break\n        }\n      }\n      guard !locale.isEmpty, !_l10nEqual(locale, \"C\"), !_l10nEqual(locale, \"POSIX\") else { return [] }\n      let listed = environment[\"LANGUAGE\", default: \"\"].split(separator: \":\").map { (entry: Swift.Substring) -> Swift.String in entry.description }\n      guard !listed.isEmpty else {\n        guard let language = folderName(locale) else { return [] }\n        return [language]\n      }\n      var languages = [Swift.String]()\n      for entry in listed {\n        guard let language = folderName(entry) else { break }\n        languages.append(language)\n      }\n      return languages\n    }\n\n    /// A locale name (`language[_TERRITORY][.codeset][@modifier]`) as Apple names folders: `de_CH.UTF-8`\n    /// is `de-CH`, `sr_RS@latin` `sr-Latn-RS`, `zh_TW` `zh-Hant-TW`, `zh_CN` `zh-Hans-CN`, `no` `nb`;\n    /// nil for `C` and `POSIX` (also with a codeset).\n    nonisolated static func folderName(_ locale: Swift.String) -> Swift.String? {\n      var modifier = \"\"\n      if let at = locale.firstIndex(of: \"@\") { modifier = locale.suffix(from: at).dropFirst().lowercased() }\n      let name = locale.prefix(while: { !_l10nEqual($0, \"@\") && !_l10nEqual($0, \".\") })\n      let parts = name.split(separator: \"_\", maxSplits: 1).map { (part: Swift.Substring) -> Swift.String in part.description }\n      guard let first = parts.first, !first.isEmpty, !_l10nEqual(first, \"C\"), !_l10nEqual(first, \"POSIX\") else { return nil }\n      let lowered = first.lowercased()\n      var subtags = [[\"no\": \"nb\", \"iw\": \"he\", \"in\": \"id\", \"ji\": \"yi\"][lowered, default: lowered]]\n      var script = [\"latin\": \"Latn\", \"cyrillic\": \"Cyrl\", \"devanagari\": \"Deva\"][modifier]\n      if _l10nLess(1, parts.count) {\n        let region = parts[1].uppercased()\n        if _l10nEqual(subtags[0], \"zh\"), case .none = script {\n          script = [\"TW\": \"Hant\", \"HK\": \"Hant\", \"MO\": \"Hant\", \"CN\": \"Hans\", \"SG\": \"Hans\"][region]\n        }\n        if let script { subtags.append(script) }\n        subtags.append(region)\n      } else if let script {\n        subtags.append(script)\n      }\n      return subtags.joined(separator: \"-\")\n    }\n\n    /// `table` of one folder of `base`, read once.\n    nonisolated func table(_ name: Swift.String, folder: Swift.String, in base: Foundation.Bundle) -> ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Table {\n      let cacheKey = [path(of: base), folder, name].joined(separator: \"/\")\n      lock.lock()\n      let cached = tables[cacheKey]\n      lock.unlock()\n      if let cached { return cached }\n      var table = ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Table()\n      let bundle = self.bundle(for: folder, in: base)\n      func contents(_ fileExtension: Swift.String) -> (Foundation.Data, [Swift.String: Any])? {\n        guard let url = bundle?.url(forResource: name, withExtension: fileExtension), let data = try? Foundation.Data(contentsOf: url),\n          let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]\n        else { return nil }\n        return (data, plist)\n      }\n      if let (_, strings) = contents(\"strings\") { table.strings = strings.compactMapValues { $0 as? Swift.String } }\n      if let (data, entries) = contents(\"stringsdict\") {\n        table.entries = entries\n        let text = Swift.String(decoding: data, as: Swift.UTF8.self)\n        if text.contains(\"NSStringDeviceSpecificRuleType\") { table.text = text }\n      }\n      lock.lock()\n      tables[cacheKey] = table\n      lock.unlock()\n      return table\n    }\n\n    /// The format and variables of a `.stringsdict` entry: its device variant for Linux, which is no\n    /// device Foundation knows (the `other` device, else the first the table lists), its widest\n    /// width variant, or its `NSStringLocalizedFormatKey`. Nil for an entry of none of these.\n    nonisolated static func resolved(_ entry: [Swift.String: Any], key: Swift.String, in table: ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Table) -> (Swift.String, [Swift.String: Any]?)? {\n      if let devices = entry[\"NSStringDeviceSpecificRuleType\"] as? [Swift.String: Any], !devices.isEmpty {\n        var device = \"other\"\n        if case .none = devices[device] { device = firstDevice(of: devices.keys.sorted(), key: key, text: table.text) }\n        switch devices[device] {\n        case let text as Swift.String: return (text, entry)\n        case let nested as [Swift.String: Any]: return resolved(nested, key: key, in: ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Table())\n        default: return nil\n        }\n      }\n      if let widths = entry[\"NSStringVariableWidthRuleType\"] as? [Swift.String: Any] {\n        var widest: (width: Swift.Int, text: Any?)?\n        for (key, text) in widths {\n          let width = Swift.Int(key, radix: 10) ?? .min\n          if let found = widest, !_l10nLess(found.width, width) { continue }\n          widest = (width, text)\n        }\n        if let text = widest?.text as? Swift.String { return (text, nil) }\n      }\n      if let format = entry[\"NSStringLocalizedFormatKey\"] as? Swift.String { return (format, entry) }\n      return nil\n    }\n\n    /// Of `devices` (sorted), the one the entry of `key` lists first in the table's XML text.\n    nonisolated static func firstDevice(of devices: [Swift.String], key: Swift.String, text: Swift.String?) -> Swift.String {\n      guard let text else { return devices[0] }\n      let escaped = key.replacingOccurrences(of: \"&\", with: \"&amp;\").replacingOccurrences(of: \"<\", with: \"&lt;\").replacingOccurrences(of: \">\", with: \"&gt;\")\n      let start = text.range(of: [\"<key>\", escaped, \"</key>\"].joined())?.upperBound ?? text.startIndex\n      func place(_ device: Swift.String) -> Swift.String.Index {\n        text.range(of: [\"<key>\", device, \"</key>\"].joined(), range: start..<text.endIndex)?.lowerBound ?? text.endIndex\n      }\n      return devices.min(by: { _l10nLess(place($0), place($1)) }) ?? devices[0]\n    }\n  #endif\n}\n\n/// `String(format:locale:arguments:)` as CoreFoundation reads a format: each `%` sequence is parsed\n/// the way `__CFParseFormatSpec` parses it and formatted on its own by Foundation with `locale`, so\n/// numbers are grouped and localized exactly as Foundation does. Positions count from the call's first\n/// argument (a position no specifier names still takes its argument, as Foundation does for apps built\n/// with current SDKs). Three things differ on purpose: an unsigned value prints its own digits\n/// (CoreFoundation formats `%u`/`%lu` with a locale as a signed number: `UInt.max` would print `-1`);\n/// `%Lf` reads the `Double` the accessor passes (read as a `long double` it is garbage on x86_64); an\n/// argument of the wrong kind for its conversion (a translation's `%@` where the code passes a number)\n/// prints as text instead of crashing.\n///\n/// `variables` is a `.stringsdict` entry, whose `%#@name@` references are resolved as Foundation does:\n/// the reference reads its variable's number (typed by `NSStringFormatValueTypeKey`), the plural rules\n/// of the locale's language choose a form, and the form is formatted on its own, its sequential\n/// specifiers starting at the variable's argument, and goes in as text.\nextension ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Format {\n  nonisolated static func string(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]? = nil) -> Swift.String {\n    guard format.utf8.contains(0x25) else { return format }\n    var output = \"\"\n    append(Array(format.utf16), arguments, locale: locale, variables: variables, first: 0, outer: [], depth: 0, to: &output)\n    return output\n  }\n\n  /// Reads the `%` sequence at `start` the way `__CFParseFormatSpec` does: flags, digits, `*`, `.`,\n  /// `n$` and lengths in any order until a conversion; any other character makes a text of the one\n  /// character after `%` (`%%` is `%`), and reading goes on after the character it could not read.\n  nonisolated private static func parse(_ units: [Swift.UInt16], from start: Swift.Int) -> (spec: Spec, end: Swift.Int) {\n    var spec = Spec()\n    var index = start.advanced(by: 1)\n    var seenDot = false, seenSharp = false\n    func next() -> Swift.Unicode.Scalar? {\n      guard _l10nLess(index, units.count) else { return nil }\n      defer { index = index.advanced(by: 1) }\n      return Swift.Unicode.Scalar(units[index]) ?? \"\\u{FFFD}\"\n    }\n    func peek(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {\n      guard _l10nLess(index, units.count), _l10nEqual(units[index], Swift.UInt16(truncatingIfNeeded: scalar.value)) else { return false }\n      index = index.advanced(by: 1)\n      return true\n    }\n    func ends(_ kind: Spec.Kind, _ conversion: Swift.Unicode.Scalar = \"%\") -> (spec: Spec, end: Swift.Int) {\n      spec.kind = kind\n      spec.conversion = conversion\n      if _l10nEqual(kind, .text) { spec.text = start.advanced(by: 1)..<start.advanced(by: 2) }\n      return (spec, index)\n    }\n    // The conversions and lengths as `if`s over sets of characters: a `switch` over characters\n    // type-checks each of its patterns as an operator.\n    while var c = next() {\n      var again = true\n      while again {\n        again = false\n        if _l10nEqual(c, \"#\") {\n          seenSharp = true\n        } else if _l10nEqual(c, \" \") {\n          if !spec.flags.contains(\"+\") { spec.flags.append(\" \") }\n        } else if _l10nEqual(c, \"-\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \"0\", with: \"\")\n          spec.flags.append(\"-\")\n        } else if _l10nEqual(c, \"+\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \" \", with: \"\")\n          spec.flags.append(\"+\")\n        } else if _l10nEqual(c, \"0\") {\n          if seenDot {\n            spec.precision = 0\n          } else if !spec.flags.contains(\"-\") {\n            spec.flags.append(\"0\")\n          }\n        } else if _l10nEqual(c, \"h\") {\n          let twice = peek(\"h\")\n          spec.size = twice ? 1 : 2\n          spec.length = twice ? \"hh\" : \"h\"\n        } else if _l10nEqual(c, \"l\") {\n          let twice = peek(\"l\")\n          spec.size = twice ? 8 : 4\n          spec.length = twice ? \"ll\" : \"l\"\n        } else if _l10nEqual(c, \"L\") {\n          spec.size = 16\n          spec.length = \"L\"\n        } else if \"qjtz\".unicodeScalars.contains(c) {\n          spec.size = \"qj\".unicodeScalars.contains(c) ? 8 : 4\n          spec.length = Swift.String(c)\n        } else if _l10nEqual(c, \"c\") {\n          spec.size = 1\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"C\") {\n          spec.size = 2\n          return ends(.argument, c)\n        } else if \"fFeEgGdDiuUoOxXaAnpsSP\".unicodeScalars.contains(c) {\n          if \"fFeEgG\".unicodeScalars.contains(c), seenDot, _l10nEqual(spec.precision, -1), _l10nEqual(spec.precisionSlot, -1) {\n            spec.precision = 0\n          }\n          if seenSharp { spec.flags.append(\"#\") }\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\"), !seenSharp {\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\") {\n          // `%#@name@`: a variable, named by ASCII letters, digits and `_`. Another character ends\n          // the name and is skipped; `%#@@` is `%@`.\n          seenSharp = false\n          let nameStart = index\n          var name = \"\"\n          while let letter = next() {\n            if _l10nEqual(letter, \"@\") {\n              guard !name.isEmpty else { return ends(.argument, \"@\") }\n              spec.name = name\n              spec.text = start..<index\n              return ends(.variable, \"@\")\n            }\n            guard letter.isASCII, letter.properties.isAlphabetic || \"0123456789_\".unicodeScalars.contains(letter) else { break }\n            name.unicodeScalars.append(letter)\n          }\n          if _l10nEqual(index, units.count), _l10nEqual(nameStart.distance(to: index), name.unicodeScalars.count) { return ends(.incomplete) }\n        } else if \"123456789\".unicodeScalars.contains(c) {\n          var number = 0\n          while \"0123456789\".unicodeScalars.contains(c) {\n            let digit = Swift.Int(c.value) - 0x30\n            number = Swift.min(number * 10 + digit, Swift.Int(Swift.Int32.max))\n            guard let following = next() else { return ends(.incomplete) }\n            c = following\n          }\n          if _l10nEqual(c, \"$\") {\n            guard _l10nLess(number, 128) else { return ends(.incomplete) }\n            if _l10nEqual(spec.precisionSlot, -2) {\n              spec.precisionSlot = number.advanced(by: -1)\n            } else if _l10nEqual(spec.widthSlot, -2) {\n              spec.widthSlot = number.advanced(by: -1)\n            } else {\n              spec.slot = number.advanced(by: -1)\n            }\n          } else {\n            if seenDot { spec.precision = number } else { spec.width = number }\n            again = true\n          }\n        } else if _l10nEqual(c, \"*\") {\n          spec.widthSlot = -2\n        } else if _l10nEqual(c, \".\") {\n          seenDot = true\n          spec.dot = true\n          guard let following = next() else { return ends(.incomplete) }\n          if _l10nEqual(following, \"*\") {\n            spec.precisionSlot = -2\n          } else {\n            c = following\n            again = true\n          }\n        } else {\n          return ends(.text)\n        }\n      }\n    }\n    return ends(.incomplete)\n  }\n\n  /// Appends `units` formatted. Sequential specifiers start at slot `first`; `outer` are the slots of\n  /// the call a plural form belongs to.\n  nonisolated private static func append(\n    _ units: [Swift.UInt16], _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]?,\n    first: Swift.Int, outer: [Slot], depth: Swift.Int, to output: inout Swift.String\n  ) {\n    var specs = scan(units, variables: variables)\n    var slots = number(&specs, first: first, variables: variables)\n    for (slot, kind) in outer.enumerated() where !_l10nLess(slot, slots.count) || _l10nEqual(slots[slot], .unused) {\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    let argumentIndices = argumentIndices(of: slots)\n    func argument(_ slot: Swift.Int) -> (any Swift.CVarArg)? {\n      guard !_l10nLess(slot, 0), _l10nLess(slot, argumentIndices.count), let index = argumentIndices[slot], _l10nLess(index, arguments.count) else {\n        return nil\n      }\n      return arguments[index]\n    }\n    for spec in specs {\n      switch spec.kind {\n      case .text:\n        output.append(Swift.String(decoding: units[spec.text], as: Swift.UTF16.self))\n      case .incomplete:\n        break\n      case .null:\n        output.append(\"(null)\")\n      case .argument:\n        output.append(formatted(spec, argument(spec.slot), width: argument(spec.widthSlot), precision: argument(spec.precisionSlot), locale: locale))\n      case .variable:\n        #if canImport(Darwin)\n        break  // Foundation formats `.stringsdict` entries on Apple platforms\n        #else\n        guard let variable = variables?[spec.name] as? [Swift.String: Any], _l10nLess(depth, 10) else { continue }\n        var number = pluralNumber(spec.name, in: variables, argument(spec.slot))\n        if case .none = number, let _ = argument(spec.slot), let other = variable[\"other\"] as? Swift.String {\n          // The variable's argument is no number (Foundation would read a text's address as one):\n          // the form is chosen by the first number the forms print.\n          var formSpecs = scan(Array(other.utf16), variables: variables)\n          _ = self.number(&formSpecs, first: spec.slot, variables: variables)\n          for formSpec in formSpecs where _l10nEqual(formSpec.kind, .argument) && _l10nLess(formSpec.slot, arguments.count) {\n            if let first = self.number(formSpec, arguments[formSpec.slot]) {\n              number = first\n              break\n            }\n          }\n        }\n        guard let number, let form = chosenForm(variable, number: number, locale: locale) else {\n          output.append(\"(null)\")\n          continue\n        }\n        append(\n          Array(form.utf16), arguments, locale: locale, variables: variables, first: spec.slot, outer: outer.isEmpty ? slots : outer,\n          depth: depth.advanced(by: 1), to: &output)\n        #endif\n      }\n    }\n  }\n\n  /// The text and specifiers of `units` in order.\n  nonisolated private static func scan(_ units: [Swift.UInt16], variables: [Swift.String: Any]?) -> [Spec] {\n    var specs = [Spec]()\n    var index = 0\n    while _l10nLess(index, units.count) {\n      guard _l10nEqual(units[index], 0x25) else {\n        let start = index\n        while _l10nLess(index, units.count), !_l10nEqual(units[index], 0x25) { index = index.advanced(by: 1) }\n        specs.append(Spec(kind: .text, text: start..<index))\n        continue\n      }\n      var (spec, end) = parse(units, from: index)\n      if _l10nEqual(spec.kind, .variable), !(variables?[spec.name] is [Swift.String: Any]) {\n        spec.kind = .text  // a reference to no variable is printed as written\n      }\n      specs.append(spec)\n      index = end\n    }\n    return specs\n  }\n\n  /// Gives each specifier its slots as Foundation numbers them, from `first`; returns what each slot reads.\n  nonisolated private static func number(_ specs: inout [Spec], first: Swift.Int, variables: [Swift.String: Any]?) -> [Slot] {\n    var slots = [Slot]()\n    func mark(_ slot: Swift.Int, _ kind: Slot) {\n      guard !_l10nLess(slot, 0) else { return }\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    var next = first\n    for index in specs.indices where _l10nEqual(specs[index].kind, .argument) || _l10nEqual(specs[index].kind, .variable) {\n      var spec = specs[index]\n      var reads = Slot.argument\n      #if !canImport(Darwin)\n        if _l10nEqual(spec.kind, .variable) {\n          guard let valueType = valueType(spec.name, in: variables) else {\n            specs[index].kind = .null  // a plural without a value type reads nothing and prints \"(null)\"\n            continue\n          }\n          let readsArgument = _l10nEqual(valueType.kind, .argument)\n          if !readsArgument || !isNumber(valueType.conversion) {\n            reads = readsArgument ? .argument : .none\n            spec.kind = .null\n          }\n        }\n      #endif\n      if _l10nEqual(spec.widthSlot, -2) {\n        spec.widthSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.precisionSlot, -2) {\n        spec.precisionSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.slot, -1) {\n        spec.slot = next\n        next = next.advanced(by: 1)\n      }\n      mark(spec.widthSlot, .argument)\n      mark(spec.precisionSlot, .argument)\n      mark(spec.slot, reads)\n      specs[index] = spec\n    }\n    return slots\n  }\n\n  /// The argument each slot reads: one per slot that reads an argument, and one skipped for each\n  /// unused slot below the last of those.\n  nonisolated private static func argumentIndices(of slots: [Slot]) -> [Swift.Int?] {\n    let last = slots.lastIndex(of: .argument) ?? -1\n    var taken = 0\n    var indices: [Swift.Int?] = []\n    for (slot, kind) in slots.enumerated() {\n      switch kind {\n      case .argument:\n        indices.append(taken)\n        taken = taken.advanced(by: 1)\n      case .unused:\n        if _l10nLess(slot, last) { taken = taken.advanced(by: 1) }\n        indices.append(nil)\n      case .none:\n        indices.append(nil)\n      }\n    }\n    return indices\n  }\n\n  // MARK: Plural variables (Linux)\n\n  #if !canImport(Darwin)\n    /// `NSStringFormatValueTypeKey` read as the end of a specifier (`ld`); nil for a plural rule\n    /// without one. A value type Foundation cannot read (`%ld`) is not an argument specifier.\n    nonisolated private static func valueType(_ name: Swift.String, in variables: [Swift.String: Any]?) -> Spec? {\n      guard let variable = variables?[name] as? [Swift.String: Any] else { return nil }\n      guard let valueType = variable[\"NSStringFormatValueTypeKey\"] as? Swift.String else {\n        if let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") { return nil }\n        return Spec(kind: .argument, conversion: \"@\")\n      }\n      return parse(Array([\"%\", valueType].joined().utf16), from: 0).spec\n    }\n\n    nonisolated private static func pluralNumber(_ name: Swift.String, in variables: [Swift.String: Any]?, _ argument: (any Swift.CVarArg)?) -> Number? {\n      guard let valueType = valueType(name, in: variables) else { return nil }\n      return number(valueType, argument)\n    }\n\n    /// `argument` as a specifier of this conversion reads it, when it is a number.\n    nonisolated private static func number(_ spec: Spec, _ argument: (any Swift.CVarArg)?) -> Number? {\n      switch spec.conversion {\n      case \"f\", \"F\", \"e\", \"E\", \"g\", \"G\", \"a\", \"A\":\n        return double(argument).map(Number.double)\n      case \"d\", \"D\", \"i\", \"u\", \"U\", \"o\", \"O\", \"x\", \"X\", \"c\", \"C\":\n        return integer(argument).map { .integer(signed($0, size: spec.size)) }\n      default:\n        return nil\n      }\n    }\n\n    nonisolated private static func isNumber(_ conversion: Swift.Unicode.Scalar) -> Swift.Bool {\n      \"dDiuUoOxXcCfFeEgGaA\".unicodeScalars.contains(conversion)\n    }\n\n    /// Foundation's choice: `zero` for the integer 0, the form of the category the language's plural\n    /// rules give, `one` for the integer 1, then `other`.\n    nonisolated private static func chosenForm(_ variable: [Swift.String: Any], number: Number, locale: Foundation.Locale) -> Swift.String? {\n      guard let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") else { return nil }\n      var value: Swift.Double\n      var integral: Swift.Int64?\n      switch number {\n      case .integer(let integer):\n        value = Swift.Double(integer)\n        if _l10nEqual(integer, 0), let zero = variable[\"zero\"] as? Swift.String { return zero }\n        if _l10nEqual(integer, Swift.Int64.max) { return variable[\"other\"] as? Swift.String }  // Foundation's own exception\n        integral = integer\n      case .double(let double):\n        value = double\n      }\n      if let category = ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Plurals.category(value, language: locale.identifier), let form = variable[category] as? Swift.String {\n        return form\n      }\n      if _l10nEqual(integral, 1), let one = variable[\"one\"] as? Swift.String { return one }\n      return variable[\"other\"] as? Swift.String\n    }\n  #endif\n\n  // MARK: One specifier\n\n  /// `spec` formatted by Foundation with `locale`, each argument passed as the C type Foundation reads\n  /// (a number Foundation localizes as one of 64 bits, an unsigned one as signed, which Foundation\n  /// formats right). Width and precision go in as digits: a literal one wins over a `*` one, whose\n  /// argument is read all the same, as Foundation reads it; a negative `*` width is a `-` flag and a\n  /// negative precision none, as in C; both stay under 65,536 (Foundation crashes on `Int32.min` and\n  /// on numbers past `Int32.max`, and makes a text of gigabytes for ones just below).\n  nonisolated private static func formatted(\n    _ spec: Spec, _ value: (any Swift.CVarArg)?, width: (any Swift.CVarArg)?, precision: (any Swift.CVarArg)?, locale: Foundation.Locale\n  ) -> Swift.String {\n    var flags = spec.flags\n    var widthDigits: Swift.Int? = _l10nLess(spec.width, 0) ? nil : spec.width\n    if case .none = widthDigits, !_l10nLess(spec.widthSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(width) ?? 0))\n      if _l10nLess(amount, 0) {\n        flags = flags.replacingOccurrences(of: \"0\", with: \"\")\n        flags.append(\"-\")\n      }\n      widthDigits = _l10nEqual(amount.magnitude, 0) ? nil : Swift.Int(amount.magnitude)\n    }\n    var precisionDigits: Swift.Int? = _l10nLess(spec.precision, 0) ? nil : spec.precision\n    if case .none = precisionDigits, !_l10nLess(spec.precisionSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(precision) ?? 0))\n      precisionDigits = _l10nLess(amount, 0) ? nil : amount\n    }\n    var widthField = \"\"\n    if let widthDigits { widthField = Swift.String(Swift.min(widthDigits, 65_535)) }\n    var fields = widthField\n    if let precisionDigits {\n      fields.append(\".\")\n      fields.append(Swift.String(Swift.min(precisionDigits, 65_535)))\n    } else if spec.dot, _l10nLess(spec.precisionSlot, 0) {\n      fields.append(\".\")  // precision 0 where Foundation hands the specifier to `snprintf`\n    }\n    var conversion = Swift.String(spec.conversion)\n    var arguments = [any Swift.CVarArg]()\n    let letter = spec.conversion\n    if \"dDi\".unicodeScalars.contains(letter) {\n      conversion = \"lld\"\n      arguments.append(signed(integer(value) ?? 0, size: spec.size))\n    } else if \"uU\".unicodeScalars.contains(letter) {\n      let unsigned = self.unsigned(integer(value) ?? 0, size: spec.size)\n      guard !_l10nLess(Swift.UInt64(Swift.Int64.max), unsigned) else {\n        return large(unsigned, flags: flags, width: widthField, fields: fields, locale: locale)\n      }\n      conversion = \"lld\"\n      arguments.append(Swift.Int64(unsigned))\n    } else if \"fFeEgGaA\".unicodeScalars.contains(letter) {\n      arguments.append(double(value) ?? 0)\n    } else if \"oOxXc\".unicodeScalars.contains(letter) {\n      let written = _l10nEqual(letter, \"O\") ? \"o\" : conversion\n      conversion = spec.length\n      conversion.append(written)\n      let bits = signed(integer(value) ?? 0, size: spec.size)\n      if !_l10nLess(spec.size, 4), !_l10nEqual(letter, \"c\") {\n        arguments.append(bits)\n      } else {\n        arguments.append(Swift.Int32(truncatingIfNeeded: bits))\n      }\n    } else if _l10nEqual(letter, \"C\") {\n      arguments.append(Swift.Int32(truncatingIfNeeded: integer(value) ?? 0))\n    } else if _l10nEqual(letter, \"@\") {\n      switch value {\n      case nil: return \"(null)\"\n      case let text as Swift.String: return text  // its own description; Foundation ignores width and precision of `%@`\n      case let object? where type(of: object) is Swift.AnyObject.Type: arguments.append(object)\n      case let other?: return Swift.String(describing: other)\n      }\n    } else if _l10nEqual(letter, \"p\") {\n      if let value, value is any Swift.BinaryInteger || isPointer(value) { arguments.append(value) } else { arguments.append(0) }\n    } else if \"sSP\".unicodeScalars.contains(letter) {\n      if let value, isPointer(value) { arguments.append(value) } else { arguments.append(0) }  // a null pointer prints \"(null)\"\n    } else {\n      return \"\"  // %n prints nothing\n    }\n    // `%d`, `%ld`, `%lu` (no flag, width or precision), the usual ones, from a formatter made once.\n    if flags.isEmpty, fields.isEmpty, _l10nEqual(conversion, \"lld\"), let integer = arguments.first as? Swift.Int64,\n      let text = ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Localization.shared.formatted(integer, locale: locale)\n    {\n      return text\n    }\n    var format = \"%\"\n    format.append(flags)\n    format.append(fields)\n    format.append(conversion)\n    return Swift.String(format: format, locale: locale, arguments: arguments)\n  }\n\n  /// An unsigned value beyond `Int64.max`, which Foundation cannot format with a locale: a number of\n  /// as many digits is formatted instead, and its digits replaced with the value's.\n  nonisolated private static func large(_ value: Swift.UInt64, flags: Swift.String, width: Swift.String, fields: Swift.String, locale: Foundation.Locale) -> Swift.String {\n    let decimal = Swift.String(value)\n    let template: Swift.String\n    if decimal.utf8.count < 20 {\n      template = Swift.String(format: [\"%\", flags, fields, \"lld\"].joined(), locale: locale, arguments: [Swift.Int64(1_000_000_000_000_000_000)])\n    } else {\n      template = Swift.String(format: [\"%\", flags.replacingOccurrences(of: \"0\", with: \"\"), width, \".0f\"].joined(), locale: locale, arguments: [1e19])\n    }\n    guard let digits = ")
            r.write(CompiledRender.read(variable5))
            r.lines("._Localization.shared.digits(locale) else { return decimal }\n    return replacingDigits(of: template, with: decimal, digits: digits) ?? decimal\n  }\n\n  /// `template`, a number Foundation formatted, with its last digits (in `digits`, the locale's 0 to 9)\n  /// replaced by those of `decimal` (ASCII); nil when it has fewer digits.\n  nonisolated static func replacingDigits(of template: Swift.String, with decimal: Swift.String, digits: [Swift.Unicode.Scalar]) -> Swift.String? {\n    var scalars = Swift.Array(template.unicodeScalars)\n    let values = decimal.unicodeScalars.map { (scalar: Swift.Unicode.Scalar) -> Swift.Int in Swift.Int(scalar.value) - 0x30 }\n    var remaining = values.count\n    for index in scalars.indices.reversed() where _l10nLess(0, remaining) && digits.contains(scalars[index]) {\n      remaining = remaining.advanced(by: -1)\n      scalars[index] = digits[values[remaining]]\n    }\n    guard _l10nEqual(remaining, 0) else { return nil }\n    var text = \"\"\n    text.unicodeScalars.append(contentsOf: scalars)\n    return text\n  }\n\n  nonisolated private static func isPointer(_ value: any Swift.CVarArg) -> Swift.Bool {\n    value is Swift.OpaquePointer || Swift.String(describing: type(of: value)).hasPrefix(\"Unsafe\")\n  }\n\n  nonisolated private static func integer(_ value: (any Swift.CVarArg)?) -> Swift.Int64? {\n    switch value {\n    case let integer as any Swift.BinaryInteger: return Swift.Int64(truncatingIfNeeded: integer)\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double).isFinite ? Swift.Int64(Swift.max(-9.2e18, Swift.min(9.2e18, Swift.Double(double)))) : 0\n    default: return nil\n    }\n  }\n\n  nonisolated private static func double(_ value: (any Swift.CVarArg)?) -> Swift.Double? {\n    switch value {\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double)\n    case let integer as any Swift.BinaryInteger: return Swift.Double(integer)\n    default: return nil\n    }\n  }\n\n  /// The value a C argument of this length holds, sign-extended as CoreFoundation stores it.\n  nonisolated private static func signed(_ bits: Swift.Int64, size: Swift.Int) -> Swift.Int64 {\n    switch size {\n    case 1: return Swift.Int64(Swift.Int8(truncatingIfNeeded: bits))\n    case 2: return Swift.Int64(Swift.Int16(truncatingIfNeeded: bits))\n    case 0: return Swift.Int64(Swift.Int32(truncatingIfNeeded: bits))\n    default: return bits\n    }\n  }\n\n  nonisolated private static func unsigned(_ bits: Swift.Int64, size: Swift.Int) -> Swift.UInt64 {\n    switch size {\n    case 1: return Swift.UInt64(Swift.UInt8(truncatingIfNeeded: bits))\n    case 2: return Swift.UInt64(Swift.UInt16(truncatingIfNeeded: bits))\n    case 0: return Swift.UInt64(Swift.UInt32(truncatingIfNeeded: bits))\n    default: return Swift.UInt64(bitPattern: bits)\n    }\n  }\n}\n\n#if !canImport(Darwin)\n")
            try r.enterInclude(at: 152)
            do {
              try r.nest(at: 152)
              r.lines("\nextension ")
              r.write(CompiledRender.read(variable5))
              r.lines(" {\n  /// Unicode CLDR 47's cardinal plural rules, which Foundation applies through ICU.\n  ")
              r.write(CompiledRender.read(variable6))
              r.lines(" enum _Plurals {\n    /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no\n    /// rule takes is `other`, as in CLDR.\n    nonisolated static let cldr = \"\"\"\n      aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv\n      dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde\n      kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe\n      mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif\n      rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal\n      wbp wo xnr yav yo yrl yue za zgh zh\n        other:\n      af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka\n      kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or\n      os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve\n      vo vun wae xh xog\n        one: n = 1\n      ak bho csw guw ln mg nso pa ti wa\n        one: n = 0..1\n      am as bn doi fa gu hi kn pcm zu\n        one: i = 0 or n = 1\n      ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi\n        one: i = 1 and v = 0\n      ceb fil tl\n        one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9\n      da\n        one: n = 1 or t != 0 and i = 0,1\n      ff hy kab\n        one: i = 0,1\n      is\n        one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11\n      mk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n      si\n        one: n = 0,1 or i = 0 and f = 1\n      tzm\n        one: n = 0..1 or n = 11..99\n      blo ksh\n        zero: n = 0\n        one: n = 1\n      bs hr sh sr\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14\n      ca it lld pt_pt scn vec\n        one: i = 1 and v = 0\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      es\n        one: n = 1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      fr\n        one: i = 0,1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      he iw\n        one: i = 1 and v = 0 or i = 0 and v != 0\n        two: i = 2 and v = 0\n      iu naq sat se sma smi smj smn sms\n        one: n = 1\n        two: n = 2\n      lag\n        zero: n = 0\n        one: i = 0,1 and n != 0\n      lv prg\n        zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19\n        one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1\n      mo ro\n        one: i = 1 and v = 0\n        few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19\n      pt\n        one: i = 0..1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      shi\n        one: i = 0 or n = 1\n        few: n = 2..10\n      be\n        one: n % 10 = 1 and n % 100 != 11\n        few: n % 10 = 2..4 and n % 100 != 12..14\n        many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14\n      cs sk\n        one: i = 1 and v = 0\n        few: i = 2..4 and v = 0\n        many: v != 0\n      dsb hsb\n        one: v = 0 and i % 100 = 1 or f % 100 = 1\n        two: v = 0 and i % 100 = 2 or f % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4\n      gd\n        one: n = 1,11\n        two: n = 2,12\n        few: n = 3..10,13..19\n      lt\n        one: n % 10 = 1 and n % 100 != 11..19\n        few: n % 10 = 2..9 and n % 100 != 11..19\n        many: f != 0\n      pl\n        one: i = 1 and v = 0\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14\n      ru uk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14\n      sl\n        one: v = 0 and i % 100 = 1\n        two: v = 0 and i % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or v != 0\n      br\n        one: n % 10 = 1 and n % 100 != 11,71,91\n        two: n % 10 = 2 and n % 100 != 12,72,92\n        few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99\n        many: n != 0 and n % 1000000 = 0\n      ga\n        one: n = 1\n        two: n = 2\n        few: n = 3..6\n        many: n = 7..10\n      gv\n        one: v = 0 and i % 10 = 1\n        two: v = 0 and i % 10 = 2\n        few: v = 0 and i % 100 = 0,20,40,60,80\n        many: v != 0\n      mt\n        one: n = 1\n        two: n = 2\n        few: n = 0 or n % 100 = 3..10\n        many: n % 100 = 11..19\n      ar ars\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n % 100 = 3..10\n        many: n % 100 = 11..99\n      cy\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n = 3\n        many: n = 6\n      kw\n        zero: n = 0\n        one: n = 1\n        two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000\n        few: n % 100 = 3,23,43,63,83\n        many: n != 1 and n % 100 = 1,21,41,61,81\n      \"\"\"\n\n    /// Each language's rules, read from `cldr` once.\n    nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {\n      var rules = [Swift.Substring: [Swift.Substring]]()\n      var languages = [Swift.Substring](), group = [Swift.Substring]()\n      var lines: [Swift.Substring] = cldr.split(separator: \"\\n\")\n      lines.append(\"end\")\n      for line in lines {\n        if line.hasPrefix(\" \") {\n          group.append(line.drop(while: { _l10nEqual($0, \" \") }))\n          continue\n        }\n        if !group.isEmpty || _l10nEqual(line, \"end\") {\n          for language in languages { rules[language] = group }\n          languages = []\n          group = []\n        }\n        languages.append(contentsOf: line.split(separator: \" \"))\n      }\n      return rules\n    }()\n\n    /// The category of `number` in `language`, a locale identifier of which the longest part before\n    /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with\n    /// no CLDR locale data.\n    nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {\n      var lowered = \"\"\n      for character in language.prefix(while: { !_l10nEqual($0, \"@\") }).lowercased() {\n        lowered.append(_l10nEqual(character, \"-\") ? \"_\" : character)\n      }\n      var name = Swift.Substring(lowered)\n      while case .none = rules[name] {\n        guard let cut = name.lastIndex(of: \"_\") else { return nil }\n        name = name.prefix(upTo: cut)\n      }\n      guard number.isFinite else { return \"other\" }  // as ICU gives infinity and NaN\n      let operands = self.operands(number)\n      for rule in rules[name, default: []] {\n        let words = rule.split(separator: \" \")  // \"one:\", \"i\", \"=\", \"1\", \"and\", \"v\", \"=\", \"0\"\n        if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }\n      }\n      return \"other\"\n    }\n\n    /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and\n    /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole\n    /// value among the values and ranges listed.\n    nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {\n      var alternative = true\n      var index = words.startIndex\n      while _l10nLess(index.advanced(by: 2), words.endIndex) {\n        let operand = words[index]\n        var value: Swift.Double = 0  // e, c: the compact exponent\n        if _l10nEqual(operand, \"n\") {\n          value = operands.n\n        } else if _l10nEqual(operand, \"i\") {\n          value = operands.i\n        } else if _l10nEqual(operand, \"v\") || _l10nEqual(operand, \"w\") {\n          value = operands.v\n        } else if _l10nEqual(operand, \"f\") {\n          value = operands.f\n        } else if _l10nEqual(operand, \"t\") {\n          value = operands.t\n        }\n        if _l10nEqual(words[index.advanced(by: 1)], \"%\") {\n          value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)\n          index = index.advanced(by: 2)\n        }\n        guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }\n        var listed = false\n        if _l10nEqual(value, value.rounded(.towardZero)) {\n          for item in words[index.advanced(by: 2)].split(separator: \",\") {\n            let bounds = item.split(separator: \".\")\n            let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan\n            if low <= value && value <= high { listed = true }\n          }\n        }\n        if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], \"=\")) { alternative = false }\n        index = index.advanced(by: 3)\n        if _l10nLess(index, words.endIndex), _l10nEqual(words[index], \"or\") {\n          if alternative { return true }\n          alternative = true\n        }\n        index = index.advanced(by: 1)\n      }\n      return alternative\n    }\n\n    /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how\n    /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its\n    /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the\n    /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact\n    /// exponent, are 0.\n    typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)\n\n    nonisolated private static func operands(_ number: Swift.Double) -> Operands {\n      let n: Swift.Double = number.magnitude\n      let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU\n      var v = 0\n      var scale: Swift.Double = 1\n      while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {\n        v = v.advanced(by: 1)\n        scale *= 10\n      }\n      if _l10nLess(3, v) {\n        let text = Swift.String(format: \"%1.15e\", n)  // 1.234567890123457e-01\n        let parts = text.split(separator: \"e\")\n        let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }\n        var shown = mantissa.count - 1\n        while _l10nLess(0, shown), _l10nEqual(mantissa[shown], \"0\") { shown = shown.advanced(by: -1) }\n        v = shown - (Swift.Int(parts[1]) ?? 0)\n      }\n      var f: Swift.Double = 0\n      if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {\n        f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)\n      }\n      var t = f\n      while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }\n      return (n, integer, Swift.Double(v), f, t)\n    }\n  }\n}\n")
              r.unnest()
            }
            r.leaveCall()
            r.lines("#endif\n\n// Comparisons as functions rather than operators. The run time is type-checked in every build of the\n// module it is generated into, and the type checker chooses an operator among every overload the\n// standard library and Foundation declare: in a file of 300 functions importing Foundation, each\n// `count == 4` took 1.2 ms of `swiftc -typecheck`'s CPU time, each `character == \"@\"` 0.7 ms, and a\n// call of one of these 0.2 ms. A `switch` over characters costs about 0.2 ms for each of its patterns\n// (3.4 ms for 18), where testing the character against a set of them costs 0.7 ms.\nnonisolated fileprivate func _l10nEqual<Value: Swift.Equatable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left == right\n}\nnonisolated fileprivate func _l10nLess<Value: Swift.Comparable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left < right\n}\n")
            r.unnest()
          }
          r.leaveCall()
          r.unnest()
        }
        r.unnest()
      }
      r.leaveCall()
      r.unnest()
    } else if CompiledRender.isText(CompiledRender.read(variable3), "module") {
      try r.nest(at: 19)
      r.lines("import Foundation\n\n// No string found; the module's run time all the same.\n")
      try r.enterInclude(at: 153)
      do {
        try r.nest(at: 153)
        func macro7(_ r: CompiledRender, _ argument0: TemplateValue) throws {
          let variable90 = argument0
          r.text("    ")
          r.write(CompiledRender.read(variable90))
          r.write(CompiledRender.read(variable6))
          r.lines(" final class _Localization: @unchecked Swift.Sendable {\n      ")
          r.write(CompiledRender.read(variable8))
          r.lines("static let shared = _Localization()\n      let lock = Foundation.NSLock()\n      var chosenLanguage: Swift.String?\n      var bundles: [Swift.String: Foundation.Bundle] = [:]\n      var locales: [Swift.String: Foundation.Locale] = [:]\n      /// The bundles seen and their paths, by which what is kept for them is found.\n      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []\n      /// Each bundle's localization folders, and on Linux the user's language it has.\n      var availableFolders: [Swift.String: [Swift.String]] = [:]\n      var userLanguages: [Swift.String: Swift.String] = [:]\n      /// The folders a lookup reads, by bundle and language.\n      var lookups: [Swift.String: [Swift.String]] = [:]\n      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]\n      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]\n      #if !canImport(Darwin)\n        var tables: [Swift.String: _Table] = [:]\n      #endif\n    }\n\n    #if !canImport(Darwin)\n      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.\n      ")
          r.write(CompiledRender.read(variable90))
          r.write(CompiledRender.read(variable6))
          r.lines(" struct _Table {\n        var strings: [Swift.String: Swift.String] = [:]\n        var entries: [Swift.String: Any] = [:]\n        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.\n        var text: Swift.String?\n      }\n    #endif\n\n    /// Formatting as CoreFoundation does it (see the extension).\n    ")
          r.write(CompiledRender.read(variable90))
          r.write(CompiledRender.read(variable6))
          r.lines(" enum _Format {\n      /// One `%` sequence, or the text between them.\n      struct Spec {\n        enum Kind { case text, incomplete, null, argument, variable }\n        var kind = Kind.text\n        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.\n        var text = 0..<0\n        var flags = \"\"\n        var width = -1, precision = -1\n        /// Argument slots, from 0: -1 none, -2 the next in sequence.\n        var widthSlot = -1, precisionSlot = -1, slot = -1\n        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.\n        var size = 0, length = \"\"\n        /// A `.` without digits: precision 0 for `snprintf`.\n        var dot = false\n        var conversion: Swift.Unicode.Scalar = \"%\"\n        var name = \"\"\n      }\n\n      /// How a slot reads the call's arguments: one argument, none (a variable whose value type\n      /// Foundation cannot read), or nothing names it.\n      enum Slot: Swift.Equatable { case unused, argument, none }\n\n      /// A plural variable's number, as its value type reads the argument.\n      enum Number {\n        case integer(Swift.Int64)\n        case double(Swift.Double)\n      }\n    }\n")
        }
        if CompiledRender.isText(CompiledRender.read(variable3), "module") {
          try r.nest(at: 147)
          r.lines("\n// MARK: - Run time (the module's)\n\n/// The run time of this module's generated strings: each file generated with the `runtime` param\n/// `external` uses it")
          if !CompiledRender.isText(CompiledRender.read(variable6), "internal") {
            try r.nest(at: 148)
            r.text(", in this module or one that imports it")
            r.unnest()
          }
          r.lines(".\n")
          if !CompiledRender.isText(CompiledRender.read(variable6), "internal") {
            try r.nest(at: 149)
            r.write(CompiledRender.read(variable6))
            r.text(" ")
            r.unnest()
          }
          r.text("enum ")
          r.write(CompiledRender.read(variable5))
          r.lines(" {}\n")
          r.unnest()
        } else {
          try r.nest(at: 147)
          r.lines("\n// MARK: - Run time\n")
          r.unnest()
        }
        r.lines("\nextension ")
        r.write(CompiledRender.read(variable5))
        r.lines(" {\n  // The runtime's state and types: the chosen language, the bundles and locales made for it (and on\n  // Linux the tables read), behind one lock. Declared `nonisolated` where the compiler knows the word\n  // on a type (6.1+, as every compiler with default MainActor isolation does), so the accessors work\n  // from any isolation.\n  #if compiler(>=6.1)\n")
        let argument95 = TemplateValue.string("nonisolated ")
        try r.enterMacro("stateTypes", at: 150)
        try r.nest(at: 150)
        try macro7(r, CompiledRender.isNull(argument95) ? CompiledRender.read(root13) : argument95)
        r.unnest()
        r.leaveCall()
        r.lines("  #else  // the same without `nonisolated`\n")
        let argument96 = TemplateValue.string("")
        try r.enterMacro("stateTypes", at: 151)
        try r.nest(at: 151)
        try macro7(r, CompiledRender.isNull(argument96) ? CompiledRender.read(root13) : argument96)
        r.unnest()
        r.leaveCall()
        r.lines("  #endif\n}\n\nextension ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Localization {\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func setLanguage(_ language: Swift.String?) {\n    lock.lock()\n    defer { lock.unlock() }\n    chosenLanguage = language\n  }\n\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func language() -> Swift.String? {\n    lock.lock()\n    defer { lock.unlock() }\n    return chosenLanguage\n  }\n\n  /// The localization folders a lookup reads, in order: those Apple's Bundle chooses for `chosen`\n  /// (`localizationsToUse`), else, as CFBundle does when the user's languages match none, those it\n  /// chooses for the development language; then, as CFBundle searches after them, the development\n  /// region's own folder (`developmentLanguage`), the table's `development` folder, and `Base.lproj`:\n  /// a table whose texts are in Base and plurals in en finds both.\n  nonisolated static func lookupFolders(\n    chosen: Swift.String?, available: [Swift.String], development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    var folders: [Swift.String] = []\n    if let chosen { folders = localizationsToUse([chosen], available: available) }\n    if folders.isEmpty { folders = localizationsToUse([developmentLanguage], available: available) }\n    var after = [development]\n    if available.contains(developmentLanguage) { after.insert(developmentLanguage, at: 0) }\n    if available.contains(\"Base\") { after.append(\"Base\") }\n    for folder in after where !folders.contains(folder) {\n      folders.append(folder)\n    }\n    return folders\n  }\n\n  /// `lookupFolders` for `bundle`, found once for each language.\n  nonisolated func lookupFolders(\n    chosen: Swift.String?, bundle: Foundation.Bundle, development: Swift.String, developmentLanguage: Swift.String\n  ) -> [Swift.String] {\n    let key = [path(of: bundle), chosen ?? \"\", development, developmentLanguage].joined(separator: \"\\u{0}\")\n    lock.lock()\n    let known = lookups[key]\n    lock.unlock()\n    if let known { return known }\n    let folders = Self.lookupFolders(\n      chosen: chosen, available: localizations(of: bundle), development: development, developmentLanguage: developmentLanguage)\n    lock.lock()\n    lookups[key] = folders\n    lock.unlock()\n    return folders\n  }\n\n  /// The folders of `available` read for a user whose languages are `preferred`, as Apple's Bundle\n  /// chooses them: ICU's `ualoc_localizationsToUse` (`ualoc.cpp` of Apple's ICU 76). The first\n  /// language that matches a folder chooses it: one of the same name; else one of the same name once\n  /// aliases are read (`zh-TW` is `zh-Hant-TW`, `iw` `he`, `English` `en`); else the one nearest\n  /// through both names' parents (`parentLocale(_:)`), where a folder of a region other than the\n  /// language's own counts one step further: `de-AT` finds `de-DE`, `es-MX` `es-419`, `en-AU`\n  /// `en-GB`, `pt-PT` `pt-BR` only when no other language matches. A regional folder found through\n  /// parents gives way to one that a later language of the same names exactly. After it come the\n  /// folders of its parents (`de-AT`, `de`); `zxx` when nothing matches and the bundle has it.\n  nonisolated static func localizationsToUse(_ preferred: [Swift.String], available: [Swift.String]) -> [Swift.String] {\n    let languages = preferred.compactMap(localeID)\n    let folders = available.compactMap { name in localeID(name).map { (name: name, id: $0) } }\n    var parents = [Swift.Int: [Swift.String]]()\n    func parentsOfFolder(_ index: Swift.Int) -> [Swift.String] {\n      if let known = parents[index] { return known }\n      let chain = parentChain(folders[index].id.normalized, ownRegionFirst: true)\n      parents[index] = chain\n      return chain\n    }\n    var result: Swift.Int?\n    var score = 999\n    var portuguese: Swift.Int?\n    for language in languages {\n      if case .some = result { break }\n      for (index, folder) in folders.enumerated() {\n        if _l10nLess(-1, score), _l10nEqual(language.base, folder.id.base) {\n          (result, score) = (index, -1)\n        } else if _l10nLess(0, score), _l10nEqual(language.normalized, folder.id.normalized) {\n          (result, score) = (index, 0)\n        } else if _l10nLess(0, score), _l10nEqual(language.group, folder.id.group) {\n          for (distance, parent) in parentChain(language.normalized, ownRegionFirst: false).enumerated() {\n            for (folderDistance, folderParent) in parentsOfFolder(index).enumerated() where _l10nEqual(parent, folderParent) {\n              if _l10nEqual(language.normalized, \"pt_PT\"), _l10nEqual(folder.id.normalized, \"pt_BR\") {\n                portuguese = index\n              } else {\n                let total = distance + folderDistance + (_l10nEqual(language.language, folder.id.language) ? 0 : 1)\n                if _l10nLess(total, score) { (result, score) = (index, total) }\n              }\n            }\n          }\n        }\n      }\n    }\n    if let found = result, _l10nLess(0, score), !region(of: folders[found].id.normalized).isEmpty, !_l10nEqual(folders[found].id.language, \"zh\") {\n      search: for language in languages where _l10nEqual(language.language, folders[found].id.language) {\n        for (index, folder) in folders.enumerated()\n        where _l10nEqual(folder.id.base, language.base) || _l10nEqual(folder.id.normalized, language.normalized) {\n          result = index\n          break search\n        }\n      }\n    }\n    guard let found = result ?? portuguese else { return available.contains(\"zxx\") ? [\"zxx\"] : [] }\n    var chosen = [folders[found].name]\n    var previous: Swift.String?\n    for parent in parentsOfFolder(found) where !_l10nEqual(parent, previous) {\n      previous = parent\n      for (index, folder) in folders.enumerated() where !_l10nEqual(index, found) {\n        if _l10nEqual(parent, folder.id.normalized) || (_l10nEqual(parent, \"zh_Hant_HK\") && _l10nEqual(folder.id.normalized, \"zh_Hant_TW\")) {\n          chosen.append(folder.name)\n        }\n      }\n    }\n    return chosen\n  }\n\n  /// A language or folder name as ICU reads it: `base`, its canonical form (`uloc_getBaseName`:\n  /// `_` between subtags, the language in lower case, the script capitalized, the region and variants\n  /// in upper case, extensions and keywords left out); `normalized`, `base` with its alias read\n  /// (`ualoc_normalize`); its `language`, and the `group` of languages whose parents may meet. Nil\n  /// for a name with no language.\n  nonisolated static func localeID(_ name: Swift.String) -> (base: Swift.String, normalized: Swift.String, language: Swift.String, group: Swift.String)? {\n    var subtags: [Swift.String] = []\n    var subtag = \"\"\n    for character in name {\n      if _l10nEqual(character, \"@\") || _l10nEqual(character, \".\") { break }\n      if _l10nEqual(character, \"-\") || _l10nEqual(character, \"_\") {\n        subtags.append(subtag)\n        subtag = \"\"\n      } else {\n        subtag.append(character)\n      }\n    }\n    subtags.append(subtag)\n    let first = subtags[0]\n    guard !first.isEmpty, _l10nLess(first.count, 12), first.allSatisfy(\\.isASCII) else { return nil }\n    var rest: [Swift.String] = []\n    for subtag in subtags.dropFirst() {\n      if _l10nEqual(subtag.count, 1) { break }\n      if !subtag.isEmpty { rest.append(subtag) }\n    }\n    var next = 0\n    var base = first.lowercased()\n    if _l10nLess(next, rest.count), _l10nEqual(rest[next].count, 4), rest[next].allSatisfy(\\.isLetter) {\n      base.append(\"_\")\n      base.append(rest[next].prefix(1).uppercased())\n      base.append(rest[next].dropFirst().lowercased())\n      next = next.advanced(by: 1)\n    }\n    var region = \"\"\n    if _l10nLess(next, rest.count), _l10nLess(rest[next].count, 4) {\n      region = rest[next].uppercased()\n      next = next.advanced(by: 1)\n    }\n    if !region.isEmpty {\n      base.append(\"_\")\n      base.append(region)\n    }\n    if _l10nLess(next, rest.count) {\n      base.append(region.isEmpty ? \"__\" : \"_\")\n      base.append(rest.suffix(from: next).map { $0.uppercased() }.joined(separator: \"_\"))\n    }\n    var normalized = base\n    if let alias = appleAliases[base] {\n      normalized = alias\n    } else if let alias = languageAliases[base] {\n      normalized = alias\n    } else if let separator = base.firstIndex(of: \"_\"), let alias = languageAliases[Swift.String(base.prefix(upTo: separator))] {\n      normalized = alias\n      if !alias.contains(\"_\") {\n        normalized.append(contentsOf: base.suffix(from: separator))\n      } else if _l10nLess(5, alias.count), _l10nEqual(alias.dropLast(4).last, \"_\"), let last = base.lastIndex(of: \"_\"),\n        _l10nLess(base.suffix(from: last).count, 5)\n      {\n        normalized.append(contentsOf: base.suffix(from: last))\n      }\n    }\n    let language = Swift.String(normalized.prefix(while: { !_l10nEqual($0, \"_\") }))\n    let group = [\"ars\": \"ar\", \"hi\": \"en\", \"nb\": \"no\", \"nn\": \"no\", \"wuu\": \"zh\", \"yue\": \"zh\"][language, default: language]\n    return (base, normalized, language, group)\n  }\n\n  /// The region of a canonical name (`uloc_getCountry`): the subtag of two or three characters\n  /// after the language and its script, if any.\n  nonisolated static func region(of name: Swift.String) -> Swift.String {\n    var subtags = name.split(whereSeparator: { _l10nEqual($0, \"_\") || _l10nEqual($0, \"-\") }).dropFirst()\n    if let script = subtags.first, _l10nEqual(script.count, 4) { subtags = subtags.dropFirst() }\n    guard let region = subtags.first, _l10nEqual(region.count, 2) || _l10nEqual(region.count, 3) else { return \"\" }\n    return Swift.String(region)\n  }\n\n  /// A normalized name and its parents up to the root (`LocaleIDInfo::calcParentChain`). With\n  /// `ownRegionFirst`, a name of a region other than its language's own (`de_AT`, not `de_DE`; the\n  /// likely subtags decide) is listed twice, so it is one step further from what it matches.\n  nonisolated static func parentChain(_ normalized: Swift.String, ownRegionFirst: Swift.Bool) -> [Swift.String] {\n    var chain = [normalized]\n    if ownRegionFirst, !region(of: normalized).isEmpty, !_l10nEqual(normalized, \"es_MX\"), !_l10nEqual(normalized, \"zh_Hant_TW\"),\n      !region(of: minimized(normalized)).isEmpty\n    {\n      chain.append(normalized)\n    }\n    while _l10nLess(chain.count, 9), let last = chain.last {\n      let parent = parentLocale(last)\n      guard !parent.isEmpty, !_l10nEqual(parent, \"root\") else { break }\n      chain.append(parent)\n    }\n    return chain\n  }\n\n  /// The parent of a normalized name (`ualoc_getParent`): Apple's own, then CLDR's parentLocales,\n  /// else the name without its last subtag; empty or `root` at the top.\n  nonisolated static func parentLocale(_ name: Swift.String) -> Swift.String {\n    if let parent = parentLocales[name] { return parent }\n    guard let last = name.lastIndex(of: \"_\") else { return \"\" }\n    return Swift.String(name.prefix(upTo: last))\n  }\n\n  /// `name` with the subtags its likely subtags imply left out (`uloc_minimizeSubtags`): `de_DE`\n  /// is `de`, `de_AT` stays. Read from Foundation's ICU; as written where Foundation cannot tell.\n  nonisolated static func minimized(_ name: Swift.String) -> Swift.String {\n    #if canImport(Darwin) || compiler(>=6.0)\n      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {\n        return Foundation.Locale.Language(identifier: name).minimalIdentifier\n      }\n    #endif\n    return name\n  }\n\n  /// Apple's aliases of folder names (`appleAliasMap` of `ualoc.cpp`), as `ualoc_normalize` reads them.\n  nonisolated static let appleAliases: [Swift.String: Swift.String] = [\n    \"arabic\": \"ar\", \"chinese\": \"zh_Hans\", \"danish\": \"da\", \"dutch\": \"nl\", \"english\": \"en\", \"finnish\": \"fi\",\n    \"french\": \"fr\", \"german\": \"de\", \"italian\": \"it\", \"japanese\": \"ja\", \"korean\": \"ko\", \"no_NO\": \"nb_NO\",\n    \"norwegian\": \"nb\", \"polish\": \"pl\", \"portuguese\": \"pt\", \"russian\": \"ru\", \"spanish\": \"es\", \"swedish\": \"sv\",\n    \"thai\": \"th\", \"turkish\": \"tr\", \"yue_CN\": \"yue_Hans_CN\", \"yue_HK\": \"yue_Hant_HK\", \"zh_CN\": \"zh_Hans_CN\",\n    \"zh_HK\": \"zh_Hant_HK\", \"zh_MO\": \"zh_Hant_MO\", \"zh_SG\": \"zh_Hans_SG\", \"zh_TW\": \"zh_Hant_TW\",\n  ]\n\n  /// CLDR's aliases of language codes (the `alias/language` of ICU's `metadata` in Apple's ICU 76),\n  /// read next: those of two-letter codes, and those to languages that have one (`iw` is `he`,\n  /// `cmn` `zh`, `prs` `fa_AF`, `deu` `de`).\n  nonisolated static let languageAliases: [Swift.String: Swift.String] = {\n    let aliases = \"\"\"\n      aar>aa abk>ab adp>dz afr>af aka>ak alb>sq als>sq amh>am ara>ar arb>ar arg>an arm>hy asm>as ava>av ave>ae \\\n      aym>ay ayr>ay aze>az azj>az bak>ba bam>bm baq>eu bel>be ben>bn bh>bho bis>bi bod>bo bos>bs bre>br bul>bg \\\n      bur>my cat>ca ces>cs cha>ch che>ce chi>zh chu>cu chv>cv cmn>zh cnr>sr_ME cor>kw cos>co cre>cr cwd>cr cym>cy \\\n      cze>cs dan>da deu>de div>dv drh>mn drw>fa_AF dut>nl dzo>dz ekk>et ell>el eng>en epo>eo esk>ik est>et eus>eu \\\n      ewe>ee fao>fo fas>fa fat>ak fij>fj fin>fi fra>fr fre>fr fry>fy fuc>ff ful>ff gaz>om geo>ka ger>de gla>gd \\\n      gle>ga glg>gl glv>gv gre>el grn>gn gug>gn guj>gu hat>ht hau>ha hbs>sr_Latn heb>he her>hz hin>hi hmo>ho \\\n      hrv>hr hun>hu hye>hy ibo>ig ice>is ido>io iii>ii ike>iu iku>iu ile>ie in>id ina>ia ind>id ipk>ik isl>is \\\n      ita>it iw>he jav>jv ji>yi jpn>ja jw>jv kal>kl kan>kn kas>ks kat>ka kau>kr kaz>kk khk>mn khm>km kik>ki kin>rw \\\n      kir>ky kmr>ku knc>kr kng>kg kom>kv kon>kg kor>ko kpv>kv kua>kj kur>ku lao>lo lat>la lav>lv lim>li lin>ln \\\n      lit>lt ltz>lb lub>lu lug>lg lvs>lv mac>mk mah>mh mal>ml mao>mi mar>mr may>ms mkd>mk mlg>mg mlt>mt mo>ro \\\n      mol>ro mon>mn mri>mi msa>ms mya>my nau>na nav>nv nbl>nr nde>nd ndo>ng nep>ne nld>nl nno>nn nob>nb nor>no \\\n      npi>ne nya>ny oci>oc ojg>oj oji>oj ori>or orm>om ory>or oss>os pan>pa pbu>ps per>fa pes>fa pli>pi plt>mg \\\n      pol>pl por>pt prp>gu prs>fa_AF pus>ps que>qu quz>qu roh>rm ron>ro rum>ro run>rn rus>ru sag>sg san>sa scc>sr \\\n      scr>hr sh>sr_Latn sin>si slk>sk slo>sk slv>sl sme>se smo>sm sna>sn snd>sd som>so sot>st spa>es sqi>sq src>sc \\\n      srd>sc srp>sr ssw>ss sun>su swa>sw swc>sw_CD swe>sv swh>sw tah>ty tam>ta tat>tt tel>te tgk>tg tha>th tib>bo \\\n      tir>ti tl>fil tnf>fa_AF ton>to tsn>tn tso>ts tuk>tk tur>tr tw>ak twi>ak uig>ug ukr>uk urd>ur uzb>uz uzn>uz \\\n      ven>ve vie>vi vol>vo wel>cy wln>wa wol>wo xho>xh ydd>yi yid>yi yor>yo zha>za zho>zh zsm>ms zul>zu zyb>za\n      \"\"\"\n    var table = [Swift.String: Swift.String]()\n    for alias in aliases.split(separator: \" \") {\n      let parts = alias.split(separator: \">\")\n      table[parts[0].description] = parts[1].description\n    }\n    return table\n  }()\n\n  /// The parents of names whose parent is not the name without its last subtag: CLDR's\n  /// parentLocales as Apple's ICU 76 holds them (`localefallback_data.h`), then Apple's own, which\n  /// come first (`appleParentMap` of `ualoc.cpp`). Each group is a parent, a prefix and its children.\n  nonisolated static let parentLocales: [Swift.String: Swift.String] = {\n    let groups: [(parent: Swift.String, prefix: Swift.String, children: Swift.String)] = [\n      (\"root\", \"\", \"\"\"\n        ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl byn_Latn cu_Glag dje_Arab \\\n        dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab \\\n        kn_Latn kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei \\\n        mr_Latn ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn \\\n        so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn \\\n        yo_Arab yue_Hans zh_Hant zh_Latn\n        \"\"\"),\n      (\"en_001\", \"en_\", \"\"\"\n        150 AF AG AI AM AO AR AU AW AX AZ BB BD BF BH BJ BL BM BN BO BQ BR BS BW BZ CC CD CF CG CI CK CM CR CU CV CX \\\n        CY DG DM DO DZ EC EG EH ER ET FJ FK FM GA GB GD GF GG GH GI GM GN GP GQ GT GY HK HN HT IC ID IE IL IM IN IO \\\n        IQ JE JM JO KE KG KH KI KM KN KW KY KZ LA LB LC LK LR LS LY MA MF MG ML MM MN MO MQ MR MS MT MU MV MW MY MZ \\\n        NA NC NE NF NG NI NP NR NU NZ OM PE PF PG PK PM PN PS PW QA RE RW SB SC SD SG SH SJ SL SM SN SO SS ST SV SX \\\n        SY SZ TC TD TF TG TH TJ TK TL TM TN TO TT TV TZ UG UY UZ VC VE VG VN VU WF WS YE YT ZA ZM ZW\n        \"\"\"),\n      (\"en_150\", \"en_\", \"\"\"\n        AD AL AT BA BE BG BY CH CZ DE DK EE ES FI FO FR GE GL GR HR HU IS IT LI LT LU LV MC MD ME MK NL NO PL PT RO \\\n        RS RU SE SI SK UA VA\n        \"\"\"),\n      (\"es_419\", \"es_\", \"\"\"\n        AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JP KN KY LC MF MQ \\\n        MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI\n        \"\"\"),\n      (\"en_IN\", \"\", \"hi_Latn\"), (\"fr_HT\", \"\", \"ht\"), (\"no\", \"\", \"nb nn no_NO\"),\n      (\"pt_PT\", \"pt_\", \"AO CH CV FR GQ GW LU MO MZ ST TL\"), (\"zh_Hant_HK\", \"\", \"zh_Hant_MO\"),\n      // Apple's own.\n      (\"en_GB\", \"en_\", \"\"\"\n        150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO \\\n        MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW\n        \"\"\"),\n      (\"en_AU\", \"en_\", \"CC CK CX NF NR NU NZ PG WS\"), (\"en_150\", \"\", \"en_CY\"), (\"en_001\", \"\", \"en_GB\"),\n      (\"ar\", \"\", \"ars\"), (\"es_419\", \"\", \"es_MX\"), (\"wuu_Hans\", \"\", \"wuu\"), (\"zh_Hans\", \"\", \"wuu_Hans yue_Hans\"),\n      (\"zh_Hant\", \"\", \"wuu_Hant zh_HK\"), (\"yue_Hant\", \"\", \"yue\"), (\"zh_Hant_HK\", \"\", \"yue_HK\"), (\"yue_HK\", \"\", \"yue_Hant\"),\n      (\"zh_TW\", \"\", \"zh_Hant\"), (\"zh_HK\", \"\", \"zh_Hant_HK\"), (\"root\", \"\", \"zh_TW\"),\n    ]\n    var parents = [Swift.String: Swift.String]()\n    for group in groups {\n      for child in group.children.split(separator: \" \") { parents[[group.prefix, Swift.String(child)].joined()] = group.parent }\n    }\n    return parents\n  }()\n\n  /// The language the accessors read: the chosen one; on Linux without one, that of the user's\n  /// (`userLanguages`) for which Apple's Bundle would choose the folder it chooses for all of them\n  /// (`localizationsToUse`), if any; on Apple platforms Foundation chooses the user's itself.\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func readLanguage(bundle: Foundation.Bundle) -> Swift.String? {\n    #if canImport(Darwin)\n      return language()\n    #else\n      if let chosen = language() { return chosen }\n      let path = self.path(of: bundle)\n      lock.lock()\n      let known = userLanguages[path]\n      lock.unlock()\n      if let known { return known.isEmpty ? nil : known }\n      let available = localizations(of: bundle)\n      var user: Swift.String?\n      if let folder = Self.localizationsToUse(Self.userLanguages, available: available).first {\n        for language in Self.userLanguages where _l10nEqual(Self.localizationsToUse([language], available: available).first, folder) {\n          user = language\n          break\n        }\n      }\n      lock.lock()\n      userLanguages[path] = user ?? \"\"\n      lock.unlock()\n      return user\n    #endif\n  }\n\n  /// The locale numbers are formatted with, whose language's plural rules choose plural forms: that of\n  /// the language read (`readLanguage(bundle:)`); else on Apple platforms the user's, on Linux the\n  /// development language's.\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func locale(for chosen: Swift.String?, developmentLanguage: Swift.String) -> Foundation.Locale {\n    #if canImport(Darwin)\n      guard let identifier = chosen else { return Foundation.Locale.current }\n    #else\n      let identifier = chosen ?? developmentLanguage\n    #endif\n    lock.lock()\n    defer { lock.unlock() }\n    if let locale = locales[identifier] { return locale }\n    let locale = Foundation.Locale(identifier: identifier)\n    locales[identifier] = locale\n    return locale\n  }\n\n  /// The bundle of a localization folder of `base`, or nil when it has no such localization.\n  nonisolated func bundle(for folder: Swift.String, in base: Foundation.Bundle) -> Foundation.Bundle? {\n    let key = [path(of: base), folder].joined(separator: \"/\")\n    lock.lock()\n    defer { lock.unlock() }\n    if let bundle = bundles[key] { return bundle }\n    guard let path = base.path(forResource: folder, ofType: \"lproj\"), let bundle = Foundation.Bundle(path: path) else {\n      return nil\n    }\n    bundles[key] = bundle\n    return bundle\n  }\n\n  /// The localization folders of `bundle`, listed once.\n  nonisolated func localizations(of bundle: Foundation.Bundle) -> [Swift.String] {\n    let path = self.path(of: bundle)\n    lock.lock()\n    defer { lock.unlock() }\n    if let listed = availableFolders[path] { return listed }\n    let listed = bundle.localizations\n    availableFolders[path] = listed\n    return listed\n  }\n\n  /// The path of `bundle`, the key of what is kept for it; found by identity, as reading it takes\n  /// microseconds (a few bundles are kept, so one made anew for each call is read anew).\n  nonisolated func path(of bundle: Foundation.Bundle) -> Swift.String {\n    lock.lock()\n    defer { lock.unlock() }\n    if let known = paths.first(where: { $0.bundle === bundle }) { return known.path }\n    if _l10nEqual(paths.count, 8) { paths.removeAll() }\n    let path = bundle.bundlePath\n    paths.append((bundle, path))\n    return path\n  }\n\n  /// The digits 0 to 9 as Foundation writes them in `locale`, or nil when one is not one character.\n  nonisolated func digits(_ locale: Foundation.Locale) -> [Swift.Unicode.Scalar]? {\n    lock.lock()\n    let known = digits[locale]\n    lock.unlock()\n    if let known { return _l10nEqual(known.count, 10) ? known : nil }\n    var digits: [Swift.Unicode.Scalar] = []\n    for digit: Swift.Int32 in 0...9 {\n      let scalars = Swift.String(format: \"%d\", locale: locale, arguments: [digit]).unicodeScalars\n      if _l10nEqual(scalars.count, 1), let scalar = scalars.first { digits.append(scalar) }\n    }\n    lock.lock()\n    self.digits[locale] = digits\n    lock.unlock()\n    return _l10nEqual(digits.count, 10) ? digits : nil\n  }\n\n  /// `integer` as Foundation formats `%d` with `locale`, without asking Foundation every time (it\n  /// reconfigures its number formatter for each number, under a lock all threads share): Foundation's\n  /// text of the number of as many digits and the same sign, 10…0, made once, with its digits replaced\n  /// by `integer`'s.\n  nonisolated func formatted(_ integer: Swift.Int64, locale: Foundation.Locale) -> Swift.String? {\n    let decimal = Swift.String(integer.magnitude)\n    let negative = _l10nLess(integer, 0)\n    let key = negative ? -decimal.utf8.count : decimal.utf8.count\n    lock.lock()\n    var template = integerTemplates[locale]?[key]\n    lock.unlock()\n    if case .none = template {\n      var power: Swift.Int64 = 1\n      for _ in 1..<decimal.utf8.count { power *= 10 }\n      template = Swift.String(format: \"%lld\", locale: locale, arguments: [negative ? -power : power])\n      lock.lock()\n      integerTemplates[locale, default: [:]][key] = template\n      lock.unlock()\n    }\n    guard let template, let digits = digits(locale) else { return nil }\n    return ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Format.replacingDigits(of: template, with: decimal, digits: digits)\n  }\n\n  /// `key` of `table` in the first folder of `bundle` that has it (`lookupFolders`), formatted; else\n  /// `fallback`, the development text, formatted.\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func string(\n    table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String,\n    bundle: Foundation.Bundle, developmentFolder: Swift.String, developmentLanguage: Swift.String\n  ) -> Swift.String {\n    let chosen = readLanguage(bundle: bundle)\n    let locale = self.locale(for: chosen, developmentLanguage: developmentLanguage)\n    let folders = lookupFolders(chosen: chosen, bundle: bundle, development: developmentFolder, developmentLanguage: developmentLanguage)\n    #if canImport(Darwin)\n      // Foundation resolves plural, device and width entries. Where a folder lacks the key, the next\n      // is read: Foundation alone would return the fallback, a plural's `other` form (\"1 files\").\n      let missing = \"\\u{0}l10ngen-missing\\u{0}\"\n      var bundles: [Foundation.Bundle] = []\n      if case .none = chosen { bundles.append(bundle) }\n      for folder in folders {\n        if let folderBundle = self.bundle(for: folder, in: bundle) { bundles.append(folderBundle) }\n      }\n      for bundle in bundles {\n        let found = bundle.localizedString(forKey: key, value: missing, table: table)\n        if !_l10nEqual(found, missing) { return format(found, arguments, locale: locale) }\n      }\n    #else\n      // Each folder's `.strings` and `.stringsdict` together, the `.stringsdict` entry first, as\n      // Foundation reads one localization; then the next folder.\n      for folder in folders {\n        let table = self.table(table, folder: folder, in: bundle)\n        if let entry = table.entries[key] as? [Swift.String: Any], let (format, variables) = Self.resolved(entry, key: key, in: table) {\n          return ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Format.string(format, arguments, locale: locale, variables: variables)\n        }\n        if let value = table.strings[key] {\n          return ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Format.string(value, arguments, locale: locale)\n        }\n      }\n    #endif\n    return format(fallback, arguments, locale: locale)\n  }\n\n  /// `format` filled with `arguments` (texts without arguments too, as with SwiftGen's code: `%%`\n  /// prints `%`). On Apple platforms a `.stringsdict` format (one with `#@`, which carries its entry)\n  /// is left to Foundation.\n  ")
        r.write(CompiledRender.read(variable8))
        r.lines("nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale) -> Swift.String {\n    #if canImport(Darwin)\n      if format.contains(\"#@\") { return Swift.String(format: format, locale: locale, arguments: arguments) }\n    #endif\n    return ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Format.string(format, arguments, locale: locale)\n  }\n\n  #if !canImport(Darwin)\n    /// The user's languages (`userLanguages(_:)`), read once.\n    nonisolated static let userLanguages = userLanguages(Foundation.ProcessInfo.processInfo.environment)\n\n    /// The user's languages as gettext reads them, as folder names. The locale is `LC_ALL`, else\n    /// `LC_MESSAGES`, else `LANG`; when it is unset, `C` or `POSIX`, there are none. Else they are\n    /// those `LANGUAGE` lists (separated by `:`, up to a `C` or `POSIX` entry) when it lists any, else\n    /// the locale's own (none for `C.UTF-8`).\n    nonisolated static func userLanguages(_ environment: [Swift.String: Swift.String]) -> [Swift.String] {\n      var locale = \"\"\n      for variable in [\"LC_ALL\", \"LC_MESSAGES\", \"LANG\"] {\n        if let value = environment[variable], !value.isEmpty {\n          locale = value\n          break\n        }\n      }\n      guard !locale.isEmpty, !_l10nEqual(locale, \"C\"), !_l10nEqual(locale, \"POSIX\") else { return [] }\n      let listed = environment[\"LANGUAGE\", default: \"\"].split(separator: \":\").map { (entry: Swift.Substring) -> Swift.String in entry.description }\n      guard !listed.isEmpty else {\n        guard let language = folderName(locale) else { return [] }\n        return [language]\n      }\n      var languages = [Swift.String]()\n      for entry in listed {\n        guard let language = folderName(entry) else { break }\n        languages.append(language)\n      }\n      return languages\n    }\n\n    /// A locale name (`language[_TERRITORY][.codeset][@modifier]`) as Apple names folders: `de_CH.UTF-8`\n    /// is `de-CH`, `sr_RS@latin` `sr-Latn-RS`, `zh_TW` `zh-Hant-TW`, `zh_CN` `zh-Hans-CN`, `no` `nb`;\n    /// nil for `C` and `POSIX` (also with a codeset).\n    nonisolated static func folderName(_ locale: Swift.String) -> Swift.String? {\n      var modifier = \"\"\n      if let at = locale.firstIndex(of: \"@\") { modifier = locale.suffix(from: at).dropFirst().lowercased() }\n      let name = locale.prefix(while: { !_l10nEqual($0, \"@\") && !_l10nEqual($0, \".\") })\n      let parts = name.split(separator: \"_\", maxSplits: 1).map { (part: Swift.Substring) -> Swift.String in part.description }\n      guard let first = parts.first, !first.isEmpty, !_l10nEqual(first, \"C\"), !_l10nEqual(first, \"POSIX\") else { return nil }\n      let lowered = first.lowercased()\n      var subtags = [[\"no\": \"nb\", \"iw\": \"he\", \"in\": \"id\", \"ji\": \"yi\"][lowered, default: lowered]]\n      var script = [\"latin\": \"Latn\", \"cyrillic\": \"Cyrl\", \"devanagari\": \"Deva\"][modifier]\n      if _l10nLess(1, parts.count) {\n        let region = parts[1].uppercased()\n        if _l10nEqual(subtags[0], \"zh\"), case .none = script {\n          script = [\"TW\": \"Hant\", \"HK\": \"Hant\", \"MO\": \"Hant\", \"CN\": \"Hans\", \"SG\": \"Hans\"][region]\n        }\n        if let script { subtags.append(script) }\n        subtags.append(region)\n      } else if let script {\n        subtags.append(script)\n      }\n      return subtags.joined(separator: \"-\")\n    }\n\n    /// `table` of one folder of `base`, read once.\n    nonisolated func table(_ name: Swift.String, folder: Swift.String, in base: Foundation.Bundle) -> ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Table {\n      let cacheKey = [path(of: base), folder, name].joined(separator: \"/\")\n      lock.lock()\n      let cached = tables[cacheKey]\n      lock.unlock()\n      if let cached { return cached }\n      var table = ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Table()\n      let bundle = self.bundle(for: folder, in: base)\n      func contents(_ fileExtension: Swift.String) -> (Foundation.Data, [Swift.String: Any])? {\n        guard let url = bundle?.url(forResource: name, withExtension: fileExtension), let data = try? Foundation.Data(contentsOf: url),\n          let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]\n        else { return nil }\n        return (data, plist)\n      }\n      if let (_, strings) = contents(\"strings\") { table.strings = strings.compactMapValues { $0 as? Swift.String } }\n      if let (data, entries) = contents(\"stringsdict\") {\n        table.entries = entries\n        let text = Swift.String(decoding: data, as: Swift.UTF8.self)\n        if text.contains(\"NSStringDeviceSpecificRuleType\") { table.text = text }\n      }\n      lock.lock()\n      tables[cacheKey] = table\n      lock.unlock()\n      return table\n    }\n\n    /// The format and variables of a `.stringsdict` entry: its device variant for Linux, which is no\n    /// device Foundation knows (the `other` device, else the first the table lists), its widest\n    /// width variant, or its `NSStringLocalizedFormatKey`. Nil for an entry of none of these.\n    nonisolated static func resolved(_ entry: [Swift.String: Any], key: Swift.String, in table: ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Table) -> (Swift.String, [Swift.String: Any]?)? {\n      if let devices = entry[\"NSStringDeviceSpecificRuleType\"] as? [Swift.String: Any], !devices.isEmpty {\n        var device = \"other\"\n        if case .none = devices[device] { device = firstDevice(of: devices.keys.sorted(), key: key, text: table.text) }\n        switch devices[device] {\n        case let text as Swift.String: return (text, entry)\n        case let nested as [Swift.String: Any]: return resolved(nested, key: key, in: ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Table())\n        default: return nil\n        }\n      }\n      if let widths = entry[\"NSStringVariableWidthRuleType\"] as? [Swift.String: Any] {\n        var widest: (width: Swift.Int, text: Any?)?\n        for (key, text) in widths {\n          let width = Swift.Int(key, radix: 10) ?? .min\n          if let found = widest, !_l10nLess(found.width, width) { continue }\n          widest = (width, text)\n        }\n        if let text = widest?.text as? Swift.String { return (text, nil) }\n      }\n      if let format = entry[\"NSStringLocalizedFormatKey\"] as? Swift.String { return (format, entry) }\n      return nil\n    }\n\n    /// Of `devices` (sorted), the one the entry of `key` lists first in the table's XML text.\n    nonisolated static func firstDevice(of devices: [Swift.String], key: Swift.String, text: Swift.String?) -> Swift.String {\n      guard let text else { return devices[0] }\n      let escaped = key.replacingOccurrences(of: \"&\", with: \"&amp;\").replacingOccurrences(of: \"<\", with: \"&lt;\").replacingOccurrences(of: \">\", with: \"&gt;\")\n      let start = text.range(of: [\"<key>\", escaped, \"</key>\"].joined())?.upperBound ?? text.startIndex\n      func place(_ device: Swift.String) -> Swift.String.Index {\n        text.range(of: [\"<key>\", device, \"</key>\"].joined(), range: start..<text.endIndex)?.lowerBound ?? text.endIndex\n      }\n      return devices.min(by: { _l10nLess(place($0), place($1)) }) ?? devices[0]\n    }\n  #endif\n}\n\n/// `String(format:locale:arguments:)` as CoreFoundation reads a format: each `%` sequence is parsed\n/// the way `__CFParseFormatSpec` parses it and formatted on its own by Foundation with `locale`, so\n/// numbers are grouped and localized exactly as Foundation does. Positions count from the call's first\n/// argument (a position no specifier names still takes its argument, as Foundation does for apps built\n/// with current SDKs). Three things differ on purpose: an unsigned value prints its own digits\n/// (CoreFoundation formats `%u`/`%lu` with a locale as a signed number: `UInt.max` would print `-1`);\n/// `%Lf` reads the `Double` the accessor passes (read as a `long double` it is garbage on x86_64); an\n/// argument of the wrong kind for its conversion (a translation's `%@` where the code passes a number)\n/// prints as text instead of crashing.\n///\n/// `variables` is a `.stringsdict` entry, whose `%#@name@` references are resolved as Foundation does:\n/// the reference reads its variable's number (typed by `NSStringFormatValueTypeKey`), the plural rules\n/// of the locale's language choose a form, and the form is formatted on its own, its sequential\n/// specifiers starting at the variable's argument, and goes in as text.\nextension ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Format {\n  nonisolated static func string(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]? = nil) -> Swift.String {\n    guard format.utf8.contains(0x25) else { return format }\n    var output = \"\"\n    append(Array(format.utf16), arguments, locale: locale, variables: variables, first: 0, outer: [], depth: 0, to: &output)\n    return output\n  }\n\n  /// Reads the `%` sequence at `start` the way `__CFParseFormatSpec` does: flags, digits, `*`, `.`,\n  /// `n$` and lengths in any order until a conversion; any other character makes a text of the one\n  /// character after `%` (`%%` is `%`), and reading goes on after the character it could not read.\n  nonisolated private static func parse(_ units: [Swift.UInt16], from start: Swift.Int) -> (spec: Spec, end: Swift.Int) {\n    var spec = Spec()\n    var index = start.advanced(by: 1)\n    var seenDot = false, seenSharp = false\n    func next() -> Swift.Unicode.Scalar? {\n      guard _l10nLess(index, units.count) else { return nil }\n      defer { index = index.advanced(by: 1) }\n      return Swift.Unicode.Scalar(units[index]) ?? \"\\u{FFFD}\"\n    }\n    func peek(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {\n      guard _l10nLess(index, units.count), _l10nEqual(units[index], Swift.UInt16(truncatingIfNeeded: scalar.value)) else { return false }\n      index = index.advanced(by: 1)\n      return true\n    }\n    func ends(_ kind: Spec.Kind, _ conversion: Swift.Unicode.Scalar = \"%\") -> (spec: Spec, end: Swift.Int) {\n      spec.kind = kind\n      spec.conversion = conversion\n      if _l10nEqual(kind, .text) { spec.text = start.advanced(by: 1)..<start.advanced(by: 2) }\n      return (spec, index)\n    }\n    // The conversions and lengths as `if`s over sets of characters: a `switch` over characters\n    // type-checks each of its patterns as an operator.\n    while var c = next() {\n      var again = true\n      while again {\n        again = false\n        if _l10nEqual(c, \"#\") {\n          seenSharp = true\n        } else if _l10nEqual(c, \" \") {\n          if !spec.flags.contains(\"+\") { spec.flags.append(\" \") }\n        } else if _l10nEqual(c, \"-\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \"0\", with: \"\")\n          spec.flags.append(\"-\")\n        } else if _l10nEqual(c, \"+\") {\n          spec.flags = spec.flags.replacingOccurrences(of: \" \", with: \"\")\n          spec.flags.append(\"+\")\n        } else if _l10nEqual(c, \"0\") {\n          if seenDot {\n            spec.precision = 0\n          } else if !spec.flags.contains(\"-\") {\n            spec.flags.append(\"0\")\n          }\n        } else if _l10nEqual(c, \"h\") {\n          let twice = peek(\"h\")\n          spec.size = twice ? 1 : 2\n          spec.length = twice ? \"hh\" : \"h\"\n        } else if _l10nEqual(c, \"l\") {\n          let twice = peek(\"l\")\n          spec.size = twice ? 8 : 4\n          spec.length = twice ? \"ll\" : \"l\"\n        } else if _l10nEqual(c, \"L\") {\n          spec.size = 16\n          spec.length = \"L\"\n        } else if \"qjtz\".unicodeScalars.contains(c) {\n          spec.size = \"qj\".unicodeScalars.contains(c) ? 8 : 4\n          spec.length = Swift.String(c)\n        } else if _l10nEqual(c, \"c\") {\n          spec.size = 1\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"C\") {\n          spec.size = 2\n          return ends(.argument, c)\n        } else if \"fFeEgGdDiuUoOxXaAnpsSP\".unicodeScalars.contains(c) {\n          if \"fFeEgG\".unicodeScalars.contains(c), seenDot, _l10nEqual(spec.precision, -1), _l10nEqual(spec.precisionSlot, -1) {\n            spec.precision = 0\n          }\n          if seenSharp { spec.flags.append(\"#\") }\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\"), !seenSharp {\n          return ends(.argument, c)\n        } else if _l10nEqual(c, \"@\") {\n          // `%#@name@`: a variable, named by ASCII letters, digits and `_`. Another character ends\n          // the name and is skipped; `%#@@` is `%@`.\n          seenSharp = false\n          let nameStart = index\n          var name = \"\"\n          while let letter = next() {\n            if _l10nEqual(letter, \"@\") {\n              guard !name.isEmpty else { return ends(.argument, \"@\") }\n              spec.name = name\n              spec.text = start..<index\n              return ends(.variable, \"@\")\n            }\n            guard letter.isASCII, letter.properties.isAlphabetic || \"0123456789_\".unicodeScalars.contains(letter) else { break }\n            name.unicodeScalars.append(letter)\n          }\n          if _l10nEqual(index, units.count), _l10nEqual(nameStart.distance(to: index), name.unicodeScalars.count) { return ends(.incomplete) }\n        } else if \"123456789\".unicodeScalars.contains(c) {\n          var number = 0\n          while \"0123456789\".unicodeScalars.contains(c) {\n            let digit = Swift.Int(c.value) - 0x30\n            number = Swift.min(number * 10 + digit, Swift.Int(Swift.Int32.max))\n            guard let following = next() else { return ends(.incomplete) }\n            c = following\n          }\n          if _l10nEqual(c, \"$\") {\n            guard _l10nLess(number, 128) else { return ends(.incomplete) }\n            if _l10nEqual(spec.precisionSlot, -2) {\n              spec.precisionSlot = number.advanced(by: -1)\n            } else if _l10nEqual(spec.widthSlot, -2) {\n              spec.widthSlot = number.advanced(by: -1)\n            } else {\n              spec.slot = number.advanced(by: -1)\n            }\n          } else {\n            if seenDot { spec.precision = number } else { spec.width = number }\n            again = true\n          }\n        } else if _l10nEqual(c, \"*\") {\n          spec.widthSlot = -2\n        } else if _l10nEqual(c, \".\") {\n          seenDot = true\n          spec.dot = true\n          guard let following = next() else { return ends(.incomplete) }\n          if _l10nEqual(following, \"*\") {\n            spec.precisionSlot = -2\n          } else {\n            c = following\n            again = true\n          }\n        } else {\n          return ends(.text)\n        }\n      }\n    }\n    return ends(.incomplete)\n  }\n\n  /// Appends `units` formatted. Sequential specifiers start at slot `first`; `outer` are the slots of\n  /// the call a plural form belongs to.\n  nonisolated private static func append(\n    _ units: [Swift.UInt16], _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]?,\n    first: Swift.Int, outer: [Slot], depth: Swift.Int, to output: inout Swift.String\n  ) {\n    var specs = scan(units, variables: variables)\n    var slots = number(&specs, first: first, variables: variables)\n    for (slot, kind) in outer.enumerated() where !_l10nLess(slot, slots.count) || _l10nEqual(slots[slot], .unused) {\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    let argumentIndices = argumentIndices(of: slots)\n    func argument(_ slot: Swift.Int) -> (any Swift.CVarArg)? {\n      guard !_l10nLess(slot, 0), _l10nLess(slot, argumentIndices.count), let index = argumentIndices[slot], _l10nLess(index, arguments.count) else {\n        return nil\n      }\n      return arguments[index]\n    }\n    for spec in specs {\n      switch spec.kind {\n      case .text:\n        output.append(Swift.String(decoding: units[spec.text], as: Swift.UTF16.self))\n      case .incomplete:\n        break\n      case .null:\n        output.append(\"(null)\")\n      case .argument:\n        output.append(formatted(spec, argument(spec.slot), width: argument(spec.widthSlot), precision: argument(spec.precisionSlot), locale: locale))\n      case .variable:\n        #if canImport(Darwin)\n        break  // Foundation formats `.stringsdict` entries on Apple platforms\n        #else\n        guard let variable = variables?[spec.name] as? [Swift.String: Any], _l10nLess(depth, 10) else { continue }\n        var number = pluralNumber(spec.name, in: variables, argument(spec.slot))\n        if case .none = number, let _ = argument(spec.slot), let other = variable[\"other\"] as? Swift.String {\n          // The variable's argument is no number (Foundation would read a text's address as one):\n          // the form is chosen by the first number the forms print.\n          var formSpecs = scan(Array(other.utf16), variables: variables)\n          _ = self.number(&formSpecs, first: spec.slot, variables: variables)\n          for formSpec in formSpecs where _l10nEqual(formSpec.kind, .argument) && _l10nLess(formSpec.slot, arguments.count) {\n            if let first = self.number(formSpec, arguments[formSpec.slot]) {\n              number = first\n              break\n            }\n          }\n        }\n        guard let number, let form = chosenForm(variable, number: number, locale: locale) else {\n          output.append(\"(null)\")\n          continue\n        }\n        append(\n          Array(form.utf16), arguments, locale: locale, variables: variables, first: spec.slot, outer: outer.isEmpty ? slots : outer,\n          depth: depth.advanced(by: 1), to: &output)\n        #endif\n      }\n    }\n  }\n\n  /// The text and specifiers of `units` in order.\n  nonisolated private static func scan(_ units: [Swift.UInt16], variables: [Swift.String: Any]?) -> [Spec] {\n    var specs = [Spec]()\n    var index = 0\n    while _l10nLess(index, units.count) {\n      guard _l10nEqual(units[index], 0x25) else {\n        let start = index\n        while _l10nLess(index, units.count), !_l10nEqual(units[index], 0x25) { index = index.advanced(by: 1) }\n        specs.append(Spec(kind: .text, text: start..<index))\n        continue\n      }\n      var (spec, end) = parse(units, from: index)\n      if _l10nEqual(spec.kind, .variable), !(variables?[spec.name] is [Swift.String: Any]) {\n        spec.kind = .text  // a reference to no variable is printed as written\n      }\n      specs.append(spec)\n      index = end\n    }\n    return specs\n  }\n\n  /// Gives each specifier its slots as Foundation numbers them, from `first`; returns what each slot reads.\n  nonisolated private static func number(_ specs: inout [Spec], first: Swift.Int, variables: [Swift.String: Any]?) -> [Slot] {\n    var slots = [Slot]()\n    func mark(_ slot: Swift.Int, _ kind: Slot) {\n      guard !_l10nLess(slot, 0) else { return }\n      while !_l10nLess(slot, slots.count) { slots.append(.unused) }\n      slots[slot] = kind\n    }\n    var next = first\n    for index in specs.indices where _l10nEqual(specs[index].kind, .argument) || _l10nEqual(specs[index].kind, .variable) {\n      var spec = specs[index]\n      var reads = Slot.argument\n      #if !canImport(Darwin)\n        if _l10nEqual(spec.kind, .variable) {\n          guard let valueType = valueType(spec.name, in: variables) else {\n            specs[index].kind = .null  // a plural without a value type reads nothing and prints \"(null)\"\n            continue\n          }\n          let readsArgument = _l10nEqual(valueType.kind, .argument)\n          if !readsArgument || !isNumber(valueType.conversion) {\n            reads = readsArgument ? .argument : .none\n            spec.kind = .null\n          }\n        }\n      #endif\n      if _l10nEqual(spec.widthSlot, -2) {\n        spec.widthSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.precisionSlot, -2) {\n        spec.precisionSlot = next\n        next = next.advanced(by: 1)\n      }\n      if _l10nEqual(spec.slot, -1) {\n        spec.slot = next\n        next = next.advanced(by: 1)\n      }\n      mark(spec.widthSlot, .argument)\n      mark(spec.precisionSlot, .argument)\n      mark(spec.slot, reads)\n      specs[index] = spec\n    }\n    return slots\n  }\n\n  /// The argument each slot reads: one per slot that reads an argument, and one skipped for each\n  /// unused slot below the last of those.\n  nonisolated private static func argumentIndices(of slots: [Slot]) -> [Swift.Int?] {\n    let last = slots.lastIndex(of: .argument) ?? -1\n    var taken = 0\n    var indices: [Swift.Int?] = []\n    for (slot, kind) in slots.enumerated() {\n      switch kind {\n      case .argument:\n        indices.append(taken)\n        taken = taken.advanced(by: 1)\n      case .unused:\n        if _l10nLess(slot, last) { taken = taken.advanced(by: 1) }\n        indices.append(nil)\n      case .none:\n        indices.append(nil)\n      }\n    }\n    return indices\n  }\n\n  // MARK: Plural variables (Linux)\n\n  #if !canImport(Darwin)\n    /// `NSStringFormatValueTypeKey` read as the end of a specifier (`ld`); nil for a plural rule\n    /// without one. A value type Foundation cannot read (`%ld`) is not an argument specifier.\n    nonisolated private static func valueType(_ name: Swift.String, in variables: [Swift.String: Any]?) -> Spec? {\n      guard let variable = variables?[name] as? [Swift.String: Any] else { return nil }\n      guard let valueType = variable[\"NSStringFormatValueTypeKey\"] as? Swift.String else {\n        if let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") { return nil }\n        return Spec(kind: .argument, conversion: \"@\")\n      }\n      return parse(Array([\"%\", valueType].joined().utf16), from: 0).spec\n    }\n\n    nonisolated private static func pluralNumber(_ name: Swift.String, in variables: [Swift.String: Any]?, _ argument: (any Swift.CVarArg)?) -> Number? {\n      guard let valueType = valueType(name, in: variables) else { return nil }\n      return number(valueType, argument)\n    }\n\n    /// `argument` as a specifier of this conversion reads it, when it is a number.\n    nonisolated private static func number(_ spec: Spec, _ argument: (any Swift.CVarArg)?) -> Number? {\n      switch spec.conversion {\n      case \"f\", \"F\", \"e\", \"E\", \"g\", \"G\", \"a\", \"A\":\n        return double(argument).map(Number.double)\n      case \"d\", \"D\", \"i\", \"u\", \"U\", \"o\", \"O\", \"x\", \"X\", \"c\", \"C\":\n        return integer(argument).map { .integer(signed($0, size: spec.size)) }\n      default:\n        return nil\n      }\n    }\n\n    nonisolated private static func isNumber(_ conversion: Swift.Unicode.Scalar) -> Swift.Bool {\n      \"dDiuUoOxXcCfFeEgGaA\".unicodeScalars.contains(conversion)\n    }\n\n    /// Foundation's choice: `zero` for the integer 0, the form of the category the language's plural\n    /// rules give, `one` for the integer 1, then `other`.\n    nonisolated private static func chosenForm(_ variable: [Swift.String: Any], number: Number, locale: Foundation.Locale) -> Swift.String? {\n      guard let rule = variable[\"NSStringFormatSpecTypeKey\"] as? Swift.String, _l10nEqual(rule, \"NSStringPluralRuleType\") else { return nil }\n      var value: Swift.Double\n      var integral: Swift.Int64?\n      switch number {\n      case .integer(let integer):\n        value = Swift.Double(integer)\n        if _l10nEqual(integer, 0), let zero = variable[\"zero\"] as? Swift.String { return zero }\n        if _l10nEqual(integer, Swift.Int64.max) { return variable[\"other\"] as? Swift.String }  // Foundation's own exception\n        integral = integer\n      case .double(let double):\n        value = double\n      }\n      if let category = ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Plurals.category(value, language: locale.identifier), let form = variable[category] as? Swift.String {\n        return form\n      }\n      if _l10nEqual(integral, 1), let one = variable[\"one\"] as? Swift.String { return one }\n      return variable[\"other\"] as? Swift.String\n    }\n  #endif\n\n  // MARK: One specifier\n\n  /// `spec` formatted by Foundation with `locale`, each argument passed as the C type Foundation reads\n  /// (a number Foundation localizes as one of 64 bits, an unsigned one as signed, which Foundation\n  /// formats right). Width and precision go in as digits: a literal one wins over a `*` one, whose\n  /// argument is read all the same, as Foundation reads it; a negative `*` width is a `-` flag and a\n  /// negative precision none, as in C; both stay under 65,536 (Foundation crashes on `Int32.min` and\n  /// on numbers past `Int32.max`, and makes a text of gigabytes for ones just below).\n  nonisolated private static func formatted(\n    _ spec: Spec, _ value: (any Swift.CVarArg)?, width: (any Swift.CVarArg)?, precision: (any Swift.CVarArg)?, locale: Foundation.Locale\n  ) -> Swift.String {\n    var flags = spec.flags\n    var widthDigits: Swift.Int? = _l10nLess(spec.width, 0) ? nil : spec.width\n    if case .none = widthDigits, !_l10nLess(spec.widthSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(width) ?? 0))\n      if _l10nLess(amount, 0) {\n        flags = flags.replacingOccurrences(of: \"0\", with: \"\")\n        flags.append(\"-\")\n      }\n      widthDigits = _l10nEqual(amount.magnitude, 0) ? nil : Swift.Int(amount.magnitude)\n    }\n    var precisionDigits: Swift.Int? = _l10nLess(spec.precision, 0) ? nil : spec.precision\n    if case .none = precisionDigits, !_l10nLess(spec.precisionSlot, 0) {\n      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(precision) ?? 0))\n      precisionDigits = _l10nLess(amount, 0) ? nil : amount\n    }\n    var widthField = \"\"\n    if let widthDigits { widthField = Swift.String(Swift.min(widthDigits, 65_535)) }\n    var fields = widthField\n    if let precisionDigits {\n      fields.append(\".\")\n      fields.append(Swift.String(Swift.min(precisionDigits, 65_535)))\n    } else if spec.dot, _l10nLess(spec.precisionSlot, 0) {\n      fields.append(\".\")  // precision 0 where Foundation hands the specifier to `snprintf`\n    }\n    var conversion = Swift.String(spec.conversion)\n    var arguments = [any Swift.CVarArg]()\n    let letter = spec.conversion\n    if \"dDi\".unicodeScalars.contains(letter) {\n      conversion = \"lld\"\n      arguments.append(signed(integer(value) ?? 0, size: spec.size))\n    } else if \"uU\".unicodeScalars.contains(letter) {\n      let unsigned = self.unsigned(integer(value) ?? 0, size: spec.size)\n      guard !_l10nLess(Swift.UInt64(Swift.Int64.max), unsigned) else {\n        return large(unsigned, flags: flags, width: widthField, fields: fields, locale: locale)\n      }\n      conversion = \"lld\"\n      arguments.append(Swift.Int64(unsigned))\n    } else if \"fFeEgGaA\".unicodeScalars.contains(letter) {\n      arguments.append(double(value) ?? 0)\n    } else if \"oOxXc\".unicodeScalars.contains(letter) {\n      let written = _l10nEqual(letter, \"O\") ? \"o\" : conversion\n      conversion = spec.length\n      conversion.append(written)\n      let bits = signed(integer(value) ?? 0, size: spec.size)\n      if !_l10nLess(spec.size, 4), !_l10nEqual(letter, \"c\") {\n        arguments.append(bits)\n      } else {\n        arguments.append(Swift.Int32(truncatingIfNeeded: bits))\n      }\n    } else if _l10nEqual(letter, \"C\") {\n      arguments.append(Swift.Int32(truncatingIfNeeded: integer(value) ?? 0))\n    } else if _l10nEqual(letter, \"@\") {\n      switch value {\n      case nil: return \"(null)\"\n      case let text as Swift.String: return text  // its own description; Foundation ignores width and precision of `%@`\n      case let object? where type(of: object) is Swift.AnyObject.Type: arguments.append(object)\n      case let other?: return Swift.String(describing: other)\n      }\n    } else if _l10nEqual(letter, \"p\") {\n      if let value, value is any Swift.BinaryInteger || isPointer(value) { arguments.append(value) } else { arguments.append(0) }\n    } else if \"sSP\".unicodeScalars.contains(letter) {\n      if let value, isPointer(value) { arguments.append(value) } else { arguments.append(0) }  // a null pointer prints \"(null)\"\n    } else {\n      return \"\"  // %n prints nothing\n    }\n    // `%d`, `%ld`, `%lu` (no flag, width or precision), the usual ones, from a formatter made once.\n    if flags.isEmpty, fields.isEmpty, _l10nEqual(conversion, \"lld\"), let integer = arguments.first as? Swift.Int64,\n      let text = ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Localization.shared.formatted(integer, locale: locale)\n    {\n      return text\n    }\n    var format = \"%\"\n    format.append(flags)\n    format.append(fields)\n    format.append(conversion)\n    return Swift.String(format: format, locale: locale, arguments: arguments)\n  }\n\n  /// An unsigned value beyond `Int64.max`, which Foundation cannot format with a locale: a number of\n  /// as many digits is formatted instead, and its digits replaced with the value's.\n  nonisolated private static func large(_ value: Swift.UInt64, flags: Swift.String, width: Swift.String, fields: Swift.String, locale: Foundation.Locale) -> Swift.String {\n    let decimal = Swift.String(value)\n    let template: Swift.String\n    if decimal.utf8.count < 20 {\n      template = Swift.String(format: [\"%\", flags, fields, \"lld\"].joined(), locale: locale, arguments: [Swift.Int64(1_000_000_000_000_000_000)])\n    } else {\n      template = Swift.String(format: [\"%\", flags.replacingOccurrences(of: \"0\", with: \"\"), width, \".0f\"].joined(), locale: locale, arguments: [1e19])\n    }\n    guard let digits = ")
        r.write(CompiledRender.read(variable5))
        r.lines("._Localization.shared.digits(locale) else { return decimal }\n    return replacingDigits(of: template, with: decimal, digits: digits) ?? decimal\n  }\n\n  /// `template`, a number Foundation formatted, with its last digits (in `digits`, the locale's 0 to 9)\n  /// replaced by those of `decimal` (ASCII); nil when it has fewer digits.\n  nonisolated static func replacingDigits(of template: Swift.String, with decimal: Swift.String, digits: [Swift.Unicode.Scalar]) -> Swift.String? {\n    var scalars = Swift.Array(template.unicodeScalars)\n    let values = decimal.unicodeScalars.map { (scalar: Swift.Unicode.Scalar) -> Swift.Int in Swift.Int(scalar.value) - 0x30 }\n    var remaining = values.count\n    for index in scalars.indices.reversed() where _l10nLess(0, remaining) && digits.contains(scalars[index]) {\n      remaining = remaining.advanced(by: -1)\n      scalars[index] = digits[values[remaining]]\n    }\n    guard _l10nEqual(remaining, 0) else { return nil }\n    var text = \"\"\n    text.unicodeScalars.append(contentsOf: scalars)\n    return text\n  }\n\n  nonisolated private static func isPointer(_ value: any Swift.CVarArg) -> Swift.Bool {\n    value is Swift.OpaquePointer || Swift.String(describing: type(of: value)).hasPrefix(\"Unsafe\")\n  }\n\n  nonisolated private static func integer(_ value: (any Swift.CVarArg)?) -> Swift.Int64? {\n    switch value {\n    case let integer as any Swift.BinaryInteger: return Swift.Int64(truncatingIfNeeded: integer)\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double).isFinite ? Swift.Int64(Swift.max(-9.2e18, Swift.min(9.2e18, Swift.Double(double)))) : 0\n    default: return nil\n    }\n  }\n\n  nonisolated private static func double(_ value: (any Swift.CVarArg)?) -> Swift.Double? {\n    switch value {\n    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double)\n    case let integer as any Swift.BinaryInteger: return Swift.Double(integer)\n    default: return nil\n    }\n  }\n\n  /// The value a C argument of this length holds, sign-extended as CoreFoundation stores it.\n  nonisolated private static func signed(_ bits: Swift.Int64, size: Swift.Int) -> Swift.Int64 {\n    switch size {\n    case 1: return Swift.Int64(Swift.Int8(truncatingIfNeeded: bits))\n    case 2: return Swift.Int64(Swift.Int16(truncatingIfNeeded: bits))\n    case 0: return Swift.Int64(Swift.Int32(truncatingIfNeeded: bits))\n    default: return bits\n    }\n  }\n\n  nonisolated private static func unsigned(_ bits: Swift.Int64, size: Swift.Int) -> Swift.UInt64 {\n    switch size {\n    case 1: return Swift.UInt64(Swift.UInt8(truncatingIfNeeded: bits))\n    case 2: return Swift.UInt64(Swift.UInt16(truncatingIfNeeded: bits))\n    case 0: return Swift.UInt64(Swift.UInt32(truncatingIfNeeded: bits))\n    default: return Swift.UInt64(bitPattern: bits)\n    }\n  }\n}\n\n#if !canImport(Darwin)\n")
        try r.enterInclude(at: 152)
        do {
          try r.nest(at: 152)
          r.lines("\nextension ")
          r.write(CompiledRender.read(variable5))
          r.lines(" {\n  /// Unicode CLDR 47's cardinal plural rules, which Foundation applies through ICU.\n  ")
          r.write(CompiledRender.read(variable6))
          r.lines(" enum _Plurals {\n    /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no\n    /// rule takes is `other`, as in CLDR.\n    nonisolated static let cldr = \"\"\"\n      aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv\n      dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde\n      kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe\n      mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif\n      rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal\n      wbp wo xnr yav yo yrl yue za zgh zh\n        other:\n      af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka\n      kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or\n      os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve\n      vo vun wae xh xog\n        one: n = 1\n      ak bho csw guw ln mg nso pa ti wa\n        one: n = 0..1\n      am as bn doi fa gu hi kn pcm zu\n        one: i = 0 or n = 1\n      ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi\n        one: i = 1 and v = 0\n      ceb fil tl\n        one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9\n      da\n        one: n = 1 or t != 0 and i = 0,1\n      ff hy kab\n        one: i = 0,1\n      is\n        one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11\n      mk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n      si\n        one: n = 0,1 or i = 0 and f = 1\n      tzm\n        one: n = 0..1 or n = 11..99\n      blo ksh\n        zero: n = 0\n        one: n = 1\n      bs hr sh sr\n        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14\n      ca it lld pt_pt scn vec\n        one: i = 1 and v = 0\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      es\n        one: n = 1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      fr\n        one: i = 0,1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      he iw\n        one: i = 1 and v = 0 or i = 0 and v != 0\n        two: i = 2 and v = 0\n      iu naq sat se sma smi smj smn sms\n        one: n = 1\n        two: n = 2\n      lag\n        zero: n = 0\n        one: i = 0,1 and n != 0\n      lv prg\n        zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19\n        one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1\n      mo ro\n        one: i = 1 and v = 0\n        few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19\n      pt\n        one: i = 0..1\n        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5\n      shi\n        one: i = 0 or n = 1\n        few: n = 2..10\n      be\n        one: n % 10 = 1 and n % 100 != 11\n        few: n % 10 = 2..4 and n % 100 != 12..14\n        many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14\n      cs sk\n        one: i = 1 and v = 0\n        few: i = 2..4 and v = 0\n        many: v != 0\n      dsb hsb\n        one: v = 0 and i % 100 = 1 or f % 100 = 1\n        two: v = 0 and i % 100 = 2 or f % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4\n      gd\n        one: n = 1,11\n        two: n = 2,12\n        few: n = 3..10,13..19\n      lt\n        one: n % 10 = 1 and n % 100 != 11..19\n        few: n % 10 = 2..9 and n % 100 != 11..19\n        many: f != 0\n      pl\n        one: i = 1 and v = 0\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14\n      ru uk\n        one: v = 0 and i % 10 = 1 and i % 100 != 11\n        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14\n        many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14\n      sl\n        one: v = 0 and i % 100 = 1\n        two: v = 0 and i % 100 = 2\n        few: v = 0 and i % 100 = 3..4 or v != 0\n      br\n        one: n % 10 = 1 and n % 100 != 11,71,91\n        two: n % 10 = 2 and n % 100 != 12,72,92\n        few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99\n        many: n != 0 and n % 1000000 = 0\n      ga\n        one: n = 1\n        two: n = 2\n        few: n = 3..6\n        many: n = 7..10\n      gv\n        one: v = 0 and i % 10 = 1\n        two: v = 0 and i % 10 = 2\n        few: v = 0 and i % 100 = 0,20,40,60,80\n        many: v != 0\n      mt\n        one: n = 1\n        two: n = 2\n        few: n = 0 or n % 100 = 3..10\n        many: n % 100 = 11..19\n      ar ars\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n % 100 = 3..10\n        many: n % 100 = 11..99\n      cy\n        zero: n = 0\n        one: n = 1\n        two: n = 2\n        few: n = 3\n        many: n = 6\n      kw\n        zero: n = 0\n        one: n = 1\n        two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000\n        few: n % 100 = 3,23,43,63,83\n        many: n != 1 and n % 100 = 1,21,41,61,81\n      \"\"\"\n\n    /// Each language's rules, read from `cldr` once.\n    nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {\n      var rules = [Swift.Substring: [Swift.Substring]]()\n      var languages = [Swift.Substring](), group = [Swift.Substring]()\n      var lines: [Swift.Substring] = cldr.split(separator: \"\\n\")\n      lines.append(\"end\")\n      for line in lines {\n        if line.hasPrefix(\" \") {\n          group.append(line.drop(while: { _l10nEqual($0, \" \") }))\n          continue\n        }\n        if !group.isEmpty || _l10nEqual(line, \"end\") {\n          for language in languages { rules[language] = group }\n          languages = []\n          group = []\n        }\n        languages.append(contentsOf: line.split(separator: \" \"))\n      }\n      return rules\n    }()\n\n    /// The category of `number` in `language`, a locale identifier of which the longest part before\n    /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with\n    /// no CLDR locale data.\n    nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {\n      var lowered = \"\"\n      for character in language.prefix(while: { !_l10nEqual($0, \"@\") }).lowercased() {\n        lowered.append(_l10nEqual(character, \"-\") ? \"_\" : character)\n      }\n      var name = Swift.Substring(lowered)\n      while case .none = rules[name] {\n        guard let cut = name.lastIndex(of: \"_\") else { return nil }\n        name = name.prefix(upTo: cut)\n      }\n      guard number.isFinite else { return \"other\" }  // as ICU gives infinity and NaN\n      let operands = self.operands(number)\n      for rule in rules[name, default: []] {\n        let words = rule.split(separator: \" \")  // \"one:\", \"i\", \"=\", \"1\", \"and\", \"v\", \"=\", \"0\"\n        if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }\n      }\n      return \"other\"\n    }\n\n    /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and\n    /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole\n    /// value among the values and ranges listed.\n    nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {\n      var alternative = true\n      var index = words.startIndex\n      while _l10nLess(index.advanced(by: 2), words.endIndex) {\n        let operand = words[index]\n        var value: Swift.Double = 0  // e, c: the compact exponent\n        if _l10nEqual(operand, \"n\") {\n          value = operands.n\n        } else if _l10nEqual(operand, \"i\") {\n          value = operands.i\n        } else if _l10nEqual(operand, \"v\") || _l10nEqual(operand, \"w\") {\n          value = operands.v\n        } else if _l10nEqual(operand, \"f\") {\n          value = operands.f\n        } else if _l10nEqual(operand, \"t\") {\n          value = operands.t\n        }\n        if _l10nEqual(words[index.advanced(by: 1)], \"%\") {\n          value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)\n          index = index.advanced(by: 2)\n        }\n        guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }\n        var listed = false\n        if _l10nEqual(value, value.rounded(.towardZero)) {\n          for item in words[index.advanced(by: 2)].split(separator: \",\") {\n            let bounds = item.split(separator: \".\")\n            let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan\n            if low <= value && value <= high { listed = true }\n          }\n        }\n        if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], \"=\")) { alternative = false }\n        index = index.advanced(by: 3)\n        if _l10nLess(index, words.endIndex), _l10nEqual(words[index], \"or\") {\n          if alternative { return true }\n          alternative = true\n        }\n        index = index.advanced(by: 1)\n      }\n      return alternative\n    }\n\n    /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how\n    /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its\n    /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the\n    /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact\n    /// exponent, are 0.\n    typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)\n\n    nonisolated private static func operands(_ number: Swift.Double) -> Operands {\n      let n: Swift.Double = number.magnitude\n      let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU\n      var v = 0\n      var scale: Swift.Double = 1\n      while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {\n        v = v.advanced(by: 1)\n        scale *= 10\n      }\n      if _l10nLess(3, v) {\n        let text = Swift.String(format: \"%1.15e\", n)  // 1.234567890123457e-01\n        let parts = text.split(separator: \"e\")\n        let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }\n        var shown = mantissa.count - 1\n        while _l10nLess(0, shown), _l10nEqual(mantissa[shown], \"0\") { shown = shown.advanced(by: -1) }\n        v = shown - (Swift.Int(parts[1]) ?? 0)\n      }\n      var f: Swift.Double = 0\n      if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {\n        f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)\n      }\n      var t = f\n      while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }\n      return (n, integer, Swift.Double(v), f, t)\n    }\n  }\n}\n")
          r.unnest()
        }
        r.leaveCall()
        r.lines("#endif\n\n// Comparisons as functions rather than operators. The run time is type-checked in every build of the\n// module it is generated into, and the type checker chooses an operator among every overload the\n// standard library and Foundation declare: in a file of 300 functions importing Foundation, each\n// `count == 4` took 1.2 ms of `swiftc -typecheck`'s CPU time, each `character == \"@\"` 0.7 ms, and a\n// call of one of these 0.2 ms. A `switch` over characters costs about 0.2 ms for each of its patterns\n// (3.4 ms for 18), where testing the character against a set of them costs 0.7 ms.\nnonisolated fileprivate func _l10nEqual<Value: Swift.Equatable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left == right\n}\nnonisolated fileprivate func _l10nLess<Value: Swift.Comparable>(_ left: Value, _ right: Value) -> Swift.Bool {\n  left < right\n}\n")
        r.unnest()
      }
      r.leaveCall()
      r.unnest()
    } else {
      try r.nest(at: 19)
      r.lines("// No string found\n")
      r.unnest()
    }
    r.unnest()
  }
  r.leaveCall()
}

private func renderResourceSymbols(_ r: CompiledRender) throws {
  let root0 = r.root("param")
  let root1 = r.root("narrowsIntegers")
  let root2 = r.root("tables")
  let root3 = r.root("tableEnums")
  let root4 = r.root("item")
  r.text("// swiftlint:disable all")
  r.lines("\n// Generated by l10ngen from the development-language tables: LocalizedStringResource symbols in the shape of Xcode's String Catalog symbols. Do not edit.")
  r.lines("\n\n")
  try r.nest(at: 0)
  let captured1 = try r.capture {
    if CompiledRender.member(root0, "accessLevel").isTruthy {
      try r.nest(at: 1)
      r.write(CompiledRender.member(root0, "accessLevel"))
      r.unnest()
    } else if CompiledRender.member(root0, "publicAccess").isTruthy {
      try r.nest(at: 1)
      r.text("public")
      r.unnest()
    }
  }
  r.unnest()
  let variable0 = TemplateValue.string(captured1)
  try r.nest(at: 2)
  let captured2 = r.capture {
    r.text("@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)")
  }
  r.unnest()
  let variable1 = TemplateValue.string(captured2)
  func macro0(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
    let variable2 = argument0
    let variable3 = argument1
    if !(CompiledRender.member(root0, "noComments").isTruthy) {
      try r.nest(at: 3)
      try r.enterInclude(at: 4)
      do {
        try r.nest(at: 4)
        if CompiledRender.member(variable3, "rawComment").isTruthy {
          try r.nest(at: 5)
          do {
            let items3 = try LoopItems(r.apply(0, CompiledRender.member(variable3, "rawComment"), [], at: 6))
            try r.loop(items3, count: items3.count, at: 6) { r, position3 in
              try r.nest(at: 6)
              _ = LoopState(index: position3, count: items3.count)
              let variable5 = items3.first(at: position3)
              r.text("  /// ")
              try r.write(r.apply(1, CompiledRender.read(variable5), [], at: 7))
              r.lines("\n")
              r.unnest()
            }
          }
          r.lines("  ///\n")
          r.unnest()
        }
        do {
          let items4 = try LoopItems(r.apply(0, CompiledRender.member(variable3, "fallback"), [], at: 8))
          try r.loop(items4, count: items4.count, at: 8) { r, position4 in
            try r.nest(at: 8)
            _ = LoopState(index: position4, count: items4.count)
            let variable7 = items4.first(at: position4)
            r.text("  /// ")
            try r.write(r.apply(1, CompiledRender.read(variable7), [], at: 9))
            r.lines("\n")
            r.unnest()
          }
        }
        try r.enterInclude(at: 10)
        do {
          try r.nest(at: 10)
          do {
            let items5 = LoopItems(CompiledRender.member(variable3, "plurals"))
            try r.loop(items5, count: items5.count, at: 11) { r, position5 in
              try r.nest(at: 11)
              _ = LoopState(index: position5, count: items5.count)
              let variable9 = items5.first(at: position5)
              let variable10 = CompiledRender.member(variable9, "forms")
              let variable11 = CompiledRender.member(variable9, "name")
              try r.enterInclude(at: 12)
              do {
                try r.nest(at: 12)
                do {
                  let items6 = LoopItems(CompiledRender.read(variable10))
                  try r.loop(items6, count: items6.count, at: 13) { r, position6 in
                    try r.nest(at: 13)
                    _ = LoopState(index: position6, count: items6.count)
                    let variable13 = items6.first(at: position6)
                    do {
                      let items7 = try LoopItems(r.apply(0, CompiledRender.member(variable13, "text"), [], at: 14))
                      try r.loop(items7, count: items7.count, at: 14) { r, position7 in
                        try r.nest(at: 14)
                        let variable14 = LoopState(index: position7, count: items7.count)
                        let variable15 = items7.first(at: position7)
                        r.text("  ///")
                        if (variable14.index == 0) {
                          try r.nest(at: 15)
                          r.text(" - ")
                          if CompiledRender.read(variable11).isTruthy {
                            try r.nest(at: 16)
                            r.write(CompiledRender.read(variable11))
                            r.text(" ")
                            r.unnest()
                          }
                          r.write(CompiledRender.member(variable13, "category"))
                          r.text(":")
                          r.unnest()
                        } else {
                          try r.nest(at: 15)
                          r.text("   ")
                          r.unnest()
                        }
                        if CompiledRender.read(variable15).isTruthy {
                          try r.nest(at: 17)
                          r.text(" ")
                          r.unnest()
                        }
                        try r.write(r.apply(1, CompiledRender.read(variable15), [], at: 18))
                        r.lines("\n")
                        r.unnest()
                      }
                    }
                    r.unnest()
                  }
                }
                r.unnest()
              }
              r.leaveCall()
              r.unnest()
            }
          }
          do {
            let items8 = LoopItems(CompiledRender.member(variable3, "devices"))
            try r.loop(items8, count: items8.count, at: 19) { r, position8 in
              try r.nest(at: 19)
              _ = LoopState(index: position8, count: items8.count)
              let variable17 = items8.first(at: position8)
              if CompiledRender.member(variable17, "plural").isTruthy {
                try r.nest(at: 20)
                let variable18 = CompiledRender.member(CompiledRender.member(variable17, "plural"), "forms")
                let variable19 = CompiledRender.member(variable17, "device")
                try r.enterInclude(at: 21)
                do {
                  try r.nest(at: 21)
                  do {
                    let items9 = LoopItems(CompiledRender.read(variable18))
                    try r.loop(items9, count: items9.count, at: 13) { r, position9 in
                      try r.nest(at: 13)
                      _ = LoopState(index: position9, count: items9.count)
                      let variable21 = items9.first(at: position9)
                      do {
                        let items10 = try LoopItems(r.apply(0, CompiledRender.member(variable21, "text"), [], at: 14))
                        try r.loop(items10, count: items10.count, at: 14) { r, position10 in
                          try r.nest(at: 14)
                          let variable22 = LoopState(index: position10, count: items10.count)
                          let variable23 = items10.first(at: position10)
                          r.text("  ///")
                          if (variable22.index == 0) {
                            try r.nest(at: 15)
                            r.text(" - ")
                            if CompiledRender.read(variable19).isTruthy {
                              try r.nest(at: 16)
                              r.write(CompiledRender.read(variable19))
                              r.text(" ")
                              r.unnest()
                            }
                            r.write(CompiledRender.member(variable21, "category"))
                            r.text(":")
                            r.unnest()
                          } else {
                            try r.nest(at: 15)
                            r.text("   ")
                            r.unnest()
                          }
                          if CompiledRender.read(variable23).isTruthy {
                            try r.nest(at: 17)
                            r.text(" ")
                            r.unnest()
                          }
                          try r.write(r.apply(1, CompiledRender.read(variable23), [], at: 18))
                          r.lines("\n")
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                  }
                  r.unnest()
                }
                r.leaveCall()
                r.unnest()
              } else {
                try r.nest(at: 20)
                do {
                  let items11 = try LoopItems(r.apply(0, CompiledRender.member(variable17, "text"), [], at: 22))
                  try r.loop(items11, count: items11.count, at: 22) { r, position11 in
                    try r.nest(at: 22)
                    let variable24 = LoopState(index: position11, count: items11.count)
                    let variable25 = items11.first(at: position11)
                    r.text("  /// ")
                    if (variable24.index == 0) {
                      try r.nest(at: 23)
                      r.text("- ")
                      r.write(CompiledRender.member(variable17, "device"))
                      r.text(": ")
                      r.unnest()
                    } else {
                      try r.nest(at: 23)
                      r.text("  ")
                      r.unnest()
                    }
                    try r.write(r.apply(1, CompiledRender.read(variable25), [], at: 24))
                    r.lines("\n")
                    r.unnest()
                  }
                }
                r.unnest()
              }
              r.unnest()
            }
          }
          r.unnest()
        }
        r.leaveCall()
        r.unnest()
      }
      r.leaveCall()
      r.lines("  ///\n  /// Localized string for key “")
      try r.write(r.apply(1, CompiledRender.member(variable3, "rawKey"), [], at: 25))
      r.text("” in table “")
      try r.write(r.apply(1, CompiledRender.read(variable2), [], at: 26))
      r.lines("”.\n")
      r.unnest()
    }
    if CompiledRender.member(variable3, "arguments").isTruthy {
      try r.nest(at: 27)
      r.text("  ")
      r.write(CompiledRender.read(variable0))
      if CompiledRender.read(variable0).isTruthy {
        r.text(" ")
      }
      r.text("nonisolated static func ")
      r.write(CompiledRender.member(variable3, "swiftName"))
      r.text("(")
      do {
        let items12 = LoopItems(CompiledRender.member(variable3, "arguments"))
        try r.loop(items12, count: items12.count, at: 28) { r, position12 in
          try r.nest(at: 28)
          let variable26 = LoopState(index: position12, count: items12.count)
          let variable27 = items12.first(at: position12)
          try r.nest(at: 29)
          let captured13 = r.capture {
            r.text("arg")
            r.write(number: (variable26.index + 1))
          }
          r.unnest()
          let variable28 = TemplateValue.string(captured13)
          if CompiledRender.holds(.equal, CompiledRender.member(variable27, "label"), CompiledRender.read(variable28)) {
            try r.nest(at: 30)
            r.write(CompiledRender.read(variable28))
            r.unnest()
          } else {
            try r.nest(at: 30)
            if CompiledRender.member(variable27, "label").isTruthy {
              try r.nest(at: 31)
              r.write(CompiledRender.member(variable27, "label"))
              r.unnest()
            } else {
              try r.nest(at: 31)
              r.text("_")
              r.unnest()
            }
            r.text(" ")
            r.write(CompiledRender.read(variable28))
            r.unnest()
          }
          r.text(": Swift.")
          r.write(CompiledRender.member(variable27, "type"))
          if !((variable26.index == variable26.count - 1)) {
            r.text(", ")
          }
          r.unnest()
        }
      }
      r.lines(") -> LocalizedStringResource {\n    LocalizedStringResource(\"")
      try r.write(r.apply(2, CompiledRender.member(variable3, "rawKey"), [], at: 32))
      r.text("\", defaultValue: \"")
      let variable29 = CompiledRender.member(variable3, "arguments")
      let variable30 = TemplateValue.string("arg")
      try r.enterInclude(at: 33)
      do {
        try r.nest(at: 33)
        do {
          let items14 = LoopItems(CompiledRender.read(variable29))
          try r.loop(items14, count: items14.count, at: 34) { r, position14 in
            try r.nest(at: 34)
            let variable31 = LoopState(index: position14, count: items14.count)
            let variable32 = items14.first(at: position14)
            do {
              let items15 = LoopItems(CompiledRender.member(variable32, "skipped"))
              try r.loop(items15, count: items15.count, at: 35) { r, position15 in
                try r.nest(at: 35)
                _ = LoopState(index: position15, count: items15.count)
                _ = items15.first(at: position15)
                r.text("\\(Swift.Int(0), specifier: \"%lld\")")
                r.unnest()
              }
            }
            try r.nest(at: 36)
            let captured16 = try r.capture {
              if ((CompiledRender.read(root1).isTruthy && CompiledRender.isText(CompiledRender.member(variable32, "swiftGenType"), "Int")) && !CompiledRender.isText(CompiledRender.member(variable32, "type"), "Int")) {
                try r.nest(at: 37)
                r.write(CompiledRender.read(variable30))
                r.write(number: (variable31.index + 1))
                r.text("._l10n")
                r.write(CompiledRender.member(variable32, "type"))
                r.unnest()
              } else {
                try r.nest(at: 37)
                r.write(CompiledRender.read(variable30))
                r.write(number: (variable31.index + 1))
                r.unnest()
              }
            }
            r.unnest()
            let variable35 = TemplateValue.string(captured16)
            if CompiledRender.member(variable32, "resourceSpecifier").isTruthy {
              try r.nest(at: 38)
              r.text("\\(")
              r.write(CompiledRender.read(variable35))
              r.text(", specifier: \"")
              r.write(CompiledRender.member(variable32, "resourceSpecifier"))
              r.text("\")")
              r.unnest()
            } else {
              try r.nest(at: 38)
              r.text("\\(")
              r.write(CompiledRender.read(variable35))
              r.text(")")
              r.unnest()
            }
            r.unnest()
          }
        }
        r.unnest()
      }
      r.leaveCall()
      r.text("\", table: \"")
      try r.write(r.apply(2, CompiledRender.read(variable2), [], at: 39))
      r.lines("\", bundle: LocalizedStringResource._resourceBundleDescription)\n  }\n")
      r.unnest()
    } else {
      try r.nest(at: 27)
      r.text("  ")
      r.write(CompiledRender.read(variable0))
      if CompiledRender.read(variable0).isTruthy {
        r.text(" ")
      }
      r.text("nonisolated static var ")
      r.write(CompiledRender.member(variable3, "swiftName"))
      r.lines(": LocalizedStringResource {\n")
      if CompiledRender.holds(.equal, CompiledRender.member(variable3, "fallback"), CompiledRender.member(variable3, "rawKey")) {
        try r.nest(at: 40)
        r.text("    LocalizedStringResource(\"")
        try r.write(r.apply(2, CompiledRender.member(variable3, "rawKey"), [], at: 41))
        r.text("\", table: \"")
        try r.write(r.apply(2, CompiledRender.read(variable2), [], at: 42))
        r.lines("\", bundle: LocalizedStringResource._resourceBundleDescription)\n")
        r.unnest()
      } else {
        try r.nest(at: 40)
        r.text("    LocalizedStringResource(\"")
        try r.write(r.apply(2, CompiledRender.member(variable3, "rawKey"), [], at: 43))
        r.text("\", defaultValue: \"")
        try r.write(r.apply(2, CompiledRender.member(variable3, "fallback"), [], at: 44))
        r.text("\", table: \"")
        try r.write(r.apply(2, CompiledRender.read(variable2), [], at: 45))
        r.lines("\", bundle: LocalizedStringResource._resourceBundleDescription)\n")
        r.unnest()
      }
      r.lines("  }\n")
      r.unnest()
    }
  }
  func macro1(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
    let variable36 = argument0
    let variable37 = argument1
    do {
      let items17 = LoopItems(CompiledRender.member(variable37, "strings"))
      try r.loop(items17, count: items17.count, at: 46) { r, position17 in
        try r.nest(at: 46)
        _ = LoopState(index: position17, count: items17.count)
        let variable39 = items17.first(at: position17)
        let argument18 = CompiledRender.read(variable36)
        let argument19 = CompiledRender.read(variable39)
        try r.enterMacro("member", at: 47)
        try r.nest(at: 47)
        try macro0(r, CompiledRender.isNull(argument18) ? CompiledRender.read(variable36) : argument18, CompiledRender.isNull(argument19) ? CompiledRender.read(variable39) : argument19)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
    }
    do {
      let items20 = LoopItems(CompiledRender.member(variable37, "children"))
      try r.loop(items20, count: items20.count, at: 48) { r, position20 in
        try r.nest(at: 48)
        _ = LoopState(index: position20, count: items20.count)
        let variable41 = items20.first(at: position20)
        let argument21 = CompiledRender.read(variable36)
        let argument22 = CompiledRender.read(variable41)
        try r.enterMacro("members", at: 49)
        try r.nest(at: 49)
        try macro1(r, CompiledRender.isNull(argument21) ? CompiledRender.read(variable36) : argument21, CompiledRender.isNull(argument22) ? CompiledRender.read(variable37) : argument22)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
    }
  }
  func macro2(_ r: CompiledRender) throws {
    do {
      let items23 = LoopItems(CompiledRender.read(root2))
      let kept23 = try (0..<items23.count).filter { index23 in
        try r.countIteration(at: 50)
        try r.nest(at: 50)
        let variable42 = items23.first(at: index23)
        let keeps23 = (CompiledRender.member(variable42, "atTopLevel").isTruthy || !(CompiledRender.read(root3).isTruthy))
        r.unnest()
        return keeps23
      }
      try r.loop(nil, count: kept23.count, at: 50) { r, position23 in
        try r.nest(at: 50)
        _ = LoopState(index: position23, count: kept23.count)
        let variable44 = items23.first(at: kept23[position23])
        let argument24 = CompiledRender.member(variable44, "name")
        let argument25 = CompiledRender.member(variable44, "levels")
        try r.enterMacro("members", at: 51)
        try r.nest(at: 51)
        try macro1(r, CompiledRender.isNull(argument24) ? CompiledRender.read(variable44) : argument24, CompiledRender.isNull(argument25) ? CompiledRender.read(root4) : argument25)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
    }
    do {
      let items26 = LoopItems(CompiledRender.read(root2))
      let kept26 = try (0..<items26.count).filter { index26 in
        try r.countIteration(at: 52)
        try r.nest(at: 52)
        let variable45 = items26.first(at: index26)
        let keeps26 = (CompiledRender.read(root3).isTruthy && !(CompiledRender.member(variable45, "atTopLevel").isTruthy))
        r.unnest()
        return keeps26
      }
      try r.loop(nil, count: kept26.count, at: 52) { r, position26 in
        try r.nest(at: 52)
        _ = LoopState(index: position26, count: kept26.count)
        let variable47 = items26.first(at: kept26[position26])
        if !(CompiledRender.member(root0, "noComments").isTruthy) {
          try r.nest(at: 53)
          r.text("  /// Namespace for strings in table “")
          try r.write(r.apply(1, CompiledRender.member(variable47, "name"), [], at: 54))
          r.lines("”.\n")
          r.unnest()
        }
        r.text("  ")
        r.write(CompiledRender.read(variable0))
        if CompiledRender.read(variable0).isTruthy {
          r.text(" ")
        }
        r.text("enum ")
        r.write(CompiledRender.member(variable47, "swiftName"))
        r.lines(" {\n")
        r.beginIndent("  ", first: true)
        try r.nest(at: 55)
        let argument27 = CompiledRender.member(variable47, "name")
        let argument28 = CompiledRender.member(variable47, "levels")
        try r.enterMacro("members", at: 56)
        try r.nest(at: 56)
        try macro1(r, CompiledRender.isNull(argument27) ? CompiledRender.read(variable47) : argument27, CompiledRender.isNull(argument28) ? CompiledRender.read(root4) : argument28)
        r.unnest()
        r.leaveCall()
        r.unnest()
        r.endIndent()
        r.lines("  }\n")
        r.unnest()
      }
    }
  }
  if CompiledRender.holds(.greater, CompiledRender.member(root2, "count"), TemplateValue.int(0)) {
    try r.nest(at: 57)
    r.lines("import Foundation\n\n// LocalizedStringResource is Foundation's on Apple platforms only (iOS 16, macOS 13); elsewhere this\n// file declares nothing.\n#if canImport(Darwin)\n")
    if !(CompiledRender.member(root0, "bundle").isTruthy) {
      try r.nest(at: 58)
      r.lines("#if !SWIFT_PACKAGE\nprivate final class _ResourceBundleClass {}\n#endif\n")
      r.unnest()
    }
    r.lines("\n")
    r.write(CompiledRender.read(variable1))
    r.lines("\nextension LocalizedStringResource {\n")
    if !(CompiledRender.member(root0, "noComments").isTruthy) {
      try r.nest(at: 59)
      r.lines("  /// The bundle of the tables.\n")
      r.unnest()
    }
    r.lines("  fileprivate nonisolated static var _resourceBundleDescription: LocalizedStringResource.BundleDescription {\n")
    if CompiledRender.member(root0, "bundle").isTruthy {
      try r.nest(at: 60)
      r.text("    return .atURL((")
      r.write(CompiledRender.member(root0, "bundle"))
      r.lines(").bundleURL)\n")
      r.unnest()
    } else {
      try r.nest(at: 60)
      r.lines("    #if SWIFT_PACKAGE\n    return .atURL(Foundation.Bundle.module.bundleURL)\n    #else\n    return .forClass(_ResourceBundleClass.self)\n    #endif\n")
      r.unnest()
    }
    r.lines("  }\n\n")
    if CompiledRender.member(root0, "namespace").isTruthy {
      try r.nest(at: 61)
      if !(CompiledRender.member(root0, "noComments").isTruthy) {
        try r.nest(at: 62)
        r.lines("  /// The strings of this module's tables, apart from other modules'.\n")
        r.unnest()
      }
      r.text("  ")
      r.write(CompiledRender.read(variable0))
      if CompiledRender.read(variable0).isTruthy {
        r.text(" ")
      }
      r.text("enum ")
      r.write(CompiledRender.member(root0, "namespace"))
      r.lines(" {\n")
      r.beginIndent("  ", first: true)
      try r.nest(at: 63)
      try r.enterMacro("tableMembers", at: 64)
      try r.nest(at: 64)
      try macro2(r)
      r.unnest()
      r.leaveCall()
      r.unnest()
      r.endIndent()
      r.lines("  }\n")
      r.unnest()
    } else {
      try r.nest(at: 61)
      try r.enterMacro("tableMembers", at: 65)
      try r.nest(at: 65)
      try macro2(r)
      r.unnest()
      r.leaveCall()
      r.unnest()
    }
    r.lines("}\n#endif\n")
    r.unnest()
  } else {
    try r.nest(at: 57)
    r.lines("// No string found\n")
    r.unnest()
  }
}

private func renderStructuredSwift5(_ r: CompiledRender) throws {
  let root0 = r.root("tables")
  let root1 = r.root("param")
  let root2 = r.root("arguments")
  let root3 = r.root("flat")
  let root4 = r.root("tableEnums")
  let root5 = r.root("item")
  let root6 = r.root("table")
  try r.enterInclude(at: 0)
  do {
    try r.nest(at: 0)
    r.lines("// swiftlint:disable all\n// Generated by l10ngen from the development-language tables. Do not edit.")
    r.lines("\n\n")
    if CompiledRender.holds(.greater, CompiledRender.member(root0, "count"), TemplateValue.int(0)) {
      try r.nest(at: 1)
      try r.nest(at: 2)
      let captured1 = try r.capture {
        if CompiledRender.member(root1, "publicAccess").isTruthy {
          try r.nest(at: 3)
          r.text("public")
          r.unnest()
        } else {
          try r.nest(at: 3)
          r.text("internal")
          r.unnest()
        }
      }
      r.unnest()
      let variable0 = TemplateValue.string(captured1)
      try r.nest(at: 4)
      let captured2 = try r.capture {
        try r.write(r.apply(0, CompiledRender.member(root1, "enumName"), [TemplateValue.string("L10n")], at: 5))
      }
      r.unnest()
      let variable1 = TemplateValue.string(captured2)
      r.lines("import Foundation\n\n// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references\n\n// MARK: - Strings\n\n")
      func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable2 = argument0
        do {
          let items3 = LoopItems(CompiledRender.read(variable2))
          try r.loop(items3, count: items3.count, at: 6) { r, position3 in
            try r.nest(at: 6)
            let variable3 = LoopState(index: position3, count: items3.count)
            let variable4 = items3.first(at: position3)
            r.text("_ p")
            r.write(number: (variable3.index + 1))
            r.text(": ")
            if CompiledRender.isText(CompiledRender.member(variable4, "swiftGenType"), "String") {
              try r.nest(at: 7)
              r.text("Any")
              r.unnest()
            } else {
              try r.nest(at: 7)
              r.text("Swift.")
              r.write(CompiledRender.member(variable4, "swiftGenType"))
              r.unnest()
            }
            if !((variable3.index == variable3.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro1(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable5 = argument0
        do {
          let items4 = LoopItems(CompiledRender.read(variable5))
          try r.loop(items4, count: items4.count, at: 8) { r, position4 in
            try r.nest(at: 8)
            let variable6 = LoopState(index: position4, count: items4.count)
            let variable7 = items4.first(at: position4)
            if CompiledRender.isText(CompiledRender.member(variable7, "swiftGenType"), "String") {
              try r.nest(at: 9)
              r.text("Swift.String(describing: p")
              r.write(number: (variable6.index + 1))
              r.text(")")
              r.unnest()
            } else if CompiledRender.isText(CompiledRender.member(variable7, "swiftGenType"), "UnsafeRawPointer") {
              try r.nest(at: 9)
              r.text("Swift.Int(bitPattern: p")
              r.write(number: (variable6.index + 1))
              r.text(")")
              r.unnest()
            } else {
              try r.nest(at: 9)
              r.text("p")
              r.write(number: (variable6.index + 1))
              r.unnest()
            }
            if !((variable6.index == variable6.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro2(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
        let variable8 = argument0
        let variable9 = argument1
        let variable10 = try r.apply(1, CompiledRender.read(variable8), [], at: 10)
        do {
          let items5 = LoopItems(CompiledRender.member(variable9, "strings"))
          try r.loop(items5, count: items5.count, at: 11) { r, position5 in
            try r.nest(at: 11)
            _ = LoopState(index: position5, count: items5.count)
            let variable12 = items5.first(at: position5)
            if !(CompiledRender.member(root1, "noComments").isTruthy) {
              try r.nest(at: 12)
              do {
                let items6 = try LoopItems(r.apply(2, r.apply(0, CompiledRender.member(variable12, "rawComment"), [CompiledRender.member(variable12, "fallback")], at: 13), [], at: 13))
                try r.loop(items6, count: items6.count, at: 13) { r, position6 in
                  try r.nest(at: 13)
                  _ = LoopState(index: position6, count: items6.count)
                  let variable14 = items6.first(at: position6)
                  r.text("  /// ")
                  try r.write(r.apply(3, CompiledRender.read(variable14), [], at: 14))
                  r.lines("\n")
                  r.unnest()
                }
              }
              try r.enterInclude(at: 15)
              do {
                try r.nest(at: 15)
                do {
                  let items7 = LoopItems(CompiledRender.member(variable12, "plurals"))
                  try r.loop(items7, count: items7.count, at: 16) { r, position7 in
                    try r.nest(at: 16)
                    _ = LoopState(index: position7, count: items7.count)
                    let variable16 = items7.first(at: position7)
                    let variable17 = CompiledRender.member(variable16, "forms")
                    let variable18 = CompiledRender.member(variable16, "name")
                    try r.enterInclude(at: 17)
                    do {
                      try r.nest(at: 17)
                      do {
                        let items8 = LoopItems(CompiledRender.read(variable17))
                        try r.loop(items8, count: items8.count, at: 18) { r, position8 in
                          try r.nest(at: 18)
                          _ = LoopState(index: position8, count: items8.count)
                          let variable20 = items8.first(at: position8)
                          do {
                            let items9 = try LoopItems(r.apply(2, CompiledRender.member(variable20, "text"), [], at: 19))
                            try r.loop(items9, count: items9.count, at: 19) { r, position9 in
                              try r.nest(at: 19)
                              let variable21 = LoopState(index: position9, count: items9.count)
                              let variable22 = items9.first(at: position9)
                              r.text("  ///")
                              if (variable21.index == 0) {
                                try r.nest(at: 20)
                                r.text(" - ")
                                if CompiledRender.read(variable18).isTruthy {
                                  try r.nest(at: 21)
                                  r.write(CompiledRender.read(variable18))
                                  r.text(" ")
                                  r.unnest()
                                }
                                r.write(CompiledRender.member(variable20, "category"))
                                r.text(":")
                                r.unnest()
                              } else {
                                try r.nest(at: 20)
                                r.text("   ")
                                r.unnest()
                              }
                              if CompiledRender.read(variable22).isTruthy {
                                try r.nest(at: 22)
                                r.text(" ")
                                r.unnest()
                              }
                              try r.write(r.apply(3, CompiledRender.read(variable22), [], at: 23))
                              r.lines("\n")
                              r.unnest()
                            }
                          }
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.leaveCall()
                    r.unnest()
                  }
                }
                do {
                  let items10 = LoopItems(CompiledRender.member(variable12, "devices"))
                  try r.loop(items10, count: items10.count, at: 24) { r, position10 in
                    try r.nest(at: 24)
                    _ = LoopState(index: position10, count: items10.count)
                    let variable24 = items10.first(at: position10)
                    if CompiledRender.member(variable24, "plural").isTruthy {
                      try r.nest(at: 25)
                      let variable25 = CompiledRender.member(CompiledRender.member(variable24, "plural"), "forms")
                      let variable26 = CompiledRender.member(variable24, "device")
                      try r.enterInclude(at: 26)
                      do {
                        try r.nest(at: 26)
                        do {
                          let items11 = LoopItems(CompiledRender.read(variable25))
                          try r.loop(items11, count: items11.count, at: 18) { r, position11 in
                            try r.nest(at: 18)
                            _ = LoopState(index: position11, count: items11.count)
                            let variable28 = items11.first(at: position11)
                            do {
                              let items12 = try LoopItems(r.apply(2, CompiledRender.member(variable28, "text"), [], at: 19))
                              try r.loop(items12, count: items12.count, at: 19) { r, position12 in
                                try r.nest(at: 19)
                                let variable29 = LoopState(index: position12, count: items12.count)
                                let variable30 = items12.first(at: position12)
                                r.text("  ///")
                                if (variable29.index == 0) {
                                  try r.nest(at: 20)
                                  r.text(" - ")
                                  if CompiledRender.read(variable26).isTruthy {
                                    try r.nest(at: 21)
                                    r.write(CompiledRender.read(variable26))
                                    r.text(" ")
                                    r.unnest()
                                  }
                                  r.write(CompiledRender.member(variable28, "category"))
                                  r.text(":")
                                  r.unnest()
                                } else {
                                  try r.nest(at: 20)
                                  r.text("   ")
                                  r.unnest()
                                }
                                if CompiledRender.read(variable30).isTruthy {
                                  try r.nest(at: 22)
                                  r.text(" ")
                                  r.unnest()
                                }
                                try r.write(r.apply(3, CompiledRender.read(variable30), [], at: 23))
                                r.lines("\n")
                                r.unnest()
                              }
                            }
                            r.unnest()
                          }
                        }
                        r.unnest()
                      }
                      r.leaveCall()
                      r.unnest()
                    } else {
                      try r.nest(at: 25)
                      do {
                        let items13 = try LoopItems(r.apply(2, CompiledRender.member(variable24, "text"), [], at: 27))
                        try r.loop(items13, count: items13.count, at: 27) { r, position13 in
                          try r.nest(at: 27)
                          let variable31 = LoopState(index: position13, count: items13.count)
                          let variable32 = items13.first(at: position13)
                          r.text("  /// ")
                          if (variable31.index == 0) {
                            try r.nest(at: 28)
                            r.text("- ")
                            r.write(CompiledRender.member(variable24, "device"))
                            r.text(": ")
                            r.unnest()
                          } else {
                            try r.nest(at: 28)
                            r.text("  ")
                            r.unnest()
                          }
                          try r.write(r.apply(3, CompiledRender.read(variable32), [], at: 29))
                          r.lines("\n")
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.unnest()
                  }
                }
                r.unnest()
              }
              r.leaveCall()
              r.unnest()
            }
            let variable33 = CompiledRender.member(variable12, "swiftName")
            if CompiledRender.member(variable12, "arguments").isTruthy {
              try r.nest(at: 30)
              r.text("  ")
              r.write(CompiledRender.read(variable0))
              r.text(" static func ")
              r.write(CompiledRender.read(variable33))
              r.text("(")
              let argument14 = CompiledRender.member(variable12, "arguments")
              try r.enterMacro("parameters", at: 31)
              try r.nest(at: 31)
              try macro0(r, CompiledRender.isNull(argument14) ? CompiledRender.read(root2) : argument14)
              r.unnest()
              r.leaveCall()
              r.lines(") -> Swift.String {\n    return ")
              r.write(CompiledRender.read(variable1))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable10))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "rawKey"), [], at: 32))
              r.text("\", ")
              let argument15 = CompiledRender.member(variable12, "arguments")
              try r.enterMacro("callArguments", at: 33)
              try r.nest(at: 33)
              try macro1(r, CompiledRender.isNull(argument15) ? CompiledRender.read(root2) : argument15)
              r.unnest()
              r.leaveCall()
              r.text(", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "fallback"), [], at: 34))
              r.lines("\")\n  }\n")
              r.unnest()
            } else if CompiledRender.member(root1, "lookupFunction").isTruthy {
              try r.nest(at: 30)
              r.text("  ")
              r.write(CompiledRender.read(variable0))
              r.text(" static var ")
              r.write(CompiledRender.read(variable33))
              r.text(": Swift.String { return ")
              r.write(CompiledRender.read(variable1))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable10))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "rawKey"), [], at: 35))
              r.text("\", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "fallback"), [], at: 36))
              r.lines("\") }\n")
              r.unnest()
            } else {
              try r.nest(at: 30)
              r.text("  ")
              r.write(CompiledRender.read(variable0))
              r.text(" static let ")
              r.write(CompiledRender.read(variable33))
              r.text(" = ")
              r.write(CompiledRender.read(variable1))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable10))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "rawKey"), [], at: 37))
              r.text("\", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable12, "fallback"), [], at: 38))
              r.lines("\")\n")
              r.unnest()
            }
            r.unnest()
          }
        }
        do {
          let items16 = LoopItems(CompiledRender.member(variable9, "children"))
          try r.loop(items16, count: items16.count, at: 39) { r, position16 in
            try r.nest(at: 39)
            _ = LoopState(index: position16, count: items16.count)
            let variable35 = items16.first(at: position16)
            if CompiledRender.read(root3).isTruthy {
              try r.nest(at: 40)
              let argument17 = CompiledRender.read(variable8)
              let argument18 = CompiledRender.read(variable35)
              try r.enterMacro("level", at: 41)
              try r.nest(at: 41)
              try macro2(r, CompiledRender.isNull(argument17) ? CompiledRender.read(variable8) : argument17, CompiledRender.isNull(argument18) ? CompiledRender.read(variable9) : argument18)
              r.unnest()
              r.leaveCall()
              r.unnest()
            } else {
              try r.nest(at: 40)
              r.text("  ")
              r.write(CompiledRender.read(variable0))
              r.text(" enum ")
              r.write(CompiledRender.member(variable35, "swiftName"))
              r.lines(" {\n")
              r.beginIndent("  ", first: true)
              try r.nest(at: 42)
              let argument19 = CompiledRender.read(variable8)
              let argument20 = CompiledRender.read(variable35)
              try r.enterMacro("level", at: 43)
              try r.nest(at: 43)
              try macro2(r, CompiledRender.isNull(argument19) ? CompiledRender.read(variable8) : argument19, CompiledRender.isNull(argument20) ? CompiledRender.read(variable9) : argument20)
              r.unnest()
              r.leaveCall()
              r.unnest()
              r.endIndent()
              r.lines("  }\n")
              r.unnest()
            }
            r.unnest()
          }
        }
      }
      if CompiledRender.read(root3).isTruthy {
        try r.nest(at: 44)
        r.lines("// swiftlint:disable function_parameter_count identifier_name line_length type_body_length\n")
        r.unnest()
      } else {
        try r.nest(at: 44)
        r.lines("// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length\n// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces\n")
        r.unnest()
      }
      r.write(CompiledRender.read(variable0))
      r.text(" enum ")
      r.write(CompiledRender.read(variable1))
      r.lines(" {\n")
      if CompiledRender.read(root4).isTruthy {
        try r.nest(at: 45)
        do {
          let items21 = LoopItems(CompiledRender.read(root0))
          try r.loop(items21, count: items21.count, at: 46) { r, position21 in
            try r.nest(at: 46)
            _ = LoopState(index: position21, count: items21.count)
            let variable37 = items21.first(at: position21)
            r.text("  ")
            r.write(CompiledRender.read(variable0))
            r.text(" enum ")
            r.write(CompiledRender.member(variable37, "swiftName"))
            r.lines(" {\n")
            r.beginIndent("  ", first: true)
            try r.nest(at: 47)
            let argument22 = CompiledRender.member(variable37, "name")
            let argument23 = CompiledRender.member(variable37, "levels")
            try r.enterMacro("level", at: 48)
            try r.nest(at: 48)
            try macro2(r, CompiledRender.isNull(argument22) ? CompiledRender.read(variable37) : argument22, CompiledRender.isNull(argument23) ? CompiledRender.read(root5) : argument23)
            r.unnest()
            r.leaveCall()
            r.unnest()
            r.endIndent()
            r.lines("  }\n")
            r.unnest()
          }
        }
        r.unnest()
      } else {
        try r.nest(at: 45)
        let argument24 = CompiledRender.member(CompiledRender.member(root0, "first"), "name")
        let argument25 = CompiledRender.member(CompiledRender.member(root0, "first"), "levels")
        try r.enterMacro("level", at: 49)
        try r.nest(at: 49)
        try macro2(r, CompiledRender.isNull(argument24) ? CompiledRender.read(root6) : argument24, CompiledRender.isNull(argument25) ? CompiledRender.read(root5) : argument25)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
      r.lines("}\n")
      if CompiledRender.read(root3).isTruthy {
        try r.nest(at: 50)
        r.lines("// swiftlint:enable function_parameter_count identifier_name line_length type_body_length\n")
        r.unnest()
      } else {
        try r.nest(at: 50)
        r.lines("// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length\n// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces\n")
        r.unnest()
      }
      r.lines("\n// MARK: - Implementation Details\n\nextension ")
      r.write(CompiledRender.read(variable1))
      r.lines(" {\n  private static func tr(_ table: Swift.String, _ key: Swift.String, _ args: Swift.CVarArg..., fallback value: Swift.String) -> Swift.String {\n")
      if CompiledRender.member(root1, "lookupFunction").isTruthy {
        try r.nest(at: 51)
        r.text("    let format = ")
        r.write(CompiledRender.member(root1, "lookupFunction"))
        r.text("(key, table")
        if !(CompiledRender.member(root1, "lookupFunctionWithoutValue").isTruthy) {
          try r.nest(at: 52)
          r.text(", value")
          r.unnest()
        }
        r.text(")")
        r.lines("\n")
        r.unnest()
      } else {
        try r.nest(at: 51)
        r.text("    let format = ")
        try r.write(r.apply(0, CompiledRender.member(root1, "bundle"), [TemplateValue.string("BundleToken.bundle")], at: 53))
        r.lines(".localizedString(forKey: key, value: value, table: table)\n")
        r.unnest()
      }
      r.lines("    return Swift.String(format: format, locale: Foundation.Locale.current, arguments: args)\n  }\n}\n")
      if (!(CompiledRender.member(root1, "bundle").isTruthy) && !(CompiledRender.member(root1, "lookupFunction").isTruthy)) {
        try r.nest(at: 54)
        r.lines("\n// swiftlint:disable convenience_type\nprivate final class BundleToken {\n  static let bundle: Foundation.Bundle = {\n    #if SWIFT_PACKAGE\n    return Foundation.Bundle.module\n    #else\n    return Foundation.Bundle(for: BundleToken.self)\n    #endif\n  }()\n}\n// swiftlint:enable convenience_type\n")
        r.unnest()
      }
      r.unnest()
    } else {
      try r.nest(at: 1)
      r.lines("// No string found\n")
      r.unnest()
    }
    r.unnest()
  }
  r.leaveCall()
}

private func renderFlatSwift5(_ r: CompiledRender) throws {
  let root0 = r.root("tables")
  let root1 = r.root("param")
  let root2 = r.root("arguments")
  let root3 = r.root("tableEnums")
  let root4 = r.root("item")
  let root5 = r.root("table")
  try r.nest(at: 0)
  let captured1 = r.capture {
    r.text("true")
  }
  r.unnest()
  let variable0 = TemplateValue.string(captured1)
  try r.enterInclude(at: 1)
  do {
    try r.nest(at: 1)
    r.lines("// swiftlint:disable all\n// Generated by l10ngen from the development-language tables. Do not edit.")
    r.lines("\n\n")
    if CompiledRender.holds(.greater, CompiledRender.member(root0, "count"), TemplateValue.int(0)) {
      try r.nest(at: 2)
      try r.nest(at: 3)
      let captured2 = try r.capture {
        if CompiledRender.member(root1, "publicAccess").isTruthy {
          try r.nest(at: 4)
          r.text("public")
          r.unnest()
        } else {
          try r.nest(at: 4)
          r.text("internal")
          r.unnest()
        }
      }
      r.unnest()
      let variable1 = TemplateValue.string(captured2)
      try r.nest(at: 5)
      let captured3 = try r.capture {
        try r.write(r.apply(0, CompiledRender.member(root1, "enumName"), [TemplateValue.string("L10n")], at: 6))
      }
      r.unnest()
      let variable2 = TemplateValue.string(captured3)
      r.lines("import Foundation\n\n// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references\n\n// MARK: - Strings\n\n")
      func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable3 = argument0
        do {
          let items4 = LoopItems(CompiledRender.read(variable3))
          try r.loop(items4, count: items4.count, at: 7) { r, position4 in
            try r.nest(at: 7)
            let variable4 = LoopState(index: position4, count: items4.count)
            let variable5 = items4.first(at: position4)
            r.text("_ p")
            r.write(number: (variable4.index + 1))
            r.text(": ")
            if CompiledRender.isText(CompiledRender.member(variable5, "swiftGenType"), "String") {
              try r.nest(at: 8)
              r.text("Any")
              r.unnest()
            } else {
              try r.nest(at: 8)
              r.text("Swift.")
              r.write(CompiledRender.member(variable5, "swiftGenType"))
              r.unnest()
            }
            if !((variable4.index == variable4.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro1(_ r: CompiledRender, _ argument0: TemplateValue) throws {
        let variable6 = argument0
        do {
          let items5 = LoopItems(CompiledRender.read(variable6))
          try r.loop(items5, count: items5.count, at: 9) { r, position5 in
            try r.nest(at: 9)
            let variable7 = LoopState(index: position5, count: items5.count)
            let variable8 = items5.first(at: position5)
            if CompiledRender.isText(CompiledRender.member(variable8, "swiftGenType"), "String") {
              try r.nest(at: 10)
              r.text("Swift.String(describing: p")
              r.write(number: (variable7.index + 1))
              r.text(")")
              r.unnest()
            } else if CompiledRender.isText(CompiledRender.member(variable8, "swiftGenType"), "UnsafeRawPointer") {
              try r.nest(at: 10)
              r.text("Swift.Int(bitPattern: p")
              r.write(number: (variable7.index + 1))
              r.text(")")
              r.unnest()
            } else {
              try r.nest(at: 10)
              r.text("p")
              r.write(number: (variable7.index + 1))
              r.unnest()
            }
            if !((variable7.index == variable7.count - 1)) {
              r.text(", ")
            }
            r.unnest()
          }
        }
      }
      func macro2(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
        let variable9 = argument0
        let variable10 = argument1
        let variable11 = try r.apply(1, CompiledRender.read(variable9), [], at: 11)
        do {
          let items6 = LoopItems(CompiledRender.member(variable10, "strings"))
          try r.loop(items6, count: items6.count, at: 12) { r, position6 in
            try r.nest(at: 12)
            _ = LoopState(index: position6, count: items6.count)
            let variable13 = items6.first(at: position6)
            if !(CompiledRender.member(root1, "noComments").isTruthy) {
              try r.nest(at: 13)
              do {
                let items7 = try LoopItems(r.apply(2, r.apply(0, CompiledRender.member(variable13, "rawComment"), [CompiledRender.member(variable13, "fallback")], at: 14), [], at: 14))
                try r.loop(items7, count: items7.count, at: 14) { r, position7 in
                  try r.nest(at: 14)
                  _ = LoopState(index: position7, count: items7.count)
                  let variable15 = items7.first(at: position7)
                  r.text("  /// ")
                  try r.write(r.apply(3, CompiledRender.read(variable15), [], at: 15))
                  r.lines("\n")
                  r.unnest()
                }
              }
              try r.enterInclude(at: 16)
              do {
                try r.nest(at: 16)
                do {
                  let items8 = LoopItems(CompiledRender.member(variable13, "plurals"))
                  try r.loop(items8, count: items8.count, at: 17) { r, position8 in
                    try r.nest(at: 17)
                    _ = LoopState(index: position8, count: items8.count)
                    let variable17 = items8.first(at: position8)
                    let variable18 = CompiledRender.member(variable17, "forms")
                    let variable19 = CompiledRender.member(variable17, "name")
                    try r.enterInclude(at: 18)
                    do {
                      try r.nest(at: 18)
                      do {
                        let items9 = LoopItems(CompiledRender.read(variable18))
                        try r.loop(items9, count: items9.count, at: 19) { r, position9 in
                          try r.nest(at: 19)
                          _ = LoopState(index: position9, count: items9.count)
                          let variable21 = items9.first(at: position9)
                          do {
                            let items10 = try LoopItems(r.apply(2, CompiledRender.member(variable21, "text"), [], at: 20))
                            try r.loop(items10, count: items10.count, at: 20) { r, position10 in
                              try r.nest(at: 20)
                              let variable22 = LoopState(index: position10, count: items10.count)
                              let variable23 = items10.first(at: position10)
                              r.text("  ///")
                              if (variable22.index == 0) {
                                try r.nest(at: 21)
                                r.text(" - ")
                                if CompiledRender.read(variable19).isTruthy {
                                  try r.nest(at: 22)
                                  r.write(CompiledRender.read(variable19))
                                  r.text(" ")
                                  r.unnest()
                                }
                                r.write(CompiledRender.member(variable21, "category"))
                                r.text(":")
                                r.unnest()
                              } else {
                                try r.nest(at: 21)
                                r.text("   ")
                                r.unnest()
                              }
                              if CompiledRender.read(variable23).isTruthy {
                                try r.nest(at: 23)
                                r.text(" ")
                                r.unnest()
                              }
                              try r.write(r.apply(3, CompiledRender.read(variable23), [], at: 24))
                              r.lines("\n")
                              r.unnest()
                            }
                          }
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.leaveCall()
                    r.unnest()
                  }
                }
                do {
                  let items11 = LoopItems(CompiledRender.member(variable13, "devices"))
                  try r.loop(items11, count: items11.count, at: 25) { r, position11 in
                    try r.nest(at: 25)
                    _ = LoopState(index: position11, count: items11.count)
                    let variable25 = items11.first(at: position11)
                    if CompiledRender.member(variable25, "plural").isTruthy {
                      try r.nest(at: 26)
                      let variable26 = CompiledRender.member(CompiledRender.member(variable25, "plural"), "forms")
                      let variable27 = CompiledRender.member(variable25, "device")
                      try r.enterInclude(at: 27)
                      do {
                        try r.nest(at: 27)
                        do {
                          let items12 = LoopItems(CompiledRender.read(variable26))
                          try r.loop(items12, count: items12.count, at: 19) { r, position12 in
                            try r.nest(at: 19)
                            _ = LoopState(index: position12, count: items12.count)
                            let variable29 = items12.first(at: position12)
                            do {
                              let items13 = try LoopItems(r.apply(2, CompiledRender.member(variable29, "text"), [], at: 20))
                              try r.loop(items13, count: items13.count, at: 20) { r, position13 in
                                try r.nest(at: 20)
                                let variable30 = LoopState(index: position13, count: items13.count)
                                let variable31 = items13.first(at: position13)
                                r.text("  ///")
                                if (variable30.index == 0) {
                                  try r.nest(at: 21)
                                  r.text(" - ")
                                  if CompiledRender.read(variable27).isTruthy {
                                    try r.nest(at: 22)
                                    r.write(CompiledRender.read(variable27))
                                    r.text(" ")
                                    r.unnest()
                                  }
                                  r.write(CompiledRender.member(variable29, "category"))
                                  r.text(":")
                                  r.unnest()
                                } else {
                                  try r.nest(at: 21)
                                  r.text("   ")
                                  r.unnest()
                                }
                                if CompiledRender.read(variable31).isTruthy {
                                  try r.nest(at: 23)
                                  r.text(" ")
                                  r.unnest()
                                }
                                try r.write(r.apply(3, CompiledRender.read(variable31), [], at: 24))
                                r.lines("\n")
                                r.unnest()
                              }
                            }
                            r.unnest()
                          }
                        }
                        r.unnest()
                      }
                      r.leaveCall()
                      r.unnest()
                    } else {
                      try r.nest(at: 26)
                      do {
                        let items14 = try LoopItems(r.apply(2, CompiledRender.member(variable25, "text"), [], at: 28))
                        try r.loop(items14, count: items14.count, at: 28) { r, position14 in
                          try r.nest(at: 28)
                          let variable32 = LoopState(index: position14, count: items14.count)
                          let variable33 = items14.first(at: position14)
                          r.text("  /// ")
                          if (variable32.index == 0) {
                            try r.nest(at: 29)
                            r.text("- ")
                            r.write(CompiledRender.member(variable25, "device"))
                            r.text(": ")
                            r.unnest()
                          } else {
                            try r.nest(at: 29)
                            r.text("  ")
                            r.unnest()
                          }
                          try r.write(r.apply(3, CompiledRender.read(variable33), [], at: 30))
                          r.lines("\n")
                          r.unnest()
                        }
                      }
                      r.unnest()
                    }
                    r.unnest()
                  }
                }
                r.unnest()
              }
              r.leaveCall()
              r.unnest()
            }
            let variable34 = CompiledRender.member(variable13, "swiftName")
            if CompiledRender.member(variable13, "arguments").isTruthy {
              try r.nest(at: 31)
              r.text("  ")
              r.write(CompiledRender.read(variable1))
              r.text(" static func ")
              r.write(CompiledRender.read(variable34))
              r.text("(")
              let argument15 = CompiledRender.member(variable13, "arguments")
              try r.enterMacro("parameters", at: 32)
              try r.nest(at: 32)
              try macro0(r, CompiledRender.isNull(argument15) ? CompiledRender.read(root2) : argument15)
              r.unnest()
              r.leaveCall()
              r.lines(") -> Swift.String {\n    return ")
              r.write(CompiledRender.read(variable2))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable11))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "rawKey"), [], at: 33))
              r.text("\", ")
              let argument16 = CompiledRender.member(variable13, "arguments")
              try r.enterMacro("callArguments", at: 34)
              try r.nest(at: 34)
              try macro1(r, CompiledRender.isNull(argument16) ? CompiledRender.read(root2) : argument16)
              r.unnest()
              r.leaveCall()
              r.text(", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "fallback"), [], at: 35))
              r.lines("\")\n  }\n")
              r.unnest()
            } else if CompiledRender.member(root1, "lookupFunction").isTruthy {
              try r.nest(at: 31)
              r.text("  ")
              r.write(CompiledRender.read(variable1))
              r.text(" static var ")
              r.write(CompiledRender.read(variable34))
              r.text(": Swift.String { return ")
              r.write(CompiledRender.read(variable2))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable11))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "rawKey"), [], at: 36))
              r.text("\", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "fallback"), [], at: 37))
              r.lines("\") }\n")
              r.unnest()
            } else {
              try r.nest(at: 31)
              r.text("  ")
              r.write(CompiledRender.read(variable1))
              r.text(" static let ")
              r.write(CompiledRender.read(variable34))
              r.text(" = ")
              r.write(CompiledRender.read(variable2))
              r.text(".tr(\"")
              r.write(CompiledRender.read(variable11))
              r.text("\", \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "rawKey"), [], at: 38))
              r.text("\", fallback: \"")
              try r.write(r.apply(1, CompiledRender.member(variable13, "fallback"), [], at: 39))
              r.lines("\")\n")
              r.unnest()
            }
            r.unnest()
          }
        }
        do {
          let items17 = LoopItems(CompiledRender.member(variable10, "children"))
          try r.loop(items17, count: items17.count, at: 40) { r, position17 in
            try r.nest(at: 40)
            _ = LoopState(index: position17, count: items17.count)
            let variable36 = items17.first(at: position17)
            if CompiledRender.read(variable0).isTruthy {
              try r.nest(at: 41)
              let argument18 = CompiledRender.read(variable9)
              let argument19 = CompiledRender.read(variable36)
              try r.enterMacro("level", at: 42)
              try r.nest(at: 42)
              try macro2(r, CompiledRender.isNull(argument18) ? CompiledRender.read(variable9) : argument18, CompiledRender.isNull(argument19) ? CompiledRender.read(variable10) : argument19)
              r.unnest()
              r.leaveCall()
              r.unnest()
            } else {
              try r.nest(at: 41)
              r.text("  ")
              r.write(CompiledRender.read(variable1))
              r.text(" enum ")
              r.write(CompiledRender.member(variable36, "swiftName"))
              r.lines(" {\n")
              r.beginIndent("  ", first: true)
              try r.nest(at: 43)
              let argument20 = CompiledRender.read(variable9)
              let argument21 = CompiledRender.read(variable36)
              try r.enterMacro("level", at: 44)
              try r.nest(at: 44)
              try macro2(r, CompiledRender.isNull(argument20) ? CompiledRender.read(variable9) : argument20, CompiledRender.isNull(argument21) ? CompiledRender.read(variable10) : argument21)
              r.unnest()
              r.leaveCall()
              r.unnest()
              r.endIndent()
              r.lines("  }\n")
              r.unnest()
            }
            r.unnest()
          }
        }
      }
      if CompiledRender.read(variable0).isTruthy {
        try r.nest(at: 45)
        r.lines("// swiftlint:disable function_parameter_count identifier_name line_length type_body_length\n")
        r.unnest()
      } else {
        try r.nest(at: 45)
        r.lines("// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length\n// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces\n")
        r.unnest()
      }
      r.write(CompiledRender.read(variable1))
      r.text(" enum ")
      r.write(CompiledRender.read(variable2))
      r.lines(" {\n")
      if CompiledRender.read(root3).isTruthy {
        try r.nest(at: 46)
        do {
          let items22 = LoopItems(CompiledRender.read(root0))
          try r.loop(items22, count: items22.count, at: 47) { r, position22 in
            try r.nest(at: 47)
            _ = LoopState(index: position22, count: items22.count)
            let variable38 = items22.first(at: position22)
            r.text("  ")
            r.write(CompiledRender.read(variable1))
            r.text(" enum ")
            r.write(CompiledRender.member(variable38, "swiftName"))
            r.lines(" {\n")
            r.beginIndent("  ", first: true)
            try r.nest(at: 48)
            let argument23 = CompiledRender.member(variable38, "name")
            let argument24 = CompiledRender.member(variable38, "levels")
            try r.enterMacro("level", at: 49)
            try r.nest(at: 49)
            try macro2(r, CompiledRender.isNull(argument23) ? CompiledRender.read(variable38) : argument23, CompiledRender.isNull(argument24) ? CompiledRender.read(root4) : argument24)
            r.unnest()
            r.leaveCall()
            r.unnest()
            r.endIndent()
            r.lines("  }\n")
            r.unnest()
          }
        }
        r.unnest()
      } else {
        try r.nest(at: 46)
        let argument25 = CompiledRender.member(CompiledRender.member(root0, "first"), "name")
        let argument26 = CompiledRender.member(CompiledRender.member(root0, "first"), "levels")
        try r.enterMacro("level", at: 50)
        try r.nest(at: 50)
        try macro2(r, CompiledRender.isNull(argument25) ? CompiledRender.read(root5) : argument25, CompiledRender.isNull(argument26) ? CompiledRender.read(root4) : argument26)
        r.unnest()
        r.leaveCall()
        r.unnest()
      }
      r.lines("}\n")
      if CompiledRender.read(variable0).isTruthy {
        try r.nest(at: 51)
        r.lines("// swiftlint:enable function_parameter_count identifier_name line_length type_body_length\n")
        r.unnest()
      } else {
        try r.nest(at: 51)
        r.lines("// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length\n// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces\n")
        r.unnest()
      }
      r.lines("\n// MARK: - Implementation Details\n\nextension ")
      r.write(CompiledRender.read(variable2))
      r.lines(" {\n  private static func tr(_ table: Swift.String, _ key: Swift.String, _ args: Swift.CVarArg..., fallback value: Swift.String) -> Swift.String {\n")
      if CompiledRender.member(root1, "lookupFunction").isTruthy {
        try r.nest(at: 52)
        r.text("    let format = ")
        r.write(CompiledRender.member(root1, "lookupFunction"))
        r.text("(key, table")
        if !(CompiledRender.member(root1, "lookupFunctionWithoutValue").isTruthy) {
          try r.nest(at: 53)
          r.text(", value")
          r.unnest()
        }
        r.text(")")
        r.lines("\n")
        r.unnest()
      } else {
        try r.nest(at: 52)
        r.text("    let format = ")
        try r.write(r.apply(0, CompiledRender.member(root1, "bundle"), [TemplateValue.string("BundleToken.bundle")], at: 54))
        r.lines(".localizedString(forKey: key, value: value, table: table)\n")
        r.unnest()
      }
      r.lines("    return Swift.String(format: format, locale: Foundation.Locale.current, arguments: args)\n  }\n}\n")
      if (!(CompiledRender.member(root1, "bundle").isTruthy) && !(CompiledRender.member(root1, "lookupFunction").isTruthy)) {
        try r.nest(at: 55)
        r.lines("\n// swiftlint:disable convenience_type\nprivate final class BundleToken {\n  static let bundle: Foundation.Bundle = {\n    #if SWIFT_PACKAGE\n    return Foundation.Bundle.module\n    #else\n    return Foundation.Bundle(for: BundleToken.self)\n    #endif\n  }()\n}\n// swiftlint:enable convenience_type\n")
        r.unnest()
      }
      r.unnest()
    } else {
      try r.nest(at: 2)
      r.lines("// No string found\n")
      r.unnest()
    }
    r.unnest()
  }
  r.leaveCall()
}

private func renderObjcH(_ r: CompiledRender) throws {
  let root0 = r.root("tables")
  let root1 = r.root("param")
  let root2 = r.root("item")
  r.text("// Generated by l10ngen from the development-language tables: Objective-C accessors, declared. Do not edit.")
  r.lines("\n")
  if CompiledRender.holds(.greater, CompiledRender.member(root0, "count"), TemplateValue.int(0)) {
    try r.nest(at: 0)
    r.lines("\n#import <Foundation/Foundation.h>\n\nNS_ASSUME_NONNULL_BEGIN\n\n")
    func macro0(_ r: CompiledRender, _ argument0: TemplateValue) throws {
      let variable0 = argument0
      do {
        let items1 = LoopItems(CompiledRender.member(variable0, "strings"))
        try r.loop(items1, count: items1.count, at: 1) { r, position1 in
          try r.nest(at: 1)
          _ = LoopState(index: position1, count: items1.count)
          let variable2 = items1.first(at: position1)
          if !(CompiledRender.member(root1, "noComments").isTruthy) {
            try r.nest(at: 2)
            do {
              let items2 = try LoopItems(r.apply(0, CompiledRender.member(variable2, "rawTranslation"), [], at: 3))
              try r.loop(items2, count: items2.count, at: 3) { r, position2 in
                try r.nest(at: 3)
                _ = LoopState(index: position2, count: items2.count)
                let variable4 = items2.first(at: position2)
                r.text("/// ")
                try r.write(r.apply(1, CompiledRender.read(variable4), [], at: 4))
                r.lines("\n")
                r.unnest()
              }
            }
            r.unnest()
          }
          r.text("+ (NSString *)")
          try r.enterInclude(at: 5)
          do {
            try r.nest(at: 5)
            try r.write(r.apply(2, CompiledRender.member(variable2, "swiftName"), [], at: 6))
            if CompiledRender.holds(.equal, CompiledRender.member(CompiledRender.member(variable2, "arguments"), "count"), TemplateValue.int(1)) {
              try r.nest(at: 7)
              r.text("WithValue")
              r.unnest()
            } else if CompiledRender.member(variable2, "arguments").isTruthy {
              try r.nest(at: 7)
              r.text("WithValues")
              r.unnest()
            }
            do {
              let items3 = LoopItems(CompiledRender.member(variable2, "arguments"))
              try r.loop(items3, count: items3.count, at: 8) { r, position3 in
                try r.nest(at: 8)
                let variable5 = LoopState(index: position3, count: items3.count)
                let variable6 = items3.first(at: position3)
                if !((variable5.index == 0)) {
                  r.text(" ")
                }
                r.text(":(")
                try r.write(r.apply(3, CompiledRender.member(variable6, "objcType"), [TemplateValue.string("const void *")], at: 9))
                r.text(")p")
                r.write(number: (variable5.index + 1))
                r.unnest()
              }
            }
            r.unnest()
          }
          r.leaveCall()
          if try r.apply(4, r.apply(2, CompiledRender.member(variable2, "swiftName"), [], at: 10), [], at: 10).isTruthy {
            r.text(" NS_RETURNS_NOT_RETAINED")
          }
          r.lines(";\n")
          r.unnest()
        }
      }
      do {
        let items4 = LoopItems(CompiledRender.member(variable0, "children"))
        try r.loop(items4, count: items4.count, at: 11) { r, position4 in
          try r.nest(at: 11)
          _ = LoopState(index: position4, count: items4.count)
          let variable8 = items4.first(at: position4)
          let argument5 = CompiledRender.read(variable8)
          try r.enterMacro("declarations", at: 12)
          try r.nest(at: 12)
          try macro0(r, CompiledRender.isNull(argument5) ? CompiledRender.read(variable0) : argument5)
          r.unnest()
          r.leaveCall()
          r.unnest()
        }
      }
    }
    do {
      let items6 = LoopItems(CompiledRender.read(root0))
      try r.loop(items6, count: items6.count, at: 13) { r, position6 in
        try r.nest(at: 13)
        _ = LoopState(index: position6, count: items6.count)
        let variable10 = items6.first(at: position6)
        r.text("@interface ")
        try r.write(r.apply(5, CompiledRender.member(variable10, "swiftName"), [TemplateValue.string("`"), TemplateValue.string("")], at: 14))
        r.lines(" : NSObject\n")
        let argument7 = CompiledRender.member(variable10, "levels")
        try r.enterMacro("declarations", at: 15)
        try r.nest(at: 15)
        try macro0(r, CompiledRender.isNull(argument7) ? CompiledRender.read(root2) : argument7)
        r.unnest()
        r.leaveCall()
        r.lines("@end\n\n")
        r.unnest()
      }
    }
    r.lines("NS_ASSUME_NONNULL_END\n")
    r.unnest()
  } else {
    try r.nest(at: 0)
    r.lines("// No string found\n")
    r.unnest()
  }
}

private func renderObjcM(_ r: CompiledRender) throws {
  let root0 = r.root("tables")
  let root1 = r.root("param")
  let root2 = r.root("item")
  r.text("// Generated by l10ngen from the development-language tables: Objective-C accessors, implemented. Do not edit.")
  r.lines("\n")
  if CompiledRender.holds(.greater, CompiledRender.member(root0, "count"), TemplateValue.int(0)) {
    try r.nest(at: 0)
    try r.nest(at: 1)
    let captured1 = try r.capture {
      r.text("L10n")
      try r.write(r.apply(0, CompiledRender.member(CompiledRender.member(root0, "first"), "swiftName"), [TemplateValue.string("`"), TemplateValue.string("")], at: 2))
      r.text("BundleToken")
    }
    r.unnest()
    let variable0 = TemplateValue.string(captured1)
    try r.nest(at: 3)
    let captured2 = r.capture {
      r.text("[NSBundle bundleForClass:[")
      r.write(CompiledRender.read(variable0))
      r.text(" class]]")
    }
    r.unnest()
    let variable1 = TemplateValue.string(captured2)
    r.lines("\n#import \"")
    try r.write(r.apply(1, CompiledRender.member(root1, "headerName"), [TemplateValue.string("Localizable.h")], at: 4))
    r.lines("\"\n\n")
    if !(CompiledRender.member(root1, "bundle").isTruthy) {
      try r.nest(at: 5)
      r.lines("/// The class whose bundle holds the tables: the module's that compiles this file.\n@interface ")
      r.write(CompiledRender.read(variable0))
      r.lines(" : NSObject\n@end\n\n@implementation ")
      r.write(CompiledRender.read(variable0))
      r.lines("\n@end\n\n")
      r.unnest()
    }
    r.lines("/// The text of `key` in `table`, `value` where the table lacks it, formatted with the arguments\n/// after `value` in the user's locale, as `+[NSString localizedStringWithFormat:]` formats.\nstatic NSString *L10nText(NSString *table, NSString *key, NSString *value, ...) {\n  NSBundle *bundle = ")
    if CompiledRender.member(root1, "bundle").isTruthy {
      r.write(CompiledRender.member(root1, "bundle"))
    } else {
      r.write(CompiledRender.read(variable1))
    }
    r.lines(";\n  NSString *format = [bundle localizedStringForKey:key value:value table:table];\n  va_list arguments;\n  va_start(arguments, value);\n  NSString *text = [[NSString alloc] initWithFormat:format locale:[NSLocale currentLocale] arguments:arguments];\n  va_end(arguments);\n#if __has_feature(objc_arc)\n  return text;\n#else\n  return [text autorelease];\n#endif\n}\n\n")
    func macro0(_ r: CompiledRender, _ argument0: TemplateValue, _ argument1: TemplateValue) throws {
      let variable2 = argument0
      let variable3 = argument1
      do {
        let items3 = LoopItems(CompiledRender.member(variable3, "strings"))
        try r.loop(items3, count: items3.count, at: 6) { r, position3 in
          try r.nest(at: 6)
          _ = LoopState(index: position3, count: items3.count)
          let variable5 = items3.first(at: position3)
          r.text("+ (NSString *)")
          try r.enterInclude(at: 7)
          do {
            try r.nest(at: 7)
            try r.write(r.apply(2, CompiledRender.member(variable5, "swiftName"), [], at: 8))
            if CompiledRender.holds(.equal, CompiledRender.member(CompiledRender.member(variable5, "arguments"), "count"), TemplateValue.int(1)) {
              try r.nest(at: 9)
              r.text("WithValue")
              r.unnest()
            } else if CompiledRender.member(variable5, "arguments").isTruthy {
              try r.nest(at: 9)
              r.text("WithValues")
              r.unnest()
            }
            do {
              let items4 = LoopItems(CompiledRender.member(variable5, "arguments"))
              try r.loop(items4, count: items4.count, at: 10) { r, position4 in
                try r.nest(at: 10)
                let variable6 = LoopState(index: position4, count: items4.count)
                let variable7 = items4.first(at: position4)
                if !((variable6.index == 0)) {
                  r.text(" ")
                }
                r.text(":(")
                try r.write(r.apply(1, CompiledRender.member(variable7, "objcType"), [TemplateValue.string("const void *")], at: 11))
                r.text(")p")
                r.write(number: (variable6.index + 1))
                r.unnest()
              }
            }
            r.unnest()
          }
          r.leaveCall()
          r.lines(" {\n  return L10nText(@\"")
          try r.write(r.apply(3, CompiledRender.read(variable2), [], at: 12))
          r.text("\", @\"")
          try r.write(r.apply(3, CompiledRender.member(variable5, "rawKey"), [], at: 13))
          r.text("\", @\"")
          try r.write(r.apply(3, CompiledRender.member(variable5, "fallback"), [], at: 14))
          r.text("\"")
          do {
            let items5 = LoopItems(CompiledRender.member(variable5, "arguments"))
            try r.loop(items5, count: items5.count, at: 15) { r, position5 in
              try r.nest(at: 15)
              let variable8 = LoopState(index: position5, count: items5.count)
              let variable9 = items5.first(at: position5)
              do {
                let items6 = LoopItems(CompiledRender.member(variable9, "skipped"))
                try r.loop(items6, count: items6.count, at: 16) { r, position6 in
                  try r.nest(at: 16)
                  _ = LoopState(index: position6, count: items6.count)
                  _ = items6.first(at: position6)
                  r.text(", (long)0")
                  r.unnest()
                }
              }
              r.text(", p")
              r.write(number: (variable8.index + 1))
              r.unnest()
            }
          }
          r.lines(");\n}\n")
          r.unnest()
        }
      }
      do {
        let items7 = LoopItems(CompiledRender.member(variable3, "children"))
        try r.loop(items7, count: items7.count, at: 17) { r, position7 in
          try r.nest(at: 17)
          _ = LoopState(index: position7, count: items7.count)
          let variable13 = items7.first(at: position7)
          let argument8 = CompiledRender.read(variable2)
          let argument9 = CompiledRender.read(variable13)
          try r.enterMacro("implementations", at: 18)
          try r.nest(at: 18)
          try macro0(r, CompiledRender.isNull(argument8) ? CompiledRender.read(variable2) : argument8, CompiledRender.isNull(argument9) ? CompiledRender.read(variable3) : argument9)
          r.unnest()
          r.leaveCall()
          r.unnest()
        }
      }
    }
    do {
      let items10 = LoopItems(CompiledRender.read(root0))
      try r.loop(items10, count: items10.count, at: 19) { r, position10 in
        try r.nest(at: 19)
        _ = LoopState(index: position10, count: items10.count)
        let variable15 = items10.first(at: position10)
        r.text("@implementation ")
        try r.write(r.apply(0, CompiledRender.member(variable15, "swiftName"), [TemplateValue.string("`"), TemplateValue.string("")], at: 20))
        r.lines("\n")
        let argument11 = CompiledRender.member(variable15, "name")
        let argument12 = CompiledRender.member(variable15, "levels")
        try r.enterMacro("implementations", at: 21)
        try r.nest(at: 21)
        try macro0(r, CompiledRender.isNull(argument11) ? CompiledRender.read(variable15) : argument11, CompiledRender.isNull(argument12) ? CompiledRender.read(root2) : argument12)
        r.unnest()
        r.leaveCall()
        r.lines("@end\n\n")
        r.unnest()
      }
    }
    r.unnest()
  } else {
    try r.nest(at: 0)
    r.lines("// No string found\n")
    r.unnest()
  }
}
