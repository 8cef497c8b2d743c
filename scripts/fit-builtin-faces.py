#!/usr/bin/env python3
"""Fits iOS's built-in faces (Avenir Next, Helvetica Neue, …) to the frames IB saved, and generates the table.

Apple's font files are never read here, and no number comes from them. The facts are labels and
legacy buttons in a built-in face, as public Interface Builder documents saved them
(scripts/data/builtin-face-observations.jsonl, extracted from the shared corpus and held-out
samples already measured with `--extract`; builtin_faces.py reads the documents). Per family:

  - Line height, as a ratio r of the point size (UIFont.lineHeight ÷ pointSize): a one-line label
    whose height no constraint sets is saved r × size rounded up to the canvas's pixel grid; a
    legacy button r × size rounded up to a whole point, plus 12 (Trellis's rule for the system
    font's buttons). Each such view gives an interval of r; r is the middle of the interval that
    the most views agree on (ties: the lowest such interval).
  - Width: the system font's fitted Text advances of the same weight (SystemFontMetrics, no
    tracking: UIKit tracks only SF) × one scale k per family, rounded up to the pixel grid; k by
    robust least squares (Cauchy loss) on the relative error. Labels and legacy buttons (wider
    than their 30 pt minimum) whose width no constraint sets count, unless their saved width is
    outside SCREEN × SF's (stretched across a row, a fixed-width cell).
  - A family gets a line height (width scale) with evidence from at least MIN_REPOS repositories
    and a cross-validated error better than the system font's as Trellis measures it; else it
    keeps the system font's, and with neither it is left out (measured as the system font).
  - A face's cuts can have vertical metrics of their own (unlike SF's): each weight group (CUTS:
    up to medium; semibold and heavier) gets a line height of its own where it has that evidence
    and its own fit matches more of its heights held back than the family's choice does.

It prints, per family, the evidence (labels, documents, repositories) and the 5-fold
cross-validated error (folds of whole documents): heights matched exactly and the mean absolute
width error, SF's widths and lines (what Trellis measured before) against the fit; then writes
Sources/TrellisLayout/Text/FontFamily.generated.swift.

    python3 scripts/fit-builtin-faces.py --extract ../shared/corpus/files SAMPLE_DIRS...
        # refresh the data: the corpus and every held-out sample it already holds (see
        # scripts/data/README.md); the corpus alone would drop those and change the table
    python3 scripts/fit-builtin-faces.py [--check] [--validate DIR ...]     # fit (and test on DIRs)
"""

import argparse
import importlib.util
import os
import re

import numpy as np
from scipy.optimize import least_squares

import builtin_faces
from generated_file import write_or_check

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "scripts", "data", "builtin-face-observations.jsonl")
SYSTEM = os.path.join(ROOT, "Sources", "TrellisLayout", "Text", "SystemFontMetrics.generated.swift")
OUT = os.path.join(ROOT, "Sources", "TrellisLayout", "Text", "FontFamily.generated.swift")

SF_LINE = 1.1934          # DynamicType.sfProLineHeightRatio: what Trellis measured every face with before
BUTTON_PADDING = 12       # ControlMetrics.systemButtonHeight: the line rounded up to a point, + 12
BUTTON_MIN_WIDTH = 30     # ControlMetrics.emptyButtonContent: a legacy button is never narrower
MIN_REPOS = 2
SCREEN = (0.85, 1.15)     # saved ÷ SF's untracked Text width outside this is not the text's width
FOLDS = 5
SEED = 20261127
SF_WEIGHT = {"ultraLight": "light", "thin": "light", "light": "light", "regular": "regular",
             "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "bold", "black": "bold"}
# Weight groups whose line heights are fitted apart where the evidence asks for it.
CUTS = {"regular": {"ultraLight", "thin", "light", "regular", "medium"}, "bold": {"semibold", "bold", "heavy", "black"}}
INTER_WEIGHT = {"light": "regular", "regular": "regular", "medium": "medium", "semibold": "semibold", "bold": "bold"}

spec = importlib.util.spec_from_file_location("fit_system_font", os.path.join(ROOT, "scripts", "fit-system-font.py"))
sf = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sf)


def load_system_table(path=SYSTEM):
    """The fitted characters, each weight's Text advances and the Display narrowing (ramp, digits'
    share), from the generated Swift file."""
    text = open(path, encoding="utf-8").read()
    scalars = [int(n, 16) for n in re.findall(r"0x([0-9A-F]+)", text.split("fittedScalars: [UInt32] = [")[1].split("]")[0])]
    faces = {}
    for weight, body in re.findall(r"FittedFace\(weight: \.(\w+), advances: \[([^\]]*)\]", text):
        faces[weight] = [int(n) for n in re.findall(r"\d+", body)]
    ramp = [float(v) for v in re.findall(r"\(\d+, ([0-9.]+)\)", text.split("scale: Double)] = [")[1].split("]")[0])]
    share = float(text.split("digitShareOfDisplayNarrowing = ")[1].split()[0])
    return scalars, faces, (np.array(ramp), share)


class Measure:
    """Untracked widths with the system font's Text advances, in font units, as Trellis adds them."""

    def __init__(self):
        self.units, _, self.slot, self.inter = sf.load_inter()
        scalars, faces, display = load_system_table()
        self.fitted = {w: dict(zip(scalars, advances)) for w, advances in faces.items()}
        self.tables = ({w: np.array(a) for w, a in faces.items()}, display)
        self.chars = [chr(s) for s in scalars]
        self.track_table = sf.load_tracking()

    def system(self, rows):
        """The widths Trellis gives today: the system font's, tracked, Display from 20 pt."""
        return sf.measure(rows, self.slot, self.inter, self.units, self.track_table, self.tables, self.chars)

    def covers(self, text):
        return all(ord(ch) in self.slot for ch in text)

    def em(self, text, weight):
        weight = SF_WEIGHT[weight]
        face, fitted = self.inter[INTER_WEIGHT[weight]], self.fitted[weight]
        total, previous = 0, None
        for ch in text:
            s = self.slot[ord(ch)]
            total += fitted.get(ord(ch), int(face["advances"][s]))
            if previous is not None:
                total += sf.kerning(face, previous, s)
            previous = s
        return total / self.units


def ratio_interval(o):
    """The line-height ratios that give the view's saved height, as (low, high]."""
    h, size = o["savedHeight"], o["size"]
    if o["kind"] == "label":
        return (h - 1 / o["pixelScale"]) / size, h / size
    return (h - BUTTON_PADDING - 1) / size, (h - BUTTON_PADDING) / size


def line_height(o, ratio):
    line = ratio * o["size"]
    return sf.round_up(line, 1 / o["pixelScale"]) if o["kind"] == "label" else np.ceil(line - 1e-7) + BUTTON_PADDING


def fit_ratio(rows):
    """The middle of the lowest interval of ratios the most rows agree with, each document's rows
    weighing one in all (a calculator's 70 keys are one designer's choice, not 70)."""
    edges = sorted({e for o in rows for e in ratio_interval(o)})
    per_document = {}
    for o in rows:
        per_document[(o["repo"], o["path"])] = per_document.get((o["repo"], o["path"]), 0) + 1
    weighted = [(ratio_interval(o), 1 / per_document[(o["repo"], o["path"])]) for o in rows]
    best, chosen = -1, None
    for low, high in zip(edges, edges[1:]):
        middle = (low + high) / 2
        agree = sum(w for (a, b), w in weighted if a < middle <= b)
        if agree > best:
            best, chosen = agree, (low, high)
    return round((chosen[0] + chosen[1]) / 2, 4)


def fit_scale(rows):
    em = np.array([o["em"] * o["size"] for o in rows])
    target = np.array([o["savedWidth"] - 0.5 / o["pixelScale"] for o in rows])
    return round(float(least_squares(lambda k: (k[0] * em - target) / target, [np.median(target / em)],
                                     loss="cauchy", f_scale=0.01).x[0]), 4)


def width(o, scale):
    return sf.round_up(scale * o["em"] * o["size"], 1 / o["pixelScale"])


def height_rows(obs):
    return [o for o in obs if o["autoLayout"] and not o["heightConstrained"]]


def width_rows(obs, measure):
    """Labels whose saved width can be their text's: unconstrained, within SCREEN of SF's width."""
    rows = [o for o in obs if o["autoLayout"] and not o["widthConstrained"] and measure.covers(o["text"])
            and (o["kind"] == "label" or o["savedWidth"] > BUTTON_MIN_WIDTH)]
    for o in rows:
        o["em"] = measure.em(o["text"], o["weight"])
    return [o for o in rows if SCREEN[0] < o["savedWidth"] / (o["em"] * o["size"]) < SCREEN[1]]


def folds(obs):
    documents = sorted({(o["repo"], o["path"]) for o in obs})
    order = np.random.default_rng(SEED).permutation(len(documents))
    fold_of = {documents[i]: n % FOLDS for n, i in enumerate(order)}
    return [fold_of[(o["repo"], o["path"])] for o in obs]


def cross_validate(heights, widths):
    """Per row: the held-out fold's height hit (bool) and relative width error, fitted on the rest."""
    height_fold, width_fold = folds(heights), folds(widths)
    hits, errors = [], []
    for f in range(FOLDS):
        train = [o for o, g in zip(heights, height_fold) if g != f]
        if train:
            ratio = fit_ratio(train)
            hits += [(o, line_height(o, ratio) == o["savedHeight"]) for o, g in zip(heights, height_fold) if g == f]
        train = [o for o, g in zip(widths, width_fold) if g != f]
        if train:
            scale = fit_scale(train)
            errors += [abs(width(o, scale) - o["savedWidth"]) / o["savedWidth"] for o, g in zip(widths, width_fold) if g == f]
    return dict((id(o), hit) for o, hit in hits), errors


def evidence(rows):
    return len(rows), len({(o["repo"], o["path"]) for o in rows}), len({o["repo"] for o in rows})


def fit_families(obs, measure, report=print):
    """{family: ({cut: ratio or None}, scale or None)}: a family's line height per weight group
    (width scale) where its evidence spans MIN_REPOS repositories and its cross-validated error
    beats the system font's (None: measured as the system font, as before); prints the evidence
    and errors."""
    table = {}
    report("%-22s %14s %9s %9s %7s   %14s %9s %9s %7s" % ("family", "heights l/d/r", "SF", "CV", "ratio",
                                                            "widths l/d/r", "SF", "CV", "scale"))
    for family in sorted({o["family"] for o in obs} - set(builtin_faces.OPEN_FACES)):
        mine = [o for o in obs if o["family"] == family and not o["italic"]]
        heights, widths = height_rows(mine), width_rows(mine, measure)
        hits, errors = cross_validate(heights, widths)
        sf_hit = {id(o): line_height(o, SF_LINE) == o["savedHeight"] for o in heights}
        ratio, height_cell = choose_ratio(heights, hits, sf_hit)
        scale, width_cell = choose_scale(widths, errors, measure)
        report("%-22s %s   %s" % (family, height_cell, width_cell))
        # The family's choice (its ratio, else SF's) on each row, held back, is what a cut must beat.
        family_hit = hits if ratio is not None else sf_hit
        ratios = {}
        for cut, weights in CUTS.items():
            rows = [o for o in heights if o["weight"] in weights]
            cut_hits, _ = cross_validate(rows, [])
            own, cell = choose_ratio(rows, cut_hits, {id(o): family_hit[id(o)] for o in rows}, against="family")
            ratios[cut] = own if own is not None else ratio
            if rows and own is not None:
                report("%-22s %s" % ("  %s cuts" % cut, cell))
        if any(r is not None for r in ratios.values()) or scale is not None:
            table[family] = (ratios, scale)
    report("heights: one-line labels and buttons matched exactly; widths: mean absolute error; SF: as measured")
    report("before (the system font), or for a weight group the family's choice; CV: 5-fold by document;")
    report("(SF): the fit does not beat SF, which stays.")
    return table


def choose_ratio(rows, hits, before, against="SF"):
    """(the fitted ratio or None, the report's cell): the ratio where the rows span MIN_REPOS
    repositories and its held-back hits beat `before`'s."""
    count = evidence(rows)
    if count[2] < MIN_REPOS:
        return None, "%14s %9s %9s %7s" % ("%d/%d/%d" % count, "", "", "-")
    b, a = np.mean([before[id(o)] for o in rows]), np.mean([hits[id(o)] for o in rows])
    value = fit_ratio(rows) if a > b else None
    shown = "%.4f" % value if value is not None else "(%s)" % against
    return value, "%14s %8.1f%% %8.1f%% %7s" % ("%d/%d/%d" % count, 100 * b, 100 * a, shown)


def choose_scale(rows, errors, measure):
    """(the fitted width scale or None, the report's cell), as `choose_ratio` for widths."""
    count = evidence(rows)
    if count[2] < MIN_REPOS:
        return None, "%14s %9s %9s %7s" % ("%d/%d/%d" % count, "", "", "-")
    saved = np.array([o["savedWidth"] for o in rows])
    b, a = np.mean(np.abs(measure.system(rows) - saved) / saved), np.mean(errors)
    value = fit_scale(rows) if a < b else None
    return value, "%14s %8.1f%% %8.1f%% %7s" % ("%d/%d/%d" % count, 100 * b, 100 * a, "%.4f" % value if value else "(SF)")


def validate(table, directories, measure):
    """The fitted table's errors on documents it was not fitted on."""
    obs = [o for d in directories for o in builtin_faces.observations(d) if o["family"] in table and not o["italic"]]
    heights, widths = height_rows(obs), width_rows(obs, measure)
    for family in sorted({o["family"] for o in obs}):
        ratios, scale = table[family]
        h = [o for o in heights if o["family"] == family]
        w = [o for o in widths if o["family"] == family]
        hit = sum(line_height(o, ratios[cut_of(o["weight"])] or SF_LINE) == o["savedHeight"] for o in h)
        hit_before = sum(line_height(o, SF_LINE) == o["savedHeight"] for o in h)
        saved = np.array([o["savedWidth"] for o in w])
        after = np.abs((np.array([width(o, scale) for o in w]) if scale else measure.system(w)) - saved) / saved if w else []
        before = np.abs(measure.system(w) - saved) / saved if w else []
        print("held out: %-16s heights matched %d of %d (SF %d); widths %d, mean error %s (SF %s)" % (
            family, hit, len(h), hit_before, len(w), "%.2f%%" % (100 * np.mean(after)) if w else "-",
            "%.2f%%" % (100 * np.mean(before)) if w else "-"))


def render(table, summary):
    """The Swift enum of the families with a fitted line height or width scale, and of those with
    an open twin (builtin_faces.OPEN_FACES: OpenFaceMetrics measures them)."""
    fitted = sorted(list(table.items()) + [(family, ({}, None)) for family in builtin_faces.OPEN_FACES])
    prefixes = {}
    for prefix, family in builtin_faces.FAMILIES.items():
        prefixes.setdefault(family, []).append(prefix)
    prefixes.update({family: [prefix] for family, (prefix, _) in builtin_faces.OPEN_FACES.items()})
    out = ["// GENERATED FILE — do not edit by hand.\n",
           "// Generated by scripts/fit-builtin-faces.py from scripts/data/builtin-face-observations.jsonl (labels\n",
           "// and buttons in iOS's built-in faces as public Interface Builder documents saved them). No number\n",
           "// comes from Apple's font files. Evidence (labels/documents/repositories) and errors:\n"]
    out += [f"//   {line}\n" for line in summary]
    out.append("\n/// A face iOS ships, or an open font apps bundle, that Trellis measures with its own metrics\n")
    out.append("/// (`font: {size, weight, family}`): fitted to the frames IB saved, or an open font's tables\n")
    out.append("/// (`OpenFaceMetrics`). Faces outside this list are measured as the system font.\n")
    out.append("public enum FontFamily: String, CaseIterable, Hashable, Sendable, Codable {\n")
    for family, _ in fitted:
        out.append(f"    case {case_name(family)} = \"{family}\"\n")

    def switch(doc, name, kind, value, function=False):
        out.append(f"\n{doc}")
        out.append(f"    public {'func' if function else 'var'} {name}{' ->' if function else ':'} {kind} {{\n        switch self {{\n")
        for family, values in fitted:
            out.append(f"        case .{case_name(family)}: {value(family, values)}\n")
        out.append("        }\n    }\n")

    number = lambda v: "nil" if v is None else f"{v:.4f}"

    def by_cut(ratios):
        regular, bold = ratios.get("regular"), ratios.get("bold")
        return number(regular) if regular == bold else f"weight.isBoldCut ? {number(bold)} : {number(regular)}"
    switch("    /// The starts of the family's PostScript names, before the hyphen, \"MT\" and \"PS\" (`AvenirNext-DemiBold`).\n",
           "postScriptPrefixes", "[String]", lambda family, _: "[" + ", ".join(f'"{p}"' for p in prefixes[family]) + "]")
    switch("    /// `UIFont.lineHeight` ÷ point size for the weight's cut; nil: an open twin's, else the system\n"
           "    /// font's (the fit did not beat it).\n",
           "lineHeightRatio(_ weight: FontWeight)", "Double?", lambda _, values: by_cut(values[0]), function=True)
    switch("    /// Widths ÷ the system font's untracked Text-design widths; nil: an open twin's, else the system font's.\n",
           "widthScale", "Double?", lambda _, values: number(values[1]))
    out.append("}\n")
    return "".join(out)


def cut_of(weight):
    return next(cut for cut, weights in CUTS.items() if weight in weights)


def case_name(family):
    words = family.split()   # "PingFang SC" → pingFangSC: each word's own capitals kept
    return words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extract", nargs="+", metavar="DIR", help="re-read the observations from these documents")
    parser.add_argument("--validate", nargs="+", metavar="DIR", default=[], help="documents to test the fit on (not stored)")
    parser.add_argument("--check", action="store_true", help="fail if the generated file is not up to date")
    args = parser.parse_args()
    if args.extract:
        obs = [o for d in args.extract for o in builtin_faces.observations(d)]
        builtin_faces.write(obs, DATA)
        print(f"wrote {len(obs)} observations to {os.path.relpath(DATA, ROOT)}")
        return
    measure = Measure()
    lines = []
    table = fit_families(builtin_faces.read(DATA), measure, report=lambda line: (print(line), lines.append(line)))
    validate(table, args.validate, measure)
    write_or_check(OUT, render(table, lines), args.check)


if __name__ == "__main__":
    main()
