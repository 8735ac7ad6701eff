import CurtainHeadless
import Foundation

extension Timeline {
  /// The number of decimal places ``snapshotText`` rounds numbers to.
  public static let snapshotPrecision = 4

  /// The timeline as stable text for golden files: its ``csv`` with every number rounded to
  /// ``snapshotPrecision`` decimal places, and lines ending with a line feed.
  ///
  /// Rounding to 1e-4 (points, seconds, alpha) hides the last-bit differences between
  /// platforms' math libraries while keeping every visible change; negative zero is written as
  /// `0.0`. Numbers are written in Swift's shortest form (`0.25`, `390.0`), actor names and
  /// `true`/`false` cells as they are.
  ///
  /// ```
  /// time,actor,frame.x,frame.y,frame.width,frame.height,alpha,…
  /// 0.0,presented,0.0,844.0,390.0,844.0,1.0,…
  /// ```
  public var snapshotText: String {
    var lines: [String] = []
    for line in csv.split(separator: "\r\n", omittingEmptySubsequences: true) {
      let cells = Self.cells(of: String(line))
      let rounded = cells.enumerated().map { index, cell in
        index == 1 ? cell : Self.rounded(cell)
      }
      lines.append(rounded.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Splits a CSV row into its cells, keeping quoted cells (and their quotes) whole.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var quoted = false
    for character in line {
      if character == "\"" { quoted.toggle() }
      if character == ",", !quoted {
        cells.append(cell)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    cells.append(cell)
    return cells
  }

  /// `cell` rounded to ``snapshotPrecision`` places when it is a number with a fraction or an
  /// exponent, as it is otherwise.
  static func rounded(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "." || $0 == "e" }), let value = Double(cell),
      value.isFinite
    else { return cell }
    let scale = pow(10, Double(snapshotPrecision))
    let result = (value * scale).rounded() / scale
    return result == 0 ? "0.0" : "\(result)"
  }
}
