// swift-format-ignore-file
// swiftlint:disable all
// Generated from Templates/_swift6-runtime.stencil (the structured-swift6 template's run time) by
// `swift run generate-sources runtime-library` (Scripts/regenerate). Do not edit.


import Foundation

// MARK: - Run time (the module's)

/// The run time of this module's generated strings: each file generated with the `runtime` param
/// `external` uses it, in this module or one that imports it.
public enum L10nRuntime {}

extension L10nRuntime {
  // The runtime's state and types: the chosen language, the bundles and locales made for it (and on
  // Linux the tables read), behind one lock. Declared `nonisolated` where the compiler knows the word
  // on a type (6.1+, as every compiler with default MainActor isolation does), so the accessors work
  // from any isolation.
  #if compiler(>=6.1)
    nonisolated public final class _Localization: @unchecked Swift.Sendable {
      public static let shared = _Localization()
      let lock = Foundation.NSLock()
      var chosenLanguage: Swift.String?
      var bundles: [Swift.String: Foundation.Bundle] = [:]
      var locales: [Swift.String: Foundation.Locale] = [:]
      /// The bundles seen and their paths, by which what is kept for them is found.
      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []
      /// Each bundle's localization folders, and on Linux the user's language it has.
      var availableFolders: [Swift.String: [Swift.String]] = [:]
      var userLanguages: [Swift.String: Swift.String] = [:]
      /// The folders a lookup reads, by bundle and language.
      var lookups: [Swift.String: [Swift.String]] = [:]
      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]
      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]
      #if !canImport(Darwin)
        var tables: [Swift.String: _Table] = [:]
      #endif
    }

    #if !canImport(Darwin)
      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.
      nonisolated public struct _Table {
        var strings: [Swift.String: Swift.String] = [:]
        var entries: [Swift.String: Any] = [:]
        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.
        var text: Swift.String?
      }
    #endif

    /// Formatting as CoreFoundation does it (see the extension).
    nonisolated public enum _Format {
      /// One `%` sequence, or the text between them.
      struct Spec {
        enum Kind { case text, incomplete, null, argument, variable }
        var kind = Kind.text
        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.
        var text = 0..<0
        var flags = ""
        var width = -1, precision = -1
        /// Argument slots, from 0: -1 none, -2 the next in sequence.
        var widthSlot = -1, precisionSlot = -1, slot = -1
        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.
        var size = 0, length = ""
        /// A `.` without digits: precision 0 for `snprintf`.
        var dot = false
        var conversion: Swift.Unicode.Scalar = "%"
        var name = ""
      }

      /// How a slot reads the call's arguments: one argument, none (a variable whose value type
      /// Foundation cannot read), or nothing names it.
      enum Slot: Swift.Equatable { case unused, argument, none }

      /// A plural variable's number, as its value type reads the argument.
      enum Number {
        case integer(Swift.Int64)
        case double(Swift.Double)
      }
    }
  #else  // the same without `nonisolated`
    public final class _Localization: @unchecked Swift.Sendable {
      public static let shared = _Localization()
      let lock = Foundation.NSLock()
      var chosenLanguage: Swift.String?
      var bundles: [Swift.String: Foundation.Bundle] = [:]
      var locales: [Swift.String: Foundation.Locale] = [:]
      /// The bundles seen and their paths, by which what is kept for them is found.
      var paths: [(bundle: Foundation.Bundle, path: Swift.String)] = []
      /// Each bundle's localization folders, and on Linux the user's language it has.
      var availableFolders: [Swift.String: [Swift.String]] = [:]
      var userLanguages: [Swift.String: Swift.String] = [:]
      /// The folders a lookup reads, by bundle and language.
      var lookups: [Swift.String: [Swift.String]] = [:]
      var digits: [Foundation.Locale: [Swift.Unicode.Scalar]] = [:]
      var integerTemplates: [Foundation.Locale: [Swift.Int: Swift.String]] = [:]
      #if !canImport(Darwin)
        var tables: [Swift.String: _Table] = [:]
      #endif
    }

    #if !canImport(Darwin)
      /// A table's `.strings` values and `.stringsdict` entries in one folder, as Linux reads them.
      public struct _Table {
        var strings: [Swift.String: Swift.String] = [:]
        var entries: [Swift.String: Any] = [:]
        /// The `.stringsdict` text, kept when it has device variants: the order of its devices.
        var text: Swift.String?
      }
    #endif

    /// Formatting as CoreFoundation does it (see the extension).
    public enum _Format {
      /// One `%` sequence, or the text between them.
      struct Spec {
        enum Kind { case text, incomplete, null, argument, variable }
        var kind = Kind.text
        /// What a `text` prints: the text, the character after `%`, or a reference to no variable.
        var text = 0..<0
        var flags = ""
        var width = -1, precision = -1
        /// Argument slots, from 0: -1 none, -2 the next in sequence.
        var widthSlot = -1, precisionSlot = -1, slot = -1
        /// 0 none, 1 `hh` (and `%c`), 2 `h`, 4 `l` `z` `t`, 8 `ll` `q` `j`, 16 `L`; the length as written.
        var size = 0, length = ""
        /// A `.` without digits: precision 0 for `snprintf`.
        var dot = false
        var conversion: Swift.Unicode.Scalar = "%"
        var name = ""
      }

      /// How a slot reads the call's arguments: one argument, none (a variable whose value type
      /// Foundation cannot read), or nothing names it.
      enum Slot: Swift.Equatable { case unused, argument, none }

      /// A plural variable's number, as its value type reads the argument.
      enum Number {
        case integer(Swift.Int64)
        case double(Swift.Double)
      }
    }
  #endif
}

extension L10nRuntime._Localization {
  public nonisolated func setLanguage(_ language: Swift.String?) {
    lock.lock()
    defer { lock.unlock() }
    chosenLanguage = language
  }

  public nonisolated func language() -> Swift.String? {
    lock.lock()
    defer { lock.unlock() }
    return chosenLanguage
  }

  /// The localization folders a lookup reads, in order: those Apple's Bundle chooses for `chosen`
  /// (`localizationsToUse`), else, as CFBundle does when the user's languages match none, those it
  /// chooses for the development language; then, as CFBundle searches after them, the development
  /// region's own folder (`developmentLanguage`), the table's `development` folder, and `Base.lproj`:
  /// a table whose texts are in Base and plurals in en finds both.
  nonisolated static func lookupFolders(
    chosen: Swift.String?, available: [Swift.String], development: Swift.String, developmentLanguage: Swift.String
  ) -> [Swift.String] {
    var folders: [Swift.String] = []
    if let chosen { folders = localizationsToUse([chosen], available: available) }
    if folders.isEmpty { folders = localizationsToUse([developmentLanguage], available: available) }
    var after = [development]
    if available.contains(developmentLanguage) { after.insert(developmentLanguage, at: 0) }
    if available.contains("Base") { after.append("Base") }
    for folder in after where !folders.contains(folder) {
      folders.append(folder)
    }
    return folders
  }

  /// `lookupFolders` for `bundle`, found once for each language.
  nonisolated func lookupFolders(
    chosen: Swift.String?, bundle: Foundation.Bundle, development: Swift.String, developmentLanguage: Swift.String
  ) -> [Swift.String] {
    let key = [path(of: bundle), chosen ?? "", development, developmentLanguage].joined(separator: "\u{0}")
    lock.lock()
    let known = lookups[key]
    lock.unlock()
    if let known { return known }
    let folders = Self.lookupFolders(
      chosen: chosen, available: localizations(of: bundle), development: development, developmentLanguage: developmentLanguage)
    lock.lock()
    lookups[key] = folders
    lock.unlock()
    return folders
  }

  /// The folders of `available` read for a user whose languages are `preferred`, as Apple's Bundle
  /// chooses them: ICU's `ualoc_localizationsToUse` (`ualoc.cpp` of Apple's ICU 76). The first
  /// language that matches a folder chooses it: one of the same name; else one of the same name once
  /// aliases are read (`zh-TW` is `zh-Hant-TW`, `iw` `he`, `English` `en`); else the one nearest
  /// through both names' parents (`parentLocale(_:)`), where a folder of a region other than the
  /// language's own counts one step further: `de-AT` finds `de-DE`, `es-MX` `es-419`, `en-AU`
  /// `en-GB`, `pt-PT` `pt-BR` only when no other language matches. A regional folder found through
  /// parents gives way to one that a later language of the same names exactly. After it come the
  /// folders of its parents (`de-AT`, `de`); `zxx` when nothing matches and the bundle has it.
  nonisolated static func localizationsToUse(_ preferred: [Swift.String], available: [Swift.String]) -> [Swift.String] {
    let languages = preferred.compactMap(localeID)
    let folders = available.compactMap { name in localeID(name).map { (name: name, id: $0) } }
    var parents = [Swift.Int: [Swift.String]]()
    func parentsOfFolder(_ index: Swift.Int) -> [Swift.String] {
      if let known = parents[index] { return known }
      let chain = parentChain(folders[index].id.normalized, ownRegionFirst: true)
      parents[index] = chain
      return chain
    }
    var result: Swift.Int?
    var score = 999
    var portuguese: Swift.Int?
    for language in languages {
      if case .some = result { break }
      for (index, folder) in folders.enumerated() {
        if _l10nLess(-1, score), _l10nEqual(language.base, folder.id.base) {
          (result, score) = (index, -1)
        } else if _l10nLess(0, score), _l10nEqual(language.normalized, folder.id.normalized) {
          (result, score) = (index, 0)
        } else if _l10nLess(0, score), _l10nEqual(language.group, folder.id.group) {
          for (distance, parent) in parentChain(language.normalized, ownRegionFirst: false).enumerated() {
            for (folderDistance, folderParent) in parentsOfFolder(index).enumerated() where _l10nEqual(parent, folderParent) {
              if _l10nEqual(language.normalized, "pt_PT"), _l10nEqual(folder.id.normalized, "pt_BR") {
                portuguese = index
              } else {
                let total = distance + folderDistance + (_l10nEqual(language.language, folder.id.language) ? 0 : 1)
                if _l10nLess(total, score) { (result, score) = (index, total) }
              }
            }
          }
        }
      }
    }
    if let found = result, _l10nLess(0, score), !region(of: folders[found].id.normalized).isEmpty, !_l10nEqual(folders[found].id.language, "zh") {
      search: for language in languages where _l10nEqual(language.language, folders[found].id.language) {
        for (index, folder) in folders.enumerated()
        where _l10nEqual(folder.id.base, language.base) || _l10nEqual(folder.id.normalized, language.normalized) {
          result = index
          break search
        }
      }
    }
    guard let found = result ?? portuguese else { return available.contains("zxx") ? ["zxx"] : [] }
    var chosen = [folders[found].name]
    var previous: Swift.String?
    for parent in parentsOfFolder(found) where !_l10nEqual(parent, previous) {
      previous = parent
      for (index, folder) in folders.enumerated() where !_l10nEqual(index, found) {
        if _l10nEqual(parent, folder.id.normalized) || (_l10nEqual(parent, "zh_Hant_HK") && _l10nEqual(folder.id.normalized, "zh_Hant_TW")) {
          chosen.append(folder.name)
        }
      }
    }
    return chosen
  }

  /// A language or folder name as ICU reads it: `base`, its canonical form (`uloc_getBaseName`:
  /// `_` between subtags, the language in lower case, the script capitalized, the region and variants
  /// in upper case, extensions and keywords left out); `normalized`, `base` with its alias read
  /// (`ualoc_normalize`); its `language`, and the `group` of languages whose parents may meet. Nil
  /// for a name with no language.
  nonisolated static func localeID(_ name: Swift.String) -> (base: Swift.String, normalized: Swift.String, language: Swift.String, group: Swift.String)? {
    var subtags: [Swift.String] = []
    var subtag = ""
    for character in name {
      if _l10nEqual(character, "@") || _l10nEqual(character, ".") { break }
      if _l10nEqual(character, "-") || _l10nEqual(character, "_") {
        subtags.append(subtag)
        subtag = ""
      } else {
        subtag.append(character)
      }
    }
    subtags.append(subtag)
    let first = subtags[0]
    guard !first.isEmpty, _l10nLess(first.count, 12), first.allSatisfy(\.isASCII) else { return nil }
    var rest: [Swift.String] = []
    for subtag in subtags.dropFirst() {
      if _l10nEqual(subtag.count, 1) { break }
      if !subtag.isEmpty { rest.append(subtag) }
    }
    var next = 0
    var base = first.lowercased()
    if _l10nLess(next, rest.count), _l10nEqual(rest[next].count, 4), rest[next].allSatisfy(\.isLetter) {
      base.append("_")
      base.append(rest[next].prefix(1).uppercased())
      base.append(rest[next].dropFirst().lowercased())
      next = next.advanced(by: 1)
    }
    var region = ""
    if _l10nLess(next, rest.count), _l10nLess(rest[next].count, 4) {
      region = rest[next].uppercased()
      next = next.advanced(by: 1)
    }
    if !region.isEmpty {
      base.append("_")
      base.append(region)
    }
    if _l10nLess(next, rest.count) {
      base.append(region.isEmpty ? "__" : "_")
      base.append(rest.suffix(from: next).map { $0.uppercased() }.joined(separator: "_"))
    }
    var normalized = base
    if let alias = appleAliases[base] {
      normalized = alias
    } else if let alias = languageAliases[base] {
      normalized = alias
    } else if let separator = base.firstIndex(of: "_"), let alias = languageAliases[Swift.String(base.prefix(upTo: separator))] {
      normalized = alias
      if !alias.contains("_") {
        normalized.append(contentsOf: base.suffix(from: separator))
      } else if _l10nLess(5, alias.count), _l10nEqual(alias.dropLast(4).last, "_"), let last = base.lastIndex(of: "_"),
        _l10nLess(base.suffix(from: last).count, 5)
      {
        normalized.append(contentsOf: base.suffix(from: last))
      }
    }
    let language = Swift.String(normalized.prefix(while: { !_l10nEqual($0, "_") }))
    let group = ["ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh"][language, default: language]
    return (base, normalized, language, group)
  }

  /// The region of a canonical name (`uloc_getCountry`): the subtag of two or three characters
  /// after the language and its script, if any.
  nonisolated static func region(of name: Swift.String) -> Swift.String {
    var subtags = name.split(whereSeparator: { _l10nEqual($0, "_") || _l10nEqual($0, "-") }).dropFirst()
    if let script = subtags.first, _l10nEqual(script.count, 4) { subtags = subtags.dropFirst() }
    guard let region = subtags.first, _l10nEqual(region.count, 2) || _l10nEqual(region.count, 3) else { return "" }
    return Swift.String(region)
  }

  /// A normalized name and its parents up to the root (`LocaleIDInfo::calcParentChain`). With
  /// `ownRegionFirst`, a name of a region other than its language's own (`de_AT`, not `de_DE`; the
  /// likely subtags decide) is listed twice, so it is one step further from what it matches.
  nonisolated static func parentChain(_ normalized: Swift.String, ownRegionFirst: Swift.Bool) -> [Swift.String] {
    var chain = [normalized]
    if ownRegionFirst, !region(of: normalized).isEmpty, !_l10nEqual(normalized, "es_MX"), !_l10nEqual(normalized, "zh_Hant_TW"),
      !region(of: minimized(normalized)).isEmpty
    {
      chain.append(normalized)
    }
    while _l10nLess(chain.count, 9), let last = chain.last {
      let parent = parentLocale(last)
      guard !parent.isEmpty, !_l10nEqual(parent, "root") else { break }
      chain.append(parent)
    }
    return chain
  }

  /// The parent of a normalized name (`ualoc_getParent`): Apple's own, then CLDR's parentLocales,
  /// else the name without its last subtag; empty or `root` at the top.
  nonisolated static func parentLocale(_ name: Swift.String) -> Swift.String {
    if let parent = parentLocales[name] { return parent }
    guard let last = name.lastIndex(of: "_") else { return "" }
    return Swift.String(name.prefix(upTo: last))
  }

  /// `name` with the subtags its likely subtags imply left out (`uloc_minimizeSubtags`): `de_DE`
  /// is `de`, `de_AT` stays. Read from Foundation's ICU; as written where Foundation cannot tell.
  nonisolated static func minimized(_ name: Swift.String) -> Swift.String {
    #if canImport(Darwin) || compiler(>=6.0)
      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return Foundation.Locale.Language(identifier: name).minimalIdentifier
      }
    #endif
    return name
  }

  /// Apple's aliases of folder names (`appleAliasMap` of `ualoc.cpp`), as `ualoc_normalize` reads them.
  nonisolated static let appleAliases: [Swift.String: Swift.String] = [
    "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
    "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no_NO": "nb_NO",
    "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv",
    "thai": "th", "turkish": "tr", "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK", "zh_CN": "zh_Hans_CN",
    "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG", "zh_TW": "zh_Hant_TW",
  ]

  /// CLDR's aliases of language codes (the `alias/language` of ICU's `metadata` in Apple's ICU 76),
  /// read next: those of two-letter codes, and those to languages that have one (`iw` is `he`,
  /// `cmn` `zh`, `prs` `fa_AF`, `deu` `de`).
  nonisolated static let languageAliases: [Swift.String: Swift.String] = {
    let aliases = """
      aar>aa abk>ab adp>dz afr>af aka>ak alb>sq als>sq amh>am ara>ar arb>ar arg>an arm>hy asm>as ava>av ave>ae \
      aym>ay ayr>ay aze>az azj>az bak>ba bam>bm baq>eu bel>be ben>bn bh>bho bis>bi bod>bo bos>bs bre>br bul>bg \
      bur>my cat>ca ces>cs cha>ch che>ce chi>zh chu>cu chv>cv cmn>zh cnr>sr_ME cor>kw cos>co cre>cr cwd>cr cym>cy \
      cze>cs dan>da deu>de div>dv drh>mn drw>fa_AF dut>nl dzo>dz ekk>et ell>el eng>en epo>eo esk>ik est>et eus>eu \
      ewe>ee fao>fo fas>fa fat>ak fij>fj fin>fi fra>fr fre>fr fry>fy fuc>ff ful>ff gaz>om geo>ka ger>de gla>gd \
      gle>ga glg>gl glv>gv gre>el grn>gn gug>gn guj>gu hat>ht hau>ha hbs>sr_Latn heb>he her>hz hin>hi hmo>ho \
      hrv>hr hun>hu hye>hy ibo>ig ice>is ido>io iii>ii ike>iu iku>iu ile>ie in>id ina>ia ind>id ipk>ik isl>is \
      ita>it iw>he jav>jv ji>yi jpn>ja jw>jv kal>kl kan>kn kas>ks kat>ka kau>kr kaz>kk khk>mn khm>km kik>ki kin>rw \
      kir>ky kmr>ku knc>kr kng>kg kom>kv kon>kg kor>ko kpv>kv kua>kj kur>ku lao>lo lat>la lav>lv lim>li lin>ln \
      lit>lt ltz>lb lub>lu lug>lg lvs>lv mac>mk mah>mh mal>ml mao>mi mar>mr may>ms mkd>mk mlg>mg mlt>mt mo>ro \
      mol>ro mon>mn mri>mi msa>ms mya>my nau>na nav>nv nbl>nr nde>nd ndo>ng nep>ne nld>nl nno>nn nob>nb nor>no \
      npi>ne nya>ny oci>oc ojg>oj oji>oj ori>or orm>om ory>or oss>os pan>pa pbu>ps per>fa pes>fa pli>pi plt>mg \
      pol>pl por>pt prp>gu prs>fa_AF pus>ps que>qu quz>qu roh>rm ron>ro rum>ro run>rn rus>ru sag>sg san>sa scc>sr \
      scr>hr sh>sr_Latn sin>si slk>sk slo>sk slv>sl sme>se smo>sm sna>sn snd>sd som>so sot>st spa>es sqi>sq src>sc \
      srd>sc srp>sr ssw>ss sun>su swa>sw swc>sw_CD swe>sv swh>sw tah>ty tam>ta tat>tt tel>te tgk>tg tha>th tib>bo \
      tir>ti tl>fil tnf>fa_AF ton>to tsn>tn tso>ts tuk>tk tur>tr tw>ak twi>ak uig>ug ukr>uk urd>ur uzb>uz uzn>uz \
      ven>ve vie>vi vol>vo wel>cy wln>wa wol>wo xho>xh ydd>yi yid>yi yor>yo zha>za zho>zh zsm>ms zul>zu zyb>za
      """
    var table = [Swift.String: Swift.String]()
    for alias in aliases.split(separator: " ") {
      let parts = alias.split(separator: ">")
      table[parts[0].description] = parts[1].description
    }
    return table
  }()

  /// The parents of names whose parent is not the name without its last subtag: CLDR's
  /// parentLocales as Apple's ICU 76 holds them (`localefallback_data.h`), then Apple's own, which
  /// come first (`appleParentMap` of `ualoc.cpp`). Each group is a parent, a prefix and its children.
  nonisolated static let parentLocales: [Swift.String: Swift.String] = {
    let groups: [(parent: Swift.String, prefix: Swift.String, children: Swift.String)] = [
      ("root", "", """
        ar_Latn as_Latn az_Arab az_Cyrl bal_Latn ber_Latn blt_Latn bm_Nkoo bn_Latn bs_Cyrl byn_Latn cu_Glag dje_Arab \
        dyo_Arab el_Latn en_Dsrt en_Shaw ff_Adlm ff_Arab gu_Latn ha_Arab he_Latn iu_Latn ja_Latn kaa_Latn kk_Arab \
        kn_Latn kok_Latn ks_Deva ku_Arab kxv_Deva kxv_Orya kxv_Telu ky_Arab ky_Latn ml_Arab ml_Latn mn_Mong mni_Mtei \
        mr_Latn ms_Arab or_Latn pa_Arab pa_Latn rej_Rjng ru_Latn sa_Latn sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn \
        so_Arab sr_Latn sw_Arab ta_Latn te_Latn tg_Arab ug_Cyrl ur_Latn uz_Arab uz_Cyrl vai_Latn wo_Arab yi_Latn \
        yo_Arab yue_Hans zh_Hant zh_Latn
        """),
      ("en_001", "en_", """
        150 AF AG AI AM AO AR AU AW AX AZ BB BD BF BH BJ BL BM BN BO BQ BR BS BW BZ CC CD CF CG CI CK CM CR CU CV CX \
        CY DG DM DO DZ EC EG EH ER ET FJ FK FM GA GB GD GF GG GH GI GM GN GP GQ GT GY HK HN HT IC ID IE IL IM IN IO \
        IQ JE JM JO KE KG KH KI KM KN KW KY KZ LA LB LC LK LR LS LY MA MF MG ML MM MN MO MQ MR MS MT MU MV MW MY MZ \
        NA NC NE NF NG NI NP NR NU NZ OM PE PF PG PK PM PN PS PW QA RE RW SB SC SD SG SH SJ SL SM SN SO SS ST SV SX \
        SY SZ TC TD TF TG TH TJ TK TL TM TN TO TT TV TZ UG UY UZ VC VE VG VN VU WF WS YE YT ZA ZM ZW
        """),
      ("en_150", "en_", """
        AD AL AT BA BE BG BY CH CZ DE DK EE ES FI FO FR GE GL GR HR HU IS IT LI LT LU LV MC MD ME MK NL NO PL PT RO \
        RS RU SE SI SK UA VA
        """),
      ("es_419", "es_", """
        AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JP KN KY LC MF MQ \
        MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI
        """),
      ("en_IN", "", "hi_Latn"), ("fr_HT", "", "ht"), ("no", "", "nb nn no_NO"),
      ("pt_PT", "pt_", "AO CH CV FR GQ GW LU MO MZ ST TL"), ("zh_Hant_HK", "", "zh_Hant_MO"),
      // Apple's own.
      ("en_GB", "en_", """
        150 AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO \
        MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW
        """),
      ("en_AU", "en_", "CC CK CX NF NR NU NZ PG WS"), ("en_150", "", "en_CY"), ("en_001", "", "en_GB"),
      ("ar", "", "ars"), ("es_419", "", "es_MX"), ("wuu_Hans", "", "wuu"), ("zh_Hans", "", "wuu_Hans yue_Hans"),
      ("zh_Hant", "", "wuu_Hant zh_HK"), ("yue_Hant", "", "yue"), ("zh_Hant_HK", "", "yue_HK"), ("yue_HK", "", "yue_Hant"),
      ("zh_TW", "", "zh_Hant"), ("zh_HK", "", "zh_Hant_HK"), ("root", "", "zh_TW"),
    ]
    var parents = [Swift.String: Swift.String]()
    for group in groups {
      for child in group.children.split(separator: " ") { parents[[group.prefix, Swift.String(child)].joined()] = group.parent }
    }
    return parents
  }()

  /// The language the accessors read: the chosen one; on Linux without one, that of the user's
  /// (`userLanguages`) for which Apple's Bundle would choose the folder it chooses for all of them
  /// (`localizationsToUse`), if any; on Apple platforms Foundation chooses the user's itself.
  public nonisolated func readLanguage(bundle: Foundation.Bundle) -> Swift.String? {
    #if canImport(Darwin)
      return language()
    #else
      if let chosen = language() { return chosen }
      let path = self.path(of: bundle)
      lock.lock()
      let known = userLanguages[path]
      lock.unlock()
      if let known { return known.isEmpty ? nil : known }
      let available = localizations(of: bundle)
      var user: Swift.String?
      if let folder = Self.localizationsToUse(Self.userLanguages, available: available).first {
        for language in Self.userLanguages where _l10nEqual(Self.localizationsToUse([language], available: available).first, folder) {
          user = language
          break
        }
      }
      lock.lock()
      userLanguages[path] = user ?? ""
      lock.unlock()
      return user
    #endif
  }

  /// The locale numbers are formatted with, whose language's plural rules choose plural forms: that of
  /// the language read (`readLanguage(bundle:)`); else on Apple platforms the user's, on Linux the
  /// development language's.
  public nonisolated func locale(for chosen: Swift.String?, developmentLanguage: Swift.String) -> Foundation.Locale {
    #if canImport(Darwin)
      guard let identifier = chosen else { return Foundation.Locale.current }
    #else
      let identifier = chosen ?? developmentLanguage
    #endif
    lock.lock()
    defer { lock.unlock() }
    if let locale = locales[identifier] { return locale }
    let locale = Foundation.Locale(identifier: identifier)
    locales[identifier] = locale
    return locale
  }

  /// The bundle of a localization folder of `base`, or nil when it has no such localization.
  nonisolated func bundle(for folder: Swift.String, in base: Foundation.Bundle) -> Foundation.Bundle? {
    let key = [path(of: base), folder].joined(separator: "/")
    lock.lock()
    defer { lock.unlock() }
    if let bundle = bundles[key] { return bundle }
    guard let path = base.path(forResource: folder, ofType: "lproj"), let bundle = Foundation.Bundle(path: path) else {
      return nil
    }
    bundles[key] = bundle
    return bundle
  }

  /// The localization folders of `bundle`, listed once.
  nonisolated func localizations(of bundle: Foundation.Bundle) -> [Swift.String] {
    let path = self.path(of: bundle)
    lock.lock()
    defer { lock.unlock() }
    if let listed = availableFolders[path] { return listed }
    let listed = bundle.localizations
    availableFolders[path] = listed
    return listed
  }

  /// The path of `bundle`, the key of what is kept for it; found by identity, as reading it takes
  /// microseconds (a few bundles are kept, so one made anew for each call is read anew).
  nonisolated func path(of bundle: Foundation.Bundle) -> Swift.String {
    lock.lock()
    defer { lock.unlock() }
    if let known = paths.first(where: { $0.bundle === bundle }) { return known.path }
    if _l10nEqual(paths.count, 8) { paths.removeAll() }
    let path = bundle.bundlePath
    paths.append((bundle, path))
    return path
  }

  /// The digits 0 to 9 as Foundation writes them in `locale`, or nil when one is not one character.
  nonisolated func digits(_ locale: Foundation.Locale) -> [Swift.Unicode.Scalar]? {
    lock.lock()
    let known = digits[locale]
    lock.unlock()
    if let known { return _l10nEqual(known.count, 10) ? known : nil }
    var digits: [Swift.Unicode.Scalar] = []
    for digit: Swift.Int32 in 0...9 {
      let scalars = Swift.String(format: "%d", locale: locale, arguments: [digit]).unicodeScalars
      if _l10nEqual(scalars.count, 1), let scalar = scalars.first { digits.append(scalar) }
    }
    lock.lock()
    self.digits[locale] = digits
    lock.unlock()
    return _l10nEqual(digits.count, 10) ? digits : nil
  }

  /// `integer` as Foundation formats `%d` with `locale`, without asking Foundation every time (it
  /// reconfigures its number formatter for each number, under a lock all threads share): Foundation's
  /// text of the number of as many digits and the same sign, 10…0, made once, with its digits replaced
  /// by `integer`'s.
  nonisolated func formatted(_ integer: Swift.Int64, locale: Foundation.Locale) -> Swift.String? {
    let decimal = Swift.String(integer.magnitude)
    let negative = _l10nLess(integer, 0)
    let key = negative ? -decimal.utf8.count : decimal.utf8.count
    lock.lock()
    var template = integerTemplates[locale]?[key]
    lock.unlock()
    if case .none = template {
      var power: Swift.Int64 = 1
      for _ in 1..<decimal.utf8.count { power *= 10 }
      template = Swift.String(format: "%lld", locale: locale, arguments: [negative ? -power : power])
      lock.lock()
      integerTemplates[locale, default: [:]][key] = template
      lock.unlock()
    }
    guard let template, let digits = digits(locale) else { return nil }
    return L10nRuntime._Format.replacingDigits(of: template, with: decimal, digits: digits)
  }

  /// `key` of `table` in the first folder of `bundle` that has it (`lookupFolders`), formatted; else
  /// `fallback`, the development text, formatted.
  public nonisolated func string(
    table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String,
    bundle: Foundation.Bundle, developmentFolder: Swift.String, developmentLanguage: Swift.String
  ) -> Swift.String {
    let chosen = readLanguage(bundle: bundle)
    let locale = self.locale(for: chosen, developmentLanguage: developmentLanguage)
    let folders = lookupFolders(chosen: chosen, bundle: bundle, development: developmentFolder, developmentLanguage: developmentLanguage)
    #if canImport(Darwin)
      // Foundation resolves plural, device and width entries. Where a folder lacks the key, the next
      // is read: Foundation alone would return the fallback, a plural's `other` form ("1 files").
      let missing = "\u{0}l10ngen-missing\u{0}"
      var bundles: [Foundation.Bundle] = []
      if case .none = chosen { bundles.append(bundle) }
      for folder in folders {
        if let folderBundle = self.bundle(for: folder, in: bundle) { bundles.append(folderBundle) }
      }
      for bundle in bundles {
        let found = bundle.localizedString(forKey: key, value: missing, table: table)
        if !_l10nEqual(found, missing) { return format(found, arguments, locale: locale) }
      }
    #else
      // Each folder's `.strings` and `.stringsdict` together, the `.stringsdict` entry first, as
      // Foundation reads one localization; then the next folder.
      for folder in folders {
        let table = self.table(table, folder: folder, in: bundle)
        if let entry = table.entries[key] as? [Swift.String: Any], let (format, variables) = Self.resolved(entry, key: key, in: table) {
          return L10nRuntime._Format.string(format, arguments, locale: locale, variables: variables)
        }
        if let value = table.strings[key] {
          return L10nRuntime._Format.string(value, arguments, locale: locale)
        }
      }
    #endif
    return format(fallback, arguments, locale: locale)
  }

  /// `format` filled with `arguments` (texts without arguments too, as with SwiftGen's code: `%%`
  /// prints `%`). On Apple platforms a `.stringsdict` format (one with `#@`, which carries its entry)
  /// is left to Foundation.
  public nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale) -> Swift.String {
    #if canImport(Darwin)
      if format.contains("#@") { return Swift.String(format: format, locale: locale, arguments: arguments) }
    #endif
    return L10nRuntime._Format.string(format, arguments, locale: locale)
  }

  #if !canImport(Darwin)
    /// The user's languages (`userLanguages(_:)`), read once.
    nonisolated static let userLanguages = userLanguages(Foundation.ProcessInfo.processInfo.environment)

    /// The user's languages as gettext reads them, as folder names. The locale is `LC_ALL`, else
    /// `LC_MESSAGES`, else `LANG`; when it is unset, `C` or `POSIX`, there are none. Else they are
    /// those `LANGUAGE` lists (separated by `:`, up to a `C` or `POSIX` entry) when it lists any, else
    /// the locale's own (none for `C.UTF-8`).
    nonisolated static func userLanguages(_ environment: [Swift.String: Swift.String]) -> [Swift.String] {
      var locale = ""
      for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let value = environment[variable], !value.isEmpty {
          locale = value
          break
        }
      }
      guard !locale.isEmpty, !_l10nEqual(locale, "C"), !_l10nEqual(locale, "POSIX") else { return [] }
      let listed = environment["LANGUAGE", default: ""].split(separator: ":").map { (entry: Swift.Substring) -> Swift.String in entry.description }
      guard !listed.isEmpty else {
        guard let language = folderName(locale) else { return [] }
        return [language]
      }
      var languages = [Swift.String]()
      for entry in listed {
        guard let language = folderName(entry) else { break }
        languages.append(language)
      }
      return languages
    }

    /// A locale name (`language[_TERRITORY][.codeset][@modifier]`) as Apple names folders: `de_CH.UTF-8`
    /// is `de-CH`, `sr_RS@latin` `sr-Latn-RS`, `zh_TW` `zh-Hant-TW`, `zh_CN` `zh-Hans-CN`, `no` `nb`;
    /// nil for `C` and `POSIX` (also with a codeset).
    nonisolated static func folderName(_ locale: Swift.String) -> Swift.String? {
      var modifier = ""
      if let at = locale.firstIndex(of: "@") { modifier = locale.suffix(from: at).dropFirst().lowercased() }
      let name = locale.prefix(while: { !_l10nEqual($0, "@") && !_l10nEqual($0, ".") })
      let parts = name.split(separator: "_", maxSplits: 1).map { (part: Swift.Substring) -> Swift.String in part.description }
      guard let first = parts.first, !first.isEmpty, !_l10nEqual(first, "C"), !_l10nEqual(first, "POSIX") else { return nil }
      let lowered = first.lowercased()
      var subtags = [["no": "nb", "iw": "he", "in": "id", "ji": "yi"][lowered, default: lowered]]
      var script = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"][modifier]
      if _l10nLess(1, parts.count) {
        let region = parts[1].uppercased()
        if _l10nEqual(subtags[0], "zh"), case .none = script {
          script = ["TW": "Hant", "HK": "Hant", "MO": "Hant", "CN": "Hans", "SG": "Hans"][region]
        }
        if let script { subtags.append(script) }
        subtags.append(region)
      } else if let script {
        subtags.append(script)
      }
      return subtags.joined(separator: "-")
    }

    /// `table` of one folder of `base`, read once.
    nonisolated func table(_ name: Swift.String, folder: Swift.String, in base: Foundation.Bundle) -> L10nRuntime._Table {
      let cacheKey = [path(of: base), folder, name].joined(separator: "/")
      lock.lock()
      let cached = tables[cacheKey]
      lock.unlock()
      if let cached { return cached }
      var table = L10nRuntime._Table()
      let bundle = self.bundle(for: folder, in: base)
      func contents(_ fileExtension: Swift.String) -> (Foundation.Data, [Swift.String: Any])? {
        guard let url = bundle?.url(forResource: name, withExtension: fileExtension), let data = try? Foundation.Data(contentsOf: url),
          let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]
        else { return nil }
        return (data, plist)
      }
      if let (_, strings) = contents("strings") { table.strings = strings.compactMapValues { $0 as? Swift.String } }
      if let (data, entries) = contents("stringsdict") {
        table.entries = entries
        let text = Swift.String(decoding: data, as: Swift.UTF8.self)
        if text.contains("NSStringDeviceSpecificRuleType") { table.text = text }
      }
      lock.lock()
      tables[cacheKey] = table
      lock.unlock()
      return table
    }

    /// The format and variables of a `.stringsdict` entry: its device variant for Linux, which is no
    /// device Foundation knows (the `other` device, else the first the table lists), its widest
    /// width variant, or its `NSStringLocalizedFormatKey`. Nil for an entry of none of these.
    nonisolated static func resolved(_ entry: [Swift.String: Any], key: Swift.String, in table: L10nRuntime._Table) -> (Swift.String, [Swift.String: Any]?)? {
      if let devices = entry["NSStringDeviceSpecificRuleType"] as? [Swift.String: Any], !devices.isEmpty {
        var device = "other"
        if case .none = devices[device] { device = firstDevice(of: devices.keys.sorted(), key: key, text: table.text) }
        switch devices[device] {
        case let text as Swift.String: return (text, entry)
        case let nested as [Swift.String: Any]: return resolved(nested, key: key, in: L10nRuntime._Table())
        default: return nil
        }
      }
      if let widths = entry["NSStringVariableWidthRuleType"] as? [Swift.String: Any] {
        var widest: (width: Swift.Int, text: Any?)?
        for (key, text) in widths {
          let width = Swift.Int(key, radix: 10) ?? .min
          if let found = widest, !_l10nLess(found.width, width) { continue }
          widest = (width, text)
        }
        if let text = widest?.text as? Swift.String { return (text, nil) }
      }
      if let format = entry["NSStringLocalizedFormatKey"] as? Swift.String { return (format, entry) }
      return nil
    }

    /// Of `devices` (sorted), the one the entry of `key` lists first in the table's XML text.
    nonisolated static func firstDevice(of devices: [Swift.String], key: Swift.String, text: Swift.String?) -> Swift.String {
      guard let text else { return devices[0] }
      let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      let start = text.range(of: ["<key>", escaped, "</key>"].joined())?.upperBound ?? text.startIndex
      func place(_ device: Swift.String) -> Swift.String.Index {
        text.range(of: ["<key>", device, "</key>"].joined(), range: start..<text.endIndex)?.lowerBound ?? text.endIndex
      }
      return devices.min(by: { _l10nLess(place($0), place($1)) }) ?? devices[0]
    }
  #endif
}

/// `String(format:locale:arguments:)` as CoreFoundation reads a format: each `%` sequence is parsed
/// the way `__CFParseFormatSpec` parses it and formatted on its own by Foundation with `locale`, so
/// numbers are grouped and localized exactly as Foundation does. Positions count from the call's first
/// argument (a position no specifier names still takes its argument, as Foundation does for apps built
/// with current SDKs). Three things differ on purpose: an unsigned value prints its own digits
/// (CoreFoundation formats `%u`/`%lu` with a locale as a signed number: `UInt.max` would print `-1`);
/// `%Lf` reads the `Double` the accessor passes (read as a `long double` it is garbage on x86_64); an
/// argument of the wrong kind for its conversion (a translation's `%@` where the code passes a number)
/// prints as text instead of crashing.
///
/// `variables` is a `.stringsdict` entry, whose `%#@name@` references are resolved as Foundation does:
/// the reference reads its variable's number (typed by `NSStringFormatValueTypeKey`), the plural rules
/// of the locale's language choose a form, and the form is formatted on its own, its sequential
/// specifiers starting at the variable's argument, and goes in as text.
extension L10nRuntime._Format {
  nonisolated static func string(_ format: Swift.String, _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]? = nil) -> Swift.String {
    guard format.utf8.contains(0x25) else { return format }
    var output = ""
    append(Array(format.utf16), arguments, locale: locale, variables: variables, first: 0, outer: [], depth: 0, to: &output)
    return output
  }

  /// Reads the `%` sequence at `start` the way `__CFParseFormatSpec` does: flags, digits, `*`, `.`,
  /// `n$` and lengths in any order until a conversion; any other character makes a text of the one
  /// character after `%` (`%%` is `%`), and reading goes on after the character it could not read.
  nonisolated private static func parse(_ units: [Swift.UInt16], from start: Swift.Int) -> (spec: Spec, end: Swift.Int) {
    var spec = Spec()
    var index = start.advanced(by: 1)
    var seenDot = false, seenSharp = false
    func next() -> Swift.Unicode.Scalar? {
      guard _l10nLess(index, units.count) else { return nil }
      defer { index = index.advanced(by: 1) }
      return Swift.Unicode.Scalar(units[index]) ?? "\u{FFFD}"
    }
    func peek(_ scalar: Swift.Unicode.Scalar) -> Swift.Bool {
      guard _l10nLess(index, units.count), _l10nEqual(units[index], Swift.UInt16(truncatingIfNeeded: scalar.value)) else { return false }
      index = index.advanced(by: 1)
      return true
    }
    func ends(_ kind: Spec.Kind, _ conversion: Swift.Unicode.Scalar = "%") -> (spec: Spec, end: Swift.Int) {
      spec.kind = kind
      spec.conversion = conversion
      if _l10nEqual(kind, .text) { spec.text = start.advanced(by: 1)..<start.advanced(by: 2) }
      return (spec, index)
    }
    // The conversions and lengths as `if`s over sets of characters: a `switch` over characters
    // type-checks each of its patterns as an operator.
    while var c = next() {
      var again = true
      while again {
        again = false
        if _l10nEqual(c, "#") {
          seenSharp = true
        } else if _l10nEqual(c, " ") {
          if !spec.flags.contains("+") { spec.flags.append(" ") }
        } else if _l10nEqual(c, "-") {
          spec.flags = spec.flags.replacingOccurrences(of: "0", with: "")
          spec.flags.append("-")
        } else if _l10nEqual(c, "+") {
          spec.flags = spec.flags.replacingOccurrences(of: " ", with: "")
          spec.flags.append("+")
        } else if _l10nEqual(c, "0") {
          if seenDot {
            spec.precision = 0
          } else if !spec.flags.contains("-") {
            spec.flags.append("0")
          }
        } else if _l10nEqual(c, "h") {
          let twice = peek("h")
          spec.size = twice ? 1 : 2
          spec.length = twice ? "hh" : "h"
        } else if _l10nEqual(c, "l") {
          let twice = peek("l")
          spec.size = twice ? 8 : 4
          spec.length = twice ? "ll" : "l"
        } else if _l10nEqual(c, "L") {
          spec.size = 16
          spec.length = "L"
        } else if "qjtz".unicodeScalars.contains(c) {
          spec.size = "qj".unicodeScalars.contains(c) ? 8 : 4
          spec.length = Swift.String(c)
        } else if _l10nEqual(c, "c") {
          spec.size = 1
          return ends(.argument, c)
        } else if _l10nEqual(c, "C") {
          spec.size = 2
          return ends(.argument, c)
        } else if "fFeEgGdDiuUoOxXaAnpsSP".unicodeScalars.contains(c) {
          if "fFeEgG".unicodeScalars.contains(c), seenDot, _l10nEqual(spec.precision, -1), _l10nEqual(spec.precisionSlot, -1) {
            spec.precision = 0
          }
          if seenSharp { spec.flags.append("#") }
          return ends(.argument, c)
        } else if _l10nEqual(c, "@"), !seenSharp {
          return ends(.argument, c)
        } else if _l10nEqual(c, "@") {
          // `%#@name@`: a variable, named by ASCII letters, digits and `_`. Another character ends
          // the name and is skipped; `%#@@` is `%@`.
          seenSharp = false
          let nameStart = index
          var name = ""
          while let letter = next() {
            if _l10nEqual(letter, "@") {
              guard !name.isEmpty else { return ends(.argument, "@") }
              spec.name = name
              spec.text = start..<index
              return ends(.variable, "@")
            }
            guard letter.isASCII, letter.properties.isAlphabetic || "0123456789_".unicodeScalars.contains(letter) else { break }
            name.unicodeScalars.append(letter)
          }
          if _l10nEqual(index, units.count), _l10nEqual(nameStart.distance(to: index), name.unicodeScalars.count) { return ends(.incomplete) }
        } else if "123456789".unicodeScalars.contains(c) {
          var number = 0
          while "0123456789".unicodeScalars.contains(c) {
            let digit = Swift.Int(c.value) - 0x30
            number = Swift.min(number * 10 + digit, Swift.Int(Swift.Int32.max))
            guard let following = next() else { return ends(.incomplete) }
            c = following
          }
          if _l10nEqual(c, "$") {
            guard _l10nLess(number, 128) else { return ends(.incomplete) }
            if _l10nEqual(spec.precisionSlot, -2) {
              spec.precisionSlot = number.advanced(by: -1)
            } else if _l10nEqual(spec.widthSlot, -2) {
              spec.widthSlot = number.advanced(by: -1)
            } else {
              spec.slot = number.advanced(by: -1)
            }
          } else {
            if seenDot { spec.precision = number } else { spec.width = number }
            again = true
          }
        } else if _l10nEqual(c, "*") {
          spec.widthSlot = -2
        } else if _l10nEqual(c, ".") {
          seenDot = true
          spec.dot = true
          guard let following = next() else { return ends(.incomplete) }
          if _l10nEqual(following, "*") {
            spec.precisionSlot = -2
          } else {
            c = following
            again = true
          }
        } else {
          return ends(.text)
        }
      }
    }
    return ends(.incomplete)
  }

  /// Appends `units` formatted. Sequential specifiers start at slot `first`; `outer` are the slots of
  /// the call a plural form belongs to.
  nonisolated private static func append(
    _ units: [Swift.UInt16], _ arguments: [any Swift.CVarArg], locale: Foundation.Locale, variables: [Swift.String: Any]?,
    first: Swift.Int, outer: [Slot], depth: Swift.Int, to output: inout Swift.String
  ) {
    var specs = scan(units, variables: variables)
    var slots = number(&specs, first: first, variables: variables)
    for (slot, kind) in outer.enumerated() where !_l10nLess(slot, slots.count) || _l10nEqual(slots[slot], .unused) {
      while !_l10nLess(slot, slots.count) { slots.append(.unused) }
      slots[slot] = kind
    }
    let argumentIndices = argumentIndices(of: slots)
    func argument(_ slot: Swift.Int) -> (any Swift.CVarArg)? {
      guard !_l10nLess(slot, 0), _l10nLess(slot, argumentIndices.count), let index = argumentIndices[slot], _l10nLess(index, arguments.count) else {
        return nil
      }
      return arguments[index]
    }
    for spec in specs {
      switch spec.kind {
      case .text:
        output.append(Swift.String(decoding: units[spec.text], as: Swift.UTF16.self))
      case .incomplete:
        break
      case .null:
        output.append("(null)")
      case .argument:
        output.append(formatted(spec, argument(spec.slot), width: argument(spec.widthSlot), precision: argument(spec.precisionSlot), locale: locale))
      case .variable:
        #if canImport(Darwin)
        break  // Foundation formats `.stringsdict` entries on Apple platforms
        #else
        guard let variable = variables?[spec.name] as? [Swift.String: Any], _l10nLess(depth, 10) else { continue }
        var number = pluralNumber(spec.name, in: variables, argument(spec.slot))
        if case .none = number, let _ = argument(spec.slot), let other = variable["other"] as? Swift.String {
          // The variable's argument is no number (Foundation would read a text's address as one):
          // the form is chosen by the first number the forms print.
          var formSpecs = scan(Array(other.utf16), variables: variables)
          _ = self.number(&formSpecs, first: spec.slot, variables: variables)
          for formSpec in formSpecs where _l10nEqual(formSpec.kind, .argument) && _l10nLess(formSpec.slot, arguments.count) {
            if let first = self.number(formSpec, arguments[formSpec.slot]) {
              number = first
              break
            }
          }
        }
        guard let number, let form = chosenForm(variable, number: number, locale: locale) else {
          output.append("(null)")
          continue
        }
        append(
          Array(form.utf16), arguments, locale: locale, variables: variables, first: spec.slot, outer: outer.isEmpty ? slots : outer,
          depth: depth.advanced(by: 1), to: &output)
        #endif
      }
    }
  }

  /// The text and specifiers of `units` in order.
  nonisolated private static func scan(_ units: [Swift.UInt16], variables: [Swift.String: Any]?) -> [Spec] {
    var specs = [Spec]()
    var index = 0
    while _l10nLess(index, units.count) {
      guard _l10nEqual(units[index], 0x25) else {
        let start = index
        while _l10nLess(index, units.count), !_l10nEqual(units[index], 0x25) { index = index.advanced(by: 1) }
        specs.append(Spec(kind: .text, text: start..<index))
        continue
      }
      var (spec, end) = parse(units, from: index)
      if _l10nEqual(spec.kind, .variable), !(variables?[spec.name] is [Swift.String: Any]) {
        spec.kind = .text  // a reference to no variable is printed as written
      }
      specs.append(spec)
      index = end
    }
    return specs
  }

  /// Gives each specifier its slots as Foundation numbers them, from `first`; returns what each slot reads.
  nonisolated private static func number(_ specs: inout [Spec], first: Swift.Int, variables: [Swift.String: Any]?) -> [Slot] {
    var slots = [Slot]()
    func mark(_ slot: Swift.Int, _ kind: Slot) {
      guard !_l10nLess(slot, 0) else { return }
      while !_l10nLess(slot, slots.count) { slots.append(.unused) }
      slots[slot] = kind
    }
    var next = first
    for index in specs.indices where _l10nEqual(specs[index].kind, .argument) || _l10nEqual(specs[index].kind, .variable) {
      var spec = specs[index]
      var reads = Slot.argument
      #if !canImport(Darwin)
        if _l10nEqual(spec.kind, .variable) {
          guard let valueType = valueType(spec.name, in: variables) else {
            specs[index].kind = .null  // a plural without a value type reads nothing and prints "(null)"
            continue
          }
          let readsArgument = _l10nEqual(valueType.kind, .argument)
          if !readsArgument || !isNumber(valueType.conversion) {
            reads = readsArgument ? .argument : .none
            spec.kind = .null
          }
        }
      #endif
      if _l10nEqual(spec.widthSlot, -2) {
        spec.widthSlot = next
        next = next.advanced(by: 1)
      }
      if _l10nEqual(spec.precisionSlot, -2) {
        spec.precisionSlot = next
        next = next.advanced(by: 1)
      }
      if _l10nEqual(spec.slot, -1) {
        spec.slot = next
        next = next.advanced(by: 1)
      }
      mark(spec.widthSlot, .argument)
      mark(spec.precisionSlot, .argument)
      mark(spec.slot, reads)
      specs[index] = spec
    }
    return slots
  }

  /// The argument each slot reads: one per slot that reads an argument, and one skipped for each
  /// unused slot below the last of those.
  nonisolated private static func argumentIndices(of slots: [Slot]) -> [Swift.Int?] {
    let last = slots.lastIndex(of: .argument) ?? -1
    var taken = 0
    var indices: [Swift.Int?] = []
    for (slot, kind) in slots.enumerated() {
      switch kind {
      case .argument:
        indices.append(taken)
        taken = taken.advanced(by: 1)
      case .unused:
        if _l10nLess(slot, last) { taken = taken.advanced(by: 1) }
        indices.append(nil)
      case .none:
        indices.append(nil)
      }
    }
    return indices
  }

  // MARK: Plural variables (Linux)

  #if !canImport(Darwin)
    /// `NSStringFormatValueTypeKey` read as the end of a specifier (`ld`); nil for a plural rule
    /// without one. A value type Foundation cannot read (`%ld`) is not an argument specifier.
    nonisolated private static func valueType(_ name: Swift.String, in variables: [Swift.String: Any]?) -> Spec? {
      guard let variable = variables?[name] as? [Swift.String: Any] else { return nil }
      guard let valueType = variable["NSStringFormatValueTypeKey"] as? Swift.String else {
        if let rule = variable["NSStringFormatSpecTypeKey"] as? Swift.String, _l10nEqual(rule, "NSStringPluralRuleType") { return nil }
        return Spec(kind: .argument, conversion: "@")
      }
      return parse(Array(["%", valueType].joined().utf16), from: 0).spec
    }

    nonisolated private static func pluralNumber(_ name: Swift.String, in variables: [Swift.String: Any]?, _ argument: (any Swift.CVarArg)?) -> Number? {
      guard let valueType = valueType(name, in: variables) else { return nil }
      return number(valueType, argument)
    }

    /// `argument` as a specifier of this conversion reads it, when it is a number.
    nonisolated private static func number(_ spec: Spec, _ argument: (any Swift.CVarArg)?) -> Number? {
      switch spec.conversion {
      case "f", "F", "e", "E", "g", "G", "a", "A":
        return double(argument).map(Number.double)
      case "d", "D", "i", "u", "U", "o", "O", "x", "X", "c", "C":
        return integer(argument).map { .integer(signed($0, size: spec.size)) }
      default:
        return nil
      }
    }

    nonisolated private static func isNumber(_ conversion: Swift.Unicode.Scalar) -> Swift.Bool {
      "dDiuUoOxXcCfFeEgGaA".unicodeScalars.contains(conversion)
    }

    /// Foundation's choice: `zero` for the integer 0, the form of the category the language's plural
    /// rules give, `one` for the integer 1, then `other`.
    nonisolated private static func chosenForm(_ variable: [Swift.String: Any], number: Number, locale: Foundation.Locale) -> Swift.String? {
      guard let rule = variable["NSStringFormatSpecTypeKey"] as? Swift.String, _l10nEqual(rule, "NSStringPluralRuleType") else { return nil }
      var value: Swift.Double
      var integral: Swift.Int64?
      switch number {
      case .integer(let integer):
        value = Swift.Double(integer)
        if _l10nEqual(integer, 0), let zero = variable["zero"] as? Swift.String { return zero }
        if _l10nEqual(integer, Swift.Int64.max) { return variable["other"] as? Swift.String }  // Foundation's own exception
        integral = integer
      case .double(let double):
        value = double
      }
      if let category = L10nRuntime._Plurals.category(value, language: locale.identifier), let form = variable[category] as? Swift.String {
        return form
      }
      if _l10nEqual(integral, 1), let one = variable["one"] as? Swift.String { return one }
      return variable["other"] as? Swift.String
    }
  #endif

  // MARK: One specifier

  /// `spec` formatted by Foundation with `locale`, each argument passed as the C type Foundation reads
  /// (a number Foundation localizes as one of 64 bits, an unsigned one as signed, which Foundation
  /// formats right). Width and precision go in as digits: a literal one wins over a `*` one, whose
  /// argument is read all the same, as Foundation reads it; a negative `*` width is a `-` flag and a
  /// negative precision none, as in C; both stay under 65,536 (Foundation crashes on `Int32.min` and
  /// on numbers past `Int32.max`, and makes a text of gigabytes for ones just below).
  nonisolated private static func formatted(
    _ spec: Spec, _ value: (any Swift.CVarArg)?, width: (any Swift.CVarArg)?, precision: (any Swift.CVarArg)?, locale: Foundation.Locale
  ) -> Swift.String {
    var flags = spec.flags
    var widthDigits: Swift.Int? = _l10nLess(spec.width, 0) ? nil : spec.width
    if case .none = widthDigits, !_l10nLess(spec.widthSlot, 0) {
      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(width) ?? 0))
      if _l10nLess(amount, 0) {
        flags = flags.replacingOccurrences(of: "0", with: "")
        flags.append("-")
      }
      widthDigits = _l10nEqual(amount.magnitude, 0) ? nil : Swift.Int(amount.magnitude)
    }
    var precisionDigits: Swift.Int? = _l10nLess(spec.precision, 0) ? nil : spec.precision
    if case .none = precisionDigits, !_l10nLess(spec.precisionSlot, 0) {
      let amount = Swift.Int(truncatingIfNeeded: Swift.Int32(truncatingIfNeeded: integer(precision) ?? 0))
      precisionDigits = _l10nLess(amount, 0) ? nil : amount
    }
    var widthField = ""
    if let widthDigits { widthField = Swift.String(Swift.min(widthDigits, 65_535)) }
    var fields = widthField
    if let precisionDigits {
      fields.append(".")
      fields.append(Swift.String(Swift.min(precisionDigits, 65_535)))
    } else if spec.dot, _l10nLess(spec.precisionSlot, 0) {
      fields.append(".")  // precision 0 where Foundation hands the specifier to `snprintf`
    }
    var conversion = Swift.String(spec.conversion)
    var arguments = [any Swift.CVarArg]()
    let letter = spec.conversion
    if "dDi".unicodeScalars.contains(letter) {
      conversion = "lld"
      arguments.append(signed(integer(value) ?? 0, size: spec.size))
    } else if "uU".unicodeScalars.contains(letter) {
      let unsigned = self.unsigned(integer(value) ?? 0, size: spec.size)
      guard !_l10nLess(Swift.UInt64(Swift.Int64.max), unsigned) else {
        return large(unsigned, flags: flags, width: widthField, fields: fields, locale: locale)
      }
      conversion = "lld"
      arguments.append(Swift.Int64(unsigned))
    } else if "fFeEgGaA".unicodeScalars.contains(letter) {
      arguments.append(double(value) ?? 0)
    } else if "oOxXc".unicodeScalars.contains(letter) {
      let written = _l10nEqual(letter, "O") ? "o" : conversion
      conversion = spec.length
      conversion.append(written)
      let bits = signed(integer(value) ?? 0, size: spec.size)
      if !_l10nLess(spec.size, 4), !_l10nEqual(letter, "c") {
        arguments.append(bits)
      } else {
        arguments.append(Swift.Int32(truncatingIfNeeded: bits))
      }
    } else if _l10nEqual(letter, "C") {
      arguments.append(Swift.Int32(truncatingIfNeeded: integer(value) ?? 0))
    } else if _l10nEqual(letter, "@") {
      switch value {
      case nil: return "(null)"
      case let text as Swift.String: return text  // its own description; Foundation ignores width and precision of `%@`
      case let object? where type(of: object) is Swift.AnyObject.Type: arguments.append(object)
      case let other?: return Swift.String(describing: other)
      }
    } else if _l10nEqual(letter, "p") {
      if let value, value is any Swift.BinaryInteger || isPointer(value) { arguments.append(value) } else { arguments.append(0) }
    } else if "sSP".unicodeScalars.contains(letter) {
      if let value, isPointer(value) { arguments.append(value) } else { arguments.append(0) }  // a null pointer prints "(null)"
    } else {
      return ""  // %n prints nothing
    }
    // `%d`, `%ld`, `%lu` (no flag, width or precision), the usual ones, from a formatter made once.
    if flags.isEmpty, fields.isEmpty, _l10nEqual(conversion, "lld"), let integer = arguments.first as? Swift.Int64,
      let text = L10nRuntime._Localization.shared.formatted(integer, locale: locale)
    {
      return text
    }
    var format = "%"
    format.append(flags)
    format.append(fields)
    format.append(conversion)
    return Swift.String(format: format, locale: locale, arguments: arguments)
  }

  /// An unsigned value beyond `Int64.max`, which Foundation cannot format with a locale: a number of
  /// as many digits is formatted instead, and its digits replaced with the value's.
  nonisolated private static func large(_ value: Swift.UInt64, flags: Swift.String, width: Swift.String, fields: Swift.String, locale: Foundation.Locale) -> Swift.String {
    let decimal = Swift.String(value)
    let template: Swift.String
    if decimal.utf8.count < 20 {
      template = Swift.String(format: ["%", flags, fields, "lld"].joined(), locale: locale, arguments: [Swift.Int64(1_000_000_000_000_000_000)])
    } else {
      template = Swift.String(format: ["%", flags.replacingOccurrences(of: "0", with: ""), width, ".0f"].joined(), locale: locale, arguments: [1e19])
    }
    guard let digits = L10nRuntime._Localization.shared.digits(locale) else { return decimal }
    return replacingDigits(of: template, with: decimal, digits: digits) ?? decimal
  }

  /// `template`, a number Foundation formatted, with its last digits (in `digits`, the locale's 0 to 9)
  /// replaced by those of `decimal` (ASCII); nil when it has fewer digits.
  nonisolated static func replacingDigits(of template: Swift.String, with decimal: Swift.String, digits: [Swift.Unicode.Scalar]) -> Swift.String? {
    var scalars = Swift.Array(template.unicodeScalars)
    let values = decimal.unicodeScalars.map { (scalar: Swift.Unicode.Scalar) -> Swift.Int in Swift.Int(scalar.value) - 0x30 }
    var remaining = values.count
    for index in scalars.indices.reversed() where _l10nLess(0, remaining) && digits.contains(scalars[index]) {
      remaining = remaining.advanced(by: -1)
      scalars[index] = digits[values[remaining]]
    }
    guard _l10nEqual(remaining, 0) else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  nonisolated private static func isPointer(_ value: any Swift.CVarArg) -> Swift.Bool {
    value is Swift.OpaquePointer || Swift.String(describing: type(of: value)).hasPrefix("Unsafe")
  }

  nonisolated private static func integer(_ value: (any Swift.CVarArg)?) -> Swift.Int64? {
    switch value {
    case let integer as any Swift.BinaryInteger: return Swift.Int64(truncatingIfNeeded: integer)
    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double).isFinite ? Swift.Int64(Swift.max(-9.2e18, Swift.min(9.2e18, Swift.Double(double)))) : 0
    default: return nil
    }
  }

  nonisolated private static func double(_ value: (any Swift.CVarArg)?) -> Swift.Double? {
    switch value {
    case let double as any Swift.BinaryFloatingPoint: return Swift.Double(double)
    case let integer as any Swift.BinaryInteger: return Swift.Double(integer)
    default: return nil
    }
  }

  /// The value a C argument of this length holds, sign-extended as CoreFoundation stores it.
  nonisolated private static func signed(_ bits: Swift.Int64, size: Swift.Int) -> Swift.Int64 {
    switch size {
    case 1: return Swift.Int64(Swift.Int8(truncatingIfNeeded: bits))
    case 2: return Swift.Int64(Swift.Int16(truncatingIfNeeded: bits))
    case 0: return Swift.Int64(Swift.Int32(truncatingIfNeeded: bits))
    default: return bits
    }
  }

  nonisolated private static func unsigned(_ bits: Swift.Int64, size: Swift.Int) -> Swift.UInt64 {
    switch size {
    case 1: return Swift.UInt64(Swift.UInt8(truncatingIfNeeded: bits))
    case 2: return Swift.UInt64(Swift.UInt16(truncatingIfNeeded: bits))
    case 0: return Swift.UInt64(Swift.UInt32(truncatingIfNeeded: bits))
    default: return Swift.UInt64(bitPattern: bits)
    }
  }
}

#if !canImport(Darwin)

extension L10nRuntime {
  /// Unicode CLDR 47's cardinal plural rules, which Foundation applies through ICU.
  public enum _Plurals {
    /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no
    /// rule takes is `other`, as in CLDR.
    nonisolated static let cldr = """
      aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv
      dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde
      kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe
      mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif
      rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal
      wbp wo xnr yav yo yrl yue za zgh zh
        other:
      af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka
      kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or
      os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve
      vo vun wae xh xog
        one: n = 1
      ak bho csw guw ln mg nso pa ti wa
        one: n = 0..1
      am as bn doi fa gu hi kn pcm zu
        one: i = 0 or n = 1
      ast de en et fi fy gl ia io ji lij nl sc sv sw ur yi
        one: i = 1 and v = 0
      ceb fil tl
        one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9
      da
        one: n = 1 or t != 0 and i = 0,1
      ff hy kab
        one: i = 0,1
      is
        one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
      mk
        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
      si
        one: n = 0,1 or i = 0 and f = 1
      tzm
        one: n = 0..1 or n = 11..99
      blo ksh
        zero: n = 0
        one: n = 1
      bs hr sh sr
        one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14
      ca it lld pt_pt scn vec
        one: i = 1 and v = 0
        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
      es
        one: n = 1
        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
      fr
        one: i = 0,1
        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
      he iw
        one: i = 1 and v = 0 or i = 0 and v != 0
        two: i = 2 and v = 0
      iu naq sat se sma smi smj smn sms
        one: n = 1
        two: n = 2
      lag
        zero: n = 0
        one: i = 0,1 and n != 0
      lv prg
        zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
        one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
      mo ro
        one: i = 1 and v = 0
        few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19
      pt
        one: i = 0..1
        many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
      shi
        one: i = 0 or n = 1
        few: n = 2..10
      be
        one: n % 10 = 1 and n % 100 != 11
        few: n % 10 = 2..4 and n % 100 != 12..14
        many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14
      cs sk
        one: i = 1 and v = 0
        few: i = 2..4 and v = 0
        many: v != 0
      dsb hsb
        one: v = 0 and i % 100 = 1 or f % 100 = 1
        two: v = 0 and i % 100 = 2 or f % 100 = 2
        few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4
      gd
        one: n = 1,11
        two: n = 2,12
        few: n = 3..10,13..19
      lt
        one: n % 10 = 1 and n % 100 != 11..19
        few: n % 10 = 2..9 and n % 100 != 11..19
        many: f != 0
      pl
        one: i = 1 and v = 0
        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
        many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
      ru uk
        one: v = 0 and i % 10 = 1 and i % 100 != 11
        few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
        many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
      sl
        one: v = 0 and i % 100 = 1
        two: v = 0 and i % 100 = 2
        few: v = 0 and i % 100 = 3..4 or v != 0
      br
        one: n % 10 = 1 and n % 100 != 11,71,91
        two: n % 10 = 2 and n % 100 != 12,72,92
        few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
        many: n != 0 and n % 1000000 = 0
      ga
        one: n = 1
        two: n = 2
        few: n = 3..6
        many: n = 7..10
      gv
        one: v = 0 and i % 10 = 1
        two: v = 0 and i % 10 = 2
        few: v = 0 and i % 100 = 0,20,40,60,80
        many: v != 0
      mt
        one: n = 1
        two: n = 2
        few: n = 0 or n % 100 = 3..10
        many: n % 100 = 11..19
      ar ars
        zero: n = 0
        one: n = 1
        two: n = 2
        few: n % 100 = 3..10
        many: n % 100 = 11..99
      cy
        zero: n = 0
        one: n = 1
        two: n = 2
        few: n = 3
        many: n = 6
      kw
        zero: n = 0
        one: n = 1
        two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000
        few: n % 100 = 3,23,43,63,83
        many: n != 1 and n % 100 = 1,21,41,61,81
      """

    /// Each language's rules, read from `cldr` once.
    nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {
      var rules = [Swift.Substring: [Swift.Substring]]()
      var languages = [Swift.Substring](), group = [Swift.Substring]()
      var lines: [Swift.Substring] = cldr.split(separator: "\n")
      lines.append("end")
      for line in lines {
        if line.hasPrefix(" ") {
          group.append(line.drop(while: { _l10nEqual($0, " ") }))
          continue
        }
        if !group.isEmpty || _l10nEqual(line, "end") {
          for language in languages { rules[language] = group }
          languages = []
          group = []
        }
        languages.append(contentsOf: line.split(separator: " "))
      }
      return rules
    }()

    /// The category of `number` in `language`, a locale identifier of which the longest part before
    /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with
    /// no CLDR locale data.
    nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {
      var lowered = ""
      for character in language.prefix(while: { !_l10nEqual($0, "@") }).lowercased() {
        lowered.append(_l10nEqual(character, "-") ? "_" : character)
      }
      var name = Swift.Substring(lowered)
      while case .none = rules[name] {
        guard let cut = name.lastIndex(of: "_") else { return nil }
        name = name.prefix(upTo: cut)
      }
      guard number.isFinite else { return "other" }  // as ICU gives infinity and NaN
      let operands = self.operands(number)
      for rule in rules[name, default: []] {
        let words = rule.split(separator: " ")  // "one:", "i", "=", "1", "and", "v", "=", "0"
        if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }
      }
      return "other"
    }

    /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and
    /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole
    /// value among the values and ranges listed.
    nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {
      var alternative = true
      var index = words.startIndex
      while _l10nLess(index.advanced(by: 2), words.endIndex) {
        let operand = words[index]
        var value: Swift.Double = 0  // e, c: the compact exponent
        if _l10nEqual(operand, "n") {
          value = operands.n
        } else if _l10nEqual(operand, "i") {
          value = operands.i
        } else if _l10nEqual(operand, "v") || _l10nEqual(operand, "w") {
          value = operands.v
        } else if _l10nEqual(operand, "f") {
          value = operands.f
        } else if _l10nEqual(operand, "t") {
          value = operands.t
        }
        if _l10nEqual(words[index.advanced(by: 1)], "%") {
          value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)
          index = index.advanced(by: 2)
        }
        guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }
        var listed = false
        if _l10nEqual(value, value.rounded(.towardZero)) {
          for item in words[index.advanced(by: 2)].split(separator: ",") {
            let bounds = item.split(separator: ".")
            let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan
            if low <= value && value <= high { listed = true }
          }
        }
        if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], "=")) { alternative = false }
        index = index.advanced(by: 3)
        if _l10nLess(index, words.endIndex), _l10nEqual(words[index], "or") {
          if alternative { return true }
          alternative = true
        }
        index = index.advanced(by: 1)
      }
      return alternative
    }

    /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how
    /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its
    /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the
    /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact
    /// exponent, are 0.
    typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)

    nonisolated private static func operands(_ number: Swift.Double) -> Operands {
      let n: Swift.Double = number.magnitude
      let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU
      var v = 0
      var scale: Swift.Double = 1
      while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {
        v = v.advanced(by: 1)
        scale *= 10
      }
      if _l10nLess(3, v) {
        let text = Swift.String(format: "%1.15e", n)  // 1.234567890123457e-01
        let parts = text.split(separator: "e")
        let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }
        var shown = mantissa.count - 1
        while _l10nLess(0, shown), _l10nEqual(mantissa[shown], "0") { shown = shown.advanced(by: -1) }
        v = shown - (Swift.Int(parts[1]) ?? 0)
      }
      var f: Swift.Double = 0
      if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {
        f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)
      }
      var t = f
      while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }
      return (n, integer, Swift.Double(v), f, t)
    }
  }
}
#endif

// Comparisons as functions rather than operators. The run time is type-checked in every build of the
// module it is generated into, and the type checker chooses an operator among every overload the
// standard library and Foundation declare: in a file of 300 functions importing Foundation, each
// `count == 4` took 1.2 ms of `swiftc -typecheck`'s CPU time, each `character == "@"` 0.7 ms, and a
// call of one of these 0.2 ms. A `switch` over characters costs about 0.2 ms for each of its patterns
// (3.4 ms for 18), where testing the character against a set of them costs 0.7 ms.
nonisolated fileprivate func _l10nEqual<Value: Swift.Equatable>(_ left: Value, _ right: Value) -> Swift.Bool {
  left == right
}
nonisolated fileprivate func _l10nLess<Value: Swift.Comparable>(_ left: Value, _ right: Value) -> Swift.Bool {
  left < right
}
