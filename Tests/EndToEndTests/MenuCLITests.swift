import Foundation
import TestSupport
import Testing

/// The menu through the real `flipbook` binary: inspect's numbers, frame sizes, bad options, code.
@Suite(.serialized) struct MenuCLITests {
    static let twoTabs = "effect: scale.linear\nitemCount: 2\nviewport: {width: 375, height: 300}\nmenu: {items: [A, B]}\n"
    static let threeTabs = "effect: scale.linear\nitemCount: 3\nviewport: {width: 375, height: 300}\nmenu: {items: [A, B, C]}\n"

    /// The `menu` object of every frame of `flipbook inspect … --format json`.
    func menus(_ yaml: String, offsets: String) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", offsets, "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let frames = try #require(json?["frames"] as? [[String: Any]])
        return frames.compactMap { $0["menu"] as? [String: Any] }
    }

    func indicator(_ menu: [String: Any]) -> [Double] { ((menu["indicator"] as? [String: Any])?["frame"] as? [Double]) ?? [] }

    @Test func inspectReportsSeedsWorkedNumbersForTwoItems() throws {
        let m = try menus(Self.twoTabs, offsets: "0,0.5,1,-1,2")
        #expect(m.count == 5)
        let items = try #require(m[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["frame"] as? [Double] } == [[0, 0, 187.5, 40], [187.5, 0, 187.5, 40]])
        #expect(items.map { $0["title"] as? String } == ["A", "B"])
        #expect(m[0]["frame"] as? [Double] == [0, 0, 375, 40] && m[0]["contentWidth"] as? Double == 375)
        #expect(indicator(m[0]) == [8, 36, 179.5, 4])
        #expect(indicator(m[1]) == [97.75, 36, 179.5, 4])
        #expect(indicator(m[2]) == [187.5, 36, 179.5, 4])
        #expect(indicator(m[3]) == [-187.5, 36, 187.5, 4])    // the virtual slot before the first item
        #expect(indicator(m[4]) == [375, 36, 179.5, 4])       // and after the last
        #expect((m[0]["border"] as? [String: Any])?["frame"] as? [Double] == [8, 39, 359, 1])
        let half = try #require(m[1]["items"] as? [[String: Any]])
        #expect(half.map { $0["textColor"] as? String } == ["#023F75FF", "#023F75FF"])
        #expect(half.map { $0["progress"] as? Double } == [0.5, 0.5])
        #expect(half.map { $0["backgroundColor"] as? String } == ["#00000000", "#00000000"])
    }

    @Test func inspectReportsTheMenuOffsetWithItsClamp() throws {
        let m = try menus(Self.threeTabs, offsets: "0,0.5,1,1.5,2,2.5")
        #expect(m.map { $0["contentOffset"] as? Double } == [0, 18.75, 37.5, 56.25, 75, 75])
        #expect(m.allSatisfy { $0["contentWidth"] as? Double == 450 })
        #expect(indicator(m[0]) == [8, 36, 142, 4] && indicator(m[1]) == [79, 36, 146, 4] && indicator(m[2]) == [150, 36, 150, 4])
        #expect(((m[0]["items"] as? [[String: Any]])?.first?["frame"] as? [Double]) == [0, 0, 150, 40])
    }

    @Test func framesGrowByTheMenuHeightInPNGAndSVG() throws {
        let yaml = Self.twoTabs.replacingOccurrences(of: "menu: {items: [A, B]}", with: "menu: {items: [A, B], menuPosition: bottom}")
        let root = try temporaryFolder(files: ["scene.yaml": yaml + "timeline: [0.5]\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let png = try runFlipbook(["render", "scene.yaml", "--out", "png", "--scale", "2"], in: root)
        #expect(png.status == 0, "\(png.stderr)")
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("png/frame-0001.png")))
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 750 && be32(20) == 680)
        let svg = try runFlipbook(["render", "scene.yaml", "--out", "svg", "--format", "svg"], in: root)
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOf: root.appendingPathComponent("svg/frame-0001.svg"), encoding: .utf8)
        #expect(text.contains("width=\"375") && text.contains("height=\"340"))
        // Titles are drawn as glyph outlines, with a transparent copy as text (searchable,
        // selectable) clipped to each item.
        #expect(text.contains("font-family=\"Inter\" font-size=\"15\" font-weight=\"500\" fill=\"rgb(2,63,117)\" fill-opacity=\"0\" xml:space=\"preserve\">A</text>"))
        #expect(text.contains(">B</text>") && text.contains("<clipPath id=\"flipbook-menu-title-2\">"))
    }

    static let badOptions: [(yaml: String, message: String)] = [
        ("menu: {menuItemSize: {fixed: {width: -3, height: 40}}}", "`menu.menuItemSize.fixed.width` must be a number > 0 and ≤ 1000000; got -3"),
        ("menu: {indicatorOptions: {visible: {height: -1}}}", "`menu.indicatorOptions.visible.height` must be a number in 0…1000000; got -1"),
        ("menu: {selectedScrollPosition: centre}", "got the string \"centre\" — did you mean `center`?"),
        ("itemCount: 3\nmenu: {items: []}", "`menu.items` is an empty list — list one title per page, or remove `menu.items` to use the card titles"),
        ("itemCount: 3\nmenu: {items: [A, B]}", "menu items lists 2 titles for 3 pages — list exactly one title per page (3), or set the item count to 2"),
        ("menu: {indicatorColour: '#FF0000'}", "unknown key `indicatorColour` in `menu` — did you mean `indicatorColor`?"),
        ("itemCount: 3\nmenu: {items: {from: -1, to: 2}}",
         "menu items range -1…2 has 4 items for 3 pages — set itemCount to 4, one page per item"),
        ("itemCount: 3\nmenu: {items: {from: 5, to: 3}}", "`menu.items` runs from 5 down to 3 — make `menu.items.from` at most `menu.items.to`"),
        ("itemCount: 3\nmenu: {items: {to: 3}}", "`menu.items` needs both `menu.items.from` and `menu.items.to`"),
        ("itemCount: 2\nmenu: {items: [A, {title: B, badge: 12345678901234567}]}", "`menu.items[1].badge` has 17 characters"),
        ("itemCount: 2\nmenu: {items: [A, {title: B, image: nowhere.png}]}", "`menu.items[1].image`: no file at"),
        ("itemCount: 2\nmenu: {items: [A, {title: B, width: 0}]}", "`menu.items[1].width` must be a number > 0 and ≤ 1000000; got 0"),
        ("menu: {indicatorWidth: {fixed: -4}}", "`menu.indicatorWidth.fixed` must be a number > 0 and ≤ 1000000; got -4"),
    ]

    @Test(arguments: 0..<badOptions.count)
    func badMenuOptionsExitTwoNamingTheKeyAndWriteNothing(_ index: Int) throws {
        let bad = Self.badOptions[index]
        let root = try temporaryFolder(files: ["bad.yaml": "effect: scale.linear\n" + bad.yaml + "\n", "out/.keep": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["validate", "bad.yaml"], ["render", "bad.yaml", "--out", "out"], ["inspect", "bad.yaml", "--format", "json"]] {
            let run = try runFlipbook(arguments, in: root)
            // Under --format json the error is also JSON on standard output (#17); otherwise stdout stays empty.
            let json = arguments.contains("json")
            #expect(run.status == 2 && (json ? run.stdout.hasPrefix("{\"error\":") : run.stdout.isEmpty), "\(arguments[0]) \(bad.yaml)")
            #expect(run.stderr.contains(bad.message), "\(arguments[0]): \(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path) == [".keep"])
    }

    @Test func aRangeOf200001SelfSizedDaysInspectsTheWindowAroundThePage() throws {
        let yaml = """
            effect: scale.linear
            itemCount: 200001
            numberOfVisibleItems: 3
            viewport: {width: 375, height: 200}
            menu:
              items: {from: -100000, to: 100000, title: "Day {index}"}
              menuItemSize: {selfSizing: {estimatedWidth: 80, height: 40}}
            """
        let m = try menus(yaml, offsets: "0,100000,100000.5,200000")
        let titles = m.map { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String } }
        #expect(titles[0].first == "Day -100000" && titles[3].last == "Day 100000")
        #expect(titles[1].contains("Day 0") && titles[1].count < 10)
        let selected = (m[1]["items"] as? [[String: Any]] ?? []).first { $0["progress"] as? Double == 1 }
        #expect(selected?["index"] as? Int == 100_000 && selected?["title"] as? String == "Day 0")
        // Centred: preferCentered away from the ends puts the selected cell's middle at the menu's middle.
        let frame = try #require(selected?["frame"] as? [Double])
        #expect(abs(frame[0] + frame[2] / 2 - (m[1]["contentOffset"] as? Double ?? 0) - 187.5) < 1e-9)
        #expect(m[0]["contentOffset"] as? Double == 0)
    }

    @Test func imagesBadgesAndItemWidthsAreInspectedAndDrawn() throws {
        let icon = repositoryRoot.appendingPathComponent("docs/menu/icons/inbox.png").path
        let yaml = """
            effect: scale.linear
            itemCount: 3
            viewport: {width: 375, height: 200}
            menu:
              items:
                - {title: Inbox, image: "\(icon)", badge: "3", width: 80, selectedWidth: 120}
                - Archive
                - {title: "", image: "\(icon)"}
              menuItemSize: {fixed: {width: 100, height: 56}}
              indicatorWidth: {fixed: 24}
            timeline: [0, 0.5]
            """
        let m = try menus(yaml, offsets: "0,0.5")
        let items = try #require(m[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["frame"] as? [Double] } == [[0, 0, 120, 56], [120, 0, 100, 56], [220, 0, 100, 56]])
        // The 48 px icon fitted in the 80 × 28 box above the title (0.1·56 from the top); the badge's width is its text's + 12.
        let image = try #require(items[0]["image"] as? [Double]), badge = try #require(items[0]["badge"] as? [Double])
        #expect(zip(image, [46, 5.6, 28, 28]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(image)")
        #expect(badge[0] + badge[2] == 118 && badge[1] == 2 && badge[3] == 18 && badge[2] >= 18 && badge[2] < 30, "\(badge)")
        #expect(items[1]["image"] == nil && items[1]["badge"] == nil)
        #expect(items[2]["image"] as? [Double] == [246, 4, 48, 48])
        #expect(indicator(m[0]) == [48, 52, 24, 4])
        let half = try #require(m[1]["items"] as? [[String: Any]])
        #expect(half.map { $0["frame"] as? [Double] } == [[0, 0, 100, 56], [100, 0, 100, 56], [200, 0, 100, 56]])
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["png", "svg"] {
            let run = try runFlipbook(["render", "scene.yaml", "--out", format, "--format", format], in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let svg = try String(contentsOf: root.appendingPathComponent("svg/frame-0001.svg"), encoding: .utf8)
        #expect(svg.contains("<image") && svg.contains(">3</text>"))
    }

    @Test func animateAfterMovesTheMenuAfterThePageArrives() throws {
        let yaml = Self.threeTabs.replacingOccurrences(of: "menu: {items: [A, B, C]}", with: "menu: {items: [A, B, C], menuTransition: animateAfter}")
            + "timeline: {fps: 20, steps: [{setCurrentPage: {page: 1, duration: 0.2}}, {wait: 0.4}]}\n"
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let offsets = (json?["frames"] as? [[String: Any]] ?? []).compactMap { ($0["menu"] as? [String: Any])?["contentOffset"] as? Double }
        // S(0) = 0 while the page scrolls (0…0.2 s), S(1) = 37.5 reached 0.3 s after the arrival, eased in between.
        #expect(offsets.prefix(5).allSatisfy { $0 == 0 } && offsets.suffix(3).allSatisfy { $0 == 37.5 }, "\(offsets)")
        let moving = offsets.filter { $0 > 0 && $0 < 37.5 }
        #expect(moving.count >= 3 && moving == moving.sorted(), "\(offsets)")
    }

    @Test func codeEmitsTheSizeDelegateAndTheInfiniteDataSource() throws {
        let widths = Self.twoTabs.replacingOccurrences(of: "menu: {items: [A, B]}", with: "menu: {items: [{title: A, width: 60, selectedWidth: 90}, B]}")
        let range = Self.twoTabs.replacingOccurrences(of: "menu: {items: [A, B]}", with: "menu: {items: {from: -1, to: 0, title: 'Day {index}'}}")
        let root = try temporaryFolder(files: ["widths.yaml": widths, "range.yaml": range])
        defer { try? FileManager.default.removeItem(at: root) }
        let a = try runFlipbook(["code", "widths.yaml"], in: root), b = try runFlipbook(["code", "range.yaml"], in: root)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        #expect(a.stdout.contains("final class MenuSizes: PagingViewControllerSizeDelegate {"))
        #expect(a.stdout.contains("let widths: [(width: CGFloat, selectedWidth: CGFloat)] = [(60, 90), (150, 150)]"))
        #expect(b.stdout.contains("final class MenuItems: PagingViewControllerInfiniteDataSource {"))
        #expect(b.stdout.contains("PagingIndexItem(index: index, title: \"Day \\(index)\")"))
        #expect(b.stdout.contains("item.index > -1 else { return nil }") && b.stdout.contains("item.index < 0 else { return nil }"))
    }

    @Test func codeEmitsParchmentPagingOptions() throws {
        let yaml = Self.twoTabs.replacingOccurrences(of: "menu: {items: [A, B]}", with: """
            menu:
              items: [A, "B \\"quoted\\""]
              menuItemSize: {fixed: {width: 100, height: 44}}
              indicatorOptions: {visible: {height: 2, zIndex: 3, insets: {left: 4, right: 4}}}
              borderOptions: hidden
              selectedFont: {size: 15, weight: bold}
              indicatorStyle: pill
            """)
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["code", "scene.yaml"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("import Parchment"))
        #expect(run.stdout.contains("    options.menuItemSize = .fixed(width: 100, height: 44)\n"))
        #expect(run.stdout.contains("    options.indicatorOptions = .visible(height: 2, zIndex: 3, spacing: .zero, insets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))\n"))
        #expect(run.stdout.contains("    options.borderOptions = .hidden\n"))
        #expect(run.stdout.contains("    options.selectedFont = UIFont.systemFont(ofSize: 15, weight: .bold)\n"))
        #expect(!run.stdout.contains("options.font ="))
        #expect(run.stdout.contains("no Parchment equivalent (need a custom indicator or cell): indicatorStyle: pill"))
        #expect(run.stdout.contains(#"let menuTitles = ["A", "B \"quoted\""]"#))
    }
}
