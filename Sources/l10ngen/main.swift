import L10nGenKit

print("l10ngen")
