#!/usr/bin/env python3
"""Generates Trellis's embedded text metrics from the Inter font files (Debian `fonts-inter`).

Inter stands in for SF Pro, whose files Apple does not license for redistribution: it has close
metrics (ascender + descender 1.21 em against SF Pro's 1.19) and the same grotesque proportions.
For the four weights Trellis measures (Regular, Medium, SemiBold, Bold) this reads, with fontTools:

  - unitsPerEm, the hhea ascender / descender / lineGap (what Core Text's UIFont uses), OS/2 cap
    height and x-height;
  - the advance width (hmtx) of every character the font maps in the covered blocks: Basic
    Latin, Latin-1 Supplement, Latin Extended-A/B, combining diacritics, Greek, Cyrillic, General
    Punctuation, currency symbols and a few letterlike symbols and arrows;
  - the GPOS `kern` feature (pair adjustment lookups, formats 1 and 2) flattened to one value per
    ordered pair of covered characters, exactly as a shaper applies it: within a lookup the first
    subtable whose coverage holds the first glyph decides (a format 1 subtable without the pair
    passes on to the next subtable), and the values of all `kern` lookups add up.

and writes Sources/TrellisLayout/Text/InterMetrics.generated.swift. The pair table is stored as
class matrices: characters whose kerning rows (columns) are identical share a left (right) class,
so each weight is two class bytes per character plus a small Int16 matrix, mostly zeros, which
are stored as (0, run length). All tables are
little-endian bytes in base64 string literals, which the compiler reads as one token each (fast to
build) and Trellis decodes once, on first use.

    python3 scripts/generate-font-metrics.py [--font-dir /usr/share/fonts/opentype/inter]
"""

import argparse
import base64
import hashlib
import os
import struct
import sys

from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TrellisLayout", "Text", "InterMetrics.generated.swift")

WEIGHTS = [("regular", "Inter-Regular.otf"), ("medium", "Inter-Medium.otf"),
           ("semibold", "Inter-SemiBold.otf"), ("bold", "Inter-Bold.otf")]

# Covered Unicode blocks (inclusive). Runtime lookup is a direct array below DIRECT_LIMIT and a
# binary search above it, so keep the upper blocks small.
RANGES = [
    (0x0020, 0x024F),  # Basic Latin, Latin-1 Supplement, Latin Extended-A and -B
    (0x0300, 0x036F),  # Combining Diacritical Marks
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x04FF),  # Cyrillic
    (0x2000, 0x206F),  # General Punctuation (– — ‘ ’ “ ” … • and spaces)
    (0x20A0, 0x20CF),  # Currency Symbols (€ ₹ …)
    (0x2100, 0x2122),  # Letterlike Symbols up to ™ (№ ℓ ™)
    (0x2190, 0x2199),  # simple arrows
]
DIRECT_LIMIT = 0x0500
MAX_TABLE_BYTES = 400_000  # sanity bound on the generated literals


def b64(data):
    return base64.b64encode(data).decode("ascii")


def swift_base64_literal(data, indent="        "):
    text = b64(data)
    width = 116
    lines = [text[i:i + width] for i in range(0, len(text), width)] or [""]
    return '"""\n' + "".join(indent + line + "\n" for line in lines) + indent + '"""'


def kern_lookups(font):
    """The PairPos lookups (unwrapped from extension lookups) the `kern` feature uses for the
    default language system of DFLT and latn."""
    gpos = font["GPOS"].table
    feature_indices = set()
    for record in gpos.ScriptList.ScriptRecord:
        if record.ScriptTag in ("DFLT", "latn") and record.Script.DefaultLangSys:
            feature_indices.update(record.Script.DefaultLangSys.FeatureIndex)
    lookup_indices = []
    for i in sorted(feature_indices):
        record = gpos.FeatureList.FeatureRecord[i]
        if record.FeatureTag == "kern":
            lookup_indices.extend(record.Feature.LookupListIndex)
    lookups = []
    for li in sorted(set(lookup_indices)):
        lookup = gpos.LookupList.Lookup[li]
        subtables = []
        for st in lookup.SubTable:
            if lookup.LookupType == 9:
                if st.ExtensionLookupType != 2:
                    continue
                st = st.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            subtables.append(st)
        lookups.append(compile_subtables(subtables))
    return lookups


def x_advance(value):
    return (getattr(value, "XAdvance", 0) or 0) if value is not None else 0


def compile_subtables(subtables):
    compiled = []
    for st in subtables:
        if st.ValueFormat2 not in (0,):
            # Adjustments to the second glyph would need another table; Inter has none.
            raise SystemExit("unsupported ValueFormat2 %d in a kern subtable" % st.ValueFormat2)
        if st.Format == 1:
            pairs = {}
            for glyph, pair_set in zip(st.Coverage.glyphs, st.PairSet):
                pairs[glyph] = {r.SecondGlyph: x_advance(r.Value1) for r in pair_set.PairValueRecord}
            compiled.append((1, pairs))
        elif st.Format == 2:
            matrix = [[x_advance(c.Value1) for c in row.Class2Record] for row in st.Class1Record]
            compiled.append((2, (set(st.Coverage.glyphs), st.ClassDef1.classDefs, st.ClassDef2.classDefs,
                                 matrix, st.Class1Count, st.Class2Count)))
    return compiled


def pair_value(lookups, g1, g2):
    total = 0
    for subtables in lookups:
        for fmt, data in subtables:
            if fmt == 1:
                if g1 in data and g2 in data[g1]:
                    total += data[g1][g2]
                    break
            else:
                coverage, class1, class2, matrix, count1, count2 = data
                if g1 not in coverage:
                    continue
                c1, c2 = class1.get(g1, 0), class2.get(g2, 0)
                if c1 < count1 and c2 < count2:
                    total += matrix[c1][c2]
                    break
    return total


def zero_run_encode(values):
    """Int16 little-endian; a 0 is followed by the length of the run of zeros it starts (most of
    the class matrix is zero, so this shrinks it about 3.5x)."""
    encoded, i = [], 0
    while i < len(values):
        if values[i] == 0:
            j = i
            while j < len(values) and values[j] == 0 and j - i < 32767:
                j += 1
            encoded += [0, j - i]
            i = j
        else:
            encoded.append(values[i])
            i += 1
    return struct.pack("<%dh" % len(encoded), *encoded)


def dedupe(rows):
    """Class index per row and the distinct rows, in first-seen order."""
    classes, distinct, seen = [], [], {}
    for row in rows:
        if row not in seen:
            seen[row] = len(distinct)
            distinct.append(row)
        classes.append(seen[row])
    return classes, distinct


def face_tables(path, scalars):
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    glyphs = [cmap[s] for s in scalars]
    advances = [hmtx[g][0] for g in glyphs]
    lookups = kern_lookups(font)
    matrix = [tuple(pair_value(lookups, a, b) for b in glyphs) for a in glyphs]
    left_classes, left_rows = dedupe(matrix)
    right_classes, right_cols = dedupe(list(zip(*matrix)))
    # The class matrix: value for (left class, right class), taken from a representative pair.
    left_rep = {c: i for i, c in reversed(list(enumerate(left_classes)))}
    right_rep = {c: j for j, c in reversed(list(enumerate(right_classes)))}
    class_matrix = [matrix[left_rep[l]][right_rep[r]] for l in range(len(left_rows)) for r in range(len(right_cols))]
    assert len(left_rows) < 256 and len(right_cols) < 256, (len(left_rows), len(right_cols))
    # Check the compression is lossless.
    for i in range(0, len(scalars), 7):
        for j in range(0, len(scalars), 5):
            assert class_matrix[left_classes[i] * len(right_cols) + right_classes[j]] == matrix[i][j]
    hhea, os2, head = font["hhea"], font["OS/2"], font["head"]
    n_advance = hmtx[cmap[ord("n")]][0]
    nonzero = sum(1 for row in matrix for v in row if v)
    return {
        "unitsPerEm": head.unitsPerEm,
        "ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap,
        "capHeight": os2.sCapHeight, "xHeight": os2.sxHeight,
        "fallback": n_advance,
        "version": font["name"].getDebugName(5),
        "advances": struct.pack("<%dH" % len(advances), *advances),
        "left": bytes(left_classes), "right": bytes(right_classes),
        "leftCount": len(left_rows), "rightCount": len(right_cols),
        "matrix": zero_run_encode(class_matrix),
        "matrixCount": len(class_matrix),
        "pairs": nonzero,
        "sha": hashlib.sha256(open(path, "rb").read()).hexdigest(),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font-dir", default="/usr/share/fonts/opentype/inter")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()

    regular = TTFont(os.path.join(args.font_dir, WEIGHTS[0][1]))
    cmap = regular.getBestCmap()
    scalars = sorted(s for s in cmap if any(lo <= s <= hi for lo, hi in RANGES))
    for _, name in WEIGHTS[1:]:
        other = TTFont(os.path.join(args.font_dir, name)).getBestCmap()
        missing = [s for s in scalars if s not in other]
        assert not missing, (name, missing[:10])
    assert len(scalars) < 0xFFFF

    faces = []
    for weight, name in WEIGHTS:
        face = face_tables(os.path.join(args.font_dir, name), scalars)
        face["weight"], face["file"] = weight, name
        faces.append(face)
        print(f"{name}: {len(scalars)} characters, {face['pairs']} kerning pairs, "
              f"{face['leftCount']}x{face['rightCount']} kerning classes", file=sys.stderr)
    units = {f["unitsPerEm"] for f in faces}
    assert len(units) == 1

    scalar_bytes = struct.pack("<%dH" % len(scalars), *scalars)
    total = len(scalar_bytes) + sum(len(f["advances"]) + len(f["left"]) + len(f["right"]) + len(f["matrix"])
                                    for f in faces)
    assert total < MAX_TABLE_BYTES, total

    out = []
    out.append("// GENERATED FILE — do not edit by hand.\n")
    out.append("// Generated by scripts/generate-font-metrics.py from the Inter font files of Debian's\n")
    out.append(f"// `fonts-inter` ({args.font_dir}), {faces[0]['version']}.\n")
    out.append("// Inter is © The Inter Project Authors, SIL Open Font License 1.1; only metrics are copied.\n")
    for f in faces:
        out.append(f"//   {f['file']} sha256 {f['sha'][:16]}…\n")
    out.append(f"// {len(scalars)} characters; tables hold {total} bytes "
               "(little-endian, base64) and are decoded once at first use.\n\n")
    out.append("extension InterMetrics {\n")
    out.append(f"    static let fontVersion = \"{faces[0]['version']}\"\n")
    out.append(f"    static let unitsPerEm = {faces[0]['unitsPerEm']}\n")
    out.append("    /// Scalars with metrics below this are found by direct indexing, the rest by binary search.\n")
    out.append(f"    static let directLimit: UInt32 = 0x{DIRECT_LIMIT:04X}\n")
    out.append("    /// The covered scalars in ascending order, UInt16 each; a scalar's position is its slot.\n")
    out.append("    /// Blocks: " + ", ".join(f"U+{lo:04X}–U+{hi:04X}" for lo, hi in RANGES) + " (as Inter maps them).\n")
    out.append(f"    static let scalarsBase64 = {swift_base64_literal(scalar_bytes, '        ')}\n\n")
    out.append("    static let faces: [GeneratedFace] = [\n")
    for f in faces:
        out.append(f"        // {f['file']}: hhea ascender/descender/lineGap, OS/2 sCapHeight/sxHeight,\n")
        out.append(f"        // fallback = advance of 'n'; {f['pairs']} nonzero kerning pairs in "
                   f"{f['leftCount']}×{f['rightCount']} classes.\n")
        out.append(f"        GeneratedFace(\n")
        out.append(f"            weight: .{f['weight']}, ascender: {f['ascender']}, descender: {f['descender']}, "
                   f"lineGap: {f['lineGap']},\n")
        out.append(f"            capHeight: {f['capHeight']}, xHeight: {f['xHeight']}, fallbackAdvance: {f['fallback']},\n")
        out.append(f"            kernLeftClassCount: {f['leftCount']}, kernRightClassCount: {f['rightCount']},\n")
        out.append(f"            // kernMatrixBase64: {f['matrixCount']} Int16 values, zero runs as (0, length)\n")
        out.append(f"            advancesBase64: {swift_base64_literal(f['advances'], '                ')},\n")
        out.append(f"            kernLeftClassesBase64: {swift_base64_literal(f['left'], '                ')},\n")
        out.append(f"            kernRightClassesBase64: {swift_base64_literal(f['right'], '                ')},\n")
        out.append(f"            kernMatrixBase64: {swift_base64_literal(f['matrix'], '                ')}),\n")
    out.append("    ]\n}\n")
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("".join(out))
    print(f"wrote {os.path.relpath(args.out, ROOT)} ({os.path.getsize(args.out)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
