import Tesselate
import UIKit

// SwiftUI's conversions between its values and UIKit's: colours, images, fonts, and the traits.

extension Color {
    /// The colour of a `UIColor`, as SwiftUI's `init(uiColor:)`: a UIKit system colour is the
    /// `Color` of the same system colour (`Color(uiColor: .systemRed) == .red`), resolved in the
    /// host's light or dark appearance; a dynamic colour takes its provider's light and dark
    /// answers.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour of a `UIColor`, as SwiftUI's `init(_:)` (`Color(.systemGray)`). Disfavoured,
    /// so that `Color(.brandOrange)` is the colour set's `ColorResource` when the generated asset
    /// symbols also declare `UIColor.brandOrange`, as it is on iOS.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}

extension UIColor {
    /// The `UIColor` of a SwiftUI colour, as SwiftUI's `UIColor.init(_:)`: it resolves as the
    /// colour does in the light and dark appearances.
    public convenience init(_ color: Color) {
        self.init(color: color)
    }
}

extension Image {
    /// The image of a `UIImage`, as SwiftUI's `init(uiImage:)`: an asset or symbol is shown as
    /// `Image(_:)` or `Image(systemName:)` shows it, a picture made from data as a placeholder of
    /// its size; the rendering mode and tint colour follow.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

extension Font {
    /// The font of a `UIFont`, as SwiftUI's `init(_:)` takes a `CTFont` (toll-free bridged from
    /// `UIFont`): a font of fixed size (it does not follow Dynamic Type), of the font's weight,
    /// italics and monospacing; a named font keeps its name.
    public init(_ font: UIFont) {
        self = font.font
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category, as SwiftUI's `init(_:)`; `nil` for
    /// `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}

extension ContentSizeCategory {
    /// The category of a UIKit content size category, as SwiftUI's `init(_:)`; `nil` for
    /// `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self.init(size)
    }
}

extension UIContentSizeCategory {
    /// The content size category of a Dynamic Type size, as SwiftUI's `init(_:)`; `unspecified`
    /// for `nil`.
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.map { UIContentSizeCategory(dynamicTypeSize: $0) } ?? .unspecified
    }
}

extension ColorScheme {
    /// The colour scheme of a UIKit interface style, as SwiftUI's `init(_:)`; `nil` for
    /// `unspecified`.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// The UIKit interface style of a colour scheme, as SwiftUI's `init(_:)`; `unspecified` for
    /// `nil`.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension UserInterfaceSizeClass {
    /// The size class of a UIKit size class, as SwiftUI's `init(_:)`; `nil` for `unspecified`.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// The UIKit size class of a size class, as SwiftUI's `init(_:)`; `unspecified` for `nil`.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}
