"""What the browser tests share: a `flipbook` command that serves a page (`designer`, `review`),
started with `--port 0`, its URL read from what it prints, stopped with SIGINT (its Ctrl-C); and
the command line and outcome of a test script (`--flipbook`, `--screenshots`; exit 1 naming the
failing check)."""
import argparse
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Served:
    """`flipbook ARGUMENTS… --port 0` in `cwd`; `url` is the printed URL with its token."""

    def __init__(self, flipbook, arguments, cwd=None):
        self.process = subprocess.Popen([flipbook, *arguments, "--port", "0"], cwd=cwd, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.url = None
        deadline = time.time() + 60
        lines = []
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            lines.append(line)
            match = re.search(r"http://\S+\?token=[0-9a-f]+", line)
            if match:
                self.url = match.group(0)
                return
        self.stop()
        raise RuntimeError(f"flipbook {arguments[0]} printed no URL:\n" + "".join(lines))

    def stop(self):
        """Ctrl-C, then its exit status (None when it had to be killed); what it printed is in `output`."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                return None
        self.output = self.process.stdout.read()
        return self.process.returncode


def arguments(doc, screenshots):
    """The parser of a test script: `--flipbook PATH` (default: the debug build) and `--screenshots DIR`."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--flipbook", default=os.path.join(ROOT, ".build", "debug", "flipbook"))
    parser.add_argument("--screenshots", default=None, help=screenshots)
    return parser


def checker():
    """The names of the checks passed so far, and `check(name, condition, detail)`, which adds one
    (printing `ok  name`) or raises naming it."""
    checks = []

    def check(name, condition, detail=""):
        checks.append(name)
        if not condition:
            raise AssertionError(f"{name}: {detail}")
        print(f"ok  {name}{'  (' + detail + ')' if detail else ''}")

    return checks, check


def outcome(run, args):
    """Runs `run(args)`, which returns the names of the checks passed: 0 when all pass, else 1
    with the failing check's message."""
    started = time.time()
    try:
        checks = run(args)
    except Exception as error:  # any failure: say which check, exit 1
        print(f"FAIL {error}", file=sys.stderr)
        return 1
    print(f"{len(checks)} browser checks passed in {time.time() - started:.1f} s")
    return 0


def open_page(browser, url):
    """A 1440×900 page on `url` once its first preview is drawn: (page, the list its script errors go to)."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0 && !document.querySelector('#stage').classList.contains('busy')")
    return page, errors
