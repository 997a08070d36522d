// What the example assumes and does not show: UniformTypeIdentifiers' UTType.
import Dialogs

/// A stand-in for `UTType`: an identifier whose description is the identifier, as `UTType`'s is.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    public let identifier: String
    public static let png = UTType(identifier: "public.png")
    public var description: String { identifier }
}

/// The example's view, for tests in another module.
public func makeConfirmFileImport() -> some View { ConfirmFileImport() }
