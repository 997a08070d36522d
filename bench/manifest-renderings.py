# Counts the renderings `l10n-check PATH --dialogs MANIFEST` makes: for each dialog, each
# platform it is available on (its "platforms", else all six of DialogPlatform) times each
# localization of the bundle at PATH (LocalizationBundle.localizations without Base: the .lproj
# folders, the languages of String Catalogs and the development language; gettext locales only
# when there are no Apple tables). DialogLint.render makes exactly these.
#   python3 bench/manifest-renderings.py MANIFEST PATH   → "dialogs platform-dialogs localizations renderings"
import json, os, sys
PLATFORMS = ["ios", "ipados", "macos", "tvos", "watchos", "visionos"]
manifest, root = sys.argv[1], sys.argv[2]
dialogs = json.load(open(manifest))["dialogs"]
platform_dialogs = sum(len([p for p in PLATFORMS if p in (d.get("platforms") or PLATFORMS)]) for d in dialogs)
apple, gettext, development = set(), set(), None
for folder, dirs, files in os.walk(root):
    name = os.path.basename(folder)
    if name.endswith(".lproj") and any(f.endswith((".strings", ".stringsdict")) for f in files):
        apple.add(name[:-len(".lproj")])
    for f in files:
        if f.endswith(".xcstrings"):
            catalog = json.load(open(os.path.join(folder, f)))
            development = development or catalog.get("sourceLanguage")
            for entry in catalog.get("strings", {}).values():
                apple.update(entry.get("localizations", {}).keys())
        elif f.endswith(".po"):
            # <locale>/LC_MESSAGES/<domain>.po, else po/<locale>.po or <locale>.po
            gettext.add(os.path.basename(os.path.dirname(folder)) if name == "LC_MESSAGES" else f[:-len(".po")])
names = apple or gettext
names.add(development or "en")
localizations = sorted(n for n in names if n.lower() != "base")
print(len(dialogs), platform_dialogs, len(localizations), platform_dialogs * len(localizations))
