// The Internationalization module; see Package.swift for its layer.
