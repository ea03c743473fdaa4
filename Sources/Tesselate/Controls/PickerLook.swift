import Foundation

/// What a `Picker` shows in each style (``PickerStyle``), built from views:
/// - automatic and menu: the selection and an up-down chevron; in a `Form` or `List` row the
///   label first and the selection (secondary) with the chevron on the trailing side.
/// - navigationLink: the label, then the selection (secondary) and a disclosure chevron.
/// - segmented and palette: the options in equal segments filling the width offered, 32 tall.
/// - wheel: five rows of 32 around the selection, 216 tall, filling the width offered.
/// - inline: a row per option, 44 tall at least, the selected one with a checkmark.
struct PickerLook<Label: View>: View {
    var style: PickerStyleKind
    var texts: [String]
    var selectedIndex: Int?
    var showsLabel: Bool
    var label: Label

    var selectedText: String? { selectedIndex.map { texts[$0] } }

    var body: some View {
        switch style {
        case .segmented, .palette:
            HStack(spacing: 0) {
                ForEach(Array(texts.enumerated()), id: \.offset) { index, text in
                    Text(text).font(PickerMetrics.segmentFont.weight(index == selectedIndex ? .semibold : .regular))
                        .lineLimit(1).frame(maxWidth: .infinity)
                }
            }
            .frame(height: PickerMetrics.segmentedHeight)
            .background(Capsule().fill(Color.gray.opacity(0.12)))
        case .wheel:
            VStack(spacing: 0) {
                ForEach(wheelRows, id: \.self) { index in
                    Text(texts[index]).lineLimit(1).frame(height: PickerMetrics.wheelRowHeight)
                        .opacity(index == selectedIndex ? 1 : 0.4)
                }
            }
            .frame(maxWidth: .infinity).frame(height: PickerMetrics.wheelHeight)
        case .inline:
            VStack(spacing: 0) {
                ForEach(Array(texts.enumerated()), id: \.offset) { index, text in
                    HStack {
                        Text(text)
                        Spacer()
                        if index == selectedIndex {
                            Image(systemName: "checkmark").frame(
                                width: PickerMetrics.checkmarkSize.width, height: PickerMetrics.checkmarkSize.height)
                        }
                    }
                    .frame(minHeight: 44)
                }
            }
        case .navigationLink:
            HStack {
                label
                Spacer()
                if let selectedText { Text(selectedText).foregroundStyle(.secondary) }
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
        case .automatic, .menu:
            if showsLabel {
                HStack {
                    label
                    Spacer()
                    menuButton
                }
            } else {
                menuButton
            }
        }
    }

    /// The selection and the up-down chevron.
    private var menuButton: some View {
        HStack(spacing: PickerChevron.spacing) {
            if let selectedText { Text(selectedText).foregroundStyle(showsLabel ? .secondary : .primary) }
            ControlGlyph(name: "Chevron", size: PickerChevron.size, isUpDown: true)
        }
    }

    /// The rows a wheel shows: up to two on each side of the selection.
    private var wheelRows: [Int] {
        guard !texts.isEmpty else { return [] }
        let center = selectedIndex ?? 0
        return Array(max(0, center - 2)...min(texts.count - 1, center + 2))
    }
}

/// The up-down chevron of a menu picker: a 12×17 frame 4 points after the text, its ink 8 × 11.667
/// centred in it, in the secondary label colour (measured on iOS 26: the ink 6 points after the
/// value's and 2 inside the row's content, StanfordSpezi/SpeziViews' picker row; the frame's size
/// is not measured).
enum PickerChevron {
    static let size = CGSize(width: 12, height: 17)
    static let spacing: CGFloat = 4
}
