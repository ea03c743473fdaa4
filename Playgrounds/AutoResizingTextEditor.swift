import Tesselate

// Seed 002_1e74965ea1f79194.txt, "auto-resizing text editor": a chat-style TextEditor whose
// height grows with its text up to maxHeight, then stops; the parent, not the editor, sets the
// height. The article's code with `import Tesselate`, and Tesselate's equivalents of its UIKit
// calls:
// - `UIScreen.main.bounds` → `Screen.bounds`, the playground window (an iPhone 15's 393×852);
// - `String.boundingRect(with:options:attributes:context:)` with `UIFont.preferredFont(forTextStyle:)`
//   → Tesselate's `boundingRect(with:font:)`, which measures with the same font model `Text` uses
//   and stacks lines as UIKit does (so the `Font.uiFontTextStyle` helper the article needs for
//   UIKit is not needed).

/// The playground window, standing in for `UIScreen.main`.
enum Screen {
    static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}

private let innerPadding: CGFloat = 8

struct AutoResizingTextEditor: View {
    init(
        text: Binding<String>,
        font: Font = .body,
        width: CGFloat = Screen.bounds.width,
        maxHeight: CGFloat = 100
    ) {
        self._text = text
        self.font = font
        self.width = width
        self.maxHeight = maxHeight
    }

    @Binding var text: String
    private let font: Font
    private let width: CGFloat
    private let maxHeight: CGFloat

    var height: CGFloat {
        let height = text.boundingRect(
            with: .init(width: width - innerPadding * 2 - 12, height: Screen.bounds.height),
            font: font
        )
        .height
        let paddingHeight = height + innerPadding * 2
        return paddingHeight < maxHeight ? paddingHeight : maxHeight
    }

    var body: some View {
        TextEditor(text: $text)
            .font(font)
            .frame(height: height)
            .allowsTightening(false)
            .padding(innerPadding)
            .background(Color.white)
            .cornerRadius(innerPadding)
    }
}

extension AutoResizingTextEditor {
    func font(_ font: Font) -> AutoResizingTextEditor {
        .init(text: $text, font: font, width: width, maxHeight: maxHeight)
    }

    func frame(width: CGFloat, maxHeight: CGFloat) -> AutoResizingTextEditor {
        .init(text: $text, font: font, width: width, maxHeight: maxHeight)
    }
}

// The article names this constant `padding`; inside a view that name means the `padding(_:)`
// method, so Swift does not find the constant (with SwiftUI as with Tesselate): renamed.
private let outerPadding: CGFloat = 16.0

/// The article's usage: the editor at the bottom, like the Messages app.
struct AutoResizingTextEditorDemo: View {
    @State var text: String = ""

    var body: some View {
        VStack {
            Spacer()
            AutoResizingTextEditor(text: $text)
                .font(.largeTitle)
                .frame(width: Screen.bounds.width - outerPadding * 2, maxHeight: 100)  // 左右32.0pt のパディングを差し引く
                .padding(outerPadding)  // 上下左右に16.0pt のパディング
        }
        .background(Color.red.ignoresSafeArea())
    }
}
