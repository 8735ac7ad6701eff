import CurtainAnimators
import CurtainTesting
import Foundation
import Testing

/// The leading-dot factories (`extension TransitionAnimator where Self == …`, STYLE.md): each
/// one is written where an animator is expected, and plans exactly what its type's initialiser
/// with the same arguments plans.
@Suite @MainActor struct LeadingDotFactoryTests {
  /// A 390 × 844 container presenting full screen.
  static func context(_ operation: TransitionOperation) throws -> TransitionContext {
    try TransitionContext(
      operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      presentedFrame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Each factory written with a leading dot (typed as any animator, as the front doors take
  /// it), beside the initialiser it stands for.
  static func pairs() throws -> [(String, any TransitionAnimator, any TransitionAnimator)] {
    func pair(
      _ name: String, _ dot: any TransitionAnimator, _ initialised: any TransitionAnimator
    ) -> (String, any TransitionAnimator, any TransitionAnimator) {
      (name, dot, initialised)
    }
    let presentr = AnimationOptions.normal(duration: 0.3)
    return [
      pair("appStore", try .appStore(cornerRadius: 16), try AppStoreAnimator(cornerRadius: 16)),
      pair(
        "containerTransform", try .containerTransform(scrimAlpha: 0.4),
        try ContainerTransformAnimator(scrimAlpha: 0.4)),
      pair(
        "coverVertical", .coverVertical(options: presentr),
        CoverVerticalAnimation(options: presentr)),
      pair("coverVerticalFromTop", .coverVerticalFromTop(), CoverVerticalFromTopAnimation()),
      pair(
        "coverHorizontal", .coverHorizontal(fromRight: false),
        CoverHorizontalAnimation(fromRight: false)),
      pair(
        "coverFromCorner", .coverFromCorner(corner: .bottomRight),
        CoverFromCornerAnimation(corner: .bottomRight)),
      pair("crossDissolve", .crossDissolve(), CrossDissolveAnimation()),
      pair("fashion", .fashion(scale: 0.8), FashionTransition(scale: 0.8)),
      pair("flip", try .flip(duration: 0.6), try FlipAnimator(duration: 0.6)),
      pair("sheet", try .sheet(detentFraction: 0.4), try SheetAnimator(detentFraction: 0.4)),
      pair(
        "slide", .slide(direction: .left, parallax: 0.5),
        // The factory keeps UIKit's modal timing as its documented default; the initialiser's
        // default is Jelly's (issue 34), so the pair is given the factory's timing.
        SlideAnimator(
          SlidePresentation(
            timing: PresentationTiming(
              duration: .normal, presentationCurve: .easeInOut, dismissCurve: .easeInOut),
            direction: .left, parallax: 0.5))),
      pair(
        "slideNavigation", try .slideNavigation(parallax: 0.5),
        try SlideNavigationAnimator(parallax: 0.5)),
      pair("zoom", try .zoom(dimAlpha: 0.3), try ZoomAnimator(dimAlpha: 0.3)),
      pair(
        "cover", .cover(directionShow: .top, directionDismiss: .bottom),
        CoverPresentation(directionShow: .top, directionDismiss: .bottom)),
      pair(
        "fade",
        .fade(size: PresentationSize(width: .custom(value: 300), height: .custom(value: 300))),
        FadePresentation(
          size: PresentationSize(width: .custom(value: 300), height: .custom(value: 300)))),
    ]
  }

  @Test func everyFactoryPlansWhatItsInitialiserPlans() throws {
    for (name, dot, initialised) in try Self.pairs() {
      #expect(type(of: dot) == type(of: initialised), "\(name)")
      for operation in [TransitionOperation.present, .dismiss] {
        let context = try Self.context(operation)
        #expect(
          try dot.plan(for: context) == initialised.plan(for: context), "\(name) \(operation)")
      }
    }
  }

  @Test func aFactoryIsWrittenWhereAPlayerTakesAnAnimator() throws {
    let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
    let detail = HeadlessScreen(name: "detail")
    let timeline = try scene.present(detail, animator: .coverVertical()).run(fps: 60)
    #expect(scene.presentedScreens == [detail])
    #expect(timeline.frames.count > 2)
  }
}
