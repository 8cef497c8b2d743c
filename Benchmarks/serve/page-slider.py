#!/usr/bin/env python3
"""The live page's text-size slider in Debian's Chromium: milliseconds from moving it to the new
picture, for profiles already loaded (the page asks for all twelve sizes at once), and for the
first picture of a device whose twelve layouts must be fetched (and solved when not cached).

    Benchmarks/serve/page-slider.py --trellis .build/release/trellis [--moves 120]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Browser"))
from live_page import ROOT, Server, slider_to, wait_ready  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--moves", type=int, default=120)
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="trellis-page-slider-")
    shutil.copytree(os.path.join(ROOT, "examples"), os.path.join(work, "examples"))
    trellis = os.path.abspath(arguments.trellis)
    subprocess.run([trellis, "register", "examples"], cwd=work, check=True, capture_output=True)
    server = Server(trellis, work)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.goto(f"{server.base}/?screen=EmailLogin&device=iphone-se")
        wait_ready(page)
        page.wait_for_selector("#svg-host svg")
        # 5, 10, 3, 8, …: every size in turn, never the one shown (the page starts at L, 3).
        cached = sorted(slider_to(page, (move * 5) % 12) for move in range(1, arguments.moves + 1))
        print(f"slider to new picture, cached profile: median {statistics.median(cached):.1f} ms, "
              f"p90 {cached[int(len(cached) * 0.9) - 1]:.1f} ms, max {cached[-1]:.1f} ms ({len(cached)} moves)")
        # A device not shown yet: its twelve layouts are fetched (solved on demand) before the picture changes.
        fresh = []
        for device in ["iphone-16", "iphone-16-pro-max", "iphone-13-mini", "iphone-11"]:
            fresh.append(page.evaluate("""async (device) => {
                const host = document.getElementById('svg-host'), select = document.getElementById('device');
                const before = host.innerHTML, start = performance.now();
                select.value = device;
                select.dispatchEvent(new Event('change', { bubbles: true }));
                while (host.innerHTML === before) await new Promise((resolve) => setTimeout(resolve, 0));
                return performance.now() - start;
            }""", device))
        print(f"another device, twelve sizes fetched and solved on demand: median {statistics.median(fresh):.1f} ms ({len(fresh)} devices)")
        browser.close()
    server.stop()


if __name__ == "__main__":
    main()
