import Tesselate

// Settings rows: a coloured SF Symbol tile, a title and a value, a chevron.

struct SettingsRow: View {
    let icon: String
    let color: Color
    let title: String
    let value: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(RoundedRectangle(cornerRadius: 6).fill(color))

            LabeledContent(title, value: value)

            Image(systemName: "chevron.right")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct SettingsRows: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(icon: "wifi", color: .blue, title: "Wi-Fi", value: "Home")
            Divider().padding(.leading, 56)
            SettingsRow(icon: "bell.badge.fill", color: .red, title: "Notifications", value: "On")
            Divider().padding(.leading, 56)
            SettingsRow(icon: "moon.fill", color: .indigo, title: "Focus", value: "Off")
            Divider().padding(.leading, 56)
            LabeledContent("Version", value: "2.4.1")
                .padding(.horizontal, 16)
                .frame(height: 44)
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .padding()
    }
}
