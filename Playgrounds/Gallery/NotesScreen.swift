import Tesselate

// Gallery screen 6 (issue 12): presentations: a notes list whose "New" button presents a
// medium-detent sheet with its own navigation bar and form; "Clear" asks with a confirmation
// dialog; swiping a note asks with an alert presenting that note; saving shows an alert.

struct Note: Identifiable, Hashable {
    var id: Int
    var title: String
}

struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var isAdding = false
    @State private var isConfirmingClear = false
    @State private var noteToDelete: Note?
    @State private var isConfirmingDelete = false
    @State private var savedTitle = ""
    @State private var isShowingSaved = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Text(note.title)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                noteToDelete = note
                                isConfirmingDelete = true
                            }
                        }
                }
            }
            .overlay {
                if notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap New to write one."))
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear") { isConfirmingClear = true }
                        .disabled(notes.isEmpty)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New") { isAdding = true }
                }
            }
            .sheet(isPresented: $isAdding) {
                NewNoteSheet { title in
                    notes.append(Note(id: (notes.map(\.id).max() ?? 0) + 1, title: title))
                    savedTitle = title
                    isShowingSaved = true
                }
                .presentationDetents([.medium, .large])
            }
            .confirmationDialog("Delete all notes?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) { notes.removeAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert("Delete Note?", isPresented: $isConfirmingDelete, presenting: noteToDelete) { note in
                Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
                Button("Cancel", role: .cancel) {}
            } message: { note in
                Text("“\(note.title)” will be deleted.")
            }
            .alert("Saved “\(savedTitle)”", isPresented: $isShowingSaved) {
                Button("OK") {}
            }
        }
    }
}

struct NewNoteSheet: View {
    var save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var isPinned = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Toggle("Pin to Top", isOn: $isPinned)
            }
            .navigationTitle("New Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(title)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}
