import Foundation
import Tesselate

/// One example component shown by `swift run playgrounds`: a name, what it shows, and the
/// variants to print (each a view in a window).
@MainActor
struct Playground {
    var name: String
    var summary: String
    var variants: [Variant]

    /// Every playground, in the order `swift run playgrounds` shows them.
    static var all: [Playground] { [.centeredTitleBar] }

    struct Variant {
        var title: String
        var size: CGSize
        var dump: @MainActor (_ size: CGSize, _ proposals: Bool) -> String

        init<V: View>(_ title: String, size: CGSize = CGSize(width: 393, height: 852), _ view: @escaping @MainActor () -> V) {
            self.title = title
            self.size = size
            dump = { size, proposals in ViewHost(view(), size: size).dump(proposals: proposals) }
        }
    }
}
