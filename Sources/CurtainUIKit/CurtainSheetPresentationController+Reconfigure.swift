#if canImport(UIKit)
import Curtain
import CurtainEngine
import UIKit

extension CurtainSheetPresentationController {
  /// Changes the presented sheet: its detents, largest undimmed detent, grabber, corner radius
  /// and dismissal rules, as `UISheetPresentationController` takes changes inside
  /// `animateChanges(_:)`.
  ///
  /// The core's `SheetSession.reconfigure(to:)` decides: the sheet stays on its detent when
  /// the new detents have it, else goes to `sheet`'s `SheetPresentation.selectedDetentID` on
  /// the settle spring; a change made while a transition, a drag or a settle owns the sheet
  /// waits until it rests. The grabber and the corners follow the sheet the session rests
  /// with.
  ///
  /// - Parameter sheet: The sheet as it is now.
  package func reconfigure(_ sheet: SheetPresentation) {
    self.sheet = sheet
    // Not yet laid out in a container: the session is made from `sheet` when it is.
    guard var session else { return }
    let effects = session.reconfigure(to: sheet)
    self.session = session
    perform(effects)
  }

  /// Gives the sheet the corner radius and the grabber of the sheet it rests with (the
  /// session's, or ``sheet`` before there is one): called as the presentation begins and each
  /// time the sheet is shown.
  func applyChrome() {
    guard let presentedView else { return }
    let presentation = session?.model.presentation ?? sheet
    let radius = presentation.cornerRadius
    if presentedView.layer.cornerRadius != radius { presentedView.layer.cornerRadius = radius }
    if presentation.prefersGrabberVisible, grabberView == nil {
      let grabber = SheetGrabberView()
      grabber.onAdjust = { [weak self] increment in self?.adjustGrabber(increment: increment) }
      grabber.frame = SheetPresentation.grabberFrame(sheetWidth: presentedView.bounds.width)
      grabber.layer.cornerRadius = SheetPresentation.grabberSize.height / 2
      grabber.isUserInteractionEnabled = false
      presentedView.addSubview(grabber)
      grabberView = grabber
      // The grabber's grey (ChromeAppearance), raised under Increase Contrast, live.
      applyGrabberColor()
    } else if !presentation.prefersGrabberVisible, let grabberView {
      grabberView.removeFromSuperview()
      self.grabberView = nil
    }
  }
}
#endif
