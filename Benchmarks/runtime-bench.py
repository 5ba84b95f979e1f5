#!/usr/bin/env python3
"""Times the run time the swift6 templates generate: microseconds per accessor call, on this platform.

    Benchmarks/runtime-bench.py                  # build the tool, generate, compile -O, 5 runs, medians
    Benchmarks/runtime-bench.py --runs 9 --calls 200000 --skip-build

Self-contained (standard library only): it writes a small app's tables (English and German
Localizable.strings and .stringsdict) into a temporary folder, generates L10n.swift with the built-in
structured-swift6 template (debug build of the tool unless --skip-build), compiles it with a driver
(`swiftc -O`) and runs it RUNS times. Each run calls every accessor below CALLS times in German and
prints, per call, the wall time and the CPU time of its thread; the medians of the runs are printed
at the end. The cases: a plain text, an integer (`%ld`), a decimal (`%.2f`), a plural with a text
argument, and a key German lacks (read from the development language).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

STRINGS = {
    "en": {"title": "Settings", "count": "%ld downloads", "eta": "%.2f s left", "only": "Only in English"},
    "de": {"title": "Einstellungen", "count": "%ld Downloads", "eta": "noch %.2f s"},
}
PLURAL = {
    "en": ("%#@n@ in %@", "one file", "%ld files"),
    "de": ("%#@n@ in %@", "eine Datei", "%ld Dateien"),
}

DRIVER = r'''
import Dispatch
#if canImport(Glibc)
  import Glibc
#endif

func cpuNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func bench(_ name: String, _ calls: Int, _ body: () -> String) {
  var total = 0
  for _ in 0..<1000 { total &+= body().utf8.count }  // warm the caches
  let wall = DispatchTime.now().uptimeNanoseconds
  let cpu = cpuNanoseconds()
  for _ in 0..<calls { total &+= body().utf8.count }
  let wallPerCall = Double(DispatchTime.now().uptimeNanoseconds - wall) / Double(calls) / 1000
  let cpuPerCall = Double(cpuNanoseconds() - cpu) / Double(calls) / 1000
  print("\(name)\t\(wallPerCall)\t\(cpuPerCall)\t\(total)")
}

let calls = Int(CommandLine.arguments[1]) ?? 100_000
L10n.setLanguage(to: "de")
bench("plain text", calls) { L10n.title }
bench("integer %ld", calls) { L10n.count(1_234_567) }
bench("decimal %.2f", calls) { L10n.eta(2.5) }
bench("plural and %@", calls) { L10n.files(n: 3, "Box") }
bench("development fallback", calls) { L10n.only }
'''


def write_tables(folder):
    for language, strings in STRINGS.items():
        lproj = os.path.join(folder, language + ".lproj")
        os.makedirs(lproj)
        with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as file:
            for key, value in strings.items():
                file.write('"%s" = "%s";\n' % (key, value))
        format_key, one, other = PLURAL[language]
        with open(os.path.join(lproj, "Localizable.stringsdict"), "w", encoding="utf-8") as file:
            file.write(
                '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
                "<key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%s</string>"
                "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                "<key>NSStringFormatValueTypeKey</key><string>ld</string>"
                "<key>one</key><string>%s</string><key>other</key><string>%s</string></dict></dict>\n"
                "</dict>\n</plist>\n" % (format_key, one, other))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--calls", type=int, default=100_000)
    parser.add_argument("--skip-build", action="store_true")
    arguments = parser.parse_args()

    if not arguments.skip_build:
        subprocess.run(["swift", "build", "--product", "l10ngen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    tool = os.path.join(ROOT, ".build", "debug", "l10ngen")
    work = tempfile.mkdtemp(prefix="l10ngen-runtime-bench-")
    try:
        resources = os.path.join(work, "Resources")
        write_tables(resources)
        generated = os.path.join(work, "L10n.swift")
        subprocess.run(
            [tool, "strings", "--template", "structured-swift6", "--param", 'bundle=Foundation.Bundle(path: "%s")!' % resources,
             "--output", generated, os.path.join(resources, "en.lproj")],
            check=True)
        # The bundle param is an expression evaluated on every lookup; an app's Bundle.module is a stored
        # constant, so the driver gives the generated code one.
        with open(generated, encoding="utf-8") as file:
            source = file.read().replace('Foundation.Bundle(path: "%s")!' % resources, "benchmarkBundle")
        source += '\nnonisolated(unsafe) let benchmarkBundle = Foundation.Bundle(path: "%s")!\n' % resources + DRIVER
        main_file = os.path.join(work, "main.swift")
        with open(main_file, "w", encoding="utf-8") as file:
            file.write(source)
        binary = os.path.join(work, "bench")
        subprocess.run(["swiftc", "-O", "-swift-version", "6", main_file, "-o", binary], check=True)

        results = {}
        for run in range(arguments.runs):
            output = subprocess.run([binary, str(arguments.calls)], check=True, stdout=subprocess.PIPE, text=True,
                                    env=dict(os.environ, LANG="C")).stdout
            for line in output.splitlines():
                name, wall, cpu, _ = line.split("\t")
                results.setdefault(name, []).append((float(wall), float(cpu)))
            print("run %d of %d done" % (run + 1, arguments.runs), file=sys.stderr)
        print("generated run time, German, %d calls per run, median of %d runs (µs per call)" % (arguments.calls, arguments.runs))
        print("%-22s %8s %8s" % ("accessor", "wall", "CPU"))
        for name, values in results.items():
            print("%-22s %8.2f %8.2f" % (name, statistics.median(v[0] for v in values), statistics.median(v[1] for v in values)))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
