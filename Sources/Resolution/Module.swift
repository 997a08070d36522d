// The Resolution module; see Package.swift for its layer.
