import XCTest
@testable import Tesselate

final class LazyRealisationTests: XCTestCase {
    @MainActor func testExperiment() async {
        struct V: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1000, id: \.self) { i in Color.red.frame(height: i % 2 == 0 ? 50 : 30).id(i) }
                        }
                    }.onAppear { proxy.scrollTo(700, anchor: .top) }
                }
            }
        }
        let host = ViewHost(V(), size: CGSize(width: 100, height: 400), displayScale: 1)
        print(host.dump(proposals: false))
        print(host.diagnostics, host.lastPassCount)
    }
}
