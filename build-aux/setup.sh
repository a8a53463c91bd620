# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Shared by build-aux/play and build-aux/check (sourced, not run): finds the
# source tree, installs missing Debian packages and configures meson.

# The source tree is the parent of this folder, wherever we are called from.
LUDO_SRCDIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# What building and running the game needs (Debian / Ubuntu names).
# gnome.post_install() looks for glib-compile-schemas (libglib2.0-bin),
# gtk4-update-icon-cache (libgtk-4-bin) and update-desktop-database
# (desktop-file-utils) already when meson configures. The sounds play
# through GTK's GStreamer media backend (libgtk-4-media-gstreamer), which
# needs the Ogg and Vorbis decoders (-plugins-base) and an audio output
# (-plugins-good: autoaudiosink and pulsesink).
LUDO_BUILD_PACKAGES=(
  build-essential pkg-config meson ninja-build gettext python3
  libglib2.0-dev libglib2.0-dev-bin libglib2.0-bin desktop-file-utils
  libgtk-4-dev libgtk-4-bin librsvg2-dev libxml2-utils
  libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good
)

ludo_say ()
{
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
}

# Installs the given Debian packages that are not installed yet. Nothing is
# downloaded and apt is not even updated when all of them are present, so a
# second run costs only one dpkg-query.
ludo_ensure_packages ()
{
  local missing=() pkg status

  if ! command -v dpkg-query > /dev/null || ! command -v apt-get > /dev/null; then
    ludo_say "this is not a Debian or Ubuntu system, so packages cannot be installed for you."
    ludo_say "Install the equivalents of: $*"
    ludo_say "(meson >= 1.0, GTK >= 4.8, GLib >= 2.74, librsvg >= 2.54), then run this again."
    # Carry on: with the tools in place the build below still works.
    return 0
  fi

  for pkg in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2> /dev/null || true)
    [ "$status" = "installed" ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo > /dev/null; then
      ludo_say "missing packages: ${missing[*]}"
      ludo_say "run this script as root, or install sudo, or install them yourself."
      return 1
    fi
    sudo=(sudo)
  fi

  ludo_say "installing: ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}

# ludo_meson_setup BUILDDIR [OPTION...]: configures BUILDDIR once; later runs
# only change the options that differ, so ninja does not rebuild needlessly.
ludo_meson_setup ()
{
  local builddir=$1
  shift

  if [ ! -f "$builddir/meson-private/coredata.dat" ]; then
    meson setup "$builddir" "$LUDO_SRCDIR" "$@"
    return
  fi
  # `meson configure` with unchanged values still regenerates the build
  # files; skip it when everything already matches.
  local wanted=() opt
  for opt in "$@"; do
    case $opt in
      --werror) wanted+=("-Dwerror=true") ;;
      -D*) wanted+=("$opt") ;;
      *) ludo_say "unexpected meson option $opt"; return 1 ;;
    esac
  done
  [ ${#wanted[@]} -eq 0 ] && return 0
  if ! python3 - "$builddir" "${wanted[@]}" << 'PY'
import json, sys
opts = {o["name"]: o["value"] for o in json.load(open(sys.argv[1] + "/meson-info/intro-buildoptions.json"))}
def norm(v):
    return ",".join(v) if isinstance(v, list) else str(v).lower()
for arg in sys.argv[2:]:
    name, _, value = arg[2:].partition("=")
    if norm(opts.get(name)) != value.lower():
        sys.exit(1)
PY
  then
    meson configure "$builddir" "${wanted[@]}"
  fi
}

ludo_jobs ()
{
  echo "${LUDO_JOBS:-$(nproc 2> /dev/null || echo 2)}"
}
