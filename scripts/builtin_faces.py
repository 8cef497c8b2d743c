"""iOS's built-in faces as Interface Builder documents name them, and their labels' saved frames.

A `<fontDescription name="AvenirNext-DemiBold" family="Avenir Next" pointSize="27"/>` names a
face iOS ships; this reads such labels and legacy buttons out of documents (scripts/fit-builtin-faces.py
fits the faces from them). Only what the documents saved is read: no font file.
"""

import csv
import json
import os
import re
import xml.etree.ElementTree as ET

# A PostScript name's part before the hyphen ("MT" dropped) → the family's name (IB's `family`):
# faces iOS ships, and Poppins, an open font apps bundle that Debian does not ship.
FAMILIES = {
    "AvenirNextCondensed": "Avenir Next Condensed", "AvenirNext": "Avenir Next", "Avenir": "Avenir",
    "HelveticaNeue": "Helvetica Neue", "Helvetica": "Helvetica", "GillSans": "Gill Sans",
    "Futura": "Futura", "Menlo": "Menlo", "CourierNewPS": "Courier New", "CourierNew": "Courier New",
    "Courier": "Courier", "Palatino": "Palatino", "Georgia": "Georgia", "ChalkboardSE": "Chalkboard SE",
    "Arial": "Arial", "TimesNewRomanPS": "Times New Roman", "Verdana": "Verdana",
    "TrebuchetMS": "Trebuchet MS", "AmericanTypewriter": "American Typewriter",
    "Baskerville": "Baskerville", "Didot": "Didot", "Optima": "Optima", "Noteworthy": "Noteworthy",
    "MarkerFelt": "Marker Felt", "HoeflerText": "Hoefler Text", "Papyrus": "Papyrus",
    "Copperplate": "Copperplate", "Cochin": "Cochin", "Poppins": "Poppins",
    # One design under several names, fitted as one: PingFang's Simplified, Traditional and Hong Kong
    # sets share their Latin and their vertical metrics; Hiragino Sans is Hiragino Kaku Gothic renamed.
    "PingFangSC": "PingFang SC", "PingFangTC": "PingFang SC", "PingFangHK": "PingFang SC",
    "HiraginoSans": "Hiragino Sans", "HiraKakuProN": "Hiragino Sans", "HiraKakuPro": "Hiragino Sans",
}

# iOS faces whose metrics a free twin Debian ships has (same advances and vertical metrics):
# family → (its PostScript names' start, "MT"/"PS" dropped; the twin's file name before the style).
# scripts/generate-open-face-metrics.py reads the twins; the fit leaves these families alone.
OPEN_FACES = {
    "Helvetica": ("Helvetica", "LiberationSans"), "Arial": ("Arial", "LiberationSans"),
    "Times New Roman": ("TimesNewRoman", "LiberationSerif"), "Courier New": ("CourierNew", "LiberationMono"),
    "Courier": ("Courier", "LiberationMono"), "Menlo": ("Menlo", "DejaVuSansMono"),
    # Open fonts apps bundle, which Debian ships too: their own tables, not a twin's.
    "Open Sans": ("OpenSans", "OpenSans"), "Roboto": ("Roboto", "Roboto"), "Lato": ("Lato", "Lato"),
}

# The cuts read for each twin (its files' styles); a weight measures with the nearest one.
OPEN_FACE_CUTS = {
    "OpenSans": ("light", "regular", "semibold", "bold"), "Roboto": ("light", "regular", "medium", "bold"),
    "Lato": ("light", "regular", "medium", "semibold", "bold"),
}

# A PostScript style (after the hyphen, "MT"/"PS" dropped) → Trellis's weight.
WEIGHTS = {
    "": "regular", "regular": "regular", "roman": "regular", "book": "regular", "ultralight": "ultraLight",
    "thin": "thin", "light": "light", "medium": "medium", "demibold": "semibold", "semibold": "semibold",
    "bold": "bold", "heavy": "heavy", "black": "black", "ultrabold": "heavy",
    # Hiragino's weights by number (W3 its text weight, W6 its bold).
    "w0": "ultraLight", "w1": "thin", "w2": "light", "w3": "regular", "w4": "medium", "w5": "medium",
    "w6": "semibold", "w7": "bold", "w8": "heavy", "w9": "black",
}

# Canvases IB draws at 2 px per point (Trellis's Canvas table); the rest at 3.
TWO_X = {"retina3_5", "retina4_0", "retina4", "retina4_7", "retina6_1", "ipad9_7", "ipad10_5", "ipad11",
         "ipad12_9", "ipad12_9rounded", "ipad10_9rounded"}


def split_name(postscript):
    """(family, weight, italic) of a PostScript name, or None when no built-in family has it."""
    head, _, style = postscript.partition("-")
    family = FAMILIES.get(head[:-2] if head.endswith("MT") else head)
    if family is None:
        return None
    style = re.sub(r"(MT|PS)$", "", style).lower()
    italic = "italic" in style or "oblique" in style
    style = style.replace("italic", "").replace("oblique", "")
    if style.startswith("condensed"):
        return None   # Futura-CondensedMedium: another face than the family's
    weight = WEIGHTS.get(style)
    return None if weight is None else (family, weight, italic)


def manifest(directory):
    """File name → repository, from the MANIFEST.tsv beside the files."""
    path = os.path.join(os.path.dirname(os.path.abspath(directory)), "MANIFEST.tsv")
    with open(path, encoding="utf-8") as rows:
        return {r["file"]: (r["repo"], r["path"]) for r in csv.DictReader(rows, delimiter="\t")}


def constrained_attributes(root):
    """View id → (attribute, binding) for each constraint naming it (firstAttribute for the first
    item, secondAttribute for the second); binding: True for a required equality, which fixes the
    attribute, False for an inequality or an optional constraint."""
    attributes = {}
    for parent in root.iter():
        for holder in parent.findall("constraints"):
            owner = parent.get("id")
            for c in holder.findall("constraint"):
                binding = c.get("relation", "equal") == "equal" and float(c.get("priority", "1000")) >= 1000
                for item, attribute in ((c.get("firstItem", owner), c.get("firstAttribute")),
                                        (c.get("secondItem"), c.get("secondAttribute"))):
                    if item:
                        attributes.setdefault(item, set()).add((attribute, binding))
    return attributes


def constrained_axes(root):
    """View id → the axes ('width', 'height') some constraint sets for it directly, and for every
    view a constraint names ('' for any other attribute): its frame is Auto Layout's."""
    return {item: {a if a in ("width", "height") else "" for a, _ in named}
            for item, named in constrained_attributes(root).items()}


def documents(directory):
    """(root element, canvas pixel scale, repository, path) of every document that parses."""
    files = manifest(directory)
    for name in sorted(os.listdir(directory)):
        try:
            root = ET.parse(os.path.join(directory, name)).getroot()
        except ET.ParseError:
            continue
        device = root.find(".//device")
        pixel = 2 if device is None or device.get("id") in TWO_X else 3
        repo, path = files.get(name, (name, name))
        yield root, pixel, repo, path


def observations(directory):
    """Every label and legacy button in a built-in face with a frame, as dictionaries."""
    found = []
    for root, pixel, repo, path in documents(directory):
        axes = constrained_axes(root)
        stacked = {id(child) for stack in root.iter("stackView") for sub in stack.findall("subviews") for child in sub}
        for view in root.iter():
            if view.tag not in ("label", "button"):
                continue
            font = view.find("fontDescription")
            frame = view.find("rect[@key='frame']")
            if font is None or frame is None or font.get("name") is None or view.get("misplaced") == "YES":
                continue
            parts = split_name(font.get("name"))
            if parts is None:
                continue
            if view.tag == "label":
                text, lines = view.get("text"), int(view.get("numberOfLines", "1"))
            else:
                state = view.find("state[@key='normal']")
                text, lines = (state.get("title") if state is not None else None), 1
                if view.find("buttonConfiguration") is not None or view.find("inset[@key='contentEdgeInsets']") is not None \
                        or view.find("state/image") is not None or state is None or state.get("image"):
                    continue
            if not text or "\n" in text or lines != 1:
                continue
            family, weight, italic = parts
            fixed = axes.get(view.get("id"))
            found.append({
                "kind": view.tag, "text": text, "family": family, "weight": weight, "italic": italic,
                "font": font.get("name"), "size": float(font.get("pointSize")),
                "savedWidth": float(frame.get("width")), "savedHeight": float(frame.get("height")),
                "pixelScale": pixel, "autoLayout": fixed is not None or id(view) in stacked,
                "widthConstrained": "width" in (fixed or ()), "heightConstrained": "height" in (fixed or ()),
                "inStack": id(view) in stacked, "repo": repo, "path": path,
                "toolsVersion": root.get("toolsVersion", ""),
            })
    return found


def write(observations_, path):
    with open(path, "w", encoding="utf-8") as out:
        for o in observations_:
            out.write(json.dumps(o, ensure_ascii=False) + "\n")


def read(path):
    with open(path, encoding="utf-8") as rows:
        return [json.loads(line) for line in rows]
