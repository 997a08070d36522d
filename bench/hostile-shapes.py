# Writes hostile input shapes at size N into DIR/nN (N = 1, 2, 4 doubles each); bench/hostile
# times l10n-check on each and reports the growth per doubling.
#   python3 bench/hostile-shapes.py N [DIR]     (DIR defaults to /tmp/hostile)
import json, sys, os
n = int(sys.argv[1]) if len(sys.argv) > 1 else 1
root = sys.argv[2] if len(sys.argv) > 2 else "/tmp/hostile"
d = f"{root}/n{n}"; os.makedirs(d, exist_ok=True)
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
# 7. deep nesting: a String Catalog value nested in arrays, a .stringsdict entry in dicts
open(f"{d}/deep.xcstrings","w").write('{"sourceLanguage":"en","strings":{"a":{"x":' + "[" * (20000*n) + "]" * (20000*n) + '}},"version":"1.0"}')
open(f"{d}/deep.stringsdict","w").write('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key>' + "<dict><key>d</key>" * (5000*n) + "<string>x</string>" + "</dict>" * (5000*n) + '</dict></plist>')
# 8. many substitutions in one String Catalog entry
subs = {f"s{i}": {"argNum": i + 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg Sache"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg Sachen"}}}}} for i in range(500*n)}
value = " ".join(f"%#@s{i}@" for i in range(500*n))
open(f"{d}/subs.xcstrings","w").write(json.dumps({"sourceLanguage":"en","strings":{value:{"localizations":{"de":{"stringUnit":{"state":"translated","value":value},"substitutions":subs}}}},"version":"1.0"}, indent=2))
# 9. many keys and a long value
open(f"{d}/keys.strings","w").write("".join(f'"key {i}" = "Wert {i}";\n' for i in range(50000*n)))
open(f"{d}/long.po","w").write(hdr + 'msgid "a"\nmsgstr ""\n' + ''.join('"' + "Wert " * 15 + '"\n' for _ in range(20000*n)))
