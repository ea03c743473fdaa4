import Foundation
import Tesselate

/// A view tree for the layout fuzzer: a plain value that builds the views it describes and
/// prints itself as the SwiftUI code a person would write, so a failure can be pasted into a test.
indirect enum FuzzTree: Equatable {
    case leaf(Leaf)
    case stack(Stack, spacing: CGFloat?, alignment: Int, [FuzzTree])
    case scroll(Axis.Set, FuzzTree)
    /// `GeometryReader { proxy in content.frame(width: proxy.size.width * fraction) }`.
    case geometry(fraction: CGFloat, FuzzTree)
    case viewThatFits([FuzzTree])
    case modified(FuzzTree, Modifier)

    enum Leaf: Equatable {
        case color, rectangle, circle, capsule, roundedRectangle, ellipse, gradient, divider, empty
        case button, toggle, textField, secureField, textEditor, stepper, picker
        case strokedCircle, symbol, resizableSymbol, label
        case text(String, lineLimit: Int?)
        case spacer(minLength: CGFloat?)
    }

    /// The stacks, `Group`, and a custom ``Layout`` that stacks its subviews at its top-leading
    /// corner (as a user's overlay layout would).
    enum Stack: Equatable { case h, v, z, lazyH, lazyV, group, custom, vGrid, hGrid, grid, list, form }

    enum Modifier: Equatable {
        case frame(width: CGFloat?, height: CGFloat?, alignment: Int)
        case flexibleFrame(
            minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
            minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Int)
        case padding(edges: Int, length: CGFloat?)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case offset(x: CGFloat, y: CGFloat)
        case scaleEffect(x: CGFloat, y: CGFloat)
        case rotationEffect(degrees: Double)
        case layoutPriority(Double)
        case background(FuzzTree)
        case overlay(FuzzTree)
        case opacity(Double)
        case clipped
        case blur(CGFloat)
        case mask(FuzzTree)
        case clipShape
        case hidden
        case ignoresSafeArea
        /// `.aspectRatio(ratio, contentMode: fill ? .fill : .fit)`.
        case aspectRatio(CGFloat?, fill: Bool)
        case position(x: CGFloat, y: CGFloat)
        case shadow(radius: CGFloat)
        case zIndex(Double)
        /// `.font(fonts[font])` and `.minimumScaleFactor(scale)`.
        case textStyle(font: Int, minimumScaleFactor: CGFloat)
        /// `alignmentGuide(.leading) { $0.width * fraction }` (or `.top` with the height).
        case alignmentGuide(vertical: Bool, fraction: CGFloat)
    }

    static let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top]
    static let horizontalAlignments: [HorizontalAlignment] = [.center, .leading, .trailing]
    static let verticalAlignments: [VerticalAlignment] = [.center, .top, .bottom, .firstTextBaseline, .lastTextBaseline]
    /// The tracks of the fuzzer's grids: one of each kind.
    static let gridItems = [GridItem(.fixed(40)), GridItem(), GridItem(.adaptive(minimum: 30))]
    static let fonts: [Font] = [.largeTitle, .body, .caption, .system(size: 40)]
    static let edgeSets: [Edge.Set] = [.all, .horizontal, .vertical, .top, .leading, .bottom, .trailing]

    // MARK: Building the views

    /// The views this tree describes.
    @MainActor var view: AnyView {
        switch self {
        case let .leaf(leaf): leaf.view
        case let .stack(kind, spacing, alignment, children): Self.stackView(kind, spacing, alignment, children)
        case let .scroll(axes, content): AnyView(ScrollView(axes) { content.view })
        case let .geometry(fraction, content):
            AnyView(GeometryReader { proxy in content.view.frame(width: proxy.size.width * fraction) })
        case let .viewThatFits(children): AnyView(ViewThatFits { ForEach(children.indices, id: \.self) { children[$0].view } })
        case let .modified(content, modifier): modifier.apply(to: content.view)
        }
    }

    @MainActor private static func stackView(_ kind: Stack, _ spacing: CGFloat?, _ alignment: Int, _ children: [FuzzTree]) -> AnyView {
        let content = ForEach(children.indices, id: \.self) { children[$0].view }
        let h = verticalAlignments[alignment % verticalAlignments.count]
        let v = horizontalAlignments[alignment % horizontalAlignments.count]
        return switch kind {
        case .h: AnyView(HStack(alignment: h, spacing: spacing) { content })
        case .v: AnyView(VStack(alignment: v, spacing: spacing) { content })
        case .z: AnyView(ZStack(alignment: alignments[alignment % alignments.count]) { content })
        case .lazyH: AnyView(LazyHStack(alignment: h, spacing: spacing) { content })
        case .lazyV: AnyView(LazyVStack(alignment: v, spacing: spacing) { content })
        case .group: AnyView(Group { content })
        case .custom: AnyView(TopLeadingLayout { content })
        case .vGrid: AnyView(LazyVGrid(columns: Self.gridItems, spacing: spacing) { content })
        case .hGrid: AnyView(LazyHGrid(rows: Self.gridItems, spacing: spacing) { content })
        case .list: AnyView(List { content })
        case .form: AnyView(Form { Section("Section") { content } })
        case .grid:
            // The first half of the children in a row, the rest rows of their own.
            AnyView(
                Grid(horizontalSpacing: spacing) {
                    GridRow { ForEach(children.indices.prefix(children.count / 2), id: \.self) { children[$0].view } }
                    ForEach(children.indices.dropFirst(children.count / 2), id: \.self) { children[$0].view }
                })
        }
    }

    // MARK: Printing as code

    /// The tree as SwiftUI code.
    var source: String { lines(indent: "").joined(separator: "\n") }

    private func lines(indent: String) -> [String] {
        let inner = indent + "    "
        func block(_ head: String, _ children: [FuzzTree]) -> [String] {
            [indent + head + " {"] + children.flatMap { $0.lines(indent: inner) } + [indent + "}"]
        }
        switch self {
        case let .leaf(leaf): return [indent + leaf.source]
        case let .stack(kind, spacing, alignment, children):
            var arguments: [String] = []
            switch kind {
            case .h, .lazyH: arguments.append("alignment: .\(Self.verticalAlignments[alignment % Self.verticalAlignments.count])")
            case .v, .lazyV: arguments.append("alignment: .\(Self.horizontalAlignments[alignment % Self.horizontalAlignments.count])")
            case .z: arguments.append("alignment: .\(Self.alignments[alignment % Self.alignments.count])")
            case .group, .custom: break
            case .grid, .list, .form: break
            case .vGrid: arguments.append("columns: [GridItem(.fixed(40)), GridItem(), GridItem(.adaptive(minimum: 30))]")
            case .hGrid: arguments.append("rows: [GridItem(.fixed(40)), GridItem(), GridItem(.adaptive(minimum: 30))]")
            }
            if let spacing { arguments.append("\(kind == .grid ? "horizontalSpacing" : "spacing"): \(number(spacing))") }
            let names: [Stack: String] = [
                .h: "HStack", .v: "VStack", .z: "ZStack", .lazyH: "LazyHStack", .lazyV: "LazyVStack",
                .group: "Group", .custom: "TopLeadingLayout", .vGrid: "LazyVGrid", .hGrid: "LazyHGrid",
                .grid: "Grid /* the first half in one GridRow */",
                .list: "List", .form: "Form /* in a Section(\"Section\") */",
            ]
            return block("\(names[kind]!)(\(arguments.joined(separator: ", ")))", children)
        case let .scroll(axes, content):
            return block(
                "ScrollView(\(axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[.horizontal, .vertical]"))",
                [content])
        case let .geometry(fraction, content):
            return [indent + "GeometryReader { proxy in"] + content.lines(indent: inner)
                + [inner + ".frame(width: proxy.size.width * \(number(fraction)))", indent + "}"]
        case let .viewThatFits(children): return block("ViewThatFits", children)
        case let .modified(content, modifier):
            return content.lines(indent: indent) + modifier.lines(indent: inner)
        }
    }
}

/// A number as code: `12`, `0.5`, `.nan`, `.infinity`, `-.infinity`.
func number(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    return formatNumber(value)
}

extension FuzzTree.Leaf {
    @MainActor var view: AnyView {
        switch self {
        case .color: AnyView(Color.blue)
        case .rectangle: AnyView(Rectangle())
        case .circle: AnyView(Circle())
        case .capsule: AnyView(Capsule())
        case .roundedRectangle: AnyView(RoundedRectangle(cornerRadius: 8))
        case .ellipse: AnyView(Ellipse())
        case .gradient: AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        case .button: AnyView(Button("Tap") {})
        case .toggle: AnyView(Toggle("On", isOn: .constant(true)))
        case .textField: AnyView(TextField("Name", text: .constant("")))
        case .secureField: AnyView(SecureField("Password", text: .constant("secret")))
        case .textEditor: AnyView(TextEditor(text: .constant("Some notes\non two lines")))
        case .stepper: AnyView(Stepper("Count", value: .constant(1), in: 0...5))
        case .picker:
            AnyView(
                Picker("Pick", selection: .constant(1)) {
                    Text("One").tag(1); Text("Two").tag(2)
                })
        case .strokedCircle: AnyView(Circle().stroke(Color.red, lineWidth: 4))
        case .symbol: AnyView(Image(systemName: "star.fill"))
        case .resizableSymbol: AnyView(Image(systemName: "star.fill").resizable())
        case .label: AnyView(Label("Inbox", systemImage: "tray"))
        case .divider: AnyView(Divider())
        case .empty: AnyView(EmptyView())
        case let .text(string, lineLimit): AnyView(Text(string).lineLimit(lineLimit))
        case let .spacer(minLength): AnyView(Spacer(minLength: minLength))
        }
    }

    var source: String {
        switch self {
        case .color: "Color.blue"
        case .rectangle: "Rectangle()"
        case .circle: "Circle()"
        case .capsule: "Capsule()"
        case .roundedRectangle: "RoundedRectangle(cornerRadius: 8)"
        case .ellipse: "Ellipse()"
        case .gradient: "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"
        case .button: "Button(\"Tap\") {}"
        case .toggle: "Toggle(\"On\", isOn: .constant(true))"
        case .textField: "TextField(\"Name\", text: .constant(\"\"))"
        case .secureField: "SecureField(\"Password\", text: .constant(\"secret\"))"
        case .textEditor: "TextEditor(text: .constant(\"Some notes\\non two lines\"))"
        case .stepper: "Stepper(\"Count\", value: .constant(1), in: 0...5)"
        case .picker: "Picker(\"Pick\", selection: .constant(1)) { Text(\"One\").tag(1); Text(\"Two\").tag(2) }"
        case .strokedCircle: "Circle().stroke(Color.red, lineWidth: 4)"
        case .symbol: "Image(systemName: \"star.fill\")"
        case .resizableSymbol: "Image(systemName: \"star.fill\").resizable()"
        case .label: "Label(\"Inbox\", systemImage: \"tray\")"
        case .divider: "Divider()"
        case .empty: "EmptyView()"
        case let .text(string, lineLimit): "Text(\"\(string)\")" + (lineLimit.map { ".lineLimit(\($0))" } ?? "")
        case let .spacer(minLength): "Spacer(" + (minLength.map { "minLength: \(number($0))" } ?? "") + ")"
        }
    }
}

extension FuzzTree.Modifier {
    @MainActor func apply(to view: AnyView) -> AnyView {
        switch self {
        case let .frame(width, height, alignment):
            AnyView(view.frame(width: width, height: height, alignment: FuzzTree.alignments[alignment % FuzzTree.alignments.count]))
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            AnyView(
                view.frame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: FuzzTree.alignments[alignment % FuzzTree.alignments.count]))
        case let .padding(edges, length): AnyView(view.padding(FuzzTree.edgeSets[edges % FuzzTree.edgeSets.count], length))
        case let .fixedSize(horizontal, vertical): AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .offset(x, y): AnyView(view.offset(x: x, y: y))
        case let .scaleEffect(x, y): AnyView(view.scaleEffect(x: x, y: y))
        case let .rotationEffect(degrees): AnyView(view.rotationEffect(.degrees(degrees)))
        case let .layoutPriority(priority): AnyView(view.layoutPriority(priority))
        case let .background(content): AnyView(view.background { content.view })
        case let .overlay(content): AnyView(view.overlay { content.view })
        case let .opacity(opacity): AnyView(view.opacity(opacity))
        case .clipped: AnyView(view.clipped())
        case let .blur(radius): AnyView(view.blur(radius: radius))
        case let .mask(content): AnyView(view.mask { content.view })
        case .clipShape: AnyView(view.clipShape(Circle()))
        case .hidden: AnyView(view.hidden())
        case .ignoresSafeArea: AnyView(view.ignoresSafeArea())
        case let .aspectRatio(ratio, fill): AnyView(view.aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case let .position(x, y): AnyView(view.position(x: x, y: y))
        case let .shadow(radius): AnyView(view.shadow(radius: radius))
        case let .zIndex(index): AnyView(view.zIndex(index))
        case let .textStyle(font, scale):
            AnyView(view.font(FuzzTree.fonts[font % FuzzTree.fonts.count]).minimumScaleFactor(scale))
        case let .alignmentGuide(vertical, fraction):
            vertical
                ? AnyView(view.alignmentGuide(.top) { $0.height * fraction })
                : AnyView(view.alignmentGuide(.leading) { $0.width * fraction })
        }
    }

    func lines(indent: String) -> [String] {
        func args(_ pairs: [(String, CGFloat?)]) -> String {
            pairs.compactMap { name, value in value.map { "\(name): \(number($0))" } }.joined(separator: ", ")
        }
        let alignmentNames = ["center", "topLeading", "bottomTrailing", "leading", "top"]
        let edgeNames = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
        switch self {
        case let .frame(width, height, alignment):
            return [indent + ".frame(\(args([("width", width), ("height", height)])), alignment: .\(alignmentNames[alignment % 5]))"]
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            let bounds = args([
                ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
            ])
            return [indent + ".frame(\(bounds), alignment: .\(alignmentNames[alignment % 5]))"]
        case let .padding(edges, length):
            return [indent + ".padding(.\(edgeNames[edges % 7])" + (length.map { ", \(number($0))" } ?? "") + ")"]
        case let .fixedSize(horizontal, vertical): return [indent + ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"]
        case let .offset(x, y): return [indent + ".offset(x: \(number(x)), y: \(number(y)))"]
        case let .scaleEffect(x, y): return [indent + ".scaleEffect(x: \(number(x)), y: \(number(y)))"]
        case let .rotationEffect(degrees): return [indent + ".rotationEffect(.degrees(\(number(degrees))))"]
        case let .layoutPriority(priority): return [indent + ".layoutPriority(\(number(priority)))"]
        case let .background(content):
            return [indent + ".background {"] + content.source.split(separator: "\n").map { indent + "    " + $0 } + [indent + "}"]
        case let .overlay(content):
            return [indent + ".overlay {"] + content.source.split(separator: "\n").map { indent + "    " + $0 } + [indent + "}"]
        case let .mask(content):
            return [indent + ".mask {"] + content.source.split(separator: "\n").map { indent + "    " + $0 } + [indent + "}"]
        case .clipShape: return [indent + ".clipShape(Circle())"]
        case .hidden: return [indent + ".hidden()"]
        case .ignoresSafeArea: return [indent + ".ignoresSafeArea()"]
        case let .aspectRatio(ratio, fill):
            return [indent + ".aspectRatio(\(ratio.map(number) ?? "nil"), contentMode: .\(fill ? "fill" : "fit"))"]
        case let .position(x, y): return [indent + ".position(x: \(number(x)), y: \(number(y)))"]
        case let .shadow(radius): return [indent + ".shadow(radius: \(number(radius)))"]
        case let .zIndex(index): return [indent + ".zIndex(\(number(index)))"]
        case let .textStyle(font, scale):
            return [
                indent + ".font(.\(["largeTitle", "body", "caption", "system(size: 40)"][font % 4]))",
                indent + ".minimumScaleFactor(\(number(scale)))",
            ]
        case let .opacity(opacity): return [indent + ".opacity(\(number(opacity)))"]
        case .clipped: return [indent + ".clipped()"]
        case let .blur(radius): return [indent + ".blur(radius: \(number(radius)))"]
        case let .alignmentGuide(vertical, fraction):
            return [
                indent
                    + (vertical
                        ? ".alignmentGuide(.top) { $0.height * \(number(fraction)) }"
                        : ".alignmentGuide(.leading) { $0.width * \(number(fraction)) }")
            ]
        }
    }
}

/// A custom layout as users write them: every subview is proposed the layout's proposal and
/// placed at its top-leading corner; the layout is as large as the largest.
struct TopLeadingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let answer = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
