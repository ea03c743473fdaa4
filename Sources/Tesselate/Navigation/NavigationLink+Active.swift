import Foundation

// SwiftUI's deprecated (iOS 13–16) links whose destination is pushed while a binding says so:
// `isActive:` (a Boolean) and `tag:selection:` (while the selection equals the tag). Tapping the
// link sets the binding (to true, to the tag); while it holds, the destination is on the
// enclosing stack; popping it (the back button, `dismiss`) sets it back (to false, to `nil`), and
// setting it back pops it — as `navigationDestination(isPresented:)` does, which replaces them.
// The link pushes only while it is resolved: one in a lazy list's row that is not realised pushes
// nothing, as in SwiftUI. In a leading column of a split view (an iPad's `NavigationView`), a tap
// shows the destination in the next column and sets the binding; the binding set in code shows
// nothing there (not modelled).

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true, as SwiftUI's deprecated
    /// `init(destination:isActive:label:)`: tapping it sets `isActive` to true; popping the page
    /// sets it to false.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .active(destination, isActive)
    }

    /// A link that pushes `destination` while `isActive` is true, as SwiftUI's deprecated
    /// `init(isActive:destination:label:)`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes `destination` while `selection` equals `tag`, as SwiftUI's deprecated
    /// `init(destination:tag:selection:label:)`: tapping it sets `selection` to `tag`; popping the
    /// page sets `selection` to `nil`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .active(destination, selection.isTag(tag))
    }

    /// A link that pushes `destination` while `selection` equals `tag`, as SwiftUI's deprecated
    /// `init(tag:selection:destination:label:)`.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// While `isActive` holds and the link is in a stack, pushes `destination` (once: the page's
    /// key is the link's identity) with `isActive` as what keeps it there.
    @MainActor func pushWhileActive(
        _ destination: Destination, _ isActive: Binding<Bool>, _ navigation: NavigationContext, in resolver: Resolver,
        _ context: ResolveContext
    ) {
        let key = context.identity
        guard isActive.wrappedValue, !navigation.showsInNextColumn, !navigation.isPushed(key) else { return }
        navigation.pushView(
            PushedPage(
                view: AnyView(destination), key: key, isPresented: { isActive.wrappedValue },
                onPop: { isActive.wrappedValue = false }))
        resolver.noteNonLocalWrite()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes `destination` while `isActive` is true
    /// (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `destination` while `isActive` is
    /// true (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled with a localized key that pushes `destination` while `isActive` is true
    /// (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `destination` while `isActive` is
    /// true (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link titled with a localized key that pushes `destination` while `selection` equals
    /// `tag` (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `destination` while `selection`
    /// equals `tag` (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// A link titled with a localized key that pushes `destination` while `selection` equals
    /// `tag` (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `destination` while `selection`
    /// equals `tag` (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

extension Binding {
    /// Whether an optional selection is `tag`: setting true selects `tag`, setting false clears
    /// the selection if it is still `tag`.
    func isTag<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
        Binding<Bool>(
            get: { self.wrappedValue == tag },
            set: { active in
                if active {
                    self.wrappedValue = tag
                } else if self.wrappedValue == tag {
                    self.wrappedValue = nil
                }
            })
    }
}
