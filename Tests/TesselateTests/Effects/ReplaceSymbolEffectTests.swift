import XCTest

import Tesselate

/// The replace effects configure as Symbols' do and make symbol content transitions; a host shows
/// the symbol the transition ends on.
final class ReplaceSymbolEffectTests: XCTestCase {
    func testConfigurationsAndTransitions() {
        XCTAssertEqual(ReplaceSymbolEffect.replace.downUp.byLayer.description, ".replace.downUp.byLayer")
        XCTAssertEqual(ReplaceSymbolEffect.replace.magic(fallback: .replace.upUp).description, ".replace.magic(fallback: .replace.upUp)")
        XCTAssertEqual(ContentTransition.symbolEffect(.replace.offUp).description, "symbolEffect(.replace.offUp, options: .default)")
        XCTAssertEqual(
            ContentTransition.symbolEffect(.replace, options: .speed(3)).description, "symbolEffect(.replace, options: .speed(3))")
        XCTAssertNotEqual(ContentTransition.symbolEffect, .identity)
    }

    @MainActor func testTheHostShowsTheNewSymbol() async {
        let host = ViewHost(
            Image(systemName: "heart.fill").contentTransition(.symbolEffect(.replace)), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.dump().contains("heart.fill"), host.dump())
    }
}
