#!/usr/bin/env python3
"""Fits the system font's advance widths to label widths iOS measured, and generates the table.

Apple licenses SF Pro for its own platforms only: its files are never read here, and no number
comes from them. What is used are facts (scripts/data/README.md): single-line system-font labels
whose saved frame width is what UIKit measured for their text, and the HIG's tracking. Inter's
advances and kerning, as Trellis embeds them (InterMetrics.generated.swift, itself generated from
Debian's fonts-inter), are the prior.

The labels (--data; by default the reference's and those system_font_labels.py read off the
shared corpus and off held-out samples already measured): one line of characters Inter covers; the same (text, size, weight, width, scale) saved
in several documents counts once (so no fold tests on a copy of its training labels); labels whose
saved width is far from Inter's are dropped before any fitting (`screen`: placeholders stretched
across the screen, fixed-width cells).

The model, for a label of `size` pt whose text has n_c of character c and g glyphs:

    width = size × (Σ n_c a_c + Inter's kerning) + tracking(size) × g,
    saved = width rounded up to 1/pixelScale pt (the fit aims at the middle of that pixel)

  - Regular, Text design (below 20 pt): a_c by robust least squares (Cauchy loss on the relative
    error) with a ridge pulling every advance to s × Inter's (s one scale fitted first), so
    characters seen rarely stay near the prior. Inter's kerning stays: the fit is better with it.
  - Other weights: Regular's advances plus k_w × Inter's difference between that weight and
    Regular (Light: minus k_w × Medium's difference; Inter's Light is not embedded), k_w fitted.
    Medium, Semibold and Bold (23–55 text labels each) then get the same ridge fit with that as
    the prior (Bold's capitals and digits come out about 1 % wider than Inter's difference makes them).
  - Display design (from 20 pt): each weight's Text advances × D(size), one narrowing shared by
    every weight, piecewise linear between DISPLAY_KNOTS and constant past the last (SF Pro's
    optical size: about 1.0 at 20 pt, 0.90 from 28 pt); digits narrow by a fitted share of it
    (1 − share × (1 − D)): SF's figures keep most of their width at display sizes. Tracking comes
    on top; characters outside the fit are not scaled. (Earlier: one scale per weight, with a
    pooled Display error a third higher.)
  - Characters outside the fit (seen in fewer than MIN_COUNT labels) keep Inter's advances.

It prints the 5-fold cross-validated (folds of whole documents) mean and median absolute width error per weight and size
band, for Inter as Trellis measured before (advances, kerning and tracking) and for the fit, then
fits on all labels, prints the in-sample error of the integer table as Trellis measures with it,
and writes Sources/TrellisLayout/Text/SystemFontMetrics.generated.swift. Folds come from a fixed
seed and the solver is deterministic, so the table is reproducible.

    python3 scripts/fit-system-font.py [--check]   # --check: fail if the table differs by more than
                                                   # a font unit (another numpy/scipy may round one)
    python3 scripts/fit-system-font.py --train-from scripts/data/label-observations.jsonl
        # cross-validate as if only the reference's labels were known (held-back labels from all)
"""

import argparse
import json
import os

import numpy as np
from scipy.optimize import least_squares

from generated_file import write_or_check
from inter_font import kerning, load_inter
from system_font_table import era_table, error_table, render_swift, same_tables

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "scripts", "data")
# Label widths iOS measured: the reference's, and more read off the shared corpus and held-out samples
# (system_font_labels.py).
DATA_FILES = [os.path.join(DATA, name) for name in
              ("label-observations.jsonl", "corpus-label-observations.jsonl", "sample-label-observations.jsonl")]
OUT = os.path.join(ROOT, "Sources", "TrellisLayout", "Text", "SystemFontMetrics.generated.swift")

DISPLAY_FROM = 20.0           # SF Pro's Display design from 20 pt, Text below
DISPLAY_KNOTS = (20.0, 21.0, 24.0, 28.0)   # sizes the Display narrowing is fitted at; best CV of those tried
DIGITS = "0123456789"
MODERN_TOOLS = 21000          # toolsVersion from which Xcode (14) draws with the iOS 16 SDK's font
MIN_COUNT = 2                 # labels a character must appear in to be fitted
RIDGE = 0.1                   # weight of the prior, per character (relative units); best CV of 0.1–2
ROBUST_SCALE = 0.01           # residuals past 1 % count less and less
FOLDS = 5
SEED = 20261126
# saved ÷ Inter's width outside these is not a text width: (Text low, Display low, high)
SCREEN = (0.88, 0.80, 1.12)
LOSS = "cauchy"               # robust: a label saved at another width barely pulls the fit
WEIGHTS = ["light", "regular", "medium", "semibold", "bold"]   # the fitted faces
# FontWeight → fitted face (the lighter and heavier cuts have a handful of labels between them).
WEIGHT_FACE = {"ultraLight": "light", "thin": "light", "light": "light", "regular": "regular",
               "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "bold", "black": "bold"}
# Inter's faces (FontFace.inter(for:)): what Trellis measured with before, and whose kerning stays.
INTER_FACE = {"ultraLight": "regular", "thin": "regular", "light": "regular", "regular": "regular",
              "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "bold", "black": "bold"}
REFINED = {"medium", "semibold", "bold"}   # weights with enough text labels for a per-character fit
OWN_DISPLAY_SCALE = {"regular", "light", "bold"}


# ---------------------------------------------------------------------------------------------
# Inputs

def load_tracking(path=os.path.join(DATA, "hig-tracking-ios.tsv")):
    rows = [line.split("\t") for line in open(path, encoding="utf-8") if not line.startswith("#")]
    return np.array([[float(r[0]), float(r[2])] for r in rows if len(r) >= 3])


def tracking(table, size):
    """Points per glyph, interpolated as SystemFontTracking.points(atSize:) does."""
    return float(np.interp(size, table[:, 0], table[:, 1]))


def load_observations(slot, paths):
    """The labels Trellis can measure: one line of covered characters, not blank, a fitted weight
    (ultraLight, thin, heavy and black labels are measured with the nearest face, not evidence for it).
    Trailing spaces are dropped as Trellis drops them (UIKit's line width leaves them out). The
    same fact saved in several documents (a template copied across a book's chapters) counts once,
    so that cross-validation does not test on copies of its training labels."""
    kept, facts = [], set()
    for path, line in ((path, line) for path in paths for line in open(path, encoding="utf-8")):
        o = dict(json.loads(line), source=os.path.basename(path))
        text = o["text"].rstrip(" ")
        if not text.strip() or "\n" in text or any(ord(ch) not in slot for ch in text):
            continue
        if o["weight"] not in WEIGHTS or o["savedWidth"] <= 0:   # a face is fitted to its own weight only
            continue
        fact = (text, o["size"], o["weight"], o["savedWidth"], o["pixelScale"])
        if fact in facts:
            continue
        facts.add(fact)
        o["text"] = text
        kept.append(o)
    return kept


def screen(obs, inter_widths):
    """Keeps the labels whose saved width can be their text's: within SCREEN of Inter's width.
    The rest were saved at another width than their text's (a "Label" placeholder stretched
    across the screen, a launch-screen title 440 pt wide, a calendar's fixed day cells). The
    band is wide enough for SF Display, up to about 15 % narrower than Inter, and is decided
    from Inter alone, before any fitting."""
    ratio = np.array([o["savedWidth"] for o in obs]) / inter_widths
    low = np.array([SCREEN[1] if o["size"] >= DISPLAY_FROM else SCREEN[0] for o in obs])
    keep = (ratio > low) & (ratio < SCREEN[2])
    return [o for o, k in zip(obs, keep) if k], int((~keep).sum())


# ---------------------------------------------------------------------------------------------
# The model

class Design:
    """Per-observation features: character counts, glyph counts, tracking and Inter's kerning."""

    def __init__(self, obs, chars, slot, inter, units, track_table):
        index = {c: i for i, c in enumerate(chars)}
        self.counts = np.zeros((len(obs), len(chars)))
        self.other = np.zeros(len(obs))        # em of Inter's kerning and characters outside the fit
        self.glyphs = np.zeros(len(obs))
        self.size = np.array([o["size"] for o in obs])
        self.saved = np.array([o["savedWidth"] for o in obs])
        self.pixel = 1.0 / np.array([o["pixelScale"] for o in obs])
        self.track = np.array([tracking(track_table, s) for s in self.size])
        self.display = self.size >= DISPLAY_FROM
        self.face = [WEIGHT_FACE[o["weight"]] for o in obs]
        self.target = self.saved - self.pixel / 2
        self.digit = np.array([c in DIGITS for c in chars])
        for i, o in enumerate(obs):
            face = inter[INTER_FACE[o["weight"]]]
            previous = None
            for ch in o["text"]:
                if previous is not None:
                    self.other[i] += kerning(face, previous, slot[ord(ch)]) / units
                previous = slot[ord(ch)]
                self.glyphs[i] += 1
                if ch in index:
                    self.counts[i, index[ch]] += 1
                else:
                    self.other[i] += face["advances"][slot[ord(ch)]] / units

    def predict(self, rows, advances, scale=1.0):
        """Unrounded widths in points for the given rows, advances in em; `scale` (the Display
        design's: one number, or one per row and character) applies to the fitted advances only,
        as the generated table does."""
        fitted = (self.counts[rows] * scale) @ advances if np.ndim(scale) == 2 else scale * (self.counts[rows] @ advances)
        return self.size[rows] * (fitted + self.other[rows]) + self.track[rows] * self.glyphs[rows]

    def display_scales(self, sizes, display):
        """Per size and fitted character, the Display design's scale of its Text advance."""
        return display_scales(sizes, display, self.digit)


def narrowing_at(size, ramp):
    """The ramp between DISPLAY_KNOTS, constant outside, in SystemFontMetrics.scale's arithmetic."""
    if size <= DISPLAY_KNOTS[0]:
        return ramp[0]
    if size >= DISPLAY_KNOTS[-1]:
        return ramp[-1]
    upper = next(i for i, knot in enumerate(DISPLAY_KNOTS) if knot >= size)
    low, high = DISPLAY_KNOTS[upper - 1], DISPLAY_KNOTS[upper]
    return ramp[upper - 1] + (ramp[upper] - ramp[upper - 1]) * (size - low) / (high - low)


def display_scales(sizes, display, digit):
    """D(size) for letters and punctuation, 1 − share × (1 − D) for digits; 1 below DISPLAY_FROM."""
    ramp, share = display
    narrowing = np.array([narrowing_at(size, ramp) if size >= DISPLAY_FROM else 1.0 for size in sizes])
    return np.where(digit[None, :], 1 - share * (1 - narrowing[:, None]), narrowing[:, None])


def round_up(width, pixel):
    return np.ceil(width / pixel - 1e-7) * pixel


def fit_advances(design, rows, prior):
    """Per-character Text advances (em): robust least squares on the relative error, ridge to `prior`."""
    counts = design.counts[rows] * design.size[rows][:, None]
    fixed = design.size[rows] * design.other[rows] + design.track[rows] * design.glyphs[rows]
    target = design.target[rows]
    seen = design.counts[rows].sum(axis=0) > 0
    ridge = np.sqrt(RIDGE) / prior

    def residuals(a):
        return np.concatenate([(counts @ a + fixed - target) / target, ridge * (a - prior) * seen])

    jacobian = np.vstack([counts / target[:, None], np.diag(ridge * seen)])
    fitted = least_squares(residuals, prior.copy(), jac=lambda a: jacobian, loss=LOSS, f_scale=ROBUST_SCALE).x
    return np.where(seen, fitted, prior)


def fit_scalar(function, x0):
    """A small nonlinear robust fit (the prior's scale, Display scales, weight factors)."""
    return least_squares(function, np.array(x0, dtype=float), loss=LOSS, f_scale=ROBUST_SCALE).x


def fit(design, rows, inter_em):
    """Fits every face on the given rows; returns ({face: [Text advances (em), d, k]}, Display).
    Each weight's factor k is fitted with a provisional Display scale d of its own (for Medium
    and Semibold Regular's); the shared Display narrowing (ramp at DISPLAY_KNOTS, digits' share)
    is then fitted to the Display labels of every weight on the final Text advances."""
    rows = np.asarray(rows)
    face = np.array(design.face)
    text = rows[(face[rows] == "regular") & ~design.display[rows]]
    # The prior: Inter's Regular × one scale.
    base = inter_em["regular"]
    (s,) = fit_scalar(lambda p: (design.predict(text, base * p[0]) - design.target[text]) / design.target[text], [0.95])
    regular = fit_advances(design, text, base * s)
    model = {"regular": [regular, 1.0]}
    display = rows[(face[rows] == "regular") & design.display[rows]]
    (d,) = fit_scalar(lambda p: (design.predict(display, regular, p[0]) - design.target[display]) / design.target[display], [0.95])
    model["regular"][1] = d
    for weight in WEIGHTS:
        if weight == "regular":
            continue
        delta = inter_em["regular"] - inter_em["medium"] if weight == "light" else inter_em[weight] - inter_em["regular"]
        mine = rows[face[rows] == weight]
        scale_of = lambda p: np.where(design.display[mine], p[1] if weight in OWN_DISPLAY_SCALE else d, 1.0)

        def residuals(p):
            return (design.predict(mine, regular + p[0] * delta, scale_of(p)) - design.target[mine]) / design.target[mine]

        k, dw = fit_scalar(residuals, [1.0, d])
        dw = dw if weight in OWN_DISPLAY_SCALE else d
        advances = regular + k * delta
        if weight in REFINED:
            text_rows = mine[~design.display[mine]]
            advances = fit_advances(design, text_rows, advances)
        model[weight] = [advances, dw, k]
    shown = rows[design.display[rows]]
    per_row = np.array([model[design.face[i]][0] for i in shown])

    def residuals(p):
        scales = design.display_scales(design.size[shown], (p[:-1], p[-1]))
        fitted = np.sum(design.counts[shown] * scales * per_row, axis=1)
        width = design.size[shown] * (fitted + design.other[shown]) + design.track[shown] * design.glyphs[shown]
        return (width - design.target[shown]) / design.target[shown]

    p = fit_scalar(residuals, [0.95] * len(DISPLAY_KNOTS) + [0.5])
    return model, (p[:-1], p[-1])


def predict_model(design, rows, fitted):
    """Unrounded widths of the given rows, each with its weight's face and design."""
    model, display = fitted
    scales = design.display_scales(design.size[rows], display)
    return np.array([design.predict(np.array([i]), model[design.face[i]][0], scales[n:n + 1])[0]
                     for n, i in enumerate(rows)])


def table_at(text_table, display, digit, size):
    """A weight's integer advances at a point size, as FontFace.system(_:size:) builds them: the
    Text table below DISPLAY_FROM, from it each advance × its Display scale at the nearest whole
    point size, rounded half away from zero (Swift's `rounded()`)."""
    if size < DISPLAY_FROM:
        return text_table
    scales = display_scales(np.array([float(np.floor(size + 0.5))]), display, digit)[0]
    return np.floor(text_table * scales + 0.5).astype(int)


def measure(obs, slot, inter, units, track_table, tables=None, chars=(), rounded=True):
    """Widths as Trellis measures them: integer font units, Inter's kerning, tracking in whole
    units, rounded up to the pixel grid. Without `tables`, Inter's advances (Trellis before the
    fit); with them ({weight: Text advances}, Display), the fitted advances of the label's weight
    at its size, Inter's elsewhere."""
    index = {c: i for i, c in enumerate(chars)}
    digit = np.array([c in DIGITS for c in chars])
    widths = []
    for o in obs:
        face = inter[INTER_FACE[o["weight"]]]
        table = table_at(tables[0][WEIGHT_FACE[o["weight"]]], tables[1], digit, o["size"]) if tables else None
        scale = o["size"] / units
        track = int(round(tracking(track_table, o["size"]) / scale))
        total, previous = 0, None
        for ch in o["text"]:
            s = slot[ord(ch)]
            advance = table[index[ch]] if table is not None and ch in index else int(face["advances"][s])
            total += advance + track + (kerning(face, previous, s) if previous is not None else 0)
            previous = s
        widths.append(round_up(total * scale, 1.0 / o["pixelScale"]) if rounded else total * scale)
    return np.array(widths)


# ---------------------------------------------------------------------------------------------
# Report and output (system_font_table.py)

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the generated file is not up to date")
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--data", nargs="+", default=DATA_FILES, metavar="JSONL", help="the labels to fit and test on")
    parser.add_argument("--train-from", nargs="+", metavar="JSONL",
                        help="cross-validate training on these files' labels only (held-back labels still from all)")
    args = parser.parse_args()

    units, scalars, slot, inter = load_inter()
    track_table = load_tracking()
    obs = load_observations(slot, args.data)
    obs, screened = screen(obs, measure(obs, slot, inter, units, track_table, rounded=False))
    seen = {}
    for o in obs:
        for ch in set(o["text"]):
            seen[ch] = seen.get(ch, 0) + 1
    chars = sorted(ch for ch, n in seen.items() if n >= MIN_COUNT)
    inter_em = {w: np.array([inter[w]["advances"][slot[ord(c)]] for c in chars]) / units
                for w in ("regular", "medium", "semibold", "bold")}
    design = Design(obs, chars, slot, inter, units, track_table)

    before = np.abs(measure(obs, slot, inter, units, track_table) - design.saved) / design.saved
    # Folds of whole documents: labels of one document (one designer, one Xcode) are never split
    # between training and test.
    documents = sorted({(o["repo"], o["path"]) for o in obs})
    fold_of = {doc: n % FOLDS for n, doc in enumerate(documents[i] for i in np.random.default_rng(SEED).permutation(len(documents)))}
    fold = np.array([fold_of[(o["repo"], o["path"])] for o in obs])
    trained = {os.path.basename(p) for p in args.train_from or args.data}
    cv = np.zeros(len(obs))   # signed: the era report shows which way the fit misses
    for f in range(FOLDS):
        held = np.flatnonzero(fold == f)
        train = np.flatnonzero((fold != f) & np.array([o["source"] in trained for o in obs]))
        model = fit(design, train, inter_em)
        cv[held] = (round_up(predict_model(design, held, model), design.pixel[held]) - design.saved[held]) / design.saved[held]

    print(f"{len(obs)} labels ({screened} screened out), {len(chars)} characters fitted, {FOLDS}-fold cross-validation by document (seed {SEED})")
    print("absolute width error, saved width vs. width rounded up to the pixel grid:")
    print(error_table(design, {"Inter (before)": before, "fit (CV)": np.abs(cv)}, WEIGHTS))
    modern = np.array([int(o["toolsVersion"].split(".")[0]) >= MODERN_TOOLS for o in obs])
    print(f"\nthe same CV by the Xcode that saved the label (toolsVersion below / from {MODERN_TOOLS}, iOS 16's SDK):")
    print(era_table(design, cv, modern))

    model, display = fit(design, np.arange(len(obs)), inter_em)
    display = (np.round(display[0], 4), round(float(display[1]), 4))   # as the generated file holds them
    tables = ({weight: np.round(model[weight][0] * units).astype(int) for weight in WEIGHTS}, display)
    exact = measure(obs, slot, inter, units, track_table, tables, chars)
    in_sample = np.abs(exact - design.saved) / design.saved
    print("\nfitted on all labels, measured as Trellis measures (integer units, kerning, tracking):")
    print(error_table(design, {"in sample": in_sample}, WEIGHTS))
    parameters = ("Display scale " + ", ".join(f"{s:g} pt {d:.4f}" for s, d in zip(DISPLAY_KNOTS, display[0]))
                  + f", digits' share {display[1]:.4f}; Inter weight-difference factor "
                  + ", ".join(f"{w} k={model[w][2]:.3f}" for w in WEIGHTS if len(model[w]) > 2))
    print(parameters)

    summary = error_table(design, {"Inter (before)": before, "fit (CV)": np.abs(cv)}, WEIGHTS)
    swift = render_swift(chars, tables, DISPLAY_KNOTS, WEIGHTS, units, len(obs), screened, summary, parameters)
    write_or_check(args.out, swift, args.check, same=same_tables)


if __name__ == "__main__":
    main()
