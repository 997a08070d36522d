import Dispatch

extension Array where Element: Sendable {
    /// `map` run on all cores (Dispatch's `concurrentPerform`); the result keeps the input order.
    /// `transform` must be safe to call from several threads at once.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { input in
            let input = UnsafeSendableBuffer(buffer: input)
            DispatchQueue.concurrentPerform(iterations: input.buffer.count) { index in
                slots.set(index, transform(input.buffer[index]))
            }
        }
        return slots.values
    }

    /// `concurrentMap` that starts the costliest elements first (by `cost`, in any unit): with few
    /// elements of very different sizes (the tables of a project), one started last would leave
    /// the other cores idle while it runs. The result keeps the input order.
    package func concurrentMap<T: Sendable>(
        largestFirst cost: (Element) -> Int, _ transform: @Sendable (Element) -> T
    ) -> [T] {
        let order = largestFirstOrder(map(cost))
        let slots = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { input in
            order.withUnsafeBufferPointer { order in
                let input = UnsafeSendableBuffer(buffer: input), order = UnsafeSendableBuffer(buffer: order)
                DispatchQueue.concurrentPerform(iterations: order.buffer.count) { k in
                    let index = order.buffer[k]
                    slots.set(index, transform(input.buffer[index]))
                }
            }
        }
        return slots.values
    }
}

/// The input of `concurrentMap`, read (never written) from many threads while it is borrowed.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}

/// Result slots written once each from concurrent iterations (distinct indices, no overlap).
private final class ResultSlots<T>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func set(_ index: Int, _ value: T) { storage[index] = value }
    var values: [T] { storage.map { $0! } }
}

/// The indices of `costs` from the largest cost down; equal costs keep their order.
package func largestFirstOrder(_ costs: [Int]) -> [Int] {
    costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
}
