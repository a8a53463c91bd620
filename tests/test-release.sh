#!/bin/bash
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Cuts a release with build-aux/release in a throw-away copy of the
# checkout (its files as they are now, in a new repository): the version
# in meson.build, the release notes and the screenshots' tag in the
# metainfo, the annotated tag, and the Flathub manifest pinned to the tag's
# commit, which the manifest test then accepts. Skips (77) without git or
# outside a git checkout (a Flatpak build has neither).
#
# Usage: test-release.sh SRCDIR APP_ID

set -euo pipefail
srcdir=$1 app_id=$2
command -v git > /dev/null || { echo "no git: skipped"; exit 77; }
git -C "$srcdir" rev-parse --git-dir > /dev/null 2>&1 || { echo "not a checkout: skipped"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail () { echo "FAIL: $*" >&2; failed=1; }

(cd "$srcdir" && git ls-files -z --cached --others --exclude-standard |
   xargs -0 cp --parents -t "$work" 2> /dev/null) || true
cd "$work"
git init -q
git -c user.name=test -c user.email=test@example.org add -A
git -c user.name=test -c user.email=test@example.org commit -q -m "as the checkout is"
printf 'A test release.\n\n- one thing & another\n' > "$work/../notes-$$"
notes=$work/../notes-$$
trap 'rm -rf "$work" "$notes"' EXIT

old=$(sed -n "s/^  version: '\([0-9.]*\)',/\1/p" meson.build)
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.org
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.org
build-aux/release 99.0.0 "$notes" --date 2099-01-02 || fail "build-aux/release failed"

grep -q "^  version: '99.0.0',$" meson.build || fail "meson.build does not say 99.0.0"
metainfo=data/$app_id.metainfo.xml.in
grep -q '<release version="99.0.0" date="2099-01-02">' "$metainfo" || fail "no release 99.0.0 in the metainfo"
grep -q '<li>one thing &amp; another</li>' "$metainfo" || fail "the notes' list is not in the metainfo"
! grep -q "ludoboard/ludo/v$old/" "$metainfo" || fail "screenshot addresses still point at v$old"
grep -q "ludoboard/ludo/v99.0.0/data/screenshots/" "$metainfo" || fail "no screenshot at v99.0.0"
[ "$(git cat-file -t v99.0.0)" = tag ] || fail "v99.0.0 is not an annotated tag"
[ "$(git log -1 --format=%s v99.0.0)" = "Release 99.0.0" ] || fail "the tag is not the release commit"
python3 "$srcdir/tests/test-flatpak-manifest.py" "flatpak/flathub/$app_id.json" "$app_id" "$work" ||
  fail "the Flathub manifest after the release fails its test"
grep -q "\"commit\": \"$(git rev-parse 'v99.0.0^{commit}')\"" "flatpak/flathub/$app_id.json" ||
  fail "the Flathub manifest does not pin the tag's commit"
[ -z "$(git status --porcelain --untracked-files=no)" ] || fail "the release left changes uncommitted"

# An older version, a dirty tree or a tag that exists are refused.
build-aux/release 98.0.0 "$notes" > /dev/null 2>&1 && fail "an older version was released"
echo dirty >> README.md
build-aux/release 99.1.0 "$notes" > /dev/null 2>&1 && fail "a dirty tree was released"
git checkout -q README.md

exit $failed
