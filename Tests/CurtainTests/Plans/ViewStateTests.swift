import Curtain
import Foundation
import Testing

@Suite struct ViewStateTests {
  /// A state that sets every property.
  static let full = ViewState(
    frame: CGRect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5,
    transform: Transform3D(scaleX: 0.9, scaleY: 0.9), cornerRadius: 12, corners: .top,
    backgroundColor: .white, shadow: Shadow(opacity: 0.3), blurFraction: 0.25, isHidden: false,
    zIndex: 3)

  @Test func emptyStateSetsNothing() {
    #expect(ViewState().isEmpty)
    #expect(ViewState().setProperties.isEmpty)
    #expect(!ViewState(alpha: 0).isEmpty)
    #expect(!ViewState(isHidden: false).isEmpty)
    #expect(!ViewState(zIndex: 0).isEmpty)
  }

  @Test func setPropertiesListsNamesInDeclarationOrder() {
    #expect(
      Self.full.setProperties == [
        "frame", "alpha", "transform", "cornerRadius", "corners", "backgroundColor", "shadow",
        "blurFraction", "isHidden", "zIndex",
      ])
    #expect(ViewState(alpha: 1, zIndex: 2).setProperties == ["alpha", "zIndex"])
    #expect(ViewState(shadow: .invisible, isHidden: true).setProperties == ["shadow", "isHidden"])
  }

  @Test func mergingLetsTheOtherStatesSetPropertiesWin() {
    let base = ViewState(frame: .zero, alpha: 1, cornerRadius: 4)
    let other = ViewState(alpha: 0, zIndex: 2)
    let merged = base.merging(other)
    #expect(merged == ViewState(frame: .zero, alpha: 0, cornerRadius: 4, zIndex: 2))
    // An empty state changes nothing either way round.
    #expect(base.merging(ViewState()) == base)
    #expect(ViewState().merging(base) == base)
    #expect(ViewState().merging(Self.full) == Self.full)
  }

  @Test func fillingOnlyTakesWhatThisStateLeavesUnset() {
    let sparse = ViewState(alpha: 0, isHidden: true)
    let filled = sparse.filling(from: Self.full)
    var expected = Self.full
    expected.alpha = 0
    expected.isHidden = true
    #expect(filled == expected)
    #expect(Self.full.filling(from: sparse) == Self.full)
  }

  @Test func restrictedKeepsOnlyTheMasksProperties() {
    let mask = ViewState(frame: .zero, corners: [], zIndex: 0)
    let restricted = Self.full.restricted(to: mask)
    #expect(
      restricted
        == ViewState(frame: CGRect(x: 1, y: 2, width: 3, height: 4), corners: .top, zIndex: 3))
    #expect(Self.full.restricted(to: ViewState()).isEmpty)
    #expect(Self.full.restricted(to: Self.full) == Self.full)
    // A property the mask sets but the state does not stays unset.
    #expect(
      ViewState(alpha: 1).restricted(to: ViewState(frame: .zero, alpha: 0)) == ViewState(alpha: 1))
  }

  @Test func finiteStateHasNoNonFiniteProperty() {
    #expect(Self.full.firstNonFiniteProperty == nil)
    #expect(ViewState().firstNonFiniteProperty == nil)
  }

  static let nonFiniteNumbers: [CGFloat] = [.nan, .infinity, -.infinity]

  @Test(arguments: nonFiniteNumbers)
  func eachNonFiniteNumberIsNamedByItsProperty(number: CGFloat) {
    let cases: [(ViewState, String)] = [
      (ViewState(frame: CGRect(x: number, y: 0, width: 1, height: 1)), "frame"),
      (ViewState(frame: CGRect(x: 0, y: number, width: 1, height: 1)), "frame"),
      (ViewState(frame: CGRect(x: 0, y: 0, width: number, height: 1)), "frame"),
      (ViewState(frame: CGRect(x: 0, y: 0, width: 1, height: number)), "frame"),
      (ViewState(alpha: number), "alpha"),
      (ViewState(transform: Transform3D(rotation: number)), "transform"),
      (ViewState(transform: Transform3D(perspective: number)), "transform"),
      (ViewState(cornerRadius: number), "cornerRadius"),
      (ViewState(shadow: Shadow(opacity: Double(number))), "shadow"),
      (ViewState(shadow: Shadow(radius: number)), "shadow"),
      (ViewState(blurFraction: number), "blurFraction"),
    ]
    for (state, property) in cases {
      #expect(state.firstNonFiniteProperty == property, "\(state)")
    }
  }

  @Test func theFirstNonFinitePropertyInDeclarationOrderIsNamed() {
    let state = ViewState(alpha: .nan, cornerRadius: .infinity, blurFraction: .nan)
    #expect(state.firstNonFiniteProperty == "alpha")
    var later = Self.full
    later.blurFraction = .nan
    later.cornerRadius = -.infinity
    #expect(later.firstNonFiniteProperty == "cornerRadius")
  }

  @Test func codableRoundTripKeepsSetAndUnsetProperties() throws {
    for state in [Self.full, ViewState(), ViewState(alpha: 0, zIndex: -1)] {
      let data = try JSONEncoder().encode(state)
      #expect(try JSONDecoder().decode(ViewState.self, from: data) == state)
    }
  }
}
