import Curtain
import Foundation
import Testing

// Layouts and sizes that are refused, and the errors that say why.
extension PresentationLayoutTests {
  // MARK: Bad input

  struct BadLayout: Sendable, CustomTestStringConvertible {
    let name: String
    let layout: PresentationLayout
    var bounds: CGRect = PresentationLayoutTests.phone
    var safeArea: EdgeInsets = .zero
    let error: PresentationError
    var testDescription: String { name }
  }

  static let badLayouts: [BadLayout] = [
    BadLayout(
      name: "negative custom width", layout: layout(.custom(value: -1), .fullscreen),
      error: .outOfRange(
        parameter: "size.width.custom(value:)", value: -1, expected: "a length >= 0")),
    BadLayout(
      name: "NaN custom height", layout: layout(.fullscreen, .custom(value: .nan)),
      error: .notFinite(parameter: "size.height.custom(value:)", value: .nan)),
    BadLayout(
      name: "infinite custom width", layout: layout(.custom(value: .infinity), .fullscreen),
      error: .notFinite(parameter: "size.width.custom(value:)", value: .infinity)),
    BadLayout(
      name: "negative intrinsic height", layout: layout(.fullscreen, .intrinsic(preferred: -5)),
      error: .outOfRange(
        parameter: "size.height.intrinsic(preferred:)", value: -5, expected: "a length >= 0")),
    BadLayout(
      name: "fraction above 1", layout: layout(.fluid(percentage: 1.2), .fullscreen),
      error: .outOfRange(
        parameter: "size.width.fluid(percentage:)", value: 1.2,
        expected: "a fraction in 0...1 (0.2 is 20 %)")
    ),
    BadLayout(
      name: "negative percentage", layout: layout(.fullscreen, .fluid(percentage: -0.5)),
      error: .outOfRange(
        parameter: "size.height.fluid(percentage:)", value: -0.5,
        expected: "a fraction in 0...1 (0.2 is 20 %)")),
    BadLayout(
      name: "NaN percentage", layout: layout(.fluid(percentage: .nan), .fullscreen),
      error: .notFinite(parameter: "size.width.fluid(percentage:)", value: .nan)),
    BadLayout(
      name: "NaN custom x", layout: layout(.halfscreen, .halfscreen, .center, .custom(x: .nan)),
      error: .notFinite(parameter: "alignment.horizontal.custom(x:)", value: .nan)),
    BadLayout(
      name: "infinite custom y", layout: layout(.halfscreen, .halfscreen, .custom(y: -.infinity)),
      error: .notFinite(parameter: "alignment.vertical.custom(y:)", value: -.infinity)),
    BadLayout(
      name: "negative margin guard",
      layout: layout(.fullscreen, .fullscreen, guards: EdgeInsets(left: -8)),
      error: .outOfRange(parameter: "marginGuards.left", value: -8, expected: "an inset >= 0")),
    BadLayout(
      name: "infinite margin guard",
      layout: layout(.fullscreen, .fullscreen, guards: EdgeInsets(bottom: .infinity)),
      error: .notFinite(parameter: "marginGuards.bottom", value: .infinity)),
    BadLayout(
      name: "side guards wider than the container",
      layout: layout(.fullscreen, .fullscreen, guards: EdgeInsets(left: 200, right: 200)),
      error: .marginGuardsExceedContainer(
        edges: "marginGuards.left + marginGuards.right", total: 400, containerLength: 390)),
    BadLayout(
      name: "top and bottom guards taller than the container",
      layout: layout(.halfscreen, .halfscreen, guards: EdgeInsets(top: 500, bottom: 345)),
      error: .marginGuardsExceedContainer(
        edges: "marginGuards.top + marginGuards.bottom", total: 845, containerLength: 844)),
    BadLayout(
      name: "NaN container width", layout: .alert,
      bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844),
      error: .notFinite(parameter: "bounds.width", value: .nan)),
    BadLayout(
      name: "infinite container origin", layout: .alert,
      bounds: CGRect(x: CGFloat.infinity, y: 0, width: 390, height: 844),
      error: .notFinite(parameter: "bounds.origin.x", value: .infinity)),
    BadLayout(
      name: "negative container height", layout: .alert,
      bounds: CGRect(x: 0, y: 0, width: 390, height: -844),
      error: .outOfRange(parameter: "bounds.height", value: -844, expected: "a length >= 0")),
    BadLayout(
      name: "negative safe area", layout: .alert, safeArea: EdgeInsets(top: -1),
      error: .outOfRange(parameter: "safeArea.top", value: -1, expected: "an inset >= 0")),
    BadLayout(
      name: "NaN safe area", layout: .alert, safeArea: EdgeInsets(right: .nan),
      error: .notFinite(parameter: "safeArea.right", value: .nan)),
    BadLayout(
      name: "bad landscape layout in a landscape container",
      layout: .oriented(portrait: .alert, landscape: layout(.fluid(percentage: 1.5), .fullscreen)),
      bounds: landscape,
      error: .outOfRange(
        parameter: "landscape.size.width.fluid(percentage:)", value: 1.5,
        expected: "a fraction in 0...1 (0.2 is 20 %)")),
  ]

  @Test(arguments: badLayouts)
  func badInputThrowsANamedError(_ test: BadLayout) {
    #expect {
      _ = try test.layout.frame(in: test.bounds, safeArea: test.safeArea)
    } throws: { error in
      Self.sameError(error as? PresentationError, test.error)
    }
  }

  @Test func validateChecksTheLandscapeLayoutInAnyOrientation() throws {
    let layout = PresentationLayout.oriented(
      portrait: .alert, landscape: Self.layout(.fullscreen, .custom(value: -3)))
    // A portrait container never consults the landscape layout...
    #expect(try layout.frame(in: Self.phone) == CGRect(x: 60, y: 332, width: 270, height: 180))
    // ...but validate() reports it.
    #expect(
      throws: PresentationError.outOfRange(
        parameter: "landscape.size.height.custom(value:)", value: -3, expected: "a length >= 0")
    ) {
      try layout.validate()
    }
  }

  @Test func anEmptyContainerGivesAnEmptyFrame() throws {
    #expect(try PresentationLayout.alert.frame(in: .zero) == .zero)
    #expect(try PresentationLayout.bottomHalf.frame(in: .zero, safeArea: Self.phoneSafe) == .zero)
    // The popup's 30-point side guards cannot fit in no width at all.
    #expect(
      throws: PresentationError.marginGuardsExceedContainer(
        edges: "marginGuards.left + marginGuards.right", total: 60, containerLength: 0)
    ) {
      try PresentationLayout.popup.frame(in: .zero)
    }
  }
}
