import Tesselate

// A photo library grid: as many columns of at least 100 points as fit, square thumbnails.

struct PhotoGrid: View {
    let photos = Array(1...14)
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos, id: \.self) { photo in
                    Color(hue: Double(photo) / 14, saturation: 0.5, brightness: 0.9)
                        .aspectRatio(1, contentMode: .fill)
                        .overlay(alignment: .bottomLeading) {
                            Text("IMG_\(1000 + photo)")
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
        }
    }
}
