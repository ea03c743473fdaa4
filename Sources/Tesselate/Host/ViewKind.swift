import Foundation

/// The kind of a view in a laid-out tree, as dumps name it: `Text`, `HStack`, `NavigationBar`,
/// `frame`, … A Tesselate type (SwiftUI has no such thing; a test queries by it).
///
/// Use the static members (`.kind(.navigationStack)` in a query) rather than strings: each
/// member is checked by `ViewKindTests` against a view that makes it, so a renamed kind fails
/// there instead of silently matching nothing. A string literal still converts
/// (`match.kind == "Text"`) as a convenience.
///
/// Most kinds are named after the SwiftUI view or modifier that makes them. A few name parts
/// that iOS draws around your views and that a test may want to find: ``navigationBar``,
/// ``bottomToolbar``, ``searchField``, ``listRow``, ``presentedLayer`` (a sheet, a cover, an
/// alert), ``switch`` (a toggle's switch), ``chevron`` (a disclosure or navigation chevron),
/// ``stepperSegments``, ``activityIndicator`` (an indeterminate progress view's spinner).
public struct ViewKind: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name dumps show.
    public let name: String

    /// The kind dumps name `name`.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

extension ViewKind {
    // Views, and the parts of views iOS draws.
    public static let text = ViewKind("Text")
    public static let image = ViewKind("Image")
    public static let button = ViewKind("Button")
    public static let toggle = ViewKind("Toggle")
    public static let stepper = ViewKind("Stepper")
    public static let picker = ViewKind("Picker")
    public static let slider = ViewKind("Slider")
    public static let menu = ViewKind("Menu")
    public static let disclosureGroup = ViewKind("DisclosureGroup")
    public static let contextMenu = ViewKind("ContextMenu")
    public static let datePicker = ViewKind("DatePicker")
    public static let colorPicker = ViewKind("ColorPicker")
    public static let textField = ViewKind("TextField")
    public static let secureField = ViewKind("SecureField")
    public static let textEditor = ViewKind("TextEditor")
    public static let navigationLink = ViewKind("NavigationLink")
    public static let link = ViewKind("Link")
    public static let shareLink = ViewKind("ShareLink")
    public static let progressView = ViewKind("ProgressView")
    public static let label = ViewKind("Label")
    public static let labeledContent = ViewKind("LabeledContent")
    public static let groupBox = ViewKind("GroupBox")
    public static let list = ViewKind("List")
    public static let form = ViewKind("Form")
    public static let section = ViewKind("Section")
    public static let listRow = ViewKind("ListRow")
    public static let scrollView = ViewKind("ScrollView")
    public static let navigationStack = ViewKind("NavigationStack")
    public static let navigationSplitView = ViewKind("NavigationSplitView")
    public static let navigationBar = ViewKind("NavigationBar")
    public static let bottomToolbar = ViewKind("BottomToolbar")
    public static let searchField = ViewKind("SearchField")
    public static let tabView = ViewKind("TabView")
    public static let presentedLayer = ViewKind("PresentedLayer")
    public static let hStack = ViewKind("HStack")
    public static let vStack = ViewKind("VStack")
    public static let zStack = ViewKind("ZStack")
    public static let lazyVStack = ViewKind("LazyVStack")
    public static let lazyHStack = ViewKind("LazyHStack")
    public static let lazyVGrid = ViewKind("LazyVGrid")
    public static let lazyHGrid = ViewKind("LazyHGrid")
    public static let grid = ViewKind("Grid")
    public static let gridRow = ViewKind("GridRow")
    public static let spacer = ViewKind("Spacer")
    public static let divider = ViewKind("Divider")
    public static let geometryReader = ViewKind("GeometryReader")
    public static let viewThatFits = ViewKind("ViewThatFits")
    public static let color = ViewKind("Color")
    public static let linearGradient = ViewKind("LinearGradient")
    public static let radialGradient = ViewKind("RadialGradient")
    public static let angularGradient = ViewKind("AngularGradient")
    public static let ellipticalGradient = ViewKind("EllipticalGradient")
    public static let rectangle = ViewKind("Rectangle")
    public static let roundedRectangle = ViewKind("RoundedRectangle")
    public static let circle = ViewKind("Circle")
    public static let capsule = ViewKind("Capsule")
    public static let ellipse = ViewKind("Ellipse")
    public static let `switch` = ViewKind("Switch")
    public static let chevron = ViewKind("Chevron")
    public static let stepperSegments = ViewKind("StepperSegments")
    public static let activityIndicator = ViewKind("ActivityIndicator")
    public static let emptyView = ViewKind("EmptyView")

    // Modifiers.
    public static let frame = ViewKind("frame")
    public static let padding = ViewKind("padding")
    public static let background = ViewKind("background")
    public static let overlay = ViewKind("overlay")
    public static let offset = ViewKind("offset")
    public static let position = ViewKind("position")
    public static let opacity = ViewKind("opacity")
    public static let clipShape = ViewKind("clipShape")
    public static let mask = ViewKind("mask")
    public static let shadow = ViewKind("shadow")
    public static let blur = ViewKind("blur")
    public static let fixedSize = ViewKind("fixedSize")
    public static let aspectRatio = ViewKind("aspectRatio")
    public static let contentShape = ViewKind("contentShape")
    public static let zIndex = ViewKind("zIndex")
    public static let task = ViewKind("task")
    public static let onAppear = ViewKind("onAppear")
    public static let onDisappear = ViewKind("onDisappear")
    public static let onChange = ViewKind("onChange")
    public static let onPreferenceChange = ViewKind("onPreferenceChange")
    public static let gesture = ViewKind("gesture")
    public static let keyboardShortcut = ViewKind("keyboardShortcut")
    public static let coordinateSpace = ViewKind("coordinateSpace")
    public static let saturation = ViewKind("saturation")
    public static let hueRotation = ViewKind("hueRotation")
    public static let rotation3DEffect = ViewKind("rotation3DEffect")
    public static let rotationEffect = ViewKind("rotationEffect")
    public static let scaleEffect = ViewKind("scaleEffect")

    /// Every kind above, in that order.
    public static let all: [ViewKind] = [
        text, image, button, toggle, stepper, picker, slider, menu, disclosureGroup, contextMenu, datePicker, colorPicker,
        textField, secureField, textEditor, navigationLink, link, shareLink, progressView, label, labeledContent, groupBox, list,
        form, section, listRow, scrollView, navigationStack, navigationSplitView, navigationBar, bottomToolbar, searchField,
        tabView, presentedLayer, hStack, vStack, zStack, lazyVStack, lazyHStack, lazyVGrid, lazyHGrid, grid, gridRow, spacer,
        divider, geometryReader, viewThatFits, color, linearGradient, radialGradient, angularGradient, ellipticalGradient,
        rectangle, roundedRectangle, circle, capsule, ellipse, `switch`, chevron, stepperSegments, activityIndicator, emptyView,
        frame, padding, background, overlay, offset, position, opacity,
        clipShape, mask, shadow, blur, fixedSize, aspectRatio, contentShape, zIndex, task, onAppear, onDisappear, onChange,
        onPreferenceChange, gesture, keyboardShortcut, coordinateSpace, saturation, hueRotation, rotation3DEffect,
        rotationEffect, scaleEffect,
    ]
}
