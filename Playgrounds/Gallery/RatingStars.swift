import Tesselate

// A five-star rating control: tapping a star sets the rating.

struct RatingStars: View {
    @State var rating = 3
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { index in
                Button {
                    rating = index
                } label: {
                    Image(systemName: index <= rating ? "star.fill" : "star")
                        .foregroundStyle(index <= rating ? .yellow : .gray)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(index == 1 ? "1 star" : "\(index) stars")
            }
            Text("\(rating) of \(maximum)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.leading, 4)
        }
        .imageScale(.large)
    }
}
