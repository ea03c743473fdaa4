import Foundation

import Tesselate

/// StanfordSpezi/SpeziAccount's value rows (`Corpus/account.json`): a `LabeledContent` as the
/// whole screen of an iPhone 13 Pro window, iOS 17.
extension FidelityViews {
    static let account: [String: @MainActor () -> AnyView] = [
        "account/testBoolDisplayView.iphone-viewTrue": { row("Toggle", Text("On")) },
        "account/testBoolDisplayView.iphone-viewFalse": { row("Toggle", Text("Off")) },
        // The keys "YES" and "NO" are localized to "Yes" and "No" (SpeziAccount's string catalog).
        "account/testBoolDisplayView.iphone-viewTrueYes": { row("Toggle", Text("Yes")) },
        "account/testBoolDisplayView.iphone-viewFalseNo": { row("Toggle", Text("No")) },
        "account/testIntegerDisplayView.iphone-integer": { row("Numeric Key", Text("34")) },
        "account/testIntegerDisplayView.iphone-integerWithUnit": { row("Numeric Key", Text("34") + Text(" cm")) },
        "account/testFloatingPointDisplayView.iphone-float": { row("Double Key", Text("23.56")) },
        "account/testFloatingPointDisplayView.iphone-floatWithUnit": { row("Double Key", Text("223.56") + Text(" cm")) },
        "account/testLocalizedStringDisplayView.iphone": { row("Gender Identity", Text("Male")) },
        "account/testStringDisplayView.iphone": { row("User Identifier", Text("Hello World")) },
    ]

    private static func row(_ label: String, _ value: Text) -> AnyView {
        AnyView(LabeledContent(label) { value })
    }
}
