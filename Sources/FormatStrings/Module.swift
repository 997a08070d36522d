// The FormatStrings module; see Package.swift for its layer.
