import XCTest

final class GroupsUITests: XCTestCase {}
