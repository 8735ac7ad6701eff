import Foundation

/// An operation asked of a ``HeadlessScene``, before it is checked and planned.
enum SceneRequest {
  case present(HeadlessScreen, presentedFrame: CGRect?, sourceFrame: CGRect?)
  case dismiss
  case push(HeadlessScreen)
  case pop
  case selectTab(Int)

  /// The request in words, for messages: "present 'detail'", "pop", "select tab 2".
  var summary: String {
    switch self {
    case .present(let screen, _, _): return "present \(screen)"
    case .dismiss: return "dismiss"
    case .push(let screen): return "push \(screen)"
    case .pop: return "pop"
    case .selectTab(let index): return "select tab \(index)"
    }
  }
}
