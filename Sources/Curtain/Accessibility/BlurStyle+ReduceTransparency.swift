import Foundation

extension PresentationUIConfiguration.BlurStyle {
  /// The grey, in gamma-encoded sRGB (0 black, 1 white), and alpha of the tint a blur of this
  /// style lays over the blurred content.
  ///
  /// From Apple's `UIImage+ImageEffects` sample (WWDC 2013), the reference for the iOS 7
  /// blurs: light `colorWithWhite:1.0 alpha:0.3`, extra light `0.97`/`0.82`, dark
  /// `0.11`/`0.73`. `.regular` and `.prominent` adapt to the interface style; in the light
  /// style they read as light and extra light, which is what they are taken as here.
  package var tint: (white: Double, alpha: Double) {
    switch self {
    case .light, .regular: return (1.0, 0.3)
    case .extraLight, .prominent: return (0.97, 0.82)
    case .dark: return (0.11, 0.73)
    }
  }

  /// The style players draw a plan's blurred background with when the presentation names none:
  /// `.dark` (the UIKit player's `TransitionBridge.blurStyle` default).
  package static let planDefault = PresentationUIConfiguration.BlurStyle.dark

  /// The content grey the substitution is computed over: middle grey, 0.5 encoded.
  package static let referenceContentGrey: Double = 0.5

  /// The alpha of the black dim that replaces this blur under Reduce Transparency: the dim of
  /// equal contrast.
  ///
  /// "Equal contrast" is the WCAG contrast ratio between the screen behind and the same screen
  /// covered: a blur averages the content under it (so over content of grey `v` it shows
  /// `v` on average) and lays its tint `(w, a)` over it, giving `a·w + (1 − a)·v`; a black dim
  /// of alpha `d` gives `(1 − d)·v` (Core Animation blends gamma-encoded values). The dim's `d`
  /// is the one whose contrast ratio with the uncovered content, `(Y(v) + 0.05) / (Y(dim) +
  /// 0.05)`, equals the blur's, `max(Y(v), Y(blur)) + 0.05` over `min(...) + 0.05`, with `Y` the
  /// sRGB relative luminance. A blur that darkens gets the dim that darkens as much; one that
  /// lightens gets the dim that departs from the content by the same ratio the other way.
  ///
  /// - Parameter contentGrey: The content's average grey, `0...1` gamma-encoded; clamped to
  ///   `0.01...1` (over black nothing can dim). Defaults to `referenceContentGrey`.
  /// - Returns: The dim's alpha, `0...1`.
  package func equalContrastDimAlpha(over contentGrey: Double = referenceContentGrey) -> CGFloat {
    let v = min(max(contentGrey.isFinite ? contentGrey : Self.referenceContentGrey, 0.01), 1)
    let (w, a) = tint
    let blurred = a * w + (1 - a) * v
    let content = Self.luminance(v)
    let covered = Self.luminance(blurred)
    let ratio = (max(content, covered) + 0.05) / (min(content, covered) + 0.05)
    let dimLuminance = max((content + 0.05) / ratio - 0.05, 0)
    let dimmed = Self.encoded(dimLuminance)
    return CGFloat(min(max(1 - dimmed / v, 0), 1))
  }

  /// sRGB relative luminance of an encoded grey (IEC 61966-2-1, as WCAG 2 uses it).
  package static func luminance(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// The encoded grey of a linear luminance (the inverse of ``luminance(_:)``).
  package static func encoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}

extension PresentationUIConfiguration.BackgroundStyle {
  /// This style under Reduce Transparency: a blur becomes the black dim of equal contrast
  /// (`PresentationUIConfiguration.BlurStyle.equalContrastDimAlpha(over:)`); a dim or no
  /// background stays as it is.
  package var reducingTransparency: PresentationUIConfiguration.BackgroundStyle {
    guard case .blurred(let style) = self else { return self }
    return .dimmed(alpha: style.equalContrastDimAlpha())
  }
}

extension TransitionPlan {
  /// This plan with its blurred `.background` turned into a black dim, as Reduce Transparency
  /// asks.
  ///
  /// Wherever the background's ``ViewState/blurFraction`` is `f`, its view alpha is `f` over a
  /// black colour of alpha `dimAlpha`, so the dim comes in with the same timing the blur had.
  /// Every other actor, and a plan without a blurred background, is unchanged.
  ///
  /// - Parameter dimAlpha: The dim's alpha, clamped to `0...1` (a non-finite value is 0).
  /// - Returns: The plan to play.
  package func reducingTransparency(dimAlpha: CGFloat) -> TransitionPlan {
    let alpha = dimAlpha.isFinite ? min(max(dimAlpha, 0), 1) : 0
    let colour = RGBAColor(white: 0, alpha: Double(alpha))
    func substitute(_ state: ViewState, colour: RGBAColor?) -> ViewState {
      guard let fraction = state.blurFraction else { return state }
      var state = state
      state.blurFraction = nil
      state.alpha = fraction
      if let colour { state.backgroundColor = colour }
      return state
    }
    let blurs =
      setup.contains { step in
        if case .insert(.background, let state, _) = step { return state.blurFraction != nil }
        return false
      }
      || tracks.contains { track in
        track.actor == .background && track.keyframes.contains { $0.state.blurFraction != nil }
      }
    guard blurs else { return self }
    let newSetup = setup.map { step -> SetupStep in
      guard case .insert(.background, let state, let placement) = step else { return step }
      var dim = substitute(state, colour: colour)
      dim.backgroundColor = colour
      return .insert(.background, state: dim, placement: placement)
    }
    let newTracks = tracks.map { track -> Track in
      guard track.actor == .background else { return track }
      return Track(
        validatedActor: track.actor,
        keyframes: track.keyframes.map {
          Keyframe($0.relativeTime, substitute($0.state, colour: nil))
        }, timing: track.timing)
    }
    func substituted(_ states: [ActorID: ViewState]) -> [ActorID: ViewState] {
      var states = states
      if let state = states[.background] { states[.background] = substitute(state, colour: colour) }
      return states
    }
    return TransitionPlan(
      validatedSetup: newSetup, initialStates: substituted(initialStates), tracks: newTracks,
      completionStates: substituted(completionStates),
      cancellationStates: substituted(cancellationStates))
  }
}
