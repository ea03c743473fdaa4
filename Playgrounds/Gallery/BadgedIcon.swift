import Tesselate

// A bell with an unread-count badge in its top-trailing corner.

struct BadgedIcon: View {
    var systemName = "bell.fill"
    var count = 3

    var body: some View {
        Image(systemName: systemName)
            .font(.title)
            .foregroundStyle(.tint)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text("\(count)")
                        .font(.caption2)
                        .bold()
                        .foregroundStyle(.white)
                        .padding(5)
                        .background(Circle().fill(.red))
                        .offset(x: 10, y: -10)
                }
            }
            .padding()
    }
}
