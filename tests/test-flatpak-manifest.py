#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks a Flatpak manifest of the game: the local one (a `dir` source, for
# building from a checkout) or the Flathub one (a `git` source pinned to a
# release tag and its commit). This keeps the sandbox tight (no holes beyond
# IPC, Wayland, fallback X11, GPU access and the PulseAudio socket), keeps
# the man pages in the Flatpak, keeps build output out of a `dir` source,
# and keeps the Flathub pin on a real release. Whether the manifest builds
# is the offline Flatpak build's job (README.md; it takes minutes and 1 GB).
#
# Usage: test-flatpak-manifest.py MANIFEST APP_ID SRCDIR

import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys

ALLOWED_FINISH_ARGS = {
    "--share=ipc",
    "--socket=fallback-x11",
    "--socket=wayland",
    "--device=dri",
    # The sounds (GTK's GStreamer backend plays to PulseAudio or PipeWire).
    "--socket=pulseaudio",
}
FORBIDDEN_PREFIXES = (
    "--filesystem",
    "--share=network",
    "--talk-name",
    "--own-name",
    "--system-talk-name",
    "--socket=session-bus",
    "--socket=system-bus",
    "--socket=x11",
    "--device=all",
    "--env=",
)
# The build folders the project's scripts and documents use, whether or not
# this checkout has them now; _flatpak_build is flatpak-builder's own, inside
# the copy it builds (where this test then runs).
REQUIRED_SKIPS = {".git", ".flatpak-builder", "_build", "_build-asan", "_build-fuzz",
                  "_build-release", "_flatpak", "_flatpak_build"}
# What the man pages are installed as; the cleanup must keep them.
MAN_PAGES = ("/share/man/man6/ludo.6", "/share/man/man1/ludo-cli.1",
             "/share/man/el/man6/ludo.6", "/share/man/el/man1/ludo-cli.1")
# A folder holding any of these is build output.
BUILD_MARKERS = ("build.ninja", "meson-private", ".ninja_log", "CMakeCache.txt",
                 ".flatpak-builder", "compile_commands.json")
# Build folder names as the project's text files spell them.
BUILD_NAME = re.compile(r"(?<![\w./-])(_build[\w-]*|_flatpak[\w-]*)")

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def git(srcdir, *args):
    if shutil.which("git") is None:
        return None
    result = subprocess.run(["git", "-C", srcdir, *args], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def build_names_in_texts(srcdir):
    """The build folder names that the scripts and documents use."""
    names = set()
    for folder in ("", "build-aux", "docs", ".ci", "tests"):
        top = os.path.join(srcdir, folder)
        if not os.path.isdir(top):
            continue
        for entry in os.listdir(top):
            path = os.path.join(top, entry)
            if not os.path.isfile(path) or entry.endswith((".png", ".ogg", ".svg")):
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except (OSError, UnicodeDecodeError):
                continue
            names.update(m.rstrip("-_") for m in BUILD_NAME.findall(text))
    return names


def copied_build_output(srcdir, skip):
    """What a `dir` source with this skip list would copy of build output."""
    found = []
    for root, dirs, files in os.walk(srcdir):
        rel_root = os.path.relpath(root, srcdir)
        kept = []
        for d in dirs:
            rel = os.path.normpath(os.path.join(rel_root, d))
            if rel not in skip:
                kept.append(d)
        dirs[:] = kept
        for marker in BUILD_MARKERS:
            if marker in files or marker in dirs:
                found.append(os.path.normpath(os.path.join(rel_root, marker)))
    return found


def cleanup_drops(pattern, path):
    # flatpak-builder: a pattern starting with / is a path under the prefix
    # (a folder takes its contents along), any other matches file names.
    if pattern.startswith("/"):
        return (fnmatch.fnmatch(path, pattern) or path.startswith(pattern.rstrip("/") + "/"))
    return fnmatch.fnmatch(os.path.basename(path), pattern)


def check_dir_source(source, srcdir):
    check(source.get("path") == "..", f"dir source path is {source.get('path')!r}")
    skip = {os.path.normpath(s) for s in source.get("skip", [])}
    wanted = REQUIRED_SKIPS | build_names_in_texts(srcdir)
    check(wanted <= skip, f"dir source must skip {sorted(wanted - skip)}")
    copied = copied_build_output(srcdir, skip)
    check(not copied, f"dir source would copy build output: {copied}")


def metainfo_releases(srcdir):
    path = os.path.join(srcdir, "data", "io.github.ludoboard.Ludo.metainfo.xml.in")
    with open(path, encoding="utf-8") as f:
        return re.findall(r'<release version="([^"]+)"', f.read())


def check_git_source(source, srcdir):
    url = source.get("url", "")
    check(re.fullmatch(r"https://github\.com/ludoboard/ludo(\.git)?", url) is not None,
          f"git source url {url!r} is not the project's https address")
    check("branch" not in source, "a Flathub source is pinned to a tag, not a branch")
    tag, commit = source.get("tag", ""), source.get("commit", "")
    match = re.fullmatch(r"v([0-9]+\.[0-9]+\.[0-9]+)", tag)
    check(match is not None, f"tag {tag!r} is not a release tag vX.Y.Z")
    check(re.fullmatch(r"[0-9a-f]{40}", commit) is not None,
          f"commit {commit!r} is not a full commit id")
    if match:
        check(match.group(1) in metainfo_releases(srcdir),
              f"the metainfo has no release notes for {match.group(1)}")
    # Flathub builds the tag and checks that it is the commit.
    if git(srcdir, "rev-parse", "--git-dir") is None:
        print("not a git checkout: the tag and commit are not compared")
        return
    tagged = git(srcdir, "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}^{{commit}}")
    if tagged is not None:
        check(tagged == commit, f"tag {tag} is commit {tagged}, the manifest says {commit}")
    else:
        check(git(srcdir, "cat-file", "-e", f"{commit}^{{commit}}") is not None,
              f"commit {commit} is not in this repository")


def main():
    if len(sys.argv) != 4:
        print("usage: test-flatpak-manifest.py MANIFEST APP_ID SRCDIR", file=sys.stderr)
        return 2
    path, app_id, srcdir = sys.argv[1], sys.argv[2], sys.argv[3]
    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{path}: cannot read the manifest: {e}", file=sys.stderr)
        return 1

    check(manifest.get("id") == app_id, f"id is {manifest.get('id')!r}, expected {app_id!r}")
    check("app-id" not in manifest, "use 'id', not the old 'app-id'")
    check(manifest.get("command") == "ludo", f"command is {manifest.get('command')!r}")
    check(manifest.get("runtime") == "org.gnome.Platform",
          f"runtime is {manifest.get('runtime')!r}")
    check(manifest.get("sdk") == "org.gnome.Sdk", f"sdk is {manifest.get('sdk')!r}")
    version = manifest.get("runtime-version")
    check(isinstance(version, str) and re.fullmatch(r"[0-9]+", version) is not None,
          f"runtime-version {version!r} is not a numbered stable branch")

    args = manifest.get("finish-args", [])
    check(len(args) == len(set(args)), f"finish-args has duplicates: {args}")
    check(set(args) == ALLOWED_FINISH_ARGS,
          f"finish-args {sorted(args)} differ from {sorted(ALLOWED_FINISH_ARGS)}")
    for arg in args:
        check(not arg.startswith(FORBIDDEN_PREFIXES), f"forbidden finish-arg {arg}")

    cleanup = manifest.get("cleanup", [])
    for entry in ("/include", "/lib/pkgconfig"):
        check(entry in cleanup, f"cleanup lacks {entry}")
    for page in MAN_PAGES:
        for pattern in cleanup:
            check(not cleanup_drops(pattern, page), f"cleanup {pattern!r} drops the man page {page}")

    modules = manifest.get("modules", [])
    check(len(modules) >= 1, "no modules")
    ours = [m for m in modules if isinstance(m, dict) and m.get("name") == "ludo"]
    check(len(ours) == 1, "there must be exactly one module named 'ludo'")
    if ours:
        module = ours[0]
        check(modules[-1] is module, "the 'ludo' module must be built last")
        check(module.get("buildsystem") == "meson",
              f"module buildsystem is {module.get('buildsystem')!r}")
        check(module.get("run-tests") is True, "module must set run-tests: true")
        sources = [s for s in module.get("sources", []) if isinstance(s, dict)]
        kinds = sorted(s.get("type", "") for s in sources)
        check(kinds in (["dir"], ["git"]),
              f"the module must have one 'dir' or one 'git' source, not {kinds}")
        for source in sources:
            if source.get("type") == "dir":
                check_dir_source(source, srcdir)
            elif source.get("type") == "git":
                check_git_source(source, srcdir)

    # flatpak-builder's own parser catches keys and types the checks above
    # do not know about.
    builder = shutil.which("flatpak-builder")
    if builder is not None:
        result = subprocess.run([builder, "--show-manifest", path],
                                capture_output=True, text=True)
        check(result.returncode == 0,
              f"flatpak-builder --show-manifest failed: {result.stderr.strip()}")
        if result.returncode == 0:
            try:
                shown = json.loads(result.stdout)
                check(shown.get("id") == app_id, "flatpak-builder reads a different id")
            except ValueError:
                failures.append("flatpak-builder --show-manifest printed no JSON")
    else:
        print("flatpak-builder not installed: structure checked by this script only")

    for message in failures:
        print(f"{path}: {message}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
