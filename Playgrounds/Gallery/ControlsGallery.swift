import Foundation
import Tesselate

// Gallery area (issue 13): controls and styles: a "Trip" screen using progress views, a slider,
// a gauge, date and colour pickers, a menu, links, a disclosure group, group boxes, a control
// group, an empty state, custom button, toggle and label styles, control sizes and disabled
// controls.

struct RoundedFillButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1), in: RoundedRectangle(cornerRadius: 14))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

struct ControlsGallery: View {
    @State private var packed = 0.6
    @State private var budget = 1_200.0
    @State private var departure = Date(timeIntervalSince1970: 1_750_000_000)
    @State private var color = Color.orange
    @State private var insurance = true
    @State private var carbonOffset = false
    @State private var isShowingDetails = false
    @State private var seat = "Window"
    @State private var travelers = 2

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                GroupBox {
                    VStack(alignment: .leading, spacing: 12) {
                        ProgressView(value: packed) {
                            Text("Packing")
                        } currentValueLabel: {
                            Text(packed, format: .percent)
                        }
                        ProgressView()
                            .controlSize(.small)
                        Gauge(value: budget, in: 0...2_000) {
                            Text("Budget")
                        } currentValueLabel: {
                            Text(budget, format: .currency(code: "EUR"))
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("2k")
                        }
                    }
                } label: {
                    Label("Lisbon", systemImage: "airplane.departure")
                }

                Slider(value: $budget, in: 0...2_000, step: 100) {
                    Text("Budget")
                }

                DatePicker("Departure", selection: $departure, displayedComponents: [.date, .hourAndMinute])
                ColorPicker("Tag Colour", selection: $color, supportsOpacity: false)

                HStack {
                    Picker("Seat", selection: $seat) {
                        Text("Window").tag("Window")
                        Text("Aisle").tag("Aisle")
                    }
                    Spacer()
                    Stepper("\(travelers) travelers", value: $travelers, in: 1...6)
                        .fixedSize()
                }

                Toggle("Travel insurance", isOn: $insurance)
                    .toggleStyle(CheckmarkToggleStyle())
                Toggle("Carbon offset", isOn: $carbonOffset)
                    .disabled(!insurance)

                DisclosureGroup("Fare details", isExpanded: $isShowingDetails) {
                    LabeledContent("Base fare", value: "€ 180")
                    LabeledContent("Taxes", value: "€ 42")
                }

                ControlGroup {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                    Button("Print", systemImage: "printer") {}
                }

                HStack {
                    Menu("Options") {
                        Button("Duplicate", systemImage: "plus.square.on.square") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    }
                    Spacer()
                    Link("Terms", destination: URL(string: "https://example.com/terms")!)
                    ShareLink(item: URL(string: "https://example.com/trip/42")!) {
                        Label("Share", systemImage: "square.and.arrow.up")
                            .labelStyle(TrailingIconLabelStyle())
                    }
                }

                Button("Book Trip") {}
                    .buttonStyle(RoundedFillButtonStyle())
                HStack {
                    Button("Small") {}
                        .controlSize(.small)
                    Button("Large") {}
                        .controlSize(.large)
                    Button("Disabled") {}
                        .disabled(true)
                }
                .buttonStyle(.bordered)

                HStack {
                    Gauge(value: packed) {
                        Text("Packed")
                    } currentValueLabel: {
                        Text(packed, format: .percent)
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Spacer()
                    ControlGroup {
                        Button("Previous Leg", systemImage: "chevron.left") {}
                        Button("Next Leg", systemImage: "chevron.right") {}
                    }
                    .controlGroupStyle(.navigation)
                }

                ContentUnavailableView(
                    "No Receipts", systemImage: "doc.text.magnifyingglass", description: Text("Receipts you scan appear here."))
            }
            .padding()
        }
    }
}
