import Foundation

import Tesselate

/// teufelaudio/HostedSnapshotHelper's example views (`Corpus/hostedsnapshot.json`): a page of a
/// local package on a light blue ground, presenting an alert or a medium sheet, captured with the
/// window that presents them (iOS 26, 390 × 844 at 3x). Rewritten from what the recordings and
/// the tests show; the page's gradient is drawn as its lighter colour.
extension FidelityViews {
    static let hostedSnapshot: [String: @MainActor () -> AnyView] = [
        "hostedsnapshot/alert-three-buttons-ios26": { AnyView(HostedExamplePage(title: "Alert View", presents: .alert)) },
        "hostedsnapshot/sheet-medium-ios26": { AnyView(HostedExamplePage(title: "Sheet View", presents: .sheet)) },
    ]
}

private struct HostedExamplePage: View {
    enum Presented { case alert, sheet }
    var title: String
    var presents: Presented

    var body: some View {
        page
            .alert("Ready to snapshot?", isPresented: .constant(presents == .alert)) {
                Button("OH NO!", role: .destructive) {}
                Button("Hell yeah!") {}
            } message: {
                Text("There are only bad choices!")
            }
            .sheet(isPresented: .constant(presents == .sheet)) { HostedExampleSheet() }
    }

    private var page: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 12) {
                Text(title).font(.system(.largeTitle, design: .rounded, weight: .bold))
                Text("I'm a view from a local Swift package.").font(.headline).foregroundStyle(.secondary)
            }
            HStack(spacing: 12) {
                Label("SwiftUI", systemImage: "sparkles")
                Label("SPM", systemImage: "square.stack.3d.up.fill")
                Label("Snapshots", systemImage: "camera.aperture")
            }
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 10) {
                Text(presents == .alert ? "Example Content" : "Sheet").font(.title3.weight(.semibold))
                Text("Use the button below to present \(presents == .alert ? "an alert" : "a sheet").").foregroundStyle(.secondary)
            }
            Toggle(isOn: .constant(presents == .alert)) { Text("Toggle: off") }.foregroundStyle(.secondary)
            Button {
            } label: {
                Label(presents == .alert ? "Open Alert" : "Open Example Sheet", systemImage: "rectangle.portrait.on.rectangle.portrait")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            Spacer(minLength: 0)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(red: 0.95, green: 0.98, blue: 1.0))
    }
}

private struct HostedExampleSheet: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                Label("Oh wow, a Sheet", systemImage: "rectangle.inset.filled.and.person.filled").font(.title2.weight(.bold))
                Text("Smile while we take a photo of this view 📸").foregroundStyle(.secondary)
                VStack(alignment: .leading, spacing: 12) {
                    Label("The laws of germany", systemImage: "checkmark.seal")
                    Label("Be nice to mommy", systemImage: "text.justify")
                    Label("Don't talk to commies", systemImage: "rectangle.compress.vertical")
                    Label("Eat kosher salamis", systemImage: "heater.vertical")
                }
                .font(.headline)
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(24)
            .navigationTitle("Foo Details")
            .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium])
    }
}
