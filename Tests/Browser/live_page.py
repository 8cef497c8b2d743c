#!/usr/bin/env python3
"""The live page of `trellis serve` in Debian's Chromium, driven by Playwright over DevTools.

Waits use selectors, never `wait_for_function`: the page's Content-Security-Policy forbids the
string evaluation that needs.

    python3 Tests/Browser/live_page.py --trellis .build/debug/trellis --out /tmp/live-page

Starts real servers on loopback on a catalog of the examples, opens the page as a person would
and checks what issue 33 lists; exits non-zero with the reasons when anything fails. Prints the
slider's time from input to new picture for cached profiles. Screenshots go to --out.
"""
import argparse
import atexit
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:
    sys.exit("playwright is not installed: ./scripts/test installs it (pip install playwright); no browser download is needed")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from png_statistics import png_statistics  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        failures.append(message)


class Server:
    """`trellis serve --port 0` in `work`, and the address its first line names."""

    def __init__(self, trellis, work, arguments=()):
        self.process = subprocess.Popen([trellis, "serve", "--port", "0", *arguments], cwd=work,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        atexit.register(lambda: self.process.poll() is None and self.process.kill())  # a failed check leaves no server behind
        line = self.process.stdout.readline()
        match = re.search(r"listening on (http://[0-9.]+:\d+)", line)
        if not match:
            raise SystemExit(f"trellis serve did not start: {line} {self.process.stderr.read()}")
        self.base = match.group(1)

    def stop(self):
        self.process.terminate()
        status = self.process.wait(timeout=30)
        check(status == 0, f"the server exits 0 on SIGTERM with a page's event stream open (exit {status})")


class Watched:
    """A page with every console message, page error, failed request and error status recorded."""

    def __init__(self, context, name):
        self.page = context.new_page()
        self.name = name
        self.problems = []
        self.expected_status = set()  # (path fragment, status) the scenario causes on purpose
        self.page.on("console", lambda message: self.console(message))
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        self.page.on("requestfailed", lambda request: self.failed(request))
        self.page.on("response", lambda response: self.response(response))

    def console(self, message):
        if message.type in ("error", "warning") and not any(
                f"status of {status}" in message.text for _, status in self.expected_status):
            self.problems.append(f"console {message.type}: {message.text}")

    def failed(self, request):
        # The event stream is cut when the page closes; anything else failing is a problem.
        if not request.url.endswith("/events"):
            self.problems.append(f"request failed: {request.method} {request.url} {request.failure}")

    def response(self, response):
        if response.status >= 400 and not any(fragment in response.url and status == response.status
                                               for fragment, status in self.expected_status):
            self.problems.append(f"{response.status} for {response.request.method} {response.url}")

    def finish(self):
        check(not self.problems, f"{self.name}: no console error or failed request" +
              ("" if not self.problems else ": " + "; ".join(self.problems[:5])))
        self.page.close()


def screenshot(page, out, name):
    path = os.path.join(out, name + ".png")
    page.screenshot(path=path, full_page=False)
    width, height, variance, colours = png_statistics(path)
    check(variance > 200 and colours > 20, f"screenshot {name}.png is not blank (variance {variance:.0f}, {colours} colours)")


def trellis(binary, work, *arguments):
    result = subprocess.run([binary, *arguments], cwd=work, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"trellis {' '.join(arguments)} failed: {result.stderr}")
    return result.stdout


def wait_ready(page):
    page.wait_for_selector("body[data-ready=true]", timeout=30000)


def open_screen(context, base, name, query="screen=EmailLogin&device=iphone-se"):
    watched = Watched(context, name)
    watched.page.goto(f"{base}/?{query}")
    wait_ready(watched.page)
    watched.page.wait_for_selector("#svg-host svg")
    return watched


def slider_to(page, size):
    """Moves the slider as a script would and returns the ms until the picture changed."""
    return page.evaluate("""async (size) => {
        const host = document.getElementById('svg-host'), slider = document.getElementById('size');
        const before = host.innerHTML, start = performance.now();
        slider.value = String(size);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        while (host.innerHTML === before) await new Promise((resolve) => setTimeout(resolve, 0));
        return performance.now() - start;
    }""", size)


def look_and_slide(context, base, out):
    watched = open_screen(context, base, "look at one screen")
    page = watched.page
    check(page.locator("#screen-list li").count() == 9, "the list shows the nine example screens")
    check(page.locator("#screen-list .chip").count() == 9, "each screen has a status chip")
    check("FormRow" in page.locator("#component-list").inner_text() and "used by" in page.locator("#component-list").inner_text(),
          "components show who uses them")
    page.fill("#search", "onboarding")
    check(page.locator("#screen-list li").count() == 2, "searching a tag leaves its two screens")
    page.fill("#search", "")
    status_l = page.get_attribute("#status", "data-status")
    svg_l = page.inner_html("#svg-host")
    # To AX3 from the keyboard, as a person would: six steps right from L.
    page.focus("#size")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    page.wait_for_selector("#size-name:text-is('AX3')")
    page.wait_for_selector("#status[data-status=scrolls]", timeout=5000)
    check(status_l != "scrolls", f"EmailLogin at L on iphone-se does not scroll ({status_l})")
    check(page.inner_html("#svg-host") != svg_l and "iphone-se/portrait/AX3" in page.inner_html("#svg-host"),
          "at AX3 the picture is another one, of AX3")
    check("First size that scrolls: " in page.inner_text("#thresholds"), "the first size that scrolls is shown by the slider")
    check("size=AX3" in page.url and "screen=EmailLogin" in page.url, f"the address holds screen and size ({page.url})")
    check(page.locator("#findings li").count() >= 1, "findings of the profile are listed")
    screenshot(page, out, "screen-AX3")
    timings = [slider_to(page, size) for size in [0, 11, 3, 7, 2, 10, 5, 9] * 3]
    print(f"figure: slider to new picture, cached profile: median {statistics.median(timings):.1f} ms, "
          f"max {max(timings):.1f} ms over {len(timings)} moves")
    # Inspect: hover a view's box in the picture, then focus another from the keyboard.
    page.hover('#svg-host g[data-view="topPadding"] > rect', force=True)
    page.wait_for_selector("#inspector h4")
    inspector = page.inner_text("#inspector")
    check(page.inner_text("#inspector h4") == "topPadding" and "topPadding.height == bottomPadding.height" in inspector
          and re.search(r"01-EmailLogin\.yaml:\d+", inspector) is not None,
          "hovering a view shows its constraints as written, with file:line")
    check("Frame" in inspector and "Type" in inspector, "the inspector shows the frame and type")
    check(page.locator("#svg-host g.inspected").count() == 1, "the hovered view is highlighted in the picture")
    page.focus('#view-buttons button[data-view="scroll"]')
    check("scroll.top == safeArea.top" in page.inner_text("#inspector"), "focusing a view's button inspects it")
    screenshot(page, out, "inspect")
    # Matrix mode: twelve pictures.
    page.check("input[name=mode][value=matrix]")
    expect(page.locator("#matrix svg")).to_have_count(12)
    check("mode=matrix" in page.url, "the mode is in the address")
    screenshot(page, out, "matrix")
    page.click("#matrix li:nth-child(4) button")
    page.wait_for_selector("#one:not([hidden]) #svg-host svg")
    check(page.input_value("#size") == "3", "choosing a size in the matrix shows it alone")
    # The address is shareable: a new tab with it shows the same state.
    shared = Watched(context, "shared address")
    shared.page.goto(page.url)
    wait_ready(shared.page)
    check(shared.page.input_value("#size") == "3" and shared.page.input_value("#device") == "iphone-se",
          "a shared address opens the same screen, device and size")
    shared.finish()
    watched.finish()


def edit_and_register(context, base, work, trellis_binary, out):
    watched = open_screen(context, base, "edit and register")
    page = watched.page
    source = page.input_value("#editor")
    lines = source.split("\n")
    broken_line = lines.index("constraints:") + 2
    broken = "\n".join(lines[:broken_line - 1] + ["  - nosuch.top == root.top"] + lines[broken_line - 1:])
    watched.expected_status.add(("/layout/wireframes", 400))
    page.fill("#editor", broken)
    page.wait_for_selector("#editor-errors li button", timeout=5000)
    error = page.inner_text("#editor-errors")
    check(re.search(rf"^{broken_line}:\d+ ", error) is not None, f"the unknown view's error shows its line:col in the editor ({error!r})")
    check(page.locator("#gutter .error").count() == 1 and page.inner_text("#gutter .error").endswith(str(broken_line)),
          "the gutter marks the error's line")
    check(page.is_disabled("#register"), "Register is disabled while the draft has errors")
    screenshot(page, out, "editor-error")
    page.click("#editor-errors li button")
    check(page.evaluate("document.activeElement.id") == "editor", "the error's line:col moves the caret into the editor")
    fixed = source.replace("text: Sign in\n", "text: Sign in to your account\n", 1)
    page.fill("#editor", fixed)
    page.wait_for_selector("#editor-errors:empty", state="attached", timeout=5000)
    page.wait_for_selector("#picture-caption:has-text('Draft')")
    check("Sign in to your account" in page.inner_html("#svg-host"), "the draft's change is in the picture before registering")
    check(len(json.loads(trellis(trellis_binary, work, "list", "revisions", "--format", "json"))) == 1,
          "laying out a draft writes nothing to the catalog")
    page.click("#register")
    page.wait_for_selector("#editor-status:has-text('Registered as catalog revision 2')", timeout=10000)
    revisions = json.loads(trellis(trellis_binary, work, "list", "revisions", "--format", "json"))
    check(len(revisions) == 2, f"Register added a catalog revision the CLI lists ({len(revisions)})")
    shown = json.loads(trellis(trellis_binary, work, "show", "EmailLogin", "--format", "json"))
    check("Sign in to your account" in shown["source"], "the CLI shows the registered text")
    check(page.get_attribute("body", "data-revision") == "2", "the page moved to revision 2")
    # Compare revisions 1 and 2 at this profile.
    page.check("input[name=mode][value=compare]")
    page.wait_for_selector("#compare-result .pair figure svg", timeout=10000)
    check(page.locator("#compare-result .pair figure").count() == 2 and "revision 1 → 2" in page.inner_text("#compare-result h4"),
          "compare shows revisions 1 → 2 (the latest and the one before), the picture before and after")
    check("Sign in to your account" in page.inner_html("#compare-result .pair figure:nth-child(2)")
          and "Sign in to your account" not in page.inner_html("#compare-result .pair figure:nth-child(1)"), "before and after differ")
    screenshot(page, out, "compare")
    # The revision menu shows the screen as it was; its source cannot be registered from there.
    page.check("input[name=mode][value=one]")
    page.select_option("#revision", "1")
    page.wait_for_selector("#screen-title:has-text('at catalog revision 1')")
    page.wait_for_selector("#svg-host svg")
    check("Sign in to your account" not in page.inner_html("#svg-host") and "revision=1" in page.url,
          "catalog revision 1 shows the screen before the register, and the address says so")
    check(not page.is_visible("#register") and page.get_attribute("#editor", "readonly") is not None,
          "an older revision's source is read-only")
    page.select_option("#revision", "")
    page.wait_for_selector("#register", state="visible")
    watched.finish()


def live_update(context, base, work, trellis_binary):
    watched = open_screen(context, base, "live update")
    page = watched.page
    text = open(os.path.join(work, "examples", "05-Onboarding.yaml")).read().replace("screen: Onboarding", "screen: LiveAdded", 1)
    with open(os.path.join(work, "live.yaml"), "w") as file:
        file.write(text)
    page.wait_for_timeout(500)  # the event stream is open
    trellis(trellis_binary, work, "register", "live.yaml")
    registered = time.monotonic()
    page.wait_for_selector('#screen-list li[data-screen="LiveAdded"]', timeout=5000)
    elapsed = time.monotonic() - registered
    print(f"figure: open page updated {elapsed * 1000:.0f} ms after `trellis register` in another process returned")
    check(True, "a register from a subprocess reaches the open page (the figure above is its delay; timing is no test)")
    check("Catalog revision" in page.inner_text("#live"), "the page announces the new revision")
    watched.finish()


def keyboard_only(context, base):
    watched = open_screen(context, base, "keyboard only")
    page = watched.page
    page.fill("#editor", page.input_value("#editor") + "\n")  # a draft, so Register is enabled too
    page.wait_for_selector("#register:not([disabled])", timeout=5000)
    page.focus("body")
    expected = set(page.evaluate("""() => [...document.querySelectorAll('a[href], button, input, select, textarea')]
        .filter((e) => !e.disabled && e.offsetParent !== null && !(e.type === 'radio' && !e.checked))
        .map((e) => e.id || e.dataset.view || e.getAttribute('href') || e.name + ':' + e.value)"""))
    reached, unoutlined = set(), set()
    for _ in range(len(expected) + 40):
        page.keyboard.press("Tab")
        name, outline = page.evaluate("""() => { const e = document.activeElement;
            if (e === document.body) return ['(the browser)', 'solid'];
            return [e.id || e.dataset.view || e.getAttribute('href') || e.name + ':' + e.value, getComputedStyle(e).outlineStyle]; }""")
        reached.add(name)
        if outline == "none":
            unoutlined.add(name)
    missing = expected - reached
    check(not missing, f"Tab reaches every control ({len(expected)}; missing: {sorted(missing)[:8]})")
    check(not unoutlined, f"every focused control shows a focus outline (none on {sorted(unoutlined)[:8]})")
    page.focus("input[name=mode][value=one]")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#matrix svg")).to_have_count(12)
    check(True, "arrow keys switch the mode radio group to the matrix")
    watched.finish()


def display_preferences(browser, base, out):
    context = browser.new_context(viewport={"width": 640, "height": 900}, color_scheme="dark", reduced_motion="reduce")
    watched = open_screen(context, base, "200 % zoom, dark, reduced motion")
    page = watched.page
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    check(overflow <= 0, f"at 640 CSS px (1280 px at 200 % zoom) nothing scrolls sideways ({overflow} px)")
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    check(background == "rgb(18, 18, 18)", f"prefers-color-scheme: dark gives the dark page ({background})")
    duration = page.evaluate("getComputedStyle(document.querySelector('#size-chips li')).transitionDuration")
    check(duration == "0s", f"prefers-reduced-motion: no transition ({duration})")
    screenshot(page, out, "zoom-dark")
    watched.finish()
    context.close()


def tokens(browser, trellis_binary, work, out):
    issued = {}
    for role in ("read", "write"):
        printed = trellis(trellis_binary, work, "token", "create", "--role", role, "--name", f"page-{role}")
        issued[role] = (re.search(r"token: (\S+)", printed).group(1), re.search(r"line:  (.+)", printed).group(1))
    path = os.path.join(work, "tokens")
    with open(path, "w") as file:
        file.write("".join(line + "\n" for _, line in issued.values()))
    server = Server(trellis_binary, work, ["--tokens", path])
    for role in ("read", "write"):
        context = browser.new_context()
        watched = Watched(context, f"token server, {role} token")
        page = watched.page
        page.goto(f"{server.base}/?screen=EmailLogin&device=iphone-se")
        page.wait_for_selector("#token-dialog[open]", timeout=10000)
        check(True, f"the page asks for a token ({role})")
        if role == "read":
            screenshot(page, out, "token-dialog")
        page.fill("#token-input", issued[role][0])
        page.press("#token-input", "Enter")
        wait_ready(page)
        page.wait_for_selector("#svg-host svg")
        check(page.evaluate("sessionStorage.getItem('trellis-token')") == issued[role][0]
              and page.evaluate("localStorage.length") == 0, f"the {role} token is kept in sessionStorage only")
        check(page.locator("#screen-list li").count() >= 9, f"a {role} token shows the catalog")
        register_visible = page.is_visible("#register")
        readonly = page.get_attribute("#editor", "readonly") is not None
        if role == "read":
            check(not register_visible and readonly, "a read token hides the edit controls")
            screenshot(page, out, "read-token")
        else:
            check(register_visible and not readonly, "a write token shows the edit controls")
        fresh = context.new_page()  # a new tab has a session of its own
        fresh.goto(f"{server.base}/")
        fresh.wait_for_selector("#token-dialog[open]", timeout=10000)
        check(True, f"another tab asks again: the token is not kept beyond the tab ({role})")
        fresh.close()
        watched.finish()
        context.close()
    server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True, help="the trellis binary")
    parser.add_argument("--out", default=tempfile.mkdtemp(prefix="trellis-live-page-"), help="where screenshots go")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.chromium):
        sys.exit("chromium is not installed: ./scripts/test installs Debian's chromium package")
    os.makedirs(arguments.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="trellis-live-page-work-")
    shutil.copytree(os.path.join(ROOT, "examples"), os.path.join(work, "examples"))
    trellis_binary = os.path.abspath(arguments.trellis)
    trellis(trellis_binary, work, "register", "examples")
    server = Server(trellis_binary, work)
    started = time.monotonic()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        look_and_slide(context, server.base, arguments.out)
        edit_and_register(context, server.base, work, trellis_binary, arguments.out)
        live_update(context, server.base, work, trellis_binary)
        keyboard_only(context, server.base)
        display_preferences(browser, server.base, arguments.out)
        open_page = context.new_page()
        open_page.goto(server.base + "/")
        wait_ready(open_page)
        server.stop()
        context.close()
        tokens(browser, trellis_binary, work, arguments.out)
        browser.close()
    print(f"screenshots in {arguments.out}; {time.monotonic() - started:.0f} s")
    print(f"{len(failures) == 0 and 'all checks passed' or str(len(failures)) + ' check(s) failed'}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
