import Tesselate

// Gallery screen 10 (issue 12): a split view, as a mail app writes it: mailboxes in the sidebar,
// the selected mailbox's messages in the content column, the selected message in the detail.
// On an iPhone it collapses to a stack (selecting pushes the next column); on a Pro Max in
// landscape and on an iPad the columns stand side by side.

struct MailMessage: Identifiable, Hashable {
    var id: Int
    var sender: String
    var subject: String
}

struct MailScreen: View {
    @State private var mailbox: String?
    @State private var messageID: MailMessage.ID?

    static let mailboxes = ["Inbox", "Drafts", "Sent"]
    static let messages = [
        MailMessage(id: 1, sender: "Ada", subject: "Engine notes"),
        MailMessage(id: 2, sender: "Grace", subject: "Compiler draft"),
        MailMessage(id: 3, sender: "Alan", subject: "Lunch?"),
    ]

    var body: some View {
        NavigationSplitView {
            List(Self.mailboxes, id: \.self, selection: $mailbox) { name in
                Label(name, systemImage: name == "Inbox" ? "tray" : name == "Drafts" ? "doc" : "paperplane")
            }
            .navigationTitle("Mailboxes")
        } content: {
            List(Self.messages, selection: $messageID) { message in
                VStack(alignment: .leading) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle(mailbox ?? "Mail")
        } detail: {
            if let message = Self.messages.first(where: { $0.id == messageID }) {
                VStack(alignment: .leading, spacing: 8) {
                    Text(message.subject).font(.title2).bold()
                    Text("From \(message.sender)").foregroundStyle(.secondary)
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .navigationTitle(message.subject)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Reply") {} }
                }
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
            }
        }
    }
}
