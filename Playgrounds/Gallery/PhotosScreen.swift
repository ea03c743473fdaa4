import Tesselate

// Gallery screen 7 (issue 12): a photo library: a lazy grid of adaptive square thumbnails in a
// navigation stack, a select mode that marks tapped photos with a checkmark, and a bottom
// toolbar counting the selection.

struct Photo: Identifiable, Hashable {
    let id: Int
    var hue: Double
}

struct PhotosScreen: View {
    @State private var photos = (1...30).map { Photo(id: $0, hue: Double($0 % 10) / 10) }
    @State private var isSelecting = false
    @State private var selection: Set<Int> = []

    private let columns = [GridItem(.adaptive(minimum: 90), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        thumbnail(photo)
                            .onTapGesture {
                                guard isSelecting else { return }
                                if selection.contains(photo.id) {
                                    selection.remove(photo.id)
                                } else {
                                    selection.insert(photo.id)
                                }
                            }
                            .accessibilityAddTraits(selection.contains(photo.id) ? .isSelected : [])
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(isSelecting ? "Done" : "Select") {
                        isSelecting.toggle()
                        selection.removeAll()
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text(selection.isEmpty ? "Select Items" : "\(selection.count) Selected")
                        .font(.headline)
                }
            }
            .toolbar(isSelecting ? .visible : .hidden, for: .bottomBar)
        }
    }

    private func thumbnail(_ photo: Photo) -> some View {
        Color(hue: photo.hue, saturation: 0.5, brightness: 0.9)
            .aspectRatio(1, contentMode: .fill)
            .overlay(alignment: .bottomTrailing) {
                if selection.contains(photo.id) {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.white)
                        .background(Circle().fill(.blue))
                        .padding(4)
                }
            }
            .id(photo.id)
    }
}
