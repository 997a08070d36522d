import Testing
@testable import LocalizationCatalog

struct ConcurrentMapTests {
    @Test func resultsKeepTheInputOrder() {
        let input = Array(0..<1000)
        #expect(input.concurrentMap { $0 * 3 } == input.map { $0 * 3 })
        #expect(input.concurrentMap(largestFirst: { $0 % 7 }) { $0 * 3 } == input.map { $0 * 3 })
    }

    @Test func theCostliestElementsAreStartedFirst() {
        #expect(largestFirstOrder([3, 40, 1, 7, 40, 2, 9]) == [1, 4, 6, 3, 0, 5, 2])
        #expect(largestFirstOrder([]) == [])
        #expect(largestFirstOrder([5, 5, 5]) == [0, 1, 2])
    }
}
