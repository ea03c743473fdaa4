import Foundation

// A model file as apps write them before Observation: it imports only Foundation, which on Apple's
// platforms brings Combine's `ObservableObject` and `@Published` along. Linux's Foundation does
// not, so this target imports Combine into every file (`-import-module Combine` in Package.swift,
// as the README's "Port an app" shows): the file stays as written.

/// How many of the groceries are in the basket.
final class Basket: ObservableObject {
    @Published var count = 0
}
