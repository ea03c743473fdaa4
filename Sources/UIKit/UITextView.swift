import Tesselate

/// A scrollable, editable text view, as UIKit's `UITextView`, as apps reach it through a
/// `UIViewRepresentable`.
///
/// As for every `UIView` here it is its state (a representable is drawn as a placeholder and
/// its `makeUIView` is not called): the properties keep what is set, and ``sizeThatFits(_:)``
/// answers as UIKit's does, from the text laid out as Tesselate lays out text in the view's
/// font, inside ``textContainerInset`` (8 above and below) and the line fragment padding (5 on
/// each side). Setting `text` calls no delegate method, as in UIKit (only typing does, and a
/// host cannot type into a UIKit view). Differences: it is a `UIView`, not a `UIScrollView`
/// (Tesselate has none); no selection handling beyond keeping ``selectedRange``.
@MainActor @preconcurrency
open class UITextView: UIView {
    /// The text shown.
    open var text: String! = ""
    /// The font of the text (UIKit's default is the 12-point system font).
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    /// The selected characters (a caret where its length is 0).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The space around the text container: 8 above and below, as UIKit's default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var allowsEditingTextAttributes = false
    /// The object told about editing (never called by a host: nothing is typed into the view).
    open weak var delegate: (any UITextViewDelegate)?

    /// The padding at each side of a line, inside the container: UIKit's 5.
    public static let lineFragmentPadding: CGFloat = 5

    /// The size the text takes for `size`'s width (the width is kept), as UIKit answers it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = 2 * UITextView.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let width = size.width.isFinite && size.width > padding ? size.width - padding : nil
        let measured = TextMeasurement(text ?? "", font: (font ?? .systemFont(ofSize: 12)).font, width: width).size
        let height = measured.height + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: width == nil ? measured.width + padding : size.width, height: height)
    }
}

/// What a text view tells its delegate, as UIKit's `UITextViewDelegate`; every method is
/// optional (a default does nothing, or allows).
@MainActor @preconcurrency
public protocol UITextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
