import Foundation

extension Device {
    /// The height of the English software keyboard with its suggestion bar, from the bottom of
    /// the screen, as the device is held; `nil` when Tesselate has no number for the device.
    ///
    /// A field that gains focus in a host made for the device brings the keyboard up at this
    /// height (see ``ViewHost/focus(_:)``). Apple publishes no keyboard heights, and the keyboard
    /// changes with language, suggestions and version, so these are **chosen**:
    ///
    /// - Face ID iPhones (16, 16 Pro, 16 Pro Max) in portrait: 336 points, the
    ///   `keyboardFrameEndUserInfoKey` height commonly reported for 6.1-inch Face ID iPhones (the
    ///   keys, the suggestion bar and the home-indicator strip); the same for the larger phones,
    ///   whose keys are as tall. In landscape: 209 points (chosen: the keys shorter, as UIKit's
    ///   landscape keyboard is).
    /// - iPhone SE (3rd generation): 260 points in portrait (the classic 216-point keyboard plus
    ///   a 44-point suggestion bar) and 194 in landscape (the classic 162 plus 32).
    /// - iPad Air 11-inch: `nil` (no number chosen; show the keyboard with
    ///   ``ViewHost/showKeyboard(height:)``). A custom ``Device`` has `nil` too.
    public var keyboardHeight: CGFloat? {
        let heights: (portrait: CGFloat, landscape: CGFloat)
        switch name {
        case Device.iPhone16.name, Device.iPhone16Pro.name, Device.iPhone16ProMax.name: heights = (336, 209)
        case Device.iPhoneSE3.name: heights = (260, 194)
        default: return nil
        }
        return orientation == .portrait ? heights.portrait : heights.landscape
    }
}
