import CurtainAnimators
import Foundation
import Testing

/// A direction parameter that takes only some directions says so in its schema.
///
/// The registry (and `curtain validate`) then refuses the others before the factory runs. Found by
/// fuzz.specs: `cover-horizontal` with `"direction": "bottom"` validated, then its factory
/// threw "parameter "direction" expects a direction, got a direction".
@Suite struct DirectionParameterTests {
  @Test(arguments: [
    (
      "cover-horizontal", "direction", Direction.bottom,
      [Direction.left, .right, .leading, .trailing]
    ),
    ("cover-from-corner", "vertical", .right, [.top, .bottom]),
    ("cover-from-corner", "horizontal", .top, [.left, .right, .leading, .trailing]),
  ])
  func aDirectionOnTheWrongAxisIsRefusedByValidation(
    id: String, name: String, value: Direction, allowed: [Direction]
  ) throws {
    let spec = TransitionSpec(animator: AnimatorID(id), parameters: [name: .direction(value)])
    #expect(throws: RegistryError.directionNotAllowed(name: name, value: value, allowed: allowed)) {
      try AnimatorRegistry.builtIn.validate(spec)
    }
    let message = RegistryError.directionNotAllowed(name: name, value: value, allowed: allowed)
      .description
    #expect(message.contains("is \(value.rawValue), but it must be one of"))
  }

  @Test func theDirectionsTheyTakeStillValidate() throws {
    for (id, name, value) in [
      ("cover-horizontal", "direction", Direction.left), ("cover-from-corner", "vertical", .bottom),
      ("cover-from-corner", "horizontal", .trailing),
    ] {
      let spec = TransitionSpec(animator: AnimatorID(id), parameters: [name: .direction(value)])
      try AnimatorRegistry.builtIn.validate(spec)
    }
  }
}
