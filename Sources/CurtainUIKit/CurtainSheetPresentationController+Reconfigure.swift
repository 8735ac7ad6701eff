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
      grabber.onActivate = { [weak self] in self?.activateGrabber() ?? false }
      grabber.layer.cornerRadius = SheetPresentation.grabberSize.height / 2
      // A tap on the grabber's 44 × 44 target is its activation, as a double-tap is.
      let tap = UITapGestureRecognizer()
      let target = GestureTarget { [weak self] recognizer in
        if recognizer.state == .ended { _ = self?.activateGrabber() }
      }
      target.attach(to: tap)
      grabber.addGestureRecognizer(tap)
      grabberTapTarget = target
      presentedView.addSubview(grabber)
      grabberView = grabber
      layoutGrabber()
      applyGrabberColor()
    } else if !presentation.prefersGrabberVisible, let grabberView {
      grabberView.removeFromSuperview()
      self.grabberView = nil
      grabberTapTarget = nil
    }
  }
}
#endif
