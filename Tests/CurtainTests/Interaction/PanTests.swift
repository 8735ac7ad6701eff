import Foundation
import Testing

@testable import Curtain

@Suite struct PanTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var pan: Pan
    var layout: LayoutDirection
    var direction: PanDirection
    var axis: Pan.Axis
    var sign: Double
    var testDescription: String { "\(pan) in \(layout)" }
  }

  /// Hand-written: a pan "from X" moves away from X; an edge pan moves away from its edge.
  static let cases: [Case] = [
    Case(
      pan: .regular(.fromTop), layout: .leftToRight, direction: .fromTop, axis: .vertical, sign: 1),
    Case(
      pan: .regular(.fromBottom), layout: .leftToRight, direction: .fromBottom, axis: .vertical,
      sign: -1),
    Case(
      pan: .regular(.fromLeft), layout: .rightToLeft, direction: .fromLeft, axis: .horizontal,
      sign: 1),
    Case(
      pan: .regular(.fromRight), layout: .leftToRight, direction: .fromRight, axis: .horizontal,
      sign: -1),
    Case(pan: .edge(.top), layout: .leftToRight, direction: .fromTop, axis: .vertical, sign: 1),
    Case(
      pan: .edge(.bottom), layout: .leftToRight, direction: .fromBottom, axis: .vertical, sign: -1),
    Case(pan: .edge(.left), layout: .rightToLeft, direction: .fromLeft, axis: .horizontal, sign: 1),
    Case(
      pan: .edge(.right), layout: .leftToRight, direction: .fromRight, axis: .horizontal, sign: -1),
    Case(
      pan: .edge(.leading), layout: .leftToRight, direction: .fromLeft, axis: .horizontal, sign: 1),
    Case(
      pan: .edge(.leading), layout: .rightToLeft, direction: .fromRight, axis: .horizontal, sign: -1
    ),
    Case(
      pan: .edge(.trailing), layout: .leftToRight, direction: .fromRight, axis: .horizontal,
      sign: -1),
    Case(
      pan: .edge(.trailing), layout: .rightToLeft, direction: .fromLeft, axis: .horizontal, sign: 1),
  ]

  @Test(arguments: cases)
  func panKnowsItsDirectionAxisAndSign(_ item: Case) {
    #expect(item.pan.direction(for: item.layout) == item.direction)
    #expect(item.pan.axis(for: item.layout) == item.axis)
    #expect(item.pan.sign(for: item.layout) == item.sign)
  }

  @Test(arguments: [
    // (direction, translation, forward points, cross points), by hand.
    (PanDirection.fromTop, CGPoint(x: 3, y: 40), 40.0, 3.0),
    (PanDirection.fromBottom, CGPoint(x: -3, y: -40), 40.0, 3.0),
    (PanDirection.fromBottom, CGPoint(x: 0, y: 25), -25.0, 0.0),
    (PanDirection.fromLeft, CGPoint(x: 12, y: -7), 12.0, 7.0),
    (PanDirection.fromRight, CGPoint(x: 12, y: 7), -12.0, 7.0),
  ])
  func displacementIsTheSignedComponentAlongTheAxis(
    direction: PanDirection, translation: CGPoint, forward: Double, cross: Double
  ) {
    #expect(direction.displacement(of: translation) == forward)
    #expect(direction.crossDisplacement(of: translation) == cross)
  }

  @Test func edgesResolveLeadingAndTrailingOnly() {
    for edge in [Direction.top, .bottom, .left, .right] {
      #expect(edge.resolved(for: .rightToLeft) == edge)
      #expect(edge.resolved(for: .leftToRight) == edge)
    }
    #expect(Direction.leading.resolved(for: .rightToLeft) == .right)
    #expect(Direction.trailing.resolved(for: .leftToRight) == .right)
  }
}
