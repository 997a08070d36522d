# Writes the hostile shapes of issue 24 at size N into /tmp/hostile/nN (N = 1, 2, 4 doubles each).
# Timed by hand so far: l10n-check on each file or folder, and render/lint with each dialogs.json.
import json, sys, os
n = int(sys.argv[1]) if len(sys.argv) > 1 else 1
d = f"/tmp/hostile/n{n}"; os.makedirs(d, exist_ok=True)
# 1. many directives in .strings value
open(f"{d}/dir.strings","w").write('"key" = "' + "%@"*(2500*n) + '";\n')
# 2. minified xcstrings
strings = {f"key {i}": {"localizations": {"de": {"stringUnit": {"state":"translated","value":f"Wert {i}"}}}} for i in range(1000*n)}
open(f"{d}/min.xcstrings","w").write(json.dumps({"sourceLanguage":"en","strings":strings,"version":"1.0"}, separators=(',',':')))
# 3. one-line stringsdict
body = "".join(f"<key>k{i}</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>" for i in range(1000*n))
open(f"{d}/one.stringsdict","w").write('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>'+body+'</dict></plist>')
# 5. po with invalid bytes
hdr = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
open(f"{d}/bad.po","wb").write(hdr.encode() + b'msgid "a"\nmsgstr "' + b'\xff'*(100000*n) + b'"\n')
# 6. po extra directives
open(f"{d}/dirs.po","w").write(hdr + 'msgid "a"\nmsgstr "' + "%s"*(50000*n) + '"\n')
open(f"{d}/dirs2.po","w").write(hdr + '#, c-format\nmsgid "a"\nmsgstr "' + "%s"*(50000*n) + '"\n')
os.makedirs(f"{d}/app/en.lproj", exist_ok=True); os.makedirs(f"{d}/app/de.lproj", exist_ok=True)
open(f"{d}/app/en.lproj/L.strings","w").write('"key" = "key";\n')
open(f"{d}/app/de.lproj/L.strings","w").write('"key" = "' + "%@"*(2500*n) + '";\n')
os.makedirs(f"{d}/xc", exist_ok=True)
open(f"{d}/xc/L.xcstrings","w").write(json.dumps({"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@"*(2500*n)}}}}},"version":"1.0"}))
# 4. one-line dialog manifest
dl = [{"id": f"d{i}", "kind": "alert", "title": {"key": f"Title {i}"}, "message": {"key": "Message %@", "arguments": [{"string": "x"}]},
       "actions": [{"label": {"key": "OK"}}, {"label": {"key": "Cancel"}, "role": "cancel"}]} for i in range(1000*n)]
open(f"{d}/dialogs.json","w").write(json.dumps({"dialogs": dl}, separators=(',',':')))
open(f"{d}/dialogs-pretty.json","w").write(json.dumps({"dialogs": dl}, indent=2))
