import Tesselate

// A contact row: a round photo, the name, and phone and e-mail labels.

struct Contact: Identifiable {
    let id: Int
    var name: String
    var phone: String
    var email: String
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack(spacing: 12) {
            Image(decorative: "contact")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 48, height: 48)
                .clipShape(Circle())

            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                    .font(.headline)
                Label(contact.phone, systemImage: "phone")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Label(contact.email, systemImage: "envelope")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct ContactList: View {
    @State private var contacts = [
        Contact(id: 1, name: "Grace Hopper", phone: "555-0100", email: "grace@navy.mil"),
        Contact(id: 2, name: "Alan Turing", phone: "555-0142", email: "alan@bletchley.uk"),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ForEach($contacts) { $contact in
                ContactRow(contact: contact)
                Divider()
            }
        }
    }
}
