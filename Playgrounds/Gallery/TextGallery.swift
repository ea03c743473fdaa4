import Foundation
import Tesselate

// Gallery area (issue 13): text: an article page with Markdown literals, formatted numbers and
// dates, date styles, an AttributedString, decorations, tracking, redaction while loading, and
// selectable text.

struct TextGallery: View {
    let published = Date(timeIntervalSince1970: 1_700_000_000)
    let readers = 12_345
    let price = 4.99
    var isLoading = false

    private var attributed: AttributedString {
        var string = AttributedString("Breaking: ")
        string.font = .headline
        string.foregroundColor = .red
        var rest = AttributedString("the lighthouse is open again.")
        rest.underlineStyle = .single
        return string + rest
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("LOCAL NEWS")
                    .font(.caption.weight(.semibold))
                    .tracking(2)
                    .foregroundStyle(.secondary)
                Text("The **lighthouse** reopens, _finally_")
                    .font(.largeTitle.bold())
                Text(attributed)
                HStack {
                    Text(published, style: .date)
                    Text("·")
                    Text(readers, format: .number)
                    Text("readers")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Text("Tickets \(price, format: .currency(code: "USD")), ~~$6.99~~ before")
                Text("Was €8").strikethrough(true, color: .red)
                Text("Read the [full story](https://example.com/lighthouse) or `share` it.")
                Text(
                    "After ten years behind scaffolding the lighthouse on the point welcomes visitors again from this weekend, with a new staircase and a small museum in the keeper's house."
                )
                .lineSpacing(4)
                .textSelection(.enabled)
                Text("Updated \(published, style: .relative) ago")
                    .font(.footnote)
                    .underline()
            }
            .padding()
            .redacted(reason: isLoading ? .placeholder : [])
        }
    }
}
