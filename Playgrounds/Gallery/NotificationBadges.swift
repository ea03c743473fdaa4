import Tesselate

// Unread badges: a count capsule pinned to an app icon's corner with offset, and an "online"
// dot placed on an avatar with position.

struct NotificationBadgesView: View {
    var unreadCount = 3

    var body: some View {
        HStack(spacing: 32) {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 56, height: 56)
                    .overlay(Text("✉").font(.title2).foregroundColor(.white))
                Text("\(unreadCount)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
                    .offset(x: 8, y: -8)
            }

            Circle()
                .fill(Color.gray.opacity(0.25))
                .frame(width: 56, height: 56)
                .overlay(
                    Circle()
                        .fill(Color.green)
                        .frame(width: 14, height: 14)
                        .overlay(Circle().stroke(Color.white, lineWidth: 2))
                        .position(x: 48, y: 48)
                )
        }
        .padding()
    }
}
