import Tesselate

// A week of step counts drawn with Path, as apps did before Swift Charts (issue 32's long-tail
// gallery, written from memory as plain SwiftUI): dashed grid lines, a filled area under a line,
// a dot per day, a drag that selects the nearest day, and a summary header.

struct DailySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }

    static let week: [DailySteps] = [
        DailySteps(day: "Mon", steps: 6_200),
        DailySteps(day: "Tue", steps: 8_900),
        DailySteps(day: "Wed", steps: 4_300),
        DailySteps(day: "Thu", steps: 10_400),
        DailySteps(day: "Fri", steps: 7_600),
        DailySteps(day: "Sat", steps: 12_000),
        DailySteps(day: "Sun", steps: 3_000),
    ]
}

/// The line through the days' values, scaled so `maxValue` reaches the top of the rect.
struct StepsLine: Shape {
    var values: [Double]
    var maxValue: Double
    var closed = false

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, maxValue > 0 else { return path }
        let stepX = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + CGFloat(index) * stepX,
                y: rect.maxY - CGFloat(value / maxValue) * rect.height)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        if closed {
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
        return path
    }
}

struct StepsChartScreen: View {
    let data = DailySteps.week
    let goal = 8_000
    @State private var selectedIndex: Int?

    private var maxValue: Double { Double(data.map(\.steps).max() ?? 1) * 1.1 }
    private var average: Int { data.map(\.steps).reduce(0, +) / max(data.count, 1) }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                header
                chart
                    .frame(height: 220)
                HStack {
                    ForEach(data) { day in
                        Text(day.day)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity)
                    }
                }
                .padding(.horizontal, -12)
                Spacer()
            }
            .padding(24)
            .navigationTitle("Activity")
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(selectedIndex.map { data[$0].day.uppercased() } ?? "DAILY AVERAGE")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text("\(selectedIndex.map { data[$0].steps } ?? average) steps")
                .font(.title.bold())
                .contentTransition(.numericText())
        }
    }

    private var chart: some View {
        GeometryReader { proxy in
            let values = data.map { Double($0.steps) }
            let stepX = proxy.size.width / CGFloat(data.count - 1)
            ZStack(alignment: .topLeading) {
                Path { path in
                    for line in 0...4 {
                        let y = proxy.size.height * CGFloat(line) / 4
                        path.move(to: CGPoint(x: 0, y: y))
                        path.addLine(to: CGPoint(x: proxy.size.width, y: y))
                    }
                }
                .stroke(Color.secondary.opacity(0.3), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))

                Path { path in
                    let y = proxy.size.height - proxy.size.height * CGFloat(Double(goal) / maxValue)
                    path.move(to: CGPoint(x: 0, y: y))
                    path.addLine(to: CGPoint(x: proxy.size.width, y: y))
                }
                .stroke(.green, lineWidth: 1.5)

                StepsLine(values: values, maxValue: maxValue, closed: true)
                    .fill(LinearGradient(colors: [.blue.opacity(0.35), .blue.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                StepsLine(values: values, maxValue: maxValue)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))

                ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                    Circle()
                        .fill(index == selectedIndex ? Color.blue : Color.white)
                        .overlay(Circle().stroke(.blue, lineWidth: 2))
                        .frame(width: 10, height: 10)
                        .position(x: CGFloat(index) * stepX, y: proxy.size.height - CGFloat(value / maxValue) * proxy.size.height)
                }
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let index = Int((drag.location.x / stepX).rounded())
                        selectedIndex = min(max(index, 0), data.count - 1)
                    }
                    .onEnded { _ in selectedIndex = nil }
            )
        }
    }
}
