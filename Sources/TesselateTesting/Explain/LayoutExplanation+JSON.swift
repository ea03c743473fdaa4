import Foundation
import Tesselate

extension LayoutExplanation {
    /// The explanation as JSON, written as the JSON dump writes (two spaces a level, keys sorted,
    /// numbers rounded to three decimals, an infinite length as the string `"∞"`):
    ///
    /// ```json
    /// {
    ///   "chain" : [
    ///     {
    ///       "detail" : "The host proposed its safe area, 393×759 …",
    ///       "frame" : [88.667, 59, 216, 759],
    ///       "kind" : "padding",
    ///       "path" : "padding",
    ///       "proposal" : {"height" : 759, "width" : 393},
    ///       "rule" : "padding",
    ///       "size" : [216, 759],
    ///       "summary" : "padding(8)"
    ///     }
    ///   ],
    ///   "schema" : "tesselate.explain/1",
    ///   "view" : {"frame" : [96.667, 776, 200, 34], "kind" : "TextField", "path" : "padding/VStack/frame[2]/TextField"},
    ///   "window" : [393, 852]
    /// }
    /// ```
    ///
    /// `chain` holds the ``steps``, root first; `proposal` is `null` for a view not placed, and
    /// each of its members is `null` for an unspecified dimension (the ideal size); `rule` is a
    /// ``Rule``'s raw value. A `stack` step offered a length along its axis has a `stack` member,
    /// its ``Step/stackSharing``: `axis` (`"horizontal"` or `"vertical"`), `offered`, `spacing`
    /// and `shares`, the children in the order they were served, each with `child` (its index),
    /// `kind`, `priority`, `minimum` and `maximum` (`null` where not recorded), `remaining`,
    /// `reserved`, `sharing`, `offer`, `answer` and `placedOffer`. Version 1 only ever gains
    /// members: `stack` was added to it.
    public var json: String {
        var writer = JSONDumpWriter(maximumLevel: 8)
        writer.value(jsonValue)
        return writer.output
    }

    /// The JSON form as a value of the dump's writer.
    var jsonValue: JSONDumpValue {
        let last = steps.last
        let view: JSONDumpValue = .object([
            ("frame", last.map { Self.rect($0.frame) } ?? .null),
            ("kind", last.map { .string($0.kind.name) } ?? .null),
            ("path", .string(path)),
        ])
        return .object([
            ("chain", .array(steps.map(Self.value))),
            ("schema", .string(Self.schema)),
            ("view", view),
            ("window", .array([.coordinate(window.width), .coordinate(window.height)])),
        ])
    }

    private static func value(_ step: Step) -> JSONDumpValue {
        let members = stepMembers(step)
        guard let sharing = step.stackSharing else { return .object(members) }
        var withStack = members
        withStack.insert(("stack", sharing.jsonValue), at: withStack.firstIndex { $0.0 > "stack" } ?? withStack.count)
        return .object(withStack)
    }

    private static func stepMembers(_ step: Step) -> [(String, JSONDumpValue)] {
        let proposal: JSONDumpValue =
            step.proposal.map { proposal in
                .object([
                    ("height", proposal.height.map { .coordinate($0) } ?? .null),
                    ("width", proposal.width.map { .coordinate($0) } ?? .null),
                ])
            } ?? .null
        return [
            ("detail", .string(step.detail)),
            ("frame", rect(step.frame)),
            ("kind", .string(step.kind.name)),
            ("path", .string(step.path)),
            ("proposal", proposal),
            ("rule", .string(step.rule.rawValue)),
            ("size", .array([.coordinate(step.size.width), .coordinate(step.size.height)])),
            ("summary", .string(step.summary)),
        ]
    }

    private static func rect(_ rect: CGRect) -> JSONDumpValue {
        .array([.coordinate(rect.minX), .coordinate(rect.minY), .coordinate(rect.width), .coordinate(rect.height)])
    }
}
