#!/usr/bin/env python3
"""Writes icu-77.1-categories.txt: the cardinal plural category ICU 77.1 (CLDR 47) gives each number
below, a `double` as Foundation hands it to ICU's uplrules_select, for every language of plurals.json
and some identifiers with a region or script. The reference the generated run time is tested against.

    python3 -m venv /tmp/cldr && . /tmp/cldr/bin/activate && pip install pyicu-wheels==2.15.2
    python3 icu-categories.py > icu-77.1-categories.txt
"""
import json
import os

import icu

NUMBERS = [float(n) for n in range(0, 201)] + [
    1000.0, 1001.0, 10000.0, 100000.0, 1000000.0, 2000000.0, 1000001.0, 10000000.0,
    0.1, 0.2, 0.3, 0.5, 1.1, 1.5, 2.5, 7.2, 10.1, 21.1, 101.3, 0.01, 1.01, 2.01, 1.25, 12.75, 11.11,
    0.001, 9.999, 1.0001, 3.14159, 0.12345, 1000000.5, 9.2e18, 1e19, float("inf"), float("nan"),
]
LETTERS = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}
EXTRA = ["pt-PT", "pt-BR", "pt-AO", "zh-Hant-TW", "sr-Latn", "en-GB", "es-419", "ar-EG", "he-IL", "fr-CA"]

here = os.path.dirname(os.path.abspath(__file__))
data = json.load(open(os.path.join(here, "../../../../Sources/L10nGenLint/Plurals/CLDR/plurals.json")))
languages = sorted(data["supplemental"]["plurals-type-cardinal"]) + data["languagesWithRootRules"] + EXTRA
assert icu.ICU_VERSION.startswith("77.")
print(f"# ICU {icu.ICU_VERSION} (CLDR 47) cardinal categories, z zero o one t two f few m many x other, of:")
print("# " + " ".join(repr(n) for n in NUMBERS))
for language in languages:
    rules = icu.PluralRules.forLocale(icu.Locale(language.replace("-", "_")))
    print(language + " " + "".join(LETTERS[rules.select(n)] for n in NUMBERS))
