import Tesselate

// The five seed components as playgrounds, each with variants that show what its article claims.

extension Playground {
    static let calculatorDisplay = Playground(
        name: "CalculatorDisplay",
        summary: "Seed 000: a one-line formula display that scrolls and fades at the sides that overflow",
        variants: [
            Variant("\"0\" fits: no scrolling, no fade", size: CGSize(width: 393, height: 300)) { CalculatorDisplay() },
            Variant(
                "a long formula, typed: scrolled to its end, faded on the left", size: CGSize(width: 393, height: 300),
                interaction: { host in host.replaceText(in: .prompt(""), with: "1234567890+9876543210") }
            ) { CalculatorDisplay() },
            Variant(
                "then scrolled back to the start: faded on the right", size: CGSize(width: 393, height: 300),
                interaction: { host in
                    host.replaceText(in: .prompt(""), with: "1234567890+9876543210")
                    host.scroll(to: .zero)
                }
            ) { CalculatorDisplay() },
            Variant(
                "and to the middle: faded on both sides", size: CGSize(width: 393, height: 300),
                interaction: { host in
                    host.replaceText(in: .prompt(""), with: "1234567890+9876543210")
                    host.scroll(to: CGPoint(x: 60, y: 0))
                }
            ) { CalculatorDisplay() },
        ])

    static let leadingCellHeader = Playground(
        name: "LeadingCellHeader",
        summary: "Seed 001: a header showing the relative date of the leftmost visible cell (today fixed at 2022-01-07)",
        variants: [
            Variant("at rest: 今日") { LeadingCellHeader() },
            Variant("scrolled past the fifth cell: 明日", interaction: { $0.scroll(to: CGPoint(x: 820, y: 0)) }) { LeadingCellHeader() },
            Variant("scrolled past the tenth cell: 明後日", interaction: { $0.scroll(to: CGPoint(x: 1_640, y: 0)) }) { LeadingCellHeader() },
        ])

    static let autoResizingTextEditor = Playground(
        name: "AutoResizingTextEditor",
        summary: "Seed 002: a chat-style editor that grows with its text up to a maximum height",
        variants: [
            Variant("empty: one line high") { AutoResizingTextEditorDemo() },
            Variant("one line typed", interaction: { $0.typeText("こんにちは", into: .first) }) { AutoResizingTextEditorDemo() },
            Variant(
                "a long message: capped at 100 points",
                interaction: { $0.typeText(String(repeating: "長いメッセージ ", count: 12), into: .first) }
            ) { AutoResizingTextEditorDemo() },
        ])

    static let centeredTitleBar = Playground(
        name: "CenteredTitleBar",
        summary: "Seed 003: a title kept centred, pushed by side items, truncated when full; the overlay version does not push",
        variants: [
            Variant("room on both sides: both titles centred") { CenteredTitleBar() },
            Variant(
                "three items on the right: the working bar pushes its title left, the overlay bar does not",
                interaction: { $0.pressStepper(0, times: 3) }
            ) { CenteredTitleBar() },
            Variant("seven items: the title truncates", interaction: { $0.pressStepper(0, times: 7) }) { CenteredTitleBar() },
            Variant("ViewThatFits keeps a title whole", size: CGSize(width: 393, height: 50)) {
                UntruncatedTitleBar(rightButtonCount: 5, useViewThatFits: true)
            },
        ])

    static let zoomingPager = Playground(
        name: "ZoomingPager",
        summary: "Seed 004: full-width pages that shrink towards their bottom edge as they scroll off to the left",
        variants: [
            Variant("at rest: the first page at scale 1", size: CGSize(width: 393, height: 400)) { ZoomingPager() },
            Variant(
                "scrolled half a page: the first page at scale 0.5", size: CGSize(width: 393, height: 400),
                interaction: { $0.scroll(to: CGPoint(x: 196 + 2.0 / 3, y: 0)) }
            ) { ZoomingPager() },
        ])
}
