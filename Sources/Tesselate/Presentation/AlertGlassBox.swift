import Foundation

/// iOS 26's alert, measured on iOS 26 (teufelaudio/HostedSnapshotHelper's alert with a title, a
/// message and three buttons, a window capture at 3x, Dynamic Type large): a box 320 wide with
/// corners of about 34; the title (headline) and the message (15 points, secondary) at its
/// leading edge, 30 in; the buttons capsules 48 tall, 16 in from the box's sides, 8 apart and 16
/// above its bottom, their labels in body (red for a destructive one, semibold for the cancel
/// role: "Cancel" 52 points of ink).
enum GlassAlertMetrics {
    static let width: CGFloat = 320
    static let cornerRadius: CGFloat = 34
    /// The title's and the message's distance from the box's leading and trailing edges.
    static let textInset: CGFloat = 30
    /// The title's line top below the box's top.
    static let textTop: CGFloat = 22
    /// Between the title's line and the message's.
    static let messageSpacing: CGFloat = 7
    /// Between the message's line and the first button.
    static let buttonsTop: CGFloat = 20
    static let buttonInset: CGFloat = 16
    static let buttonHeight: CGFloat = 48
    static let buttonSpacing: CGFloat = 8
    /// A button's capsule: (205, 209, 214) on the box's (231, 235, 239) in the recording, a grey
    /// of the box's tint.
    static let buttonFill = Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
}

extension AlertBoxLayout {
    /// The iOS 26 box (``GlassAlertMetrics``): two buttons side by side (as before iOS 26, not
    /// measured on iOS 26), others one under the other.
    var glassBody: some View {
        let count = PresentationButtons.count(of: actions)
        return VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: GlassAlertMetrics.messageSpacing) {
                title.font(.headline)
                if let message { message.font(.subheadline).foregroundStyle(.secondary) }
            }
            .multilineTextAlignment(.leading)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, GlassAlertMetrics.textInset)
            .padding(.top, GlassAlertMetrics.textTop)
            Group {
                if count == 0 {
                    Button("OK") {}
                } else if count == 2 {
                    HStack(spacing: GlassAlertMetrics.buttonSpacing) { actions }
                } else {
                    VStack(spacing: GlassAlertMetrics.buttonSpacing) { actions }
                }
            }
            .buttonStyle(GlassAlertButtonStyle())
            .padding(.horizontal, GlassAlertMetrics.buttonInset)
            .padding(.top, GlassAlertMetrics.buttonsTop)
            .padding(.bottom, GlassAlertMetrics.buttonInset)
        }
        .frame(width: GlassAlertMetrics.width)
        .background(
            RoundedRectangle(cornerRadius: GlassAlertMetrics.cornerRadius, style: .continuous).fill(PresentationMetrics.boxFill))
    }
}

/// An iOS 26 alert's button: its label centred on a capsule as wide as offered, in 17-point
/// medium whatever its role (iOS 26.2, teufelaudio/HostedSnapshotHelper's three-button alert:
/// "OH NO!", "Hell yeah!" and "Cancel" fit medium's glyphs within 0.14 points, regular's and a
/// semibold cancel's 0.2 to 0.8 off; the only iOS 26 alert recorded).
struct GlassAlertButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.medium))
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: GlassAlertMetrics.buttonHeight)
            .background(Capsule().fill(GlassAlertMetrics.buttonFill))
    }
}
