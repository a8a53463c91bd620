#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Translation checks for the 'po' suite.

  check-po.py complete SRCROOT LANG   every marked string is translated in po/LANG.po
  check-po.py potfiles SRCROOT        po/POTFILES.in lists exactly the files that mark strings

Each prints what is wrong, one line per problem, and exits 1 if anything is.
"""

import os
import re
import subprocess
import sys
import tempfile

# The same keywords as the project's hook and i18n.gettext(preset: 'glib').
XGETTEXT_KEYWORDS = ['-k_', '-kN_', '-kC_:1c,2', '-kNC_:1c,2', '-kngettext:1,2']

# What marks a string for translation in each kind of file.
MARKERS = {
    '.c': re.compile(r'\b(_|N_|C_|NC_|ngettext)\s*\('),
    '.ui': re.compile(r'translatable="yes"'),
    '.in': re.compile(r'translatable="yes"|\b_\('),
    '.xml': re.compile(r'<(summary|description)\b'),
}


def potfiles(srcroot):
    with open(os.path.join(srcroot, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        return [line.strip() for line in f
                if line.strip() and not line.lstrip().startswith('#')]


def marking_files(srcroot):
    found = []
    for top in ('src', 'data'):
        for dirpath, dirnames, filenames in os.walk(os.path.join(srcroot, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(('.', '_build')))
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, srcroot)
                if name.endswith('.gschema.xml'):
                    kind = '.xml'
                elif name.endswith(('.desktop.in', '.metainfo.xml.in')):
                    # Their names, summaries and descriptions are always extracted.
                    found.append(rel)
                    continue
                else:
                    kind = os.path.splitext(name)[1]
                if kind not in MARKERS:
                    continue
                with open(path, encoding='utf-8', errors='replace') as f:
                    if MARKERS[kind].search(f.read()):
                        found.append(rel)
    return found


def check_potfiles(srcroot):
    problems = []
    listed = potfiles(srcroot)
    if listed != sorted(listed):
        problems.append('po/POTFILES.in is not sorted')
    if len(set(listed)) != len(listed):
        problems.append('po/POTFILES.in lists a file twice')
    for rel in listed:
        if not os.path.isfile(os.path.join(srcroot, rel)):
            problems.append(f'po/POTFILES.in lists {rel}, which does not exist')
    for rel in marking_files(srcroot):
        if rel not in listed:
            problems.append(f'{rel} marks strings for translation but is not in po/POTFILES.in')
    return problems


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs)


def entries(po_text):
    """The msgids of a PO file's entries, with their flags, as (msgctxt, msgid, fuzzy, translated)."""
    result = []
    for block in re.split(r'\n\s*\n', po_text):
        lines = [l for l in block.splitlines() if not l.startswith('#~')]
        if not lines:
            continue
        fuzzy = any(l.startswith('#,') and 'fuzzy' in l for l in lines)
        fields = {}
        current = None
        for line in lines:
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                current = m.group(1)
                fields[current] = m.group(2)
            elif line.startswith('"') and current is not None:
                fields[current] += line[1:-1]
        if 'msgid' not in fields or fields['msgid'] == '':
            continue
        strs = [v for k, v in fields.items() if k.startswith('msgstr')]
        translated = bool(strs) and all(s != '' for s in strs)
        result.append((fields.get('msgctxt'), fields['msgid'], fuzzy, translated))
    return result


def check_complete(srcroot, lang):
    problems = []
    po = os.path.join(srcroot, 'po', lang + '.po')
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'ludo.pot')
        merged = os.path.join(tmp, 'merged.po')
        run(['xgettext', '--from-code=UTF-8', '--add-comments=Translators', *XGETTEXT_KEYWORDS,
             '-D', srcroot, '-f', os.path.join(srcroot, 'po', 'POTFILES.in'), '-o', pot])
        run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged, po, pot])
        with open(merged, encoding='utf-8') as f:
            merged_entries = entries(f.read())
        with open(po, encoding='utf-8') as f:
            own_entries = entries(f.read())

    known = {(ctxt, msgid) for ctxt, msgid, _, _ in own_entries}
    for ctxt, msgid, fuzzy, translated in merged_entries:
        where = f'[{ctxt}] ' if ctxt else ''
        if (ctxt, msgid) not in known:
            problems.append(f'missing from po/{lang}.po: {where}"{msgid}"')
        elif fuzzy:
            problems.append(f'fuzzy in po/{lang}.po: {where}"{msgid}"')
        elif not translated:
            problems.append(f'untranslated in po/{lang}.po: {where}"{msgid}"')
    for ctxt, msgid, fuzzy, translated in own_entries:
        if fuzzy:
            problems.append(f'fuzzy entry in po/{lang}.po: "{msgid}"')
    if not merged_entries:
        problems.append('no strings were extracted: is po/POTFILES.in empty?')
    return problems


def main(argv):
    if len(argv) >= 3 and argv[1] == 'potfiles':
        problems = check_potfiles(argv[2])
    elif len(argv) >= 4 and argv[1] == 'complete':
        problems = check_complete(argv[2], argv[3])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for p in problems:
        print(p)
    if not problems:
        print('ok')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
