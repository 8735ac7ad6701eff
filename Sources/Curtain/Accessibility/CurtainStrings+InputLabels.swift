import Foundation

extension CurtainStrings {
  /// Voice Control input labels from candidate names: in order, without empty or repeated
  /// ones (two languages may use one word for both, as Spanish "Cerrar" for "Dismiss" and
  /// "Close"), at most four, as Apple advises for synonyms.
  ///
  /// - Parameter names: The candidates, primary first.
  /// - Returns: The labels.
  package static func inputLabels(_ names: [String]) -> [String] {
    var labels: [String] = []
    for name in names {
      let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty || labels.contains(trimmed) { continue }
      labels.append(trimmed)
    }
    return Array(labels.prefix(4))
  }
}
