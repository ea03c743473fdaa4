import Foundation

/// iOS's numbers for presentations on iPhone (LayoutRules.md, "Presentations").
enum PresentationMetrics {
    /// A large sheet's card starts this far below the top safe area before iOS 26; from iOS 26
    /// it starts at the top safe area (UIKit's presented frame: (0, 59, 393, 793) on an iPhone 16
    /// on iOS 26.1, Vercantez/openuikit's fixtures; top 62 on a 402 × 874 iPhone on iOS 26.4 and
    /// 27, notKleja/simple-stupid-ios-sheet's measurements).
    static func sheetTopGap(_ os: OSVersion) -> CGFloat { os >= .iOS26 ? 0 : 10 }
    static let sheetCornerRadius: CGFloat = 10
    /// A sheet's grabber, 36×5, and its distance from the sheet's top, 5 (zelez-lab/dija,
    /// `docs/platforms/ios/components/sheet.md`: "36 x 5pt … centered horizontally, 5pt from top").
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// An alert's width.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// An alert's and a dialog's button height.
    static let alertButtonHeight: CGFloat = 44
    static let dialogButtonHeight: CGFloat = 57
    /// A confirmation dialog's inset from the window's sides, and the gap before its cancel box.
    static let dialogInset: CGFloat = 8
    static let dialogCornerRadius: CGFloat = 14
    /// An alert's box and a dialog's group of actions: iOS blurs the dimmed window and tints it;
    /// Tesselate draws the colour that gives over a plain window, opaque: (236, 236, 236),
    /// measured on iOS 16.4, pkozielecki/ios-swiftui-navigation's alert (a flat 234–238 over the
    /// window dimmed to 204; the capture leaves the blur out, so content behind does not show
    /// through, as it does not in Tesselate's). The dark appearance's (37, 37, 39), the thick
    /// material's dark tint over a dimmed black window, and the dialog's are **unmeasured**. A
    /// dialog's cancel box is opaque: white, (28, 28, 30) in the dark (**chosen**).
    static let boxFill = Color(
        236 / 255, 236 / 255, 236 / 255, name: nil, darkVariant: Color.DarkVariant(color: Color(37 / 255, 37 / 255, 39 / 255, name: nil)))
    /// The dimming behind an alert or a dialog: black at 20% (measured on iOS 16.4, the same
    /// alert: the white window behind it at 204; zelez-lab/dija's notes said 40%, the recording
    /// wins). A confirmation dialog, UIKit's action sheet of the same controller, is taken as the
    /// alert (**unmeasured**).
    static let dimmingOpacity: CGFloat = 0.2
    /// The dimming behind a sheet: black at 12% (measured on iOS 16.4, pkozielecki/
    /// ios-swiftui-navigation's large sheet: the white screen behind it at 224; iOS also scales
    /// that screen down, which Tesselate does not). Behind iOS 26's floating medium sheet 20%
    /// (``dimmingOpacity``; teufelaudio/HostedSnapshotHelper: every pixel of the page at 0.8).
    static let sheetDimmingOpacity: CGFloat = 0.12
    /// iOS 26's sheet below the large detent floats, drawn scaled: 8 in from the window's sides,
    /// 7.5 above its bottom, its corners rounded by 36 (continuous) as drawn (iOS 26,
    /// teufelaudio/HostedSnapshotHelper's medium sheet in a 390 × 844 window at 3x: its sides at
    /// 8.0 and 382.0, its bottom edge in a half-covered pixel row at 836.5, 422 tall; the
    /// corner's edge 30.3 in at 1 point below the top, 17.7 at 5, 11 at 10, 4 at 20).
    static let floatingSheetSideInset: CGFloat = 8
    static let floatingSheetBottomInset: CGFloat = 7.5
    static let floatingSheetCornerRadius: CGFloat = 36
    /// The dimming behind an open context menu (iOS blurs the window as well): black at 10%
    /// (**chosen**, unmeasured).
    static let contextMenuDimmingOpacity: CGFloat = 0.1
    /// The gap between a view and its open context menu's card (**chosen**).
    static let contextMenuGap: CGFloat = 8
    static let contextMenuCornerRadius: CGFloat = 13
}

/// The presented layer, placed over the whole window by its ``PresentationHostNode``: a
/// backdrop (dimming, or a cover's ground), then the presented content.
///
/// Layout, as iOS presents on iPhone in portrait:
/// - **sheet**: the card's large height is the window less the top safe area, a 10-point gap
///   (none from iOS 26) and the bottom safe area; a detent's height is from
///   ``PresentationDetent`` (the smallest of `presentationDetents` wins; `.medium` is 0.56 of
///   UIKit's large detent value). The card rests on the home indicator's safe edge and its
///   background reaches the window's bottom; the content is proposed the card's height and width
///   and centred in it, with the home indicator as its only safe area. On iOS 26 a card below
///   the large detent is drawn floating, scaled down inside the window
///   (``floatingTransform(of:size:)``).
/// - **fullScreenCover**: a white ground over the window; the content is proposed the window's
///   safe area and centred in it.
/// - **alert**: the box is proposed 270 wide and centred in the safe area.
/// - **confirmationDialog**: the box is proposed the window's width less 8 on each side and rests
///   on the bottom safe edge.
/// - **contextMenu**: the card takes its ideal size and is placed 8 below the view that has the
///   menu, from its leading edge; where it would pass the bottom safe edge it goes 8 above the
///   view, and it is kept inside the safe area's sides.
struct PresentedLayerNode: NodeBehavior, SafeAreaProviding {
    var kind: PresentationKind
    var detents: Set<PresentationDetent>
    /// Whether the content turned off swiping the sheet down (`interactiveDismissDisabled`).
    var interactiveDismissDisabled = false
    /// Dismisses the presentation, as its `dismiss` action does (a swipe down runs it).
    var dismiss: (@MainActor () -> Void)?
    /// A sheet's top corner radius (`presentationCornerRadius`, else the system's).
    var sheetCornerRadius = PresentationMetrics.sheetCornerRadius
    /// A floating card's corner radius (`presentationCornerRadius`, else iOS 26's).
    var floatingCornerRadius = PresentationMetrics.floatingSheetCornerRadius
    /// What fills a sheet's card in place of its colour (`presentationBackground`).
    var sheetBackground: Fill?
    /// The release whose presentations these are.
    var os: OSVersion = .default

    var kindName: String { "PresentedLayer" }
    var dumpAttributes: [DumpAttribute] {
        [DumpAttribute(".\(kind.rawValue)")] + (interactiveDismissDisabled ? [DumpAttribute("interactiveDismissDisabled")] : [])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    private func insets(_ engine: LayoutEngine) -> EdgeInsets { engine.windowSafeArea?.containerInsets ?? EdgeInsets() }

    /// The sheet's card, in the layer's coordinates, down to the window's bottom, and the height
    /// above the home indicator its content is proposed. On iOS 26 a card below the large detent
    /// `floats`: it is laid out as this card and drawn through ``floatingTransform(of:size:)``.
    func cardRect(size: CGSize, _ engine: LayoutEngine) -> (card: CGRect, contentHeight: CGFloat, floats: Bool) {
        let insets = insets(engine)
        let large = max(size.height - insets.top - PresentationMetrics.sheetTopGap(os) - insets.bottom, 0)
        let height =
            (detents.isEmpty ? [PresentationDetent.large] : Array(detents)).map {
                $0.height(large: large, bottom: insets.bottom, rounding: engine.rounding)
            }.min() ?? large
        let top = size.height - insets.bottom - height
        return (CGRect(x: 0, y: top, width: size.width, height: size.height - top), height, os >= .iOS26 && height < large)
    }

    /// Where iOS 26 draws a floating card: the whole sheet, laid out at the window's width,
    /// scaled down to the window's width less 8 on each side and moved up to rest 7.5 above the
    /// window's bottom (UIKit's presented frame on iOS 26.1 is 8 in and 8 up, 377 wide on a
    /// 393-point iPhone 16, Vercantez/openuikit's fixtures; teufelaudio/HostedSnapshotHelper's
    /// recording: 8…382 and 836.5 in a 390 × 844 window, its text 4% narrower than the same
    /// fonts unscaled).
    func floatingTransform(of card: CGRect, size: CGSize) -> Transform2D {
        let side = PresentationMetrics.floatingSheetSideInset, bottom = PresentationMetrics.floatingSheetBottomInset
        let scale = card.width > 2 * side ? (card.width - 2 * side) / card.width : 1
        let top = size.height - bottom - card.height * scale
        return Transform2D(a: scale, d: scale, tx: card.minX + side - card.minX * scale, ty: top - card.minY * scale)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let insets = insets(engine)
        var placements = [Placement(child: children[0], origin: .zero, proposal: ProposedViewSize(size))]
        let safe = CGRect(
            x: insets.leading, y: insets.top, width: max(size.width - insets.horizontal, 0),
            height: max(size.height - insets.vertical, 0))
        func centred(_ child: NodeIndex, _ proposal: ProposedViewSize, in rect: CGRect) -> Placement {
            let childSize = engine.size(of: child, proposal)
            return Placement(
                child: child, origin: CGPoint(x: rect.midX - childSize.width / 2, y: rect.midY - childSize.height / 2), proposal: proposal)
        }
        switch kind {
        case .sheet:
            let (card, height, _) = cardRect(size: size, engine)
            placements.append(Placement(child: children[1], origin: card.origin, proposal: ProposedViewSize(card.size)))
            let area = CGRect(x: card.minX, y: card.minY, width: card.width, height: height)
            placements.append(centred(children[2], ProposedViewSize(area.size), in: area))
            if children.count > 3 {
                let grabber = PresentationMetrics.grabberSize
                placements.append(
                    Placement(
                        child: children[3],
                        origin: CGPoint(x: (size.width - grabber.width) / 2, y: card.minY + PresentationMetrics.grabberTop),
                        proposal: ProposedViewSize(grabber)))
            }
        case .fullScreenCover:
            placements.append(centred(children[1], ProposedViewSize(safe.size), in: safe))
        case .alert:
            placements.append(centred(children[1], ProposedViewSize(width: PresentationMetrics.alertWidth, height: nil), in: safe))
        case .contextMenu:
            placements.append(contextMenuPlacement(children[1], node, size: size, safe: safe, engine))
        case .confirmationDialog:
            let proposal = ProposedViewSize(width: max(size.width - 2 * PresentationMetrics.dialogInset, 0), height: nil)
            let box = engine.size(of: children[1], proposal)
            placements.append(
                Placement(
                    child: children[1],
                    origin: CGPoint(
                        x: (size.width - box.width) / 2,
                        y: size.height - max(insets.bottom, PresentationMetrics.dialogInset) - box.height),
                    proposal: proposal))
        }
        return placements
    }

    /// An open context menu's card, beside the view that has the menu (its presentation host's
    /// frame), in the layer's coordinates.
    private func contextMenuPlacement(_ child: NodeIndex, _ node: NodeIndex, size: CGSize, safe: CGRect, _ engine: LayoutEngine)
        -> Placement
    {
        let card = engine.size(of: child, .unspecified)
        let host = engine.tree[node].parent
        let layer = engine.exactFrames[node] ?? .zero
        let anchor = (host >= 0 ? engine.exactFrames[host] : nil)?.offsetBy(dx: -layer.minX, dy: -layer.minY) ?? .zero
        let gap = PresentationMetrics.contextMenuGap
        var y = anchor.maxY + gap
        if y + card.height > safe.maxY { y = max(anchor.minY - gap - card.height, safe.minY) }
        let x = min(max(anchor.minX, safe.minX), max(safe.maxX - card.width, safe.minX))
        return Placement(child: child, origin: CGPoint(x: x, y: y), proposal: .unspecified)
    }

    /// A sheet's content (the layer's third child, before the grabber when there is one) has its
    /// card and the home indicator as its safe area; a cover's, the window's.
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        let children = engine.tree[node].children
        guard kind == .sheet, children.count > 2, child == children[2], let frame = engine.exactFrames[node] else { return inherited }
        let card = cardRect(size: frame.size, engine).card.offsetBy(dx: frame.minX, dy: frame.minY)
        // The home indicator's edge, where it reaches into the card.
        let bottom = max(insets(engine).bottom - (frame.maxY - card.maxY), 0)
        return SafeAreaChain(levels: [SafeAreaLevel(container: card, containerInsets: EdgeInsets(bottom: bottom))])
    }
}
