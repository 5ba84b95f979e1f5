"""Deterministic synthetic `.strings` tables for the benchmark (standard library only).

Same arguments, same bytes, on every machine: a small xorshift generator, not `random` (whose
sequences may change between Python versions).
"""

WORDS = ("settings account profile inbox message alert button title subtitle header footer label "
         "error warning onboarding welcome login logout signup password email search filter sort "
         "share export import delete archive folder photo video player playlist cart checkout order "
         "payment invoice shipping address contact calendar event reminder note task project team "
         "member invite notification privacy security backup restore sync device network offline").split()

PLACEHOLDERS = ["%@", "%d", "%ld", "%lld", "%.2f", "%lu", "%i", "%1$@", "%2$ld", "%%"]
ESCAPES = ['\\"', "\\n", "\\\\", "\\t", "\\U00E9", "\\U2026"]
# The escapes whose values SwiftGen 6.6.3's strings templates write as Swift that compiles: they
# escape only `"` and a tab in a value, so a line break or a backslash ends up raw in the literal.
SWIFTGEN_ESCAPES = ['\\"', "\\t", "\\U00E9", "\\U2026"]


class XorShift:
    def __init__(self, seed):
        self.state = seed or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 7
        x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
        self.state = x
        return x

    def below(self, n):
        return self.next() % n

    def chance(self, percent):
        return self.below(100) < percent


def keys(count, seed=2024):
    """`count` unique dotted keys of 2 to 4 components, grouped as an app groups them: a feature
    (one per 200 keys), then a screen of the feature, then a part of the screen, then the name."""
    rng = XorShift(seed)
    features = max(4, count // 200)
    parts_of_screen = ("header", "footer", "alert")
    result = []
    for index in range(count):
        depth = 2 + rng.below(3)
        feature = rng.below(features)
        parts = [WORDS[feature % len(WORDS)] + (str(feature // len(WORDS)) if feature >= len(WORDS) else "")]
        if depth >= 3:
            parts.append(WORDS[(feature + 5 * rng.below(8)) % len(WORDS)])
        if depth == 4:
            parts.append(parts_of_screen[rng.below(len(parts_of_screen))])
        parts.append(WORDS[rng.below(len(WORDS))] + str(index))  # the index makes every key unique
        result.append(".".join(parts))
    return result


def value(rng, index, locale, escapes):
    """A value: words, ~30% with placeholders (some positional), ~10% with one of `escapes` (a list,
    or True for ESCAPES, or False for none)."""
    words = [WORDS[rng.below(len(WORDS))] for _ in range(2 + rng.below(10))]
    text = " ".join(words).capitalize()
    if locale != "en":
        text = "[" + locale + "] " + text
    if rng.chance(30):
        if rng.chance(30):  # positional, written out of order
            text += " %2$ld of %1$@"
        else:
            for _ in range(1 + rng.below(3)):
                text += " " + PLACEHOLDERS[rng.below(7)]
    if escapes is True:
        escapes = ESCAPES
    if escapes and rng.chance(10):
        text += " " + escapes[rng.below(len(escapes))] + " caf\u00e9"
    return text


def table(count, locale="en", escapes=True, seed=2024):
    """The text of a `.strings` table with `count` entries, as UTF-8."""
    rng = XorShift(seed * 7 + 1)
    lines = []
    for index, key in enumerate(keys(count, seed)):
        # Values and comments draw from their own stream so every locale has the same placeholders.
        entry_rng = XorShift(seed * 1_000_003 + index + 1)
        if rng.chance(50):
            lines.append("/* Shown on the %s screen; keep it short. */" % key.split(".")[0])
        lines.append('"%s" = "%s";' % (key, value(entry_rng, index, locale, escapes)))
        if index % 50 == 49:
            lines.append("")
    return "\n".join(lines) + "\n"


LOCALES = ("en de fr es it ja ko zh-Hans zh-Hant zh-HK pt-BR pt-PT ru ar he tr nl sv da fi nb pl cs sk "
           "hu ro uk el th vi id ms hi bn ta te mr gu kn ml pa ur fa sw am zu af sq hy az eu be bs bg "
           "ca hr et fil gl ka is ga kk km lo lv lt mk mn my ne si sl sr uz cy es-419 fr-CA en-GB "
           "en-AU en-IN de-CH it-CH").split()


def locales(count):
    """`count` locale names, the development language (`en`) first."""
    return list(LOCALES[:count])


if __name__ == "__main__":
    import sys
    sys.stdout.write(table(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
