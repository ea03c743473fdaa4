import XCTest

@testable import Tesselate

/// Shader effects (`colorEffect`, `distortionEffect`, `layerEffect`, iOS 17): layout is the view's
/// own, as on iOS (an effect draws the laid-out view through the shader); Linux runs no Metal, so
/// the view is drawn without the shader and the dump names the shader with its arguments.
@MainActor
final class ShaderEffectsTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    func testAShaderIsCalledByNameWithItsArguments() async {
        let shader = ShaderLibrary.ripple(.float2(CGSize(width: 120, height: 80)), .float(0.5), .color(.red), .boundingRect)
        XCTAssertEqual(shader.function.name, "ripple")
        XCTAssertEqual(shader.function.library, .default, "a static member names a function of the default library")
        XCTAssertEqual(shader.arguments.map(\.description), ["float2(120, 80)", "float(0.5)", "color(red)", "boundingRect"])
        let other = ShaderLibrary(data: Data([1, 2])).wave(.float4(1, 2, 3, 4))
        XCTAssertNotEqual(other.function.library, .default)
        XCTAssertEqual(other.arguments.first?.description, "float4(1, 2, 3, 4)")
    }

    func testLayoutIsTheViewsOwnAndTheDumpNamesTheShader() async {
        let plain = ViewHost(Text("Ripple").padding(), size: size)
        let shaded = ViewHost(
            Text("Ripple").padding()
                .layerEffect(ShaderLibrary.ripple(.float(0.25)), maxSampleOffset: CGSize(width: 10, height: 4))
                .colorEffect(ShaderLibrary.tint(.float3(1, 0, 0)), isEnabled: false),
            size: size)
        XCTAssertEqual(shaded.frames(kind: .text), plain.frames(kind: .text))
        let dump = shaded.dump()
        XCTAssertTrue(dump.contains("layerEffect(shader: ripple(float(0.25)), maxSampleOffset: 10×4)"), dump)
        XCTAssertTrue(dump.contains("colorEffect(shader: tint(float3(1, 0, 0)), isEnabled: false)"), dump)
    }

    func testAVisualEffectChainCarriesAShader() async {
        let host = ViewHost(
            Color.blue.frame(width: 40, height: 40)
                .visualEffect { content, proxy in
                    content.distortionEffect(ShaderLibrary.wave(.float2(proxy.size)), maxSampleOffset: .zero)
                },
            size: size)
        XCTAssertTrue(host.dump().contains("distortionEffect(shader: wave(float2(40, 40)), maxSampleOffset: 0×0)"), host.dump())
    }
}
