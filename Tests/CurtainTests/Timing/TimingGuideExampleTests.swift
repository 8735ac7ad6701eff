import Curtain
import Foundation
import Testing

/// The timing guide's worked example: UIKit's duration-form spring for d = 0.5 s, ζ = 0.5, at
/// rest. The expected numbers are the output of the guide's Python script (mpmath, 30 digits),
/// which solves (ζω₀/ω_d)·e^(−ζω₀·d) = 0.001 with `findroot`, independently of the library:
///
///     w0 = 25.4337965385923288254254069824
///     k = w0**2 = 646.878006366511127103275498408, c = 2*zeta*w0 = 25.4337965385923288254254069824
///     x(0.05) = 0.487823100427312176395763602489   x(0.1) = 1.03497084211409202427049374525
///     x(0.25) = 0.987154535962307876488519034943   x(0.5) = 1.00096939291846151051708931508
@Suite struct TimingGuideExampleTests {
  @Test func theDurationFormSolvesTheEquationWithTheSineTermsAmplitude() throws {
    let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 646.878006366511127) < 1e-8)
    #expect(abs(spring.damping - 25.4337965385923288) < 1e-10)
  }

  @Test(arguments: [
    (0.05, 0.487823100427312176), (0.1, 1.03497084211409202), (0.25, 0.987154535962307876),
    (0.5, 1.00096939291846151),
  ])
  func progressMatchesTheWorkedExample(time: Double, expected: Double) throws {
    let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
    #expect(abs(spring.value(at: time) - expected) < 1e-9)
  }

  /// The guide's stepper example: two exact steps of 0.05 s reach x(0.05) and x(0.1) above.
  @Test func twoStepsOfFiftyMillisecondsReachTheValues() throws {
    let stepper = try SpringStepper(
      spring: try Spring(duration: 0.5, dampingRatio: 0.5), timeStep: 0.05)
    var progress = 0.0
    var velocity = 0.0
    stepper.advance(progress: &progress, velocity: &velocity)
    #expect(abs(progress - 0.487823100427312176) < 1e-9)
    stepper.advance(progress: &progress, velocity: &velocity)
    #expect(abs(progress - 1.03497084211409202) < 1e-9)
  }
}
