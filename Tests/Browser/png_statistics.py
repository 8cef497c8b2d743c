#!/usr/bin/env python3
"""Width, height, brightness variance and distinct colours of a PNG screenshot, decoded with the
standard library alone (zlib): a blank page has a variance near zero and few colours.

    python3 Tests/Browser/png_statistics.py shot.png   # prints: WIDTH HEIGHT VARIANCE COLOURS

Used by the HTML report's browser tests (Swift) and by live_page.py.
"""
import struct
import sys
import zlib


def png_statistics(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, compressed = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    assert depth == 8 and colour in (2, 6), "unsupported PNG: depth %d colour %d" % (depth, colour)
    channels = 3 if colour == 2 else 4
    stride, raw = width * channels, zlib.decompress(compressed)
    previous = bytearray(stride)
    total = total_squares = 0.0
    samples, colours = 0, set()
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, channels * 4):  # every fourth pixel is plenty
            luminance = 0.299 * line[x] + 0.587 * line[x + 1] + 0.114 * line[x + 2]
            total += luminance
            total_squares += luminance * luminance
            samples += 1
            if len(colours) < 4096:
                colours.add((line[x], line[x + 1], line[x + 2]))
        previous = line
    mean = total / samples
    return width, height, total_squares / samples - mean * mean, len(colours)


if __name__ == "__main__":
    print(*png_statistics(sys.argv[1]))
