import Foundation

import Tesselate

/// home-assistant/iOS's settings screens and components (`Corpus/homeassistant.json`): iPhone 13
/// device images of iOS 26, each in light and dark.
extension FidelityViews {
    static let homeAssistant: [String: @MainActor () -> AnyView] = {
        let views: [String: @MainActor () -> AnyView] = [
            "SensorRow.test/testRowView": { sensorRow },
            "ListPickerTests/testLitPickerUI": { listPicker },
            "ListPickerTests/testLitPickerContentUI": { listPickerContent },
            "LocationHistoryListViewSnapshot.test/LocationHistoryListView-wo-Locations": { locationHistory(entries: []) },
            "LocationHistoryListViewSnapshot.test/LocationHistoryListView-w-Locations": {
                locationHistory(entries: [("28/2/25, 15:09:33", "Manual"), ("28/2/25, 15:09:33", "Periodic")])
            },
            "ServerSwitchingSettingsView.test/serverSwitchingScreen": { serverSwitching(closestServer: nil) },
            "ServerSwitchingSettingsView.test/serverSwitchingScreenWithClosestServer": {
                serverSwitching(closestServer: "Fake Server · 1.2 km")
            },
            "CollapsibleViewTests/testCollapsibleViewCollapsed": { collapsible(expanded: false) },
            "CollapsibleViewTests/testCollapsibleViewOpen": { collapsible(expanded: true) },
            "AboutView.test/testUI": { about },
        ]
        var cases: [String: @MainActor () -> AnyView] = [:]
        for (test, view) in views {
            for appearance in ["light", "dark"] { cases["homeassistant/\(test).\(appearance)"] = view }
        }
        return cases
    }()

    /// A sensor's row: its 24-point icon, then its name over its state in `.subheadline`.
    private static var sensorRow: AnyView {
        AnyView(
            List {
                HStack(spacing: 16) {
                    Color.clear.frame(width: 24, height: 24)
                    VStack(alignment: .leading) {
                        Text("Sensor 1")
                        Text("false").foregroundColor(.secondary).font(.subheadline)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            })
    }

    /// A navigation link whose label is a title and the selected value, in a list in a navigation
    /// view with no title.
    private static var listPicker: AnyView {
        AnyView(
            NavigationView {
                List {
                    NavigationLink {
                        Text("Items")
                    } label: {
                        HStack {
                            Text("Select Item").frame(maxWidth: .infinity, alignment: .leading)
                            Text("aaaa").foregroundColor(.secondary).lineLimit(1)
                        }
                    }
                }
            })
    }

    /// The picker's list: two titled sections of four buttons, the selected one with a checkmark,
    /// under an inline title.
    private static var listPickerContent: AnyView {
        AnyView(
            NavigationView {
                List {
                    ForEach(["Section 1", "Section 2"], id: \.self) { section in
                        Section(section) {
                            ForEach(["Abc", "aaaa", "bbbb", "ccccc"], id: \.self) { item in
                                Button {
                                } label: {
                                    HStack {
                                        Text(item).frame(maxWidth: .infinity, alignment: .leading)
                                        if section == "Section 1" && item == "aaaa" {
                                            Image(systemName: "checkmark").foregroundColor(.accentColor)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Title 1")
            })
    }

    /// A form of location updates (a date over what triggered it, each a navigation link) under an
    /// inline title, with a Clear button when there are any; a secondary line when there are none.
    private static func locationHistory(entries: [(date: String, trigger: String)]) -> AnyView {
        AnyView(
            NavigationView {
                Form {
                    Section {
                        if entries.isEmpty {
                            Text("No Location History").foregroundStyle(.secondary)
                        } else {
                            ForEach(entries.indices, id: \.self) { index in
                                NavigationLink {
                                    Text("Detail")
                                } label: {
                                    VStack(alignment: .leading) {
                                        Text(entries[index].date).foregroundStyle(.primary)
                                        Text(entries[index].trigger).foregroundStyle(.secondary)
                                    }
                                }
                            }
                        }
                    }
                }
                .navigationTitle("Location History")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        if !entries.isEmpty { Button("Clear") {} }
                    }
                }
            })
    }

    /// Two switches (and the closest server, when known) with a footer, then a link with a symbol,
    /// under a large title.
    private static func serverSwitching(closestServer: String?) -> AnyView {
        AnyView(
            NavigationView {
                List {
                    Section {
                        Toggle(isOn: .constant(false)) { Text("Switch Server by Location") }
                        if let closestServer {
                            HStack {
                                Text("Closest Server")
                                Spacer()
                                Text(closestServer).foregroundStyle(.secondary)
                            }
                        }
                        Toggle(isOn: .constant(true)) { Text("Remember Last Page") }
                    } footer: {
                        Text(
                            "When you open the app, it checks whether you are at one of your homes, either connected to its Wi-Fi network "
                                + "or inside its Home zone. If that home belongs to another server, that server is opened automatically. "
                                + "Checks happen only on this device while the app is in use, and your location is never stored.")
                    }
                    Section {
                        NavigationLink {
                            Text("How it works")
                        } label: {
                            Label("How it works?", systemImage: "questionmark.circle")
                        }
                    }
                }
                .navigationTitle("Server Switching")
            })
    }

    /// The about screen: a header row (a 100-point logo over the app's name in bold `.title3`
    /// and its version in secondary `.subheadline`), then sections of links.
    private static var about: AnyView {
        AnyView(
            List {
                VStack(spacing: 16) {
                    Color.clear.frame(width: 100, height: 100)
                    VStack(spacing: 4) {
                        Text("Home Assistant Companion").font(.title3.bold())
                        Text("2025.11.0 (2025)").foregroundStyle(.secondary).font(.subheadline)
                            .multilineTextAlignment(.center).frame(maxWidth: .infinity, alignment: .center)
                    }
                }
                .padding(.vertical, 4)
                Section {
                    Link("Join Beta", destination: URL(string: "https://example.com/beta")!)
                    NavigationLink {
                        Text("Acknowledgements")
                    } label: {
                        Text("Acknowledgements")
                    }
                    Link("Leave a review", destination: URL(string: "https://example.com/review")!)
                    Link("Help localize the app!", destination: URL(string: "https://example.com/translate")!)
                }
                Section {
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Link("Forums", destination: URL(string: "https://example.com/forums")!)
                    Link("Chat", destination: URL(string: "https://example.com/chat")!)
                    Link("Documentation", destination: URL(string: "https://example.com/docs")!)
                }
            })
    }

    /// A header line with a chevron at the trailing edge, and the content below it when expanded,
    /// alone on the screen.
    private static func collapsible(expanded: Bool) -> AnyView {
        AnyView(
            VStack(alignment: .leading) {
                HStack {
                    Text("This is a header")
                    Spacer()
                    Image(systemName: expanded ? "chevron.up" : "chevron.down")
                }
                .frame(maxWidth: .infinity)
                VStack(alignment: .leading) {
                    if expanded { Text("This is a content") }
                }
            })
    }
}
