import Tesselate

struct OKView: View {
    var left = 0
    var right = 0
    var body: some View {
        HStack {
            HStack {
                ForEach(0..<left, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)

            HStack {
                Spacer(minLength: 0)
                ForEach(0..<right, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))
        }
        .frame(height: 50)
    }
}

@MainActor func run() {
    let host = ViewHost(OKView(right: 2))
    print(host.dump())
    host.rootView = OKView(right: 8)
    print(host.dump(proposals: false))
}
MainActor.assumeIsolated { run() }
