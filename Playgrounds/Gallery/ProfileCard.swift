import Tesselate

// A profile card: round avatar, name and handle, a short bio, two buttons.

struct ProfileCard: View {
    var name = "Ada Lovelace"
    var handle = "@ada"
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 12) {
            Image(decorative: "avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 96, height: 96)
                .clipShape(Circle())

            VStack(spacing: 4) {
                Text(name)
                    .font(.title2)
                    .fontWeight(.semibold)
                Text(handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Text("Writes programs for engines that do not exist yet.")
                .font(.callout)
                .multilineTextAlignment(.center)

            HStack(spacing: 12) {
                Button(isFollowing ? "Following" : "Follow") {
                    isFollowing.toggle()
                }
                .buttonStyle(.borderedProminent)

                Button {
                } label: {
                    Label("Message", systemImage: "envelope")
                }
                .buttonStyle(.bordered)
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .padding()
        .background(Color(white: 0.95))
    }
}
