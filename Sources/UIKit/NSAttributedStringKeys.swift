import Foundation

/// The text attribute names UIKit adds to Foundation's `NSAttributedString.Key` (iOS declares
/// them in UIKit's NSAttributedString.h; Linux's Foundation has none), with UIKit's raw values
/// (`NSForegroundColorAttributeName` is `"NSColor"`), so attributed strings built for UIKit keep
/// their keys. Nothing here draws attributed strings: they are names for a dictionary.
extension NSAttributedString.Key {
    /// The text's colour, a ``UIColor`` (`NSForegroundColorAttributeName`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a ``UIColor`` (`NSBackgroundColorAttributeName`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font, a ``UIFont`` (`NSFontAttributeName`).
    public static let font = NSAttributedString.Key("NSFont")
    /// Extra space between letters, in points (`NSKernAttributeName`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A link, a `URL` or a `String` (`NSLinkAttributeName`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The underline style, an `Int` (`NSUnderlineStyleAttributeName`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour, a ``UIColor`` (`NSUnderlineColorAttributeName`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough style, an `Int` (`NSStrikethroughStyleAttributeName`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour, a ``UIColor`` (`NSStrikethroughColorAttributeName`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The baseline offset, in points (`NSBaselineOffsetAttributeName`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How a line of text that does not fit is wrapped or truncated, as UIKit's `NSLineBreakMode`
/// (raw values as in UIKit's NSParagraphStyle.h). A value to pass around: nothing here lays
/// out UIKit text.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut the line off at the edge.
    case byClipping = 2
    /// An ellipsis at the start of the line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the line.
    case byTruncatingMiddle = 5
}
