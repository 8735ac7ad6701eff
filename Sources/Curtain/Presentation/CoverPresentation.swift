import Foundation

/// Jelly's cover: the presented view slides in from one side and out to another (or the same)
/// side, over the presenting view, which stays still.
///
/// ```swift
/// let presentation = CoverPresentation(
///   directionShow: .bottom, directionDismiss: .bottom,
///   uiConfiguration: PresentationUIConfiguration(cornerRadius: 12, corners: .top),
///   size: PresentationSize(width: .fullscreen, height: .halfscreen),
///   alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
///   timing: PresentationTiming(
///     duration: .normal, presentationCurve: .easeOut, dismissCurve: .easeIn),
///   spring: .tight)
/// ```
///
/// See ``Presentation`` for the plan it makes.
public struct CoverPresentation: Hashable, Sendable {
  /// The side the presented view comes in from; `leading` and `trailing` follow the layout
  /// direction.
  public var directionShow: Direction
  /// The side the presented view leaves to.
  public var directionDismiss: Direction
  /// How the presentation looks.
  public var uiConfiguration: PresentationUIConfiguration
  /// Where the presented view goes.
  public var layout: PresentationLayout
  /// How long each way takes and which curve it follows.
  public var timing: PresentationTiming
  /// The spring composed with the curve that moves the presented view; `.none` is Jelly's
  /// damping-1 spring (``AnimationTiming/Kind/composed(_:_:initialVelocity:)``).
  public var spring: Spring.Preset
  /// How a pan may drive the presentation, if at all.
  public var interactionConfiguration: InteractionConfiguration?

  /// Creates a cover presentation with Jelly's initialiser shape.
  ///
  /// - Parameters:
  ///   - directionShow: The side the presented view comes in from.
  ///   - directionDismiss: The side it leaves to.
  ///   - uiConfiguration: How it looks. Defaults to ``PresentationUIConfiguration/default``.
  ///   - size: The presented view's size. Defaults to full screen.
  ///   - alignment: Where it sits. Defaults to centred.
  ///   - marginGuards: How close it may come to each edge. Defaults to none.
  ///   - timing: Duration and curves. Defaults to `PresentationTiming()`, Jelly's: `.medium`
  ///     (0.5 s), linear both ways.
  ///   - spring: The spring preset composed with the curve. Defaults to `.none`, Jelly's
  ///     damping-1 spring.
  ///   - interactionConfiguration: How a pan may drive it. Defaults to `nil`.
  public init(
    directionShow: Direction, directionDismiss: Direction,
    uiConfiguration: PresentationUIConfiguration = .default,
    size: PresentationSize = PresentationSize(), alignment: PresentationAlignment = .center,
    marginGuards: EdgeInsets = .zero, timing: PresentationTiming = PresentationTiming(),
    spring: Spring.Preset = .none, interactionConfiguration: InteractionConfiguration? = nil
  ) {
    self.directionShow = directionShow
    self.directionDismiss = directionDismiss
    self.uiConfiguration = uiConfiguration
    self.layout = PresentationLayout(size: size, alignment: alignment, marginGuards: marginGuards)
    self.timing = timing
    self.spring = spring
    self.interactionConfiguration = interactionConfiguration
  }

  /// Covers in from ``directionShow``.
  public var presentingAnimation: PresentationAnimation { .cover(directionShow) }

  /// Leaves towards ``directionDismiss``.
  public var dismissingAnimation: PresentationAnimation { .cover(directionDismiss) }
}

// The conformance to the main-actor protocol ``Presentation`` lives in an extension so that it
// does not make the whole type main-actor isolated (SE-0316: a global actor is inferred from a
// conformance only in the type's primary declaration); the value stays usable anywhere.
extension CoverPresentation: Presentation {}
