import Tesselate

// Filter chips: capsule-shaped tags with a hairline border, the selected one tinted.

struct TagChip: View {
    let title: String
    var isSelected = false

    var body: some View {
        Text(title)
            .font(.subheadline)
            .foregroundColor(isSelected ? .blue : .primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.blue.opacity(0.12) : Color.clear)
            .clipShape(.capsule)
            .overlay(
                Capsule()
                    .strokeBorder(isSelected ? Color.blue : Color.gray.opacity(0.4), lineWidth: 1)
            )
    }
}

struct TagChipsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Interests")
                .font(.headline)
            HStack(spacing: 8) {
                TagChip(title: "Swift", isSelected: true)
                TagChip(title: "Design")
                TagChip(title: "Music")
            }
        }
        .padding()
    }
}
