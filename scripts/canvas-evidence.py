#!/usr/bin/env python3
"""Reads Interface Builder's canvas off the corpus: the safe-area insets IB drew, per device and
Xcode era, from the saved frames of views pinned to the safe area.

For every required constraint `view.top == safeArea.top + c` (either order) where the view is a
direct subview of a root view and not marked misplaced, the canvas's top inset is `y - c`;
likewise the bottom inset from `safeArea.bottom == view.bottom + c`. Each document votes once
per (device, era, kind of root) with its most common value. Prints the table the canvas rules in
Sources/TrellisInterfaceBuilder/Canvas.swift are stated from.

    python3 scripts/canvas-evidence.py ../shared/corpus/files
"""
import collections
import os
import sys
import xml.etree.ElementTree as ET


def era(tools):
    # toolsVersion → Xcode major (IB builds: 11xxx Xcode 9, 14xxx 10, 15xxx-16xxx 11, 17xxx 12, 18xxx-19xxx 13, 20xxx-21xxx 14, 22xxx 15, 23xxx 16, 24xxx 26, 32xxx 26)
    return int(tools) // 1000 if tools else 0


def roots(doc):
    """(root view, controller or None, top bar, bottom bar) for each scene or top-level xib view."""
    scenes = doc.find('scenes')
    if scenes is not None:
        for scene in scenes.findall('scene'):
            objects = scene.find('objects')
            if objects is None:
                continue
            for controller in objects:
                view = next((c for c in controller if c.get('key') == 'view'), None)
                if view is None:
                    continue
                top = next((c for c in controller if c.get('key') == 'simulatedTopBarMetrics'), None)
                bottom = next((c for c in controller if c.get('key') == 'simulatedBottomBarMetrics'), None)
                yield view, controller, top, bottom
    else:
        objects = doc.find('objects')
        for view in (objects if objects is not None else []):
            if view.find("rect[@key='frame']") is not None and view.tag not in ('placeholder', 'customObject'):
                yield view, None, None, None


def frame(e):
    r = e.find("rect[@key='frame']")
    if r is None:
        return None
    return tuple(float(r.get(k, 0)) for k in ('x', 'y', 'width', 'height'))


def votes(root):
    safe = root.find("viewLayoutGuide[@key='safeArea']")
    if safe is None:
        return None, None
    safe_id = safe.get('id')
    subviews = {}
    for s in (root.find('subviews') or []):
        f = frame(s)
        if f and s.get('misplaced') != 'YES' and s.get('ambiguous') != 'YES' and s.get('id'):
            subviews[s.get('id')] = f
    rf = frame(root)
    tops, bottoms = collections.Counter(), collections.Counter()
    for c in root.findall('constraints/constraint'):
        if c.get('priority') not in (None, '1000') or c.get('relation') not in (None, 'equal') or c.get('multiplier'):
            continue
        a, b = (c.get('firstItem'), c.get('firstAttribute')), (c.get('secondItem'), c.get('secondAttribute'))
        k = float(c.get('constant', 0))
        for (v, va), (g, ga), sign in ((a, b, 1), (b, a, -1)):
            if g != safe_id or v not in subviews or va != ga:
                continue
            x, y, w, h = subviews[v]
            if va == 'top':
                tops[round(y - sign * k, 1)] += 1          # view.top = safe.top + k
            elif va == 'bottom' and rf:
                bottoms[round(rf[3] - (y + h) + sign * k, 1)] += 1   # view.bottom = safe.bottom + k
    top = tops.most_common(1)[0][0] if tops else None
    bottom = bottoms.most_common(1)[0][0] if bottoms else None
    return top, bottom


def main(folder):
    table = collections.defaultdict(lambda: (collections.Counter(), collections.Counter()))
    for name in sorted(os.listdir(folder)):
        if not name.endswith(('.storyboard', '.xib')):
            continue
        try:
            doc = ET.parse(os.path.join(folder, name)).getroot()
        except ET.ParseError:
            continue
        device = doc.find('device')
        dev = device.get('id') if device is not None else 'none'
        xcode = era(doc.get('toolsVersion', '0').split('.')[0])
        seen = set()
        for root, controller, top_bar, bottom_bar in roots(doc):
            rf = frame(root)
            if rf is None:
                continue
            kind = 'xib' if controller is None else 'scene'
            bars = (top_bar.tag.replace('simulated', '').replace('Metrics', '') if top_bar is not None else '-') + '/' + \
                   (bottom_bar.tag.replace('simulated', '').replace('Metrics', '') if bottom_bar is not None else '-')
            top, bottom = votes(root)
            key = (dev, xcode, kind, bars, '%gx%g' % (rf[2], rf[3]))
            if (key, top, bottom) in seen:
                continue  # one vote per document and kind of root
            seen.add((key, top, bottom))
            if top is not None:
                table[key][0][top] += 1
            if bottom is not None:
                table[key][1][bottom] += 1
    print('device\tera\troot\tbars\tsize\ttop insets (value: documents)\tbottom insets')
    for key in sorted(table):
        tops, bottoms = table[key]
        print('\t'.join(map(str, key)) + '\t' + ', '.join('%g: %d' % kv for kv in tops.most_common(4))
              + '\t' + ', '.join('%g: %d' % kv for kv in bottoms.most_common(4)))


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else '../shared/corpus/files')
