import XCTest
import Observation
import Tesselate

/// `@Observable` models in the environment (`environment(_:)`, `@Environment(Model.self)`) and
/// `@Bindable`.
final class ObservableEnvironmentTests: XCTestCase {
    @Observable final class Profile {
        var width: CGFloat = 12
        var name = "Ada"
    }

    private struct Reader: View {
        @Environment(Profile.self) private var profile
        var body: some View { Color.red.frame(width: profile.width, height: 5).id("bar") }
    }

    @MainActor func testAViewReadsTheModelAndUpdatesWithIt() async {
        let profile = Profile()
        let host = ViewHost(VStack { Reader() }.environment(profile), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 12)
        profile.width = 40
        XCTAssertEqual(host.frame(id: "bar")?.width, 40)
    }

    @MainActor func testAnOptionalPropertyReadsNilWhenNoAncestorSetTheModel() async {
        struct OptionalReader: View {
            @Environment(Profile.self) private var profile: Profile?
            var body: some View { Color.red.frame(width: profile?.width ?? 3, height: 5).id("bar") }
        }
        XCTAssertEqual(ViewHost(OptionalReader(), displayScale: 1).frame(id: "bar")?.width, 3)
        XCTAssertEqual(ViewHost(OptionalReader().environment(Profile()), displayScale: 1).frame(id: "bar")?.width, 12)
        let cleared = ViewHost(OptionalReader().environment(nil as Profile?).environment(Profile()), displayScale: 1)
        XCTAssertEqual(cleared.frame(id: "bar")?.width, 3, "environment(nil) clears the object for the subtree")
    }

    @MainActor func testAMissingModelLeavesTheViewOutWithADiagnostic() async {
        let host = ViewHost(VStack { Reader() }, displayScale: 1)
        XCTAssertNil(host.frame(id: "bar"))
        XCTAssertEqual(host.diagnostics.map(\.code), [.missingEnvironmentObject])
        XCTAssertTrue(host.diagnostics.first?.message.contains("Profile") == true)
    }

    /// Environment key paths still read values: the two forms live side by side.
    @MainActor func testKeyPathsAndObjectsTogether() async {
        struct Both: View {
            @Environment(\.lineLimit) private var lineLimit
            @Environment(Profile.self) private var profile
            var body: some View { Color.red.frame(width: profile.width * CGFloat(lineLimit ?? 0), height: 5).id("bar") }
        }
        let host = ViewHost(Both().lineLimit(2).environment(Profile()), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 24)
    }

    /// `$profile.width` through `@Bindable` writes the model; the bodies that read it update.
    @MainActor func testBindableMakesBindingsToTheModel() async {
        struct Editor: View {
            @Bindable var profile: Profile
            var onMake: (Binding<CGFloat>) -> Void
            var body: some View {
                let _ = onMake($profile.width)
                Color.red.frame(width: profile.width, height: 5).id("bar")
            }
        }
        let profile = Profile()
        var binding: Binding<CGFloat>?
        let host = ViewHost(Editor(profile: profile, onMake: { binding = $0 }), displayScale: 1)
        binding?.wrappedValue = 70
        XCTAssertEqual(profile.width, 70)
        XCTAssertEqual(host.frame(id: "bar")?.width, 70)
    }

    /// `@Bindable var profile = profile` in a body, over a model read from the environment.
    @MainActor func testBindableInABodyOverAnEnvironmentModel() async {
        struct Editor: View {
            @Environment(Profile.self) private var profile
            var onMake: (Binding<String>) -> Void
            var body: some View {
                @Bindable var profile = profile
                let _ = onMake($profile.name)
                Text(profile.name).id("name")
            }
        }
        let profile = Profile()
        var binding: Binding<String>?
        let host = ViewHost(Editor(onMake: { binding = $0 }).environment(profile), displayScale: 1)
        let before = host.frame(id: "name")?.width ?? 0
        binding?.wrappedValue = "Ada Lovelace"
        XCTAssertEqual(profile.name, "Ada Lovelace")
        XCTAssertGreaterThan(host.frame(id: "name")?.width ?? 0, before)
    }
}
