#!/usr/bin/env python3
"""Reads off the corpus how tall a navigation bar IB draws over the controllers of a navigation
controller's stack, against the height of the controller's saved `<navigationBar key="navigationBar">`.

For every controller in a navigation stack (the root and what it pushes) that pins a subview of its
root to the safe area's top (see canvas-evidence.py), the bar IB drew over it is the implied
safe-area top minus the saved bar's y (the status bar above it). Prints, per saved height and large
title setting, how many controllers show the saved height, the height without the 52 pt large
title row, or something else (an opaque bar: the root starts below it), and whether the root's
first subview is a scroll view (which a large title tracks, drawn collapsed).

    python3 scripts/nav-bar-evidence.py ../shared/corpus/files
"""
import collections
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET

spec = importlib.util.spec_from_file_location('canvas', os.path.join(os.path.dirname(__file__), 'canvas-evidence.py'))
canvas = importlib.util.module_from_spec(spec)
spec.loader.exec_module(canvas)


def stacks(doc):
    """(saved bar element, controller) for every controller of every navigation stack."""
    controllers = {o.get('id'): o for scene in doc.iter('scene') for o in (scene.find('objects') or []) if o.get('id')}
    for nav in controllers.values():
        if nav.tag != 'navigationController' or nav.get('navigationBarHidden') == 'YES':
            continue
        bar = next((c for c in nav if c.tag == 'navigationBar' and c.get('key') == 'navigationBar'), None)
        if bar is None or canvas.frame(bar) is None:
            continue
        todo = [s.get('destination') for s in nav.iter('segue') if s.get('relationship') == 'rootViewController']
        seen = set()
        while todo:
            cid = todo.pop()
            if cid in seen or cid not in controllers:
                continue
            seen.add(cid)
            yield bar, controllers[cid]
            todo += [s.get('destination') for s in controllers[cid].iter('segue') if s.get('kind') in ('show', 'push')]


def main(folder):
    table = collections.Counter()
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.storyboard'):
            continue
        try:
            doc = ET.parse(os.path.join(folder, name)).getroot()
        except ET.ParseError:
            continue
        for bar, controller in stacks(doc):
            view = next((c for c in controller if c.get('key') == 'view'), None)
            top = canvas.votes(view)[0] if view is not None else None
            if top is None:
                continue
            _, y, _, height = canvas.frame(bar)
            item = next((c for c in controller if c.tag == 'navigationItem' and c.get('key') == 'navigationItem'), None)
            mode = item.get('largeTitleDisplayMode', 'automatic') if item is not None else 'automatic'
            subviews = view.find('subviews')
            first = subviews[0].tag if subviews is not None and len(subviews) else None
            scrolls = first in ('scrollView', 'tableView', 'collectionView', 'textView')
            drawn = top - y
            verdict = 'saved height' if abs(drawn - height) < 1 else 'without title row' if abs(drawn - height + 52) < 1 else 'other'
            table[(height, bar.get('largeTitles') == 'YES', mode, scrolls, verdict)] += 1
    print('saved height\tlarge titles\titem mode\tfirst subview scrolls\tbar drawn\tcontrollers')
    for key in sorted(table):
        print('\t'.join(map(str, key)) + '\t' + str(table[key]))


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else '../shared/corpus/files')
