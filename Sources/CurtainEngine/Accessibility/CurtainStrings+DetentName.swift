import Curtain
import Foundation

extension CurtainStrings {
  /// The name VoiceOver says for a detent of `sheet`: the app's name for it in
  /// `detentNames`, else "Half height" for `.medium`, "Full height" for `.large`, "Fits
  /// content" for `.fitting`, else the sheet's height at it as a percentage of the container's
  /// ("30% height"); the id itself when the sheet has no such detent.
  ///
  /// - Parameters:
  ///   - id: The detent's id.
  ///   - sheet: The sheet's model.
  ///   - detentNames: The app's names, by detent id.
  /// - Returns: The name.
  package func detentName(
    _ id: String, in sheet: SheetModel, detentNames: [String: String] = [:]
  ) -> String {
    if let name = detentNames[id] { return name }
    switch id {
    case "medium": return string(.detentMedium)
    case "large": return string(.detentLarge)
    case "fitting": return string(.detentFitting)
    default: break
    }
    guard let stop = sheet.stop(id), stop.top + stop.height > 0 else { return id }
    let percent = (100 * stop.height / (stop.top + stop.height)).rounded()
    return String(format: string(.detentPercent), String(format: "%.0f", Double(percent)))
  }
}
