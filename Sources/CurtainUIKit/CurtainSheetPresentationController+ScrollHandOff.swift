#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// Lets the sheet's pan recognize together with the content scroll view's own pan, so that
  /// both see the finger and the hand-off decides who moves.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The sheet's pan.
  ///   - otherGestureRecognizer: Another recognizer.
  /// - Returns: `true` for the content scroll view's pan.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panRecognizer, let scroll = contentScrollView() else {
      return false
    }
    return otherGestureRecognizer === scroll.panGestureRecognizer
  }

  /// The scroll view the drag shares the finger with: ``scrollView`` or the first scroll view
  /// in the presented view, breadth first.
  func contentScrollView() -> UIScrollView? {
    if let scrollView { return scrollView }
    guard let presentedView else { return nil }
    var queue = presentedView.subviews
    var index = 0
    while index < queue.count {
      if let scroll = queue[index] as? UIScrollView { return scroll }
      queue.append(contentsOf: queue[index].subviews)
      index += 1
    }
    return nil
  }

  /// The content a drag shares, measured for the session: `nil` without a scroll view, or
  /// when the touch went down outside it (that drag is the sheet's alone, as in UIKit, where
  /// only a touch in the scroll view reaches its pan).
  ///
  /// The scroll view stretches with the sheet, so at the highest detent it is its height plus
  /// the difference between that detent's height and the sheet's; its content is
  /// `contentSize.height` plus the adjusted insets, scrolled to the top at
  /// `-adjustedContentInset.top`.
  func sharedContent(
    for pan: UIPanGestureRecognizer
  ) -> (scroll: UIScrollView, measure: SheetScrollContent)? {
    guard let presentedView, let session, let scroll = contentScrollView(),
      let host = scroll.superview
    else { return nil }
    let now = pan.location(in: host)
    let moved = pan.translation(in: host)
    let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
    guard scroll.frame.contains(start) else { return nil }
    let heightAtTop = session.model.visibleHeightAtHighestDetent(
      viewHeight: scroll.bounds.height, sheetHeight: presentedView.bounds.height)
    let insets = scroll.adjustedContentInset
    guard
      let measure = SheetScrollContent(
        contentHeight: scroll.contentSize.height + insets.top + insets.bottom,
        visibleHeightAtHighestDetent: heightAtTop, contentOffset: scroll.contentOffset.y,
        adjustedTopInset: insets.top)
    else { return nil }
    return (scroll, measure)
  }

  /// Sets the shared content's offset (the session's `scrollContent` effect).
  func scrollContent(to offset: CGFloat) {
    guard let scroll = draggedScrollView else { return }
    scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: offset)
  }

  /// Lets the content coast on after a release that scrolled it: every frame its offset is
  /// the coast's at the time since the release, until the coast stops.
  func decelerateContent(_ coast: SheetDeceleration) {
    stopDeceleration()
    guard let scroll = draggedScrollView, coast.duration > 0 else { return }
    let clock = FrameClock { [weak self, weak scroll] timestamp in
      guard let self, let scroll, let running = self.deceleration else { return }
      let elapsed = timestamp - running.start
      scroll.contentOffset = CGPoint(
        x: scroll.contentOffset.x, y: running.coast.contentOffset(at: elapsed))
      if elapsed >= running.coast.duration { self.stopDeceleration() }
    }
    deceleration = (coast, CACurrentMediaTime(), clock)
  }

  /// Stops the content's coast where it is.
  func stopDeceleration() {
    deceleration?.clock.stop()
    deceleration = nil
  }
}
#endif
