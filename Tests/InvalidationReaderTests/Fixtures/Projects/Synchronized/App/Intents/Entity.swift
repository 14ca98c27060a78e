import Foundation

struct Entity {
    var name: String
}
