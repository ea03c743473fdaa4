import Tesselate

// An order-tracking timeline: a dot per step joined by a line, solid for the steps done and
// dashed for those to come.

struct TimelineStep {
    let title: String
    let detail: String
    let isDone: Bool
}

struct OrderTimelineView: View {
    let steps = [
        TimelineStep(title: "Ordered", detail: "Mon 9:41", isDone: true),
        TimelineStep(title: "Packed", detail: "Mon 14:02", isDone: true),
        TimelineStep(title: "Shipped", detail: "Tue 8:15", isDone: false),
        TimelineStep(title: "Delivered", detail: "Expected Thu", isDone: false),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(steps.indices, id: \.self) { index in
                HStack(alignment: .top, spacing: 12) {
                    VStack(spacing: 0) {
                        Circle()
                            .fill(steps[index].isDone ? Color.green : Color.gray.opacity(0.3))
                            .frame(width: 14, height: 14)
                            .overlay(Circle().stroke(Color.white, lineWidth: 2))
                        if index < steps.count - 1 {
                            connector(done: steps[index + 1].isDone)
                                .frame(width: 2, height: 36)
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(steps[index].title)
                            .font(.subheadline.weight(.semibold))
                        Text(steps[index].detail)
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
        }
        .padding()
    }

    @ViewBuilder
    func connector(done: Bool) -> some View {
        if done {
            Rectangle().fill(Color.green)
        } else {
            Path { path in
                path.move(to: CGPoint(x: 1, y: 0))
                path.addLine(to: CGPoint(x: 1, y: 36))
            }
            .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
        }
    }
}
