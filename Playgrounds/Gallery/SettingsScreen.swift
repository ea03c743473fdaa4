import Tesselate

// Gallery screen 1 (issue 12): a Settings screen as an iPhone app writes it: a navigation
// stack around a grouped form, with toggles, pickers, a stepper, navigation links to detail
// pages, a footer and a destructive button.

struct SettingsScreen: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System"
        case light = "Light"
        case dark = "Dark"

        var id: Self { self }
    }

    @State private var airplaneMode = false
    @State private var wifiEnabled = true
    @State private var notifications = true
    @State private var badgeCount = 3
    @State private var appearance: Appearance = .system
    @State private var textSize = 2.0
    @State private var isConfirmingSignOut = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink {
                        AccountDetail()
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: "person.crop.circle.fill")
                                .font(.system(size: 44))
                                .foregroundStyle(.gray)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Ada Lovelace")
                                    .font(.title3)
                                Text("Apple Account, iCloud and more")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }

                Section {
                    Toggle(isOn: $airplaneMode) {
                        Label("Airplane Mode", systemImage: "airplane")
                    }
                    NavigationLink {
                        WiFiSettings(isOn: $wifiEnabled)
                    } label: {
                        LabeledContent {
                            Text(wifiEnabled ? "Home" : "Off")
                        } label: {
                            Label("Wi-Fi", systemImage: "wifi")
                        }
                    }
                }

                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $notifications)
                    if notifications {
                        Stepper("Badge count: \(badgeCount)", value: $badgeCount, in: 0...10)
                    }
                }

                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.rawValue).tag(appearance)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Text Size")
                        Slider(value: $textSize, in: 0...4, step: 1) {
                            Text("Text Size")
                        } minimumValueLabel: {
                            Text("A").font(.caption)
                        } maximumValueLabel: {
                            Text("A").font(.title)
                        }
                    }
                } header: {
                    Text("Display")
                } footer: {
                    Text("Settings are saved on this device.")
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        isConfirmingSignOut = true
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of iCloud?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

struct AccountDetail: View {
    var body: some View {
        List {
            LabeledContent("Name", value: "Ada Lovelace")
            LabeledContent("Email", value: "ada@example.com")
        }
        .navigationTitle("Apple Account")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct WiFiSettings: View {
    @Binding var isOn: Bool

    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: $isOn)
            if isOn {
                Section("My Networks") {
                    HStack {
                        Image(systemName: "checkmark")
                            .foregroundStyle(.blue)
                        Text("Home")
                        Spacer()
                        Image(systemName: "lock.fill")
                        Image(systemName: "wifi")
                    }
                }
            }
        }
        .navigationTitle("Wi-Fi")
        .navigationBarTitleDisplayMode(.inline)
    }
}
