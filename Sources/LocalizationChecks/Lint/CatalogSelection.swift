import LocalizationCatalog

extension CatalogLoader.Result {
    /// The result with each table's files passed through `transform` (nil leaves a file out) and
    /// the file list made to match; tables left without files are dropped. Files no table holds
    /// stay as they are. Used by `--locale`.
    func keepingFiles(_ transform: (LocalizationTable, CatalogFile) -> CatalogFile?) -> CatalogLoader.Result {
        var result = self
        var kept: [String: CatalogFile] = [:]
        result.tables = tables.compactMap { table in
            var table = table
            table.files = table.files.compactMap { file in
                let made = transform(table, file)
                if let made { kept[made.path] = made }
                return made
            }
            return table.files.isEmpty ? nil : table
        }
        let inTables = Set(tables.flatMap { $0.files.map(\.path) })
        result.files = files.compactMap { file in inTables.contains(file.path) ? kept[file.path] : file }
        return result
    }
}
