import Foundation

extension ViewHost {
    /// Looks at the window as a reviewer would and returns what is wrong with it, sorted (see
    /// ``AuditFinding``): texts truncated, clipped or drawn over each other; texts, images and
    /// controls outside the window or the safe area; controls covered, clipped or smaller than
    /// 44 × 44 points; images and icon-only buttons without an accessibility label; text below
    /// WCAG AA contrast with what is drawn behind it; duplicate accessibility identifiers; and
    /// accessibility elements with an empty label. Each rule and its source is documented on
    /// ``AuditFinding/Kind``.
    ///
    /// The host settles first. Views hidden (`hidden()`, `opacity(0)`), not placed, or with a
    /// frame that is not finite are not judged; nothing in the tree makes the audit fail.
    public func audit() -> [AuditFinding] {
        layoutSnapshot.audit()
    }
}

extension LayoutSnapshot {
    /// The findings of an audit of this snapshot, sorted (see ``ViewHost/audit()``).
    package func audit() -> [AuditFinding] {
        var auditor = Auditor(snapshot: self)
        auditor.auditTexts()
        auditor.auditControls()
        auditor.auditPlacement()
        auditor.auditAccessibility()
        return auditor.sortedFindings()
    }
}

/// One audit of a snapshot: the rules run in turn, each adding findings.
@MainActor
struct Auditor {
    let snapshot: LayoutSnapshot
    let painting: AuditPainting
    /// The views in tree order (depth first), which the findings are sorted by.
    let nodes: [Int]
    private let position: [Int: Int]
    /// How many views each view's subtree holds (itself included): a subtree is a run of
    /// ``nodes``.
    private let subtreeSize: [Int: Int]
    private var findings: [(finding: AuditFinding, position: Int)] = []

    init(snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        painting = AuditPainting(snapshot)
        nodes = snapshot.preorder()
        var position: [Int: Int] = [:]
        for (index, node) in nodes.enumerated() { position[node] = index }
        self.position = position
        var sizes: [Int: Int] = [:]
        for node in nodes.reversed() { sizes[node] = 1 + snapshot.children(of: node).reduce(0) { $0 + (sizes[$1] ?? 0) } }
        subtreeSize = sizes
    }

    /// Whether `node` is `ancestor` or inside it.
    func isInSubtree(_ node: Int, of ancestor: Int) -> Bool {
        guard let start = position[ancestor], let at = position[node], let size = subtreeSize[ancestor] else { return false }
        return at >= start && at < start + size
    }

    /// The frame of `node` when it can be judged: placed, finite and not hidden.
    func shownFrame(_ node: Int) -> CGRect? {
        guard let frame = snapshot.frame(of: node), frame.isAuditable, !painting.isHidden(node) else { return nil }
        return frame
    }

    mutating func report(_ kind: AuditFinding.Kind, _ node: Int, _ message: String) {
        guard let frame = snapshot.frame(of: node), frame.isAuditable else { return }
        let finding = AuditFinding(kind: kind, path: snapshot.path(to: node), frame: frame, nodeID: snapshot.id(of: node), message: message)
        findings.append((finding, position[node] ?? Int.max))
    }

    /// The findings by kind, then tree order, then message.
    func sortedFindings() -> [AuditFinding] {
        let kinds = AuditFinding.Kind.allCases
        func rank(_ kind: AuditFinding.Kind) -> Int { kinds.firstIndex(of: kind) ?? kinds.count }
        return findings.sorted { a, b in
            if a.finding.kind != b.finding.kind { return rank(a.finding.kind) < rank(b.finding.kind) }
            if a.position != b.position { return a.position < b.position }
            return a.finding.message < b.finding.message
        }.map(\.finding)
    }

    /// `value` to two decimals, for ratios and sizes in messages.
    static func decimal(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A rectangle's size as the dump writes it: `54×24`.
    static func size(_ rect: CGRect) -> String { "\(formatNumber(rect.width))×\(formatNumber(rect.height))" }
}
