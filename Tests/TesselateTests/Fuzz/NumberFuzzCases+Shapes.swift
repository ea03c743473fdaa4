import Foundation
import Tesselate

extension NumberFuzzCases {
    /// Shapes, their insets, transforms and strokes, and their paths in fuzzed rects, each drawn
    /// (the SVG must stay valid and finite).
    static let shapes: [NumberCase] = [
        .view(
            "RoundedRectangle.init(cornerRadius:style:)", "RoundedRectangle.init(cornerSize:style:)",
            "UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
            "RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)", "Shape.rect(cornerRadius:style:)",
            "Shape.rect(cornerSize:style:)",
            "Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)"
        ) { v in
            VStack {
                RoundedRectangle(cornerRadius: v.f); RoundedRectangle(cornerSize: v.size)
                UnevenRoundedRectangle(topLeadingRadius: v.f, bottomLeadingRadius: v.g, bottomTrailingRadius: v.f, topTrailingRadius: 4)
                Rectangle().fill(.red).clipShape(.rect(cornerRadius: v.f)); Color.blue.clipShape(.rect(cornerSize: v.size))
                Color.green.clipShape(.rect(topLeadingRadius: v.f, bottomTrailingRadius: v.g))
                Path(
                    roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
                    cornerRadii: RectangleCornerRadii(topLeading: v.f, bottomLeading: v.g, bottomTrailing: 1, topTrailing: v.f))
            }
        },
        .view(
            "Rectangle.inset(by:)", "Circle.inset(by:)", "Capsule.inset(by:)", "Ellipse.inset(by:)", "RoundedRectangle.inset(by:)",
            "UnevenRoundedRectangle.inset(by:)", "OffsetShape.inset(by:)", "RotatedShape.inset(by:)", "_TrimmedShape.inset(by:)",
            "ContainerRelativeShape.inset(by:)"
        ) { v in
            VStack {
                Rectangle().inset(by: v.f); Circle().inset(by: v.f); Capsule().inset(by: v.f); Ellipse().inset(by: v.f)
                RoundedRectangle(cornerRadius: 5).inset(by: v.f); UnevenRoundedRectangle(topLeadingRadius: 3).inset(by: v.f)
                OffsetShape(shape: Circle(), offset: CGSize(width: 2, height: 2)).inset(by: v.f)
                RotatedShape(shape: Circle(), angle: .degrees(10)).inset(by: v.f)
                _TrimmedShape(shape: Circle(), startFraction: 0, endFraction: 0.5).inset(by: v.f)
                ContainerRelativeShape().inset(by: v.f)
                ContainerRelativeShape().inset(by: v.f).containerShape(.rect(cornerRadius: 4))
            }
        },
        .view(
            "Shape.offset(_: CGSize)", "Shape.offset(_: CGPoint)", "Shape.offset(x:y:)", "OffsetShape.init(shape:offset:)",
            "Shape.scale(_:anchor:)", "Shape.scale(x:y:anchor:)", "ScaledShape.init(shape:scale:anchor:)", "Shape.rotation(_:anchor:)",
            "RotatedShape.init(shape:angle:anchor:)"
        ) { v in
            VStack {
                Circle().offset(v.size); Circle().offset(v.point); Circle().offset(x: v.f, y: v.g);
                OffsetShape(shape: Rectangle(), offset: v.size)
                Circle().scale(v.f, anchor: v.unit); Circle().scale(x: v.f, y: v.g);
                ScaledShape(shape: Rectangle(), scale: v.size, anchor: v.unit)
                Capsule().rotation(v.angle, anchor: v.unit); RotatedShape(shape: Rectangle(), angle: v.angle, anchor: v.unit)
            }
        },
        .view("Shape.trim(from:to:)", "_TrimmedShape.init(shape:startFraction:endFraction:)", "Path.trimmedPath(from:to:)") { v in
            VStack {
                Circle().trim(from: v.f, to: 1).stroke(); Circle().trim(from: 0, to: v.g).fill(.red)
                _TrimmedShape(shape: Rectangle(), startFraction: v.f, endFraction: v.g).stroke()
                Path(CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: v.f, to: v.g).stroke()
            }
        },
        .view(
            "Shape.stroke(lineWidth:)", "Shape.stroke(_:lineWidth:antialiased:)", "ShapeView.stroke(_:lineWidth:antialiased:)",
            "InsettableShape.strokeBorder(lineWidth:antialiased:)", "InsettableShape.strokeBorder(_:lineWidth:antialiased:)",
            "ShapeView.strokeBorder(_:lineWidth:antialiased:)", "StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)"
        ) { v in
            VStack {
                Circle().stroke(lineWidth: v.f); Circle().stroke(Color.red, lineWidth: v.f);
                Circle().fill(.blue).stroke(Color.red, lineWidth: v.f)
                Circle().strokeBorder(lineWidth: v.f); Circle().strokeBorder(Color.red, lineWidth: v.f);
                Circle().fill(.blue).strokeBorder(Color.green, lineWidth: v.f)
                Rectangle().stroke(style: StrokeStyle(lineWidth: v.f, miterLimit: v.g, dash: [v.f, v.g], dashPhase: v.f))
            }
        },
        .view(
            "Rectangle.path(in:)", "Circle.path(in:)", "Capsule.path(in:)", "Ellipse.path(in:)", "RoundedRectangle.path(in:)",
            "UnevenRoundedRectangle.path(in:)", "Path.path(in:)", "OffsetShape.path(in:)", "ScaledShape.path(in:)",
            "RotatedShape.path(in:)", "_TrimmedShape.path(in:)", "_StrokedShape.path(in:)", "ContainerRelativeShape.path(in:)",
            "TransformedShape.path(in:)", "_SizedShape.path(in:)"
        ) { v in
            let shapes: [any Shape] = [
                Rectangle(), Circle(), Capsule(), Ellipse(), RoundedRectangle(cornerRadius: 4), UnevenRoundedRectangle(topLeadingRadius: 4),
                Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
                Circle().offset(x: 2), Circle().scale(2), Circle().rotation(.degrees(30)),
                _TrimmedShape(shape: Circle(), startFraction: 0, endFraction: 0.5),
                _StrokedShape(shape: Circle(), style: StrokeStyle(lineWidth: 2)), ContainerRelativeShape(),
                Circle().transform(CGAffineTransform(scaleX: 2, y: 1)), Circle().size(width: 4, height: 4),
            ]
            VStack { ForEach(0..<shapes.count, id: \.self) { shapes[$0].path(in: v.rect).fill(.red) } }
        },
        .view(
            "CGAffineTransform.init(a:b:c:d:tx:ty:)", "CGAffineTransform.init(rotationAngle:)", "CGAffineTransform.init(scaleX:y:)",
            "CGAffineTransform.init(translationX:y:)", "CGAffineTransform.rotated(by:)", "CGAffineTransform.scaledBy(x:y:)",
            "CGAffineTransform.translatedBy(x:y:)", "Shape.size(_:)", "Shape.size(width:height:)", "_SizedShape.init(shape:size:)"
        ) { v in
            let t = CGAffineTransform(a: v.f, b: 0, c: 0, d: v.g, tx: v.f, ty: 1).translatedBy(x: v.f, y: v.g).scaledBy(x: v.f, y: 2)
                .rotated(by: v.f)
            VStack {
                Circle().transform(t); Rectangle().transform(CGAffineTransform(rotationAngle: v.f).inverted())
                Color.red.transformEffect(
                    CGAffineTransform(scaleX: v.f, y: v.g).concatenating(CGAffineTransform(translationX: v.f, y: v.g)))
                Path(CGRect(x: 0, y: 0, width: 5, height: 5)).applying(t)
                Circle().size(width: v.f, height: v.g); Capsule().size(v.size); _SizedShape(shape: Ellipse(), size: v.size)
            }
        },
    ]

    /// Paths built from fuzzed points, rects, radii and angles, drawn.
    static let paths: [NumberCase] = [
        .view(
            "Path.move(to:)", "Path.addLine(to:)", "Path.addLines(_:)", "Path.addCurve(to:control1:control2:)",
            "Path.addQuadCurve(to:control:)", "Path.offsetBy(dx:dy:)", "Path.contains(_:eoFill:)"
        ) { v in
            let path = Path { path in
                path.move(to: v.point); path.addLine(to: CGPoint(x: 10, y: v.g)); path.addLines([v.point, .zero, CGPoint(x: v.f, y: 3)])
                path.addCurve(to: v.point, control1: CGPoint(x: v.g, y: 1), control2: .zero); path.addQuadCurve(to: .zero, control: v.point)
            }.offsetBy(dx: v.f, dy: v.g)
            VStack {
                path.stroke(); Text(path.contains(v.point) ? "inside" : "outside")
            }
        },
        .view(
            "Path.addRect(_:)", "Path.addRects(_:)", "Path.addEllipse(in:)", "Path.addRoundedRect(in:cornerSize:style:)",
            "Path.addRoundedRect(in:cornerRadii:style:)", "Path.init(_:)", "Path.init(ellipseIn:)",
            "Path.init(roundedRect:cornerRadius:style:)", "Path.init(roundedRect:cornerSize:style:)",
            "Path.init(roundedRect:cornerRadii:style:)"
        ) { v in
            VStack {
                Path { path in
                    path.addRect(v.rect); path.addRects([v.rect, .zero]); path.addEllipse(in: v.rect)
                    path.addRoundedRect(in: v.rect, cornerSize: v.size);
                    path.addRoundedRect(in: v.rect, cornerRadii: RectangleCornerRadii(topLeading: v.f))
                }
                Path(v.rect); Path(ellipseIn: v.rect); Path(roundedRect: v.rect, cornerRadius: v.f);
                Path(roundedRect: v.rect, cornerSize: v.size)
                Path(roundedRect: v.rect, cornerRadii: RectangleCornerRadii(topLeading: v.f, bottomTrailing: v.g))
            }
        },
        .view(
            "Path.addArc(center:radius:startAngle:endAngle:clockwise:)", "Path.addArc(tangent1End:tangent2End:radius:)",
            "Path.addRelativeArc(center:radius:startAngle:delta:)"
        ) { v in
            Path { path in
                path.addArc(center: v.point, radius: v.f, startAngle: v.angle, endAngle: .degrees(v.g), clockwise: true)
                path.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .zero, endAngle: v.angle, clockwise: false)
                path.move(to: .zero); path.addArc(tangent1End: v.point, tangent2End: CGPoint(x: 10, y: 0), radius: v.g)
                path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: v.f, startAngle: v.angle, delta: .radians(v.g))
            }.stroke()
        },
    ]
}
