import Curtain
import Foundation
import Testing

@Suite struct PresentationSizeTests {
  @Test func defaultsAreJellysFullscreen() {
    #expect(PresentationSize() == PresentationSize(width: .fullscreen, height: .fullscreen))
    #expect(PresentationSize() == .fullscreen)
    #expect(
      PresentationSize.halfscreen == PresentationSize(width: .halfscreen, height: .halfscreen))
  }

  static let validDimensions: [PresentationSize.Dimension] = [
    .fullscreen, .halfscreen, .custom(value: 0), .custom(value: 1e6), .fluid(percentage: 0),
    .fluid(percentage: 1), .fluid(percentage: 0.333), .intrinsic(preferred: 0),
    .intrinsic(preferred: 44),
  ]

  @Test(arguments: validDimensions)
  func validDimensionsPassValidation(_ dimension: PresentationSize.Dimension) throws {
    try PresentationSize(width: dimension, height: dimension).validate()
  }

  static let invalidDimensions: [PresentationSize.Dimension] = [
    .custom(value: -0.001), .custom(value: .nan), .custom(value: .infinity),
    .fluid(percentage: 1.00001), .fluid(percentage: -1), .fluid(percentage: .infinity),
    .intrinsic(preferred: -1), .intrinsic(preferred: .nan),
  ]

  @Test(arguments: invalidDimensions)
  func invalidDimensionsFailValidationOnEitherAxis(_ dimension: PresentationSize.Dimension) {
    #expect(throws: PresentationError.self) {
      try PresentationSize(width: dimension, height: .fullscreen).validate()
    }
    #expect(throws: PresentationError.self) {
      try PresentationSize(width: .fullscreen, height: dimension).validate()
    }
  }

  @Test func theErrorNamesTheAxis() {
    #expect(
      throws: PresentationError.outOfRange(
        parameter: "size.height.fluid(percentage:)", value: 1.01,
        expected: "a fraction in 0...1 (0.2 is 20 %)")
    ) {
      try PresentationSize(width: .halfscreen, height: .fluid(percentage: 1.01)).validate()
    }
  }

  @Test func sizesRoundTripThroughJSON() throws {
    let sizes = Self.validDimensions.map { PresentationSize(width: $0, height: .halfscreen) }
    for size in sizes {
      let data = try JSONEncoder().encode(size)
      #expect(try JSONDecoder().decode(PresentationSize.self, from: data) == size)
    }
  }
}
