import Tesselate

// A shop's stock as a sortable Table (issue 32's long-tail gallery, written from memory as plain
// SwiftUI): on iPhone the table shows its first column as a list, on iPad every column with
// headers; tapping a header sorts, a row can be selected, and the toolbar counts the selection.

struct StockItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var sku: String
    var quantity: Int
    var price: Double

    static let samples: [StockItem] = [
        StockItem(id: 1, name: "Trail Runner", sku: "SH-1042", quantity: 12, price: 129),
        StockItem(id: 2, name: "Rain Shell", sku: "JK-2210", quantity: 4, price: 189.5),
        StockItem(id: 3, name: "Wool Beanie", sku: "AC-0311", quantity: 40, price: 24),
        StockItem(id: 4, name: "Day Pack", sku: "BG-7788", quantity: 0, price: 79.99),
    ]
}

struct InventoryScreen: View {
    @State private var items = StockItem.samples
    @State private var selection = Set<StockItem.ID>()
    @State private var sortOrder = [KeyPathComparator(\StockItem.name)]

    var body: some View {
        NavigationStack {
            Table(items, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("SKU", value: \.sku) { item in
                    Text(item.sku)
                        .font(.body.monospaced())
                        .foregroundStyle(.secondary)
                }
                TableColumn("Quantity", value: \.quantity) { item in
                    Text("\(item.quantity)")
                        .foregroundStyle(item.quantity == 0 ? .red : .primary)
                }
                .width(80)
                TableColumn("Price") { item in
                    Text(item.price, format: .currency(code: "USD"))
                }
                .width(min: 80, ideal: 100)
            }
            .onChange(of: sortOrder) { _, newOrder in
                items.sort(using: newOrder)
            }
            .navigationTitle("Inventory")
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text(selection.isEmpty ? "\(items.count) items" : "\(selection.count) selected")
                        .font(.footnote)
                }
            }
        }
    }
}
