/// The report's one stylesheet, inlined into every page (no network, works from `file://`).
/// Its wireframe rules are public: `trellis serve`'s live page draws the same pictures.
///
/// Sizes are in `rem` and layouts wrap, so the pages read at 200 % zoom without sideways
/// scrolling except inside the matrices' own scroll regions. Status colours come with a glyph
/// in every cell, so none rests on colour alone; text on them keeps a 4.5:1 contrast.
public enum Stylesheet {
    static let css = page + "\n" + wireframes

    static let page = """
        :root { --ok: #d8f0d8; --scrolls: #fff1b8; --clipped: #ffd3a8; --unreachable: #f9b8b8; --broken: #e79bd0; --ambiguous: #c9c2f2;
          --obscured: #ffc2a0; --overlap: #f7a8c0;
          --ink: #1a1a1a; --muted: #555; --line: #888; --focus: #0b57d0; font-family: Inter, system-ui, sans-serif; color: var(--ink); }
        body { margin: 0; line-height: 1.45; background: #fafafa; }
        main, header.site, footer.site { padding: 0 1rem; max-width: 100rem; margin: 0 auto; }
        header.site { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; align-items: baseline; border-bottom: 1px solid #ddd; }
        header.site ul { list-style: none; display: flex; gap: 1rem; padding: 0; margin: 0.75rem 0; }
        .revision { color: var(--muted); margin: 0.75rem 0; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; z-index: 2; }
        a { color: #0b4fb3; }
        a:focus-visible, summary:focus-visible, select:focus-visible, .table-scroll:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        h1 { font-size: 1.75rem; } h2 { font-size: 1.3rem; } h2 small { font-weight: normal; color: var(--muted); }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #ccc; padding: 0.2rem 0.45rem; text-align: left; }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        .matrix-table td.cell { padding: 0; text-align: center; min-width: 2.2rem; }
        .matrix-table td.cell a { display: block; padding: 0.25rem; color: var(--ink); text-decoration: none; font-weight: 600; }
        .matrix-table td.threshold { white-space: nowrap; }
        .status-ok { background: var(--ok); } .status-scrolls { background: var(--scrolls); } .status-clipped { background: var(--clipped); }
        .status-unreachable { background: var(--unreachable); } .status-broken { background: var(--broken); } .status-ambiguous { background: var(--ambiguous); }
        .status-obscured { background: var(--obscured); } .status-overlap { background: var(--overlap); }
        .swatch { display: inline-block; min-width: 1.4rem; text-align: center; border: 1px solid var(--line); border-radius: 3px; }
        .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; padding: 0; }
        .filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 1rem 0; }
        .filters[hidden], [hidden] { display: none !important; }
        .strip-group summary { cursor: pointer; } .strip-group summary h2 { display: inline; }
        .strip { list-style: none; display: flex; flex-wrap: wrap; gap: 1rem; padding: 0; }
        .frame { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 0.5rem; width: min(13rem, 100%); box-sizing: border-box; }
        .frame figure { margin: 0; }
        .frame figcaption { margin-bottom: 0.35rem; }
        .badge { font-size: 0.8rem; padding: 0 0.3rem; border-radius: 3px; border: 1px solid var(--line); }
        .findings { font-size: 0.85rem; padding-left: 1.4rem; overflow-wrap: anywhere; }
        .findings .kind { font-weight: 600; } .findings .views { color: var(--muted); }
        .change { border-top: 1px solid #ddd; }
        .pair .frame { width: min(16rem, 100%); }
        """

    /// How `Wireframe`'s SVG looks: its classes' strokes, fills and fonts.
    public static let wireframes = """
        svg.wireframe { width: 100%; height: auto; display: block; }
        svg.wireframe .beyond { fill: #e6e6e6; }
        svg.wireframe .screen { fill: #fff; }
        svg.wireframe .unsafe { fill: #dfe9f7; }
        svg.wireframe .safe-area { fill: none; stroke: #6d93c9; stroke-width: 1; stroke-dasharray: 4 3; }
        svg.wireframe .view rect { fill: none; stroke: #7a7a7a; stroke-width: 1; }
        svg.wireframe .kind-button rect { fill: #e8f0fe; stroke: #3b6fd6; }
        svg.wireframe .kind-textField rect { fill: #fff; stroke: #555; }
        svg.wireframe .kind-scroll > rect { stroke: #222; stroke-width: 1.5; }
        svg.wireframe .kind-stack > rect { stroke: #b9b9b9; stroke-dasharray: 2 2; }
        svg.wireframe .kind-image rect, svg.wireframe .kind-image .cross { fill: #f2f2f2; stroke: #999; }
        svg.wireframe .kind-switch rect { fill: #c8e6c9; stroke: #4c8c4f; }
        svg.wireframe .knob { fill: #fff; stroke: #4c8c4f; }
        svg.wireframe text { font-family: Inter, system-ui, sans-serif; fill: #111; }
        svg.wireframe text.placeholder { fill: #8a8a8a; }
        svg.wireframe .scroll-area .content { fill: none; stroke: #222; stroke-dasharray: 6 4; }
        svg.wireframe .scroll-area .visible { fill: none; stroke: #0b8a3e; stroke-width: 2; }
        svg.wireframe .scroll-area .overflow { fill: #0b8a3e; fill-opacity: 0.08; }
        svg.wireframe .keyboard rect { fill: #5f6368; fill-opacity: 0.55; }
        svg.wireframe .keyboard text { fill: #fff; font-size: 16px; }
        svg.wireframe .offscreen { fill: #9e9e9e; fill-opacity: 0.45; }
        svg.wireframe .screen-edge { fill: none; stroke: #111; stroke-width: 2; }
        svg.wireframe .finding rect { fill: none; stroke-width: 3; stroke: #c62828; }
        svg.wireframe .finding circle { stroke: none; fill: #a31f1f; }
        svg.wireframe .finding text { font-size: 12px; font-weight: 700; fill: #fff; }
        svg.wireframe .finding-scrolls rect { stroke: #b58900; } svg.wireframe .finding-scrolls circle { fill: #8a6800; }
        svg.wireframe .finding-clipped-text rect { stroke: #d45500; } svg.wireframe .finding-clipped-text circle { fill: #a34100; }
        svg.wireframe .finding-unreachable rect, svg.wireframe .finding-compressed rect { stroke: #c62828; }
        svg.wireframe .finding-unreachable circle, svg.wireframe .finding-compressed circle { fill: #a31f1f; }
        svg.wireframe .finding-broken-constraint rect { stroke: #a0287a; } svg.wireframe .finding-broken-constraint circle { fill: #a0287a; }
        svg.wireframe .finding-ambiguous rect { stroke: #5b3fc4; stroke-dasharray: 5 3; } svg.wireframe .finding-ambiguous circle { fill: #5b3fc4; }
        svg.wireframe .finding-obscured rect { stroke: #e65100; stroke-dasharray: 6 2; } svg.wireframe .finding-obscured circle { fill: #bf360c; }
        svg.wireframe .finding-overlap rect { stroke: #ad1457; } svg.wireframe .finding-overlap circle { fill: #880e4f; }
        svg.wireframe .finding-small-target rect { stroke: #00796b; } svg.wireframe .finding-small-target circle { fill: #00695c; }
        """
}
