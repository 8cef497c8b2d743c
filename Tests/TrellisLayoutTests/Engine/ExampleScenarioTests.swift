import Testing
import TrellisLayout

/// The five seed scenarios of `examples/`, answering what the articles describe.
@Suite struct ExampleScenarioTests {
    @Test func emailLoginFitsAtLargeAndScrollsAtAX3OnTheSE() throws {
        #expect(try layoutExample("01-EmailLogin.yaml", "iphone-se/portrait/L").scrolls == false)
        #expect(try layoutExample("01-EmailLogin.yaml", "iphone-11/portrait/L").scrolls == false)
        #expect(try layoutExample("01-EmailLogin.yaml", "iphone-se/portrait/AX3").scrolls == true)
    }

    @Test func emailLoginCentresItsFormWhileItFits() throws {
        let result = try layoutExample("01-EmailLogin.yaml", "iphone-se/portrait/L")
        #expect(result.frame("topPadding").height == result.frame("bottomPadding").height)
        #expect(result.frame("topPadding").height > 8)
        #expect(result.frame("scroll") == rect(22.5, 20, 330, 647))
    }

    @Test func profileFormScrollsInLandscapeAndWithTheKeyboard() throws {
        #expect(try layoutExample("02-ProfileForm.yaml", "iphone-14/portrait/L").scrolls == false)
        #expect(try layoutExample("02-ProfileForm.yaml", "iphone-14/landscape/L").scrolls == true)
        #expect(try layoutExample("02-ProfileForm.yaml", "iphone-14/portrait/L+keyboard").scrolls == true)
    }

    @Test func verticalChainDefinesTheContentHeight() throws {
        let scroll = try #require(try layoutExample("03-ScrollChain.yaml", "iphone-se/portrait/L").scrollViews["scroll"])
        #expect(scroll.contentHeight == 4 * 180 + 3 * 12)
        #expect(scroll.contentWidth == 375)
    }

    @Test func pagingContentIsFourWidthsWide() throws {
        let result = try layoutExample("03-PagingCarousel.yaml", "iphone-16/portrait/L")
        let pager = try #require(result.scrollViews["pager"])
        #expect(pager.contentWidth == 4 * result.frame("pager").width)
        #expect(pager.contentHeight == 300)
        #expect(pager.scrollsHorizontally && !pager.scrollsVertically)
    }

    @Test func contentSizedViewSitsUnderTheFixedHeader() throws {
        for size in ["L", "AX5"] {
            let result = try layoutExample("03-HeaderAndContent.yaml", "iphone-se/portrait/\(size)")
            #expect(result.frame("header").height == 100)
            #expect(result.frame("body").y == result.frame("header").maxY)
            #expect(result.frame("body").height == result.frame("text").height + 16)
        }
    }

    @Test func gridIsDeterminedAndCaptionsHugTheirText() throws {
        let result = try layoutExample("04-Grid.yaml", "iphone-se/portrait/L")
        #expect(result.findings(.ambiguous).isEmpty)
        let oneLine = TextMeasurer.measure("Mountains", font: Font(style: .footnote, category: .l), maxLines: 0, width: 200, scale: 2)
        #expect(result.frame("captionA").height == oneLine.size.height)
        #expect(result.frame("captionB").height > result.frame("captionA").height)
        // each row is as tall as its tallest cell needs: image + 6 + caption + 10
        #expect(result.frame("row1").height == result.frame("imageB").height + 6 + result.frame("captionB").height + 10)
        #expect(result.frame("row2").height < result.frame("row1").height)
    }

    @Test func onboardingButtonAlwaysVisibleAndCopyClipsAtAX5OnTheSE() throws {
        for size in ContentSizeCategory.allCases {
            let result = try layoutExample("05-Onboarding.yaml", "iphone-se/portrait/\(size.shortName)")
            #expect(result.frame("start").maxY <= 667 && result.frame("start").y >= 0)
            #expect(!result.findings(.unreachable).contains { $0.views.contains("start") })
        }
        #expect(try layoutExample("05-Onboarding.yaml", "iphone-se/portrait/L").findings(.clippedText).isEmpty)
        #expect(!(try layoutExample("05-Onboarding.yaml", "iphone-se/portrait/AX5").findings(.clippedText).isEmpty))
        #expect(try layoutExample("05-Onboarding.yaml", "ipad-pro-12-9/landscape/L").frame("copy").width == 672)
    }
}

/// One solver reused across profiles (constants updated in place) answers exactly as fresh solvers.
@Suite struct SolverReuseTests {
    @Test(arguments: ["01-EmailLogin.yaml", "02-ProfileForm.yaml", "04-Grid.yaml", "05-Onboarding.yaml"])
    func reusingOneSolverAcrossTextSizesAndDevicesMatchesFreshSolves(example: String) throws {
        let keys = ["iphone-se", "iphone-16-pro-max"].flatMap { device in
            ContentSizeCategory.allCases.map { "\(device)/portrait/\($0.shortName)" }
        } + ["iphone-se/landscape/L+keyboard", "iphone-se/portrait/AX2+rtl"]
        let fresh = try keys.map { try layoutExample(example, $0) }
        let screen = try exampleScreen(example)
        let reused = LayoutEngine().layout(screen, profiles: try keys.map { try Profile(key: $0) })
        for (one, other) in zip(fresh, reused) {
            #expect(one == other, "\(one.profile)")
        }
    }
}
