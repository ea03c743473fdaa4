import XCTest
import Tesselate

/// `@StateObject`: the object is made once per view identity and kept like `@State`; the host
/// updates when it changes.
final class StateObjectTests: XCTestCase {
    @MainActor final class Model: ObservableObject {
        @Published var width: CGFloat = 10
        static var made = 0
        init() { Model.made += 1 }
    }

    private struct Owner: View {
        @StateObject private var model = Model()
        var onMake: (Model) -> Void = { _ in }
        var body: some View {
            let _ = onMake(model)
            Color.red.frame(width: model.width, height: 5).id("bar")
        }
    }

    @MainActor func testTheObjectIsMadeOnceAndSurvivesUpdates() async {
        Model.made = 0
        var model: Model?
        let host = ViewHost(Owner(onMake: { model = $0 }), displayScale: 1)
        XCTAssertEqual(Model.made, 1)
        let first = model
        model?.width = 25
        XCTAssertEqual(host.frame(id: "bar")?.width, 25)
        host.rootView = Owner(onMake: { model = $0 })
        host.size = CGSize(width: 300, height: 300)
        XCTAssertTrue(model === first, "the same object in every update")
        XCTAssertEqual(Model.made, 1, "the view's initialiser runs again, but the object is made once")
        XCTAssertEqual(host.frame(id: "bar")?.width, 25)
    }

    /// Two views of the same type in different places own different objects; a view whose
    /// identity changes gets a new one.
    @MainActor func testEachIdentityOwnsItsObject() async {
        struct Root: View {
            var version: Int
            var onMake: (Model) -> Void
            var body: some View {
                VStack {
                    Owner(onMake: onMake)
                    Owner(onMake: onMake).id(version)
                }
            }
        }
        var made: [Model] = []
        let host = ViewHost(Root(version: 1, onMake: { made.append($0) }), displayScale: 1)
        XCTAssertEqual(Set(made.map(ObjectIdentifier.init)).count, 2)
        made = []
        host.rootView = Root(version: 2, onMake: { made.append($0) })
        XCTAssertEqual(Set(made.map(ObjectIdentifier.init)).count, 2)
        XCTAssertEqual(Model.made >= 3, true)
    }

    @MainActor func testTheProjectedValueMakesBindings() async {
        struct Editor: View {
            @StateObject private var model = Model()
            var onMake: (Binding<CGFloat>) -> Void
            var body: some View {
                let _ = onMake($model.width)
                Color.red.frame(width: model.width, height: 5).id("bar")
            }
        }
        var binding: Binding<CGFloat>?
        let host = ViewHost(Editor(onMake: { binding = $0 }), displayScale: 1)
        binding?.wrappedValue = 44
        XCTAssertEqual(host.frame(id: "bar")?.width, 44)
    }
}
