import Foundation
import Synchronization

/// What a host's window is, as the UIKit-shaped module answers for it (`UIScreen.main`,
/// `UIDevice.current`, `UITraitCollection.current`, a scene's window).
package struct HostWindowFacts: Sendable {
    /// The device the host was made for, if any.
    package var device: Device?
    /// The window's size in points, as held.
    package var size: CGSize
    package var displayScale: CGFloat
    package var safeAreaInsets: EdgeInsets
    package var os: OSVersion
    package var dynamicTypeSize: DynamicTypeSize
    /// The window's appearance (``ViewHost/colorScheme`` or the one a view preferred).
    package var colorScheme: ColorScheme

    package init(
        device: Device?, size: CGSize, displayScale: CGFloat, safeAreaInsets: EdgeInsets, os: OSVersion, dynamicTypeSize: DynamicTypeSize,
        colorScheme: ColorScheme
    ) {
        self.device = device
        self.size = size
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.os = os
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
    }
}

/// The host that the code under way runs for, as the UIKit-shaped module sees it: the facts of its
/// window, the system actions it records for the test, and a slot per type where that module keeps
/// what it records (haptics, the pasteboard). ``current`` is set while a host runs its update or
/// an interaction (with ``HostRegistry/current``) and is inherited by the tasks its views start;
/// code that runs for no host (a test's own code) gets ``standalone``.
package final class RunningHost: Sendable {
    /// The context of the host the code under way runs for, `nil` outside every host.
    @TaskLocal package static var current: RunningHost?
    /// The context of code that runs for no host: no window (the default device answers), and
    /// records of its own for the whole process.
    package static let standalone = RunningHost(window: { nil }, services: nil, endEditing: { false })
    /// ``current``, else ``standalone``.
    package static var currentOrStandalone: RunningHost { current ?? standalone }

    private let windowFacts: @MainActor @Sendable () -> HostWindowFacts?
    /// The host's records of system actions; `nil` for ``standalone``, which keeps its own.
    private let services: HostServices?
    private let clearFocus: @MainActor @Sendable () -> Bool
    private let ownRecords = Mutex<(openedURLs: [URL], shares: [Share])>(([], []))
    private let slots = Mutex<[ObjectIdentifier: any AnyObject & Sendable]>([:])

    init(
        window: @escaping @MainActor @Sendable () -> HostWindowFacts?, services: HostServices?,
        endEditing: @escaping @MainActor @Sendable () -> Bool
    ) {
        windowFacts = window
        self.services = services
        clearFocus = endEditing
    }

    /// The host's window, `nil` for ``standalone`` or a host that has gone away.
    @MainActor package var window: HostWindowFacts? { windowFacts() }

    /// The URLs the code asked the system to open, in order: for a host, its
    /// ``ViewHost/openedURLs`` (the environment's `openURL` records there too).
    @MainActor package var openedURLs: [URL] {
        services?.openedURLs ?? ownRecords.withLock { $0.openedURLs }
    }

    /// Records that the code asked the system to open `url`.
    @MainActor package func recordOpenedURL(_ url: URL) {
        if let services {
            services.openedURLs.append(url)
        } else {
            ownRecords.withLock { $0.openedURLs.append(url) }
        }
    }

    /// What the code shared, in order: for a host, its ``ViewHost/shares`` (a `ShareLink`'s too).
    @MainActor package var shares: [Share] {
        services?.shares ?? ownRecords.withLock { $0.shares }
    }

    /// Records that the code shared `share` (a share sheet a person would have seen).
    @MainActor package func recordShare(_ share: Share) {
        if let services {
            services.shares.append(share)
        } else {
            ownRecords.withLock { $0.shares.append(share) }
        }
    }

    /// Forgets what ``standalone`` recorded (between tests); a host's records are its own.
    package func resetOwnRecords() {
        ownRecords.withLock { $0 = ([], []) }
        slots.withLock { $0 = [:] }
    }

    /// Takes the focus from the focused text input, as UIKit's `endEditing(_:)` does; returns
    /// whether one had it.
    @MainActor package func endEditing() -> Bool { clearFocus() }

    /// The object of type `T` this context keeps, made by `make` the first time it is asked for.
    package func slot<T: AnyObject & Sendable>(_ type: T.Type, make: () -> T) -> T {
        slots.withLock { slots in
            if let found = slots[ObjectIdentifier(type)] as? T { return found }
            let made = make()
            slots[ObjectIdentifier(type)] = made
            return made
        }
    }
}

extension ViewHost {
    /// The context of this host (see ``RunningHost``).
    func makeRunningHost() -> RunningHost {
        RunningHost(
            window: { [weak self] in
                guard let self else { return nil }
                return HostWindowFacts(
                    device: device, size: size, displayScale: displayScale, safeAreaInsets: safeAreaInsets, os: os,
                    dynamicTypeSize: dynamicTypeSize, colorScheme: services.windowColorScheme)
            },
            services: services,
            endEditing: { [weak self] in
                guard let self, services.focus.focused != nil else { return false }
                services.focus.focused = nil
                invalidateForInteraction()
                return true
            })
    }
}

extension ViewHost {
    /// Posts UIKit's `UIDevice.orientationDidChangeNotification`, as the system does when the
    /// device turns, for the code that observes it (a view's `onReceive` of the notification).
    func postOrientationChange() {
        runningForThisHost {
            NotificationCenter.default.post(name: Notification.Name("UIDeviceOrientationDidChangeNotification"), object: nil)
        }
    }
}
