import SwiftUI
import Observation

/// Per-property tracking: a view reads `ShopStore.cart` or `ShopStore.promotions`.
@Observable
final class ShopStore {
    var cart: [String] = []
    var promotions: [String] = []
    let currency = "EUR"
    @ObservationIgnored var lastRefresh = Date()
}

/// Any `@Published` change reaches every observer, whatever it reads.
final class AccountModel: ObservableObject {
    @Published var name = ""
    @Published var isPremium = false
    var cachedAvatar: Data?
}

struct ShopScreen: View {
    @State private var store = ShopStore()
    @StateObject private var account = AccountModel()
    @Environment(\.locale) private var locale
    @AppStorage("showsPrices") private var showsPrices = true
    @Namespace private var animation

    var body: some View {
        VStack {
            CartBadge(store: store)
            AccountHeader(account: account)
            PromotionsList()
                .environment(store)
            Text(locale.identifier)
            if showsPrices {
                Text("Prices in \(store.currency)")
            }
        }
        .environmentObject(account)
    }
}

struct CartBadge: View {
    let store: ShopStore

    var body: some View {
        Text("\(store.cart.count)")
    }
}

struct AccountHeader: View {
    @ObservedObject var account: AccountModel

    var body: some View {
        Text(account.name)
    }
}

struct PromotionsList: View {
    @Environment(ShopStore.self) private var store
    @EnvironmentObject private var account: AccountModel

    var body: some View {
        List(store.promotions, id: \.self) { promotion in
            PromotionRow(title: promotion)
        }
    }
}

struct PromotionRow: View {
    let title: String
    @Bindable var editable = ShopStore()

    var body: some View {
        Text(title)
    }
}
