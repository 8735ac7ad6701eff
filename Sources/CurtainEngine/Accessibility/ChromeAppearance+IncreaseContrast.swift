import Curtain
import Foundation

/// Increase Contrast for dims, decided once for both players.
///
/// A dim sets the presented content apart from the screen behind it. Under Increase Contrast
/// (`UIAccessibility.isDarkerSystemColorsEnabled`, a trait collection's `accessibilityContrast`
/// `.high`) the dim is raised, when it is lighter, until the screen behind at its lightest
/// (white) is darkened to a contrast ratio of at least ``increasedDimContrast`` (4.5:1) with
/// white content, by WCAG 2's formula: `(1 + 0.05) / (Y + 0.05)`, `Y` the relative luminance of
/// white under the dim. 4.5:1 is what WCAG 2.1 asks of text (1.4.3); the 3:1 it asks of a
/// component's boundary (1.4.11) the default dims already give (a black dim of 0.5 leaves white
/// at 3.98:1), so Increase Contrast asks for more than the minimum, as its name says. A black
/// dim rises to alpha ≈ 0.535 (the default 0.5 and a sheet's 0.3 rise; Presentr's 0.7 stays).
/// A dim colour too light to reach the ratio even when opaque keeps its alpha, and a dim of
/// alpha 0 stays none. Blurs are left to Reduce Transparency.
extension ChromeAppearance {
  /// The contrast ratio a dim gives white content over the screen behind at its lightest,
  /// under Increase Contrast: 4.5.
  package static let increasedDimContrast = 4.5

  /// `colour`, a dim's, with its alpha raised under Increase Contrast.
  ///
  /// The least alpha, not below the colour's own, at which the colour laid over white
  /// (gamma-encoded blending, as Core Animation's: `a·c + (1 − a)·1` per channel) has a
  /// relative luminance of at most `1.05 / 4.5 − 0.05`; the colour unchanged when it is
  /// already dark enough or can never be, and when its alpha is 0 (no dim: none is added).
  ///
  /// - Parameter colour: The dim's colour.
  /// - Returns: The colour to draw.
  package static func increasedContrastDim(_ colour: RGBAColor) -> RGBAColor {
    let target = 1.05 / increasedDimContrast - 0.05
    func luminance(at alpha: Double) -> Double {
      func channel(_ value: Double) -> Double {
        PresentationUIConfiguration.BlurStyle.luminance(alpha * value + (1 - alpha))
      }
      return 0.2126 * channel(colour.red) + 0.7152 * channel(colour.green) + 0.0722
        * channel(colour.blue)
    }
    guard colour.alpha > 0, luminance(at: colour.alpha) > target, luminance(at: 1) <= target
    else { return colour }
    // The luminance falls as the alpha rises: bisect for the least alpha that reaches it.
    var low = colour.alpha
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if luminance(at: middle) <= target { high = middle } else { low = middle }
    }
    return RGBAColor(red: colour.red, green: colour.green, blue: colour.blue, alpha: high)
  }
}

extension PresentationUIConfiguration.BackgroundStyle {
  /// This style under Increase Contrast: a dim raised by
  /// `ChromeAppearance.increasedContrastDim(_:)` (the dim is black); a blur or no background
  /// stays.
  package var increasingContrast: PresentationUIConfiguration.BackgroundStyle {
    guard case .dimmed(let alpha) = self else { return self }
    let raised = ChromeAppearance.increasedContrastDim(RGBAColor(white: 0, alpha: Double(alpha)))
    return .dimmed(alpha: CGFloat(raised.alpha))
  }
}

extension TransitionPlan {
  /// This plan under Increase Contrast, its dim raised.
  ///
  /// The dim is the `.background` actor with a colour. Where it rests (its colour's alpha
  /// times the highest view alpha the plan gives it: 0.5 for a `Presentation`'s default
  /// chrome, whose view fades 0 → 1; 0.2 for the zoom's black view, which fades 0 → 0.2) it
  /// is raised to `ChromeAppearance.increasedContrastDim(_:)`: the colour's alpha first, as
  /// far as 1, then the view's alpha, every value of it scaled by one factor, so the dim fades
  /// in and out with the plan's own timing. A plan whose dim is already dark enough, whose dim
  /// never shows (alpha 0) or that has none is returned unchanged, and so is every other
  /// actor.
  ///
  /// - Returns: The plan to play.
  package func increasingDimContrast() -> TransitionPlan {
    var states: [ViewState] = initialStates[.background].map { [$0] } ?? []
    for step in setup {
      if case .insert(.background, let state, _) = step { states.append(state) }
    }
    states += tracks.filter { $0.actor == .background }.flatMap(\.keyframes).map(\.state)
    states += [completionStates[.background], cancellationStates[.background]].compactMap { $0 }
    guard let colour = states.lazy.compactMap(\.backgroundColor).first else { return self }
    let peak = Double(states.compactMap(\.alpha).max() ?? 1)
    let resting = colour.alpha * peak
    guard resting > 0 else { return self }
    let target = ChromeAppearance.increasedContrastDim(
      RGBAColor(red: colour.red, green: colour.green, blue: colour.blue, alpha: resting)
    ).alpha
    guard target > resting else { return self }
    let colourFactor = min(target / resting, 1 / colour.alpha)
    let viewFactor = target / (colour.alpha * colourFactor * peak)
    func raised(_ state: ViewState) -> ViewState {
      var state = state
      if let own = state.backgroundColor {
        state.backgroundColor = RGBAColor(
          red: own.red, green: own.green, blue: own.blue, alpha: own.alpha * colourFactor)
      }
      if viewFactor > 1, let alpha = state.alpha {
        state.alpha = min(alpha * CGFloat(viewFactor), 1)
      }
      return state
    }
    func raised(_ states: [ActorID: ViewState]) -> [ActorID: ViewState] {
      var states = states
      if let state = states[.background] { states[.background] = raised(state) }
      return states
    }
    let newSetup = setup.map { step -> SetupStep in
      guard case .insert(.background, let state, let placement) = step else { return step }
      return .insert(.background, state: raised(state), placement: placement)
    }
    let newTracks = tracks.map { track -> Track in
      guard track.actor == .background else { return track }
      return Track(
        validatedActor: track.actor,
        keyframes: track.keyframes.map { Keyframe($0.relativeTime, raised($0.state)) },
        timing: track.timing)
    }
    return TransitionPlan(
      validatedSetup: newSetup, initialStates: raised(initialStates), tracks: newTracks,
      completionStates: raised(completionStates), cancellationStates: raised(cancellationStates))
  }
}
