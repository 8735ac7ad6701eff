#if canImport(UIKit)
import Curtain
import UIKit

// Jelly 2.3's spellings that name UIKit types, so that a Jelly app compiles without edits
// (issue 34, item 6). The core's initialisers take Curtain's own `EdgeInsets`; these take
// `UIEdgeInsets`, as Jelly's do, and are disfavoured so that `.zero` and other literals still
// resolve to the core's.

extension EdgeInsets {
  /// The same insets as a `UIEdgeInsets`.
  ///
  /// - Parameter insets: UIKit's insets.
  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension CoverPresentation {
  /// Creates a cover presentation with Jelly's margin guards, a `UIEdgeInsets`.
  ///
  /// The same as `CoverPresentation/init(directionShow:directionDismiss:uiConfiguration:size:alignment:marginGuards:timing:spring:interactionConfiguration:)`
  /// with `EdgeInsets(marginGuards)`.
  @_disfavoredOverload
  public init(
    directionShow: Direction, directionDismiss: Direction,
    uiConfiguration: PresentationUIConfiguration = .default,
    size: PresentationSize = PresentationSize(), alignment: PresentationAlignment = .center,
    marginGuards: UIEdgeInsets, timing: PresentationTiming = PresentationTiming(),
    spring: Spring.Preset = .none, interactionConfiguration: InteractionConfiguration? = nil
  ) {
    self.init(
      directionShow: directionShow, directionDismiss: directionDismiss,
      uiConfiguration: uiConfiguration, size: size, alignment: alignment,
      marginGuards: EdgeInsets(marginGuards), timing: timing, spring: spring,
      interactionConfiguration: interactionConfiguration)
  }
}

extension FadePresentation {
  /// Creates a fade presentation with Jelly's margin guards, a `UIEdgeInsets`.
  ///
  /// The same as `FadePresentation/init(alignment:size:marginGuards:timing:uiConfiguration:)`
  /// with `EdgeInsets(marginGuards)`.
  @_disfavoredOverload
  public init(
    alignment: PresentationAlignment = .center, size: PresentationSize = PresentationSize(),
    marginGuards: UIEdgeInsets,
    timing: PresentationTiming = PresentationTiming(
      duration: .normal, presentationCurve: .linear, dismissCurve: .linear),
    uiConfiguration: PresentationUIConfiguration = .default
  ) {
    self.init(
      alignment: alignment, size: size, marginGuards: EdgeInsets(marginGuards), timing: timing,
      uiConfiguration: uiConfiguration)
  }
}

extension InteractionConfiguration {
  /// Creates an interaction with Jelly's initialiser: the presenting controller, a threshold,
  /// a drag mode and the modes.
  ///
  /// Jelly used `presentingViewController` for a pan that presents; Curtain offers no such pan
  /// yet (a pan dismisses), so it is accepted and not used. Like Jelly's, this initialiser does
  /// not throw: a threshold outside `0...1` is clamped into it, a non-finite one is 0.5.
  ///
  /// - Parameters:
  ///   - presentingViewController: The presenting controller (accepted, not used).
  ///   - completionThreshold: A fraction in `0...1`. Defaults to 0.5.
  ///   - dragMode: Where a pan may start.
  ///   - mode: Which transitions a pan may drive. Defaults to both, as Jelly.
  public init(
    presentingViewController: UIViewController, completionThreshold: CGFloat = 0.5,
    dragMode: DragMode, mode: Modes = [.dismiss, .present]
  ) {
    let threshold =
      completionThreshold.isFinite ? min(max(Double(completionThreshold), 0), 1) : 0.5
    let checked = try? InteractionConfiguration(
      completionThreshold: threshold, dragMode: dragMode, modes: mode)
    self = checked ?? .standard
  }
}
#endif
