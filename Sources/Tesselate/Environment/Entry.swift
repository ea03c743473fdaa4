/// Declares an environment value with its default, or a focused value, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// ```
///
/// The macro makes the key type (`__Key_accent`, an ``EnvironmentKey`` whose `defaultValue` is
/// the initial value, computed each time it is read) and the property's getter and setter through
/// it. Tesselate's compiler plugin reads the declaration as text, so the type must be written
/// (`@Entry var accent = Color.orange` is refused with a message); an optional without a value
/// defaults to `nil`. In an extension of ``FocusedValues`` it declares a focused value, which is
/// optional and has no default (`@Entry var selectedNote: Note?`): the key is a
/// ``FocusedValueKey``. SwiftUI also allows `@Entry` in `Transaction` and `ContainerValues`;
/// Tesselate does not.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TesselateMacros", type: "EntryMacro")
