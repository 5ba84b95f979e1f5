import Foundation

/// The order Xcode writes a String Catalog's keys in: what `JSONEncoder`'s `.sortedKeys` gives on
/// Apple platforms (swift-foundation's JSONWriter.swift, its compatibility sorting): NSString
/// comparison with `.numeric`, `.caseInsensitive` and `.forcedOrdering` in the system locale, the
/// root locale's collation. `_` comes before `.`, `item9` before `item10`, `ab` before `Ab`, which
/// catalogs Xcode saved show (`store_post_menu.delete` before `store_post.empty.title.bold`).
public enum CatalogKeyOrder {
  private static let root = Locale(identifier: "")

  public static func precedes(_ first: String, _ second: String) -> Bool {
    first.compare(second, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: root) == .orderedAscending
  }
}
