import Foundation
import Testing
@testable import TrellisLayout

/// A screen at the view limit reads quickly (the catalog registers thousands of files).
@Suite struct FormatPerformanceTests {
    @Test func fiveThousandViewsReadInUnderAFewSeconds() throws {
        var text = "screen: Big\nviews:\n"
        for index in 0..<5_000 {
            text += "  - label: l\(index)\n    text: Row \(index)\n    style: body\n"
        }
        text += "constraints:\n"
        for index in 1..<5_000 {
            text += "  - l\(index).top == l\(index - 1).bottom + 8\n"
        }
        let start = Date()
        let screen = try FormatTest.screen(text)
        #expect(screen.views.count == 5_000)
        #expect(screen.constraints.count == 4_999)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
