import Foundation
import Testing
@testable import TrellisInterfaceBuilder

/// Interface Builder documents from untrusted hands end in an `IBParseError` naming file:line,
/// never a crash, a read of another file or an unbounded expansion.
@Suite struct HostileXMLTests {
    private func parseError(_ bytes: [UInt8], file: String = "Bad.storyboard") -> IBParseError? {
        do {
            _ = try IBElement.parse(Data(bytes), file: file)
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ text: String) -> IBParseError? { parseError(Array(text.utf8)) }

    @Test func entityBombIsRejectedAtItsDeclaration() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : "\(level - 1)");", count: 10) + "\">\n"
        }
        xml += "]>\n<document><label text=\"&lol9;\"/></document>\n"
        let error = parseError(xml)
        #expect(error?.line == 2)
        #expect(error?.message.contains("<!DOCTYPE> is not supported") == true)
    }

    @Test func externalEntityIsNeverRead() {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]>\n<document><label text=\"&x;\"/></document>\n"
        let error = parseError(xml)
        #expect(error?.line == 2)
        #expect(error?.message.contains("DTD") == true)
        #expect(error?.description.contains("root:") == false)
    }

    @Test func entityDeclarationOutsideADoctypeIsRejected() {
        let error = parseError("<document>\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n</document>")
        #expect(error?.line == 2)
        #expect(error?.message.contains("<!ENTITY> is not supported") == true)
    }

    /// Found by fuzz-interface-builder: Foundation's XML parser trapped on `<\u{FF}s>\u{FF}`.
    @Test func invalidUTF8InAnElementNameIsAnError() {
        let error = parseError([0x3C, 0xFF, 0x73, 0x3E, 0xFF])
        #expect(error?.line == 1)
        #expect(error?.message.contains("invalid UTF-8 (byte offset 1)") == true)
    }

    /// Found by fuzz-interface-builder: Foundation's XML parser read a null pointer on a
    /// processing instruction without data.
    @Test func processingInstructionsAreAnErrorAtTheirLine() throws {
        for instruction in ["<?xm?>", "<?x ?>", "<?php echo 1 ?>", "<?xml-stylesheet href=\"a.css\"?>"] {
            let error = parseError("<?xml version=\"1.0\"?>\n<document>\n\(instruction)<label text=\"a\"/></document>")
            #expect(error?.line == 3, "\(instruction)")
            #expect(error?.message.contains("processing instructions") == true)
        }
        #expect(parseError("<?xm?><document/>")?.line == 1)
        #expect(parseError("<document/>\n<?xml version=\"1.0\"?>")?.line == 2)  // a declaration only at the start
        _ = try IBElement.parse(Data("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>".utf8), file: "Bom.xib")
    }

    @Test func invalidUTF8IsReportedAtItsLine() {
        let bytes = Array("<document>\n<label text=\"caf".utf8) + [0xC3, 0x28] + Array("\"/>\n</document>".utf8)
        #expect(parseError(bytes)?.line == 2)
        #expect(parseError(Array("<document>\n\n".utf8) + [0xED, 0xA0, 0x80] + Array("</document>".utf8))?.line == 3)  // a surrogate
    }

    @Test func validMultiByteTextStillParses() throws {
        let root = try IBElement.parse(Data("<document><label text=\"café ✓ 🙂\"/></document>".utf8), file: "Ok.xib")
        #expect(root.children.first?["text"] == "café ✓ 🙂")
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let xml = "<document>\n" + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000) + "</document>"
        let error = parseError(xml)
        #expect(error?.line == 2)
        #expect(error?.message == "elements nested deeper than 256 levels")
    }

    @Test func nestingOf256IsFine() throws {
        let xml = String(repeating: "<view>", count: 256) + String(repeating: "</view>", count: 256)
        var element = try IBElement.parse(Data(xml.utf8), file: "Deep.xib")
        var depth = 1
        while let child = element.children.first { element = child; depth += 1 }
        #expect(depth == 256)
    }

    @Test func nulByteIsAnError() {
        #expect(parseError(Array("<document>".utf8) + [0] + Array("</document>".utf8)) != nil)
    }
}

@Suite struct HostileDocumentImportTests {
    /// Found by fuzz-interface-builder (a hang): a subview reusing its parent's id made the
    /// parent chain a cycle, and the descendant check walked it forever.
    @Test func aViewReusingItsParentsIDImportsWithoutHanging() throws {
        let xml = storyboard("""
                                <scrollView contentMode="scaleToFill" id="sv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="v">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="v">
                                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="sv" firstAttribute="top" secondItem="v" secondAttribute="top" id="c1"/>
                                    </constraints>
                                </scrollView>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Dup.storyboard")
        #expect(result.screens.count == 1)
    }
}
