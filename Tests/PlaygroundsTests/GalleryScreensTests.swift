import XCTest
import Tesselate
import TesselateTesting

// Whole screens written as plain SwiftUI (only the import differs), hosted on an iPhone 16:
// 393×852 at 3x, 59 above for the Dynamic Island and 34 below for the home indicator. Each test
// names the rule behind each number (LayoutRules.md, "Devices and safe areas" and "Lists and
// forms").

// MARK: - A settings form

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var notifications = true
    @State private var badgeCount = 3

    var body: some View {
        Form {
            Section {
                Toggle("Airplane Mode", isOn: $airplaneMode)
                LabeledContent("Wi-Fi", value: "Home")
            }
            Section("Notifications") {
                Toggle("Allow Notifications", isOn: $notifications)
                if notifications {
                    Stepper("Badge count: \(badgeCount)", value: $badgeCount, in: 0...10)
                }
            }
            Section {
                Text("Version 2.4.1")
            } footer: {
                Text("Settings are saved on this device.")
            }
        }
    }
}

// MARK: - A chat screen with an input bar

struct ChatScreen: View {
    @State private var draft = ""
    @State private var messages = ["Are we still on for lunch?", "Yes! 12:30 at the usual place.", "Perfect, see you there."]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(messages.indices, id: \.self) { index in
                    Text(messages[index])
                        .padding(10)
                        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.92)))
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") {
                    messages.append(draft)
                    draft = ""
                }
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.bar)
            .id("inputBar")
        }
    }
}

// MARK: - A list of contacts

struct Contact: Identifiable {
    var name: String
    var phone: String
    var id: String { name }
}

struct ContactsScreen: View {
    @State var contacts: [Contact]

    private var letters: [String] {
        Array(Set(contacts.map { String($0.name.prefix(1)) })).sorted()
    }

    var body: some View {
        List {
            ForEach(letters, id: \.self) { letter in
                Section(letter) {
                    ForEach(contacts.filter { $0.name.hasPrefix(letter) }) { contact in
                        HStack(spacing: 12) {
                            Circle().fill(Color.gray).frame(width: 40, height: 40)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(contact.name)
                                Text(contact.phone).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { offsets in
                        let names = contacts.filter { $0.name.hasPrefix(letter) }.map(\.name)
                        let deleted = Set(offsets.map { names[$0] })
                        contacts.removeAll { deleted.contains($0.name) }
                    }
                }
            }
        }
        .listStyle(.plain)
    }
}

final class GalleryScreensTests: XCTestCase {
    private func line(_ font: Font) -> CGFloat { TextMeasurement("Ag", font: font).size.height }

    /// The settings form: the first card 35 below the safe area's top (59 + 35 = 94), 16 in from
    /// each side; rows 44 tall (a toggle row is its label's line with the switch overflowing it);
    /// the second card 35 − 7.5 below the first's bottom under its uppercased header, which sits 10
    /// above it; turning notifications off removes the stepper's row and moves the last card up.
    @MainActor func testSettingsForm() async {
        let host = ViewHost(SettingsScreen(), device: .iPhone16)
        let rows = host.findAll(.kind("ListRow"))
        XCTAssertEqual(rows.count, 5)
        assertFrame(rows.first, x: 16, y: 94, width: 361, height: 44)
        assertFrame(rows[1], x: 16, y: 138, width: 361, height: 44)
        let header = host.find(.text("NOTIFICATIONS"))
        XCTAssertEqual(header?.frame().minY ?? 0, 182 + 27.5, accuracy: 0.34)
        XCTAssertEqual(rows[2].frame().minY, (header?.frame().maxY ?? 0) + 10, accuracy: 0.34)
        // The switch at the card's trailing margin, centred on its row.
        let switches = host.findAll(.kind("Switch"))
        XCTAssertEqual(switches.first?.frame().maxX ?? 0, 377 - 16, accuracy: 0.01)
        XCTAssertEqual(switches.first?.frame().midY ?? 0, rows[0].frame().midY, accuracy: 0.34)
        // The value of LabeledContent sits at the trailing margin.
        XCTAssertEqual(host.find(.text("Home"))?.frame().maxX ?? 0, 361, accuracy: 0.34)
        let lastCardTop = rows[4].frame().minY
        host.find(.text("Allow Notifications"))?.toggle()
        XCTAssertEqual(host.findAll(.kind("ListRow")).count, 4)
        XCTAssertEqual(host.findAll(.kind("ListRow"))[3].frame().minY, lastCardTop - 44, accuracy: 0.01)
        // The footer, footnote in the secondary colour, 8 below the last card.
        let footer = host.find(.text("Settings are saved on this device."))
        XCTAssertEqual(footer?.frame().minY ?? 0, host.findAll(.kind("ListRow"))[3].frame().maxY + 8, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// The chat screen: the input bar sits on the home indicator's safe edge (818) and its `.bar`
    /// background reaches the window's bottom (a style background ignores the safe area); the
    /// scroll view ends 8 above the bar (the default spacing) and shows its content under the bar
    /// to the window's bottom; with the keyboard up (336) the bar rides on it. Sending appends a
    /// message.
    @MainActor func testChatInputBar() async {
        let host = ViewHost(ChatScreen(), device: .iPhone16)
        let bar = host.find(.id("inputBar"))!
        XCTAssertEqual(bar.frame().maxY, 818, accuracy: 0.01)
        let barBackground = host.findAll(.kind("Rectangle")).last!
        XCTAssertEqual(barBackground.frame().maxY, 852, accuracy: 0.01)
        let scroll = host.find(.kind("ScrollView"))!
        XCTAssertEqual(scroll.frame().minY, 59, accuracy: 0.01)
        XCTAssertEqual(bar.frame().minY - scroll.frame().maxY, 8, accuracy: 0.01)
        // The bar: a rounded field (the body line + 14) padded 8 above and below.
        XCTAssertEqual(bar.frame().height, line(.body) + 14 + 16, accuracy: 0.34)
        host.showKeyboard(height: 336)
        XCTAssertEqual(host.find(.id("inputBar"))!.frame().maxY, 852 - 336, accuracy: 0.01)
        host.hideKeyboard()
        XCTAssertTrue(host.typeText("On my way", into: .prompt("Message")))
        host.find(.text("Send"))?.tap()
        XCTAssertNotNil(host.find(.text("On my way")))
        assertNoDiagnostics(host)
    }

    /// The contacts list, plain: rows edge to edge, each its 40-point avatar or its two lines,
    /// whichever is taller, plus 11 above and below; sections under their letters; deleting a
    /// contact (a swipe, performed by the host) removes its row; the list scrolls to its end.
    @MainActor func testContactsList() async {
        let contacts = [
            Contact(name: "Ada Lovelace", phone: "555-0100"), Contact(name: "Alan Turing", phone: "555-0101"),
            Contact(name: "Barbara Liskov", phone: "555-0102"), Contact(name: "Claude Shannon", phone: "555-0103"),
            Contact(name: "Donald Knuth", phone: "555-0104"), Contact(name: "Edsger Dijkstra", phone: "555-0105"),
            Contact(name: "Frances Allen", phone: "555-0106"), Contact(name: "Grace Hopper", phone: "555-0107"),
            Contact(name: "Hedy Lamarr", phone: "555-0108"), Contact(name: "John Backus", phone: "555-0109"),
            Contact(name: "Ken Thompson", phone: "555-0110"), Contact(name: "Margaret Hamilton", phone: "555-0111"),
        ]
        let host = ViewHost(ContactsScreen(contacts: contacts), device: .iPhone16)
        let rows = host.findAll(.kind("ListRow"))
        XCTAssertEqual(rows.count, 12)
        let content = max(40, line(.body) + 2 + line(.subheadline))
        for row in rows.prefix(3) { assertSize(row, width: 393, height: content + 22) }
        // The first header 10 below the top, the rows 10 below it.
        let a = host.find(.text("A"))!
        XCTAssertEqual(a.frame().minY, 69, accuracy: 0.01)
        XCTAssertEqual(rows[0].frame().minY, a.frame().maxY + 10, accuracy: 0.34)
        XCTAssertTrue(host.deleteListRow(id: "Alan Turing"))
        XCTAssertTrue(host.findAll(.text(containing: "Alan")).isEmpty)
        XCTAssertEqual(host.findAll(.kind("ListRow")).count, 11)
        host.scroll(to: CGPoint(x: 0, y: 100_000))
        XCTAssertEqual(host.findAll(.kind("ListRow")).last?.frame().maxY ?? 0, 818, accuracy: 0.01)
        assertNoDiagnostics(host)
    }
}
