import Foundation
import Testing

@Suite("version and side-effect-free listings")
struct VersionAndListingTests {
    @Test("--version prints the package version and the engine version the layout JSON carries")
    func version() throws {
        let work = try Workspace()
        let version = try work.trellis("--version")
        #expect(version.status == 0)
        let layout = try work.trellis("layout", "examples/05-Onboarding.yaml", "--profile", "iphone-se/portrait/L",
                                      "--components", "examples/components")
        let engine = try #require(layout.object["engine"] as? String)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("trellis "))
        #expect(version.stdout.contains("(engine \(engine))"))
    }

    @Test("list devices without --db lists the built-ins and creates no catalog")
    func listDevicesCreatesNothing() throws {
        let work = try Workspace(examples: false)
        let devices = try work.trellis("list", "devices", "--format", "json")
        #expect(devices.status == 0, "\(devices.stderr)")
        #expect(devices.rows.contains { $0["id"] as? String == "iphone-se-1" && ($0["aliases"] as? [String])?.contains("iphone-5s") == true })
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.url.path).isEmpty)
        // With a catalog there, its custom devices are listed as before.
        #expect(try work.trellis("list", "screens").status == 0)
        #expect(FileManager.default.fileExists(atPath: work.path("trellis.sqlite")))
    }
}
