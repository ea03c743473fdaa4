import Foundation

import Tesselate

/// renaudjenny/SwiftClockUI's clock parts (`Corpus/clock.json`): shapes in a 200×200 snapshot at
/// 3x, on iOS 16.2.
extension FidelityViews {
    static let clock: [String: @MainActor () -> AnyView] = [
        "clock/ClassicClockBorderTests.testClassicClockBorder": {
            AnyView(Circle().strokeBorder(lineWidth: 2).padding().frame(width: 200, height: 200))
        },
        "clock/Path+CircleTests.testCenter": { AnyView(ThreeCircles().stroke().padding().frame(width: 200, height: 200)) },
        "clock/ClassicArmTests.testClassicArm": { onDial(ClockArm()) },
        "clock/ArmTests.testHourArm": { onDial(ClockArm(isHour: true)) },
        "clock/ArmTests.testArmWith25MinuteAngle": { onDial(ClockArm().rotationEffect(.degrees(150))) },
        "clock/ArmsTests.testArms": {
            onDial(
                ZStack {
                    ClockArm(isHour: true).rotationEffect(.degrees(305))
                    ClockArm().rotationEffect(.degrees(60))
                })
        },
    ]

    /// `arms` over a circle's 1-point outline, padded, in 200×200.
    private static func onDial(_ arms: some View) -> AnyView {
        AnyView(
            ZStack {
                Circle().stroke()
                arms
            }
            .padding()
            .frame(width: 200, height: 200))
    }
}

/// Three circles of a third of the rect's radius: at the leading and trailing middle, and two
/// radii above the middle.
private struct ThreeCircles: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 / 3
        var path = Path()
        for center in [
            CGPoint(x: rect.minX + radius, y: rect.midY), CGPoint(x: rect.maxX - radius, y: rect.midY),
            CGPoint(x: rect.midX, y: rect.midY - radius * 2),
        ] {
            path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        }
        return path
    }
}

/// A clock's arm: a half circle below the centre, then a taper to the top less a margin (the
/// minute arm a ninetieth of the diameter wide, to an eighth of the radius from the top; the hour
/// arm a sixtieth, to two fifths).
private struct ClockArm: Shape {
    var isHour = false

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let diameter = min(rect.width, rect.height)
        let width = diameter / 30 * (isHour ? 1 / 2 : 1 / 3)
        let top = center.y - diameter / 2 + diameter / 2 * (isHour ? 2 / 5 : 1 / 8)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: width / 2, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: center.x - width / 4, y: top))
        path.addLine(to: CGPoint(x: center.x + width / 4, y: top))
        path.addLine(to: CGPoint(x: center.x + width / 2, y: center.y))
        return path
    }
}
