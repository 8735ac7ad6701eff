#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import Foundation
import Testing
import UIKit

/// The differential's comparison of one actor (``DifferentialTolerance/firstDifference(_:_:)``)
/// catches a difference planted in every property it compares: switching any comparison off
/// fails one of these.
///
/// The headless state is a 100 × 200 frame at (10, 20), alpha 0.5, corner radius 8, no
/// transform; each case changes one number of the drawing (or of the headless state) just past
/// its tolerance (0.5 pt for frames and translations, 1e-3 for alpha, corner radius and the
/// transform's linear part).
@Suite @MainActor struct DifferentialSelfTests {
  static let frame = CGRect(x: 10, y: 20, width: 100, height: 200)
  static let state = ViewState(frame: frame, alpha: 0.5, cornerRadius: 8)
  static let drawn = DrawnState(frame: frame, alpha: 0.5, cornerRadius: 8, transform: .identity)

  /// A planted difference: its name, the headless state, the drawing, the property reported.
  struct Plant: CustomStringConvertible, Sendable {
    var name: String
    var property: String
    var plant: @MainActor @Sendable (inout ViewState, inout DrawnState) -> Void
    var description: String { name }
  }

  nonisolated static let plants: [Plant] = [
    Plant(name: "the frame's origin, 0.6 pt right", property: "frame") { _, drawn in
      drawn.frame.origin.x += 0.6
    },
    Plant(name: "the frame's height, 0.6 pt taller", property: "frame") { _, drawn in
      drawn.frame.size.height += 0.6
    },
    // A 0.98 x-scale about the centre moves each corner by 100 × 0.02 / 2 = 1 pt.
    Plant(name: "a headless x-scale of 0.98 the drawing lacks", property: "frame") { state, _ in
      state.transform = Transform3D(scaleX: 0.98)
    },
    // A rotation of 0.01 rad moves the top left corner (−50, −100) from the centre by about
    // (100 × 0.01, −50 × 0.01) = (1, −0.5) pt.
    Plant(name: "a drawn rotation of 0.01 rad", property: "frame") { _, drawn in
      drawn.transform = CGAffineTransform(
        a: cos(0.01), b: sin(0.01), c: -sin(0.01), d: cos(0.01), tx: 0, ty: 0)
    },
    Plant(name: "alpha 0.0015 higher", property: "alpha") { _, drawn in
      drawn.alpha += 0.0015
    },
    Plant(name: "a corner radius 0.0015 larger", property: "cornerRadius") { _, drawn in
      drawn.cornerRadius += 0.0015
    },
    // Without a frame, the transform is compared on its own: its linear part…
    Plant(name: "no frame: a drawn scale 0.0015 larger", property: "transform") { state, drawn in
      state.frame = nil
      state.transform = Transform3D(scaleX: 0.9, scaleY: 0.9)
      drawn.transform = CGAffineTransform(a: 0.9015, b: 0, c: 0, d: 0.9, tx: 0, ty: 0)
    },
    // …and its translation.
    Plant(name: "no frame: a drawn translation 0.6 pt lower", property: "transform") {
      state, drawn in
      state.frame = nil
      state.transform = Transform3D(translationY: 40)
      drawn.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 40.6)
    },
  ]

  @Test(arguments: plants)
  func aPlantedDifferenceIsReportedAsItsProperty(_ plant: Plant) {
    var state = Self.state
    var drawn = Self.drawn
    plant.plant(&state, &drawn)
    let found = DifferentialTolerance.firstDifference(state, drawn)
    #expect(found?.0 == plant.property, "\(plant): \(String(describing: found))")
  }

  @Test func theSameDrawingAndDifferencesWithinTheTolerancesAgree() {
    #expect(DifferentialTolerance.firstDifference(Self.state, Self.drawn) == nil)
    var drawn = Self.drawn
    drawn.frame.origin.x += 0.4
    drawn.alpha += 0.0009
    drawn.cornerRadius -= 0.0009
    #expect(DifferentialTolerance.firstDifference(Self.state, drawn) == nil)
  }
}
#endif
