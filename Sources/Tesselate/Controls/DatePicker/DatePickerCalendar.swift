import Foundation

/// The graphical date picker: the month and year, the weekdays, six week rows of day numbers with
/// the selected day on a tinted circle, and a "Time" row with the time's button when the time is
/// shown. It takes the width it is offered; each row is 44 points tall (chosen: the HIG's touch
/// target), the weekday row 20.
struct DatePickerCalendar: View {
    var selection: Date
    var format: DatePickerFormat
    /// The time's button text, when the picker shows the time.
    var time: String?

    var body: some View {
        let weeks = monthWeeks()
        let selectedDay = format.calendar.component(.day, from: selection)
        VStack(spacing: 0) {
            HStack {
                Text(verbatim: format.month(selection)).font(.headline)
                Spacer()
            }
            .frame(height: DatePickerMetrics.rowHeight)
            HStack(spacing: 0) {
                ForEach(weekdaySymbols(), id: \.self) { symbol in
                    Text(verbatim: symbol).font(.caption).foregroundColor(.secondary).frame(maxWidth: .infinity)
                }
            }
            .frame(height: 20)
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        DayCell(day: weeks[week * 7 + column], isSelected: weeks[week * 7 + column] == selectedDay)
                    }
                }
                .frame(height: DatePickerMetrics.rowHeight)
            }
            if let time {
                HStack {
                    Text("Time")
                    Spacer()
                    DatePickerButton(text: time)
                }
                .frame(height: DatePickerMetrics.rowHeight)
            }
        }
    }

    /// The weekday symbols from the calendar's first weekday, uppercased as iOS shows them ("SUN").
    func weekdaySymbols() -> [String] {
        var calendar = format.calendar
        calendar.locale = format.locale
        let symbols = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased() }
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// 42 cells: the day numbers of the selected month in their weekday columns, `nil` around them.
    func monthWeeks() -> [Int?] {
        let calendar = format.calendar
        guard let month = calendar.dateInterval(of: .month, for: selection),
            let days = calendar.range(of: .day, in: .month, for: selection)
        else { return Array(repeating: nil, count: 42) }
        let offset = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: offset) + days.map { Optional($0) }
        cells += Array(repeating: nil, count: max(0, 42 - cells.count))
        return Array(cells.prefix(42))
    }
}

/// A day of the calendar: its number, on a circle in the tint when selected.
private struct DayCell: View {
    var day: Int?
    var isSelected: Bool

    var body: some View {
        ZStack {
            if isSelected { Circle().fill(Color.accentColor.opacity(0.15)).frame(width: 40, height: 40) }
            if let day { Text(verbatim: "\(day)").foregroundColor(isSelected ? .accentColor : .primary) }
        }
        .frame(maxWidth: .infinity)
    }
}
