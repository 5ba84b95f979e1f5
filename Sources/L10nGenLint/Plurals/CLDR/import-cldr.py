#!/usr/bin/env python3
"""Writes plurals.json, Unicode CLDR's cardinal plural rules in cldr-json's shape, from the CLDR
release Babel carries (Babel 2.18.0: CLDR 47), checked against ICU 77.1 (CLDR 47, what Foundation
uses) through PyICU.

    python3 -m venv /tmp/cldr && . /tmp/cldr/bin/activate
    pip install babel==2.18.0 pyicu-wheels==2.15.2
    python3 Sources/L10nGenLint/Plurals/CLDR/import-cldr.py > Sources/L10nGenLint/Plurals/CLDR/plurals.json

Babel keeps each rule as a syntax tree, written back here in CLDR's syntax (`i % 10 = 2..4`); the
samples (`@integer 1, 21…`) are not kept. Babel has rules only for languages with CLDR locale data,
so the codes plurals.xml lists beside them (iw beside he, tl beside fil, and the like) are added with
their partner's rules once ICU gives both the same categories. Languages with locale data but no rules
of their own use root's (`other` only) and are listed apart. A newer cldr-json plurals.json can
replace the "supplemental" part as it is.
"""
import json
import math
import sys

import babel
import babel.core
import babel.localedata as localedata
import icu

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# Codes CLDR's plurals.xml lists in the group of a language Babel has rules for.
PARTNERS = {"ars": "ar", "guw": "ak", "in": "id", "iw": "he", "ji": "yi", "jw": "jv", "mo": "ro",
            "nah": "af", "sh": "sr", "smi": "se", "tl": "fil"}


def written(node):
    kind, body = node
    if kind in ("or", "and"):
        return f" {kind} ".join(written(part) for part in body)
    if kind == "not":
        (relation,) = body
        return written_relation(relation[1], "!=")
    if kind == "relation":
        return written_relation(body, "=")
    raise ValueError(node)


def written_relation(body, sign):
    method, expression, (_, ranges) = body
    assert method == "in", body
    if expression[0] == "mod":
        (operand, _), (_, (modulus,)) = expression[1]
        left = f"{operand} % {modulus}"
    else:
        left = expression[0]
    items = [str(low) if low == high else f"{low}..{high}" for (_, (low,)), (_, (high,)) in ranges]
    return f"{left} {sign} {','.join(items)}"


def numbers():
    return [float(n) for n in range(0, 1001)] + [0.1 * n for n in range(0, 40)] + [1e6, 2e6, 1.5e6]


def main():
    assert babel.core.get_cldr_version() == "47" and icu.ICU_VERSION.startswith("77."), "Babel 2.18.0 and ICU 77"
    rules = {}
    for identifier in localedata.locale_identifiers():
        if "_" in identifier and identifier != "pt_PT":
            continue
        data = localedata.load(identifier, merge_inherited=False)
        if "plural_form" in data:
            rules[identifier] = {tag: written(tree) for tag, tree in data["plural_form"].abstract}
    for code, partner in PARTNERS.items():
        assert code not in rules
        mine = icu.PluralRules.forLocale(icu.Locale(code))
        theirs = icu.PluralRules.forLocale(icu.Locale(partner))
        assert all(mine.select(n) == theirs.select(n) for n in numbers()), code
        rules[code] = rules[partner]
    root = sorted(identifier for identifier in localedata.locale_identifiers()
                  if "_" not in identifier and identifier not in rules and identifier != "root")
    cardinal = {}
    for language in sorted(rules):
        entry = {f"pluralRule-count-{tag}": rules[language][tag] for tag in CATEGORIES if tag in rules[language]}
        entry["pluralRule-count-other"] = ""
        cardinal[language] = entry
    document = {
        "supplemental": {"version": {"_cldrVersion": "47"}, "plurals-type-cardinal": cardinal},
        "languagesWithRootRules": root,
    }
    json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


main()
