@_exported import Resolution
