import Foundation
import Tesselate

extension NumberFuzzCases {
    /// Effects, colours and gradients: numbers that reach the drawing (SVG attributes) more than
    /// the layout. SwiftUI logs nothing for most of them; the output must stay finite.
    static let drawing: [NumberCase] = [
        .view("View.opacity(_:)", warns: warnsForFirstNaN, names: "Text") { v in
            VStack {
                Text("faded").opacity(v.d); Text("below")
            }
        },
        .view("Color.opacity(_:)") { v in
            VStack {
                Color.red.opacity(v.d); Color.blue.opacity(v.d).frame(height: 5)
            }
        },
        .view("ShapeStyle.opacity(_:)") { v in
            VStack {
                Rectangle().fill(.quaternary.opacity(v.d)); Rectangle().fill(.tint.opacity(v.d)).frame(height: 5)
            }
        },
        .view("View.blur(radius:opaque:)", "View.shadow(color:radius:x:y:)", "View.cornerRadius(_:antialiased:)", "View.border(_:width:)") {
            v in
            VStack {
                Color.red.blur(radius: v.f)
                Color.blue.shadow(radius: v.f, x: v.g, y: v.f)
                Color.green.cornerRadius(v.f)
                Text("bordered").border(Color.black, width: v.g)
            }
        },
        .view(
            "View.scaleEffect(_: CGFloat, anchor: UnitPoint)", "View.scaleEffect(_: CGSize, anchor: UnitPoint)",
            "View.scaleEffect(x:y:anchor:)"
        ) { v in
            VStack {
                Color.red.scaleEffect(v.f, anchor: v.unit)
                Color.blue.scaleEffect(v.size)
                Text("scaled").scaleEffect(x: v.f, y: v.g, anchor: .topLeading)
            }
        },
        .view("View.rotationEffect(_:anchor:)", "Angle.degrees(_:)", "Angle.radians(_:)", "Angle.init(degrees:)", "Angle.init(radians:)") {
            v in
            VStack {
                Color.red.rotationEffect(.degrees(v.d), anchor: v.unit)
                Color.blue.rotationEffect(.radians(v.d))
                Text("turned").rotationEffect(Angle(degrees: v.d)).rotationEffect(Angle(radians: v.d))
            }
        },
        .view(
            "Angle.+(lhs:rhs:)", "Angle.-(lhs:rhs:)", "Angle.+=(lhs:rhs:)", "Angle.-=(lhs:rhs:)", "Angle.*(lhs:rhs:)", "Angle.*=(lhs:rhs:)",
            "Angle./(lhs:rhs:)", "Angle./=(lhs:rhs:)"
        ) { v in
            // Angles from the value, combined so the result stays finite when the value is.
            var scaled = v.angle
            scaled += .degrees(1)
            scaled -= .degrees(1)
            scaled *= 0.5
            scaled /= 2
            return VStack {
                Color.red.rotationEffect(v.angle + .degrees(1) - .degrees(1))
                Color.blue.rotationEffect(-v.angle * 0.5 / 2)
                Text("turned").rotationEffect(scaled)
            }
        },
        .view("Color.init(_:red:green:blue:opacity:)", "Color.init(_:white:opacity:)", "Color.init(hue:saturation:brightness:opacity:)") {
            v in
            VStack {
                Color(red: v.d, green: v.d, blue: 0.5, opacity: v.d)
                Color(white: v.d, opacity: 1)
                Color(hue: v.d, saturation: v.d, brightness: v.d)
                Text("tinted").foregroundStyle(Color(.displayP3, red: v.d, green: 0, blue: v.d))
            }
        },
        .view(
            "LinearGradient.init(colors:startPoint:endPoint:)", "LinearGradient.init(gradient:startPoint:endPoint:)",
            "LinearGradient.init(stops:startPoint:endPoint:)", "Stop.init(color:location:)", "UnitPoint.init(x:y:)"
        ) { v in
            VStack {
                LinearGradient(colors: [.red, .blue], startPoint: v.unit, endPoint: UnitPoint(x: v.g, y: 1))
                LinearGradient(gradient: Gradient(colors: [.red, .green]), startPoint: .top, endPoint: v.unit)
                LinearGradient(
                    stops: [Gradient.Stop(color: .red, location: v.f), .init(color: .blue, location: v.g)], startPoint: .leading,
                    endPoint: .trailing)
            }
        },
        .view(
            "RadialGradient.init(colors:center:startRadius:endRadius:)", "RadialGradient.init(gradient:center:startRadius:endRadius:)",
            "RadialGradient.init(stops:center:startRadius:endRadius:)"
        ) { v in
            VStack {
                RadialGradient(colors: [.red, .blue], center: v.unit, startRadius: v.f, endRadius: v.g)
                RadialGradient(gradient: Gradient(colors: [.red, .green]), center: .center, startRadius: 0, endRadius: v.f)
                RadialGradient(stops: [.init(color: .red, location: v.f)], center: .center, startRadius: v.g, endRadius: 10)
            }
        },
        .view("View.accessibilitySortPriority(_:)") { v in
            VStack {
                Text("first"); Text("sorted").accessibilitySortPriority(v.d)
            }
        },
        .view("View.matchedGeometryEffect(id:in:properties:anchor:isSource:)") { v in
            MatchedProbe(anchor: v.unit)
        },
        .view("Image.resizable(capInsets:resizingMode:)", "ImageAssets.register(_:size:)") { v in
            ImageProbe(size: v.size, insets: v.insets)
        },
        .view("AccessibilityTraits.init(rawValue:)", "ContentShapeKinds.init(rawValue:)", "RedactionReasons.init(rawValue:)", kind: .int) {
            v in
            Text("traits").accessibilityAddTraits(AccessibilityTraits(rawValue: v.i)).contentShape(
                ContentShapeKinds(rawValue: v.i), Rectangle()
            )
            .redacted(reason: RedactionReasons(rawValue: v.i))
        },
    ]
}

/// A view with a matched geometry effect anchored at a fuzzed unit point.
struct MatchedProbe: View {
    var anchor: UnitPoint
    @Namespace private var space
    var body: some View {
        HStack {
            Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "m", in: space, anchor: anchor); Text("matched")
        }
    }
}

/// An image registered at a fuzzed size, shown resizable with fuzzed cap insets.
struct ImageProbe: View {
    var size: CGSize
    var insets: EdgeInsets
    var body: some View {
        ImageAssets.register("number-fuzz", size: size)
        return VStack {
            Image("number-fuzz"); Image("number-fuzz").resizable(capInsets: insets)
        }
    }
}
