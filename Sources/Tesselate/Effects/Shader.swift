import Foundation

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary` (iOS 17): a function is
/// reached by name (`ShaderLibrary.default.ripple`, or `ShaderLibrary.ripple` for the default
/// library) and called with its arguments to make a ``Shader``.
///
/// Linux has no Metal: Tesselate keeps the library, the function's name and its arguments so that
/// the effects that use a shader are laid out as on iOS and name the shader in the dump, but it
/// never compiles or runs one (see ``View/layerEffect(_:maxSampleOffset:isEnabled:)``).
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case bundle(String)
        case url(URL)
        case data(Data)
    }

    let source: Source

    /// The default library of the app's main bundle.
    public static let `default` = ShaderLibrary(source: .bundle("main"))

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle.bundleIdentifier ?? bundle.bundlePath))
    }

    /// The precompiled Metal library at `url` (never read on Linux).
    public init(url: URL) { source = .url(url) }

    /// The precompiled Metal library in `data` (never read on Linux).
    public init(data: Data) { source = .data(data) }

    init(source: Source) { self.source = source }

    /// The function called `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function called `name` in the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A reference to a function of a ``ShaderLibrary``, as SwiftUI's `ShaderFunction`: calling it
/// with arguments makes a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name in the library.
    public var name: String

    /// The function called `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader of this function with `args` bound to its first unbound parameters.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { Shader(function: self, arguments: args) }
}

/// A shader function with its argument values, as SwiftUI's `Shader`: what the shader effects
/// (`layerEffect`, `distortionEffect`, `colorEffect`) take.
public struct Shader: Hashable, Sendable {
    /// The function the shader runs.
    public var function: ShaderFunction
    /// The values bound to the function's parameters, in order.
    public var arguments: [Argument]
    /// Whether the shader's colour output is dithered (recorded; nothing is drawn by a shader).
    public var dithersColor = false

    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument value of a shader function, as SwiftUI's `Shader.Argument`.
    public struct Argument: Hashable, Sendable, CustomStringConvertible {
        enum Value: Hashable, Sendable {
            case floats([Double])
            case color(Color)
            case colorArray([Color])
            case floatArray([Float])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// The MSL `float` `x`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        /// The MSL `float2(x, y)`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }
        /// The MSL `float2(point.x, point.y)`.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// The MSL `float2(size.width, size.height)`.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// The MSL `float3(x, y, z)`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        /// The MSL `float4(x, y, z, w)`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        /// `color` as a premultiplied `half4`.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// `array` as a pointer to `half4` colours and a count.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }
        /// `array` as a pointer to `float`s and a count.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
        /// `image` as a `texture2d<half>`.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        /// `data` as a pointer to its bytes and a count.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of the view or shape the shader is attached to, as
        /// `float4(x, y, width, height)`.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        /// As the dump shows it: `float2(120, 80)`, `color(red)`, `boundingRect`.
        public var description: String {
            switch value {
            case .floats(let values):
                let name = values.count == 1 ? "float" : "float\(values.count)"
                return "\(name)(\(values.map { formatNumber(CGFloat($0)) }.joined(separator: ", ")))"
            case .color(let color): return "color(\(color))"
            case .colorArray(let colors): return "colorArray(\(colors.count) colors)"
            case .floatArray(let floats): return "floatArray(\(floats.count) floats)"
            case .image: return "image"
            case .data(let data): return "data(\(data.count) bytes)"
            case .boundingRect: return "boundingRect"
            }
        }
    }

    /// As the dump shows it: the function's name and its arguments, `ripple(float2(120, 80), float(0.5))`.
    var dumpText: String { "\(function.name)(\(arguments.map(\.description).joined(separator: ", ")))" }
}
