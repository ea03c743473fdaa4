import Tesselate

// Gallery screen 2 (issue 12): a chat: the thread's bubbles (ChatBubbles.swift) in a scroll
// view that follows the newest message, and an input bar inset at the bottom that rides on the
// keyboard; sending clears the field and keeps it focused.

struct Message: Identifiable, Equatable {
    let id: Int
    var text: String
    var isFromCurrentUser: Bool
}

struct ChatScreen: View {
    @State private var draft = ""
    @State private var messages = [
        Message(id: 1, text: "Are we still on for lunch?", isFromCurrentUser: false),
        Message(id: 2, text: "Yes! 12:30 at the usual place.", isFromCurrentUser: true),
        Message(id: 3, text: "Perfect, see you there.", isFromCurrentUser: false),
    ]
    @FocusState private var isInputFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            ChatBubble(text: message.text, isFromCurrentUser: message.isFromCurrentUser)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) {
                    withAnimation {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                inputBar
            }
            .navigationTitle("Grace")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "video")
                    }
                    .accessibilityLabel("Video call")
                }
            }
        }
    }

    private var inputBar: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .textFieldStyle(.roundedBorder)
                .focused($isInputFocused)
                .onSubmit(send)
            Button {
                send()
            } label: {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.title)
            }
            .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
        .id("inputBar")
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        messages.append(Message(id: (messages.last?.id ?? 0) + 1, text: text, isFromCurrentUser: true))
        draft = ""
        isInputFocused = true
    }
}
