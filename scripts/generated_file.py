"""Writes a generated Swift file, or with --check fails when it is not what the generator makes."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_or_check(path, text, check, same=lambda current, new: current == new):
    """`same` may accept a table equal up to the last digits another numpy gives."""
    current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    if check:
        if current != text and not same(current, text):
            sys.exit(f"{os.path.relpath(path, ROOT)} is not what the generator makes; re-run its script")
        print("generated table is up to date" + ("" if current == text else " (within the last digits)"))
    else:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        print("wrote", os.path.relpath(path, ROOT))
