import XCTest
import Tesselate
import TesselateTesting

// Gallery: controls written as plain SwiftUI (only the import differs). Each view is pinned by a
// test that names the rule behind each number.

// MARK: A download row with a ProgressView and a custom ButtonStyle

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct DownloadRow: View {
    @State private var progress = 0.4
    @State private var isPaused = false

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Episode 12.mp4").font(.headline)
                ProgressView(value: progress) {
                    EmptyView()
                } currentValueLabel: {
                    Text("\(Int(progress * 100))% · \(isPaused ? "Paused" : "Downloading")")
                }
            }
            Button(isPaused ? "Resume" : "Pause") { isPaused.toggle() }
                .buttonStyle(PillButtonStyle())
            Button("Cancel", role: .destructive) { progress = 0 }
                .buttonStyle(PillButtonStyle())
        }
        .padding()
    }
}

// MARK: A settings section with a Slider and a Toggle with a style

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct PlaybackSettings: View {
    @State private var volume = 30.0
    @State private var isEditingVolume = false
    @State private var autoplay = true
    @State private var subtitles = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Playback").font(.title2.bold())
            Slider(value: $volume, in: 0...100, step: 10) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            } onEditingChanged: { editing in
                isEditingVolume = editing
            }
            Text("Volume \(Int(volume))").foregroundStyle(isEditingVolume ? .red : .secondary)
            Toggle("Autoplay", isOn: $autoplay)
            Toggle("Subtitles", isOn: $subtitles).toggleStyle(CheckboxToggleStyle())
        }
        .padding()
    }
}

// MARK: An empty state with a ContentUnavailableView and a Menu

struct EmptyInbox: View {
    @State private var filter = "All"

    var body: some View {
        VStack {
            HStack {
                Text(filter).font(.headline)
                Spacer()
                Menu {
                    Button("All") { filter = "All" }
                    Button("Unread") { filter = "Unread" }
                    Button("Flagged") { filter = "Flagged" }
                } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
            .padding()
            ContentUnavailableView {
                Label("No Messages", systemImage: "tray")
            } description: {
                Text("Messages in \(filter) appear here.")
            } actions: {
                Button("Refresh") {}.buttonStyle(.borderedProminent)
            }
        }
    }
}

final class GalleryControlsTests: XCTestCase {
    @MainActor func testDownloadRow() async {
        let host = ViewHost(DownloadRow(), size: CGSize(width: 393, height: 120), displayScale: 1)
        // The custom style pads the label 14 × 6 on a capsule; the tap is the button's.
        let pause = host.find(.label("Pause"))!
        let text = host.find(.text("Pause"))!.frame()
        XCTAssertEqual(pause.frame().width, text.width + 28)
        XCTAssertEqual(pause.frame().height, text.height + 12)
        XCTAssertEqual(host.findAll(.kind(.capsule)).count, 4, "two bar capsules, two button capsules")
        pause.tap()
        XCTAssertNotNil(host.find(.text("40% · Paused")))
        XCTAssertNotNil(host.find(.label("Resume")))
        // The bar takes what the buttons leave: 393 − 2 × 16 padding − the buttons and 2 × 12 spacing.
        let buttons = host.findAll(.kind(.button)).map { $0.frame().width }.reduce(0, +)
        XCTAssertEqual(host.find(.kind(.progressView))!.frame().width, 393 - 32 - 24 - buttons)
        host.find(.label("Cancel"))?.tap()
        XCTAssertTrue(host.find(.kind(.progressView))!.attributes.contains("value: 0.0"))
    }

    @MainActor func testPlaybackSettings() async {
        let host = ViewHost(PlaybackSettings(), size: CGSize(width: 393, height: 400), displayScale: 1)
        // The slider spans the padded width, 31 points tall, with its speaker images at its ends.
        let slider = host.find(.kind(.slider))!
        XCTAssertEqual(slider.frame().width, 393 - 32)
        XCTAssertEqual(slider.frame().height, 31)
        XCTAssertTrue(host.findAll(.text("Volume")).isEmpty, "the slider's label is not shown")
        slider.slide(to: 74.0)
        XCTAssertNotNil(host.find(.text("Volume 70")), "snapped to the step of 10")
        // The switch toggle spans the width; the checkbox one is its button.
        XCTAssertEqual(host.find(.label("Autoplay"))?.frame().width, 393 - 32)
        host.find(.text("Subtitles"))?.tap()
        XCTAssertNotNil(host.find(.where("a checked box") { $0.attributes.contains("systemName: \"checkmark.square.fill\"") }))
        XCTAssertEqual(host.find(.label("Subtitles"))?.kind, .toggle, "the toggle is one element, named by its label")
        host.find(.text("Autoplay"))?.toggle()
        XCTAssertTrue(host.find(.label("Autoplay"))!.attributes.contains("isOn: false"))
    }

    @MainActor func testEmptyInbox() async {
        let host = ViewHost(EmptyInbox(), size: CGSize(width: 393, height: 600), displayScale: 1)
        let title = host.find(.text("No Messages"))!.frame()
        XCTAssertEqual(title.midX, 393 / 2, accuracy: 0.5, "the empty state is centred")
        XCTAssertNotNil(host.find(.label("Refresh")))
        host.find(.text("Filter"))?.open()
        XCTAssertNotNil(host.find(.text("Flagged")), "the open menu shows its items")
        host.find(.text("Unread"))?.tap()
        XCTAssertNotNil(host.find(.text("Messages in Unread appear here.")))
        XCTAssertTrue(host.findAll(.text("Flagged")).isEmpty, "choosing an item closes the menu")
    }
}
