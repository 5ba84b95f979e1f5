// swift-format-ignore-file
// Generated from Plurals/CLDR/plurals.json (Unicode CLDR 47) by
// `swift run generate-sources plural-rules` (Scripts/regenerate). Do not edit.

import L10nGenTables

extension PluralRules {
  /// The Unicode CLDR release the rules are from.
  static let cldrVersion = "47"

  static let table: [String: PluralRules] = {
    var table = [String: PluralRules]()
    func add(_ languages: String, _ categories: Set<PluralCategory>, whole: Set<PluralCategory>) {
      for language in languages.split(whereSeparator: \.isWhitespace) {
        table[String(language)] = PluralRules(categories: categories, wholeNumberCategories: whole)
      }
    }
    add(
      """
        aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv
        dav dje dua dyo dz ebu ewo frr gaa gez gn guz hnj ht id ie ig ii in ja jbo jv jw kaa kam kde
        kea ken kgp khq ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer
        mfe mgh mhn mi mic mni moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj
        rhg rif rn rw sa sah sbp ses sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai
        vi vmw wal wbp wo xnr yav yo yrl yue za zgh zh
        """,
      [.other], whole: [.other])
    add(
      """
        af ak am an as asa ast az bal bem bez bg bho bn brx ce ceb cgg chr ckb csw da de doi dv ee
        el en eo et eu fa ff fi fil fo fur fy gl gsw gu guw ha haw hi hu hy ia io is jgo ji jmc ka
        kab kaj kcg kk kkj kl kn ks ksb ku ky lb lg lij ln mas mg mgo mk ml mn mr nah nb nd ne nl nn
        nnh no nr nso ny nyn om or os pa pap pcm ps rm rof rwk saq sc sd sdh seh si sn so sq ss ssy
        st sv sw syr ta te teo ti tig tk tl tn tr ts tzm ug ur uz ve vo vun wa wae xh xog yi zu
        """,
      [.one, .other], whole: [.one, .other])
    add(
      """
        blo ksh lag lv prg
        """,
      [.zero, .one, .other], whole: [.zero, .one, .other])
    add(
      """
        bs hr mo ro sh shi sr
        """,
      [.one, .few, .other], whole: [.one, .few, .other])
    add(
      """
        ca es fr it lld pt pt_PT scn vec
        """,
      [.one, .many, .other], whole: [.one, .other])
    add(
      """
        he iu iw naq sat se sma smi smj smn sms
        """,
      [.one, .two, .other], whole: [.one, .two, .other])
    add(
      """
        be pl ru uk
        """,
      [.one, .few, .many, .other], whole: [.one, .few, .many])
    add(
      """
        cs lt sk
        """,
      [.one, .few, .many, .other], whole: [.one, .few, .other])
    add(
      """
        dsb gd hsb sl
        """,
      [.one, .two, .few, .other], whole: [.one, .two, .few, .other])
    add(
      """
        br gv
        """,
      [.one, .two, .few, .many, .other], whole: [.one, .two, .few, .other])
    add(
      """
        ga mt
        """,
      [.one, .two, .few, .many, .other], whole: [.one, .two, .few, .many, .other])
    add(
      """
        ar ars cy kw
        """,
      [.zero, .one, .two, .few, .many, .other], whole: [.zero, .one, .two, .few, .many, .other])
    return table
  }()
}
