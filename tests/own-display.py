#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: own-display.py PROGRAM [ARGUMENT...]
#
# Runs a test on an X server of its own (Xvfb). The tests that open windows
# run side by side, and on one shared display only one window at a time is
# active: only the active window's widgets have the keyboard focus, so a
# test that checks what the focus shows failed whenever another test's
# window had just opened. Without Xvfb the test runs on the display it was
# given, or skips itself without one.

import os
import shutil
import signal
import subprocess
import sys


def main():
    command = sys.argv[1:]
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        os.execvp(command[0], command)

    # Xvfb picks a free display itself and writes its number to the pipe:
    # no race with the other tests starting theirs.
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=[write_end], stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        number = pipe.readline().strip().decode()
    if not number:
        server.wait()
        print(f"own-display.py: Xvfb did not start (exit status {server.returncode})",
              file=sys.stderr)
        return 1

    env = dict(os.environ, DISPLAY=f":{number}")
    env.pop("WAYLAND_DISPLAY", None)
    test = subprocess.Popen(command, env=env)
    # Meson's timeout ends the wrapper with SIGTERM: pass it on.
    signal.signal(signal.SIGTERM, lambda signum, frame: test.send_signal(signum))
    status = test.wait()
    server.terminate()
    server.wait()
    if status < 0:
        # Killed by a signal: say so the same way, as meson reports it.
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    return status


if __name__ == "__main__":
    sys.exit(main())
