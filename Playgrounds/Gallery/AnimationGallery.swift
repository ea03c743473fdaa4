import Tesselate

// Gallery area (issue 13): animation and gestures: a card deck with withAnimation, an implicit
// animation on a value, a transition, a matched geometry effect between a chip row and a header,
// a double tap, a long press, a drag tracked with @GestureState and a simultaneous tap.

struct AnimationGallery: View {
    @Namespace private var namespace
    @State private var isExpanded = false
    @State private var likes = 0
    @State private var isPinned = false
    @State private var selectedColor: Color? = nil
    @State private var cardOffset = CGSize.zero
    @GestureState private var dragTranslation = CGSize.zero
    @State private var taps = 0

    private let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        VStack(spacing: 24) {
            if let selectedColor {
                RoundedRectangle(cornerRadius: 20)
                    .fill(selectedColor)
                    .matchedGeometryEffect(id: selectedColor.description, in: namespace)
                    .frame(height: 120)
                    .onTapGesture {
                        withAnimation(.spring) { self.selectedColor = nil }
                    }
            } else {
                HStack {
                    ForEach(colors, id: \.self) { color in
                        Circle()
                            .fill(color)
                            .matchedGeometryEffect(id: color.description, in: namespace)
                            .frame(width: 44, height: 44)
                            .onTapGesture {
                                withAnimation(.spring) { selectedColor = color }
                            }
                    }
                }
            }

            VStack(alignment: .leading) {
                HStack {
                    Text("Photo of the day")
                        .font(.headline)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                        .animation(.easeInOut, value: isExpanded)
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation { isExpanded.toggle() }
                }
                if isExpanded {
                    Text("A lighthouse at dusk, taken on the coast of Portugal.")
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))

            HStack(spacing: 32) {
                Label("\(likes)", systemImage: "heart.fill")
                    .onTapGesture(count: 2) { likes += 1 }
                Label(isPinned ? "Pinned" : "Pin", systemImage: "pin")
                    .onLongPressGesture(minimumDuration: 0.5) { isPinned.toggle() }
            }

            RoundedRectangle(cornerRadius: 12)
                .fill(.blue)
                .frame(width: 100, height: 100)
                .offset(x: cardOffset.width + dragTranslation.width, y: cardOffset.height + dragTranslation.height)
                .gesture(
                    DragGesture()
                        .updating($dragTranslation) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            cardOffset.width += value.translation.width
                            cardOffset.height += value.translation.height
                        }
                )
                .simultaneousGesture(TapGesture().onEnded { taps += 1 })
                .accessibilityIdentifier("card")
            Text("Taps: \(taps)")
        }
        .padding()
    }
}
