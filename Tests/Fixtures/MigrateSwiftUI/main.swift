import Foundation
import SwiftUI

// Each text as SwiftUI shows it in an environment of English, then German.
for language in ["en", "de"] {
  let locale = Locale(identifier: language)
  for paused in [false, true] {
    for text in shownTexts(unread: 3, paused: paused) { print(text._shown(in: locale)) }
  }
  for resource in [Titles.compose, Titles.cart] {
    var resource = resource
    resource.locale = locale
    print(String(localized: resource))
  }
}
// And as strings, in the current locale.
for text in shownStrings(unread: 2) { print(text) }
