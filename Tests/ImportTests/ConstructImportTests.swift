import Foundation
import TestSupport
import Testing

/// Each shape real apps write their paging options in, imported on its own from the app in
/// `Snippets/App` (with `Shared/Theme.swift`, the app's constants, where the screen uses them), to
/// the keys and values the app shows.
@Suite(.serialized) struct ConstructImportTests {
    static let snippets = SnippetTests.snippets

    private func imported(_ files: [String], _ extra: [String] = []) throws -> String {
        let run = try runFlipbook(["import"] + files.map { "App/" + $0 } + extra, in: Self.snippets)
        #expect(run.status == 0, "\(files): \(run.stderr)")
        return run.stdout
    }

    /// `private let layout = CollectionViewPagingLayout()` and a page control set in methods
    /// `viewDidLoad` calls; the cell the view controller registers carries the effect; constants
    /// from `Layout` and an `extension UIColor`.
    /// The page control's style is worked out from the size class (left out with `--allow-partial`),
    /// and its current page in a scroll callback (the app's state, not its setting: named, not read).
    @Test func aStoredPropertyIsReadWithEveryAssignmentInRunOrder() throws {
        let files = ["Home/HomeViewController.swift", "Home/PhotoCell.swift", "Shared/Theme.swift"]
        let refused = try runFlipbook(["import"] + files.map { "App/" + $0 }, in: Self.snippets)
        #expect(refused.status == 2 && refused.stderr.contains("HomeViewController.swift:27:39: `traitCollection.horizontalSizeClass == .compact ? .minimal : .prominent`"),
                "\(refused.stderr)")
        let yaml = try imported(files, ["--allow-partial"])
        #expect(yaml.contains("#   pageControl.backgroundStyle = traitCollection.horizontalSizeClass == .compact ? .minimal : .prominent  (App/Home/HomeViewController.swift:27:39)\n"), "\(yaml)")
        #expect(yaml.contains("#   pageControl.currentPage changes while the app runs (App/Home/HomeViewController.swift:34): the value the screen starts with is kept\n"), "\(yaml)")
        #expect(yaml.contains("itemCount: 6\n"), "\(yaml)")
        #expect(yaml.contains("extends: scale.linear\n"), "\(yaml)")
        #expect(yaml.contains("numberOfVisibleItems: 4\n"), "\(yaml)")
        #expect(yaml.contains("    minScale: 0.7\n    shadowColor: \"#3366E6\"\n"), "\(yaml)")
        #expect(yaml.contains("pageControl:\n  numberOfPages: 6\n  currentPageIndicatorTintColor: \"#3366E6\"\n  pageIndicatorTintColor: \"#3366E64D\"\n"), "\(yaml)")
    }

    /// `class LibraryPagingViewController: PagingViewController` setting `menuItemSize = …` and
    /// `self.indicatorColor = …` in a method `viewDidLoad` calls; an enum's raw value, a global constant.
    @Test func aSubclassIsReadThroughSelf() throws {
        let yaml = try imported(["Library/LibraryPagingViewController.swift", "Shared/Theme.swift"])
        #expect(yaml.contains("  menuItemSize:\n    sizeToFit:\n      minWidth: 50\n      height: 44\n"), "\(yaml)")
        #expect(yaml.contains("  indicatorColor: \"#3366E6\"\n  selectedTextColor: \"#3366E6\"\n"), "\(yaml)")
        #expect(yaml.contains("  menuBackgroundColor: \"#F7F7F7\"\n"), "\(yaml)")
        #expect(yaml.contains("    visible:\n      height: 3\n      zIndex: 1000000\n"), "\(yaml)")
        #expect(yaml.contains("  borderOptions: hidden\n"), "\(yaml)")
    }

    /// `PagingViewController<CalendarItem>(options: makeOptions())`: Parchment 1.x's generic
    /// controller, its options built in a helper, then set on the controller too.
    @Test func optionsBuiltInAHelperArePassedOn() throws {
        let yaml = try imported(["Calendar/CalendarViewController.swift", "Shared/Theme.swift"])
        #expect(yaml.contains("menu:\n  menuItemSize:\n    fixed:\n      width: 110\n      height: 64\n  menuHorizontalAlignment: center\n"
            + "  indicatorColor: \"#FF4D4D\"\n  selectedScrollPosition: center\n  menuInteraction: swipe\n"), "\(yaml)")
    }

    /// Parchment 0.x: `FixedPagingViewController(viewControllers:options:)` with a `PagingOptions`
    /// struct, its `PagingTheme`, capitalised cases, and the titles of the view controllers.
    @Test func parchmentZeroStructsAndThemesAreRead() throws {
        let yaml = try imported(["Legacy/LegacyMenuViewController.swift"])
        #expect(yaml.contains("itemCount: 2\n"), "\(yaml)")
        #expect(yaml.contains("  items: [Top, Local]\n  textColor: \"#282B35\"\n  selectedTextColor: \"#FFFFFF\"\n  indicatorColor: \"#FFFFFF\"\n"
            + "  menuBackgroundColor: \"#5A6370\"\n  font:\n    size: 13\n    weight: semibold\n  menuItemSize:\n    fixed:\n      width: 96\n      height: 40\n"), "\(yaml)")
        #expect(yaml.contains("    visible:\n      height: 2\n      zIndex: 1000000\n      insets:\n        top: 0\n        left: 4\n"), "\(yaml)")
    }

    /// Parchment 4's SwiftUI `PageView` with `Page("…")`s and modifiers over its own defaults.
    @Test func parchmentsSwiftUIPageViewIsReadWithItsModifiers() throws {
        let yaml = try imported(["Settings/SettingsView.swift"])
        #expect(yaml.contains("itemCount: 3\n"), "\(yaml)")
        #expect(yaml.contains("  items: [General, Privacy, About]\n  menuItemSize:\n    fixed:\n      width: 100\n      height: 48\n"), "\(yaml)")
        #expect(yaml.contains("  menuInsets:\n    top: 0\n    left: 16\n    bottom: 0\n    right: 16\n"), "\(yaml)")
        // SwiftUI's colours are the system's: `.orange` is #FF9500, `.gray` #8E8E93.
        #expect(yaml.contains("  indicatorColor: \"#FF9500\"\n  textColor: \"#8E8E93\"\n"), "\(yaml)")
        #expect(yaml.contains("  selectedTextColor: \"#000000\"\n  borderColor: \"#3C3C434A\"\n"), "\(yaml)")
    }

    /// PVView actions in locals, set on a `pages` property in `viewDidLoad`.
    @Test func pvViewActionsInLocalsAreRead() throws {
        let yaml = try imported(["Intro/IntroViewController.swift"])
        #expect(yaml.contains("overlay:\n  pages:\n    - - id: logo\n        type: rect\n        actions:\n          - fade:\n              from: 1\n              to: 0\n"), "\(yaml)")
        #expect(yaml.contains("    - - id: title\n        actions:\n          - scale:\n              from: 1\n              to: 1.4\n"), "\(yaml)")
    }

    /// A `UIPageViewController` subclass's `super.init(…)` with a constant for the spacing, and a
    /// `pages` array of view controllers (counted for the page control, not taken for PVView pages).
    @Test func aPageViewControllerSubclassAndItsPagesAreRead() throws {
        let yaml = try imported(["Onboarding/OnboardingViewController.swift", "Shared/Theme.swift"])
        #expect(yaml.contains("pageViewController:\n  transitionStyle: scroll\n  navigationOrientation: horizontal\n  interPageSpacing: 12\n"), "\(yaml)")
        #expect(yaml.contains("pageControl:\n  numberOfPages: 3\n  hidesForSinglePage: true\n"), "\(yaml)")
        #expect(!yaml.contains("overlay"), "\(yaml)")
    }

    /// Two assignments of one option in an order the Swift does not fix: the later is taken, and
    /// the config says so.
    @Test func twoAssignmentsInAnUnknownOrderAreNamed() throws {
        let swift = """
        final class NewsViewController: UIViewController {
            private let paging = PagingViewController()

            override func viewDidLoad() {
                super.viewDidLoad()
                paging.indicatorColor = .systemRed
                paging.menuItemSize = .fixed(width: 80, height: 40)
            }

            @objc func darkModeChanged() {
                paging.indicatorColor = .systemOrange
            }
        }
        """
        let run = try runFlipbook(["import", "-"], input: swift)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("# Read as:\n#   menu.indicatorColor is set at stdin:6, stdin:11, in an order not known from the Swift: took stdin:11\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  indicatorColor: \"#FF9500\"\n"), "\(run.stdout)")
        // In run order (viewDidLoad, then what it calls) the last assignment simply wins, without a note.
        let ordered = swift.replacingOccurrences(of: "@objc func darkModeChanged", with: "func configure")
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        configure()")
        let known = try runFlipbook(["import", "-"], input: ordered)
        #expect(known.status == 0 && !known.stdout.contains("Read as"), "\(known.output)")
        #expect(known.stdout.contains("  indicatorColor: \"#FF3B30\"\n"), "\(known.stdout)")
    }

    /// An asset colour and a custom font are written as placeholders: marked, listed, and the config
    /// validates and draws.
    @Test func placeholdersAreMarkedValidateAndRender() throws {
        let folder = try TemporaryFolder()
        let run = try runFlipbook(["import", "App/Library/LibraryPagingViewController.swift", "App/Shared/Theme.swift", "--out", folder.path("library.yaml").path],
                                  in: Self.snippets)
        #expect(run.status == 0, "\(run.stderr)")
        let yaml = try String(contentsOf: folder.path("library.yaml"), encoding: .utf8)
        #expect(yaml.contains("# Placeholders (values not in these files; the default stands in): menu.textColor, menu.font\n"), "\(yaml)")
        #expect(yaml.contains("  # placeholder: UIColor(named: \"PureBlack\") (App/Library/LibraryPagingViewController.swift:14), an asset colour (\"PureBlack\") "
            + "of the app's asset catalog — set the app's value\n  textColor: \"#000000\"\n"), "\(yaml)")
        #expect(yaml.contains("  # placeholder: UIFont(name: \"Avenir-Heavy\", size: 15) (App/Library/LibraryPagingViewController.swift:16), a custom font "
            + "(Avenir-Heavy): the system font stands in — set the app's value\n  font:\n    size: 15\n"), "\(yaml)")
        #expect(try runFlipbook(["validate", "library.yaml"], in: folder.url).status == 0)
        let strip = try runFlipbook(["strip", "library.yaml", "--out", "library.png"], in: folder.url)
        #expect(strip.status == 0, "\(strip.output)")
    }

    /// A menu or page control with no effect shows plain pages: one page apart, none scaled, none
    /// overlapping, at every offset of the strip.
    @Test func plainPagesAreDrawnAsPlainPages() throws {
        let folder = try TemporaryFolder()
        #expect(try runFlipbook(["import", "MenuViewController.swift", "--out", folder.path("menu.yaml").path], in: Self.snippets).status == 0)
        let strip = try runFlipbook(["strip", "menu.yaml", "--out", "menu.png"], in: folder.url)
        #expect(strip.status == 0, "\(strip.output)")
        let inspect = try runFlipbook(["inspect", "menu.yaml", "--format", "json", "--offsets", "0,0.25,0.5,0.75,1,1.5,2"], in: folder.url)
        #expect(inspect.status == 0, "\(inspect.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 7)
        let pageWidth = 300.0, cardWidth = 300.0 * (1 - 2 * 0.18)
        for frame in frames {
            let items = try #require(frame["items"] as? [[String: Any]])
            var lefts: [Double] = []
            for item in items {
                let transform = try #require(item["transform"] as? [Double])
                let progress = try #require(item["progress"] as? Double)
                #expect(transform[0] == 1 && transform[5] == 1, "not scaled: \(transform)")
                #expect(abs(transform[12] - progress * pageWidth) < 1e-9, "one page apart: \(transform[12]) at progress \(progress)")
                #expect(item["shadow"] is NSNull, "no shadow")
                lefts.append(transform[12])
            }
            let sorted = lefts.sorted()
            for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(b - a >= cardWidth - 1e-9, "cards overlap: \(sorted)") }
        }
    }

    /// Shapes met in public apps' code: a page control built in a local and stored in a property,
    /// a `UIPageViewController` subclass with no transition style of its own (UIKit's default, a
    /// page curl, as a placeholder), view controllers mapped from a list of titles, a subclass
    /// declared in another file known by the options set on it, and a capitalised constant of
    /// another file in arithmetic.
    @Test func shapesFromPublicAppsAreRead() throws {
        let dots = """
        final class IntroViewController: UIPageViewController {
            weak var pageControl: UIPageControl!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor(white: 0.1, alpha: 1)
                let pageControl: UIPageControl = UIPageControl()
                pageControl.currentPageIndicatorTintColor = UIColor.red
                self.pageControl = pageControl
            }
        }
        """
        let intro = try runFlipbook(["import", "-"], input: dots)
        #expect(intro.status == 0, "\(intro.stderr)")
        #expect(intro.stdout.contains("  backgroundColor: \"#1A1A1A\"\n"), "the subclass's own view.backgroundColor: \(intro.stdout)")
        #expect(intro.stdout.contains("pageControl:\n  currentPageIndicatorTintColor: \"#FF0000\"\n"), "\(intro.stdout)")
        #expect(intro.stdout.contains("  # placeholder: IntroViewController (stdin:1), no transition style in the Swift: UIKit's default for init() and a new storyboard scene, "
            + "pageCurl, stands in (a storyboard may say scroll) — set the app's value\n  transitionStyle: pageCurl\n"), "\(intro.stdout)")

        let cities = """
        final class CitiesViewController: UIViewController {
            let cities = ["Oslo", "Lima", "Pune"]
            lazy var paging = FixedPagingViewController(viewControllers: cities.map { CityViewController(title: $0) })
        }
        """
        let menu = try runFlipbook(["import", "-"], input: cities)
        #expect(menu.status == 0 && menu.stdout.contains("itemCount: 3\n") && menu.stdout.contains("  items: [Oslo, Lima, Pune]\n"), "\(menu.output)")

        let custom = """
        final class HeaderTabViewController: UIViewController {
            private let pagingViewController = CustomPagingViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                pagingViewController.menuItemSize = .fixed(width: 180 * AutoSizeScaleX, height: 40)
                pagingViewController.borderOptions = .hidden
            }
        }
        """
        let header = try runFlipbook(["import", "-"], input: custom)
        #expect(header.status == 0, "\(header.stderr)")
        #expect(header.stdout.contains("#   CustomPagingViewController is not declared in these files: read as a PagingOptions from the options it is given\n"), "\(header.stdout)")
        #expect(header.stdout.contains("  # placeholder: AutoSizeScaleX (stdin:5), `AutoSizeScaleX` is defined outside these files — set the app's value\n  menuItemSize:"),
                "\(header.stdout)")
        #expect(header.stdout.contains("  borderOptions: hidden\n"), "\(header.stdout)")
    }

    /// A copy of a paging library's own sources inside the app is not read as the app's screens.
    @Test func aCopyOfALibrarysSourcesIsSkipped() throws {
        let folder = try TemporaryFolder(files: [
            "App/Libraries/Parchment/PagingViewController.swift": "open class PagingViewController: UIViewController {\n    public let options = PagingOptions()\n}\n",
            "App/Libraries/Parchment/PagingMenuView.swift": "open class PagingMenuView: UIView {\n    public let options = PagingOptions()\n}\n",
            "App/NewsViewController.swift": "final class NewsViewController: UIViewController {\n    let paging = PagingViewController()\n"
                + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        paging.indicatorColor = .systemRed\n    }\n}\n",
        ])
        let run = try runFlipbook(["import", "App", "--out", "configs/"], in: folder.url)
        #expect(run.status == 0 && run.stderr.contains("reading 1 Swift file (") && run.stderr.contains("skipping 2 of a paging library's own sources"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("configs").path).sorted() == ["NewsViewController.yaml", "SUMMARY.md"])
    }
}
