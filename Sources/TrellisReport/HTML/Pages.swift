// Page models: plain values the Mustache templates read by name (through reflection, so every
// field a template uses is a stored property).

struct PageChrome {
    var pageTitle: String
    var css: String = Stylesheet.css
    /// "" on the index, "../" on pages in `screens/`.
    var root: String
    var hasDiff: Bool
    var revision: String
    var revisionDate: String?
    var solvedAt: String?
    var engine: String
}

struct IndexPage {
    struct KindCount { var kind: String; var status: String; var symbol: String; var layouts: Int; var findings: Int }
    struct Legend { var name: String; var symbol: String }
    struct DeviceOption { var id: String; var name: String }
    struct Cell { var status: String; var symbol: String; var href: String; var label: String }
    struct Row { var screen: String; var href: String; var tags: String; var cells: [Cell]; var scrollsFrom: String; var clipsFrom: String }
    struct Matrix {
        var id: String
        var device: String
        var deviceName: String
        var orientation: String
        var keyboard: String?
        var sizes: [String]
        var rows: [Row]
    }

    var chrome: PageChrome
    var screenCount: Int
    var profileCount: Int
    var layoutCount: Int
    var kinds: [KindCount]
    var legend: [Legend]
    var tags: [String]
    var devices: [DeviceOption]
    var matrices: [Matrix]
}

struct FigureModel {
    struct Item { var kind: String; var views: String; var amount: String?; var message: String }
    var anchor: String
    var caption: String
    var status: String
    var symbol: String
    var svg: String
    var hasFindings: Bool
    var findings: [Item]
}

struct ScreenPage {
    struct Group { var title: String; var open: Bool; var frames: [FigureModel] }
    var chrome: PageChrome
    var screen: String
    var description: String?
    var number: Int
    var hash: String
    var path: String
    var hasTags: Bool
    var tags: String
    var groups: [Group]
}

struct DiffPage {
    struct Side { var revision: Int64; var svg: String }
    struct Entry {
        var screen: String
        var href: String
        var profile: String
        var kind: String
        var views: String
        var message: String
        var before: Side?
        var after: Side?
    }
    struct Section { var id: String; var title: String; var entries: [Entry] }
    var chrome: PageChrome
    var from: Int64
    var to: Int64
    var appearedCount: Int
    var disappearedCount: Int
    var sections: [Section]
}
