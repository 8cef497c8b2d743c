import Foundation
import TrellisCatalog
import TrellisLayout

/// A stand-in engine: a screen scrolls when its views need more height than the device has, and
/// the need grows with the text size. Counts its calls, so tests can see what was solved.
final class CountingSolver: LayoutSolving, @unchecked Sendable {
    let version: String
    private let lock = NSLock()
    private var solved: [String: Int] = [:]

    init(version: String = "test-1") { self.version = version }

    var layoutsSolved: Int { lock.withLock { solved.values.reduce(0, +) } }
    func layoutsSolved(for screen: String) -> Int { lock.withLock { solved[screen] ?? 0 } }

    func layout(_ screen: Screen, profiles: [Profile]) -> [LayoutResult] {
        lock.withLock { solved[screen.name, default: 0] += profiles.count }
        return profiles.map { profile in
            let need = Double(screen.allViews.count) * 120 * (1 + Double(profile.textSize.rawValue) / 3)
            var findings: [Finding] = []
            if let scroll = screen.allViews.first(where: { $0.kind == .scroll }), need > profile.screen.height {
                findings.append(Finding(kind: .scrolls, views: [scroll.id], amount: need - profile.screen.height, message: "scrolls"))
            }
            let frames = Dictionary(uniqueKeysWithValues: screen.allViews.map { ($0.id, Frame(x: 0, y: 0, width: profile.screen.width, height: 40)) })
            return LayoutResult(screen: screen.name, profile: profile.key, engine: version, frames: frames, scrollViews: [:], findings: findings)
        }
    }
}

/// A fresh folder under the system's temporary directory, removed when the test ends.
final class TemporaryDirectory {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "trellis-catalog-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appending(path: name).path }
}

/// Screen and component files written the way teams write them.
enum Files {
    static func screen(_ name: String, label: String = "Hello", component: String? = nil) -> SourceFile {
        var text = """
            screen: \(name)
            tags: [generated]
            views:
              - scroll: scroll
                views:
                  - label: title
                    text: \(label)
                    style: body

            """
        if let component {
            text += """
                      - component: \(component)
                        id: cta

                """
        }
        text += """
            constraints:
              - scroll.edges == safeArea.edges
              - title.top == scroll.content.top
              - title.horizontalEdges == scroll.content.horizontalEdges
              - title.width == scroll.frame.width

            """
        return SourceFile(path: "\(name).yaml", text: text)
    }

    static func button(_ name: String = "Button", minimumHeight: Int = 44) -> SourceFile {
        SourceFile(path: "components/\(name).yaml", text: """
            component: \(name)
            params: {title: Continue}
            views:
              - button: button
                title: $title
            constraints:
              - button.edges == self.edges
              - button.height >= \(minimumHeight)

            """)
    }
}
