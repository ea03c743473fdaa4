// UIKit re-exports Foundation on iOS; so does this stand-in.
@_exported import Foundation
// The UIKit types that Tesselate's view modifiers take (`keyboardType(_:)`, `textContentType(_:)`)
// live in Tesselate; `import UIKit` brings them as UIKit does.
@_exported import enum Tesselate.UIKeyboardType
@_exported import struct Tesselate.UITextContentType
import Tesselate

/// The host the code under way runs for, as UIKit's answers see it: its window, or the default
/// device's when the code runs for no host.
///
/// UIKit answers for the device it runs on. Here the device is the one of the ``ViewHost`` whose
/// update or interaction is running (its bodies, callbacks, the actions a test triggers, and the
/// tasks they start); code that runs for no host (a test's own code) sees ``defaultDevice``.
enum RunningWindow {
    /// The device UIKit's answers describe when no host is running, or the host has no device:
    /// the iPhone 16 (393×852 points at 3x, the size of a host made without a device), held in
    /// portrait, in the light appearance, at the default Dynamic Type size, on the default release.
    static let defaultDevice = Device.iPhone16

    /// The default device's window (see ``defaultDevice``).
    static let defaultFacts = HostWindowFacts(
        device: defaultDevice, size: defaultDevice.windowSize, displayScale: defaultDevice.displayScale,
        safeAreaInsets: defaultDevice.safeAreaInsets, os: .default, dynamicTypeSize: .large, colorScheme: .light)

    /// The running host's window, else the default device's.
    @MainActor static var facts: HostWindowFacts { RunningHost.current?.window ?? defaultFacts }

    /// ``facts`` from any thread: off the main thread, where no host runs, the default device's.
    static var factsFromAnyThread: HostWindowFacts {
        guard Thread.isMainThread else { return defaultFacts }
        return MainActor.assumeIsolated { facts }
    }

    /// The running host's device, else the default device (a host made with a size and no device
    /// answers the default device's kind, with its own size and scale).
    @MainActor static var device: Device { facts.device ?? defaultDevice }
}
