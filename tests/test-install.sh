#!/bin/bash
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs the build into a temporary DESTDIR and checks that every file a
# desktop needs lands where it looks for it, and that the staged files work.
#
# Usage: test-install.sh MESON BUILDDIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID

set -euo pipefail

if [ $# -ne 7 ]; then
  echo "usage: $0 MESON BUILDDIR PREFIX BINDIR DATADIR LOCALEDIR APP_ID" >&2
  exit 2
fi
meson=$1 builddir=$2 prefix=$3 bindir=$4 datadir=$5 localedir=$6 app_id=$7

# Meson passes bindir and friends relative to the prefix unless they were
# given as absolute paths.
abs () { case $1 in /*) echo "$1" ;; *) echo "$prefix/$1" ;; esac; }

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

failed=0
fail () { echo "FAIL: $*" >&2; failed=1; }
need_file () { [ -f "$1" ] || fail "missing ${1#"$destdir"}"; }

"$meson" install -C "$builddir" --destdir "$destdir" --no-rebuild --quiet

bin=$destdir$(abs "$bindir")
share=$destdir$(abs "$datadir")
locale=$destdir$(abs "$localedir")

for exe in ludo ludo-cli; do
  [ -x "$bin/$exe" ] || fail "missing executable bin/$exe"
done

# The staged command-line tool must run on its own: with every red pawn in
# base a six has exactly one move, out to the start square.
if [ -x "$bin/ludo-cli" ]; then
  out=$("$bin/ludo-cli" moves 'r:0,0,0,0/0,0,0,0/-/-' 6) || fail "installed ludo-cli failed"
  [ "$out" = "r:0-1" ] || fail "installed ludo-cli printed '$out', expected 'r:0-1'"
fi

desktop=$share/applications/$app_id.desktop
need_file "$desktop"
if [ -f "$desktop" ]; then
  grep -q '^Exec=ludo$' "$desktop" || fail "desktop file does not run ludo"
  grep -q "^Icon=$app_id\$" "$desktop" || fail "desktop file does not name the app icon"
  grep -q '^Name\[el\]=' "$desktop" || fail "desktop file has no Greek name"
  if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$desktop" || fail "installed desktop file is invalid"
  fi
fi

metainfo=$share/metainfo/$app_id.metainfo.xml
need_file "$metainfo"
if [ -f "$metainfo" ]; then
  grep -q "<id>$app_id</id>" "$metainfo" || fail "metainfo has the wrong id"
  grep -q 'xml:lang="el"' "$metainfo" || fail "metainfo has no Greek strings"
fi

need_file "$share/icons/hicolor/scalable/apps/$app_id.svg"
need_file "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"

# meson install --destdir skips the post-install hooks, so compile the staged
# schema ourselves and read the keys the game relies on through GSettings.
schemadir=$share/glib-2.0/schemas
need_file "$schemadir/$app_id.gschema.xml"
need_file "$schemadir/$app_id.enums.xml"
if [ -f "$schemadir/$app_id.gschema.xml" ]; then
  glib-compile-schemas --strict "$schemadir" || fail "installed schema does not compile"
  keys=$(GSETTINGS_SCHEMA_DIR=$schemadir GSETTINGS_BACKEND=memory \
         gsettings list-keys "$app_id" | sort | tr '\n' ' ')
  for key in animation-speed blockades highlight-moves level-blue level-green level-red \
             level-yellow pachisi safe-squares seat-blue seat-green seat-red seat-yellow \
             style team-play window-height window-maximized window-width; do
    case " $keys " in
      *" $key "*) ;;
      *) fail "installed schema lacks key $key" ;;
    esac
  done
  seat=$(GSETTINGS_SCHEMA_DIR=$schemadir GSETTINGS_BACKEND=memory \
         gsettings get "$app_id" seat-red)
  [ "$seat" = "'human'" ] || fail "seat-red defaults to $seat, expected 'human'"
fi

mo=$locale/el/LC_MESSAGES/ludo.mo
need_file "$mo"
if [ -f "$mo" ]; then
  # Not a pipe into grep -q: with pipefail, msgunfmt's SIGPIPE would fail it.
  catalogue=$(msgunfmt "$mo") || fail "msgunfmt cannot read the Greek catalogue"
  grep -q '^msgstr "Φράγματα"$' <<< "$catalogue" || fail "Greek catalogue lacks its translations"
fi

# The man pages, English and Greek, render without a warning and carry
# the version that --version prints.
version=$("$bin/ludo-cli" --version) || fail "installed ludo-cli --version failed"
[ "$("$bin/ludo" --version)" = "ludo ${version#ludo-cli }" ] ||
  fail "ludo --version does not say the version of ludo-cli ($version)"
for page in man/man1/ludo-cli.1 man/man6/ludo.6 man/el/man1/ludo-cli.1 man/el/man6/ludo.6; do
  need_file "$share/$page"
  [ -f "$share/$page" ] || continue
  # The GNOME SDK has no groff: there the pages are only checked for the version.
  if command -v groff > /dev/null; then
    warnings=$(LC_ALL=C.UTF-8 groff -ww -z -Tutf8 -K utf8 -man "$share/$page" 2>&1) ||
      fail "groff cannot read $page"
    [ -z "$warnings" ] || fail "$page: $warnings"
  fi
  grep -q "\"ludo ${version#ludo-cli }\"" "$share/$page" || fail "$page does not name the version"
done

if [ $failed -ne 0 ]; then
  exit 1
fi
echo "installed tree under $destdir checked"
