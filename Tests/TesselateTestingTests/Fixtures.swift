import Tesselate

// Small views the toolkit's tests look at. Colours have exact sizes whatever the text metrics.

/// A card: a title over a row of two 40×40 squares, padded, with ids to find things by. The
/// title has a fixed frame so that the geometry does not depend on text metrics.
struct Card: View {
    var title = "Palette"

    var body: some View {
        VStack(spacing: 8) {
            Text(title).id("title").frame(width: 80, height: 20)
            HStack(spacing: 10) {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
            }
            .id("row")
        }
        .padding(10)
    }
}

/// A square of a given side inside a named coordinate space, at the window's centre.
struct Framed: View {
    var side: CGFloat = 50

    var body: some View {
        ZStack {
            Color.green.frame(width: side, height: side).id("square")
        }
        .frame(width: 200, height: 100)
        .coordinateSpace(name: "box")
        .id("box")
    }
}

/// A counter: a button that counts its taps.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)").id("label")
            Button("Add") { count += 1 }
        }
    }
}
