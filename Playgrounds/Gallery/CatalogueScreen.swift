import Tesselate

// A shop's catalogue as apps write it (issue 32's long-tail gallery, written from memory as
// plain SwiftUI): a searchable grid of product cards under a row of category chips, a bag
// button with a badge, and a product page with a quantity stepper.

struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: String
    var price: Double
    var symbol: String
    var rating: Double

    static let samples: [Product] = [
        Product(id: 1, name: "Trail Runner", category: "Shoes", price: 129, symbol: "shoe", rating: 4.6),
        Product(id: 2, name: "Rain Shell", category: "Jackets", price: 189.5, symbol: "cloud.rain", rating: 4.2),
        Product(id: 3, name: "Wool Beanie", category: "Accessories", price: 24, symbol: "snowflake", rating: 4.8),
        Product(id: 4, name: "Day Pack", category: "Bags", price: 79.99, symbol: "backpack", rating: 4.4),
        Product(id: 5, name: "Camp Mug", category: "Accessories", price: 14, symbol: "cup.and.saucer", rating: 4.1),
        Product(id: 6, name: "Down Vest", category: "Jackets", price: 149, symbol: "wind", rating: 4.5),
    ]
}

@Observable
final class ShoppingBag {
    var quantities: [Product.ID: Int] = [:]

    var itemCount: Int { quantities.values.reduce(0, +) }

    func add(_ product: Product, quantity: Int = 1) {
        quantities[product.id, default: 0] += quantity
    }
}

struct CatalogueScreen: View {
    @State private var bag = ShoppingBag()
    @State private var searchText = ""
    @State private var category: String?

    let products = Product.samples
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    private var categories: [String] {
        Array(Set(products.map(\.category))).sorted()
    }

    private var results: [Product] {
        products.filter { product in
            (category == nil || product.category == category)
                && (searchText.isEmpty || product.name.localizedCaseInsensitiveContains(searchText))
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        CategoryChip(title: "All", isSelected: category == nil) { category = nil }
                        ForEach(categories, id: \.self) { name in
                            CategoryChip(title: name, isSelected: category == name) { category = name }
                        }
                    }
                    .padding(.horizontal)
                }
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(results) { product in
                        NavigationLink(value: product) {
                            ProductCard(product: product)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Shop")
            .searchable(text: $searchText, prompt: "Search products")
            .navigationDestination(for: Product.self) { product in
                ProductDetail(product: product)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "bag")
                        .overlay(alignment: .topTrailing) {
                            if bag.itemCount > 0 {
                                Text("\(bag.itemCount)")
                                    .font(.caption2.bold())
                                    .foregroundStyle(.white)
                                    .padding(4)
                                    .background(Circle().fill(.red))
                                    .offset(x: 8, y: -8)
                            }
                        }
                }
            }
        }
        .environment(bag)
    }
}

struct CategoryChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(isSelected ? Color.accentColor : Color.gray.opacity(0.15), in: Capsule())
                .foregroundStyle(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
    }
}

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.gray.opacity(0.15))
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: product.symbol)
                        .font(.largeTitle)
                        .foregroundStyle(.secondary)
                }
            Text(product.name)
                .font(.headline)
                .lineLimit(1)
            HStack {
                Text(product.price, format: .currency(code: "USD"))
                Spacer()
                Label(product.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                    .labelStyle(.titleAndIcon)
                    .font(.caption)
                    .foregroundStyle(.orange)
            }
            .font(.subheadline)
        }
    }
}

struct ProductDetail: View {
    let product: Product
    @Environment(ShoppingBag.self) private var bag
    @State private var quantity = 1

    var body: some View {
        Form {
            Section {
                LabeledContent("Price") {
                    Text(product.price, format: .currency(code: "USD"))
                }
                LabeledContent("Category", value: product.category)
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            }
            Section {
                Button {
                    bag.add(product, quantity: quantity)
                } label: {
                    Text("Add to Bag")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .listRowInsets(EdgeInsets())
            }
        }
        .navigationTitle(product.name)
    }
}
