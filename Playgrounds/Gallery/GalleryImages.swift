import Foundation
import Tesselate

extension Gallery {
    /// The image assets the gallery's views name, as an asset catalog would hold them.
    static func registerImageAssets() {
        ImageAssets.register("avatar", size: CGSize(width: 120, height: 120))
        ImageAssets.register("contact", size: CGSize(width: 64, height: 80))
        ImageAssets.register("hero", size: CGSize(width: 1200, height: 800))
    }

    /// Views built on images, labels and colours.
    static var imageVariants: [Playground.Variant] {
        registerImageAssets()
        return [
            Playground.Variant("Profile card: avatar, name, buttons") { ProfileCard() },
            Playground.Variant("Settings rows: symbol tiles, LabeledContent", size: CGSize(width: 393, height: 260)) { SettingsRows() },
            Playground.Variant("Badge on an icon", size: CGSize(width: 120, height: 100)) { BadgedIcon() },
            Playground.Variant("Rating stars", size: CGSize(width: 300, height: 60)) { RatingStars() },
            Playground.Variant("Contact rows with Label", size: CGSize(width: 393, height: 220)) { ContactList() },
            Playground.Variant("Hero image: aspectRatio(.fill), gradient overlay") { HeroImage() },
            Playground.Variant("Tinted header on a material bar", size: CGSize(width: 393, height: 200)) { TintedHeader() },
        ]
    }
}
