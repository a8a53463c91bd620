#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Ludo authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Plays the game as a blind player does: through the accessibility tree
# (AT-SPI, what Orca reads) and the keyboard alone. It starts the game with
# accessibility on, on a private session bus and an X server of its own, resumes a saved game in which red (the only person)
# has a pawn one square from home and three in base, so that most rolls are
# lost and a 1 or a 6 gives a choice, and asserts what a screen reader
# would read: the board's description after each roll, each arrow key, a
# lost roll and a computer's move; the names of the buttons, switches and
# drop-downs, and the states of the preferences. Then the same in Greek.
#
# usage: test-accessibility.py LUDO-EXECUTABLE BUILD-ROOT
# Prints TAP. Waits poll a condition until a timeout: never a sleep as an
# assertion.

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

# The suite's G_DEBUG=fatal-warnings is for the game: the AT-SPI client
# library here warns about the bus's own start-up. Off before GLib loads.
GAME_G_DEBUG = os.environ.pop('G_DEBUG', None)

# Like the other window tests, this one skips where the machine cannot run
# it at all (the Flatpak SDK builds the tests with no X server and no
# PyGObject); build-aux/check installs both, so there it always runs.
try:
    import gi  # noqa: E402

    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, Gio, GLib  # noqa: E402
except (ImportError, ValueError) as error:
    if shutil.which('Xvfb') is None:
        print(f'1..0 # SKIP no Xvfb, and no AT-SPI client: {error}')
        sys.exit(0)
    raise

# The machine running the suite may be busy: generous, since only a
# failure waits this long.
TIMEOUT = 120.0
SAVE = """[Ludo]
format-version=1
rules=
seat-red=human
seat-green=computer-medium
seat-yellow=empty
seat-blue=empty
seed=20261202
draws=0
position=r:0,0,0,56/0,0,10,30/-/-
ranking=
phase=awaiting-roll
roll=0
last-roll=0
last-move=none
"""
# Auto-move off: the test walks each choice with the arrow keys, and
# a roll with one move would play itself.
SETTINGS = """[io/github/ludoboard/Ludo]
seat-red='human'
seat-green='computer'
seat-yellow='empty'
seat-blue='empty'
animation-speed='fast'
sound=false
auto-move=false
"""

# The texts, in English and in Greek (po/el.po), that the test looks for.
TEXTS = {
    'en': {
        'board': 'Ludo board',
        'roll_due': 'Turn: Red. Press Space to roll the die.',
        'choices': r'Turn: Red\. Rolled (\d): (\d+) moves? to choose from\.',
        'choice': r'Choice (\d) of (\d):',
        'lands': r'It would (land|reach home)',
        'cannot': r'(It|They) cannot move\.',
        'lost': r'No move possible with a (\d)',
        'red_moved': r'Red: a pawn',
        'green_moved': r'Green: a pawn|Green cannot move',
        'zero': r': 0 moves',
        'turn': r'Turn: (Red|Green)',
        'position': 'Squares counted from Red’s start square.',
        'roll': 'Roll',
        'new_game': 'New Game',
        'rules_button': 'Standard rules',
        'moves': 'Moves so far',
        'menu': 'Main Menu',
        'blockades': 'Blockades',
        'sound': 'Sound',
        'seat_green': 'Green',
        'computer': 'Computer',
        'speed': 'Animation speed',
        'fast': 'Fast',
        'preferences': 'Preferences',
        'rules_window': 'Rules',
        'shortcuts': 'Keyboard shortcuts',
        'search': 'Search shortcuts',
    },
    'el': {
        'board': 'Ταμπλό του Λούντο',
        'roll_due': 'Σειρά: Κόκκινος. Πατήστε Διάστημα για να ρίξετε το ζάρι.',
        'choices': r'Σειρά: Κόκκινος\. Ζαριά (\d): (\d+) δυνατ(ή κίνηση|ές κινήσεις)\.',
        'choice': r'Επιλογή (\d) από (\d):',
        'lands': r'Θα (έφτανε|κατέληγε)',
        'cannot': r'Δεν (μπορεί να κινηθεί|μπορούν να κινηθούν)\.',
        'lost': r'Καμία (δυνατή )?κίνηση με (\d)',
        'red_moved': r'Κόκκινος: ένα πιόνι',
        'green_moved': r'Πράσινος: ένα πιόνι|Ο Πράσινος δεν έχει κίνηση',
        'zero': r': 0 δυνατές κινήσεις',
        'turn': r'Σειρά: (Κόκκινος|Πράσινος)',
        'position': 'Τα τετράγωνα μετρούν από το τετράγωνο εκκίνησης του Κόκκινου.',
        'roll': 'Ρίξτε το ζάρι',
        'new_game': 'Νέο παιχνίδι',
        'rules_button': 'Τυπικοί κανόνες',
        'moves': 'Οι κινήσεις ως τώρα',
        'menu': 'Κύριο μενού',
        'blockades': 'Φράγματα',
        'sound': 'Ήχος',
        'seat_green': 'Πράσινος',
        'computer': 'Υπολογιστής',
        'speed': 'Ταχύτητα κίνησης',
        'fast': 'Γρήγορη',
        'preferences': 'Προτιμήσεις',
        'rules_window': 'Κανόνες',
        'shortcuts': 'Συντομεύσεις πληκτρολογίου',
        'search': 'Αναζήτηση συντομεύσεων',
    },
}

results = []


def check(ok, what, detail=''):
    results.append(bool(ok))
    print(('ok' if ok else 'not ok'), len(results), '-', what)
    if not ok and detail:
        for line in str(detail).splitlines():
            print('#', line)
    sys.stdout.flush()


class Timeout(Exception):
    pass


class GameExited(Exception):
    pass


def poll(condition, what, timeout=TIMEOUT):
    """Returns condition()'s first true value; raises after @timeout."""
    end = time.monotonic() + timeout
    while True:
        try:
            value = condition()
        except GLib.Error:
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise Timeout(what)
        time.sleep(0.05)


def walk(node):
    if node is None:
        return
    yield node
    for i in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(i))


def find(root, role=None, name=None):
    for node in walk(root):
        try:
            if role is not None and node.get_role() != role:
                continue
            if name is not None and node.get_name() != name:
                continue
            return node
        except GLib.Error:
            continue
    return None


def toplevel(app, name):
    for i in range(app.get_child_count()):
        window = app.get_child_at_index(i)
        if window is not None and window.get_name() == name:
            return window
    return None


def key(keysym):
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)


SPACE, RETURN, RIGHT, ESCAPE, F1 = 0x20, 0xff0d, 0xff53, 0xff1b, 0xffbe


CONTROL_MASK = 1 << 2


def press_ctrl(keysym):
    Atspi.generate_keyboard_event(CONTROL_MASK, None, Atspi.KeySynthType.LOCKMODIFIERS)
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    Atspi.generate_keyboard_event(CONTROL_MASK, None, Atspi.KeySynthType.UNLOCKMODIFIERS)


def display_ready():
    """Whether the X server of $DISPLAY takes connections: xvfb-run may
    hand over before it does."""
    number = os.environ['DISPLAY'].split(':')[-1].split('.')[0]
    with socket.socket(socket.AF_UNIX) as s:
        try:
            s.connect('/tmp/.X11-unix/X' + number)
        except OSError:
            return False
    return True


class Game:
    def __init__(self, exe, build_root, lang):
        self.t = TEXTS[lang]
        self.dir = tempfile.mkdtemp(prefix='ludo-a11y-')
        data = os.path.join(self.dir, 'data', 'ludo')
        config = os.path.join(self.dir, 'config', 'glib-2.0', 'settings')
        os.makedirs(data)
        os.makedirs(config)
        with open(os.path.join(data, 'saved-game.ini'), 'w') as f:
            f.write(SAVE)
        with open(os.path.join(config, 'keyfile'), 'w') as f:
            f.write(SETTINGS)
        env = dict(os.environ)
        # The suite turns accessibility off for every other test.
        for name in ('GTK_A11Y', 'NO_AT_BRIDGE'):
            env.pop(name, None)
        if GAME_G_DEBUG is not None:
            env['G_DEBUG'] = GAME_G_DEBUG
        env.update({
            'XDG_DATA_HOME': os.path.join(self.dir, 'data'),
            'XDG_CONFIG_HOME': os.path.join(self.dir, 'config'),
            'GSETTINGS_BACKEND': 'keyfile',
            'GSETTINGS_SCHEMA_DIR': os.path.join(build_root, 'data'),
            'LUDO_LOCALEDIR': os.path.join(build_root, 'po'),
        })
        if lang == 'el':
            env.update({'LANGUAGE': 'el', 'LC_ALL': 'C.UTF-8'})
        poll(display_ready, 'the X server')
        # A fresh X server may refuse its very first client now and then
        # ("cannot open display"): the game is started again then.
        for attempt in range(3):
            self.proc = subprocess.Popen([exe], env=env)
            try:
                self.app = poll(self.find_app, 'the game on the accessibility bus')
                break
            except GameExited:
                if attempt == 2:
                    raise
        # Read the game afresh each time: a cached state or description
        # that missed an event would stay stale.
        self.app.set_cache_mask(Atspi.Cache.NONE)
        self.frame = poll(lambda: find(self.app, Atspi.Role.FRAME), 'the main window')
        self.board = poll(lambda: find(self.frame, name=self.t['board']), 'the board')
        self.seen = []

    def find_app(self):
        if self.proc.poll() is not None:
            raise GameExited('the game exited with %d' % self.proc.returncode)
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == self.proc.pid:
                return app
        return None

    def description(self):
        self.board.clear_cache()
        text = self.board.get_description() or ''
        if not self.seen or self.seen[-1] != text:
            self.seen.append(text)
        return text

    def wait_description(self, pattern, what):
        return poll(lambda: re.search(pattern, self.description()) and self.description(), what)

    def close(self):
        self.proc.terminate()
        self.proc.wait(timeout=TIMEOUT)
        shutil.rmtree(self.dir, ignore_errors=True)


def play(game):
    """Red's turns by keyboard until it has made a move through the arrow
    keys and lost a roll, and green has moved."""
    t = game.t
    moved = lost = computer = False
    def focused():
        game.board.clear_cache()
        return game.board.get_state_set().contains(Atspi.StateType.FOCUSED)

    poll(focused, 'the board has the focus first')
    for turn in range(40):
        text = game.wait_description(re.escape(t['roll_due']), "red's turn to roll")
        if re.search(t['green_moved'], text):
            computer = True
        if moved and lost and computer:
            break
        poll(focused, 'the board keeps the focus between turns')
        key(SPACE)
        text = game.wait_description('%s|%s' % (t['choices'], t['lost']), 'the roll, once shown')
        if re.search(t['lost'], text):
            if not lost:
                check(not re.search(t['choices'], text) and re.search(t['turn'], text),
                      'a lost roll says the roll and whose turn follows', text)
            lost = True
            continue
        match = re.search(t['choices'], text)
        n = int(match.group(2))
        # The cursor starts on the pawn furthest ahead that moves.
        first = re.search(t['choice'], text)
        check(first and re.search(t['lands'], text),
              'after the roll the chosen pawn and where it lands', text)
        places = int(first.group(2)) if first else n
        described = [text]
        for i in range(places):
            before = game.description()
            key(RIGHT)
            text = poll(lambda: game.description() != before and game.description(),
                        'the arrow key changes the description')
            described.append(text)
            current = re.search(t['choice'], text)
            check(current and (re.search(t['lands'], text) or re.search(t['cannot'], text)),
                  'an arrow key names the chosen pawn and its target or why it cannot move',
                  text)
        # Back on a pawn that can move, then Enter.
        while re.search(t['cannot'], game.description()):
            before = game.description()
            key(RIGHT)
            poll(lambda: game.description() != before, 'the arrow key moves on')
        key(RETURN)
        game.wait_description(t['red_moved'], "red's move, once shown")
        moved = True
    check(moved, 'red moved by the keys')
    check(lost, 'red lost a roll')
    zero = [d for d in game.seen if re.search(t['zero'], d)]
    check(not zero, 'no description ever offers 0 moves', '\n'.join(zero))
    check(any(re.search(t['green_moved'], d) for d in game.seen),
          "green's move or lost roll is described", '\n'.join(game.seen[-6:]))

    # The key that reads where every pawn stands.
    press_ctrl(ord('p'))
    text = game.wait_description(re.escape(t['position']), 'the position read out')
    check(True, 'Ctrl+P reads where the pawns stand')


def names(game):
    t = game.t
    frame = game.frame
    for name in (t['roll'], t['new_game'], t['rules_button'], t['moves'], t['menu']):
        check(find(frame, Atspi.Role.PUSH_BUTTON, name) is not None,
              'a button named %r' % name,
              [n.get_name() for n in walk(frame) if n.get_role() == Atspi.Role.PUSH_BUTTON])
    status = find(frame, Atspi.Role.STATUS_BAR)
    check(status is not None, 'the status area has the status role')
    check(find(frame, Atspi.Role.PUSH_BUTTON, 'GtkButton') is None,
          'no button is named after its type')

    press_ctrl(ord('?'))
    shortcuts = poll(lambda: toplevel(game.app, t['shortcuts']), 'the shortcuts window')
    check(poll(lambda: find(shortcuts, Atspi.Role.ENTRY, t['search']), 'its search field'),
          'the shortcuts window and its search field are named')
    key(ESCAPE)
    poll(lambda: toplevel(game.app, t['shortcuts']) is None
         or not toplevel(game.app, t['shortcuts']).get_state_set().contains(
             Atspi.StateType.SHOWING), 'the shortcuts window closes')

    key(F1)
    rules = poll(lambda: toplevel(game.app, t['rules_window']), 'the rules window')
    check(rules.get_role() == Atspi.Role.FRAME, 'the rules window is a window',
          rules.get_role_name())
    described = [n.get_description() for n in walk(rules) if n.get_role() == Atspi.Role.LABEL]
    check(any(d and t['rules_button'] in d for d in described),
          "the variant tables' cells are described by their row and column headings",
          [d for d in described if d][:4])
    key(ESCAPE)
    poll(lambda: toplevel(game.app, t['rules_window']) is None
         or not toplevel(game.app, t['rules_window']).get_state_set().contains(
             Atspi.StateType.SHOWING), 'the rules window closes')

    press_ctrl(ord(','))
    prefs = poll(lambda: toplevel(game.app, t['preferences']), 'the preferences window')
    check(prefs.get_role() == Atspi.Role.DIALOG, 'the preferences window is a dialog',
          prefs.get_role_name())
    blockades = poll(lambda: find(prefs, Atspi.Role.CHECK_BOX, t['blockades']),
                     'the blockades switch')
    check(blockades.get_state_set().contains(Atspi.StateType.FOCUSABLE),
          'the switch takes the focus')
    check(not blockades.get_state_set().contains(Atspi.StateType.CHECKED),
          'the blockades switch reads off')
    sound = find(prefs, Atspi.Role.CHECK_BOX, t['sound'])
    check(sound is not None and not sound.get_state_set().contains(Atspi.StateType.CHECKED),
          'the sound switch reads off')
    buttons = [n.get_name() for n in walk(prefs) if n.get_role() == Atspi.Role.PUSH_BUTTON]
    check('%s %s' % (t['seat_green'], t['computer']) in buttons,
          "green's drop-down reads its row's title and its choice", buttons)
    check('%s %s' % (t['speed'], t['fast']) in buttons,
          "the speed drop-down reads its row's title and its choice", buttons)
    check(not any(n.startswith('Gtk') or '_' in n for n in buttons),
          'no drop-down or button named after its type or with a mnemonic', buttons)
    rows = [n for n in walk(prefs) if n.get_role() == Atspi.Role.LIST_ITEM]
    check(rows and not any(r.get_state_set().contains(Atspi.StateType.FOCUSABLE) for r in rows),
          'the focus skips the rows for their switches and drop-downs')


def start_x_server():
    """An X server of the test's own: the suite's other tests open
    windows on the shared one, which would take the keyboard focus, and the
    keys this test presses would reach them."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(['Xvfb', '-displayfd', str(write_end), '-nolisten', 'tcp',
                               '-screen', '0', '1280x1024x24'],
                              pass_fds=[write_end], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as f:
        number = f.readline().strip()
    if not number:
        raise SystemExit('Xvfb did not start')
    os.environ['DISPLAY'] = ':' + number
    os.environ.pop('XAUTHORITY', None)
    return server


def start_session_bus():
    """A private session bus, as dbus-run-session would start, but whose
    services (the AT-SPI registry says hello on its standard output) print
    to the standard error: the standard output is this test's TAP."""
    read_end, write_end = os.pipe()
    daemon = subprocess.Popen(['dbus-daemon', '--session', '--nofork',
                               '--print-address=%d' % write_end],
                              pass_fds=[write_end], stdin=subprocess.DEVNULL,
                              stdout=sys.stderr)
    os.close(write_end)
    with os.fdopen(read_end) as f:
        address = f.readline().strip()
    if not address:
        raise SystemExit('dbus-daemon did not start')
    os.environ['DBUS_SESSION_BUS_ADDRESS'] = address
    return daemon


def prepare_bus_services():
    """The services the private bus starts (the AT-SPI bus and registry,
    which presses the keys; the desktop portals GTK asks) use this test's X
    server, and not the suite's G_DEBUG=fatal-warnings, on which they would
    abort at their own start-up warnings."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync('org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus',
                  'UpdateActivationEnvironment',
                  GLib.Variant('(a{ss})', ({'G_DEBUG': '', 'DISPLAY': os.environ['DISPLAY'],
                                            'XAUTHORITY': ''},)),
                  None, Gio.DBusCallFlags.NONE, -1, None)


def main():
    exe, build_root = sys.argv[1], sys.argv[2]
    if shutil.which('Xvfb') is None:
        print('1..0 # SKIP no Xvfb')
        return 0
    server = start_x_server()
    daemon = start_session_bus()
    try:
        prepare_bus_services()
        play_all(exe, build_root)
    finally:
        for process in (daemon, server):
            process.terminate()
            process.wait()
    print('1..%d' % len(results))
    return 0 if all(results) else 1


def play_all(exe, build_root):
    for lang in ('en', 'el'):
        game = Game(exe, build_root, lang)
        try:
            play(game)
            names(game)
        except Timeout as e:
            focus = [n.get_role_name() + ' ' + repr(n.get_name()) for n in walk(game.app)
                     if n.get_state_set().contains(Atspi.StateType.FOCUSED)]
            check(False, 'waited for %s (%s)' % (e, lang),
                  'the board said, last:\n' + '\n'.join(game.seen[-8:])
                  + '\nfocused: %s' % focus)
        finally:
            game.close()


if __name__ == '__main__':
    sys.exit(main())
