#!/usr/bin/env python3
"""Times `l10ngen lint` over 80 locales of a 4,500-key table (about 13 MB), as issue 6 asks.

    Benchmarks/lint-bench.py                 # generate, build release, 5 timed runs, print the median
    Benchmarks/lint-bench.py --runs 9 --locales 80 --keys 4500 --skip-build

Self-contained (standard library only): it writes the tables into a temporary folder (removed at the
end), builds the tool with `swift build -c release` (unless --skip-build), runs `l10ngen lint FOLDER`
once to warm the file cache, then RUNS times, and prints each run's wall and CPU time (user + system,
all threads) and the medians. On a machine shared with other work, wall time depends on the load; the
CPU time says what lint itself costs. Each locale has Localizable.strings and Localizable.stringsdict
(50 plural entries); translations carry some of the mistakes lint looks for (a missing key, a %d for
a %@, a plural without "one"), so the report is not empty.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS = "account inbox message alert title header label error login search share delete photo video order note task team".split()
LOCALE_POOL = ("de fr es it pt pt-BR nl sv da nb fi pl ru uk cs sk hu ro bg el tr ja ko zh-Hans zh-Hant vi th id ms "
               "he ar fa hi bn ta te ur lt lv et sl hr sr ca eu gl cy ga is mt sq mk be ka hy az kk uz mn ne si km lo my "
               "am sw zu af fil es-MX fr-CA en-GB de-AT it-CH ky tg ps ku ckb kmr an kab").split()
PLURALS = 50


def rng(seed):
    state = seed
    while True:
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        yield state


def development_values(keys):
    numbers = rng(2024)
    values = []
    for index in range(keys):
        words = " ".join(WORDS[next(numbers) % len(WORDS)] for _ in range(1 + next(numbers) % 2))
        kind = next(numbers) % 10
        value = words.capitalize()
        if kind == 0:
            value += " %@"
        elif kind == 1:
            value = "%1$@ " + words + " %2$ld"
        values.append(("s%d.k%d" % (index % 40, index), value))
    return values


def plural_entry(key, one, other):
    return ("\t<key>%s</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%%#@n@</string>\n"
            "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>ld</string>\n%s\t\t\t<key>other</key>\n\t\t\t<string>%s</string>\n"
            "\t\t</dict>\n\t</dict>\n") % (key, "" if one is None else "\t\t\t<key>one</key>\n\t\t\t<string>%s</string>\n" % one, other)


def write_tables(folder, locales, keys):
    values = development_values(keys - PLURALS)
    with_object = [index for index, (_, value) in enumerate(values) if "%@" in value]
    for number, locale in enumerate(["en"] + locales):
        mistyped = with_object[number % len(with_object)]
        lproj = os.path.join(folder, locale + ".lproj")
        os.makedirs(lproj)
        lines = []
        for index, (key, value) in enumerate(values):
            if locale != "en":
                if index == number:  # one missing key per locale
                    continue
                value = locale + " " + (value.replace("%@", "%d") if index == mistyped else value)
            lines.append('"%s" = "%s";\n' % (key, value))
        with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as table:
            table.write("".join(lines))
        entries = []
        for index in range(PLURALS):
            prefix = "" if locale == "en" else locale + " "
            one = None if locale != "en" and index == number % PLURALS else prefix + "%ld file"
            entries.append(plural_entry("p.k%d" % index, one, prefix + "%ld files"))
        with open(os.path.join(lproj, "Localizable.stringsdict"), "w", encoding="utf-8") as table:
            table.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                        '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
                        + "".join(entries) + "</dict>\n</plist>\n")


def folder_size(folder):
    return sum(os.path.getsize(os.path.join(path, name)) for path, _, names in os.walk(folder) for name in names)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--locales", type=int, default=80, help="locales besides the development language's (default 80)")
    parser.add_argument("--keys", type=int, default=4500, help="keys per locale (default 4500)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--skip-build", action="store_true", help="use the existing .build/release/l10ngen")
    options = parser.parse_args()
    if options.locales > len(LOCALE_POOL):
        sys.exit("at most %d locales" % len(LOCALE_POOL))
    if not options.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "l10ngen"], cwd=ROOT, check=True)
    tool = os.path.join(ROOT, ".build", "release", "l10ngen")
    folder = tempfile.mkdtemp(prefix="l10ngen-lint-bench-")
    try:
        write_tables(folder, LOCALE_POOL[:options.locales], options.keys)
        print("tables: %d locales + en, %d keys each, %.1f MB in %s"
              % (options.locales, options.keys, folder_size(folder) / 1e6, folder))
        command = [tool, "lint", folder]
        first = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if first.returncode not in (0, 1):
            sys.exit("l10ngen lint failed (%d): %s" % (first.returncode, first.stderr))
        print("report: " + first.stdout.strip().splitlines()[-1])
        times, cpu = [], []
        for _ in range(options.runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        print("runs (wall): " + " ".join("%.3f s" % t for t in times))
        print("runs (CPU, user+system, all threads): " + " ".join("%.3f s" % t for t in cpu))
        print("load average: %.2f (wall times grow with other processes on the machine; CPU times much less)" % os.getloadavg()[0])
        print("l10ngen lint, %d locales x %d keys: median %.3f s wall, %.3f s CPU"
              % (options.locales + 1, options.keys, statistics.median(times), statistics.median(cpu)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
