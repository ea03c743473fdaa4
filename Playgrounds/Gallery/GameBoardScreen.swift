import Tesselate

// A game of noughts and crosses as apps write it (issue 32's long-tail gallery, written from
// memory as plain SwiftUI): an @Observable game model, a square board of buttons in a Grid, a
// status line, a score in the toolbar and an alert when a round ends.

enum BoardMark: String {
    case cross = "X"
    case nought = "O"

    var next: BoardMark { self == .cross ? .nought : .cross }
}

@Observable
final class BoardGame {
    private(set) var cells: [BoardMark?] = Array(repeating: nil, count: 9)
    private(set) var turn = BoardMark.cross
    private(set) var winner: BoardMark?
    private(set) var winningLine: [Int] = []
    var scores: [BoardMark: Int] = [.cross: 0, .nought: 0]

    static let lines = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    var isDraw: Bool { winner == nil && cells.allSatisfy { $0 != nil } }
    var isOver: Bool { winner != nil || isDraw }

    func play(_ index: Int) {
        guard cells[index] == nil, !isOver else { return }
        cells[index] = turn
        if let line = Self.lines.first(where: { line in line.allSatisfy { cells[$0] == turn } }) {
            winner = turn
            winningLine = line
            scores[turn, default: 0] += 1
        } else {
            turn = turn.next
        }
    }

    func reset() {
        cells = Array(repeating: nil, count: 9)
        winner = nil
        winningLine = []
        turn = .cross
    }
}

struct GameBoardScreen: View {
    @State private var game = BoardGame()

    private var status: String {
        if let winner = game.winner { return "\(winner.rawValue) wins!" }
        if game.isDraw { return "It's a draw" }
        return "\(game.turn.rawValue)'s turn"
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text(status)
                    .font(.title2.weight(.semibold))
                    .animation(.default, value: status)
                Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                    ForEach(0..<3, id: \.self) { row in
                        GridRow {
                            ForEach(0..<3, id: \.self) { column in
                                BoardCell(
                                    mark: game.cells[row * 3 + column],
                                    isWinning: game.winningLine.contains(row * 3 + column)
                                ) {
                                    withAnimation(.spring(response: 0.3)) {
                                        game.play(row * 3 + column)
                                    }
                                }
                            }
                        }
                    }
                }
                .aspectRatio(1, contentMode: .fit)
                .padding(.horizontal)
                .disabled(game.isOver)
                Button("New Game", systemImage: "arrow.counterclockwise") {
                    game.reset()
                }
                .buttonStyle(.bordered)
                Spacer()
            }
            .padding(.top)
            .navigationTitle("Noughts & Crosses")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("X \(game.scores[.cross] ?? 0) – \(game.scores[.nought] ?? 0) O")
                        .font(.subheadline.monospacedDigit())
                }
            }
            .alert(
                game.winner.map { "\($0.rawValue) wins!" } ?? "Draw",
                isPresented: .constant(game.isOver)
            ) {
                Button("Play Again") { game.reset() }
            }
        }
    }
}

struct BoardCell: View {
    let mark: BoardMark?
    let isWinning: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(isWinning ? Color.yellow.opacity(0.4) : Color.secondary.opacity(0.12))
                .overlay {
                    if let mark {
                        Text(mark.rawValue)
                            .font(.system(size: 56, weight: .bold, design: .rounded))
                            .foregroundStyle(mark == .cross ? Color.blue : Color.red)
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                .aspectRatio(1, contentMode: .fit)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(mark?.rawValue ?? "Empty")
    }
}
