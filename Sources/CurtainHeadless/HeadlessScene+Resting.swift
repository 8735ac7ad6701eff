import Curtain
import Foundation

// Where a screen rests in a model of the scene: the core's answer for a plain animator's
// presentation (`PresentationSession`), the UIKit player's too.
extension HeadlessScene {
  /// Where `screen` rests in `model`: a screen presented by a plain animator where the core's
  /// `PresentationSession.restingFrame(ofPlain:presentedFrame:)` rests it in that model's
  /// container (the frame the animator's presentation plan ends on there), any other screen at
  /// ``SceneModel/restingFrame(of:)``.
  func restingFrame(of screen: HeadlessScreen, in model: SceneModel) -> CGRect {
    guard let presentation = model.presentations.first(where: { $0.screen === screen }),
      presentation.record == nil,
      let animator = plainPresentationAnimators[ObjectIdentifier(screen)]
    else { return model.restingFrame(of: screen) }
    return model.session.restingFrame(ofPlain: animator, presentedFrame: presentation.frame)
  }
}
