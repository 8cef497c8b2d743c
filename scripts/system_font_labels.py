#!/usr/bin/env python3
"""Single-line system-font labels whose saved width is their own text's width, read off documents.

A label Auto Layout sizes from its intrinsic size alone was saved by Interface Builder at the
width UIKit measured for its text, rounded up to the canvas's pixel grid: that is a fact about
the system font's advances (scripts/fit-system-font.py fits them). A label counts when nothing
else can have set its width:

  - the system font (`type="system"` with its `weight`, `type="boldSystem"`), or a Dynamic Type
    style below 20 pt at the canvas's Large size; no custom font, italic or attributed text; not
    `adjustsFontSizeToFit`; one line of text, not empty (`numberOfLines` 1, or 0 when saved one
    line tall); not `misplaced`;
  - positioned by Auto Layout (a constraint names it, or it is arranged in a stack view), so the
    frame is the engine's and not one drawn by hand;
  - no constraint on its width (a width, an equal width, an aspect ratio), and at most one of its
    horizontal anchors (leading-side, trailing-side, centre) fixed by a required equality: two set
    the width; an inequality or an optional constraint on another leaves the text's width;
  - not arranged in a stack that sets arranged views' widths (a horizontal stack distributing
    fill, fill equally or proportionally; a vertical one aligning fill);
  - saved one line tall (SF's line height rounded up to the pixel grid, or to a whole point as
    older Xcodes saved it): a taller or shorter frame was set by something else, so its width may
    be too;
  - saved by Xcode 7 or later (toolsVersion ≥ 8000): earlier SDKs drew Helvetica Neue.

Labels already in the reference's label-observations.jsonl (same repository, path and text) are
left out, and so are those of the corpus's file when writing another. A directory of documents
that are not the corpus's needs a MANIFEST.tsv beside it (file, repo, path), as builtin_faces.py
reads it.

    python3 scripts/system_font_labels.py ../shared/corpus/files   # writes scripts/data/corpus-label-observations.jsonl
    python3 scripts/system_font_labels.py --out scripts/data/sample-label-observations.jsonl SAMPLE_DIRS...
"""

import argparse
import json
import math
import os

import builtin_faces

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "scripts", "data")
OUT = os.path.join(DATA, "corpus-label-observations.jsonl")
EXISTING = os.path.join(DATA, "label-observations.jsonl")

LINE_HEIGHT = 2444 / 2048     # UIFont.systemFont's lineHeight per point (scripts/data/README.md)
FIRST_SF_TOOLS = 8000         # Xcode 7 (iOS 9's SDK): the system font is SF from here on
# Dynamic Type styles at the Large content size Interface Builder's canvas uses: (points, weight).
TEXT_STYLES = {
    "UICTFontTextStyleTitle0": (34.0, "regular"), "UICTFontTextStyleTitle1": (28.0, "regular"),
    "UICTFontTextStyleTitle2": (22.0, "regular"), "UICTFontTextStyleTitle3": (20.0, "regular"),
    "UICTFontTextStyleHeadline": (17.0, "semibold"), "UICTFontTextStyleBody": (17.0, "regular"),
    "UICTFontTextStyleCallout": (16.0, "regular"), "UICTFontTextStyleSubhead": (15.0, "regular"),
    "UICTFontTextStyleFootnote": (13.0, "regular"), "UICTFontTextStyleCaption1": (12.0, "regular"),
    "UICTFontTextStyleCaption2": (11.0, "regular"),
}
# The title styles (20 pt and up at Large) measure 2-5 % narrower than the system font of their
# size and weight (5 labels, 4 documents): their tracking is not the HIG's; left out.
TEXT_STYLE_BELOW = 20.0
SYSTEM_WEIGHTS = {"ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"}
# Horizontal anchors: a label with two of these groups constrained has its width set by them.
ANCHOR_GROUPS = {
    "leading": "start", "left": "start", "leadingMargin": "start", "leftMargin": "start",
    "trailing": "end", "right": "end", "trailingMargin": "end", "rightMargin": "end",
    "centerX": "centre", "centerXWithinMargins": "centre",
}


def system_font(font):
    """(point size, weight, text style or None) of a system fontDescription, or None."""
    if font is None or font.get("name") is not None:
        return None
    style = font.get("style")
    if style is not None:
        return (*TEXT_STYLES[style], style) if style in TEXT_STYLES and TEXT_STYLES[style][0] < TEXT_STYLE_BELOW else None
    kind, size = font.get("type"), font.get("pointSize")
    weight = {"system": font.get("weight", "regular"), "boldSystem": "bold"}.get(kind)
    if weight not in SYSTEM_WEIGHTS or size is None:
        return None
    return float(size), weight, None


def width_setting_stack_children(root):
    """Python ids of views arranged in a stack that sets their width, and of every arranged view."""
    setting, arranged = set(), set()
    for stack in root.iter("stackView"):
        vertical = stack.get("axis") == "vertical"
        sets_width = stack.get("alignment", "fill") == "fill" if vertical else \
            stack.get("distribution", "fill") in ("fill", "fillEqually", "fillProportionally")
        for holder in stack.findall("subviews"):
            for child in holder:
                arranged.add(id(child))
                if sets_width:
                    setting.add(id(child))
    return setting, arranged


def pixel_ceiling(value, pixel):
    return math.ceil(value * pixel - 1e-6) / pixel


def labels(directory, known=frozenset()):
    """The labels of the documents in `directory` whose saved width is their text's, as
    dictionaries shaped like label-observations.jsonl's lines (plus the text style, if any)."""
    found = []
    for root, pixel, repo, path in builtin_faces.documents(directory):
        tools = root.get("toolsVersion", "")
        if not tools or float(tools.split(".")[0]) < FIRST_SF_TOOLS:
            continue
        attributes = builtin_faces.constrained_attributes(root)
        stack_set, arranged = width_setting_stack_children(root)
        for view in root.iter("label"):
            font = system_font(view.find("fontDescription"))
            frame = view.find("rect[@key='frame']")
            text = view.get("text")
            if font is None or frame is None or not text or not text.strip() or "\n" in text:
                continue
            if view.get("misplaced") == "YES" or view.get("adjustsFontSizeToFit") == "YES" \
                    or view.get("numberOfLines", "1") not in ("0", "1") or view.find("attributedString") is not None:
                continue
            named = attributes.get(view.get("id"), set())
            if not named and id(view) not in arranged:
                continue   # laid out by hand: its width is whatever the designer drew
            anchors = {ANCHOR_GROUPS[a] for a, fixes in named if fixes and a in ANCHOR_GROUPS}
            if any(a == "width" for a, _ in named) or id(view) in stack_set or len(anchors) > 1:
                continue
            size, weight, style = font
            line = size * LINE_HEIGHT
            if min(abs(float(frame.get("height")) - h) for h in (pixel_ceiling(line, pixel), math.ceil(line))) > 0.01:
                continue
            if (repo, path, text) in known:
                continue
            label = {"text": text, "size": size, "weight": weight, "savedWidth": float(frame.get("width")),
                     "pixelScale": pixel, "repo": repo, "path": path, "toolsVersion": tools}
            if style:
                label["style"] = style
            found.append(label)
    return found


def known_labels(paths):
    return {(o["repo"], o["path"], o["text"]) for path in paths for o in builtin_faces.read(path)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--out", default=OUT, help="the file to write (default: the corpus's)")
    parser.add_argument("directories", nargs="+", metavar="DIR", help="documents to read the labels off")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    known = known_labels([EXISTING] if out == OUT else [EXISTING, OUT])
    found = [label for directory in args.directories for label in labels(directory, known)]
    builtin_faces.write(found, out)
    print(f"{len(found)} labels from {len({(o['repo'], o['path']) for o in found})} documents → {os.path.relpath(out, ROOT)}")


if __name__ == "__main__":
    main()
