import Curtain
import Foundation
import Testing

@Suite struct PresentationLayoutTests {
  /// One layout solved in one container, with the frame worked out by hand.
  struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let layout: PresentationLayout
    let bounds: CGRect
    var safeArea: EdgeInsets = .zero
    var direction: LayoutDirection = .leftToRight
    let expected: CGRect
    var testDescription: String { name }
  }

  // Containers: an iPhone in portrait (390 × 844, safe area 47 top and 34 bottom), the same in
  // landscape (844 × 390, safe area 47 left and right, 21 bottom), an iPad (1024 × 1366).
  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let phoneSafe = EdgeInsets(top: 47, bottom: 34)
  static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  static let landscapeSafe = EdgeInsets(left: 47, bottom: 21, right: 47)
  static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  static func layout(
    _ width: PresentationSize.Dimension, _ height: PresentationSize.Dimension,
    _ vertical: PresentationAlignment.Vertical = .center,
    _ horizontal: PresentationAlignment.Horizontal = .center, guards: EdgeInsets = .zero
  ) -> PresentationLayout {
    PresentationLayout(
      size: PresentationSize(width: width, height: height),
      alignment: PresentationAlignment(vertical: vertical, horizontal: horizontal),
      marginGuards: guards)
  }

  static let card = (width: PresentationSize.Dimension.custom(value: 300), height: 200.0)

  static let sizesAndAlignments: [LayoutCase] = [
    LayoutCase(
      name: "fullscreen fills the container", layout: layout(.fullscreen, .fullscreen),
      bounds: phone, expected: CGRect(x: 0, y: 0, width: 390, height: 844)),
    LayoutCase(
      name: "halfscreen centred", layout: layout(.halfscreen, .halfscreen), bounds: phone,
      // 390 / 2 = 195 wide at (390 − 195) / 2; 844 / 2 = 422 tall at (844 − 422) / 2.
      expected: CGRect(x: 97.5, y: 211, width: 195, height: 422)),
    LayoutCase(
      name: "halfscreen top left", layout: layout(.halfscreen, .halfscreen, .top, .left),
      bounds: phone, expected: CGRect(x: 0, y: 0, width: 195, height: 422)),
    LayoutCase(
      name: "halfscreen bottom right", layout: layout(.halfscreen, .halfscreen, .bottom, .right),
      // x = 390 − 195, y = 844 − 422.
      bounds: phone, expected: CGRect(x: 195, y: 422, width: 195, height: 422)),
    LayoutCase(
      name: "custom top centre",
      layout: layout(.custom(value: 300), .custom(value: 200), .top, .center), bounds: phone,
      // x = (390 − 300) / 2.
      expected: CGRect(x: 45, y: 0, width: 300, height: 200)),
    LayoutCase(
      name: "custom bottom left",
      layout: layout(.custom(value: 300), .custom(value: 200), .bottom, .left), bounds: phone,
      // y = 844 − 200.
      expected: CGRect(x: 0, y: 644, width: 300, height: 200)),
    LayoutCase(
      name: "custom centre right",
      layout: layout(.custom(value: 300), .custom(value: 200), .center, .right), bounds: phone,
      // x = 390 − 300, y = (844 − 200) / 2.
      expected: CGRect(x: 90, y: 322, width: 300, height: 200)),
    LayoutCase(
      name: "fluid centred", layout: layout(.fluid(percentage: 0.8), .fluid(percentage: 0.25)),
      bounds: phone,
      // 0.8 × 390 = 312 at (390 − 312) / 2 = 39; 0.25 × 844 = 211 at (844 − 211) / 2 = 316.5.
      expected: CGRect(x: 39, y: 316.5, width: 312, height: 211)),
    LayoutCase(
      name: "fluid zero width stays centred",
      layout: layout(.fluid(percentage: 0), .fluid(percentage: 1)), bounds: phone,
      expected: CGRect(x: 195, y: 0, width: 0, height: 844)),
    LayoutCase(
      name: "fluid bottom",
      layout: layout(.fluid(percentage: 1), .fluid(percentage: 0.5), .bottom),
      bounds: phone, expected: CGRect(x: 0, y: 422, width: 390, height: 422)),
    LayoutCase(
      name: "intrinsic centred",
      layout: layout(.intrinsic(preferred: 200), .intrinsic(preferred: 120)), bounds: phone,
      // (390 − 200) / 2 = 95, (844 − 120) / 2 = 362.
      expected: CGRect(x: 95, y: 362, width: 200, height: 120)),
    LayoutCase(
      name: "intrinsic larger than the container is clamped",
      layout: layout(.intrinsic(preferred: 500), .intrinsic(preferred: 1000)), bounds: phone,
      expected: CGRect(x: 0, y: 0, width: 390, height: 844)),
    LayoutCase(
      name: "custom larger than the container is clamped",
      layout: layout(.custom(value: 4000), .custom(value: 200), .bottom), bounds: phone,
      expected: CGRect(x: 0, y: 644, width: 390, height: 200)),
    LayoutCase(
      name: "custom offsets",
      layout: layout(.custom(value: 300), .custom(value: 200), .custom(y: 100), .custom(x: 20)),
      bounds: phone, expected: CGRect(x: 20, y: 100, width: 300, height: 200)),
    LayoutCase(
      name: "custom offsets past the far edge are pulled back",
      layout: layout(.custom(value: 300), .custom(value: 200), .custom(y: 700), .custom(x: 200)),
      // x at most 390 − 300 = 90, y at most 844 − 200 = 644.
      bounds: phone, expected: CGRect(x: 90, y: 644, width: 300, height: 200)),
    LayoutCase(
      name: "negative custom offsets are pulled back to the edge",
      layout: layout(.custom(value: 300), .custom(value: 200), .custom(y: -10), .custom(x: -50)),
      bounds: phone, expected: CGRect(x: 0, y: 0, width: 300, height: 200)),
    LayoutCase(
      name: "custom offsets count from a moved container's origin",
      layout: layout(.custom(value: 100), .custom(value: 50), .custom(y: 5), .custom(x: 5)),
      bounds: CGRect(x: 10, y: 20, width: 300, height: 400),
      expected: CGRect(x: 15, y: 25, width: 100, height: 50)),
    LayoutCase(
      name: "halfscreen in a moved container",
      layout: layout(.halfscreen, .halfscreen),
      bounds: CGRect(x: 10, y: 20, width: 300, height: 400),
      // 150 × 200 at 10 + (300 − 150) / 2 = 85, 20 + (400 − 200) / 2 = 120.
      expected: CGRect(x: 85, y: 120, width: 150, height: 200)),
  ]

  static let safeAreas: [LayoutCase] = [
    LayoutCase(
      name: "fullscreen ignores the safe area", layout: layout(.fullscreen, .fullscreen),
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 0, y: 0, width: 390, height: 844)),
    LayoutCase(
      name: "halfscreen is half the safe height", layout: layout(.halfscreen, .halfscreen),
      bounds: phone, safeArea: phoneSafe,
      // Safe height 844 − 47 − 34 = 763, half 381.5, at 47 + (763 − 381.5) / 2 = 237.75.
      expected: CGRect(x: 97.5, y: 237.75, width: 195, height: 381.5)),
    LayoutCase(
      name: "top alignment starts below the safe area",
      layout: layout(.custom(value: 300), .custom(value: 200), .top), bounds: phone,
      safeArea: phoneSafe, expected: CGRect(x: 45, y: 47, width: 300, height: 200)),
    LayoutCase(
      name: "bottom alignment ends above the safe area",
      layout: layout(.custom(value: 300), .custom(value: 200), .bottom), bounds: phone,
      // y = 844 − 34 − 200.
      safeArea: phoneSafe, expected: CGRect(x: 45, y: 610, width: 300, height: 200)),
    LayoutCase(
      name: "fluid height at the bottom of the safe area",
      layout: layout(.fullscreen, .fluid(percentage: 0.5), .bottom), bounds: phone,
      // 0.5 × 763 = 381.5 at 844 − 34 − 381.5 = 428.5; the full-screen width ignores the inset.
      safeArea: phoneSafe, expected: CGRect(x: 0, y: 428.5, width: 390, height: 381.5)),
    LayoutCase(
      name: "custom offset inside the unsafe strip moves to the safe edge",
      layout: layout(.custom(value: 300), .custom(value: 200), .custom(y: 10), .custom(x: 0)),
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 0, y: 47, width: 300, height: 200)),
    LayoutCase(
      name: "custom offset inside the safe area is kept",
      layout: layout(.custom(value: 300), .custom(value: 200), .custom(y: 100), .custom(x: 0)),
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 0, y: 100, width: 300, height: 200)),
    LayoutCase(
      name: "ignoring the safe area measures the whole container",
      layout: PresentationLayout(
        size: PresentationSize(width: .fullscreen, height: .halfscreen),
        alignment: PresentationAlignment(vertical: .bottom), ignoresSafeArea: true),
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 0, y: 422, width: 390, height: 422)),
    LayoutCase(
      name: "full-width banner under the status bar",
      layout: layout(.fullscreen, .custom(value: 120), .top), bounds: phone, safeArea: phoneSafe,
      expected: CGRect(x: 0, y: 47, width: 390, height: 120)),
    LayoutCase(
      name: "landscape alert keeps clear of the notch", layout: .alert, bounds: landscape,
      safeArea: landscapeSafe,
      // Safe width 844 − 94 = 750: x = 47 + (750 − 270) / 2 = 287.
      // Safe height 390 − 21 = 369: y = (369 − 180) / 2 = 94.5.
      expected: CGRect(x: 287, y: 94.5, width: 270, height: 180)),
    LayoutCase(
      name: "landscape popup", layout: .popup, bounds: landscape, safeArea: landscapeSafe,
      // Width 750 − 2 × 30 = 690 at 47 + 30; height 0.66 × 369 at (369 − 0.66 × 369) / 2.
      expected: CGRect(
        x: 77, y: (369 - 0.66 * 369) / 2, width: 690, height: 0.66 * 369)),
  ]

  static let marginGuards: [LayoutCase] = [
    LayoutCase(
      name: "the guide's overview example",
      layout: layout(
        .fluid(percentage: 0.9), .custom(value: 300), .bottom, guards: EdgeInsets(bottom: 16)),
      bounds: phone, safeArea: phoneSafe,
      // Width 0.9 × 390 = 351 at (390 − 351) / 2; bottom at 844 − 34 − 16 = 794, so y = 494.
      expected: CGRect(x: 19.5, y: 494, width: 351, height: 300)),
    LayoutCase(
      name: "Jelly's 312-wide view between 8-point guards is shrunk",
      layout: layout(.custom(value: 312), .fullscreen, guards: EdgeInsets(left: 8, right: 8)),
      bounds: CGRect(x: 0, y: 0, width: 320, height: 568),
      // 320 − 8 − 8 = 304 < 312.
      expected: CGRect(x: 8, y: 0, width: 304, height: 568)),
    LayoutCase(
      name: "Jelly's seed guards on a full-screen view",
      layout: layout(
        .fullscreen, .fullscreen, guards: EdgeInsets(top: 40, left: 16, bottom: 40, right: 16)),
      // 390 − 32 = 358, 844 − 80 = 764.
      bounds: phone, expected: CGRect(x: 16, y: 40, width: 358, height: 764)),
    LayoutCase(
      name: "full-screen guards count from the container edge, not the safe area",
      layout: layout(
        .fullscreen, .fullscreen, guards: EdgeInsets(top: 40, left: 16, bottom: 40, right: 16)),
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 16, y: 40, width: 358, height: 764)),
    LayoutCase(
      name: "an asymmetric guard shrinks and shifts the view",
      layout: layout(.halfscreen, .custom(value: 100), guards: EdgeInsets(left: 250)),
      // Available 390 − 250 = 140 < 195, starting at 250; (844 − 100) / 2 = 372.
      bounds: phone, expected: CGRect(x: 250, y: 372, width: 140, height: 100)),
    LayoutCase(
      name: "guards add to the safe area",
      layout: layout(.custom(value: 300), .custom(value: 800), guards: EdgeInsets(all: 10)),
      bounds: phone, safeArea: phoneSafe,
      // Height: 763 − 20 = 743 < 800, starting at 47 + 10. Width: 300 fits in 370, centred.
      expected: CGRect(x: 45, y: 57, width: 300, height: 743)),
    LayoutCase(
      name: "bottom guard above the safe area",
      layout: layout(
        .custom(value: 300), .custom(value: 200), .bottom, guards: EdgeInsets(bottom: 20)),
      // y = 844 − 34 − 20 − 200.
      bounds: phone, safeArea: phoneSafe, expected: CGRect(x: 45, y: 590, width: 300, height: 200)),
    LayoutCase(
      name: "centring happens between the guards",
      layout: layout(.custom(value: 100), .custom(value: 100), guards: EdgeInsets(top: 100)),
      // Available 100...844, 744 tall: y = 100 + (744 − 100) / 2 = 422.
      bounds: phone, expected: CGRect(x: 145, y: 422, width: 100, height: 100)),
    LayoutCase(
      name: "custom offset is pulled inside the guards",
      layout: layout(
        .custom(value: 100), .custom(value: 100), .custom(y: 0), .custom(x: 0),
        guards: EdgeInsets(all: 16)),
      bounds: phone, expected: CGRect(x: 16, y: 16, width: 100, height: 100)),
    LayoutCase(
      name: "safe area gives way when it and the guards overfill the axis",
      layout: layout(
        .custom(value: 100), .custom(value: 50), guards: EdgeInsets(top: 10, bottom: 10)),
      bounds: CGRect(x: 0, y: 0, width: 390, height: 100), safeArea: phoneSafe,
      // 47 + 34 + 10 + 10 = 101 > 100: the span is 10...90 (80 tall), y = 10 + (80 − 50) / 2.
      expected: CGRect(x: 145, y: 25, width: 100, height: 50)),
    LayoutCase(
      name: "guards exactly as wide as the container leave a zero-width view",
      layout: layout(.fullscreen, .fullscreen, guards: EdgeInsets(left: 195, right: 195)),
      bounds: phone, expected: CGRect(x: 195, y: 0, width: 0, height: 844)),
  ]

  static let layoutDirections: [LayoutCase] = [
    LayoutCase(
      name: "leading is left in left-to-right",
      layout: layout(.custom(value: 300), .custom(value: 200), .center, .leading), bounds: phone,
      expected: CGRect(x: 0, y: 322, width: 300, height: 200)),
    LayoutCase(
      name: "leading is right in right-to-left",
      layout: layout(.custom(value: 300), .custom(value: 200), .center, .leading), bounds: phone,
      direction: .rightToLeft, expected: CGRect(x: 90, y: 322, width: 300, height: 200)),
    LayoutCase(
      name: "trailing is right in left-to-right",
      layout: layout(.custom(value: 300), .custom(value: 200), .center, .trailing), bounds: phone,
      expected: CGRect(x: 90, y: 322, width: 300, height: 200)),
    LayoutCase(
      name: "trailing is left in right-to-left",
      layout: layout(.custom(value: 300), .custom(value: 200), .center, .trailing), bounds: phone,
      direction: .rightToLeft, expected: CGRect(x: 0, y: 322, width: 300, height: 200)),
    LayoutCase(
      name: "right-to-left leading keeps clear of the right notch",
      layout: layout(.custom(value: 300), .custom(value: 200), .top, .leading), bounds: landscape,
      // x = 844 − 47 − 300.
      safeArea: landscapeSafe, direction: .rightToLeft,
      expected: CGRect(x: 497, y: 0, width: 300, height: 200)),
    LayoutCase(
      name: "right-to-left leading respects the right guard",
      layout: layout(
        .custom(value: 300), .custom(value: 200), .top, .leading,
        guards: EdgeInsets(left: 5, right: 20)),
      // x = 390 − 20 − 300.
      bounds: phone, direction: .rightToLeft,
      expected: CGRect(x: 70, y: 0, width: 300, height: 200)),
    LayoutCase(
      name: "left stays left in right-to-left",
      layout: layout(.custom(value: 300), .custom(value: 200), .top, .left), bounds: phone,
      direction: .rightToLeft, expected: CGRect(x: 0, y: 0, width: 300, height: 200)),
    LayoutCase(
      name: "custom x is physical in right-to-left",
      layout: layout(.custom(value: 300), .custom(value: 200), .top, .custom(x: 20)),
      bounds: phone, direction: .rightToLeft,
      expected: CGRect(x: 20, y: 0, width: 300, height: 200)),
  ]

  static let presets: [LayoutCase] = [
    LayoutCase(
      name: "alert on a phone", layout: .alert, bounds: phone,
      // ((390 − 270) / 2, (844 − 180) / 2).
      expected: CGRect(x: 60, y: 332, width: 270, height: 180)),
    LayoutCase(
      name: "alert on a phone with a safe area", layout: .alert, bounds: phone,
      // 47 + (763 − 180) / 2.
      safeArea: phoneSafe, expected: CGRect(x: 60, y: 338.5, width: 270, height: 180)),
    LayoutCase(
      name: "popup on a phone", layout: .popup, bounds: phone,
      // Presentr: width 390 − 2 × 30, height 0.66 × 844, centred (Presentr then floors).
      expected: CGRect(x: 30, y: (844 - 0.66 * 844) / 2, width: 330, height: 0.66 * 844)),
    LayoutCase(
      name: "top half on a phone", layout: .topHalf, bounds: phone,
      expected: CGRect(x: 0, y: 0, width: 390, height: 422)),
    LayoutCase(
      name: "top half runs under the status bar", layout: .topHalf, bounds: phone,
      safeArea: phoneSafe, expected: CGRect(x: 0, y: 0, width: 390, height: 422)),
    LayoutCase(
      name: "bottom half on a phone", layout: .bottomHalf, bounds: phone,
      expected: CGRect(x: 0, y: 422, width: 390, height: 422)),
    LayoutCase(
      name: "full screen on a phone", layout: .fullScreen, bounds: phone, safeArea: phoneSafe,
      expected: CGRect(x: 0, y: 0, width: 390, height: 844)),
    LayoutCase(
      name: "Presentr custom on a phone",
      layout: .custom(
        width: .custom(value: 320), height: .halfscreen,
        center: PresentationAlignment(vertical: .bottom, horizontal: .center)),
      // x = (390 − 320) / 2, y = 844 − 422.
      bounds: phone, expected: CGRect(x: 35, y: 422, width: 320, height: 422)),
    LayoutCase(
      name: "side margin on a phone", layout: .sideMargin(20), bounds: phone,
      expected: CGRect(x: 20, y: (844 - 0.66 * 844) / 2, width: 350, height: 0.66 * 844)),
    LayoutCase(
      name: "side margin with a fixed height",
      layout: .sideMargin(16, height: .custom(value: 300)), bounds: phone,
      // 390 − 32 = 358 wide, (844 − 300) / 2 = 272.
      expected: CGRect(x: 16, y: 272, width: 358, height: 300)),
    LayoutCase(
      name: "dynamic on a phone", layout: .dynamic(preferredSize: CGSize(width: 240, height: 400)),
      // (390 − 240) / 2, (844 − 400) / 2.
      bounds: phone, expected: CGRect(x: 75, y: 222, width: 240, height: 400)),
    LayoutCase(
      name: "alert on an iPad", layout: .alert, bounds: pad,
      // ((1024 − 270) / 2, (1366 − 180) / 2).
      expected: CGRect(x: 377, y: 593, width: 270, height: 180)),
    LayoutCase(
      name: "popup on an iPad", layout: .popup, bounds: pad,
      expected: CGRect(x: 30, y: (1366 - 0.66 * 1366) / 2, width: 964, height: 0.66 * 1366)),
    LayoutCase(
      name: "top half on an iPad", layout: .topHalf, bounds: pad,
      expected: CGRect(x: 0, y: 0, width: 1024, height: 683)),
    LayoutCase(
      name: "bottom half on an iPad", layout: .bottomHalf, bounds: pad,
      expected: CGRect(x: 0, y: 683, width: 1024, height: 683)),
    LayoutCase(
      name: "full screen on an iPad", layout: .fullScreen, bounds: pad,
      expected: CGRect(x: 0, y: 0, width: 1024, height: 1366)),
    LayoutCase(
      name: "alert on a narrow container is clamped", layout: .alert,
      bounds: CGRect(x: 0, y: 0, width: 200, height: 150),
      expected: CGRect(x: 0, y: 0, width: 200, height: 150)),
  ]

  static let sidePanel = PresentationLayout.oriented(
    portrait: .bottomHalf,
    landscape: .custom(
      width: .custom(value: 500), height: .fullscreen,
      center: PresentationAlignment(vertical: .center, horizontal: .right)))

  static let orientations: [LayoutCase] = [
    LayoutCase(
      name: "oriented layout in portrait", layout: sidePanel, bounds: phone, safeArea: phoneSafe,
      expected: CGRect(x: 0, y: 422, width: 390, height: 422)),
    LayoutCase(
      name: "oriented layout in landscape", layout: sidePanel, bounds: landscape,
      safeArea: landscapeSafe,
      // Right edge of the safe width: 844 − 47 − 500 = 297; the full-screen height is 390.
      expected: CGRect(x: 297, y: 0, width: 500, height: 390)),
    LayoutCase(
      name: "a square container is portrait", layout: sidePanel,
      bounds: CGRect(x: 0, y: 0, width: 500, height: 500),
      expected: CGRect(x: 0, y: 250, width: 500, height: 250)),
    LayoutCase(
      name: "a layout without a landscape variant is used in landscape", layout: .bottomHalf,
      bounds: landscape, expected: CGRect(x: 0, y: 195, width: 844, height: 195)),
  ]

  static let allCases =
    sizesAndAlignments + safeAreas + marginGuards + layoutDirections
    + presets + orientations

  @Test(arguments: allCases)
  func frameMatchesTheHandDerivedFrame(_ test: LayoutCase) throws {
    let frame = try test.layout.frame(
      in: test.bounds, safeArea: test.safeArea, layoutDirection: test.direction)
    #expect(Self.isClose(frame, test.expected), "\(frame) ≠ \(test.expected)")
    // Every frame lies inside its container.
    #expect(frame.minX >= test.bounds.minX && frame.maxX <= test.bounds.maxX)
    #expect(frame.minY >= test.bounds.minY && frame.maxY <= test.bounds.maxY)
  }

  @Test func theTableCoversAtLeastFortyCases() {
    #expect(Self.allCases.count >= 40)
  }

  @Test func halfscreenIsFiftyPercent() throws {
    let containers = [
      Self.phone, Self.landscape, Self.pad, CGRect(x: 3, y: 7, width: 333, height: 777),
    ]
    for bounds in containers {
      let half = try Self.layout(.halfscreen, .halfscreen, .bottom, .trailing)
        .frame(in: bounds, safeArea: Self.phoneSafe)
      let fifty = try Self.layout(
        .fluid(percentage: 0.5), .fluid(percentage: 0.5), .bottom, .trailing
      )
      .frame(in: bounds, safeArea: Self.phoneSafe)
      #expect(half == fifty)
    }
  }

  @Test func hugeButFiniteValuesStayFinite() throws {
    let huge = CGFloat.greatestFiniteMagnitude
    let layout = Self.layout(
      .custom(value: huge), .intrinsic(preferred: huge), .custom(y: huge), .custom(x: -huge))
    let frame = try layout.frame(in: Self.phone, safeArea: Self.phoneSafe)
    // Both lengths clamp to the safe container; the offsets clamp to its edges.
    #expect(frame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test func landscapeSetterDropsANestedLandscape() throws {
    var inner = PresentationLayout.alert
    inner.landscape = .fullScreen
    var outer = PresentationLayout.bottomHalf
    outer.landscape = inner
    #expect(outer.landscape?.landscape == nil)
    #expect(outer.landscape?.size == PresentationLayout.alert.size)
    outer.landscape = nil
    #expect(outer == .bottomHalf)
  }

  @Test func layoutsRoundTripThroughJSON() throws {
    let layouts: [PresentationLayout] = [
      .alert, .popup, .topHalf, Self.sidePanel,
      Self.layout(
        .fluid(percentage: 0.125), .intrinsic(preferred: 44), .custom(y: 3), .trailing,
        guards: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    ]
    for layout in layouts {
      let data = try JSONEncoder().encode(layout)
      #expect(try JSONDecoder().decode(PresentationLayout.self, from: data) == layout)
    }
  }

  @Test func missingKeysDecodeToTheDefaults() throws {
    let decoded = try JSONDecoder().decode(PresentationLayout.self, from: Data("{}".utf8))
    #expect(decoded == PresentationLayout())
    #expect(decoded == .fullScreen)
  }

  // MARK: Helpers

  /// Errors compared with NaN treated as equal to NaN (NaN ≠ NaN under `==`).
  static func sameError(_ lhs: PresentationError?, _ rhs: PresentationError) -> Bool {
    switch (lhs, rhs) {
    case (.notFinite(let p1, let v1), .notFinite(let p2, let v2)):
      return p1 == p2 && (v1 == v2 || (v1.isNaN && v2.isNaN))
    default:
      return lhs == rhs
    }
  }

  static func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    let pairs = [
      (lhs.origin.x, rhs.origin.x), (lhs.origin.y, rhs.origin.y), (lhs.width, rhs.width),
      (lhs.height, rhs.height),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= 1e-9 }
  }
}
