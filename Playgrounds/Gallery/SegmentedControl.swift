import Tesselate

// A segmented control drawn with shapes: a grey track, the selected segment a raised white
// rounded rectangle (drawn above its neighbours), each segment a plain button.

struct ShapeSegmentedControl: View {
    let options = ["Day", "Week", "Month"]
    @State private var selection = 1

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                Button {
                    selection = index
                } label: {
                    Text(options[index])
                        .font(.subheadline.weight(.medium))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                        .background {
                            if index == selection {
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(Color.white)
                                    .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 1)
                            }
                        }
                }
                .buttonStyle(.plain)
                .zIndex(index == selection ? 1 : 0)
            }
        }
        .padding(2)
        .background(Color(white: 0.93), in: RoundedRectangle(cornerRadius: 10))
        .padding()
    }
}
