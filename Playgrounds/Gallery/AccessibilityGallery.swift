import Tesselate

// Gallery area (issue 13): accessibility: a playback card as VoiceOver should read it: labels,
// values, hints, traits, hidden decorations, a combined element, a container of its children,
// custom actions, and an adjustable rating.

struct AccessibilityGallery: View {
    @State private var rating = 3
    @State private var isPlaying = false
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 12) {
                Image(systemName: "music.note")
                    .font(.largeTitle)
                    .accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Blue in Green")
                        .font(.headline)
                    Text("Miles Davis")
                        .foregroundStyle(.secondary)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)

            // Each button's symbol sits in at least 44 × 44 points, the touch target of Apple's
            // Human Interface Guidelines (the symbols alone are 24–41 points, the audit found).
            HStack(spacing: 24) {
                Button {
                } label: {
                    Image(systemName: "backward.fill")
                        .frame(minWidth: 44, minHeight: 44)
                }
                .accessibilityLabel("Previous track")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .frame(minWidth: 44, minHeight: 44)
                }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                .accessibilityHint("Plays the current track")
                Button {
                } label: {
                    Image(systemName: "forward.fill")
                        .frame(minWidth: 44, minHeight: 44)
                }
                .accessibilityLabel("Next track")
            }
            .font(.title)
            .accessibilityElement(children: .contain)

            HStack {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .foregroundStyle(.yellow)
                        .onTapGesture { rating = star }
                }
            }
            .accessibilityElement()
            .accessibilityLabel("Rating")
            .accessibilityValue("\(rating) of 5 stars")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: rating = min(rating + 1, 5)
                case .decrement: rating = max(rating - 1, 1)
                }
            }

            Text("Added 2 days ago")
                .font(.footnote)
                .accessibilityLabel("Added two days ago")
                .accessibilityAction(named: "Favorite") { isFavorite.toggle() }
                .accessibilityAction(named: "Share") {}
            if isFavorite {
                Text("In your favourites")
                    .accessibilityIdentifier("favoriteBadge")
            }
        }
        .padding()
    }
}
