import Tesselate

// Seed 004_897f56bf6839979e.txt, "zooming horizontal pager": full-width coloured pages in a
// horizontal ScrollView; each page scales with its scroll position, shrinking towards its bottom
// edge as it scrolls off to the left. The article's code, with `import Tesselate`.

struct ZoomingPager: View {
    struct Page {
        var backgroundColor: Color
    }

    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .purple]

    var body: some View {
        GeometryReader { mainView in
            let mainViewSize = mainView.frame(in: .global).size
            ScrollView(.horizontal) {
                HStack(alignment: .center, spacing: 0) {
                    ForEach(0..<colors.count) { num in
                        GeometryReader { item in
                            // スクロールによるズームイン・ズームアウトのスケールを計算
                            let scale = scale(mainFrame: mainView.frame(in: .global), itemFrame: item.frame(in: .global))
                            VStack {
                                EmptyView()
                            }
                            .frame(width: mainViewSize.width, height: mainViewSize.height)
                            .background(colors[num])
                            // コンテンツのスケールを変える
                            .scaleEffect(x: scale, y: scale, anchor: .bottom)
                        }
                        .frame(width: mainViewSize.width, height: mainViewSize.height)
                    }
                }
            }
        }
    }

    func scale(mainFrame: CGRect, itemFrame: CGRect) -> CGFloat {
        let scrollRate = itemFrame.minX / mainFrame.width
        let scale = scrollRate + 1
        return min(max(0, scale), 1)
    }
}
