import Foundation
import Tesselate

// Gallery area (issue 13): data flow: an ObservableObject store owned with @StateObject and
// passed as @ObservedObject and @EnvironmentObject; an @Observable model read with
// @Environment(Model.self) and edited through @Bindable; @AppStorage; @FocusState with
// onSubmit; task(id:); @ScaledMetric; colorScheme and dynamicTypeSize reads.

final class CartStore: ObservableObject {
    @Published var items: [String] = ["Coffee"]
    @Published var coupon = ""

    func add(_ item: String) { items.append(item) }
}

@Observable
final class ShopProfile {
    var name = "Ada"
    var wantsReceipts = true
}

struct DataFlowGallery: View {
    @StateObject private var cart = CartStore()
    @State private var profile = ShopProfile()

    var body: some View {
        NavigationStack {
            Form {
                CartSection(cart: cart)
                ProfileSection()
                CheckoutSection()
            }
            .navigationTitle("Shop")
        }
        .environmentObject(cart)
        .environment(profile)
    }
}

struct CartSection: View {
    @ObservedObject var cart: CartStore
    @ScaledMetric(relativeTo: .body) private var iconSize = 24.0

    var body: some View {
        Section("Cart (\(cart.items.count))") {
            ForEach(cart.items, id: \.self) { item in
                HStack {
                    Image(systemName: "cup.and.saucer")
                        .frame(width: iconSize, height: iconSize)
                    Text(item)
                }
            }
            Button("Add Croissant") { cart.add("Croissant") }
        }
    }
}

struct ProfileSection: View {
    @Environment(ShopProfile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        Section("Profile") {
            TextField("Name", text: $profile.name)
            Toggle("Email receipts", isOn: $profile.wantsReceipts)
            Text("Hello, \(profile.name)!")
        }
    }
}

struct CheckoutSection: View {
    enum Field: Hashable { case coupon, note }

    @EnvironmentObject private var cart: CartStore
    @AppStorage("tipPercent") private var tipPercent = 10
    @FocusState private var focusedField: Field?
    @State private var note = ""
    @State private var couponStatus = "No coupon"
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Section {
            Stepper("Tip: \(tipPercent)%", value: $tipPercent, in: 0...30, step: 5)
            TextField("Coupon", text: $cart.coupon)
                .focused($focusedField, equals: .coupon)
                .submitLabel(.next)
                .onSubmit { focusedField = .note }
            TextField("Note for the barista", text: $note)
                .focused($focusedField, equals: .note)
                .submitLabel(.done)
            Text(couponStatus)
                .foregroundStyle(.secondary)
                .task(id: cart.coupon) {
                    couponStatus = cart.coupon.isEmpty ? "No coupon" : "Coupon \(cart.coupon.uppercased()) applied"
                }
        } header: {
            Text("Checkout")
        } footer: {
            Text("\(colorScheme == .dark ? "Dark" : "Light") mode\(dynamicTypeSize.isAccessibilitySize ? ", accessibility size" : "")")
        }
    }
}
