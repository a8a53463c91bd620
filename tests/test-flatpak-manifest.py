#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the Flatpak manifest's structure: nothing can be built here without
# network, so this is what keeps the sandbox tight: no holes beyond IPC,
# Wayland, fallback X11, GPU access and the PulseAudio socket.
#
# Usage: test-flatpak-manifest.py MANIFEST APP_ID

import json
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
REQUIRED_SKIPS = {"_build", "_build-asan", ".flatpak-builder"}

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def main():
    if len(sys.argv) != 3:
        print("usage: test-flatpak-manifest.py MANIFEST APP_ID", file=sys.stderr)
        return 2
    path, app_id = sys.argv[1], sys.argv[2]
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

    cleanup = set(manifest.get("cleanup", []))
    for entry in ("/include", "/lib/pkgconfig", "/share/man"):
        check(entry in cleanup, f"cleanup lacks {entry}")

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
        sources = module.get("sources", [])
        dirs = [s for s in sources if isinstance(s, dict) and s.get("type") == "dir"]
        check(len(dirs) == 1, "the module must have one 'dir' source")
        if dirs:
            check(dirs[0].get("path") == "..", f"dir source path is {dirs[0].get('path')!r}")
            skip = set(dirs[0].get("skip", []))
            check(REQUIRED_SKIPS <= skip, f"dir source must skip {sorted(REQUIRED_SKIPS - skip)}")

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
