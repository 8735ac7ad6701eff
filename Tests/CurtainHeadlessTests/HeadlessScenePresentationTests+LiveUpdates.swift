import CurtainHeadless
import Foundation
import Testing

/// Presentations in the headless scene.
///
/// Backgrounds, taps, resizing, live updates, keyboard avoidance, stacking and queueing. Every expected frame is derived by hand in the test from
/// the 390 × 844 container (no safe area) and the layout rules of the presentation guide.

// Resizing, live updates and the keyboard while a Presentation is on screen.
extension HeadlessScenePresentationTests {
  // MARK: Resize

  /// Bottom half in portrait; 500 points wide and the full height, centred, in landscape.
  static let rotatingLayout = PresentationLayout.oriented(
    portrait: .bottomHalf, landscape: .custom(width: .custom(value: 500), height: .fullscreen))

  @Test func aResizeToLandscapeUsesTheLandscapeLayoutAtOnce() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.rotatingLayout)).finish()
    let resize = try scene.resize(to: CGSize(width: 844, height: 390))
    #expect(resize.duration == 0)
    #expect(resize.isEnded == false)
    try resize.finish()
    #expect(scene.size == CGSize(width: 844, height: 390))
    // (844 − 500) / 2 = 172; a full-screen height covers all 390 points.
    #expect(frame(of: sheet) == CGRect(x: 172, y: 0, width: 500, height: 390))
    #expect(frame(of: root) == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(scene.backgroundState(of: sheet)?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    // And back to portrait.
    try scene.resize(to: Reference.size).finish()
    #expect(frame(of: sheet) == Self.bottomHalfFrame)
  }

  @Test func anAnimatedResizeMovesThePresentedViewAlongTheCurve() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.rotatingLayout)).finish()
    let resize = try scene.resize(
      to: CGSize(width: 844, height: 390), safeArea: .zero, animated: true, duration: 0.5)
    #expect(resize.context == nil)
    try resize.advance(by: 0.25)
    // Ease-in-out at half time is exactly half way (the curve is symmetric):
    // from (0, 422, 390, 422) to (172, 0, 500, 390).
    let p = Reference.easeInOut(at: 0.5)
    let expected = CGRect(
      x: 172 * p, y: 422 - 422 * p, width: 390 + 110 * p, height: 422 - 32 * p)
    #expect(Self.isClose(frame(of: sheet), expected, tolerance: 1e-6))
    let timeline = try resize.run(fps: 10)
    #expect(timeline.frames.allSatisfy { $0[.background]?.alpha == 1 })
    #expect(frame(of: sheet) == CGRect(x: 172, y: 0, width: 500, height: 390))
  }

  // MARK: Live updates

  /// The whole width, 400 points tall, against the bottom: (0, 844 − 400, 390, 400).
  static let tallSheet = PresentationLayout.custom(
    width: .fullscreen, height: .custom(value: 400),
    center: PresentationAlignment(vertical: .bottom, horizontal: .center))

  func presentTallSheet() throws -> HeadlessScreen {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(Self.tallSheet)).finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
    return sheet
  }

  @Test func aHeightUpdateChangesTheHeightNotTheWidth() throws {
    let sheet = try presentTallSheet()
    let update = try scene.update(.height(.custom(value: 300)), duration: 0.4)
    try update.advance(by: 0.2)
    // Half way: height 400 → 300 and y 444 → 544, each half done.
    let p = Reference.easeInOut(at: 0.5)
    #expect(
      Self.isClose(
        frame(of: sheet), CGRect(x: 0, y: 444 + 100 * p, width: 390, height: 400 - 100 * p),
        tolerance: 1e-6))
    try update.finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 544, width: 390, height: 300))
  }

  nonisolated static let updates: [(PresentationUpdate, CGRect)] = [
    // 300 wide, centred: (390 − 300) / 2 = 45.
    (.width(.custom(value: 300)), CGRect(x: 45, y: 444, width: 300, height: 400)),
    // 200 × 100 at the bottom, centred: x = 95, y = 844 − 100.
    (
      .size(PresentationSize(width: .custom(value: 200), height: .custom(value: 100))),
      CGRect(x: 95, y: 744, width: 200, height: 100)
    ),
    (
      .alignment(PresentationAlignment(vertical: .top, horizontal: .center)),
      CGRect(x: 0, y: 0, width: 390, height: 400)
    ),
    // Guards of 20: width 390 − 40 from x = 20; bottom at 844 − 20, so y = 824 − 400.
    (.marginGuards(EdgeInsets(all: 20)), CGRect(x: 20, y: 424, width: 350, height: 400)),
  ]

  @Test(arguments: updates)
  func everyLayoutUpdateMovesThePresentedViewToItsNewFrame(
    update: PresentationUpdate, expected: CGRect
  ) throws {
    let sheet = try presentTallSheet()
    let transition = try scene.update(update, duration: 0.3)
    #expect(transition.duration == 0.3)
    let timeline = try transition.run(fps: 10)
    #expect(
      timeline.frames.first?[.presented]?.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(timeline.frames.last?[.presented]?.frame == expected)
    #expect(timeline.frames.allSatisfy { $0[.background]?.alpha == 1 })
    #expect(frame(of: sheet) == expected)
  }

  @Test func aCornerUpdateAnimatesTheRadius() throws {
    let sheet = try presentTallSheet()
    let update = try scene.update(.corners(radius: 16, corners: .top), duration: 1)
    try update.advance(by: 0.5)
    #expect(
      Reference.isClose(
        scene.state(of: sheet)?.cornerRadius, 16 * Reference.easeInOut(at: 0.5), tolerance: 1e-6))
    try update.finish()
    #expect(scene.state(of: sheet)?.cornerRadius == 16)
    #expect(scene.state(of: sheet)?.corners == .top)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 444, width: 390, height: 400))
  }

  // MARK: Keyboard

  /// A keyboard covering the bottom 300 points: its top at 844 − 300 = 544.
  static let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)

  /// A centred card 300 × 600: (45, 122, 300, 600); its bottom 722 plus the 20-point buffer
  /// overlaps the keyboard by 722 + 20 − 544 = 198.
  static let tallCard = PresentationLayout.custom(
    width: .custom(value: 300), height: .custom(value: 600))

  nonisolated static let keyboardCases: [(String, KeyboardAvoidance, CGRect)] = [
    // The bottom half is flush with the bottom: no buffer, overlap 844 − 544 = 300.
    ("bottomHalf", .none, CGRect(x: 0, y: 422, width: 390, height: 422)),
    ("bottomHalf", .moveUp, CGRect(x: 0, y: 122, width: 390, height: 422)),
    ("bottomHalf", .stickToTop, CGRect(x: 0, y: 122, width: 390, height: 422)),
    ("bottomHalf", .compress, CGRect(x: 0, y: 122, width: 390, height: 422)),
    // The alert ends at 512; 512 + 20 = 532 < 544: nothing moves.
    ("alert", .none, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .moveUp, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .stickToTop, CGRect(x: 60, y: 332, width: 270, height: 180)),
    ("alert", .compress, CGRect(x: 60, y: 332, width: 270, height: 180)),
    // The tall card: up by 198 to −76; stick to the top limit 20; compress to 20 and
    // 544 − 20 (buffer) − 20 (top) = 504 tall.
    ("tallCard", .none, CGRect(x: 45, y: 122, width: 300, height: 600)),
    ("tallCard", .moveUp, CGRect(x: 45, y: -76, width: 300, height: 600)),
    ("tallCard", .stickToTop, CGRect(x: 45, y: 20, width: 300, height: 600)),
    ("tallCard", .compress, CGRect(x: 45, y: 20, width: 300, height: 504)),
    // 200 tall, flush with the bottom at 644: no buffer, up by 300.
    ("flush", .moveUp, CGRect(x: 0, y: 344, width: 390, height: 200)),
    // The same 10 points above the bottom (634): buffer 20, up by 834 + 20 − 544 = 310.
    ("lifted", .moveUp, CGRect(x: 0, y: 324, width: 390, height: 200)),
  ]

  static func layout(named name: String) -> PresentationLayout {
    let bottom = PresentationAlignment(vertical: .bottom, horizontal: .center)
    switch name {
    case "bottomHalf": return .bottomHalf
    case "alert": return .alert
    case "tallCard": return tallCard
    case "flush": return .custom(width: .fullscreen, height: .custom(value: 200), center: bottom)
    default:
      return PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: .custom(value: 200)),
        alignment: bottom, marginGuards: EdgeInsets(bottom: 10))
    }
  }

  @Test(arguments: keyboardCases)
  func eachKeyboardModeMovesThePresentedViewAsPresentrDoes(
    layout: String, mode: KeyboardAvoidance, expected: CGRect
  ) throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(
      sheet, presentation: Self.cover(Self.layout(named: layout)), keyboardAvoidance: mode
    ).finish()
    let laidOut = frame(of: sheet)
    try scene.keyboard(frame: Self.keyboard, duration: 0.25).finish()
    #expect(frame(of: sheet) == expected)
    #expect(scene.keyboardFrame == Self.keyboard)
    // Hiding the keyboard restores the layout's frame.
    try scene.keyboard(frame: nil, duration: 0.25).finish()
    #expect(frame(of: sheet) == laidOut)
  }

  @Test func aKeyboardFrameOutsideTheContainerIsClampedToIt() throws {
    let sheet = HeadlessScreen(name: "sheet")
    try scene.present(sheet, presentation: Self.cover(.bottomHalf), keyboardAvoidance: .moveUp)
      .finish()
    // Sticking out below: only 544...844 counts, as the 300-point keyboard.
    try scene.keyboard(frame: CGRect(x: 0, y: 544, width: 390, height: 600), duration: 0).finish()
    #expect(frame(of: sheet) == CGRect(x: 0, y: 122, width: 390, height: 422))
    // Entirely below the container: it covers nothing.
    try scene.keyboard(frame: CGRect(x: 0, y: 900, width: 390, height: 300), duration: 0).finish()
    #expect(frame(of: sheet) == Self.bottomHalfFrame)
  }

  @Test func aKeyboardFrameThatIsNotFiniteIsRefused() throws {
    for bad in [
      CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 300),
    ] {
      #expect(throws: HeadlessError.invalidKeyboardFrame(bad)) {
        try scene.keyboard(frame: bad, duration: 0.25)
      }
    }
    #expect(scene.isIdle)
  }
}
