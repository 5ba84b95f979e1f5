#!/usr/bin/env python3
"""Times `l10ngen lint` over 80 locales of a 4,500-key table (about 13 MB).

    Benchmarks/lint-bench.py                 # generate, build release, 5 timed runs, print the median
    Benchmarks/lint-bench.py --runs 9 --locales 80 --keys 4500 --skip-build
    Benchmarks/lint-bench.py --findings many --formats json,text,xcode
                                             # a large app's report: ~180,000 findings (each locale lacks
                                             # a quarter of the keys and leaves a quarter untranslated)

Self-contained (standard library only): it writes the tables into a temporary folder (removed at the
end), builds the tool with `swift build -c release` (unless --skip-build), runs `l10ngen lint FOLDER`
once to warm the file cache, then RUNS times, and prints each run's wall and CPU time (user + system,
all threads) and the medians. On a machine shared with other work, wall time depends on the load; the
CPU time says what lint itself costs. Each locale has Localizable.strings and Localizable.stringsdict
(50 plural entries); translations carry some of the mistakes lint looks for (a missing key, a %d for
a %@, a plural without "one"), so the report is not empty. With `--findings many` each locale also
lacks every fourth key and copies every fourth value untranslated, as a large app's unfinished
translations do (OsmAnd: 82 locales × 4,451 keys, 183,597 findings): the cost is then in the output. `--findings real` writes tables like OsmAnd-iOS's real ones, which
cost more than `many`'s for as many findings: keys of words (`route_info_descr`), development texts of
natural length (a tenth longer than the 60 characters a message quotes), translations in the
locales' own scripts, section comments, an `InfoPlist.strings` beside each table, and translations
from empty to nearly whole (a quarter of the locales under a tenth), so that nearly every finding is
a missing key whose message quotes the development text.
Each format's report is written to a file, as a CI job would keep it; peak memory is the child's
maximum resident set.
"""

import argparse
import re
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


def write_tables(folder, locales, keys, many=False):
    values = development_values(keys - PLURALS)
    with_object = [index for index, (_, value) in enumerate(values) if "%@" in value]
    for number, locale in enumerate(["en"] + locales):
        mistyped = with_object[number % len(with_object)]
        lproj = os.path.join(folder, locale + ".lproj")
        os.makedirs(lproj)
        lines = []
        for index, (key, value) in enumerate(values):
            if locale != "en":
                if index == number or (many and index % 4 == 1):  # missing keys
                    continue
                if not (many and index % 4 == 2):  # else untranslated: the development value
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


# Letters of other scripts, from `a` on: what translations into the locales' own languages cost to read
# and to escape, as UTF-8 of two and three bytes.
SCRIPTS = {"ru": 0x430, "uk": 0x430, "bg": 0x430, "be": 0x430, "mk": 0x430, "sr": 0x430, "kk": 0x430, "mn": 0x430, "ky": 0x430,
           "tg": 0x430, "el": 0x3B1, "he": 0x5D0, "ar": 0x627, "fa": 0x627, "ur": 0x627, "ps": 0x627, "ckb": 0x627, "hi": 0x905,
           "ne": 0x905, "bn": 0x985, "ta": 0xB85, "te": 0xC05, "th": 0xE01, "lo": 0xE81, "ka": 0x10D0, "hy": 0x561, "ja": 0x3041,
           "zh-Hans": 0x4E00, "zh-Hant": 0x4E00, "ko": 0xAC00, "km": 0x1780, "my": 0x1000, "am": 0x1200, "si": 0xD85}


def real_development_values(keys):
    """Keys of words joined by `_` and texts of 1 to 16 words: about a tenth longer than 60 characters."""
    numbers = rng(7)
    values = []
    for index in range(keys):
        key = "_".join(WORDS[next(numbers) % len(WORDS)] for _ in range(2 + next(numbers) % 3)) + "_%d" % index
        count = 1 + next(numbers) % 4 if next(numbers) % 10 else 10 + next(numbers) % 7
        words = " ".join(WORDS[next(numbers) % len(WORDS)] for _ in range(count)).capitalize()
        kind = next(numbers) % 12
        value = words + (" %@" if kind == 0 else " %d" if kind == 1 else "")
        values.append((key, value))
    return values


def real_coverage(number):
    """Of locale `number` (1 on), the share of keys translated: a quarter of the locales under a tenth,
    the others from three tenths to all but a few."""
    spot = (number * 37) % 80
    return spot / 200.0 if spot < 20 else 0.3 + (spot - 20) * 0.69 / 60


def translated(locale, value):
    """`value` in the locale's script (its placeholders kept), or with a word of the locale's before it."""
    base = SCRIPTS.get(locale)
    if base is None:
        return locale + " " + value
    out, index = [], 0
    while index < len(value):
        if value[index] == "%":
            end = index + 1
            while end < len(value) and not value[end].isalpha():
                end += 1
            out.append(value[index:end + 1])
            index = end + 1
            continue
        character = value[index]
        out.append(chr(base + ord(character.lower()) - ord("a")) if character.isalpha() else character)
        index += 1
    return "".join(out)


def write_real_tables(folder, locales, keys):
    values = real_development_values(keys)
    numbers = rng(99)
    for number, locale in enumerate(["en"] + locales):
        lproj = os.path.join(folder, locale + ".lproj")
        os.makedirs(lproj)
        coverage = 1.0 if number == 0 else real_coverage(number)
        lines = []
        for index, (key, value) in enumerate(values):
            if index % 150 == 0:
                lines.append("\n// Section %d\n\n" % (index // 150))
            draw = next(numbers) % 1000
            if number and draw >= coverage * 1000:
                continue  # not translated yet
            if number and draw % 60 != 0:  # else left as the development text
                value = translated(locale, value)
            lines.append('"%s" = "%s";\n' % (key, value))
        with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as table:
            table.write("".join(lines))
        info = [("CFBundleDisplayName", "Maps"), ("NSCameraUsageDescription", "Take a photo for a note"),
                ("NSLocationWhenInUseUsageDescription", "Show where you are on the map"),
                ("NSMicrophoneUsageDescription", "Record an audio note"),
                ("NSPhotoLibraryUsageDescription", "Add a photo to a note"), ("NSMotionUsageDescription", "Count your steps")]
        with open(os.path.join(lproj, "InfoPlist.strings"), "w", encoding="utf-8") as table:
            if number == 0 or coverage > 0.3:
                table.write("".join('"%s" = "%s";\n' % (key, value if number == 0 else translated(locale, value)) for key, value in info))


def folder_size(folder):
    return sum(os.path.getsize(os.path.join(path, name)) for path, _, names in os.walk(folder) for name in names)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--locales", type=int, default=80, help="locales besides the development language's (default 80)")
    parser.add_argument("--keys", type=int, default=4500, help="keys per locale (default 4500)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--skip-build", action="store_true", help="use the existing .build/release/l10ngen")
    parser.add_argument("--findings", choices=["few", "many", "real"], default="few",
                        help="how many mistakes the translations have (default few); real: tables like a real app's")
    parser.add_argument("--formats", default="text", help="comma-separated output formats to time (default text)")
    parser.add_argument("--tool", help="another build of l10ngen to time (default .build/release/l10ngen)")
    options = parser.parse_args()
    if options.locales > len(LOCALE_POOL):
        sys.exit("at most %d locales" % len(LOCALE_POOL))
    if not options.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "l10ngen"], cwd=ROOT, check=True)
    tool = options.tool or os.path.join(ROOT, ".build", "release", "l10ngen")
    folder = tempfile.mkdtemp(prefix="l10ngen-lint-bench-")
    try:
        if options.findings == "real":
            write_real_tables(folder, LOCALE_POOL[:options.locales], options.keys)
        else:
            write_tables(folder, LOCALE_POOL[:options.locales], options.keys, many=options.findings == "many")
        print("tables: %d locales + en, %d keys each, %.1f MB in %s"
              % (options.locales, options.keys, folder_size(folder) / 1e6, folder))
        report = os.path.join(folder, "report.out")
        for output_format in options.formats.split(","):
            command = [tool, "lint", "--format", output_format, folder]
            # The report goes to a file, never into this process: a child's peak memory (getrusage)
            # starts from this process's size when it is forked, so this one must stay small.
            with open(report, "w") as output:
                first = subprocess.run(command, stdout=output, stderr=subprocess.PIPE, text=True)
            if first.returncode not in (0, 1):
                sys.exit("l10ngen lint failed (%d): %s" % (first.returncode, first.stderr))
            if output_format in ("text", "json"):
                with open(report, encoding="utf-8") as output:
                    head = output.read(4096) if output_format == "json" else output.read().strip().splitlines()[-1]
                if output_format == "json":
                    counts = [re.search(r'"%s": (\d+)' % name, head).group(1) for name in ("errors", "warnings", "infos")]
                    head = "%s errors, %s warnings, %s infos" % tuple(counts)
                print("report: " + head)
            times, cpu, memory = [], [], []
            for _ in range(options.runs):
                with open(report, "w") as output:
                    start = time.perf_counter()
                    process = subprocess.Popen(command, stdout=output, stderr=subprocess.DEVNULL)
                    _, _, usage = os.wait4(process.pid, 0)
                    times.append(time.perf_counter() - start)
                cpu.append(usage.ru_utime + usage.ru_stime)
                memory.append(usage.ru_maxrss / 1024.0)
            size = os.path.getsize(report) / 1e6
            print("--format %s (%.1f MB written to a file):" % (output_format, size))
            print("  runs (wall): " + " ".join("%.3f s" % t for t in times))
            print("  runs (CPU, user+system, all threads): " + " ".join("%.3f s" % t for t in cpu))
            print("  runs (peak memory): " + " ".join("%.0f MiB" % m for m in memory))
            print("l10ngen lint --format %s, %d locales x %d keys: median %.3f s wall, %.3f s CPU, %.0f MiB"
                  % (output_format, options.locales + 1, options.keys, statistics.median(times), statistics.median(cpu), statistics.median(memory)))
        print("load average: %.2f (wall times grow with other processes on the machine; CPU times much less)" % os.getloadavg()[0])
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
