import CurtainHeadless
import Foundation
import Testing

/// Presentr's centre positions, pinned with frames worked out from Presentr 1.9's own rule
/// (`PresentrController.frameOfPresentedViewInContainerView` and
/// `ModalCenterPosition.calculateCenterPoint`), not from Curtain's solver. The size comes from
/// the context's size (the container's when there is no context); then
///
///     .topCenter      centre = (cx + w/2, cy + h/4)
///     .bottomCenter   centre = (cx + w/2, cy + 3h/4)
///     .custom(p)      centre = p, in the container's coordinates, also in a context
///     origin = centre − size/2, never moved back on screen,
///
/// where (cx, cy, w, h) is the context frame. Curtain leaves out Presentr's two documented
/// quirks: it does not round lengths down (`floorf`) and does not lift `.topCenter` by 1 point.
/// `ModalSize.sideMargin(value: v)` is w − 2v wide or h − 2v high. The numbers below are the
/// output of this Python script (exact fractions, so nothing is rounded):
///
///     from fractions import Fraction as F
///     def frame(ctx, size, position):
///         cx, cy, w, h = map(F, ctx); sw, sh = map(F, size)
///         if position == "topCenter": c = (cx + w/2, cy + h/4)
///         elif position == "bottomCenter": c = (cx + w/2, cy + 3*h/4)
///         else: c = tuple(map(F, position))
///         return tuple(float(v) for v in (c[0] - sw/2, c[1] - sh/2, sw, sh))
///     def sideMargin(ctx, horizontal, vertical):
///         return (F(ctx[2]) - 2*horizontal, F(ctx[3]) - 2*vertical)
///
/// For example the issue's two cases: a 320 × 240 `.dynamic` view at `.bottomCenter` on a
/// 1024 × 1366 iPad has its centre at 3 × 1366 / 4 = 1024.5, so y = 1024.5 − 120 = 904.5; a
/// `sideMargin(20)` × `sideMargin(100)` view at `.bottomCenter` on a 390 × 844 phone is
/// 350 × 644 with its centre at 633, so y = 633 − 322 = 311.
@Suite @MainActor struct PresentrPositionTests {
  /// Presentr's position for a case: top or bottom centre, or a custom centre point.
  enum Position: Sendable, CustomStringConvertible {
    case topCenter, bottomCenter
    case custom(CGPoint)

    var alignment: PresentationAlignment {
      switch self {
      case .topCenter: return .topCenter
      case .bottomCenter: return .bottomCenter
      case .custom(let point): return .custom(centerPoint: point)
      }
    }

    var description: String {
      switch self {
      case .topCenter: return "topCenter"
      case .bottomCenter: return "bottomCenter"
      case .custom(let point): return "custom(\(point.x), \(point.y))"
      }
    }
  }

  /// What is presented: Presentr's `.dynamic` fitting size, or side margins on both axes.
  enum Size: Sendable {
    case fitted(CGSize)
    case sideMargins(horizontal: CGFloat, vertical: CGFloat)
    case custom(CGSize)

    func presentation(at position: Position) -> FadePresentation {
      switch self {
      case .fitted(let size):
        return FadePresentation(
          alignment: position.alignment,
          size: PresentationSize(
            width: .intrinsic(preferred: size.width), height: .intrinsic(preferred: size.height)))
      case .custom(let size):
        return FadePresentation(
          alignment: position.alignment,
          size: PresentationSize(
            width: .custom(value: size.width), height: .custom(value: size.height)))
      case .sideMargins(let horizontal, let vertical):
        return FadePresentation(
          alignment: position.alignment,
          size: PresentationSize(width: .fluid(percentage: 1), height: .fluid(percentage: 1)),
          marginGuards: EdgeInsets(
            top: vertical, left: horizontal, bottom: vertical, right: horizontal))
      }
    }
  }

  struct Case: Sendable, CustomStringConvertible {
    var device: CGSize
    var context: CGRect?
    var size: Size
    var position: Position
    var expected: CGRect

    var description: String { "\(device) \(context.map { "\($0)" } ?? "") \(position)" }
  }

  nonisolated static let phone = CGSize(width: 390, height: 844)
  nonisolated static let phoneLandscape = CGSize(width: 844, height: 390)
  nonisolated static let pad = CGSize(width: 1024, height: 1366)
  nonisolated static let padLandscape = CGSize(width: 1366, height: 1024)
  nonisolated static let fitted = Size.fitted(CGSize(width: 320, height: 240))
  nonisolated static let margins = Size.sideMargins(horizontal: 20, vertical: 100)
  nonisolated static let alert = Size.custom(CGSize(width: 270, height: 180))

  nonisolated static let cases: [Case] = [
    // A fitted size and a margin size in the whole container.
    Case(device: phone, size: fitted, position: .topCenter, expected: r(35, 91, 320, 240)),
    Case(device: phone, size: fitted, position: .bottomCenter, expected: r(35, 513, 320, 240)),
    Case(device: phone, size: margins, position: .topCenter, expected: r(20, -111, 350, 644)),
    Case(device: phone, size: margins, position: .bottomCenter, expected: r(20, 311, 350, 644)),
    Case(
      device: phoneLandscape, size: fitted, position: .topCenter,
      expected: r(262, -22.5, 320, 240)),
    Case(
      device: phoneLandscape, size: fitted, position: .bottomCenter,
      expected: r(262, 172.5, 320, 240)),
    Case(
      device: phoneLandscape, size: margins, position: .topCenter,
      expected: r(20, 2.5, 804, 190)),
    Case(
      device: phoneLandscape, size: margins, position: .bottomCenter,
      expected: r(20, 197.5, 804, 190)),
    Case(device: pad, size: fitted, position: .topCenter, expected: r(352, 221.5, 320, 240)),
    Case(device: pad, size: fitted, position: .bottomCenter, expected: r(352, 904.5, 320, 240)),
    Case(device: pad, size: margins, position: .topCenter, expected: r(20, -241.5, 984, 1166)),
    Case(device: pad, size: margins, position: .bottomCenter, expected: r(20, 441.5, 984, 1166)),
    Case(
      device: padLandscape, size: fitted, position: .topCenter, expected: r(523, 136, 320, 240)),
    Case(
      device: padLandscape, size: fitted, position: .bottomCenter,
      expected: r(523, 648, 320, 240)),
    Case(
      device: padLandscape, size: margins, position: .topCenter,
      expected: r(20, -156, 1326, 824)),
    Case(
      device: padLandscape, size: margins, position: .bottomCenter,
      expected: r(20, 356, 1326, 824)),
    // In a current context: below a 100-point (portrait) or 60-point (landscape) header on the
    // phone, the right-hand pane of a split view from x = 320 on the iPad. A custom centre is
    // the point as given, whatever the context; the other positions follow the context.
    Case(
      device: phone, context: r(0, 100, 390, 744), size: alert,
      position: .custom(CGPoint(x: 300, y: 200)), expected: r(165, 110, 270, 180)),
    Case(
      device: phone, context: r(0, 100, 390, 744), size: alert, position: .bottomCenter,
      expected: r(60, 568, 270, 180)),
    Case(
      device: phone, context: r(0, 100, 390, 744), size: margins, position: .topCenter,
      expected: r(20, 14, 350, 544)),
    Case(
      device: phoneLandscape, context: r(0, 60, 844, 330), size: alert,
      position: .custom(CGPoint(x: 300, y: 200)), expected: r(165, 110, 270, 180)),
    Case(
      device: phoneLandscape, context: r(0, 60, 844, 330), size: alert,
      position: .bottomCenter, expected: r(287, 217.5, 270, 180)),
    Case(
      device: phoneLandscape, context: r(0, 60, 844, 330), size: margins,
      position: .topCenter, expected: r(20, 77.5, 804, 130)),
    Case(
      device: pad, context: r(320, 0, 704, 1366), size: alert,
      position: .custom(CGPoint(x: 300, y: 200)), expected: r(165, 110, 270, 180)),
    Case(
      device: pad, context: r(320, 0, 704, 1366), size: alert, position: .bottomCenter,
      expected: r(537, 934.5, 270, 180)),
    Case(
      device: pad, context: r(320, 0, 704, 1366), size: margins, position: .topCenter,
      expected: r(340, -241.5, 664, 1166)),
    Case(
      device: padLandscape, context: r(320, 0, 1046, 1024), size: alert,
      position: .custom(CGPoint(x: 300, y: 200)), expected: r(165, 110, 270, 180)),
    Case(
      device: padLandscape, context: r(320, 0, 1046, 1024), size: alert,
      position: .bottomCenter, expected: r(708, 678, 270, 180)),
    Case(
      device: padLandscape, context: r(320, 0, 1046, 1024), size: margins,
      position: .topCenter, expected: r(340, -156, 1006, 824)),
  ]

  nonisolated static func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }

  @Test(arguments: cases)
  func thePresentedFrameIsPresentrs(_ test: Case) throws {
    let scene = try HeadlessScene(size: test.device)
    let screen = HeadlessScreen(name: "presented")
    let presentation = test.size.presentation(at: test.position)
    let transition =
      if let context = test.context {
        try scene.present(screen, presentation: presentation, inContext: context)
      } else {
        try scene.present(screen, presentation: presentation)
      }
    _ = try transition.run()
    let frame = try #require(scene.state(of: screen)?.frame)
    #expect(abs(frame.minX - test.expected.minX) < 1e-9, "\(frame)")
    #expect(abs(frame.minY - test.expected.minY) < 1e-9, "\(frame)")
    #expect(abs(frame.width - test.expected.width) < 1e-9, "\(frame)")
    #expect(abs(frame.height - test.expected.height) < 1e-9, "\(frame)")
  }

  /// Curtain's own edge alignment is still there, named for what it does: a 320 × 240 view
  /// against the top of a 390 × 844 container starts at y = 0, against the bottom at
  /// 844 − 240 = 604.
  @Test func edgeAlignmentsPutTheViewsEdgeAtTheEdge() throws {
    let size = PresentationSize(width: .custom(value: 320), height: .custom(value: 240))
    let bounds = CGRect(origin: .zero, size: Self.phone)
    let top = PresentationLayout(size: size, alignment: .alignedToTop)
    let bottom = PresentationLayout(size: size, alignment: .alignedToBottom)
    #expect(try top.frame(in: bounds) == Self.r(35, 0, 320, 240))
    #expect(try bottom.frame(in: bounds) == Self.r(35, 604, 320, 240))
  }

  /// Taps in a context presentation: inside the context (and outside the view) the background
  /// tap decides; outside the context `outsideContextTap` does, passing through by default as
  /// in Presentr 1.9.
  @Test func tapsOutsideTheContextFollowTheOutsideContextTap() throws {
    let pane = Self.r(320, 0, 704, 1366)
    let alert = FadePresentation(
      size: PresentationSize(width: .custom(value: 270), height: .custom(value: 180)),
      uiConfiguration: PresentationUIConfiguration(backgroundTap: .dismiss))
    for (outside, expectsPassThrough) in [
      (PresentationUIConfiguration.BackgroundTap.passthrough, true), (.none, false),
    ] {
      let scene = try HeadlessScene(size: Self.pad)
      let confirm = HeadlessScreen(name: "confirm")
      _ = try scene.present(
        confirm, presentation: alert, inContext: pane, outsideContextTap: outside
      ).run()
      // Centred in the pane: x = 320 + (704 − 270) / 2 = 537, y = (1366 − 180) / 2 = 593.
      #expect(scene.state(of: confirm)?.frame == Self.r(537, 593, 270, 180))
      let result = try scene.tap(at: CGPoint(x: 100, y: 100))  // left of the pane
      switch result {
      case .passedThrough(let screen):
        #expect(expectsPassThrough && screen === scene.navigationStack[0])
      case .blocked:
        #expect(!expectsPassThrough)
      default:
        Issue.record("unexpected \(result)")
      }
      guard case .dismissed = try scene.tap(at: CGPoint(x: 400, y: 100)) else {
        Issue.record("a tap in the pane, beside the alert, should dismiss it")
        continue
      }
    }
  }
}
