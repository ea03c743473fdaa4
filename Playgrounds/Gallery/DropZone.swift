import Tesselate

// An upload drop zone: a dashed rounded border around an icon and two lines of text, the whole
// area hit-testable.

struct DropZoneView: View {
    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle()
                    .fill(Color.blue.opacity(0.1))
                    .frame(width: 56, height: 56)
                Text("+")
                    .font(.title)
                    .foregroundColor(.blue)
            }
            Text("Drop files here")
                .font(.headline)
            Text("PDF, PNG or JPG up to 10 MB")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 32)
        .background(
            RoundedRectangle(cornerRadius: 16)
                .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [8, 6]))
        )
        .contentShape(Rectangle())
        .padding(24)
    }
}
