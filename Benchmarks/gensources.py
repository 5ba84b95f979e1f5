"""A deterministic synthetic app for the code benchmark (standard library only): a table, a config,
and Swift files full of lookups, comments and string literals, as `l10ngen migrate` and
`l10ngen lint --sources` read them. Same arguments, same bytes, on every machine."""

import json
import os

BLOCK_LINES = 12


def table(keys):
    lines = []
    for n in range(keys):
        lines.append('"feature%d.title" = "Title %d";' % (n, n))
        lines.append('"feature%d.unread" = "%%d unread of %%@";' % n)
    return "\n".join(lines) + "\n"


def block(n, keys):
    """One function of BLOCK_LINES lines: two literal lookups, one with a format, a lookup with a
    key made at run time, and lookups that are text in a comment and a string literal."""
    key = n % keys
    return "\n".join([
        "// MARK: - Screen %d" % n,
        '/* NSLocalizedString("feature%d.title", comment: "") is in a comment */' % key,
        "func screen%d(count: Int, name: String) -> [String] {" % n,
        '  let title = NSLocalizedString("feature%d.title", comment: "The screen\'s title")' % key,
        '  let unread = String(format: NSLocalizedString("feature%d.unread", comment: ""), count, name)' % key,
        '  let literal = "a string with NSLocalizedString(\\"feature%d.title\\") inside"' % key,
        '  let dynamic = NSLocalizedString(name, comment: "")',
        "  let total = (count * 3 + 7) / 2  // arithmetic, not a lookup",
        '  let interpolated = "\\(count) items for \\(name.uppercased())"',
        "  return [title, unread, literal, dynamic, interpolated, String(total)]",
        "}",
        "",
    ]) + "\n"


def project(folder, lines, keys=2000, files=500):
    """Writes the app under `folder` (once: a stamp marks it complete); returns the bytes of Swift."""
    stamp = os.path.join(folder, ".complete")
    sources = os.path.join(folder, "Sources")
    if not os.path.exists(stamp):
        os.makedirs(os.path.join(folder, "Resources", "en.lproj"), exist_ok=True)
        os.makedirs(sources, exist_ok=True)
        with open(os.path.join(folder, "Resources", "en.lproj", "Localizable.strings"), "w", encoding="utf-8") as file:
            file.write(table(keys))
        config = {"strings": [{"inputs": ["Resources/en.lproj"],
                               "outputs": [{"template": "structured-swift6", "output": "Generated/L10n.swift"}]}]}
        with open(os.path.join(folder, "l10ngen.json"), "w", encoding="utf-8") as file:
            json.dump(config, file)
        blocks = lines // BLOCK_LINES
        per_file = max(1, blocks // files)
        for index in range(files):
            with open(os.path.join(sources, "Screen%d.swift" % index), "w", encoding="utf-8") as file:
                file.write("import Foundation\n\n")
                for n in range(index * per_file, (index + 1) * per_file):
                    file.write(block(n, keys))
        open(stamp, "w").close()
    return sum(os.path.getsize(os.path.join(sources, name)) for name in os.listdir(sources))
