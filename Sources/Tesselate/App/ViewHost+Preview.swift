import Foundation

extension ViewHost where Root == AnyView {
    /// Hosts `preview` as Xcode's canvas shows it: in its device's window
    /// (``PreviewLayout/device``, safe area included), in a window of the size its view chooses
    /// when offered the device's screen (``PreviewLayout/sizeThatFits``), or in a window of a fixed
    /// size (``PreviewLayout/fixed(width:height:)``), at the device's scale.
    ///
    /// ```swift
    /// for preview in Preview.all { print(ViewHost(preview: preview).dump()) }
    /// ```
    public convenience init(preview: Preview) {
        let device = preview.device
        switch preview.layout {
        case .device:
            self.init(preview.content, device: device)
        case .fixed(let width, let height):
            self.init(preview.content, size: CGSize(width: width, height: height), displayScale: device.displayScale)
        case .sizeThatFits:
            self.init(preview.content, size: device.windowSize, displayScale: device.displayScale)
            fitWindowToRoot()
        }
    }

    /// Makes the window the size of the root view (outside the initializer, so that the window's
    /// observer lays the root out again).
    private func fitWindowToRoot() {
        let snapshot = layoutSnapshot
        if let root = snapshot.root, let frame = snapshot.frame(of: root) {
            size = CGSize(width: frame.width, height: frame.height)
        }
    }
}
