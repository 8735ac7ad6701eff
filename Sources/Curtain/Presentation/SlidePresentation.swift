import Foundation

/// Jelly's slide: the presented view slides in from one side, pinned to that side, and pushes
/// the presenting view away by `parallax` times its own size; both go back on dismissal.
///
/// ```swift
/// // A side menu, half the width, from the leading edge (the right edge in Arabic or Hebrew),
/// // pushing the screen below by a third of the menu's width.
/// let menu = SlidePresentation(direction: .leading, size: .halfscreen, parallax: 1.0 / 3)
/// ```
///
/// See ``Presentation`` for the plan it makes.
public struct SlidePresentation: Hashable, Sendable {
  /// How long each way takes and which curve it follows; unlike Jelly, the dismissal uses
  /// ``PresentationTiming/dismissCurve``.
  public var timing: PresentationTiming
  /// How the presentation looks.
  public var uiConfiguration: PresentationUIConfiguration
  /// The side the presented view slides in from and back out to; `leading` and `trailing`
  /// follow the layout direction.
  public var direction: Direction
  /// The presented view's length along the movement; across it, the view spans the container.
  public var size: PresentationSize.Dimension
  /// The spring composed with the curve that moves both views; `.none` is Jelly's damping-1
  /// spring (``AnimationTiming/Kind/composed(_:_:initialVelocity:)``).
  public var spring: Spring.Preset
  /// How far the presenting view moves, as a fraction of the presented view's length along the
  /// movement, `0...1`.
  public var parallax: CGFloat
  /// How a pan may drive the presentation, if at all.
  public var interactionConfiguration: InteractionConfiguration?

  /// Creates a slide presentation with Jelly's initialiser shape and defaults.
  ///
  /// It never throws, as Jelly's does not: a parallax outside `0...1` is clamped to the nearest
  /// end (below 0 is 0, above 1 is 1), and a NaN parallax is 0 (the presenting view stays still).
  /// A parallax set later through ``parallax`` is not clamped: a plan made with one outside
  /// `0...1` throws ``PresentationError/parallaxOutOfRange(_:)``.
  ///
  /// - Parameters:
  ///   - timing: Duration and curves. Defaults to `PresentationTiming()`, Jelly's: `.medium`
  ///     (0.5 s), linear both ways.
  ///   - uiConfiguration: How it looks. Defaults to ``PresentationUIConfiguration/default``.
  ///   - direction: The side it slides in from. Defaults to `.bottom`.
  ///   - size: Its length along the movement. Defaults to `.fullscreen`.
  ///   - spring: The spring preset composed with the curve. Defaults to `.none`, Jelly's
  ///     damping-1 spring.
  ///   - parallax: How far the presenting view moves, `0...1`. Defaults to 1, Jelly's default.
  ///   - interactionConfiguration: How a pan may drive it. Defaults to `nil`.
  public init(
    timing: PresentationTiming = PresentationTiming(),
    uiConfiguration: PresentationUIConfiguration = .default, direction: Direction = .bottom,
    size: PresentationSize.Dimension = .fullscreen, spring: Spring.Preset = .none,
    parallax: CGFloat = 1, interactionConfiguration: InteractionConfiguration? = nil
  ) {
    self.timing = timing
    self.uiConfiguration = uiConfiguration
    self.direction = direction
    self.size = size
    self.spring = spring
    self.parallax = parallax.isNaN ? 0 : min(max(parallax, 0), 1)
    self.interactionConfiguration = interactionConfiguration
  }

  /// The presented view pinned to the side it comes from: ``size`` along the movement, the
  /// whole container across it.
  public var layout: PresentationLayout {
    switch direction {
    case .top:
      return PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: size),
        alignment: PresentationAlignment(vertical: .top, horizontal: .center))
    case .bottom:
      return PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: size),
        alignment: PresentationAlignment(vertical: .bottom, horizontal: .center))
    case .left, .right, .leading, .trailing:
      let horizontal: PresentationAlignment.Horizontal
      switch direction {
      case .left: horizontal = .left
      case .right: horizontal = .right
      case .leading: horizontal = .leading
      default: horizontal = .trailing
      }
      return PresentationLayout(
        size: PresentationSize(width: size, height: .fullscreen),
        alignment: PresentationAlignment(vertical: .center, horizontal: horizontal))
    }
  }

  /// Slides in from ``direction``, moving the presenting view by ``parallax``.
  public var presentingAnimation: PresentationAnimation {
    .slide(direction, parallax: parallax)
  }

  /// Slides back out to ``direction``, bringing the presenting view back.
  public var dismissingAnimation: PresentationAnimation {
    .slide(direction, parallax: parallax)
  }
}

// The conformance to the main-actor protocol ``Presentation`` lives in an extension so that it
// does not make the whole type main-actor isolated (SE-0316: a global actor is inferred from a
// conformance only in the type's primary declaration); the value stays usable anywhere.
extension SlidePresentation: Presentation {}
