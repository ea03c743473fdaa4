import Foundation
import Tesselate

// Gallery screen 4 (issue 12): a profile page: a header image with the avatar overlapping its
// bottom edge, the name and bio, counts, follow and message buttons, a segmented picker and
// the posts; toolbar buttons on both sides of an inline bar (a settings button, a share link and
// a menu).

struct ProfileScreen: View {
    enum Section: String, CaseIterable {
        case posts = "Posts"
        case replies = "Replies"
        case likes = "Likes"
    }

    @State private var isFollowing = false
    @State private var section: Section = .posts

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    header
                    VStack(alignment: .leading, spacing: 12) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Ada Lovelace")
                                .font(.title2.bold())
                            Text("@ada")
                                .foregroundStyle(.secondary)
                        }
                        Text("Writing the first programs for engines that do not exist yet.")
                        HStack(spacing: 24) {
                            stat(128, "Posts")
                            stat(isFollowing ? 1_843 : 1_842, "Followers")
                            stat(97, "Following")
                        }
                        HStack {
                            Button {
                                isFollowing.toggle()
                            } label: {
                                Text(isFollowing ? "Following" : "Follow")
                                    .frame(maxWidth: .infinity)
                            }
                            .buttonStyle(.borderedProminent)
                            Button {
                            } label: {
                                Text("Message")
                                    .frame(maxWidth: .infinity)
                            }
                            .buttonStyle(.bordered)
                        }
                        .controlSize(.large)
                        Picker("Show", selection: $section) {
                            ForEach(Section.allCases, id: \.self) { section in
                                Text(section.rawValue)
                            }
                        }
                        ForEach(1...3, id: \.self) { number in
                            Text("\(section.rawValue) \(number)")
                                .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
                                .padding(.horizontal)
                                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                        }
                    }
                    .padding(.horizontal)
                    .padding(.top, 56)
                }
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                    } label: {
                        Image(systemName: "gearshape")
                    }
                    .accessibilityLabel("Settings")
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ShareLink(item: URL(string: "https://example.com/@ada")!)
                    Menu {
                        Button("Copy Link", systemImage: "link") {}
                        Button("Mute", systemImage: "speaker.slash") {}
                        Button("Block", systemImage: "hand.raised", role: .destructive) {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel("More")
                }
            }
        }
    }

    private var header: some View {
        Image(decorative: "hero")
            .resizable()
            .scaledToFill()
            .frame(height: 200)
            .clipped()
            .overlay(alignment: .bottomLeading) {
                Image(decorative: "avatar")
                    .resizable()
                    .scaledToFill()
                    .frame(width: 96, height: 96)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(.white, lineWidth: 4))
                    .offset(x: 16, y: 48)
            }
    }

    private func stat(_ count: Int, _ title: String) -> some View {
        VStack(alignment: .leading) {
            Text(count, format: .number)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
