import XCTest
@testable import Tesselate
final class ZZProbeTests: XCTestCase {
    @MainActor func testProbe() async {
        let host = ViewHost(VStack(alignment: .leading) {
            Text("Clean Code")
            Divider().padding(.bottom, 4)
            Text("A book by Robert C. Martin")
            Button {
            } label: {
                Text("Buy").frame(maxWidth: .infinity, minHeight: 30)
            }
            .buttonStyle(.borderedProminent)
            .padding(.top, 8)
        }, device: Device(name: "13", portraitSize: CGSize(width: 390, height: 844), displayScale: 3, portraitSafeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), landscapeSafeAreaInsets: EdgeInsets()))
        host.os = .iOS26
        print(host.dump())
    }
}
