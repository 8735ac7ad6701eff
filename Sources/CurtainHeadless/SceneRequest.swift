import Foundation

/// An operation asked of a ``HeadlessScene``, before it is checked and planned.
enum SceneRequest {
  case present(HeadlessScreen, presentedFrame: CGRect?, sourceFrame: CGRect?)
  /// Presents with a `Presentation`: the frame comes from its layout when the transition starts.
  case presentPresentation(HeadlessScreen, PresentationRecord)
  case dismiss
  case push(HeadlessScreen)
  case pop
  case selectTab(Int)
  /// A live update of the top presentation.
  case update(PresentationUpdate, duration: TimeInterval)
  /// A new container size and safe area; a duration of 0 re-lays at once.
  case resize(CGSize, safeArea: EdgeInsets, duration: TimeInterval)
  /// The keyboard shows at a frame, or hides (`nil`).
  case keyboard(CGRect?, duration: TimeInterval)

  /// The request in words, for messages: "present 'detail'", "pop", "select tab 2".
  var summary: String {
    switch self {
    case .present(let screen, _, _), .presentPresentation(let screen, _):
      return "present \(screen)"
    case .dismiss: return "dismiss"
    case .push(let screen): return "push \(screen)"
    case .pop: return "pop"
    case .selectTab(let index): return "select tab \(index)"
    case .update(let update, _): return update.summary
    case .resize(let size, _, _): return "resize to \(size.width)×\(size.height)"
    case .keyboard(let frame, _): return frame == nil ? "hide the keyboard" : "show the keyboard"
    }
  }

  /// Whether the scene plans the transition itself (no animator, no transition context).
  var isPlannedByScene: Bool {
    switch self {
    case .update, .resize, .keyboard: return true
    case .present, .presentPresentation, .dismiss, .push, .pop, .selectTab: return false
    }
  }
}
