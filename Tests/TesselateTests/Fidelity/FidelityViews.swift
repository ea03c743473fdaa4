import Foundation

import Tesselate

/// The views of the fidelity corpus, rewritten in plain SwiftUI from what each recording and its
/// test show (never the other project's code), by case id. One file per source repository.
@MainActor
enum FidelityViews {
    static let all: [String: @MainActor () -> AnyView] = [
        ferrostar, spezi, account, hymns, revenueCat, homeAssistant, homeAssistantOptions, homeAssistantServers, speziScheduler, clock,
        prefire, swiftSnapshotTesting, rssReader, homete, tweakable, homeAssistantBars, hymnsControls, criticalMaps, ybSnapshotTesting,
        garden, accountProvider, gitlabourer, netbob, gordianSeedTool, swiftUINavigation, compound, swiftUIML, onnerb, hostedSnapshot,
        xConfigs,
        bitwardenAuthenticator,
        bitwarden,
    ].reduce(into: [:]) {
        $0.merge($1) { first, _ in first }
    }
}
