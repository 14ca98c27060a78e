import Foundation

final class Model: ObservableObject {
    @Published var name = ""
}
