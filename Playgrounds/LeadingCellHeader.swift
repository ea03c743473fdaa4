import Tesselate

// Seed 001_8f1b612b89eacc9b.txt, "header from the leftmost visible cell": a horizontal ScrollView
// of 14 cells; the title above shows the relative date ("今日/明日/明後日") of the first cell whose
// minX is right of the scroll view's left edge. The article's code with `import Tesselate`, except:
// "today" is fixed (2022-01-07, the article's date) so that the output is reproducible, and the
// relative date is worked out by hand: Foundation on Linux has no relative date formatting
// (`doesRelativeDateFormatting` is ignored there).

class ApplicationManager {
    static let shared = ApplicationManager()

    // 本当は天気予報の情報なんだけれども、サンプルなのでまぁいいかなって。
    static let scrollItem = [
        ScrollCell(hoge: "1", fuga: "ほげ１", piyo: "2022-01-07"),
        ScrollCell(hoge: "2", fuga: "ほげ２", piyo: "2022-01-07"),
        ScrollCell(hoge: "3", fuga: "ほげ３", piyo: "2022-01-07"),
        ScrollCell(hoge: "4", fuga: "ほげ４", piyo: "2022-01-07"),
        ScrollCell(hoge: "5", fuga: "ほげ５", piyo: "2022-01-07"),
        ScrollCell(hoge: "6", fuga: "ほげ６", piyo: "2022-01-08"),
        ScrollCell(hoge: "7", fuga: "ほげ７", piyo: "2022-01-08"),
        ScrollCell(hoge: "8", fuga: "ほげ８", piyo: "2022-01-08"),
        ScrollCell(hoge: "9", fuga: "ほげ９", piyo: "2022-01-08"),
        ScrollCell(hoge: "10", fuga: "ほげ１０", piyo: "2022-01-08"),
        ScrollCell(hoge: "11", fuga: "ほげ１１", piyo: "2022-01-09"),
        ScrollCell(hoge: "12", fuga: "ほげ１２", piyo: "2022-01-09"),
        ScrollCell(hoge: "13", fuga: "ほげ１３", piyo: "2022-01-09"),
        ScrollCell(hoge: "14", fuga: "ほげ１４", piyo: "2022-01-09"),
    ]

    /// The fixed "today" of the playground.
    let today = "2022-01-07"

    /// 「今日」「明日」「明後日」, or the date itself further out.
    func relativeDate(_ date: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ja_JP")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let day = formatter.date(from: date), let base = formatter.date(from: today) else { return date }
        switch Int((day.timeIntervalSince(base) / 86_400).rounded()) {
        case 0: return "今日"
        case 1: return "明日"
        case 2: return "明後日"
        default: return date
        }
    }
}

/// スクロールしているセル（雑）
struct ScrollCell: View {
    let hoge: String
    let fuga: String
    let piyo: String
    var body: some View {
        VStack {
            Text(hoge)
                .padding()
            Text(fuga)
                .padding()
            Text(piyo)
                .padding()
        }
    }
}

struct LeadingCellHeader: View {
    let shared = ApplicationManager.shared
    @State var message = "今日"

    // スクロールの内部のセル（配列分のView）
    var content: some View {
        HStack {
            ForEach(ApplicationManager.scrollItem.indices) { index in
                // スクロール内部のGeometryReader
                GeometryReader { insideProxy in
                    ApplicationManager.scrollItem[index]
                        .preference(
                            key: ScrollOffsetPreferenceKey.self,
                            value: [
                                ScrollValue(
                                    number: index,
                                    value: insideProxy.frame(in: .global).minX,
                                    date: ApplicationManager.scrollItem[index].piyo)
                            ])
                }
                .frame(width: 150, height: 180)
                Divider()
            }
        }
    }

    // スクロール処理
    var scroll: some View {
        GeometryReader { outsideProxy in
            ScrollView(.horizontal) {
                content
            }
            .onPreferenceChange(ScrollOffsetPreferenceKey.self) { value in
                // スクロールの左端
                let side = outsideProxy.frame(in: .global).minX
                // sideよりも左にいっているセルは対象外。
                let temp = value.filter { side < $0.value }
                // 左端に一番近いセルを取得する
                let sortedValue = temp.sorted { $0.value < $1.value }
                guard let dateItem = sortedValue.first?.date else { return }
                if message != shared.relativeDate(dateItem) {
                    message = shared.relativeDate(dateItem)
                }
            }
        }
    }

    var body: some View {
        VStack {
            Text("始端")
            Divider()
            Text(message)
                .font(.title2)
            HStack {
                scroll
            }
            .frame(width: 300, height: 180)
            Divider()
            Text("終端")
        }
    }
}

struct ScrollOffsetPreferenceKey: PreferenceKey {
    static var defaultValue: [ScrollValue] = []
    static func reduce(value: inout [ScrollValue], nextValue: () -> [ScrollValue]) {
        value.append(contentsOf: nextValue())
    }
}

// PreferenceKey用の構造体（Equatableでないといけない）
struct ScrollValue: Equatable {
    let number: Int
    let value: CGFloat
    let date: String
}
