import Foundation

import Tesselate

/// lunij/netbob's debugging screens (`Corpus/netbob.json`): the settings form, the statistics
/// form (both recorded on iOS 16.4) and the request list with its search field and toolbar (iOS
/// 18), on a 320-point iPhone SE at 3x, Dynamic Type medium. Rewritten from what the images and
/// the tests show.
extension FidelityViews {
    static let netbob: [String: @MainActor () -> AnyView] = [
        "netbob/test_settingsView": { AnyView(NetbobSettings()) },
        "netbob/test_infoView": { AnyView(NetbobStatistics()) },
        "netbob/test_listView": { AnyView(NetbobRequests()) },
        "netbob/test_detailView": { AnyView(NetbobRequestDetail()) },
    ]
}

/// A toggle drawn as its label and, when on, a checkmark button at the trailing edge.
private struct CheckmarkToggle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Button {
            } label: {
                if configuration.isOn {
                    Image(systemName: "checkmark")
                } else {
                    EmptyView()
                }
            }
            .foregroundColor(.accentColor)
        }
    }
}

private struct NetbobSettings: View {
    private let types: [(String, Bool)] = [("HTML", true), ("Image", true), ("JSON", true), ("XML", true), ("unknown", false)]

    var body: some View {
        VStack {
            Form {
                Section {
                    Toggle("Enabled", isOn: .constant(true))
                }
                Section {
                    ForEach(types.indices, id: \.self) { index in
                        Toggle(types[index].0, isOn: .constant(types[index].1))
                            .toggleStyle(CheckmarkToggle())
                    }
                }
                Section(header: Text("Blacklist")) {
                    Text("https://blacklisted.fake")
                }
                Section {
                    Button("Clear session") {}
                        .foregroundColor(.red)
                }
                Section {
                    VStack {
                        Text("List limit: no limit")
                        Slider(
                            value: .constant(1100), in: 100...1100, step: 100,
                            label: { Text("Max list items") },
                            minimumValueLabel: { Text("100") },
                            maximumValueLabel: { Text("no limit") })
                    }
                }
            }
            Text("0.4.0")
        }
    }
}

/// A key over its value, both 12 points (the key bold and monospaced).
private struct KeyAndValue: View {
    let key: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(key).font(.system(size: 12, weight: .bold, design: .monospaced))
            Text(value).font(.system(size: 12))
        }
    }
}

private struct NetbobStatistics: View {
    var body: some View {
        Form {
            Section(header: Text("IP Addresses")) {}
            Section(header: Text("Request")) {
                KeyAndValue(key: "Total requests", value: "0")
                KeyAndValue(key: "Successful requests", value: "0")
                KeyAndValue(key: "Failed requests", value: "0")
                KeyAndValue(key: "Total request size", value: "-")
                KeyAndValue(key: "Average request size", value: "-")
            }
            Section(header: Text("Response")) {
                KeyAndValue(key: "Total response size", value: "-")
                KeyAndValue(key: "Average response size", value: "-")
                KeyAndValue(key: "Average response time", value: "-")
                KeyAndValue(key: "Fastest response time", value: "-")
                KeyAndValue(key: "Slowest response time", value: "-")
            }
        }
    }
}

private struct NetbobRequests: View {
    /// A recorded request: its status colour and code, and whether it is from this session.
    struct Request: Identifiable {
        let id: Int
        let colour: Color
        let code: String
        let current: Bool
    }

    private let requests: [Request] = [
        Request(id: 0, colour: .green, code: "200", current: true),
        Request(id: 1, colour: .orange, code: "", current: true),
        Request(id: 2, colour: .red, code: "400", current: true),
        Request(id: 3, colour: .green, code: "200", current: false),
        Request(id: 4, colour: .orange, code: "", current: false),
        Request(id: 5, colour: .red, code: "400", current: false),
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(requests) { request in
                    NavigationLink(destination: EmptyView()) {
                        row(request)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    HStack(spacing: 20) {
                        Button {
                        } label: {
                            Image(systemName: "square.and.arrow.up")
                        }
                        Button {
                        } label: {
                            Image(systemName: "square.and.arrow.down")
                        }
                        NavigationLink(destination: EmptyView()) {
                            Image(systemName: "info.circle")
                        }
                        NavigationLink(destination: EmptyView()) {
                            Image(systemName: "gearshape")
                        }
                    }
                    .font(.system(size: 20, weight: .light))
                }
            }
            .searchable(text: .constant(""), prompt: "Search ...")
        }
    }

    private func row(_ request: Request) -> some View {
        HStack {
            Group {
                if request.current {
                    RoundedRectangle(cornerRadius: 5)
                } else {
                    RoundedRectangle(cornerRadius: 5).strokeBorder()
                }
            }
            .frame(width: 6)
            .foregroundColor(request.colour.opacity(0.8))
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text("GET").fontWeight(.semibold)
                    Text(request.code)
                    Text("00:00:00.000")
                }
                .font(.system(size: 10, design: .monospaced))
                (Text("http://") + Text("fake.abc").fontWeight(.semibold) + Text("/fake/path") + Text("?a=1,b=2,c=3").italic())
                    .font(.system(size: 10))
                    .lineLimit(4)
            }
        }
        .opacity(request.current ? 1 : 0.6)
    }
}

/// One request's details: three pages of forms under a bar with a share item, and a segmented
/// picker of the pages laid over the bottom on a thin material.
private struct NetbobRequestDetail: View {
    @State private var page = 0

    private let general: [(String, String)] = [
        ("URL", "http://fake.abc/fake/path?a=1,b=2,c=3"), ("Method", "GET"), ("Status", "200"),
        ("Request date", "1970-01-01 00:00:00 GMT"), ("Response date", "1970-01-01 00:00:02 GMT"), ("Time interval", "2.0"),
        ("Timeout", "10.0 s"), ("Cache policy", "UseProtocolCachePolicy"),
    ]

    var body: some View {
        NavigationView {
            TabView(selection: $page) {
                Form {
                    Section(header: Text("General")) {
                        ForEach(general.indices, id: \.self) { index in
                            KeyAndValue(key: general[index].0, value: general[index].1)
                        }
                    }
                }
                .tag(0)
                Form { Text("No Request Body").foregroundColor(.secondary) }.tag(1)
                Form { Text("No Response Body").foregroundColor(.secondary) }.tag(2)
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        // The original's label is the symbol as text (`Text(Image(…))`), light.
                        Image(systemName: "square.and.arrow.up").fontWeight(.light)
                    }
                }
            }
            .overlay(alignment: .bottom) {
                Picker("Picker", selection: $page) {
                    Text("General").tag(0)
                    Text("Request").tag(1)
                    Text("Response").tag(2)
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
                .padding(.vertical, 4)
                .frame(maxWidth: .infinity)
                .background(.ultraThinMaterial)
            }
        }
    }
}
