import Tesselate

// What the renderers draw (`--picture`, `--svg`): shapes and gradients, text in several fonts, a
// divider, a rounded clip, a horizontal scroll view faded out by a gradient mask, and scale and
// rotation effects. Its first variant is the README's picture
// (Sources/Tesselate/Tesselate.docc/Resources/example.svg).

struct PicturesExample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Palette").font(.title3)
                Text("Three colours in a row, wrapped under the title if the card is narrow.").font(.caption)
                HStack {
                    Color.red.frame(width: 24, height: 24)
                    Circle().fill(Color.green).frame(width: 24, height: 24)
                    Capsule().fill(Color.blue).frame(width: 48, height: 24)
                    Spacer()
                }
                Divider()
                Text("monospaced 0123").font(.system(size: 13, design: .monospaced))
            }
            .padding()
            .background(Color.gray.opacity(0.2))
            .cornerRadius(12)

            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<6, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                            .frame(width: 90, height: 64)
                            .overlay { Text("Card \(index + 1)").font(.headline) }
                    }
                }
            }
            .mask {
                LinearGradient(
                    stops: [.init(color: .black, location: 0.7), .init(color: .clear, location: 1)],
                    startPoint: .leading, endPoint: .trailing)
            }

            HStack(spacing: 24) {
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 30))
                    .frame(width: 56, height: 56)
                Text("scaleEffect(1.3)").font(.footnote).padding(6).background(Color.yellow).scaleEffect(1.3)
                Text("rotationEffect(−8°)").font(.footnote).padding(6).background(Color.mint.opacity(0.6))
                    .rotationEffect(.degrees(-8))
            }
        }
        .padding()
    }
}

extension Playground {
    static let pictures = Playground(
        name: "Pictures",
        summary: "What --picture and --svg draw: shapes, gradients, text, clips, a faded scroll view, scale and rotation",
        variants: [
            Variant("the README's picture", size: CGSize(width: 393, height: 360)) { PicturesExample() },
            Variant(
                "the cards scrolled by 150 points", size: CGSize(width: 393, height: 360),
                interaction: { $0.scroll(to: CGPoint(x: 150, y: 0)) }
            ) { PicturesExample() },
        ])
}
