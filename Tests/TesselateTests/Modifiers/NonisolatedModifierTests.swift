import Tesselate
import TesselateTesting
import XCTest

/// SwiftUI declares its view modifiers `nonisolated` (Apple's documentation shows, for example,
/// `nonisolated func padding(_ length: CGFloat) -> some View`), so a view can be built by a helper
/// that is not on the main actor. This file compiles only while the modifiers it uses are
/// nonisolated in Tesselate too: a helper outside the main actor makes a row with them.
nonisolated func nonisolatedRow(_ title: String) -> some View {
    Text(title)
        .font(.body).fontWeight(.semibold).foregroundStyle(.secondary).foregroundColor(.primary).lineLimit(2)
        .padding(8).padding(.horizontal).padding(EdgeInsets())
        .frame(width: 200, height: 44).frame(maxWidth: .infinity, alignment: .leading).fixedSize(horizontal: false, vertical: true)
        .background(Color.red).background(alignment: .center) { Circle().fill(Color.blue) }
        .background(.yellow, in: RoundedRectangle(cornerRadius: 4))
        .overlay(Capsule().stroke(Color.green, lineWidth: 1)).overlay(.thinMaterial)
        .opacity(0.9).offset(x: 1, y: 2).cornerRadius(4).clipShape(Circle()).clipped().shadow(radius: 2)
        .aspectRatio(2, contentMode: .fit).scaledToFit().ignoresSafeArea()
        .id(1).tag(2).zIndex(1).layoutPriority(1).hidden().disabled(false)
        .accessibilityLabel("Row").accessibilityIdentifier("row").imageScale(.large).controlSize(.small).labelsHidden()
        .tint(.orange).environment(\.lineLimit, 3).transformEnvironment(\.lineLimit) { _ in }
}

/// Text, list, bar, effect and input modifiers, from a helper off the main actor.
nonisolated func nonisolatedDetails() -> some View {
    let text = Text("Details").kerning(1).tracking(1).bold().italic().underline().strikethrough().monospacedDigit()
        .multilineTextAlignment(.center).minimumScaleFactor(0.5).truncationMode(.middle).textCase(.uppercase).fontDesign(.rounded)
    let styled = text.lineSpacing(2).baselineOffset(1).dynamicTypeSize(.large).symbolRenderingMode(.hierarchical)
        .allowsHitTesting(false).contentShape(Rectangle()).rotationEffect(.degrees(1)).scaleEffect(1.1).blur(radius: 1)
    let effects = styled.brightness(0.1).saturation(0.9).grayscale(0.1).contrast(1).blendMode(.multiply).mask(Rectangle())
        .compositingGroup().safeAreaPadding(4).redacted(reason: .placeholder).unredacted().preferredColorScheme(.dark)
    let row = effects.listRowInsets(EdgeInsets()).listRowBackground(Color.clear).listRowSeparator(.hidden)
        .navigationBarTitleDisplayMode(.inline).navigationBarBackButtonHidden()
        .accessibilityHidden(false).accessibilityValue("v").accessibilityHint("h").accessibilityAddTraits(.isButton)
    let input = row.badge(3).keyboardType(.numberPad).textContentType(.name).autocorrectionDisabled().submitLabel(.done)
        .scrollContentBackground(.hidden).scrollIndicators(.hidden).scrollDisabled(true)
    return input.position(x: 10, y: 10).coordinateSpace(name: "row").alignmentGuide(.leading) { $0[.leading] }
        .animation(.default, value: 1).layoutValue(key: RowKind.self, value: 1).gridCellColumns(1)
}

/// Actions, gestures, tasks and bar content, from a helper off the main actor.
nonisolated func nonisolatedActions(tapped: @escaping () -> Void) -> some View {
    let gestures = Text("Act").accessibilityIdentifier("act")
        .onTapGesture(perform: tapped).onTapGesture(count: 2, coordinateSpace: .local) { _ in }
        .onLongPressGesture(perform: {}).gesture(TapGesture().onEnded {})
        .simultaneousGesture(TapGesture(count: 3)).highPriorityGesture(SpatialTapGesture(count: 4))
    let lifetime = gestures.onAppear {}.onDisappear {}.onChange(of: 1) { _, _ in }.onChange(of: 1) {}
        .task {}.task(id: 1) {}.onSubmit {}.refreshable {}
    return lifetime.onPreferenceChange(RowTitle.self) { _ in }.sensoryFeedback(.success, trigger: 1).onOpenURL { _ in }
        .onHover { _ in }.navigationDestination(for: Int.self) { Text("\($0)") }
        .toolbar { Text("Bar") }.swipeActions { Text("Swipe") }
}

/// Presentations and searches, from a helper off the main actor.
nonisolated func nonisolatedPresentations(isPresented: Binding<Bool>, text: Binding<String>) -> some View {
    Text("Screen")
        .sheet(isPresented: isPresented) { Text("Sheet") }.fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
        .popover(isPresented: .constant(false)) { Text("Popover") }
        .alert("Alert", isPresented: .constant(false)) { Text("OK") }
        .confirmationDialog("Dialog", isPresented: .constant(false)) { Text("Go") }
        .contextMenu { Text("Copy") }.searchable(text: text)
        .navigationDestination(isPresented: .constant(false)) { Text("Next") }
}

/// Styles, titles and the remaining modifiers, from a helper off the main actor.
nonisolated func nonisolatedStyles() -> some View {
    let styled = Text("Styled").buttonStyle(.bordered).buttonStyle(.borderless).toggleStyle(.switch).labelStyle(.iconOnly)
        .pickerStyle(.segmented).listStyle(.insetGrouped).textFieldStyle(.roundedBorder).progressViewStyle(.circular)
        .groupBoxStyle(.automatic).labeledContentStyle(.automatic).gaugeStyle(.automatic).disclosureGroupStyle(.automatic)
        .controlGroupStyle(.automatic).backgroundStyle(.blue)
    let titled = styled.navigationTitle("Title").navigationBarTitle("Old title").keyboardShortcut(.defaultAction)
        .accessibilityAction(named: "Act") {}.transaction { _ in }.contentTransition(.opacity).listSectionSpacing(8)
    return titled.scrollBounceBehavior(.basedOnSize).scrollDismissesKeyboard(.immediately).allowsTightening(true)
        .privacySensitive().submitScope().hoverEffect().colorScheme(.dark).accentColor(.red)
        .preference(key: RowTitle.self, value: "Styled").transformPreference(RowTitle.self) { $0 += "!" }
        .anchorPreference(key: RowTitle.self, value: .bounds) { _ in "" }.border(.red).navigationBarItems(trailing: Text("Item"))
        .flipsForRightToLeftLayoutDirection(true).safeAreaInset(edge: .bottom) { Text("Inset") }
        .keyframeAnimator(initialValue: 1.0, trigger: 0) { view, value in
            view.opacity(value)
        } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
        }
}

/// A focus binding, from a helper off the main actor.
nonisolated func nonisolatedFocus(_ isFocused: FocusState<Bool>.Binding) -> some View {
    Text("Focus").focused(isFocused)
}

private struct RowTitle: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct RowKind: LayoutValueKey {
    static let defaultValue = 0
}

final class NonisolatedModifierTests: XCTestCase {
    /// A view a nonisolated helper made lays out as any other.
    @MainActor func testAViewMadeOffTheMainActorLaysOut() async throws {
        let host = ViewHost(VStack { nonisolatedRow("Title") }, size: CGSize(width: 300, height: 300))
        let row = try XCTUnwrap(host.find(.accessibilityIdentifier("row")))
        XCTAssertGreaterThan(row.frame().width, 0)
        XCTAssertTrue(host.exists(.text("Title")))
        let details = ViewHost(nonisolatedDetails(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(details.findAll(.kind(.text)).count, 1)
    }

    /// Styles and titles a nonisolated helper set take effect: the page shows its title (the
    /// outer `navigationBarTitle`'s, as the outermost title wins in SwiftUI).
    @MainActor func testStylesSetOffTheMainActorApply() async throws {
        let host = ViewHost(NavigationStack { nonisolatedStyles() }, size: CGSize(width: 300, height: 600))
        XCTAssertTrue(host.exists(.text("Old title")))
        XCTAssertFalse(host.exists(.text("Title")))
    }

    /// A sheet a nonisolated helper attached presents as any other.
    @MainActor func testPresentationsAttachedOffTheMainActorPresent() async throws {
        var isPresented = true
        var text = ""
        let isPresentedBinding = Binding(get: { isPresented }, set: { isPresented = $0 })
        let textBinding = Binding(get: { text }, set: { text = $0 })
        let host = ViewHost(
            NavigationStack { nonisolatedPresentations(isPresented: isPresentedBinding, text: textBinding) },
            size: CGSize(width: 300, height: 600))
        XCTAssertTrue(host.exists(.text("Sheet")))
    }

    /// The actions a nonisolated helper attached run as any others: a tap runs the tap action.
    @MainActor func testActionsAttachedOffTheMainActorRun() async throws {
        var taps = 0
        let host = ViewHost(NavigationStack { nonisolatedActions { taps += 1 } }, size: CGSize(width: 300, height: 300))
        try XCTUnwrap(host.find(.accessibilityIdentifier("act"))).tap()
        XCTAssertEqual(taps, 1)
    }
}
