#!/usr/bin/env python3
"""What the live page's editor asks on every keystroke, timed: one `POST /layout/wireframes` of a
30-view screen at all twelve text sizes (layouts and SVG pictures), and for comparison the twelve
single `POST /layout` requests. Sequential requests on loopback to a running `trellis serve`.

    Benchmarks/serve/layout-sizes.py --trellis .build/release/trellis [--runs 40]
"""
import argparse
import os
import re
import statistics
import subprocess
import tempfile
import time
import urllib.request

SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]


def screen(views=30):
    """A scroll view holding a stack of labels and a button: `views` views in all."""
    lines = ["screen: Bench30", "views:", "  - scroll: scroll", "    views:", "      - stack: stack",
             "        axis: vertical", "        spacing: 8", "        arranged:"]
    for index in range(views - 3):
        lines += [f"          - label: label{index}", f"            text: Row {index} of the benchmark screen, long enough to wrap at large sizes",
                  "            style: body", "            lines: 0"]
    lines += ["          - button: go", "            title: Continue", "constraints:",
              "  - scroll.edges == safeArea.edges", "  - stack.edges == scroll.content.edges",
              "  - stack.width == scroll.frame.width - 32", "  - go.height >= 44"]
    return "\n".join(lines) + "\n"


def post(url, body):
    request = urllib.request.Request(url, data=body.encode(), method="POST", headers={"Content-Type": "application/x-yaml"})
    started = time.perf_counter()
    with urllib.request.urlopen(request) as response:
        response.read()
        assert response.status == 200
    return (time.perf_counter() - started) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--runs", type=int, default=40)
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="trellis-layout-sizes-")
    server = subprocess.Popen([os.path.abspath(arguments.trellis), "serve", "--port", "0", "--db", os.path.join(work, "c.sqlite")],
                              stdout=subprocess.PIPE, text=True)
    try:
        base = re.search(r"http://[0-9.:]+", server.stdout.readline()).group(0)
        body = screen()
        profiles = "&".join(f"profile=iphone-se/portrait/{size}" for size in SIZES)
        together = f"{base}/layout/wireframes?{profiles}"
        post(together, body)  # warm up
        batch = [post(together, body) for _ in range(arguments.runs)]
        singles = [sum(post(f"{base}/layout?profile=iphone-se/portrait/{size}", body) for size in SIZES) for _ in range(arguments.runs // 4)]
        def show(name, values):
            values = sorted(values)
            print(f"{name}: median {statistics.median(values):.1f} ms, p90 {values[int(len(values) * 0.9) - 1]:.1f} ms, "
                  f"min {values[0]:.1f} ms ({len(values)} runs)")
        show("30-view screen, 12 sizes, one POST /layout/wireframes (layouts + SVG)", batch)
        show("30-view screen, 12 sizes, twelve POST /layout one after another", singles)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
