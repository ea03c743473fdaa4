import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// Every ``ViewKind`` names the kind of view a real view makes: each member has a view below
/// that makes it, so renaming a kind in the engine fails here instead of leaving queries that
/// match nothing. A built-in view is also found by its type, whatever its generic parameters.
final class ViewKindTests: XCTestCase {
    private struct Key: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @MainActor private static let samples: [(ViewKind, () -> AnyView)] = [
        (.text, { AnyView(Text("a")) }),
        (.image, { AnyView(Image(systemName: "star")) }),
        (.button, { AnyView(Button("a") {}) }),
        (.toggle, { AnyView(Toggle("a", isOn: .constant(true))) }),
        (.stepper, { AnyView(Stepper("a", value: .constant(1))) }),
        (.picker, { AnyView(Picker("a", selection: .constant(1)) { Text("one").tag(1) }) }),
        (.slider, { AnyView(Slider(value: .constant(0.5))) }),
        (.menu, { AnyView(Menu("a") { Button("b") {} }) }),
        (.disclosureGroup, { AnyView(DisclosureGroup("a") { Text("b") }) }),
        (.contextMenu, { AnyView(Text("a").contextMenu { Button("b") {} }) }),
        (.datePicker, { AnyView(DatePicker("a", selection: .constant(Date(timeIntervalSince1970: 0)))) }),
        (.colorPicker, { AnyView(ColorPicker("a", selection: .constant(Color.red))) }),
        (.textField, { AnyView(TextField("a", text: .constant(""))) }),
        (.secureField, { AnyView(SecureField("a", text: .constant(""))) }),
        (.textEditor, { AnyView(TextEditor(text: .constant(""))) }),
        (.navigationLink, { AnyView(NavigationStack { NavigationLink("a") { Text("b") } }) }),
        (.link, { AnyView(Link("a", destination: URL(string: "https://example.com")!)) }),
        (.shareLink, { AnyView(ShareLink(item: "a")) }),
        (.progressView, { AnyView(ProgressView(value: 0.5)) }),
        (.label, { AnyView(Label("a", systemImage: "star")) }),
        (.labeledContent, { AnyView(LabeledContent("a", value: "b")) }),
        (.groupBox, { AnyView(GroupBox { Text("a") }) }),
        (.list, { AnyView(List { Text("a") }) }),
        (.form, { AnyView(Form { Text("a") }) }),
        (.section, { AnyView(List { Section("a") { Text("b") } }) }),
        (.listRow, { AnyView(List { Text("a") }) }),
        (.scrollView, { AnyView(ScrollView { Text("a") }) }),
        (.navigationStack, { AnyView(NavigationStack { Text("a") }) }),
        (
            .navigationSplitView,
            {
                AnyView(
                    NavigationSplitView {
                        Text("a")
                    } detail: {
                        Text("b")
                    }.environment(\.horizontalSizeClass, .regular))
            }
        ),
        (.navigationBar, { AnyView(NavigationStack { Text("a").navigationTitle("b") }) }),
        (
            .bottomToolbar,
            { AnyView(NavigationStack { Text("a").toolbar { ToolbarItem(placement: .bottomBar) { Button("b") {} } } }) }
        ),
        (.searchField, { AnyView(NavigationStack { Text("a").searchable(text: .constant("")) }) }),
        (.tabView, { AnyView(TabView { Text("a").tabItem { Text("b") } }) }),
        (.presentedLayer, { AnyView(Color.clear.sheet(isPresented: .constant(true)) { Text("a") }) }),
        (.hStack, { AnyView(HStack { Text("a") }) }),
        (.vStack, { AnyView(VStack { Text("a") }) }),
        (.zStack, { AnyView(ZStack { Text("a") }) }),
        (.lazyVStack, { AnyView(LazyVStack { Text("a") }) }),
        (.lazyHStack, { AnyView(LazyHStack { Text("a") }) }),
        (.lazyVGrid, { AnyView(LazyVGrid(columns: [GridItem()]) { Text("a") }) }),
        (.lazyHGrid, { AnyView(LazyHGrid(rows: [GridItem()]) { Text("a") }) }),
        (.grid, { AnyView(Grid { GridRow { Text("a") } }) }),
        (.gridRow, { AnyView(Grid { GridRow { Text("a") } }) }),
        (.spacer, { AnyView(HStack { Spacer() }) }),
        (.divider, { AnyView(Divider()) }),
        (.geometryReader, { AnyView(GeometryReader { _ in Text("a") }) }),
        (.viewThatFits, { AnyView(ViewThatFits { Text("a") }) }),
        (.color, { AnyView(Color.red) }),
        (.linearGradient, { AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) }),
        (.radialGradient, { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)) }),
        (.angularGradient, { AnyView(AngularGradient(colors: [.red, .blue], center: .center)) }),
        (.ellipticalGradient, { AnyView(EllipticalGradient(colors: [.red, .blue])) }),
        (.rectangle, { AnyView(Rectangle()) }),
        (.roundedRectangle, { AnyView(RoundedRectangle(cornerRadius: 4)) }),
        (.circle, { AnyView(Circle()) }),
        (.capsule, { AnyView(Capsule()) }),
        (.ellipse, { AnyView(Ellipse()) }),
        (.switch, { AnyView(Toggle("a", isOn: .constant(true))) }),
        (.chevron, { AnyView(NavigationStack { List { NavigationLink("a") { Text("b") } } }) }),
        (.stepperSegments, { AnyView(Stepper("a", value: .constant(1))) }),
        (.activityIndicator, { AnyView(ProgressView()) }),
        (.emptyView, { AnyView(EmptyView()) }),
        (.frame, { AnyView(Text("a").frame(width: 10)) }),
        (.padding, { AnyView(Text("a").padding()) }),
        (.background, { AnyView(Text("a").background(Color.red)) }),
        (.overlay, { AnyView(Text("a").overlay(Color.red)) }),
        (.offset, { AnyView(Text("a").offset(x: 1)) }),
        (.position, { AnyView(Text("a").position(x: 1, y: 1)) }),
        (.opacity, { AnyView(Text("a").opacity(0.5)) }),
        (.clipShape, { AnyView(Text("a").clipShape(Circle())) }),
        (.mask, { AnyView(Text("a").mask(Circle())) }),
        (.shadow, { AnyView(Text("a").shadow(radius: 2)) }),
        (.blur, { AnyView(Text("a").blur(radius: 2)) }),
        (.fixedSize, { AnyView(Text("a").fixedSize()) }),
        (.aspectRatio, { AnyView(Color.red.aspectRatio(1, contentMode: .fit)) }),
        (.contentShape, { AnyView(Text("a").contentShape(Rectangle())) }),
        (.zIndex, { AnyView(Text("a").zIndex(1)) }),
        (.task, { AnyView(Text("a").task {}) }),
        (.onAppear, { AnyView(Text("a").onAppear {}) }),
        (.onDisappear, { AnyView(Text("a").onDisappear {}) }),
        (.onChange, { AnyView(Text("a").onChange(of: 1) {}) }),
        (.onPreferenceChange, { AnyView(Text("a").onPreferenceChange(Key.self) { _ in }) }),
        (.gesture, { AnyView(Text("a").gesture(TapGesture())) }),
        (.keyboardShortcut, { AnyView(Button("a") {}.keyboardShortcut("a")) }),
        (.coordinateSpace, { AnyView(Text("a").coordinateSpace(.named("a"))) }),
        (.saturation, { AnyView(Text("a").saturation(0.5)) }),
        (.hueRotation, { AnyView(Text("a").hueRotation(.degrees(10))) }),
        (.rotation3DEffect, { AnyView(Text("a").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))) }),
        (.rotationEffect, { AnyView(Text("a").rotationEffect(.degrees(10))) }),
        (.scaleEffect, { AnyView(Text("a").scaleEffect(2)) }),
    ]

    @MainActor func testEveryKindHasAViewThatMakesIt() async {
        XCTAssertEqual(Self.samples.map(\.0), ViewKind.all, "one sample per kind, in the order of ViewKind.all")
        for (kind, view) in Self.samples {
            let host = ViewHost(view())
            XCTAssertFalse(host.findAll(.kind(kind)).isEmpty, "\(kind) is not made by its sample:\n\(host.dump())")
        }
    }

    @MainActor func testAMatchReportsItsKind() async {
        let host = ViewHost(VStack { Text("a") })
        XCTAssertEqual(host.find(.text("a"))?.kind, .text)
        XCTAssertEqual(host.find(.text("a"))?.kind, "Text", "a string literal is a kind too")
    }

    @MainActor func testBuiltInGenericViewsAreFoundByTheirType() async {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    GroupBox("Box") { Text("Inside") }
                    Label("Star", systemImage: "star")
                    ScrollView { Text("Scrolled") }
                }
            })
        XCTAssertEqual(
            host.findAll(
                .type(NavigationStack<NavigationPath, VStack<TupleView<(GroupBox<Text, Text>, Label<Text, Image>, ScrollView<Text>)>>>.self)
            ).count, 1)
        XCTAssertEqual(host.findAll(.type(GroupBox<Text, Text>.self)).count, 1)
        XCTAssertEqual(host.findAll(.type(GroupBox<EmptyView, Never>.self)).count, 1, "the generic parameters do not matter")
        XCTAssertEqual(host.findAll(.type(Label<Text, Image>.self)).count, 1)
        XCTAssertEqual(host.findAll(.type(ScrollView<Text>.self)).count, 1)
    }
}
