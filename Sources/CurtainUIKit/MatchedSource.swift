#if canImport(UIKit)
import Curtain
import UIKit

extension ModalTransitionDelegate {
  /// The matched pair of the transition being planned, from the source providers: asked anew
  /// for every presentation and every dismissal.
  ///
  /// - The source: ``sourceViewProvider``'s view (its bounds converted into `container`, its
  ///   layer's corner radius), else ``sourceFrameProvider``'s frame (window coordinates,
  ///   converted into `container`, corner radius 0). A view outside any window, a `nil` from both
  ///   providers or a frame that is not finite means no source.
  /// - The destination: the view of `presented` whose ``UIKit/UIView/curtainMatchID`` is the
  ///   pair's id (``matchID``, else the source view's own id), its frame in the presented root
  ///   view placed at `presentedFrame`; without such a view, ``destinationFrameProvider``'s
  ///   frame placed the same way, else `presentedFrame` itself (the whole screen, as UIKit's
  ///   zoom uses).
  ///
  /// - Parameters:
  ///   - container: The transition's container view.
  ///   - presented: The presented controller.
  ///   - presentedFrame: The presented view's frame in the container; `nil` means the
  ///     container's bounds.
  /// - Returns: One pair, or none when there is no source.
  func matchedPairs(
    in container: UIView, presented: UIViewController?, presentedFrame: CGRect?
  ) -> [MatchedPair] {
    guard let source = source(in: container), source.frame.hasFiniteComponents else {
      matchedSource = nil
      return []
    }
    let id = matchID ?? source.id ?? "source"
    matchedSource = source.view.map { (id, $0) }
    let screen = presentedFrame ?? container.bounds
    var destination = screen
    if let root = presented?.view, let match = Self.view(withMatchID: id, in: root), match !== root
    {
      let inRoot = root.convert(match.bounds, from: match)
      let frame = inRoot.offsetBy(
        dx: screen.minX - root.bounds.minX, dy: screen.minY - root.bounds.minY)
      if frame.hasFiniteComponents { destination = frame }
    } else if let root = presented?.view, let frame = destinationFrameProvider?(),
      frame.hasFiniteComponents, frame.width > 0, frame.height > 0
    {
      destination = frame.offsetBy(
        dx: screen.minX - root.bounds.minX, dy: screen.minY - root.bounds.minY)
    }
    let radius = source.cornerRadius.isFinite ? max(0, source.cornerRadius) : 0
    return [
      MatchedPair(
        id: id, sourceFrame: source.frame, sourceCornerRadius: radius,
        destinationFrame: destination)
    ]
  }

  /// The source from the providers, in `container`'s coordinates.
  private func source(
    in container: UIView
  ) -> (frame: CGRect, cornerRadius: CGFloat, id: String?, view: UIView?)? {
    if let view = sourceViewProvider?(), view.window != nil {
      return (
        container.convert(view.bounds, from: view), view.layer.cornerRadius, view.curtainMatchID,
        view
      )
    }
    if let frame = sourceFrameProvider?() {
      return (container.convert(frame, from: nil), 0, nil, nil)
    }
    return nil
  }

  /// The first view, depth first from `root`, whose match id is `id`.
  private static func view(withMatchID id: String, in root: UIView) -> UIView? {
    if root.curtainMatchID == id { return root }
    for subview in root.subviews {
      if let found = view(withMatchID: id, in: subview) { return found }
    }
    return nil
  }
}

extension CGRect {
  /// Whether the origin and size are finite numbers (a source or destination the context
  /// accepts).
  fileprivate var hasFiniteComponents: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
#endif
