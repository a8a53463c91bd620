#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The code cites documents the repository holds, and sections they have.

  check-references.py SRCROOT

Comments and tests cite docs/rules.md by section (§3.2, §5a, §8.10):
every section and numbered item cited must exist there. Nothing may cite
a file from outside the repository (the rule book the project was written
from, its style guide, a shared folder): a reader of the code has only
the repository. Prints one line per problem and exits 1 if there is any.
"""

import os
import re
import sys

# Documents that lived beside the repository, never in it. Built from
# pieces so that this file does not cite them itself.
OUTSIDE = re.compile('|'.join([
    r'\bRULES' + r'\.md\b',
    r'\bSTYLE' + r'\.md\b',
    r'\bPLATFORM' + r'\.md\b',
    r'\bENGINE-DECISIONS' + r'\.md\b',
    r'seed-blockades' + r'-el\.txt',
    r'\.\./' + r'shared\b',
    r'/work/' + r'shared\b',
    r'README\W{0,4}Where the ' + r'rule book',
]))

# A section sign, the section (1, 5a, 8) and perhaps an item number.
CITATION = re.compile(r'§(\d+[a-z]?)(?:\.(\d+))?')

# The folders and files that hold code, tests and build files.
TOPS = ('src', 'tests', 'build-aux', 'data', 'po', 'flatpak', '.ci')
ROOT_FILES = ('meson.build', 'meson_options.txt')
TEXT_SUFFIXES = ('.c', '.h', '.py', '.sh', '.build', '.txt', '.in', '.xml', '.ui',
                 '.css', '.json', '.supp', '')


def rules_sections(path):
    """Maps each section of docs/rules.md to the numbers of its items."""
    sections = {}
    current = None
    with open(path, encoding='utf-8') as f:
        for line in f:
            heading = re.match(r'## (\d+[a-z]?)\. ', line)
            if heading:
                current = heading.group(1)
                sections[current] = set()
            elif line.startswith('## '):
                current = None
            elif current is not None:
                item = re.match(r'(\d+)\. ', line)
                if item:
                    sections[current].add(item.group(1))
    return sections


def source_files(srcroot):
    for name in ROOT_FILES:
        yield name
    for top in TOPS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(srcroot, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(('.', '_build')))
            for name in sorted(filenames):
                if name.endswith('.po') or os.path.splitext(name)[1] not in TEXT_SUFFIXES:
                    continue
                yield os.path.relpath(os.path.join(dirpath, name), srcroot)


def main(srcroot):
    sections = rules_sections(os.path.join(srcroot, 'docs', 'rules.md'))
    this_file = os.path.relpath(os.path.abspath(__file__), os.path.abspath(srcroot))
    problems = []

    if sorted(sections) != ['1', '2', '3', '4', '5', '5a', '6', '7', '8']:
        problems.append(f'docs/rules.md: sections {sorted(sections)}, expected §1 to §8 with §5a')

    for rel in source_files(srcroot):
        if rel == this_file:
            continue
        try:
            with open(os.path.join(srcroot, rel), encoding='utf-8') as f:
                lines = f.readlines()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(lines, 1):
            for outside in OUTSIDE.finditer(line):
                problems.append(f'{rel}:{number}: cites {outside.group(0)!r}, which the '
                                'repository does not hold: cite docs/rules.md (§1 to §8)')
            for cited in CITATION.finditer(line):
                section, item = cited.groups()
                if section not in sections:
                    problems.append(f'{rel}:{number}: cites §{section}, which docs/rules.md '
                                    'does not have')
                elif item is not None and item not in sections[section]:
                    problems.append(f'{rel}:{number}: cites §{section}.{item}, but §{section} '
                                    'of docs/rules.md has no item ' + item)

    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
