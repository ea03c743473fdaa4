import Tesselate

// Seed 000_971275ce8649459e.txt, "calculator display": a one-line formula display like the iOS
// Calculator's. Text shorter than the width does not scroll or fade; longer text scrolls, and a
// side fades only while the content overflows on that side; every change scrolls to the end.
// The article's code with `import Tesselate`; `.keyboardType(.numberPad)` is iOS-only and is
// accepted and recorded, with no layout effect.

struct ScrollableText: View {
    var width: CGFloat
    @Binding var value: String
    @State private var scrollPlace = ScrollPlace.fit

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                Text(value.isEmpty ? " " : value)
                    .font(.title)
                    .fontWeight(.bold)
                    .fontDesign(.monospaced)
                    .lineLimit(1)
                    .frame(minWidth: width, alignment: .trailing)
                    .id("indicator")
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(
                                key: ScrollPlacePreferenceKey.self,
                                value: ScrollPlace(width: width, frame: proxy.frame(in: .named("scroll")))
                            )
                        }
                    }
            }
            .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
            .frame(width: width)
            .mask(scrollPlace.mask)
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollPlacePreferenceKey.self) { value in
                scrollPlace = value
            }
            .onChange(of: value) { _, newValue in
                proxy.scrollTo("indicator", anchor: .trailing)
            }
        }
    }
}

struct ScrollPlacePreferenceKey: PreferenceKey {
    typealias Value = ScrollPlace
    static let defaultValue: Value = .fit

    static func reduce(value _: inout Value, nextValue: () -> Value) {
        _ = nextValue()
    }
}

enum ScrollPlace: Equatable {
    case fit
    case start
    case between
    case end

    init(width: CGFloat, frame: CGRect) {
        self =
            if width == frame.width {
                .fit
            } else if frame.minX.rounded() > -5 {
                .start
            } else if frame.maxX.rounded() < width + 5 {
                .end
            } else {
                .between
            }
    }
}

extension ScrollPlace {
    var stops: [Gradient.Stop] {
        switch self {
        case .fit:
            []
        case .start:
            [
                .init(color: .black, location: 0.0),
                .init(color: .black, location: 0.8),
                .init(color: .clear, location: 1.0),
            ]
        case .between:
            [
                .init(color: .clear, location: 0.0),
                .init(color: .black, location: 0.2),
                .init(color: .black, location: 0.8),
                .init(color: .clear, location: 1.0),
            ]
        case .end:
            [
                .init(color: .clear, location: 0.0),
                .init(color: .black, location: 0.2),
                .init(color: .black, location: 1.0),
            ]
        }
    }

    @ViewBuilder
    var mask: some View {
        switch self {
        case .fit:
            Color.black
        case .start, .between, .end:
            LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)
        }
    }
}

/// The article's demo: the display above a text field that edits the formula.
struct CalculatorDisplay: View {
    @State var value: String = "0"

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            ScrollableText(width: 200, value: $value)
            TextField("", text: $value)
                .multilineTextAlignment(.trailing)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
                .frame(width: 200)
        }
        .padding(8)
    }
}
