import Testing
import TrellisLayout
@testable import TrellisCatalog

@Suite("Profile selection")
struct SelectionTests {
    @Test("defaults: every built-in iPhone, portrait, all twelve text sizes, keyboard hidden")
    func defaults() throws {
        let profiles = try Selection().profiles(.builtIn)
        #expect(profiles.count == 11 * 12)
        #expect(Set(profiles.map(\.orientation)) == [.portrait])
        #expect(profiles.allSatisfy { !$0.keyboard && !$0.rtl })
        #expect(profiles.first?.key == "iphone-se-1/portrait/XS")
    }

    @Test("neighbouring profiles differ only in text size, so the engine can reuse its solver")
    func ordering() throws {
        let profiles = try Selection(device: "iphone-se,iphone-16", orientation: "both", keyboard: "both").profiles(.builtIn)
        #expect(profiles.count == 2 * 2 * 2 * 12)
        for (a, b) in zip(profiles, profiles.dropFirst()) where a.textSize < b.textSize {
            #expect(a.device == b.device && a.orientation == b.orientation && a.keyboard == b.keyboard)
        }
    }

    @Test("text sizes: a list, a range, all, and UIKit's names")
    func textSizes() throws {
        #expect(try Selection.textSizes("AX1...AX5") == [.ax1, .ax2, .ax3, .ax4, .ax5])
        #expect(try Selection.textSizes("L,S") == [.s, .l])
        #expect(try Selection.textSizes("all").count == 12)
        #expect(try Selection.textSizes("accessibilityExtraLarge") == [.ax3])
        #expect(throws: TrellisError.self) { try Selection.textSizes("AX9") }
        #expect(throws: TrellisError.self) { try Selection.textSizes("AX5...AX1") }
    }

    @Test("aliases name their device; unknown ids are usage errors")
    func devices() throws {
        #expect(try Selection(device: "iphone-8").profiles(.builtIn).first?.device.id == "iphone-se")
        #expect(throws: TrellisError.self) { try Selection(device: "iphone-99").profiles(.builtIn) }
        #expect(throws: TrellisError.self) { try Selection(orientation: "sideways") }
    }

    @Test("--profile names exact trait keys")
    func exactProfiles() throws {
        let profiles = try Selection(profile: ["iphone-se/landscape/AX3+keyboard"]).profiles(.builtIn)
        #expect(profiles.map(\.key) == ["iphone-se/landscape/AX3+keyboard"])
        #expect(throws: TrellisError.self) { try Selection(device: "iphone-se", profile: ["iphone-se/portrait/L"]) }
    }
}
