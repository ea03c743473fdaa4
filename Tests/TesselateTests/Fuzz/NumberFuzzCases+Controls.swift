import Foundation
import Tesselate

extension NumberFuzzCases {
    /// Controls with numeric values and ranges, gestures with numeric thresholds, timers,
    /// presentation detents and collection editing.
    static let controls: [NumberCase] = [
        .view(
            "Slider.init(value:in:onEditingChanged:)", "Slider.init(value:in:label:onEditingChanged:)",
            "Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
        ) { v in
            VStack {
                Slider(value: .constant(v.d), in: v.range)
                Slider(value: .constant(v.d), in: 0...1) { Text("labelled") }
                Slider(value: .constant(0.5), in: v.range) {
                    Text("bounded")
                } minimumValueLabel: {
                    Text("lo")
                } maximumValueLabel: {
                    Text("hi")
                }
            }
        },
        .view(
            "Slider.init(value:in:step:onEditingChanged:)", "Slider.init(value:in:step:label:onEditingChanged:)",
            "Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
        ) { v in
            VStack {
                Slider(value: .constant(0.5), in: 0...1, step: v.d)
                Slider(value: .constant(v.d), in: v.range, step: 0.1) { Text("stepped") }
                Slider(value: .constant(0.5), in: 0...1, step: v.d) {
                    Text("s")
                } minimumValueLabel: {
                    Text("lo")
                } maximumValueLabel: {
                    Text("hi")
                }
            }
        },
        .view("Stepper.init(_:value:in:step:onEditingChanged:)", "Stepper.init(value:in:step:label:onEditingChanged:)") { v in
            VStack {
                Stepper("stepper", value: .constant(v.d), in: v.range, step: v.d);
                Stepper(value: .constant(0.0), in: v.range) { Text("labelled") }
            }
        },
        .view(
            "Slider.init(value:in:onEditingChanged:label:)", "Slider.init(value:in:step:onEditingChanged:label:)",
            "Slider.init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)",
            "Slider.init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)",
            "Stepper.init(value:in:step:onEditingChanged:label:)"
        ) { v in
            VStack {
                Slider(value: .constant(v.d), in: v.range, onEditingChanged: { _ in }) { Text("iOS 13") }
                Slider(value: .constant(0.5), in: v.range, step: v.d, onEditingChanged: { _ in }) { Text("iOS 13 stepped") }
                Slider(
                    value: .constant(v.d), in: v.range, onEditingChanged: { _ in }, minimumValueLabel: Text("lo"),
                    maximumValueLabel: Text("hi")
                ) {
                    Text("iOS 13 labels")
                }
                Slider(
                    value: .constant(0.5), in: 0...1, step: v.d, onEditingChanged: { _ in }, minimumValueLabel: Text("lo"),
                    maximumValueLabel: Text("hi")
                ) { Text("iOS 13 stepped labels") }
                Stepper(value: .constant(v.d), in: v.range, step: v.d, onEditingChanged: { _ in }) { Text("iOS 13 stepper") }
            }
        },
        .view("Stepper with integer bounds", kind: .int) { v in
            Stepper("count", value: .constant(v.i), in: v.intRange, step: v.i == 0 ? 1 : v.i)
        },
        .view(
            "ProgressView.init(value:total:)", "ProgressView.init(value:total:label:)",
            "ProgressView.init(value:total:label:currentValueLabel:)", "ProgressView.init(_: LocalizedStringKey, value: V?, total: V)",
            "ProgressView.init(_: S, value: V?, total: V)"
        ) { v in
            VStack {
                ProgressView(value: v.d, total: 1); ProgressView(value: 0.5, total: v.d)
                ProgressView(value: v.d) { Text("labelled") }
                ProgressView(value: v.d, total: v.d) {
                    Text("current")
                } currentValueLabel: {
                    Text("now")
                }
                ProgressView("key", value: v.d); ProgressView(String("string"), value: v.d, total: v.d)
            }
        },
        .view(
            "Gauge.init(value:in:label:)", "Gauge.init(value:in:label:currentValueLabel:)",
            "Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)"
        ) { v in
            VStack {
                Gauge(value: v.d, in: v.range) { Text("gauge") }
                Gauge(value: v.d) {
                    Text("g")
                } currentValueLabel: {
                    Text("c")
                }
                Gauge(value: 0.5, in: v.range) {
                    Text("g")
                } currentValueLabel: {
                    Text("c")
                } minimumValueLabel: {
                    Text("lo")
                } maximumValueLabel: {
                    Text("hi")
                }
            }
        },
        .view(
            "DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components)",
            "DatePicker.init(_: S, selection: Binding<Date>, displayedComponents: Components)",
            "DatePicker.init(selection:displayedComponents:label:)",
            "DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents: Components)",
            "DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: PartialRangeFrom<Date>, displayedComponents: Components)",
            "DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: PartialRangeThrough<Date>, displayedComponents: Components)",
            "DatePicker.init(_: S, selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents: Components)",
            "DatePicker.init(_: S, selection: Binding<Date>, in: PartialRangeFrom<Date>, displayedComponents: Components)",
            "DatePicker.init(_: S, selection: Binding<Date>, in: PartialRangeThrough<Date>, displayedComponents: Components)",
            "DatePicker.init(selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents: Components, label: () -> Label)",
            "DatePicker.init(selection: Binding<Date>, in: PartialRangeFrom<Date>, displayedComponents: Components, label: () -> Label)",
            "DatePicker.init(selection: Binding<Date>, in: PartialRangeThrough<Date>, displayedComponents: Components, label: () -> Label)",
            showsValue: true
        ) { v in
            VStack {
                DatePicker("date", selection: .constant(v.date)); DatePicker(String("s date"), selection: .constant(v.date));
                DatePicker(selection: .constant(v.date)) { Text("label") }
                DatePicker("closed", selection: .constant(v.date), in: v.dateRange);
                DatePicker("from", selection: .constant(.distantPast), in: v.boundDate...)
                DatePicker("through", selection: .constant(.distantFuture), in: ...v.boundDate)
                DatePicker(String("s closed"), selection: .constant(v.date), in: v.dateRange);
                DatePicker(String("s from"), selection: .constant(v.date), in: v.boundDate...)
                DatePicker(String("s through"), selection: .constant(v.date), in: ...v.boundDate)
                DatePicker(selection: .constant(v.date), in: v.dateRange) { Text("l closed") }
                DatePicker(selection: .constant(v.date), in: v.boundDate...) { Text("l from") };
                DatePicker(selection: .constant(v.date), in: ...v.boundDate) { Text("l through") }
            }
        },
        .view(
            "DragGesture.init(minimumDistance: CGFloat, coordinateSpace: some CoordinateSpaceProtocol)",
            "DragGesture.init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)",
            "LongPressGesture.init(minimumDuration:maximumDistance:)", "MagnifyGesture.init(minimumScaleDelta:)",
            "MagnificationGesture.init(minimumScaleDelta:)", "RotateGesture.init(minimumAngleDelta:)",
            "RotationGesture.init(minimumAngleDelta:)",
            "View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
        ) { v in
            VStack {
                Color.red.gesture(DragGesture(minimumDistance: v.f, coordinateSpace: .global)).gesture(
                    DragGesture(minimumDistance: v.f, coordinateSpace: CoordinateSpace.local))
                Color.blue.gesture(LongPressGesture(minimumDuration: v.d, maximumDistance: v.f)).onLongPressGesture(
                    minimumDuration: v.d, maximumDistance: v.f
                ) {}
                Color.green.gesture(MagnifyGesture(minimumScaleDelta: v.f)).gesture(MagnificationGesture(minimumScaleDelta: v.f))
                Color.gray.gesture(RotateGesture(minimumAngleDelta: v.angle)).gesture(RotationGesture(minimumAngleDelta: v.angle))
            }
        },
        .view(
            "TapGesture.init(count:)", "SpatialTapGesture.init(count:coordinateSpace:)", "View.onTapGesture(count:perform:)",
            "View.onTapGesture(count:coordinateSpace:perform:)", kind: .int
        ) { v in
            VStack {
                Color.red.gesture(TapGesture(count: v.i)).gesture(SpatialTapGesture(count: v.i))
                Color.blue.onTapGesture(count: v.i) {}.onTapGesture(count: v.i, coordinateSpace: .local) { _ in }
            }
        },
        .view(
            "ButtonBorderShape.roundedRectangle(radius:)", "PresentationDetent.fraction(_:)", "PresentationDetent.height(_:)",
            "View.presentationCornerRadius(_:)"
        ) { v in
            Button("bordered") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: v.f))
                .sheet(isPresented: .constant(true)) {
                    Text("sheet").presentationDetents([.fraction(v.f), .height(v.g)]).presentationCornerRadius(v.g)
                }
        },
        // Combine's `Timer.publish` (no longer Tesselate's API, so named descriptively) in a view.
        .view("Combine Timer.publish every and tolerance, in onReceive") { v in
            Text("ticking").onReceive(Timer.publish(every: v.d, tolerance: v.d, on: .main, in: .common).autoconnect()) { _ in }
        },
        .view(
            "DynamicViewContent.onMove(perform:)", "MutableCollection.move(fromOffsets:toOffset:)", "NavigationPath.removeLast(_:)",
            kind: .int
        ) { v in
            let moved: [Int] = {
                var items = [1, 2, 3]
                items.move(fromOffsets: IndexSet([0]), toOffset: v.i)
                var path = NavigationPath([1, 2])
                path.removeLast(v.i)
                return items
            }()
            List { ForEach(moved, id: \.self) { Text("item \($0)") }.onMove { _, _ in } }
        },
    ]
}
