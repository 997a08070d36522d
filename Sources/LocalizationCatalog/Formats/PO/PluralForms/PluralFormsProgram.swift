/// A `Plural-Forms` expression flattened into instructions for a stack machine, for evaluating
/// it over many numbers (msgfmt's n = 0…1000, the CLDR comparison's samples).
///
/// Walking the `indirect` expression tree retains and releases each node's box on every visit,
/// about a thousand instructions per number; the program evaluates without touching the heap.
/// It gives exactly `PluralFormsExpression.evaluate`'s results, short-circuits included: the
/// right side of `&&`/`||` and the untaken branch of `?:` are skipped, so their zero divisors
/// are never reported.
struct PluralFormsProgram: Sendable {
    private enum Instruction: Sendable {
        case n
        case literal(UInt64)
        case not
        /// Pops b then a, pushes `a op b` (not `&&`/`||`).
        case binary(PluralFormsOperator)
        /// `&&`: pops a; when it is 0, pushes 0 and jumps.
        case andSkip(to: Int)
        /// `||`: pops a; when it is not 0, pushes 1 and jumps.
        case orSkip(to: Int)
        /// Replaces the top with 1 when it is not 0 (the value of `a && b`, `a || b` once b is known).
        case truth
        /// Pops a condition; jumps when it is 0.
        case jumpIfZero(to: Int)
        case jump(to: Int)
    }

    private var instructions: [Instruction] = []
    /// The deepest the stack gets.
    private var stackSize = 0

    init(_ expression: PluralFormsExpression) {
        var depth = 0
        emit(expression, depth: &depth)
    }

    private mutating func emit(_ expression: PluralFormsExpression, depth: inout Int) {
        func push() {
            depth += 1
            stackSize = max(stackSize, depth)
        }
        switch expression {
        case .n:
            instructions.append(.n)
            push()
        case .literal(let value):
            instructions.append(.literal(value))
            push()
        case .not(let operand):
            emit(operand, depth: &depth)
            instructions.append(.not)
        case .binary(let op, let left, let right) where op == .and || op == .or:
            emit(left, depth: &depth)
            let skip = instructions.count
            instructions.append(.jump(to: 0))  // patched below
            depth -= 1
            emit(right, depth: &depth)
            instructions.append(.truth)
            instructions[skip] = op == .and ? .andSkip(to: instructions.count) : .orSkip(to: instructions.count)
        case .binary(let op, let left, let right):
            emit(left, depth: &depth)
            emit(right, depth: &depth)
            instructions.append(.binary(op))
            depth -= 1
        case .conditional(let condition, let then, let otherwise):
            emit(condition, depth: &depth)
            let test = instructions.count
            instructions.append(.jump(to: 0))  // patched below
            depth -= 1
            emit(then, depth: &depth)
            let exit = instructions.count
            instructions.append(.jump(to: 0))  // patched below
            depth -= 1
            instructions[test] = .jumpIfZero(to: instructions.count)
            emit(otherwise, depth: &depth)
            instructions[exit] = .jump(to: instructions.count)
        }
    }

    /// The form index for each of `numbers`, or the first number whose evaluation fails or whose
    /// value is not below `nplurals`, and why.
    func forms(for numbers: [UInt64], nplurals: Int) -> Result<[Int], PluralFormsDistributionFailure> {
        var results: [Int] = []
        results.reserveCapacity(numbers.count)
        var stack = [UInt64](repeating: 0, count: max(stackSize, 1))
        // run reads program[pc] while pc < program.count; jump targets are instruction indices emit patched in.
        return instructions.withUnsafeBufferPointer { program in
            // top never passes stackSize - 1: emit tracked the same pushes and pops and sized the stack to the deepest.
            stack.withUnsafeMutableBufferPointer { stack in
                for n in numbers {
                    switch Self.run(program, n, stack).flatMap({ PluralForms.formIndex($0, nplurals: nplurals) }) {
                    case .success(let index): results.append(index)
                    case .failure(let error): return .failure(PluralFormsDistributionFailure(n: n, error: error))
                    }
                }
                return .success(results)
            }
        }
    }

    private static func run(
        _ program: UnsafeBufferPointer<Instruction>, _ n: UInt64, _ stack: UnsafeMutableBufferPointer<UInt64>
    ) -> Result<UInt64, PluralFormsEvaluationError> {
        var top = -1
        var pc = 0
        while pc < program.count {
            switch program[pc] {
            case .n:
                top += 1
                stack[top] = n
            case .literal(let value):
                top += 1
                stack[top] = value
            case .not:
                stack[top] = stack[top] == 0 ? 1 : 0
            case .truth:
                stack[top] = stack[top] != 0 ? 1 : 0
            case .andSkip(let target):
                if stack[top] == 0 { pc = target; continue }
                top -= 1
            case .orSkip(let target):
                if stack[top] != 0 {
                    stack[top] = 1
                    pc = target
                    continue
                }
                top -= 1
            case .jumpIfZero(let target):
                let condition = stack[top]
                top -= 1
                if condition == 0 { pc = target; continue }
            case .jump(let target):
                pc = target
                continue
            case .binary(let op):
                let b = stack[top], a = stack[top - 1]
                top -= 1
                switch op.apply(a, b) {
                case .success(let value): stack[top] = value
                case .failure(let error): return .failure(error)
                }
            }
            pc += 1
        }
        return .success(stack[0])
    }
}
