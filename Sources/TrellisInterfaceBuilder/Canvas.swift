import TrellisLayout

/// Interface Builder's canvas: the device a document was laid out on, as a Trellis device with
/// the safe area and simulated bars IB drew. Only the frame check solves on it; catalog profiles
/// are real devices.
public enum Canvas {
    /// A canvas device: portrait size in points, the insets Interface Builder draws at the top
    /// (status bar, sensor housing) and bottom (home indicator), whether landscape gets a regular
    /// horizontal size class (Plus / Max phones, iPads), and the canvas from Xcode 14 on where it
    /// changed (`scripts/canvas-evidence.py` reads these off the corpus).
    struct Entry {
        var width: Double, height: Double, top: Double, bottom: Double
        var wide = false, pad = false
        /// The canvas's pixel grid (`UIScreen.scale` of the phone it shows), which text rounds to.
        var scale = 3.0
        /// From Xcode 14 (toolsVersion 21000) the notched 375, 390 and 414 pt canvases draw the
        /// insets of iOS 15–16 instead of iOS 13's 44 pt: 50 (iPhone 13 mini), 47 (iPhone 13/14),
        /// 48 (iPhone 11). Corpus: 414 × 896 canvases say 44 in 24 documents of toolsVersion
        /// 15xxx–20xxx and 48 in 8 of 21xxx on; 390 × 844 say 44 in 3 of 19xxx–20xxx, 47 in 6 of
        /// 21xxx on; 375 × 812 say 44 in 8 before, 50 in the 6 of 23xxx.
        var topFromXcode14: Double? = nil
    }

    /// Xcode's `<device id=…>` names.
    static let entries: [String: Entry] = [
        "retina3_5": Entry(width: 320, height: 480, top: 20, bottom: 0, scale: 2), "retina4_0": Entry(width: 320, height: 568, top: 20, bottom: 0, scale: 2),
        // Xcode 6's name for the 4-inch canvas.
        "retina4": Entry(width: 320, height: 568, top: 20, bottom: 0, scale: 2),
        "retina4_7": Entry(width: 375, height: 667, top: 20, bottom: 0, scale: 2), "retina5_5": Entry(width: 414, height: 736, top: 20, bottom: 0, wide: true),
        "retina5_9": Entry(width: 375, height: 812, top: 44, bottom: 34, topFromXcode14: 50),
        "retina6_0": Entry(width: 390, height: 844, top: 44, bottom: 34, topFromXcode14: 47),
        "retina6_1": Entry(width: 414, height: 896, top: 44, bottom: 34, wide: true, scale: 2, topFromXcode14: 48),
        "retina6_5": Entry(width: 414, height: 896, top: 44, bottom: 34, wide: true),
        "retina6_7": Entry(width: 428, height: 926, top: 44, bottom: 34, wide: true, topFromXcode14: 47),
        "retina6_12": Entry(width: 393, height: 852, top: 59, bottom: 34), "retina6_3": Entry(width: 402, height: 874, top: 62, bottom: 34),
        "retina6_72": Entry(width: 430, height: 932, top: 59, bottom: 34, wide: true), "retina6_9": Entry(width: 440, height: 956, top: 62, bottom: 34, wide: true),
        "ipad9_7": Entry(width: 768, height: 1024, top: 20, bottom: 0, wide: true, pad: true, scale: 2),
        "ipad10_5": Entry(width: 834, height: 1112, top: 20, bottom: 0, wide: true, pad: true, scale: 2),
        "ipad11": Entry(width: 834, height: 1194, top: 24, bottom: 20, wide: true, pad: true, scale: 2),
        "ipad12_9": Entry(width: 1024, height: 1366, top: 20, bottom: 0, wide: true, pad: true, scale: 2),
        "ipad12_9rounded": Entry(width: 1024, height: 1366, top: 24, bottom: 20, wide: true, pad: true, scale: 2),
        "ipad10_9rounded": Entry(width: 820, height: 1180, top: 24, bottom: 20, wide: true, pad: true, scale: 2),
        // iPad mini (6th generation) and the 13-inch iPad Pro (M4): no home button, 24 pt status bar, 20 pt home indicator.
        "ipad7_9": Entry(width: 744, height: 1133, top: 24, bottom: 20, wide: true, pad: true, scale: 2),
        "ipad13_0rounded": Entry(width: 1032, height: 1376, top: 24, bottom: 20, wide: true, pad: true, scale: 2),
    ]

    /// The device IB laid the screen out on, as a Trellis device: the root view's saved size, and
    /// the safe area IB drew on it (`safeArea(for:)`).
    public static func device(for imported: ImportedScreen) -> Device {
        let portrait = imported.orientation == .portrait
        let ib = entry(for: imported)
        let root = imported.rootSize
        let safe = safeArea(for: imported, on: ib)
        // Xcode 6–7's Any canvas shows the layout of no size class: a variation's constraints and
        // subviews are not there (2 held-out documents of 2 repositories whose variations move or
        // add views, none against; 6 more such documents change nowhere).
        let anyCanvas = imported.deviceID == nil
        let h: SizeClass = anyCanvas ? .unspecified : ib.pad || (!portrait && ib.wide) ? .regular : .compact
        let v: SizeClass = anyCanvas ? .unspecified : ib.pad || portrait ? .regular : .compact
        let metrics = ScreenMetrics(width: root.width, height: root.height, safeArea: safe, horizontalSizeClass: h, verticalSizeClass: v)
        let flipped = ScreenMetrics(width: root.height, height: root.width, safeArea: safe, horizontalSizeClass: h, verticalSizeClass: v)
        return Device(id: "ib-" + (imported.deviceID ?? "unknown"), name: "Interface Builder canvas", family: ib.pad ? .ipad : .iphone,
                      portrait: portrait ? metrics : flipped, landscape: portrait ? flipped : metrics,
                      keyboardPortrait: 0, keyboardLandscape: 0, scale: ib.scale)
    }

    /// The document's device, unless its full-screen root is the size of another device, whose
    /// insets IB then drew: Xcode 16 saves 430 × 932 roots (the Dynamic Island's 59 pt) under
    /// `retina6_7`, which was 428 × 926 (47 pt) until then. A device this table does not name (a
    /// newer Xcode's) is the one of the root's size, if any.
    static func entry(for imported: ImportedScreen) -> Entry {
        let root = imported.orientation == .portrait ? imported.rootSize
            : Size(width: imported.rootSize.height, height: imported.rootSize.width)
        func sameSize(_ keep: (Entry) -> Bool) -> Entry? {
            entries.sorted { $0.key < $1.key }.first { keep($0.value) && Size(width: $0.value.width, height: $0.value.height) == root }?.value
        }
        guard let id = imported.deviceID, let named = entries[id] else {
            return (imported.deviceID == nil ? nil : sameSize { _ in true }) ?? entries["retina4_7"]!
        }
        guard root != Size(width: named.width, height: named.height), named.bottom > 0 else { return named }
        return sameSize { $0.bottom > 0 && !$0.pad } ?? named
    }

    /// The safe area of the root on the canvas. IB draws the status bar and the device's insets on
    /// a root that is the whole screen: one of the screen's size, one taller than the screen (a
    /// freeform mock-up of a scrolling screen keeps both insets: 2 documents), and any root of a
    /// document without a `<device>` (Xcode 6–7's "Any" canvas, where the root is the canvas).
    /// A xib's top-level view gets the notched devices' insets; on home-button ones, the status bar
    /// when it is the screen's size and the era draws one (as for a storyboard's root: 2 held-out
    /// documents of 2 repositories before Xcode 11 agree, none against), and none otherwise. One
    /// smaller than the screen in a document with safe-area guides gets the status bar only: 4
    /// documents of 4 repositories agree, 1 of the corpus and 3 of held-out samples; the 4 of the
    /// corpus without guides (their margins follow the insets) keep both.
    /// A shorter root as wide as the screen gets the bottom inset only; a narrower one none.
    static func safeArea(for imported: ImportedScreen, on ib: Entry) -> EdgeInsets {
        // A xib's top-level cell is drawn on its own, not on the screen: no insets. Two documents of
        // two repositories (held out) match only so — a content view pinned to the cell's safe area
        // saved at y 0, margins preserved from the cell saved at 11 — and none of the other 30 cell
        // xibs on notched canvases in the corpus and three held-out samples changes.
        if imported.rootIsCell { return .zero }
        let portrait = imported.orientation == .portrait
        // An iPhone's navigation bar is 32 pt tall in landscape (compact height), 44 in portrait.
        let topBar = !portrait && !ib.pad && imported.barInsets.top == 44 ? 32 : imported.barInsets.top
        let screen = portrait ? Size(width: ib.width, height: ib.height) : Size(width: ib.height, height: ib.width)
        let root = imported.rootSize
        let statusBarOnly = ib.bottom == 0
        let xcode14 = (imported.toolsVersion ?? 0) >= 21000
        // Xcode 6–7's Any canvas (no device) draws no status bar where the controller sets it to None,
        // nor over a controller in a container view with no top bar (5 such controllers of 3
        // documents of 3 repositories pin a view to the top layout guide at 0; a navigation stack's
        // in a container keeps the bar above its navigation bar, 1 document); device canvases draw
        // it whatever the setting.
        let bareInContainer = imported.embedded && imported.barInsets.top == 0
        let top = (imported.noStatusBar || bareInContainer) && imported.deviceID == nil ? 0 : xcode14 ? ib.topFromXcode14 ?? ib.top : ib.top
        // Xcode 11 to 14.2 draw no status bar on a home-button iPhone's canvas: in the corpus's
        // documents of toolsVersion 15xxx–18xxx views pinned to the safe area sit at its top edge
        // (or 44 below it, under a navigation bar), in 17156 a view centred in the safe area is
        // centred on the whole screen, and a held-out 21507 document matches only without a bar.
        // From Xcode 14.3 (21701) the 20 pt bar is back, on storyboard and xib roots alike: views
        // pinned to the safe area or the top layout guide sit 20 (64 under a navigation bar) below
        // the top in 5 of the 6 corpus documents of 23xxx–32xxx that pin one, and in 4 documents
        // of 3 repositories of 21701–22505 (1 in the corpus, 3 in held-out samples), none against.
        // A home-button iPad's canvas is drawn so too (a held-out 16097 document pins a view to the
        // safe area's top at 0; a 32700 one at 20; none against).
        let tools = imported.toolsVersion ?? 0
        let homeButton = statusBarOnly && !ib.pad
        let statusBar = statusBarOnly && tools >= Self.xcode11 && tools < Self.homeButtonStatusBarReturns ? 0 : top
        let screenSized = root == screen || root.height > screen.height
        let xibShowsStatusBar = homeButton && screenSized && statusBar > 0
        let wholeScreen = imported.fromXib ? (!statusBarOnly && (screenSized || !imported.rootHasSafeAreaGuide)) || xibShowsStatusBar
            : imported.deviceID == nil || screenSized
        // On a phone's canvas a controller simulated at a freeform size is drawn as a screen of that
        // size: the status bar at its top, nothing at its bottom. In phone landscape (wider than tall
        // and at most 430 high, a compact height) iOS hides the status bar. Corpus and held-out
        // samples: 8 controllers in 5 documents of 5 repositories show the bar (20, 44), none at the
        // bottom; 6 landscape ones of 1 repository (667 × 375, 512 × 299, 667 × 26) none, its
        // 1024 × 768 ones the bar; 4 of the era without a bar on home-button phones none. iPad
        // canvases draw no bar on freeform roots (2 documents of 2 repositories, one in split view).
        let phoneLandscape = root.width > root.height && root.height <= 430
        // A freeform size without simulated metrics (a page's or a popover's content) gets the same
        // on a notched canvas (2 documents of 2 repositories, Xcode 10.2 and 12.4, pinned 44 below
        // it) and nothing on a home-button one (3 documents of 3 repositories, Xcode 9 to 16).
        let notchedFreeform = imported.freeformSizeOnly && ib.bottom > 0
        // A controller in a container view is drawn so too, at the container's size (2 documents of
        // 2 repositories: an 808 pt child's toolbar pinned to the safe area's bottom sits at its
        // edge; an embedded navigation stack's 773 pt root has 88 above, nothing below).
        if imported.freeformRoot || notchedFreeform || imported.embedded, !ib.pad, !wholeScreen, !phoneLandscape {
            var safe = EdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0)
            safe.top = imported.opaqueTopBar ? 0 : safe.top + topBar
            return safe.clamped(toHeight: root.height)
        }
        guard wholeScreen else {
            // UIKit ends a controller's view above an opaque tab bar, and IB draws a root shortened
            // so from the screen's top: the status bar and a translucent top bar over it, nothing
            // below (1 held-out document's 813 pt roots on the 896 pt iPhone pin a view 32 below a
            // safe area top of 88; 1 corpus document's 554 pt roots below an opaque navigation bar
            // too, on the 667 pt one, overlap nothing).
            let tabBarTop = screen.height - ib.bottom - imported.barInsets.bottom
            if imported.opaqueTabBar, !imported.fromXib, portrait, root.width == screen.width, root.height <= tabBarTop {
                let rootTop = tabBarTop - root.height
                return EdgeInsets(top: max(0, statusBar + topBar - rootTop), left: 0, bottom: 0, right: 0).clamped(toHeight: root.height)
            }
            // A shorter root as wide as the screen (a page sheet, a view below a top bar) reaches the
            // screen's bottom: it keeps the home indicator's inset and none at the top. Corpus: it
            // helps screens of 5 repositories (sheets of 790, 842 pt; roots of 749 below a bar) and
            // costs 2 (roots of 685 and 808 pt, which IB drew with no bottom inset). Under a
            // translucent navigation bar (a sheet in a navigation controller) the bar is its top inset.
            let reachesBottom = !imported.fromXib && root.width == screen.width && root.height < screen.height
            // Xcode 15 on draws a page sheet as the screen less 10 pt, with no inset at either end:
            // views pinned to its safe area's bottom sit at its edge in all 3 documents of 3
            // repositories (toolsVersion 22155 and 23504) that pin one, none against.
            let sheetOfXcode15 = reachesBottom && root.height == screen.height - 10
            var safe = reachesBottom && portrait && !sheetOfXcode15 ? EdgeInsets(top: 0, left: 0, bottom: ib.bottom, right: 0) : .zero
            if imported.fromXib, imported.rootHasSafeAreaGuide, !statusBarOnly, portrait { safe = EdgeInsets(top: top, left: 0, bottom: 0, right: 0) }
            // Xcode 16 draws a page sheet (the screen less its status bar) with the status bar's
            // inset at its top and none below: 2 documents of that era (793 pt on the 852 pt iPhone,
            // 852 on the 896 pt one), none otherwise. So do Xcode 13.3 to 14 their sheets (the
            // screen less the status bar and 10 pt, 783 on the 852 pt iPhone): 2 held-out documents
            // of 2 repositories (Xcode 14.1; an Xcode 13.3 one whose size went unrecorded); Xcode
            // 13.0–13.2's 790 pt sheets on the 844 pt iPhone keep the home indicator's inset and
            // none above (2 corpus documents).
            let sheetOfXcode13_3 = tools >= Self.xcode13_3 && root.height == screen.height - top - 10
            if reachesBottom, portrait, ib.bottom > 0,
               doublesNotchedInsets(tools) ? root.height == screen.height - top : sheetOfXcode13_3 {
                safe = EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
            }
            if !imported.opaqueTopBar { safe.top += topBar }
            // A tab bar or toolbar overlaps the bottom of such a root unless IB ended the root above
            // it: a root under an opaque navigation bar reaching the bottom (1 held-out document
            // saves its views 49 above it) does; 2 shortened by both bars in the corpus do not.
            let coveredAbove = imported.opaqueTopBar ? statusBar + topBar : 0
            if reachesBottom, root.height > screen.height - coveredAbove - imported.barInsets.bottom {
                safe.bottom += imported.barInsets.bottom
            }
            return safe.clamped(toHeight: root.height)
        }
        var safe = EdgeInsets.zero
        // Xcode 14.3 on draws a controller presented full screen with neither the status bar nor
        // the home indicator: views pinned to its safe area sit at the screen's edges in all 9 such
        // controllers of 3 documents of 3 repositories (toolsVersion 21701 and 22685, 852 pt
        // iPhone); the 7 of Xcode 11 to 14.1 (44 and 59 pt) keep both.
        if imported.presentedFullScreen && tools >= Self.homeButtonStatusBarReturns {
            // Bare: the bars below still count.
        } else if portrait || ib.pad {
            let twice = doublesNotchedInsets(tools) && !ib.pad && ib.bottom > 0 ? 2.0 : 1.0
            safe = EdgeInsets(top: statusBar * twice, left: 0, bottom: ib.bottom * twice, right: 0)
        } else if ib.bottom > 0 {
            safe = EdgeInsets(top: 0, left: top, bottom: 21, right: top)
        }
        safe.top = imported.opaqueTopBar ? 0 : safe.top + topBar
        // Above a home indicator a toolbar is 49 pt tall, as a tab bar is (iOS 11 on): 5 controllers'
        // views pinned to the bottom guide sit 34 + 49 above a 812 pt canvas's bottom, none 34 + 44.
        let notchedToolbar = imported.bottomBarIsToolbar && ib.bottom > 0 && portrait
        safe.bottom += notchedToolbar ? 49 : imported.barInsets.bottom
        return safe.clamped(toHeight: root.height)
    }

    /// Xcode 16's canvases (toolsVersion 23700 on) draw a notched iPhone's top and bottom insets
    /// twice on a full-screen root: every document of that era in the corpus that pins views to the
    /// safe area shows it (6 of 6: tops of 96, 88, 118 and bottoms of 68 on 414, 393 and 430 pt
    /// canvases; navigation bars saved at y = 118 under a 59 pt status bar). Documents up to
    /// toolsVersion 23504 show the insets once.
    static func doublesNotchedInsets(_ toolsVersion: Int) -> Bool {
        toolsVersion >= 23700
    }

    /// The text size at which the canvas renders text styles: Large, but Extra Small in documents
    /// saved by Xcode 12.5 to 13 (toolsVersion 18000–20999). Every label sized by a text-style font
    /// in such a document is saved at the Extra Small size (body 14, title1 25, footnote 12, …), and
    /// so is a configured button's default body title (17 + 14 = 31 pt tall, its width 14 pt text +
    /// 24): 10 documents of 9 repositories, 3 of them held out; all 62 documents with text styles
    /// before 17701 or from 21225 are at Large. (+18 views in 4 sets, none lost; the same for the
    /// era before loses 118, for the era after 36.)
    static func textSize(for imported: ImportedScreen) -> ContentSizeCategory {
        (18000..<21000).contains(imported.toolsVersion ?? 0) ? .xs : .l
    }

    /// Xcode 11's first beta (toolsVersion 14810) brought the iOS 13 SDK's canvas and controls. Every
    /// document of 14800–14999 (8 of 3 sets: 14810.11, 14854.2, 14868) carries Xcode 11's
    /// `appearance="light"` and most its iOS 13 system colours; no document before 14800 does.
    /// (SVProgressHUD's 14868 demo: 32 pt segmented controls and no status bar, +12 views; none lost.)
    static let xcode11 = 14800

    /// Xcode 8.3 (toolsVersion 12000 on: 12118, 12120) brought iOS 10.3's SDK, whose CJK characters
    /// are a third of a point wider than an em (`Font.eastAsianExtra`): documents of 8191–10117 save
    /// them an em wide, of 12120 on wider.
    static let xcode8_3 = 12000
    /// Xcode 12 (17000 on) brought iOS 14's SDK, Xcode 13 (19000 on; 12.5 saved 18122) iOS 15's.
    static let xcode12 = 17000, xcode13 = 19000, xcode13_3 = 20000

    /// The SDK whose controls and text fallbacks the canvas of the document's Xcode shows.
    static func sdk(for imported: ImportedScreen) -> PlatformSDK {
        switch imported.toolsVersion ?? 0 {
        case ..<xcode8_3: .iOS10
        case ..<xcode11: .iOS12
        case xcode12..<xcode13: .iOS14
        default: .current
        }
    }

    /// Xcode 26 (toolsVersion 24000 on) draws iOS 26's navigation bar, 54 pt tall: every saved
    /// `navigationBar` frame of its documents is 54 (106 with large titles; 10 bars in 5 documents
    /// of 5 repositories, 24127–25095), every one before 44 (or 96, 56 in a sheet). Its standard
    /// bar, where no frame is saved, is as tall.
    static let xcode26 = 24000

    static func standardNavigationBarHeight(toolsVersion: Int) -> Double {
        toolsVersion >= xcode26 ? 54 : 44
    }

    /// Xcode 14.3 (toolsVersion 21701) drew the status bar on home-button iPhones' canvases again.
    static let homeButtonStatusBarReturns = 21701

    /// Xcode 9 (toolsVersion 13000) brought the safe area; its canvases run iOS 11's layout.
    static let safeAreaToolsVersion = 13000

    /// Before iOS 11 a root view's top and bottom layout margins were 0 from its own edges: they did
    /// not follow the status bar or bars (that was `topLayoutGuide`'s job). Older documents' canvases
    /// lay out that way, so their constraints on those margins are solved from the root's edges
    /// (corpus: 6 views of 2 documents saved by Xcode 7 and 8 match, none lost). Screens in the
    /// catalog keep iOS 11's margins.
    static func measureRootMarginsFromEdges(_ screen: inout Screen) {
        func fromEdges(_ anchor: LayoutAnchor) -> LayoutAnchor {
            anchor.item == .margins && anchor.attribute.kind == .vertical && anchor.attribute != .firstBaseline
                && anchor.attribute != .lastBaseline ? LayoutAnchor(.root, anchor.attribute) : anchor
        }
        for index in screen.constraints.indices {
            screen.constraints[index].first = fromEdges(screen.constraints[index].first)
            screen.constraints[index].second = screen.constraints[index].second.map(fromEdges)
        }
    }

    /// Xcode 7's first toolsVersion: its "Any" canvas (600 × 600, no `<device>`) runs iOS 9.
    static let xcode7 = 8000

    /// Xcode 6 drew its 600 pt "Any" canvas with the compact root's 16 pt side margins, where
    /// Xcode 7 on draws 20: views pinned to the root's side margins sit 16 in in both documents of
    /// that canvas before toolsVersion 8000 (6254 and 7706, 2 repositories) and 20 in in the three
    /// from 8191 to 10117.
    static let xcode6SideMargin = LayoutDefaults.rootSideMarginCompactWidth

    /// A xib's top-level view on a canvas without a `<device>` (Xcode 6 and 7) is drawn as a plain
    /// view, not a controller's root: UIView's default 8 pt layout margins on every side. Views
    /// pinned to its margins sit 8 in in 3 documents of 3 repositories (toolsVersion 6254 to
    /// 10117, 320 to 600 pt wide), none otherwise; from Xcode 8 (a device) it has a root's.
    static let plainViewMargin = 8.0

    /// Solves constraints on the root's layout margins from its edges, `sides` in at the sides and
    /// `ends` (if given) at the top and bottom: the margins the canvas drew where they are not a
    /// root view's of today.
    static func measureRootMargins(_ screen: inout Screen, sides: Double, ends: Double? = nil) {
        func offset(_ attribute: LayoutAttribute) -> Double? {
            switch attribute {
            case .leading, .left: sides
            case .trailing, .right: -sides
            case .centerX: 0
            case .width: -2 * sides
            case .top: ends
            case .bottom: ends.map { -$0 }
            case .centerY: ends == nil ? nil : 0
            case .height: ends.map { -2 * $0 }
            case .firstBaseline, .lastBaseline: nil
            }
        }
        for index in screen.constraints.indices {
            var c = screen.constraints[index]
            if c.first.item == .margins, let shift = offset(c.first.attribute) {
                c.first = LayoutAnchor(.root, c.first.attribute)
                c.constant -= shift
            }
            if let second = c.second, second.item == .margins, let shift = offset(second.attribute) {
                c.second = LayoutAnchor(.root, second.attribute)
                c.constant += c.multiplier * shift
            }
            screen.constraints[index] = c
        }
    }

    /// Interface Builder keeps the saved size of a plain view (or an image view without an image)
    /// across a stack that does not fill it (alignment leading, centre, trailing…), where UIKit at
    /// runtime sizes it by its content, or by the stack's priority-25 ambiguity suppression alone.
    /// On the canvas the saved size holds at 749: above the stack's own fitting (`UISV-spanning-fit`
    /// at 51) and any hugging of what it holds, below compression resistance. A custom view drawn 50
    /// tall beside a 34 pt button keeps its 50; a message bubble drawn the row's height keeps it,
    /// its one-line label stretched inside.
    static func keptCrossSizes(in screen: Screen, saved: [String: Frame], traits: Traits) -> [ConstraintSpec] {
        var kept: [ConstraintSpec] = []
        func walk(_ nodes: [ViewNode]) {
            for node in nodes {
                let properties = node.resolvedProperties(in: traits)
                if node.kind == .stack, let alignment = properties.alignment, alignment != .fill {
                    let cross: LayoutAttribute = (properties.axis ?? .horizontal) == .vertical ? .width : .height
                    for child in node.children where child.kind == .view || (child.kind == .image && child.properties.imageSize == nil) {
                        guard let frame = saved[child.id] else { continue }
                        let size = cross == .width ? frame.width : frame.height
                        kept.append(ConstraintSpec(first: LayoutAnchor(.view(child.id), cross), relation: .equal, constant: size,
                                                   priority: 749, source: "\(child.id).\(cross) == \(size) @749", location: child.location))
                    }
                }
                walk(node.children)
            }
        }
        walk(screen.views)
        return kept
    }

    /// Interface Builder lays its canvas out with each view it marks `ambiguous="YES"` held at its
    /// saved size, just under required: the frames it saved around such a view follow from that
    /// size, not from a choice UIKit would make (a label compressed to 12 pt beside two empty
    /// stacks of 50 and 28, 1 corpus document; none of 40 more with marked views says otherwise).
    static func keptAmbiguousSizes(_ imported: ImportedScreen) -> [ConstraintSpec] {
        imported.markedAmbiguous.sorted().flatMap { id -> [ConstraintSpec] in
            guard let frame = imported.savedFrames[id] else { return [] }
            return [(LayoutAttribute.width, frame.width), (.height, frame.height)].map { attribute, size in
                ConstraintSpec(first: LayoutAnchor(.view(id), attribute), relation: .equal, constant: size, priority: 999,
                               source: "\(id).\(attribute) == \(size) @999", location: imported.screen.location)
            }
        }
    }
}

private extension EdgeInsets {
    /// A view's safe area is its overlap with the unsafe edges, so no inset exceeds the view: a
    /// 40 pt tall panel under a 44 pt status bar is all inset (1 held-out document).
    func clamped(toHeight height: Double) -> EdgeInsets {
        let top = min(self.top, height)
        return EdgeInsets(top: top, left: left, bottom: min(bottom, height - top), right: right)
    }
}
