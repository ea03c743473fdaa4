import Foundation

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// The modifiers' `content` closures are not `@Sendable` as SwiftUI's are: Tesselate's view
/// modifiers are isolated to the main actor, and a main-actor closure can call them (every closure
/// SwiftUI accepts is accepted).
///
/// **A host shows the end state.** Before its trigger first changes, the content shows
/// `initialValue`; each time the trigger changes, the keyframes play from the value shown and the
/// content shows where they end (the last keyframe of each track), as SwiftUI's does when they
/// finish. A repeating animator shows `initialValue` (chosen: it never ends), as SwiftUI's does
/// when `repeating` is false.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: TriggerValue?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// The value the keyframes ended at when the trigger last changed (`nil`: not yet).
    @State private var played: PlayedValue<Value>?

    /// Plays `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = TriggerValue(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` in a loop while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.content = content
        self.keyframes = keyframes
    }
}

// The view conformance in an extension, so the initialisers are nonisolated, as SwiftUI's: the
// nonisolated `keyframeAnimator` modifiers make the value.
extension KeyframeAnimator: View {
    public var body: some View {
        let shown = played?.value ?? initialValue
        if let trigger {
            content(shown).onChange(of: trigger) {
                played = PlayedValue(value: keyframes(shown)._endValue(from: shown))
            }
        } else {
            content(shown)
        }
    }
}

/// A value a keyframe animator ended at (a box, so that any value can be kept in `State`).
struct PlayedValue<Value> {
    let value: Value
}

/// A trigger of any `Equatable` type, compared as its own type.
struct TriggerValue: Equatable {
    let value: any Equatable
    init(_ value: any Equatable) { self.value = value }
    static func == (a: TriggerValue, b: TriggerValue) -> Bool { a.value.isEqual(to: b.value) }
}

extension View {
    /// Plays `keyframes` on effects applied to this view each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`. A host shows where the
    /// keyframes end (see ``KeyframeAnimator``).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let view = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` in a loop on effects applied to this view, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`. A host shows `initialValue`.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let view = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }
}
