import Tesselate

// Gallery screen 3 (issue 12): a contacts list: plain list style, a section per initial,
// avatars with initials, swipe actions (favourite on the leading edge, delete and call on the
// trailing one), onDelete and an EditButton in the toolbar.

struct Person: Identifiable, Hashable {
    var name: String
    var phone: String
    var isFavorite = false

    var id: String { name }
    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

struct ContactsScreen: View {
    @State var people: [Person]

    private var letters: [String] {
        Array(Set(people.map { String($0.name.prefix(1)) })).sorted()
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(letters, id: \.self) { letter in
                    Section(letter) {
                        ForEach(people.filter { $0.name.hasPrefix(letter) }) { person in
                            PersonRow(person: person)
                                .swipeActions(edge: .leading) {
                                    Button {
                                        toggleFavorite(person)
                                    } label: {
                                        Label("Favorite", systemImage: person.isFavorite ? "star.slash" : "star")
                                    }
                                    .tint(.yellow)
                                }
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        people.removeAll { $0.id == person.id }
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                    Button {
                                    } label: {
                                        Label("Call", systemImage: "phone")
                                    }
                                    .tint(.green)
                                }
                        }
                        .onDelete { offsets in
                            let names = people.filter { $0.name.hasPrefix(letter) }.map(\.name)
                            let deleted = Set(offsets.map { names[$0] })
                            people.removeAll { deleted.contains($0.name) }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
        }
    }

    private func toggleFavorite(_ person: Person) {
        guard let index = people.firstIndex(of: person) else { return }
        people[index].isFavorite.toggle()
    }
}

struct PersonRow: View {
    let person: Person
    /// The initials' circle grows with the text size, so two letters fit at accessibility sizes
    /// (a fixed 40 points cut them to "…" at accessibility3, the audit found).
    @ScaledMetric(relativeTo: .headline) private var avatarSize: CGFloat = 40

    var body: some View {
        HStack(spacing: 12) {
            Text(person.initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: avatarSize, height: avatarSize)
                .background(Circle().fill(Color.gray))
            VStack(alignment: .leading, spacing: 2) {
                Text(person.name)
                Text(person.phone)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if person.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

extension Person {
    static let samples = [
        Person(name: "Ada Lovelace", phone: "555-0100"), Person(name: "Alan Turing", phone: "555-0101"),
        Person(name: "Barbara Liskov", phone: "555-0102"), Person(name: "Claude Shannon", phone: "555-0103"),
        Person(name: "Donald Knuth", phone: "555-0104"), Person(name: "Edsger Dijkstra", phone: "555-0105"),
        Person(name: "Frances Allen", phone: "555-0106"), Person(name: "Grace Hopper", phone: "555-0107"),
        Person(name: "Hedy Lamarr", phone: "555-0108"), Person(name: "John Backus", phone: "555-0109"),
        Person(name: "Ken Thompson", phone: "555-0110"), Person(name: "Margaret Hamilton", phone: "555-0111"),
    ]
}
