import Foundation
import Tesselate

/// One example component shown by `swift run playgrounds`: a name, what it shows, and the
/// variants to print (each a view in a window, optionally after an interaction).
@MainActor
struct Playground {
    var name: String
    var summary: String
    var variants: [Variant]

    /// Every playground, in the order `swift run playgrounds` shows them.
    static var all: [Playground] {
        [.calculatorDisplay, .leadingCellHeader, .autoResizingTextEditor, .centeredTitleBar, .zoomingPager, .pictures, .gallery]
    }

    /// The playgrounds `swift run playgrounds NAME` shows but the command without names does not:
    /// the acceptance galleries' whole screens and areas (Gallery/), each a long dump.
    static var byNameOnly: [Playground] { Gallery.screens + Gallery.areas + Gallery.longTail }

    /// What the command prints for a variant.
    enum Output {
        /// The text dump, with or without each view's proposals.
        case dump(proposals: Bool)
        /// The raster picture (``ViewHost/render(_:)``).
        case picture(RasterOptions)
        /// The SVG document (``ViewHost/svg()``).
        case svg
        /// The layout explorer page (``ViewHost/html(widths:)``).
        case html
        /// The PNG image (``ViewHost/png(scale:)``), at the host's display scale when `nil`.
        case png(scale: CGFloat?)
    }

    /// What the command made of a variant: text to print or write, or a PNG's bytes.
    enum Rendered {
        case text(String)
        case image(Data)

        /// The bytes a file of it holds.
        var data: Data {
            switch self {
            case .text(let text): Data(text.utf8)
            case .image(let data): data
            }
        }

        /// What the command prints of it.
        var text: String {
            switch self {
            case .text(let text): text
            case .image(let data): "(a PNG of \(data.count) bytes)"
            }
        }
    }

    /// What the command line asks to do after a variant's own interaction.
    struct Script {
        /// Scroll the first scroll view to this offset.
        var scroll: CGPoint?
        /// Type this text into the first text field or editor.
        var typed: String?
        /// Press the "+" of these steppers (0-based, in tree order), one press per entry.
        var stepperPresses: [Int] = []

        @MainActor func apply<V: View>(to host: ViewHost<V>) {
            for stepper in stepperPresses { host.pressStepper(stepper, times: 1) }
            if let typed { host.typeText(typed, into: .first) }
            if let scroll { host.scroll(to: scroll) }
        }
    }

    struct Variant {
        var title: String
        var size: CGSize
        /// Hosts the view in a window of the given size, applies the interaction, and returns the
        /// output.
        var output: @MainActor (_ size: CGSize, _ output: Output, _ script: Script) -> Rendered

        /// A variant showing `view` in a window of `size`. `interaction` runs on the host before
        /// anything is printed: scroll (`host.scroll(to:)`), type, tap; the host settles after it.
        init<V: View>(
            _ title: String, size: CGSize = CGSize(width: 393, height: 852),
            interaction: (@MainActor (ViewHost<V>) -> Void)? = nil,
            _ view: @escaping @MainActor () -> V
        ) {
            self.init(title, size: size, device: nil, interaction: interaction, view)
        }

        /// A variant showing `view` on `device` (its size, scale and safe area), as a whole
        /// screen is shown; `--width` and `--height` host it in a plain window instead.
        init<V: View>(
            _ title: String, device: Device,
            interaction: (@MainActor (ViewHost<V>) -> Void)? = nil,
            _ view: @escaping @MainActor () -> V
        ) {
            self.init(title, size: device.windowSize, device: device, interaction: interaction, view)
        }

        private init<V: View>(
            _ title: String, size: CGSize, device: Device?,
            interaction: (@MainActor (ViewHost<V>) -> Void)?,
            _ view: @escaping @MainActor () -> V
        ) {
            self.title = title
            self.size = size
            output = { size, output, script in
                let host: ViewHost<V>
                if let device, size == device.windowSize {
                    host = ViewHost(view(), device: device)
                } else {
                    host = ViewHost(view(), size: size)
                }
                interaction?(host)
                script.apply(to: host)
                switch output {
                case .dump(let proposals): return .text(host.dump(proposals: proposals))
                case .picture(let options): return .text(host.render(options))
                case .svg: return .text(host.svg())
                case .html: return .text(host.html())
                case .png(let scale): return .image(host.png(scale: scale))
                }
            }
        }
    }
}
