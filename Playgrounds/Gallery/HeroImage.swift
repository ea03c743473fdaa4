import Tesselate

// A hero image filling its width, cropped to 240 points, a gradient for legibility and a title.

struct HeroImage: View {
    var title = "Yosemite"
    var subtitle = "California, USA"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Image(decorative: "hero")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 240)
                .clipped()
                .overlay {
                    LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                }
                .overlay(alignment: .bottomLeading) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(title)
                            .font(.largeTitle)
                            .bold()
                        Text(subtitle)
                            .font(.subheadline)
                    }
                    .foregroundStyle(.white)
                    .padding()
                }

            Text("Granite cliffs, giant sequoias and waterfalls.")
                .padding(.horizontal)
            Spacer()
        }
    }
}
