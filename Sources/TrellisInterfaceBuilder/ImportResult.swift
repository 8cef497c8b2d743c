import TrellisLayout

/// Something of an Interface Builder document that the importer could not translate (or only
/// approximated); the rest of the document still imports.
///
/// ```swift
/// // Main.storyboard:42: <slider>: imported as a plain view: no intrinsic size
/// ```
public struct ImportIssue: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var element: String
    public var message: String

    public init(file: String, line: Int, element: String, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String { "\(file):\(line): <\(element)>: \(message)" }
}

/// One screen made from a storyboard scene or a xib's top-level view, with what Interface
/// Builder saved about it: the device it was laid out for and every view's frame.
public struct ImportedScreen: Hashable, Sendable {
    public var screen: Screen
    /// `<device id=…>` as written (`retina4_7`), nil when the document has none.
    public var deviceID: String?
    public var orientation: Orientation
    /// The build of Interface Builder that saved the document (`toolsVersion`, 15505 for Xcode 11.2).
    public var toolsVersion: Int?
    /// The root view's size as saved.
    public var rootSize: Size
    /// Frames IB saved, converted to the root view's coordinates, by Trellis view id (for controls
    /// that draw past their alignment rect, such as sliders, the alignment rect constraints place).
    public var savedFrames: [String: Frame]
    /// Views marked `misplaced="YES"` or `ambiguous="YES"`: their saved frames are stale, or
    /// not determined by their constraints, so they say nothing of UIKit's answer.
    public var misplaced: Set<String>
    /// Views marked `ambiguous="YES"`: Interface Builder laid its canvas out with them at their saved size.
    public var markedAmbiguous: Set<String> = []
    /// The document's own `<constraint>`s as translated (also in `screen`), without the
    /// constraints the importer adds for intrinsic sizes and autoresizing masks.
    public var documentConstraints: [ConstraintSpec] = []
    /// `placeholder="YES"` constraints: removed at build time, so not in `screen`, but Interface
    /// Builder laid its canvas out with them, so the frame check solves with them.
    public var placeholderConstraints: [ConstraintSpec] = []
    /// `@IBDesignable` views IB's canvas drew by running their code, at the intrinsic size it saved
    /// (`<designables>`), which these constraints hold: the frame check sizes them so, not by their text.
    public var drawnByDesignable: Set<String> = []
    public var designableConstraints: [ConstraintSpec] = []
    /// Constants of `screen.constraints` (by index) that an earlier SDK's controls size
    /// differently: the canvas of a document that SDK's Xcode saved uses these.
    public var sdkConstants: [PlatformSDK: [Int: Double]] = [:]
    /// System buttons (info, detail disclosure, add) whose glyph the iOS 12 SDK drew 22 × 22.
    public var iOS12Glyphs: Set<String> = []
    /// Views whose size comes from their text (labels, buttons, text fields, text views).
    public var textSized: Set<String>
    /// A xib's top-level view, placed at the root's top left with its saved size.
    public var fromXib: Bool
    /// The root has a safe-area layout guide (a document saved with `useSafeAreas`).
    public var rootHasSafeAreaGuide = false
    /// The root is a xib's top-level table or collection view cell.
    public var rootIsCell = false
    /// Table view cells' content views with UIKit's default layout margins (none written).
    public var cellsWithDefaultMargins: Set<String> = []
    /// Hidden activity indicators arranged in a stack view.
    public var hiddenIndicatorsInStacks: Set<String> = []
    /// Height of the navigation bar (top) and tab bar or toolbar (bottom) IB simulated over the
    /// root view; zero when none. The catalog's profiles have no bars, so only the frame check uses them.
    public var barInsets: EdgeInsets = .zero
    /// The bottom bar is a toolbar, which notched iPhones draw 49 pt tall (see `Canvas`).
    public var bottomBarIsToolbar = false
    /// An opaque navigation bar (`translucent="NO"`): the root view starts below it and the status bar.
    public var opaqueTopBar = false
    /// An opaque tab bar: UIKit ends the root view above it (`extendedLayoutIncludesOpaqueBars` NO).
    public var opaqueTabBar = false
    /// A storyboard controller simulated at a freeform size (`freeformSimulatedSizeMetrics`).
    public var freeformRoot = false
    /// A storyboard controller with a freeform size but no simulated size metrics (`freeformSize` alone).
    public var freeformSizeOnly = false
    /// A storyboard controller IB draws in a container view, at the container's size.
    public var embedded = false
    /// The simulated status bar is set to None (`<nil key="simulatedStatusBarMetrics"/>`).
    public var noStatusBar = false
    /// A controller presented full screen (its own or its presenting segue's `modalPresentationStyle`)
    /// in no container: no navigation or tab bar controller, split view or container view holds it.
    public var presentedFullScreen = false
}

/// Everything one document gave.
public struct ImportResult: Hashable, Sendable {
    public var file: String
    public var screens: [ImportedScreen]
    public var issues: [ImportIssue]
}
