import Tesselate

// A chat thread: messages in bubbles whose tail is part of a custom Path shape, the sender's
// on the right in blue, the other person's on the left in grey.

struct BubbleShape: Shape {
    var isFromCurrentUser: Bool

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: 18, height: 18))
            // The tail at the bottom corner on the sender's side, drawn clockwise like the
            // rounded rect so the two add up instead of cutting a hole.
            if isFromCurrentUser {
                path.move(to: CGPoint(x: rect.maxX - 14, y: rect.maxY - 12))
                path.addQuadCurve(
                    to: CGPoint(x: rect.maxX + 6, y: rect.maxY),
                    control: CGPoint(x: rect.maxX - 2, y: rect.maxY - 2))
                path.addLine(to: CGPoint(x: rect.maxX - 20, y: rect.maxY))
            } else {
                path.move(to: CGPoint(x: rect.minX + 20, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX - 6, y: rect.maxY))
                path.addQuadCurve(
                    to: CGPoint(x: rect.minX + 14, y: rect.maxY - 12),
                    control: CGPoint(x: rect.minX + 2, y: rect.maxY - 2))
            }
            path.closeSubpath()
        }
    }
}

struct ChatBubble: View {
    let text: String
    let isFromCurrentUser: Bool

    var body: some View {
        HStack {
            if isFromCurrentUser { Spacer(minLength: 60) }
            Text(text)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                // A received bubble is light grey in both appearances, so its text stays black
                // (`.primary` turns white in dark mode: 1.22:1 on the grey, the audit found).
                .foregroundColor(isFromCurrentUser ? .white : .black)
                .background(
                    BubbleShape(isFromCurrentUser: isFromCurrentUser)
                        .fill(isFromCurrentUser ? Color.blue : Color(white: 0.91))
                )
            if !isFromCurrentUser { Spacer(minLength: 60) }
        }
    }
}

struct ChatThreadView: View {
    var body: some View {
        VStack(spacing: 12) {
            ChatBubble(text: "Are we still on for lunch?", isFromCurrentUser: false)
            ChatBubble(text: "Yes! 12:30 works", isFromCurrentUser: true)
            ChatBubble(text: "See you there", isFromCurrentUser: false)
        }
        .padding()
    }
}
