import XCTest
import Observation
import Tesselate
import TesselateTesting

// Gallery: data flow written as plain SwiftUI (only the import differs). Each view is pinned by a
// test that names the rule behind each number.

// MARK: A view model with @Published driving rows and a button

@MainActor final class GroceryListModel: ObservableObject {
    @Published var items: [String] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        try? await ViewTasks.sleep(for: .milliseconds(500))
        items = ["Apples", "Bread"]
        isLoading = false
    }

    func add() { items.append("Item \(items.count + 1)") }
}

struct GroceryList: View {
    @StateObject private var model = GroceryListModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if model.isLoading {
                Text("Loading…")
            }
            ForEach(model.items, id: \.self) { item in
                Text(item)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .padding(.horizontal)
            }
            Button("Add item") { model.add() }
                .buttonStyle(.borderedProminent)
                .padding()
        }
        .task { await model.load() }
    }
}

// MARK: A settings screen with @AppStorage toggles

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct StoredSettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("sounds") private var sounds = false
    @AppStorage("theme") private var theme = AppTheme.system
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Notifications", isOn: $notifications).frame(height: 44).id("notifications")
            Toggle("Sounds", isOn: $sounds).frame(height: 44).disabled(!notifications).id("sounds")
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            .frame(height: 44)
            .id("theme")
            Button("Done") { dismiss() }
                .padding()
        }
        .padding(.horizontal)
    }
}

// MARK: A card that expands with withAnimation

struct ExpandingCard: View {
    @State private var isExpanded = false
    @Namespace private var namespace

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Order #1042").font(.headline)
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
            }
            if isExpanded {
                Text("2 items · Delivered")
                    .foregroundStyle(.secondary)
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .matchedGeometryEffect(id: "details", in: namespace)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(.quaternary))
        .padding()
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                isExpanded.toggle()
            }
        }
        .animation(.easeInOut, value: isExpanded)
    }
}

// MARK: An @Observable model in the environment, edited through @Bindable

@Observable final class ProfileModel {
    var name = "Ada"
    var likes = 0
}

struct ProfileEditor: View {
    @Environment(ProfileModel.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        VStack(spacing: 8) {
            TextField("Name", text: $profile.name).id("name")
            Text("Hello, \(profile.name)!").id("greeting")
            Button {
                profile.likes += 1
            } label: {
                Label("\(profile.likes)", systemImage: "heart")
                    .contentTransition(.numericText())
            }
        }
        .padding()
    }
}

// MARK: A swipe-to-delete row with @GestureState

struct SwipeRow: View {
    @GestureState private var dragOffset: CGFloat = 0
    @State private var isDeleted = false

    var body: some View {
        if !isDeleted {
            Text("Swipe me")
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(Color.blue)
                .offset(x: dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = min(0, value.translation.width) }
                        .onEnded { value in
                            if value.translation.width < -100 {
                                withAnimation { isDeleted = true }
                            }
                        }
                )
                .id("row")
        } else {
            Text("Deleted").id("deleted")
        }
    }
}

final class GalleryDataFlowTests: XCTestCase {
    private func text(_ string: String, _ font: Font = .body) -> CGSize { TextMeasurement(string, font: font).size }

    /// GroceryList: the `.task` starts loading when the list appears ("Loading…" shows while
    /// `ViewTasks.sleep` waits); after 500 ms of the host's clock the two rows show. Each row is
    /// at least 44 tall (minHeight) and spans the window less 16 each side (maxWidth: .infinity in
    /// padding(.horizontal)); tapping "Add item" appends a row through the @Published array.
    @MainActor func testGroceryList() async {
        let host = ViewHost(GroceryList())
        await host.runTasks()
        XCTAssertTrue(host.exists(.text("Loading…")))
        await host.advance(by: .milliseconds(500))
        XCTAssertFalse(host.exists(.text("Loading…")))
        let rows = host.findAll(.kind(.text)).compactMap(\.text).filter { $0 != "Add item" }
        XCTAssertEqual(rows, ["Apples", "Bread"])
        let apples = host.find(.text("Apples"))!.ancestors.first { $0.kind == .frame }!
        assertSize(apples, width: 393 - 32, height: 44)
        host.find(.text("Add item"))?.tap()
        host.find(.text("Add item"))?.tap()
        XCTAssertEqual(host.findAll(.kind(.text)).compactMap(\.text).filter { $0 != "Add item" }, ["Apples", "Bread", "Item 3", "Item 4"])
        // The list is centred in the window (the host centres its root), so find the rows again.
        let first = host.find(.text("Apples"))!.frame(), last = host.find(.text("Item 4"))!.frame()
        XCTAssertEqual(last.minY - first.minY, 3 * 44, accuracy: 0.01, "rows stacked with no spacing")
        assertNoDiagnostics(host)
    }

    /// StoredSettingsScreen: the toggles read the host's app storage, which the test seeds; toggling
    /// writes back; "Sounds" is disabled while notifications are off (tapping it fails and does
    /// nothing); the theme picker stores its raw value; "Done" calls dismiss.
    @MainActor func testSettingsScreen() async {
        let host = ViewHost(StoredSettingsScreen())
        XCTAssertTrue(host.find(.id("notifications"))!.find(.kind(.toggle))!.attributes.contains("isOn: true"), "the default")
        host.appStorage["notifications"] = false
        let sounds = host.find(.id("sounds"))!.find(.kind(.toggle))!
        XCTAssertTrue(sounds.attributes.contains("disabled: true"))
        let failures = collectingFailures { sounds.toggle() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(host.appStorage["sounds"])
        host.find(.text("Notifications"))?.toggle()
        XCTAssertEqual(host.appStorage["notifications"] as? Bool, true)
        host.find(.text("Sounds"))?.toggle()
        XCTAssertEqual(host.appStorage["sounds"] as? Bool, true)
        host.find(.kind(.picker))?.select(AppTheme.dark)
        XCTAssertEqual(host.appStorage["theme"] as? String, "dark", "stored as its raw value")
        XCTAssertEqual(host.find(.kind(.picker))?.text, "Dark", "the picker shows its selection")
        host.appStorage["theme"] = "light"
        XCTAssertEqual(host.find(.kind(.picker))?.text, "Light")
        // Each toggle row is 44 tall and spans the window less 16 each side.
        for id in ["notifications", "sounds"] { assertSize(host.find(.id(id)), width: 393 - 32, height: 44) }
        host.find(.text("Done"))?.tap()
        XCTAssertEqual(host.dismissCount, 1)
        assertNoDiagnostics(host)
    }

    /// ExpandingCard: tapping the card (its tap gesture, on the padded card) toggles it inside
    /// `withAnimation`; a host shows the end state: the details line is in place at once and the
    /// card is taller by the line and the VStack's 12 spacing; tapping again removes it.
    @MainActor func testExpandingCard() async {
        let host = ViewHost(ExpandingCard())
        let card = { host.find(.kind(.background))! }
        let collapsed = card().frame().height
        // The headline row (the chevron is shorter than the headline's line) inside padding().
        XCTAssertEqual(collapsed, text("Order #1042", .headline).height + 32, accuracy: 0.34)
        host.find(.text("Order #1042"))?.tap()
        XCTAssertTrue(host.exists(.text("2 items · Delivered")))
        XCTAssertEqual(card().frame().height, collapsed + 12 + text("2 items · Delivered").height, accuracy: 0.34)
        host.find(.text("2 items · Delivered"))?.tap()
        XCTAssertFalse(host.exists(.text("2 items · Delivered")))
        XCTAssertEqual(card().frame().height, collapsed, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// ProfileEditor: typing into the field writes the environment's model through `@Bindable`;
    /// the greeting updates (Observation); the like button counts. Without the model in the
    /// environment the editor is left out with a diagnostic, where SwiftUI would crash.
    @MainActor func testProfileEditor() async {
        let profile = ProfileModel()
        let host = ViewHost(ProfileEditor().environment(profile))
        host.replaceText(in: .id("name"), with: "Grace")
        XCTAssertEqual(profile.name, "Grace")
        XCTAssertEqual(host.find(.id("greeting"))?.text, "Hello, Grace!")
        host.find(.text("0"))?.tap()
        XCTAssertEqual(profile.likes, 1)
        XCTAssertTrue(host.exists(.text("1")))
        let missing = ViewHost(ProfileEditor())
        XCTAssertEqual(missing.diagnostics.map(\.code), [.missingEnvironmentObject])
        XCTAssertFalse(missing.exists(.kind(.textField)))
    }

    /// SwipeRow: while dragged left the row follows the finger (`@GestureState` offset, clamped
    /// at 0 to the right); released before 100 points it springs back; past 100 it is deleted.
    @MainActor func testSwipeRow() async {
        let host = ViewHost(SwipeRow(), size: CGSize(width: 393, height: 200))
        let rest = host.find(.text("Swipe me"))!.frame()
        let drag = host.find(.text("Swipe me"))!.startDrag()!
        drag.move(by: CGSize(width: -60, height: 0))
        XCTAssertEqual(host.find(.text("Swipe me"))!.frame().minX, rest.minX - 60, accuracy: 0.34)
        drag.end()
        XCTAssertEqual(host.find(.text("Swipe me"))!.frame(), rest, "back in place once released")
        host.find(.text("Swipe me"))?.drag(by: CGSize(width: 40, height: 0))
        XCTAssertEqual(host.find(.text("Swipe me"))!.frame(), rest)
        host.find(.text("Swipe me"))?.drag(by: CGSize(width: -150, height: 0))
        XCTAssertTrue(host.exists(.id("deleted")))
        assertNoDiagnostics(host)
    }
}
