/// The Swift name Xcode 15's generated asset symbols give an asset, as read off the
/// `GeneratedAssetSymbols.swift` files Xcode writes (Apple documents no rule):
///
/// - The name is cut into words at every character that is neither a letter nor a digit
///   (`bear_no_background`, `Frame 74`, `custom.cloud.badge.play`, `Coffee-Mocha`).
/// - A last word `Color` or `Image` is dropped, for colour sets and image sets alike, unless it is
///   the whole name: `AccentColor` → `accent`, `backgroundColor` → `background` (an image set
///   too), `bg_color` → `bg`, `Initial-Image` → `initial`, `adult_products_image` →
///   `adultProducts`; but `Image` → `image`, `color` → `color`. The word must start at a word
///   boundary: `welcomeVCimage` and `joker_3_multicolor` keep theirs.
/// - The words are joined in lower camel case: the first word's leading capitals are lowered
///   (`DSAction` → `dsAction`, `URL` → `url`), each later word's first letter is raised
///   (`bear_no_background` → `bearNoBackground`, `Frame 74` → `frame74`).
/// - A name that starts with a digit is prefixed with `_` (`10_back_arm` → `_10BackArm`); a
///   Swift keyword is written in backquotes.
/// - A namespace folder is an `enum` named by the same rule in upper camel case.
enum SymbolName {
    /// The member name for the asset named `name` (the last component of a namespaced name).
    static func member(for name: String) -> String? {
        var words = self.words(of: name)
        if words.count > 1, let last = words.last, ["color", "image"].contains(last.lowercased()) {
            words.removeLast()
        } else if let last = words.last, let trimmed = droppingCamelSuffix(last) {
            words[words.count - 1] = trimmed
        }
        guard let first = words.first else { return nil }
        var result = lowerLeadingCapitals(first) + words.dropFirst().map(raisedFirst).joined()
        if let start = result.first, start.isNumber { result = "_" + result }
        return escaped(result)
    }

    /// The `enum` name for the namespace folder `name`.
    static func namespace(for name: String) -> String? {
        let words = self.words(of: name)
        guard !words.isEmpty else { return nil }
        var result = words.map(raisedFirst).joined()
        if let start = result.first, start.isNumber { result = "_" + result }
        return escaped(result)
    }

    /// `name` cut at every character that is neither a letter nor a digit.
    static func words(of name: String) -> [String] {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// `word` without a camel-case `Color` or `Image` ending (a capital after a lower-case letter
    /// or a digit), or `nil` when it has none.
    private static func droppingCamelSuffix(_ word: String) -> String? {
        for suffix in ["Color", "Image"] where word.hasSuffix(suffix) && word.count > suffix.count {
            let rest = word.dropLast(suffix.count)
            if let before = rest.last, before.isLowercase || before.isNumber { return String(rest) }
            // `VCImage`: a run of capitals ends where the next word starts.
            if let before = rest.last, before.isUppercase { return String(rest) }
        }
        return nil
    }

    /// `word` with its leading capitals lowered: all of them when the word is all capitals, else
    /// all but the one that starts the next camel-case word (`DSAction` → `dsAction`).
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return word }
        if run == characters.count || run == 1 || !characters[run].isLowercase {
            return characters[..<run].map { $0.lowercased() }.joined() + String(characters[run...])
        }
        return characters[..<(run - 1)].map { $0.lowercased() }.joined() + String(characters[(run - 1)...])
    }

    private static func raisedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords that cannot name a member without backquotes.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "Type",
    ]
}
