// `app-screen-change`: the app screen whose rows each show a conversation of their own, where a
// new message arrives in one of them (issue 36, item 4: a one-row change of the text-heavy
// screen).

import Foundation
import Tesselate

/// One conversation's last message, observed by the row that shows it.
@Observable package final class Conversation {
    package var preview: String
    package init(preview: String) { self.preview = preview }
}

/// The app screen (``AppScreen``) with a row per conversation: changing one conversation's
/// preview runs that row's body alone.
package struct ConversationRows: View {
    package let conversations: [Conversation]
    package init(conversations: [Conversation]) { self.conversations = conversations }
    package var body: some View {
        DividedRows(count: conversations.count) { ConversationRow(row: $0, conversation: conversations[$0]) }
    }
}

/// An ``AppScreenRow`` showing `conversation`'s last message.
package struct ConversationRow: View {
    package let row: Int
    package let conversation: Conversation
    package var body: some View { AppScreenRow(row: row, preview: conversation.preview) }
}
