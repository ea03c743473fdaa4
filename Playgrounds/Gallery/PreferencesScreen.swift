import Tesselate

// An app's preferences form as apps write it (issue 32's long-tail gallery, written from memory
// as plain SwiftUI): account fields, toggles and pickers stored in @AppStorage, a list of
// signed-in devices with context menus, a destructive alert, an old-style Alert and a
// confirmation dialog.

struct SignedInDevice: Identifiable, Hashable {
    let id: Int
    var name: String
    var model: String
    var lastSeen: String
}

enum PreferredTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct PreferencesScreen: View {
    @AppStorage("displayName") private var displayName = "Maya Chen"
    @AppStorage("pushEnabled") private var pushEnabled = true
    @AppStorage("emailDigest") private var emailDigest = false
    @AppStorage("theme") private var theme = PreferredTheme.system
    @AppStorage("textSize") private var textSize = 17

    @State private var devices = [
        SignedInDevice(id: 1, name: "Maya's iPhone", model: "iPhone 16", lastSeen: "Now"),
        SignedInDevice(id: 2, name: "Studio iPad", model: "iPad Air", lastSeen: "Yesterday"),
        SignedInDevice(id: 3, name: "Work Mac", model: "MacBook Pro", lastSeen: "3 days ago"),
    ]
    @State private var deviceToRemove: SignedInDevice?
    @State private var showingClearCache = false
    @State private var showingResetAlert = false
    @State private var showingSignOut = false
    @State private var cacheSize = 148
    @State private var lastCopied: String?

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Display Name", text: $displayName)
                        .textContentType(.name)
                        .autocorrectionDisabled()
                    LabeledContent("Email", value: "maya@example.com")
                }

                Section {
                    Toggle(isOn: $pushEnabled) {
                        Label("Push Notifications", systemImage: "bell.badge")
                    }
                    Toggle(isOn: $emailDigest) {
                        Label("Weekly Email Digest", systemImage: "envelope")
                    }
                    .disabled(!pushEnabled)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("The digest is sent every Monday morning.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(PreferredTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Stepper("Text Size: \(textSize) pt", value: $textSize, in: 12...24)
                }

                Section {
                    ForEach(devices) { device in
                        VStack(alignment: .leading) {
                            Text(device.name)
                            Text("\(device.model) · \(device.lastSeen)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .contextMenu {
                            Button {
                                lastCopied = device.name
                            } label: {
                                Label("Copy Name", systemImage: "doc.on.doc")
                            }
                            Button(role: .destructive) {
                                deviceToRemove = device
                            } label: {
                                Label("Sign Out Device", systemImage: "xmark.circle")
                            }
                        }
                    }
                } header: {
                    Text("Devices")
                } footer: {
                    Text("Touch and hold a device for more options.")
                }

                Section("Storage") {
                    LabeledContent("Cache", value: "\(cacheSize) MB")
                    Button("Clear Cache", role: .destructive) {
                        showingClearCache = true
                    }
                    .disabled(cacheSize == 0)
                    Button("Reset All Settings") {
                        showingResetAlert = true
                    }
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        showingSignOut = true
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("Preferences")
            .alert("Clear the cache?", isPresented: $showingClearCache) {
                Button("Clear", role: .destructive) { cacheSize = 0 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Downloaded images will be fetched again when you need them.")
            }
            .alert(isPresented: $showingResetAlert) {
                Alert(
                    title: Text("Reset Settings"),
                    message: Text("Every preference goes back to its default."),
                    primaryButton: .destructive(Text("Reset")) {
                        pushEnabled = true
                        emailDigest = false
                        theme = .system
                        textSize = 17
                    },
                    secondaryButton: .cancel())
            }
            .alert(
                "Sign out \(deviceToRemove?.name ?? "")?",
                isPresented: Binding(
                    get: { deviceToRemove != nil },
                    set: { if !$0 { deviceToRemove = nil } }),
                presenting: deviceToRemove
            ) { device in
                Button("Sign Out", role: .destructive) {
                    devices.removeAll { $0.id == device.id }
                }
            } message: { device in
                Text("\(device.model) will need your password again.")
            }
            .confirmationDialog("Sign out of your account?", isPresented: $showingSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}
