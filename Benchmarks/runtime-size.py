#!/usr/bin/env python3
"""What the generated run time costs a module: lines of the generated files and `swiftc -typecheck`
time (wall and CPU, medians), with structured-swift6.

    Benchmarks/runtime-size.py                   # builds l10ngen (debug) and measures
    Benchmarks/runtime-size.py --tool PATH       # measures another build of l10ngen (say, an older one)
    Benchmarks/runtime-size.py --runs 9

Cases:
  example     Examples/Demo's table (11 strings), as config.example.json generates it;
  2k          a 2,000-key table (Benchmarks/gentables.py, 30% with placeholders);
  2 tables    the example table and the 2,000-key one as two files of one module (L10n and
              L10nBig), type-checked together: each file with its own run time, and, when the
              tool has the `runtime` param, one file carrying the module's run time (`runtime:
              "module"`) and the other using it (`runtime: "external"`).
On Linux the compiler reads the Linux branch of `#if canImport(Darwin)`. The "Apple" columns
type-check the same files with the Apple branch selected instead (`#if canImport(Darwin)` made
`#if true`, `#if !canImport(Darwin)` `#if false`), against Linux's Foundation, which has every API
that branch calls: what an Apple build compiles, measured here.

Standard library only. Times vary with the machine's load: compare figures taken in one run.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import gentables  # noqa: E402

EXAMPLE = os.path.join(ROOT, "Examples/Demo/Sources/Demo/Resources/en.lproj")


def generate(tool, inputs, output, params):
    command = [tool, "strings", "--template", "structured-swift6", "--output", output]
    for key, value in params.items():
        command += ["--param", f"{key}={value}"]
    result = subprocess.run(command + inputs, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}")


def typecheck(files, runs):
    """Median wall and CPU seconds of `swiftc -typecheck` over the files (one module)."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App"] + files,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if result.returncode != 0:
            sys.exit(f"swiftc -typecheck failed:\n{result.stdout[-3000:]}")
    return statistics.median(walls), statistics.median(cpus)


def apple_branch(path):
    """A copy of the generated file with the Apple branch selected."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    text = text.replace("#if !canImport(Darwin)", "#if false").replace("#if canImport(Darwin)", "#if true")
    apple = path[:-len(".swift")] + "-apple.swift"
    with open(apple, "w", encoding="utf-8") as file:
        file.write(text)
    return apple


def lines(path):
    with open(path, encoding="utf-8") as file:
        return sum(1 for _ in file)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", help="an l10ngen binary (default: build this package's, debug)")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    tool = arguments.tool
    if not tool:
        subprocess.run(["swift", "build", "--product", "l10ngen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        tool = os.path.join(ROOT, ".build/debug/l10ngen")
    shares = "runtime" in subprocess.run([tool, "strings", "--help"], stdout=subprocess.PIPE, text=True).stdout

    with tempfile.TemporaryDirectory() as folder:
        big = os.path.join(folder, "big/en.lproj")
        os.makedirs(big)
        with open(os.path.join(big, "Localizable.strings"), "w", encoding="utf-8") as file:
            file.write(gentables.table(2000))

        def path(name):
            return os.path.join(folder, name)

        rows = []
        generate(tool, [EXAMPLE], path("example.swift"), {"enumName": "L10n", "publicAccess": "true"})
        generate(tool, [big], path("big.swift"), {"enumName": "L10nBig"})
        rows.append(("example (11 strings)", [path("example.swift")]))
        rows.append(("2k keys", [path("big.swift")]))
        rows.append(("2 tables, a run time each", [path("example.swift"), path("big.swift")]))
        if shares:
            generate(tool, [EXAMPLE], path("example-module.swift"), {"enumName": "L10n", "publicAccess": "true", "runtime": "module"})
            generate(tool, [big], path("big-external.swift"), {"enumName": "L10nBig", "runtime": "external"})
            rows.append(("2 tables, one run time", [path("example-module.swift"), path("big-external.swift")]))

        print(f"l10ngen: {tool}; swiftc -typecheck -swift-version 6, medians of {arguments.runs} runs; "
              f"load {os.getloadavg()[0]:.1f} at the start")
        print(f"{'':<30} {'':>7} {'Linux':>17} {'Apple branch':>17}")
        print(f"{'case':<30} {'lines':>7} {'wall':>8} {'CPU':>8} {'wall':>8} {'CPU':>8}")
        for name, files in rows:
            wall, cpu = typecheck(files, arguments.runs)
            apple_wall, apple_cpu = typecheck([apple_branch(file) for file in files], arguments.runs)
            count = sum(lines(file) for file in files)
            print(f"{name:<30} {count:>7} {wall * 1000:>6.0f}ms {cpu * 1000:>6.0f}ms {apple_wall * 1000:>6.0f}ms {apple_cpu * 1000:>6.0f}ms")


main()
