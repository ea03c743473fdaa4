import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker` on iOS.
///
/// The compact style (iOS's default): the label on the leading side, a `Spacer`, and on the
/// trailing side one grey capsule button per part shown, the date ("Jan 5, 2025", the locale's
/// medium date) then the time ("9:41 AM", its short time), 8 points apart. Each button is its text
/// inset 11 points on the sides and 7 above and below (a body line makes it 34.333 tall, about
/// UIKit's 34-point controls, as a rounded-border text field), filled with `tertiarySystemFill` (118, 118, 128 at 12%, UIKit's
/// light value); the insets, the gap and the capsule shape (iOS 26's; earlier versions round the
/// corners less) are **chosen**, unmeasured. `.wheel` is the label beside 216-point wheels (the
/// height of a `UIPickerView`), drawn as the selection band with the date and time in it;
/// `.graphical` is a month calendar (a 44-point month row, a weekday row, six 44-point week rows,
/// **chosen** from the 44-point touch target), with a "Time" row below when the time is shown;
/// its label is not shown. Dates are written with the environment's `locale`, `calendar` and
/// `timeZone` (en_US, Gregorian, UTC in a host), so dumps do not depend on the machine.
///
/// The testing library chooses a date with `pick(date:)`, which fails the test for a date
/// outside the picker's range. A selection outside the range is shown as it is.
public struct DatePicker<Label: View> {
    /// The parts a date picker shows, as SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents
    let label: Label
    public typealias Body = Never

    @MainActor init(
        selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents, label: Label
    ) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components
        self.label = label
    }

    /// A picker of any date, described by `label`.
    @MainActor public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker of a date in `range`, described by `label`.
    @MainActor public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents,
            label: label())
    }

    /// A picker of a date on or after `range`'s start, described by `label`.
    @MainActor public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker of a date on or before `range`'s end, described by `label`.
    @MainActor public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents, label: label())
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let environment = context.environment
        let format = DatePickerFormat(environment)
        let shown = components.isEmpty ? [.date, .hourAndMinute] : components
        let date = selection.wrappedValue
        var parts: [String] = []
        if shown.contains(.date) { parts.append(format.day(date)) }
        if shown.contains(.hourAndMinute) || shown.contains(.hourMinuteAndSecond) {
            parts.append(format.time(date, seconds: shown.contains(.hourMinuteAndSecond)))
        }
        let style = environment.datePickerStyle
        let showsLabel = !environment.labelsHidden
        let content: AnyView
        switch style {
        case .automatic, .compact:
            content = AnyView(
                HStack {
                    if showsLabel {
                        label
                        Spacer()
                    }
                    HStack(spacing: DatePickerMetrics.buttonSpacing) {
                        ForEach(parts, id: \.self) { DatePickerButton(text: $0) }
                    }
                })
        case .wheel:
            content = AnyView(
                HStack {
                    if showsLabel { label }
                    DatePickerWheels(text: parts.joined(separator: "  "))
                })
        case .graphical:
            content = AnyView(
                DatePickerCalendar(
                    selection: date, format: format,
                    time: shown.contains(.date) ? (parts.count > 1 ? parts[1] : nil) : parts.first))
        }
        var attributes = [
            DumpAttribute("selection", format.iso(date)),
            DumpAttribute("displayedComponents", "[" + shown.names.joined(separator: ", ") + "]"),
        ]
        if lowerBound != nil || upperBound != nil {
            attributes.append(DumpAttribute("in", "\(lowerBound.map(format.iso) ?? "")...\(upperBound.map(format.iso) ?? "")"))
        }
        if style != .automatic { attributes.append(DumpAttribute("style", ".\(style.rawValue)")) }
        let selection = self.selection, lower = lowerBound, upper = upperBound
        let pick = ControlAction.pickDate { picked in
            if let lower, picked < lower { return "\(format.iso(picked)) is before the picker's range, which starts \(format.iso(lower))" }
            if let upper, picked > upper { return "\(format.iso(picked)) is after the picker's range, which ends \(format.iso(upper))" }
            selection.wrappedValue = picked
            return nil
        }
        resolver.resolveControl(kind: .datePicker, attributes: attributes, action: pick, content: content, context, into: &nodes)
        resolver.setImplicitAccessibility(
            nodes[nodes.count - 1], label: showsLabel && style != .graphical ? nil : resolver.accessibilityText(of: label, context),
            value: parts.joined(separator: ", "))
    }
}

extension DatePicker where Label == Text {
    /// A picker of any date titled with a localized key.
    @MainActor public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date in `range` titled with a localized key.
    @MainActor public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date on or after `range`'s start titled with a localized key.
    @MainActor public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date on or before `range`'s end titled with a localized key.
    @MainActor public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of any date titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date in `range` titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date on or after `range`'s start titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date on or before `range`'s end titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The sizes Tesselate draws date pickers with (see ``DatePicker``; chosen where marked there).
enum DatePickerMetrics {
    static let buttonInsets = EdgeInsets(top: 7, leading: 11, bottom: 7, trailing: 11)
    static let buttonSpacing: CGFloat = 8
    /// UIKit's `tertiarySystemFill` in the light appearance.
    static let fill = Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    static let wheelHeight: CGFloat = 216
    static let rowHeight: CGFloat = 44
}

/// One of the compact style's buttons: the text on a grey capsule, at its ideal size.
struct DatePickerButton: View {
    var text: String
    var body: some View {
        Text(verbatim: text)
            .padding(DatePickerMetrics.buttonInsets)
            .background(Capsule().fill(DatePickerMetrics.fill))
            .fixedSize()
    }
}

/// The wheels: the selection band across the offered width with the chosen date in it.
struct DatePickerWheels: View {
    var text: String
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(DatePickerMetrics.fill).frame(height: 34)
            Text(verbatim: text).lineLimit(1)
        }
        .frame(maxWidth: .infinity)
        .frame(height: DatePickerMetrics.wheelHeight)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension DatePicker: View, PrimitiveView {}
