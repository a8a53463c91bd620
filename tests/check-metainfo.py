#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What Flathub's quality guidelines ask of the metainfo and the desktop file
# and appstreamcli does not check: a summary (and Comment) of at most 35
# characters in every language, branding colours for light and dark, the
# project's addresses, both commands, release notes for this version, and
# screenshots with captions, a Greek image each, image addresses at the
# latest release's tag (never a branch) and sizes within about 1000 × 700.
#
# Usage: check-metainfo.py METAINFO DESKTOP SRCDIR VERSION

import configparser
import os
import re
import struct
import sys
import xml.etree.ElementTree as ET

LANG = "{http://www.w3.org/XML/1998/namespace}lang"
PROJECT = "https://github.com/ludoboard/ludo"
SHOT_URL = re.compile(r"https://raw\.githubusercontent\.com/ludoboard/ludo/(v[0-9.]+)/"
                      r"data/screenshots/([a-z-]+\.png)")
MAX_SUMMARY = 35
MAX_SIZE = (1000, 720)

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])


def main():
    if len(sys.argv) != 5:
        print("usage: check-metainfo.py METAINFO DESKTOP SRCDIR VERSION", file=sys.stderr)
        return 2
    metainfo, desktop, srcdir, version = sys.argv[1:]
    root = ET.parse(metainfo).getroot()

    for summary in root.findall("summary"):
        lang = summary.get(LANG, "en")
        check(len(summary.text) <= MAX_SUMMARY,
              f"summary ({lang}) has {len(summary.text)} characters: {summary.text!r}")
    check(len(root.findall("summary")) >= 2, "the summary has no translation")

    entry = configparser.RawConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop, encoding="utf-8")
    comments = {k: v for k, v in entry["Desktop Entry"].items() if k.startswith("Comment")}
    check("Comment[el]" in comments, "the desktop file's Comment has no Greek")
    for key, value in comments.items():
        check(len(value) <= MAX_SUMMARY, f"{key} has {len(value)} characters: {value!r}")

    colours = {c.get("scheme_preference"): c.text for c in root.findall("branding/color")
               if c.get("type") == "primary"}
    for scheme in ("light", "dark"):
        check(re.fullmatch(r"#[0-9a-f]{6}", colours.get(scheme) or "") is not None,
              f"no primary branding colour for {scheme}")

    urls = {u.get("type"): u.text for u in root.findall("url")}
    for kind in ("homepage", "bugtracker", "vcs-browser", "translate"):
        check((urls.get(kind) or "").startswith(PROJECT), f"url {kind} is {urls.get(kind)!r}")

    binaries = {b.text for b in root.findall("provides/binary")}
    check({"ludo", "ludo-cli"} <= binaries, f"provides only {sorted(binaries)}")

    releases = [r.get("version") for r in root.findall("releases/release")]
    check(version in releases, f"no release notes for {version}")
    for release in root.findall("releases/release"):
        check(release.find("description") is not None,
              f"release {release.get('version')} has no notes")

    shots = root.findall("screenshots/screenshot")
    check(len(shots) >= 3, "fewer than three screenshots")
    tags = set()
    for shot in shots:
        captions = [c for c in shot.findall("caption") if c.get(LANG) is None]
        check(len(captions) == 1 and captions[0].text, "a screenshot without a caption")
        images = {i.get(LANG, "en"): i.text for i in shot.findall("image")}
        check({"en", "el"} <= set(images), f"screenshot {images} lacks an English or Greek image")
        for lang, url in images.items():
            match = SHOT_URL.fullmatch(url or "")
            check(match is not None, f"image address {url!r} does not point at a release tag")
            if match is None:
                continue
            tags.add(match.group(1))
            check(match.group(2).endswith(f"-{lang}.png"), f"{url} is not the {lang} image")
            path = os.path.join(srcdir, "data", "screenshots", match.group(2))
            check(os.path.isfile(path), f"{url}: no such file in data/screenshots")
            if os.path.isfile(path):
                width, height = png_size(path)
                check(width <= MAX_SIZE[0] and height <= MAX_SIZE[1],
                      f"{match.group(2)} is {width}×{height}, more than about 1000×700")
    newest = releases[0] if releases else None
    check(tags == {f"v{newest}"}, f"the images point at {sorted(tags)}, not at v{newest}")

    for message in failures:
        print(f"{metainfo}: {message}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
