import Foundation
import Tesselate

extension ViewHost {
    /// Why `match` has its frame: the chain of proposals from the window down to the view and,
    /// at each level, the rule that decided (see ``LayoutExplanation``). The explanation reads
    /// the layout the match was found in.
    ///
    /// ```swift
    /// let title = host.find(.text("Title"))!
    /// print(host.explain(title))        // in words
    /// let json = host.explain(title).json  // schema "tesselate.explain/1"
    /// ```
    public func explain(_ match: ViewMatch) -> LayoutExplanation {
        match.explanation
    }

    /// Why the one view that matches `query` has its frame; when none or several match, fails
    /// the test as ``find(_:file:line:)`` does and returns `nil`.
    public func explain(_ query: ViewQuery, file: StaticString = #filePath, line: UInt = #line) -> LayoutExplanation? {
        find(query, file: file, line: line).map(explain)
    }
}

extension ViewMatch {
    /// Why this view has its frame (see ``LayoutExplanation``).
    public var explanation: LayoutExplanation {
        ExplanationBuilder(snapshot: snapshot).explain(node)
    }
}
