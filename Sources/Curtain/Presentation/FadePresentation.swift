import Foundation

/// Jelly's fade: the presented view fades in at its frame and fades out again.
///
/// ```swift
/// let presentation = FadePresentation(
///   size: PresentationSize(width: .custom(value: 300), height: .custom(value: 200)),
///   timing: PresentationTiming(
///     duration: .fast, presentationCurve: .easeOut, dismissCurve: .easeIn))
/// ```
///
/// See ``Presentation`` for the plan it makes.
public struct FadePresentation: Hashable, Sendable {
  /// Where the presented view goes.
  public var layout: PresentationLayout
  /// How long each way takes and which curve it follows.
  public var timing: PresentationTiming
  /// How the presentation looks.
  public var uiConfiguration: PresentationUIConfiguration

  /// Creates a fade presentation with Jelly's initialiser shape and defaults.
  ///
  /// - Parameters:
  ///   - alignment: Where the presented view sits. Defaults to centred.
  ///   - size: Its size. Defaults to full screen.
  ///   - marginGuards: How close it may come to each edge. Defaults to none.
  ///   - timing: Duration and curves. Defaults to Jelly's: `.normal` with linear curves.
  ///   - uiConfiguration: How it looks. Defaults to ``PresentationUIConfiguration/default``.
  ///     The same label as ``CoverPresentation`` and ``SlidePresentation``.
  public init(
    alignment: PresentationAlignment = .center, size: PresentationSize = PresentationSize(),
    marginGuards: EdgeInsets = .zero,
    timing: PresentationTiming = PresentationTiming(
      duration: .normal, presentationCurve: .linear, dismissCurve: .linear),
    uiConfiguration: PresentationUIConfiguration = .default
  ) {
    self.layout = PresentationLayout(size: size, alignment: alignment, marginGuards: marginGuards)
    self.timing = timing
    self.uiConfiguration = uiConfiguration
  }

  /// Creates a fade presentation; `ui:` is the old spelling of `uiConfiguration:`.
  ///
  /// - Parameters:
  ///   - alignment: Where the presented view sits. Defaults to centred.
  ///   - size: Its size. Defaults to full screen.
  ///   - marginGuards: How close it may come to each edge. Defaults to none.
  ///   - timing: Duration and curves. Defaults to Jelly's: `.normal` with linear curves.
  ///   - ui: How it looks.
  @available(
    *, deprecated, renamed: "init(alignment:size:marginGuards:timing:uiConfiguration:)"
  )
  public init(
    alignment: PresentationAlignment = .center, size: PresentationSize = PresentationSize(),
    marginGuards: EdgeInsets = .zero,
    timing: PresentationTiming = PresentationTiming(
      duration: .normal, presentationCurve: .linear, dismissCurve: .linear),
    ui: PresentationUIConfiguration
  ) {
    self.init(
      alignment: alignment, size: size, marginGuards: marginGuards, timing: timing,
      uiConfiguration: ui)
  }

  /// Fades in.
  public var presentingAnimation: PresentationAnimation { .fade }

  /// Fades out.
  public var dismissingAnimation: PresentationAnimation { .fade }

  /// `nil`: as in Jelly, a fade is not driven by a pan.
  public var interactionConfiguration: InteractionConfiguration? { nil }
}

// The conformance to the main-actor protocol ``Presentation`` lives in an extension so that it
// does not make the whole type main-actor isolated (SE-0316: a global actor is inferred from a
// conformance only in the type's primary declaration); the value stays usable anywhere.
extension FadePresentation: Presentation {}
