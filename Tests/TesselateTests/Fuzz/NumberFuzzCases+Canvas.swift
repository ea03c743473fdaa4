import Foundation
@testable import Tesselate

extension NumberFuzzCases {
    /// A canvas's commands: a transform, a rectangle, a line width or a text's size that is NaN or
    /// infinite is reported with the canvas's path and not drawn; the output stays finite.
    static let canvas: [NumberCase] = [
        .view(
            "Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:)", "GraphicsContext.translateBy(x:y:)",
            "GraphicsContext.scaleBy(x:y:)", "GraphicsContext.rotate(by:)", "GraphicsContext.stroke(_:with:lineWidth:)",
            "Shading.color(_:red:green:blue:opacity:)", "Shading.color(_:white:opacity:)",
            "Shading.linearGradient(_:startPoint:endPoint:options:)", "Shading.radialGradient(_:center:startRadius:endRadius:options:)",
            "Shading.conicGradient(_:center:angle:options:)", "Filter.blur(radius:options:)",
            "Filter.shadow(color:radius:x:y:blendMode:options:)"
        ) { v in
            Canvas { context, size in
                var moved = context
                moved.translateBy(x: v.f, y: v.g)
                moved.scaleBy(x: v.f, y: v.g)
                moved.rotate(by: v.angle)
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.sRGB, red: v.d, green: 0, blue: 0, opacity: v.d))
                var filtered = context
                filtered.addFilter(.blur(radius: v.f))
                filtered.addFilter(.shadow(radius: v.f, x: v.g, y: v.f))
                filtered.stroke(Path(ellipseIn: CGRect(x: 5, y: 5, width: 20, height: 20)), with: .color(white: v.d), lineWidth: v.f)
                let area = Path(CGRect(x: 0, y: 30, width: 40, height: 40))
                context.fill(area, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: v.point, endPoint: .zero))
                context.fill(
                    area, with: .radialGradient(Gradient(colors: [.red, .blue]), center: v.point, startRadius: v.f, endRadius: v.g))
                context.fill(area, with: .conicGradient(Gradient(colors: [.red, .blue]), center: v.point, angle: v.angle))
            }
        },
        .view(
            "Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)",
            "GraphicsContext.draw(_: Text, at: CGPoint, anchor: UnitPoint)", "GraphicsContext.draw(_: Text, in: CGRect)",
            "GraphicsContext.draw(_: ResolvedText, at: CGPoint, anchor: UnitPoint)", "GraphicsContext.draw(_: ResolvedText, in: CGRect)",
            "ResolvedText.measure(in:)", "ResolvedText.firstBaseline(in:)", "ResolvedText.lastBaseline(in:)",
            "GraphicsContext.draw(_: Image, at: CGPoint, anchor: UnitPoint)",
            "GraphicsContext.draw(_: Image, in: CGRect, style: FillStyle)",
            "GraphicsContext.draw(_: ResolvedImage, at: CGPoint, anchor: UnitPoint)",
            "GraphicsContext.draw(_: ResolvedImage, in: CGRect, style: FillStyle)",
            "GraphicsContext.draw(_: ResolvedSymbol, at: CGPoint, anchor: UnitPoint)", "GraphicsContext.draw(_: ResolvedSymbol, in: CGRect)"
        ) { v in
            Canvas { context, size in
                let text = context.resolve(Text("measured"))
                let measured = text.measure(in: v.size)
                _ = text.firstBaseline(in: v.size) + text.lastBaseline(in: v.size)
                context.draw(text, at: v.point, anchor: v.unit)
                context.draw(text, in: CGRect(origin: v.point, size: measured))
                context.draw(Text("plain"), at: v.point, anchor: v.unit)
                context.draw(Text("plain"), in: v.rect)
                let star = context.resolve(Image(systemName: "star"))
                context.draw(star, at: v.point, anchor: v.unit)
                context.draw(star, in: v.rect)
                context.draw(Image(systemName: "star"), at: v.point)
                context.draw(Image(systemName: "star"), in: v.rect)
                if let dot = context.resolveSymbol(id: 1) {
                    context.draw(dot, at: v.point, anchor: v.unit)
                    context.draw(dot, in: v.rect)
                }
            } symbols: {
                Color.red.frame(width: 4, height: 4).tag(1)
            }
        },
        .view("ShadowStyle.drop(color:radius:x:y:)", "ShadowStyle.inner(color:radius:x:y:)") { v in
            VStack {
                Circle().fill(.white.shadow(.drop(radius: v.f, x: v.g, y: v.f)))
                RoundedRectangle(cornerRadius: 4).fill(.blue.shadow(.inner(radius: v.f, x: v.g, y: v.f)))
            }
        },
        .view("GlassEffectContainer.init(spacing:content:)", "DefaultGlassEffectShape.path(in:)") { v in
            GlassEffectContainer(spacing: v.f) {
                Text("glass").padding().glassEffect()
                DefaultGlassEffectShape().path(in: v.rect).fill(.red)
            }
        },
        .view(
            "Threshold.visible(_:)", "Threshold.inset(by:)", "Threshold.interpolated(towards:amount:)", "VisualEffect.opacity(_:)",
            "VisualEffect.offset(_:)", "VisualEffect.offset(x:y:)", "VisualEffect.scaleEffect(_: CGFloat, anchor: UnitPoint)",
            "VisualEffect.scaleEffect(_: CGSize, anchor: UnitPoint)", "VisualEffect.scaleEffect(x:y:anchor:)",
            "VisualEffect.rotationEffect(_:anchor:)", "VisualEffect.blur(radius:opaque:)", "VisualEffect.brightness(_:)",
            "VisualEffect.contrast(_:)", "VisualEffect.saturation(_:)", "VisualEffect.grayscale(_:)", "VisualEffect.hueRotation(_:)"
        ) { v in
            let threshold = ScrollTransitionConfiguration.Threshold.visible(v.d).inset(by: v.d).interpolated(
                towards: .centered, amount: v.d)
            ScrollView {
                VStack {
                    ForEach(0..<6, id: \.self) { index in
                        Text("Row \(index)").frame(height: 80)
                            .scrollTransition(.interactive.threshold(threshold)) { content, phase in
                                content.opacity(v.d).offset(v.size).offset(x: v.f, y: v.g).scaleEffect(v.f, anchor: v.unit)
                                    .scaleEffect(v.size).scaleEffect(x: v.f, y: v.g).rotationEffect(v.angle).blur(radius: v.f)
                                    .brightness(v.d).contrast(v.d).saturation(v.d).grayscale(v.d).hueRotation(v.angle)
                            }
                    }
                }
            }
        },
        .view("CGVector.init(dx: CGFloat, dy: CGFloat)", "CGVector.init(dx: Double, dy: Double)") { v in
            let drag = CGVector(dx: v.f, dy: v.g), moved = CGVector(dx: v.d, dy: v.d)
            Color.red.frame(width: 10, height: 10).offset(x: drag.dx, y: drag.dy).offset(x: moved.dx, y: moved.dy)
        },
        .view("CGVector.init(dx: Int, dy: Int)", kind: .int) { v in
            let drag = CGVector(dx: v.i, dy: v.i)
            Color.red.frame(width: 10, height: 10).offset(x: drag.dx, y: drag.dy)
        },
    ]
}
