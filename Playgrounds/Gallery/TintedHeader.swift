import Tesselate

// A toolbar-like header on a material bar over coloured content, tinted orange.

struct TintedHeader: View {
    @State private var unread = 12

    var body: some View {
        ZStack(alignment: .top) {
            Rectangle().fill(Color.orange.gradient)

            VStack(spacing: 0) {
                HStack {
                    Button {
                    } label: {
                        Image(systemName: "chevron.left")
                            .imageScale(.large)
                    }
                    .accessibilityLabel("Back")
                    Spacer()
                    VStack(spacing: 0) {
                        Text("Inbox")
                            .font(.headline)
                        Text("\(unread) unread")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                            .imageScale(.large)
                    }
                    .accessibilityLabel("Compose")
                }
                .padding(.horizontal)
                .frame(height: 52)
                .background(.bar)

                Divider()

                HStack {
                    Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
                    Spacer()
                    Button("Edit") {}
                        .buttonStyle(.bordered)
                }
                .padding()
                .background(.ultraThinMaterial)
            }
        }
        .tint(.orange)
    }
}
