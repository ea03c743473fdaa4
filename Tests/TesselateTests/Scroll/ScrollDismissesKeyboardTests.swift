import XCTest
import Tesselate

/// `scrollDismissesKeyboard(_:)`: scrolling takes the focus and the keyboard away as the mode
/// says; a `List` dismisses by default, a `ScrollView` does not.
final class ScrollDismissesKeyboardTests: XCTestCase {
    struct Chat: View {
        var mode: ScrollDismissesKeyboardMode
        var inList = false
        @State var draft = ""
        var body: some View {
            VStack {
                if inList {
                    List(0..<60, id: \.self) { Text("Message \($0)") }.scrollDismissesKeyboard(mode)
                } else {
                    ScrollView { ForEach(0..<60, id: \.self) { Text("Message \($0)") } }.scrollDismissesKeyboard(mode)
                }
                TextField("Message", text: $draft)
            }
        }
    }

    @MainActor private func focused(_ chat: Chat) -> ViewHost<Chat> {
        let host = ViewHost(chat, device: .iPhone16)
        host.focus(.first)
        XCTAssertGreaterThan(host.keyboardHeight, 0, "focusing the field brings the keyboard up")
        return host
    }

    @MainActor func testImmediatelyDismissesOnAnyScroll() async {
        let host = focused(Chat(mode: .immediately))
        host.scroll(by: CGSize(width: 0, height: 100))
        XCTAssertEqual(host.keyboardHeight, 0)
        XCTAssertNil(host.focusedInput)
    }

    @MainActor func testInteractivelyDismissesWhenTheContentIsDraggedDown() async {
        let host = focused(Chat(mode: .interactively))
        host.scroll(by: CGSize(width: 0, height: 300))
        XCTAssertGreaterThan(host.keyboardHeight, 0, "moving the content up keeps the keyboard")
        host.scroll(by: CGSize(width: 0, height: -100))
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    @MainActor func testAutomaticIsImmediateInAListAndNeverInAScrollView() async {
        let scroll = focused(Chat(mode: .automatic))
        scroll.scroll(by: CGSize(width: 0, height: 100))
        XCTAssertGreaterThan(scroll.keyboardHeight, 0)
        let list = focused(Chat(mode: .automatic, inList: true))
        list.scroll(by: CGSize(width: 0, height: 100))
        XCTAssertEqual(list.keyboardHeight, 0)
        let never = focused(Chat(mode: .never, inList: true))
        never.scroll(by: CGSize(width: 0, height: 100))
        XCTAssertGreaterThan(never.keyboardHeight, 0)
    }
}
