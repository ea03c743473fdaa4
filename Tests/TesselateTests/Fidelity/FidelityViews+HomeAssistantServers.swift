import Foundation

import Tesselate

/// home-assistant/iOS's server rows found while onboarding (`Corpus/homeassistant.json`, its
/// `OnboardingScanningInstanceRow` cases) as they were when the images were recorded
/// (2340cdf97): a 60-point icon beside the server's name in `.headline` over its addresses in
/// secondary `.caption` and `.caption2`, in a 16-point rounded outline.
extension FidelityViews {
    static let homeAssistantServers: [String: @MainActor () -> AnyView] = {
        let local = "https://homeassistant.local:8123", duck = "https://my-home.duckdns.org:8123"
        let views: [String: @MainActor () -> AnyView] = [
            "testBasicInstanceRowSnapshot.basic-instance-row": { AnyView(serverRow("Home Assistant", local, duck).padding()) },
            "testInternalURLOnlySnapshot.internal-url-only": { AnyView(serverRow("Local Home Assistant", local, nil).padding()) },
            "testNoInternalURLSnapshot.no-internal-url": { AnyView(serverRow("Remote Home Assistant", duck, duck).padding()) },
            "testBothURLsSnapshot.both-urls": { AnyView(serverRow("Full Setup Home Assistant", local, duck).padding()) },
            "testLongNameSnapshot.long-name": {
                AnyView(
                    serverRow(
                        "My Very Long Home Assistant Instance Name That Should Wrap", local,
                        "https://my-very-long-external-domain-name.duckdns.org:8123"
                    )
                    .padding())
            },
            "testLongURLsSnapshot.long-urls": {
                AnyView(
                    serverRow(
                        "Home Assistant", "https://very-long-internal-hostname-that-should-be-truncated.local:8123/with/long/path",
                        "https://my-extremely-long-external-domain-name-that-should-definitely-be-truncated.duckdns.org:8123/with/very/long/path/structure"
                    )
                    .padding()
                    .frame(maxWidth: 320))
            },
            "testShortNameSnapshot.short-name": { AnyView(serverRow("HA", "http://192.168.1.100:8123", nil).padding()) },
            "testIPAddressURLsSnapshot.ip-address-urls": {
                AnyView(serverRow("IP-based Home Assistant", "http://192.168.1.100:8123", "https://203.0.113.5:8123").padding())
            },
            "testHTTPVsHTTPSSnapshot.http-vs-https": {
                AnyView(
                    serverRow("Mixed Protocol Instance", "http://homeassistant.local:8123", "https://secure-home.duckdns.org:8123")
                        .padding())
            },
            "testAccessibilitySnapshot.accessibility-large-text": {
                AnyView(serverRow("Accessible Home Assistant", local, duck).padding().dynamicTypeSize(.accessibility3))
            },
        ]
        var cases: [String: @MainActor () -> AnyView] = [:]
        for (test, view) in views {
            for appearance in ["light", "dark"] { cases["homeassistant/OnboardingScanningInstanceRow.test/\(test).\(appearance)"] = view }
        }
        return cases
    }()

    /// The app's primary colour, #009AC7, and its tile border (224 grey light, 51, 55, 55 dark).
    private static let serverIcon = Color(red: 0, green: 0x9A / 255.0, blue: 0xC7 / 255.0)
    private static let tileBorder = Color(red: 224 / 255.0, green: 224 / 255.0, blue: 224 / 255.0)

    private static func serverRow(_ name: String, _ address: String, _ external: String?) -> some View {
        HStack(spacing: 8) {
            ZStack {
                Image(systemName: "externaldrive.connected.to.line.below")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .foregroundStyle(serverIcon)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
                    .padding(12)
            }
            .frame(width: 60, height: 60)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(address).font(.caption).foregroundColor(.secondary)
                if let external {
                    Text(external).font(.caption2).foregroundColor(.secondary).lineLimit(1).truncationMode(.middle)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity)
        .frame(minHeight: 60)
        .padding(8)
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(tileBorder, lineWidth: 1))
    }
}
