import Foundation

import Tesselate

/// criticalmaps/criticalmaps-ios's settings screens (`Corpus/criticalmaps.json`): on iOS 26 an
/// inset-grouped list on a 393 × 852 iPhone 16 window, on iOS 17 (the `ios17/` cases, an older
/// version of the app) a scroll view of padded rows on a 390 × 844 iPhone 13 window; both at 3x
/// and the medium Dynamic Type size, switches tinted the app's yellow.
extension FidelityViews {
    static let criticalMaps: [String: @MainActor () -> AnyView] = [
        "criticalmaps/appearanceEventSettingsView_light": { AnyView(Appearance()) },
        "criticalmaps/rideEventSettingsView_light": { AnyView(RideEvents()) },
        "criticalmaps/settingsView_light": { AnyView(Settings()) },
        "criticalmaps/ios17/test_appearanceEventSettingsView_light": { AnyView(Appearance17()) },
        "criticalmaps/ios17/test_rideEventSettingsView_light": { AnyView(RideEvents17()) },
        "criticalmaps/ios17/test_settingsView_light": { AnyView(Settings17()) },
    ]

    /// The app's yellow.
    private static let brand = Color(red: 254 / 255, green: 197 / 255, blue: 51 / 255)

    private enum Theme: String, CaseIterable, Hashable {
        case system = "System", dark = "Dark", light = "Light"
    }

    /// A section header of the iOS 26 screens: callout semibold.
    private struct Header: View {
        var title: String
        var body: some View {
            HStack { Text(title).font(.callout).fontWeight(.semibold) }
        }
    }

    /// iOS 26: a palette (segmented) picker of the theme, framed 40 tall, over the app icons.
    private struct Appearance: View {
        @State private var theme = Theme.system

        var body: some View {
            List {
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.palette)
                    .labelsHidden()
                    .frame(height: 40)
                    .padding(.horizontal, 8)
                } header: {
                    Header(title: "Theme")
                }
                Section {
                    ForEach(["Light", "Dark", "Neon", "Rainbow", "Sun"], id: \.self) { name in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.gray).frame(width: 48, height: 48)
                            Text(name)
                            Spacer()
                            if name == "Light" { Image(systemName: "checkmark").fontWeight(.medium) }
                        }
                    }
                } header: {
                    Header(title: "App Icon")
                }
            }
            .listStyle(.insetGrouped)
            .toggleStyle(.switch).tint(brand)
        }
    }

    /// iOS 26: the event-notifications switch (on) in a section of its own, over the event types.
    private struct RideEvents: View {
        var body: some View {
            List {
                Toggle(isOn: .constant(true)) { Text("Event Notifications") }
                Section {
                    ForEach(["Alleycat", "Critical Mass", "Dawn Ride", "Demonstration"], id: \.self) { name in
                        HStack {
                            Text(name)
                            Spacer()
                            Image(systemName: "checkmark")
                        }
                    }
                } header: {
                    Header(title: "Event Types")
                }
            }
            .listStyle(.insetGrouped)
            .toggleStyle(.switch).tint(brand)
        }
    }

    /// A setting of the iOS 26 settings screen: a title over a grey explanation, and a switch at
    /// the top of the row.
    private struct SwitchRow: View {
        var title: String, detail: String
        var isOn: Bool
        var body: some View {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.body)
                    Text(detail).foregroundColor(.gray).font(.subheadline)
                }
                Spacer()
                Toggle(isOn: .constant(isOn)) { EmptyView() }.labelsHidden()
            }
        }
    }

    /// A link row of the iOS 26 settings screen: a label and a chevron.
    private struct LinkRow: View {
        var title: String, symbol: String
        var body: some View {
            HStack {
                Label(title, systemImage: symbol).font(.body)
                Spacer()
                Image(systemName: "chevron.right")
            }
        }
    }

    /// iOS 26: two sections, each a switch row over a link row.
    private struct Settings: View {
        var body: some View {
            List {
                Section {
                    SwitchRow(
                        title: "Observation Mode", detail: "If you don’t take part yourself, but want to follow the Critical Mass.",
                        isOn: false)
                    LinkRow(title: "Privacy Zones", symbol: "location.circle")
                }
                Section {
                    SwitchRow(title: "Show info view", detail: "Show info toogle over the map", isOn: true)
                    LinkRow(title: "Event Settings", symbol: "calendar")
                }
                Section {
                    LinkRow(title: "Appearance", symbol: "paintpalette")
                }
            }
            .listStyle(.insetGrouped)
            .toggleStyle(.switch).tint(brand)
        }
    }

    // MARK: iOS 17: a scroll view of rows

    /// A row of the iOS 17 screens: its content padded 8 × 16 over a 1-point rule.
    private struct Row<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(alignment: .leading) {
                content.padding(.vertical, 8).padding(.horizontal, 16)
                Rectangle().fill(Color.gray.opacity(0.3)).frame(maxWidth: .infinity, minHeight: 1, maxHeight: 1)
            }
        }
    }

    /// A titled section of the iOS 17 screens (title bold, padded 24 above and 16 below).
    private struct TitledSection<Content: View>: View {
        var title: String
        @ViewBuilder var content: Content
        var body: some View {
            VStack(alignment: .leading) {
                Text(title).font(.title.weight(.bold)).padding([.leading, .bottom], 16).padding(.top, 24)
                content
            }
        }
    }

    /// The scroll view of the iOS 17 screens: title2-medium text, yellow switches.
    private struct Form17<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            ScrollView {
                content
                    .font(.title2.weight(.medium))
                    .toggleStyle(.switch).tint(brand)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// iOS 17: a segmented picker of the theme framed 50 tall, over the app icons.
    private struct Appearance17: View {
        @State private var theme = Theme.system

        var body: some View {
            Form17 {
                TitledSection(title: "Theme") {
                    Picker("", selection: $theme) {
                        ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .frame(height: 50)
                    .padding(.horizontal, 16)
                    TitledSection(title: "App Icon") {
                        VStack(spacing: 8) {
                            ForEach(["Dark", "Light", "Neon"], id: \.self) { name in
                                Row {
                                    HStack(spacing: 12) {
                                        RoundedRectangle(cornerRadius: 12).fill(Color.gray).frame(width: 48, height: 48)
                                        Text(name)
                                        Spacer()
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// iOS 17: the event-notifications switch (on) after a 28-point gap.
    private struct RideEvents17: View {
        var body: some View {
            Form17 {
                Spacer(minLength: 28)
                Row {
                    HStack {
                        Toggle(isOn: .constant(true)) { Text("Event Notifications") }
                    }
                }
            }
        }
    }

    /// iOS 17: two switch rows (off, on), each a title2 title over a body explanation.
    private struct Settings17: View {
        var body: some View {
            Form17 {
                Spacer(minLength: 28)
                VStack {
                    Row {
                        switchRow(
                            "Observation Mode", "If you don’t take part yourself, but want to follow the Critical Mass.", isOn: false)
                    }
                    Row { switchRow("Show info view", "Show info toogle over the map", isOn: true) }
                }
            }
        }

        private func switchRow(_ title: String, _ detail: String, isOn: Bool) -> some View {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.title2.weight(.medium))
                    Text(detail).foregroundColor(.gray).font(.body)
                }
                Spacer()
                Toggle(isOn: .constant(isOn)) { EmptyView() }.labelsHidden()
            }
        }
    }
}
