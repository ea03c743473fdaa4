import Tesselate

// Seed 003_bc837695f5afd45e.txt, "keep a view centred": a navigation-bar-like HStack whose title
// stays in the centre, is pushed aside when the side items grow, and truncates when full. The
// article's ContentView (renamed CenteredTitleBar), with `import Tesselate`: the working bar
// (OKView) and the overlay version that does not push (NGView), with the steppers between them.

struct CenteredTitleBar: View {
    @State private var rightButtonCount = 0
    @State private var leftButtonCount = 0

    var body: some View {
        VStack(spacing: 100) {
            OKView
            VStack {
                Stepper("右の要素：\(rightButtonCount)", value: $rightButtonCount, in: 0...10)
                Stepper("左の要素：\(leftButtonCount)", value: $leftButtonCount, in: 0...10)
            }
            NGView
        }
        .buttonStyle(.borderedProminent)
    }

    var OKView: some View {
        HStack {
            HStack {
                ForEach(0..<leftButtonCount, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)

            HStack {
                Spacer(minLength: 0)
                ForEach(0..<rightButtonCount, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))
        }
        .frame(height: 50)
    }

    var NGView: some View {
        HStack {
            Spacer()
                .overlay {
                    HStack {
                        ForEach(0..<leftButtonCount, id: \.self) { _ in
                            Color.blue.frame(width: 40, height: 40)
                        }
                        Spacer(minLength: 0)
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)

            Spacer()
                .overlay {
                    HStack {
                        Spacer(minLength: 0)
                        ForEach(0..<rightButtonCount, id: \.self) { _ in
                            Color.blue.frame(width: 40, height: 40)
                        }
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))
        }
        .frame(height: 50)
    }
}

/// The article's two ways to keep the title whole: a minimum width, or `ViewThatFits` choosing
/// a shorter title when the long one does not fit.
struct UntruncatedTitleBar: View {
    var rightButtonCount: Int
    var useViewThatFits: Bool

    var body: some View {
        HStack {
            HStack { Spacer(minLength: 0) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.blue.opacity(0.2))
            if useViewThatFits {
                ViewThatFits {
                    Text("長い長いタイトル")
                    Text("タイトル")
                }
                .lineLimit(1)
                .layoutPriority(1)
            } else {
                Text("タイトル")
                    .frame(minWidth: 50)
                    .lineLimit(1)
                    .layoutPriority(1)
            }
            HStack {
                Spacer(minLength: 0)
                ForEach(0..<rightButtonCount, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))
        }
        .frame(height: 50)
    }
}
