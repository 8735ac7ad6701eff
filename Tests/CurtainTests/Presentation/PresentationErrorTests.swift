import Curtain
import Foundation
import Testing

@Suite struct PresentationErrorTests {
  @Test func messagesNameTheValueAndWhatItMustBe() {
    #expect(
      PresentationError.outOfRange(
        parameter: "size.width.fluid(percentage:)", value: 1.2,
        expected: "a fraction in 0...1 (0.2 is 20 %)"
      ).description
        == "size.width.fluid(percentage:) is 1.2, but it must be a fraction in 0...1 (0.2 is 20 %)")
    #expect(
      PresentationError.notFinite(parameter: "marginGuards.top", value: .infinity).description
        == "marginGuards.top is inf, but it must be a finite number")
    #expect(
      PresentationError.marginGuardsExceedContainer(
        edges: "marginGuards.left + marginGuards.right", total: 400, containerLength: 390
      ).description
        == "marginGuards.left + marginGuards.right add up to 400.0 points, but the container is "
        + "only 390.0 points long on that axis; make the margin guards smaller so the presented "
        + "view fits")
  }
}
