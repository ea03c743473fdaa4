import Foundation
import Tesselate

extension NumberFuzzCases {
    /// Colour effects, 3-D rotation, angular and elliptical gradients, the gradient shape styles
    /// and the event modifiers of keyboard shortcuts: numbers that reach colour matrices,
    /// projections and gradient pictures. A non-finite amount, angle or axis is reported by the
    /// effects (SwiftUI logs nothing: only "no crash, finite output" is asked).
    static let effects: [NumberCase] = [
        .view(
            "Argument.float(_:)", "Argument.float2(_: CGPoint)", "Argument.float2(_: CGSize)", "Argument.float2(_:_:)",
            "Argument.float3(_:_:_:)", "Argument.float4(_:_:_:_:)", "Argument.floatArray(_:)",
            "View.distortionEffect(_:maxSampleOffset:isEnabled:)", "View.layerEffect(_:maxSampleOffset:isEnabled:)",
            "VisualEffect.distortionEffect(_:maxSampleOffset:isEnabled:)", "VisualEffect.layerEffect(_:maxSampleOffset:isEnabled:)"
        ) { v in
            let shader = ShaderLibrary.ripple(
                .float(v.d), .float2(CGPoint(x: v.f, y: v.g)), .float2(v.size), .float2(v.f, v.g), .float3(v.d, v.d, 1),
                .float4(v.f, 0, v.g, 1), .floatArray([Float(v.d)]))
            VStack {
                Text("rippled").layerEffect(shader, maxSampleOffset: v.size).distortionEffect(shader, maxSampleOffset: v.size)
                Color.blue.visualEffect { content, _ in
                    content.layerEffect(shader, maxSampleOffset: v.size).distortionEffect(shader, maxSampleOffset: v.size)
                }
            }
        },
        .view("SymbolEffectOptions.speed(_:)", showsValue: true) { v in
            Image(systemName: "wifi").symbolEffect(.pulse, options: .speed(v.d).repeating.speed(v.d))
        },
        .view("SensoryFeedback.impact(weight:intensity:)", "SensoryFeedback.impact(flexibility:intensity:)") { v in
            Text("felt").sensoryFeedback(.impact(weight: .heavy, intensity: v.d), trigger: v.d)
                .sensoryFeedback(.impact(flexibility: .soft, intensity: v.d), trigger: 0)
        },
        .view("SymbolEffectOptions.`repeat`(_:)", kind: .int, showsValue: true) { v in
            Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(v.i).repeat(nil), value: v.i)
        },
        .view("View.saturation(_:)", "View.brightness(_:)", "View.contrast(_:)", "View.grayscale(_:)", "View.hueRotation(_:)") { v in
            VStack {
                Color.orange.saturation(v.d).brightness(v.d)
                Text("filtered").contrast(v.d).grayscale(v.d)
                Circle().fill(Color.blue).hueRotation(.degrees(v.d)).hueRotation(.radians(v.d))
            }
        },
        .view("View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)") { v in
            VStack {
                Color.red.rotation3DEffect(.degrees(v.d), axis: (x: 0, y: 1, z: 0))
                Text("turned").rotation3DEffect(.degrees(30), axis: (x: v.f, y: v.g, z: 0), anchor: v.unit)
                Color.blue.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), anchorZ: v.f, perspective: v.g)
            }
        },
        .view(
            "AngularGradient.init(colors:center:angle:)", "AngularGradient.init(colors:center:startAngle:endAngle:)",
            "AngularGradient.init(gradient:center:angle:)", "AngularGradient.init(gradient:center:startAngle:endAngle:)",
            "AngularGradient.init(stops:center:angle:)", "AngularGradient.init(stops:center:startAngle:endAngle:)"
        ) { v in
            VStack {
                AngularGradient(colors: [.red, .blue], center: v.unit, angle: .degrees(v.d))
                AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(v.d), endAngle: .radians(v.d))
                AngularGradient(gradient: Gradient(colors: [.red, .green]), center: v.unit, angle: .radians(v.d))
                AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center, startAngle: .zero, endAngle: .degrees(v.d))
                AngularGradient(stops: [.init(color: .red, location: v.f)], center: .center, angle: .zero)
                AngularGradient(
                    stops: [.init(color: .red, location: 0), .init(color: .blue, location: v.g)], center: v.unit, startAngle: .degrees(v.d),
                    endAngle: .zero)
            }
        },
        .view(
            "EllipticalGradient.init(colors:center:startRadiusFraction:endRadiusFraction:)",
            "EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)",
            "EllipticalGradient.init(stops:center:startRadiusFraction:endRadiusFraction:)"
        ) { v in
            VStack {
                EllipticalGradient(colors: [.red, .blue], center: v.unit, startRadiusFraction: v.f, endRadiusFraction: v.g)
                EllipticalGradient(gradient: Gradient(colors: [.red, .green]), endRadiusFraction: v.f)
                EllipticalGradient(stops: [.init(color: .red, location: v.f), .init(color: .blue, location: 1)], startRadiusFraction: v.g)
            }
        },
        .view(
            "ShapeStyle.linearGradient(_: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)",
            "ShapeStyle.linearGradient(colors:startPoint:endPoint:)", "ShapeStyle.linearGradient(stops:startPoint:endPoint:)",
            "ShapeStyle.linearGradient(_: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)",
            "ShapeStyle.radialGradient(_: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)",
            "ShapeStyle.radialGradient(colors:center:startRadius:endRadius:)",
            "ShapeStyle.radialGradient(stops:center:startRadius:endRadius:)",
            "ShapeStyle.radialGradient(_: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)"
        ) { v in
            VStack {
                Rectangle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: v.unit, endPoint: .bottom))
                Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: v.unit))
                Rectangle().fill(.linearGradient(stops: [.init(color: .red, location: v.f)], startPoint: .top, endPoint: .bottom))
                Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: v.unit, endPoint: .trailing))
                Circle().fill(.radialGradient(Gradient(colors: [.red, .blue]), center: v.unit, startRadius: v.f, endRadius: v.g))
                Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: v.f))
                Circle().fill(.radialGradient(stops: [.init(color: .red, location: v.g)], center: .center, startRadius: v.f, endRadius: 9))
                Circle().fill(.radialGradient(Color.blue.gradient, center: v.unit, startRadius: v.g, endRadius: v.f))
            }
        },
        .view(
            "ShapeStyle.angularGradient(_: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)",
            "ShapeStyle.angularGradient(colors:center:startAngle:endAngle:)",
            "ShapeStyle.angularGradient(stops:center:startAngle:endAngle:)",
            "ShapeStyle.angularGradient(_: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)",
            "ShapeStyle.conicGradient(_: Gradient, center: UnitPoint, angle: Angle)", "ShapeStyle.conicGradient(colors:center:angle:)",
            "ShapeStyle.conicGradient(stops:center:angle:)", "ShapeStyle.conicGradient(_: AnyGradient, center: UnitPoint, angle: Angle)"
        ) { v in
            VStack {
                Circle().fill(
                    .angularGradient(Gradient(colors: [.red, .blue]), center: v.unit, startAngle: .degrees(v.d), endAngle: .zero))
                Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .radians(v.d)))
                Circle().fill(
                    .angularGradient(stops: [.init(color: .red, location: v.f)], center: v.unit, startAngle: .zero, endAngle: .zero))
                Circle().fill(.angularGradient(Color.red.gradient, center: v.unit, startAngle: .degrees(v.d), endAngle: .degrees(v.d)))
                Circle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: v.unit, angle: .degrees(v.d)))
                Circle().fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .radians(v.d)))
                Circle().fill(.conicGradient(stops: [.init(color: .red, location: v.g)], center: v.unit))
                Circle().fill(.conicGradient(Color.green.gradient, center: v.unit, angle: .degrees(v.d)))
            }
        },
        .view(
            "ShapeStyle.ellipticalGradient(_: Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)",
            "ShapeStyle.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)",
            "ShapeStyle.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)",
            "ShapeStyle.ellipticalGradient(_: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)"
        ) { v in
            VStack {
                Capsule().fill(.ellipticalGradient(Gradient(colors: [.red, .blue]), center: v.unit, startRadiusFraction: v.f))
                Capsule().fill(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: v.g))
                Capsule().fill(
                    .ellipticalGradient(stops: [.init(color: .red, location: v.f)], startRadiusFraction: v.g, endRadiusFraction: v.f))
                Capsule().fill(.ellipticalGradient(Color.red.gradient, center: v.unit, startRadiusFraction: v.f, endRadiusFraction: v.g))
            }
        },
        .view("EventModifiers.init(rawValue:)", kind: .int) { v in
            Button("Save") {}.keyboardShortcut("s", modifiers: EventModifiers(rawValue: v.i))
        },
    ]
}
