#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

// The layout in the presentation's context (Presentr's `viewControllerForContext`): the core's
// `PresentationSession.frame(of:inContext:)`, the headless scene's rule and failure too.
extension CurtainPresentationController {
  /// The layout's frame in the container: solved by the core in the context's frame (the
  /// whole container without a context).
  ///
  /// A context the layout cannot use (a context view outside the window, or empty) or a layout
  /// that cannot be solved is the core's `PresentationError`: it is reported once through
  /// ``onLayoutFailure`` (`ModalTransitionDelegate.lastError` and `onFailure`), never trapped,
  /// and the view is laid out in the whole container instead (its bounds when even that
  /// fails).
  func layoutFrame(in container: UIView) -> CGRect {
    let session = container.curtainPresentationSession
    // Sized to content: the user's text size and the content's preferred size (the core's
    // ContentSizeScale); a plain animator's full-screen layout has nothing to adapt.
    let layout = layout.adapted(
      to: ContentSizeScale.Category(container.traitCollection.preferredContentSizeCategory),
      preferredContentSize: presentedViewController.preferredContentSize)
    do {
      let frame = try session.frame(of: layout, inContext: rawContextFrame(in: container))
      reportedLayoutFailure = nil
      return frame
    } catch {
      if reportedLayoutFailure != error {
        reportedLayoutFailure = error
        onLayoutFailure?(error)
      }
      return (try? session.frame(of: layout, inContext: nil)) ?? container.bounds
    }
  }

  /// The context view's frame in the container, as the core lays out in it (the part inside
  /// the container); `nil` without a context or when the core refuses it.
  func contextFrame(in container: UIView) -> CGRect? {
    guard let frame = rawContextFrame(in: container) else { return nil }
    return try? container.curtainPresentationSession.layoutArea(context: frame).frame
  }

  /// The context view's bounds in the container's coordinates; `nil` without a context.
  private func rawContextFrame(in container: UIView) -> CGRect? {
    guard let view = contextViewProvider?() else { return nil }
    return container.convert(view.bounds, from: view)
  }
}
#endif
