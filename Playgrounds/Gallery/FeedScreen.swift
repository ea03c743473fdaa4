import Tesselate

// A social feed as apps write it (issue 32's long-tail gallery, written from memory as plain
// SwiftUI): a segmented filter pinned under the navigation bar, a lazy stack of posts with
// like buttons and context menus, and a composer sheet whose text field takes focus.

struct FeedPost: Identifiable, Hashable {
    let id: Int
    var author: String
    var handle: String
    var text: String
    var likes: Int
    var minutesAgo: Int
    var isLiked = false
    var isFollowing = false

    static let samples: [FeedPost] = [
        FeedPost(
            id: 1, author: "Maya Chen", handle: "maya", text: "Shipped the new onboarding today. Three screens instead of seven!",
            likes: 42, minutesAgo: 4, isFollowing: true),
        FeedPost(
            id: 2, author: "Theo Park", handle: "theop", text: "Anyone else's build times doubled after the update?", likes: 7,
            minutesAgo: 18),
        FeedPost(
            id: 3, author: "Ines Duarte", handle: "ines", text: "Coffee, then code review.", likes: 128, minutesAgo: 55, isFollowing: true),
        FeedPost(
            id: 4, author: "Sam Okafor", handle: "samo", text: "Wrote up how we cut our launch time in half. Link in bio.", likes: 19,
            minutesAgo: 90),
    ]
}

enum FeedFilter: String, CaseIterable, Identifiable {
    case everyone = "For You"
    case following = "Following"
    var id: Self { self }
}

struct FeedScreen: View {
    @State private var posts = FeedPost.samples
    @State private var filter = FeedFilter.everyone
    @State private var isComposing = false

    private var visibleIndices: [Int] {
        posts.indices.filter { filter == .everyone || posts[$0].isFollowing }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(visibleIndices, id: \.self) { index in
                        FeedPostRow(post: $posts[index])
                        Divider()
                    }
                }
            }
            .safeAreaInset(edge: .top) {
                Picker("Feed", selection: $filter) {
                    ForEach(FeedFilter.allCases) { filter in
                        Text(filter.rawValue).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isComposing = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("New Post")
                }
            }
            .sheet(isPresented: $isComposing) {
                FeedComposer { text in
                    posts.insert(
                        FeedPost(id: posts.count + 1, author: "You", handle: "me", text: text, likes: 0, minutesAgo: 0, isFollowing: true),
                        at: 0)
                }
            }
        }
    }
}

struct FeedPostRow: View {
    @Binding var post: FeedPost

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.accentColor.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Text(post.author.prefix(1))
                        .font(.headline)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Text(post.author).fontWeight(.semibold)
                    Text("@\(post.handle)").foregroundStyle(.secondary)
                    Spacer()
                    Text("\(post.minutesAgo)m").foregroundStyle(.secondary)
                }
                .font(.subheadline)
                .lineLimit(1)
                Text(post.text)
                    .fixedSize(horizontal: false, vertical: true)
                HStack(spacing: 28) {
                    Button {
                        post.isLiked.toggle()
                        post.likes += post.isLiked ? 1 : -1
                    } label: {
                        Label("\(post.likes)", systemImage: post.isLiked ? "heart.fill" : "heart")
                    }
                    .tint(post.isLiked ? .pink : .secondary)
                    Button {
                    } label: {
                        Label("Reply", systemImage: "bubble.left")
                            .labelStyle(.iconOnly)
                    }
                    .tint(.secondary)
                }
                .font(.footnote)
                .buttonStyle(.borderless)
                .padding(.top, 4)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .contentShape(Rectangle())
        .contextMenu {
            Button {
                post.isFollowing.toggle()
            } label: {
                Label(post.isFollowing ? "Unfollow @\(post.handle)" : "Follow @\(post.handle)", systemImage: "person.badge.plus")
            }
            Button(role: .destructive) {
            } label: {
                Label("Report Post", systemImage: "flag")
            }
        }
    }
}

struct FeedComposer: View {
    var onPost: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""
    @FocusState private var isEditorFocused: Bool

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("What's happening?", text: $draft, axis: .vertical)
                    .lineLimit(3...8)
                    .focused($isEditorFocused)
                Spacer()
                Text("\(280 - draft.count)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(draft.count > 280 ? .red : .secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding()
            .navigationTitle("New Post")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Post") {
                        onPost(draft)
                        dismiss()
                    }
                    .disabled(draft.isEmpty || draft.count > 280)
                }
            }
            .onAppear { isEditorFocused = true }
        }
        .presentationDetents([.medium, .large])
    }
}
