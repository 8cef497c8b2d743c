"""Inter's metrics as Trellis embeds them (InterMetrics.generated.swift, generated from Debian's
fonts-inter by scripts/generate-font-metrics.py): the system font fit's prior and kerning."""

import base64
import os
import struct

import numpy as np

INTER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                     "Sources", "TrellisLayout", "Text", "InterMetrics.generated.swift")


def load_inter(path=INTER):
    """Inter's scalars, and per weight its advances and kerning, from the generated Swift file."""
    text = open(path, encoding="utf-8").read()

    def literal(start):
        i = text.index('"""', start) + 3
        j = text.index('"""', i)
        return base64.b64decode("".join(text[i:j].split())), j

    units = int(text.split("static let unitsPerEm = ")[1].split()[0])
    raw, _ = literal(text.index("static let scalarsBase64"))
    scalars = list(struct.unpack("<%dH" % (len(raw) // 2), raw))
    faces = {}
    pos = 0
    while True:
        pos = text.find("GeneratedFace(\n", pos)
        if pos < 0:
            break
        weight = text[pos:].split("weight: .")[1].split(",")[0]
        counts = text[pos:].split("kernLeftClassCount: ")[1]
        left_count = int(counts.split(",")[0])
        right_count = int(counts.split("kernRightClassCount: ")[1].split(",")[0])
        adv, end = literal(text.index("advancesBase64", pos))
        left, end = literal(text.index("kernLeftClassesBase64", end))
        right, end = literal(text.index("kernRightClassesBase64", end))
        matrix_raw, end = literal(text.index("kernMatrixBase64", end))
        encoded = struct.unpack("<%dh" % (len(matrix_raw) // 2), matrix_raw)
        matrix, i = [], 0
        while i < len(encoded):  # a 0 is followed by the length of its run of zeros
            matrix += [0] * encoded[i + 1] if encoded[i] == 0 else [encoded[i]]
            i += 2 if encoded[i] == 0 else 1
        assert len(matrix) == left_count * right_count
        faces[weight] = {
            "advances": np.array(struct.unpack("<%dH" % (len(adv) // 2), adv), dtype=float),
            "left": list(left), "right": list(right), "rightCount": right_count, "matrix": matrix,
        }
        pos = end
    slot = {s: i for i, s in enumerate(scalars)}
    return units, scalars, slot, faces


def kerning(face, a, b):
    return face["matrix"][face["left"][a] * face["rightCount"] + face["right"][b]]
