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
    @Environment(\.osVersion) private var os
    @Environment(\.colorScheme) private var colorScheme

    var selectedText: String? { selectedIndex.map { texts[$0] } }

    var body: some View {
        switch style {
        case .segmented, .palette:
            if os >= .iOS26 {
                HStack(spacing: 0) {
                    ForEach(Array(texts.enumerated()), id: \.offset) { index, text in
                        segmentTitle(text, index).frame(maxWidth: .infinity)
                    }
                }
                .frame(height: PickerMetrics.segmentedHeight)
                .background(Capsule().fill(Color.gray.opacity(0.12)))
            } else {
                segmentedBar
            }
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
            } else if os >= .iOS26 {
                menuButton
            } else {
                // The button's own insets, outside a list row (``PickerChevron/menuInset``).
                menuButton.padding(.horizontal, PickerChevron.menuInset).padding(.vertical, PickerChevron.menuVerticalInset)
            }
        }
    }

    /// A segment's title: 13 points, semibold when selected.
    private func segmentTitle(_ text: String, _ index: Int) -> some View {
        Text(text).font(PickerMetrics.segmentFont.weight(index == selectedIndex ? .semibold : .regular)).lineLimit(1)
    }

    /// iOS 17–18's segmented control: equal segments 2 in from the ends and 6 apart, the selected
    /// one on a white thumb, separators between the others (``PickerMetrics``).
    private var segmentedBar: some View {
        HStack(spacing: 0) {
            ForEach(Array(texts.enumerated()), id: \.offset) { index, text in
                if index > 0 {
                    ZStack {
                        if index - 1 != selectedIndex && index != selectedIndex {
                            Rectangle().fill(PickerMetrics.separatorColor)
                                .frame(width: PickerMetrics.separatorSize.width, height: PickerMetrics.separatorSize.height)
                        }
                    }
                    .frame(width: PickerMetrics.segmentGap)
                }
                segmentTitle(text, index)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selectedIndex {
                            RoundedRectangle(cornerRadius: PickerMetrics.thumbCornerRadius, style: .continuous)
                                .fill(
                                    colorScheme == .dark
                                        ? Color(.sRGB, red: 99 / 255, green: 99 / 255, blue: 102 / 255, opacity: 1) : .white
                                )
                                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(.vertical, PickerMetrics.segmentInset)
                        }
                    }
            }
        }
        .padding(.horizontal, PickerMetrics.segmentInset)
        .frame(height: PickerMetrics.segmentedHeight)
        .background(
            RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius, style: .continuous)
                .fill(Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
    }

    /// The selection and the up-down chevron: secondary in a row; alone, in the tint before iOS 26
    /// (HymnalDreamTeam/Hymns-iOS on iOS 17.5 and 18.1, pixelrevision/SwiftUIML on 18.4: the
    /// accent blue), the primary colour on iOS 26 (not measured).
    private var menuButton: some View {
        let tinted = !showsLabel && os < .iOS26
        return HStack(spacing: PickerChevron.spacing) {
            if let selectedText {
                if tinted {
                    Text(selectedText).foregroundStyle(.tint)
                } else {
                    Text(selectedText).foregroundStyle(showsLabel ? .secondary : .primary)
                }
            }
            ControlGlyph(part: .upDownChevrons(tinted: tinted), size: PickerChevron.size)
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
    /// A menu picker outside a list row keeps 12 points inside its frame on each side on iOS
    /// 17–18 (HymnalDreamTeam/Hymns-iOS's language setting on iOS 17.5, 18.1 and 18.2: the
    /// chevron's ink ends 14 inside the row's padding, 2 of it the glyph's own margin, and the
    /// two-line label beside it wraps as the 12 at the leading side leaves it room).
    static let menuInset: CGFloat = 12
    /// And 7 above and below, as a regular bordered button's label (iOS 18.4,
    /// pixelrevision/SwiftUIML's picker styles: a menu picker 34.333 tall in a `VStack` puts the
    /// segmented control and the wheel below it where iOS has them).
    static let menuVerticalInset: CGFloat = 7
}
