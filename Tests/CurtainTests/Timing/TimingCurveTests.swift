import Foundation
import ReferenceMath
import Testing

@testable import Curtain

@Suite struct TimingCurveTests {
  // MARK: - Against the high-precision reference

  @Test func progressMatchesTheFiftyDigitReference() throws {
    let samples = try ReferenceTable.load()
    #expect(samples.count > 3_000)
    let curves = try ReferenceTable.curves(of: samples)
    #expect(curves.count >= 19)
    var worst = (error: 0.0, sample: try #require(samples.first))
    for sample in samples {
      let curve = try #require(curves[sample.controlPoints])
      let error = abs(curve.progress(at: sample.x) - sample.y)
      if !(error <= worst.error) { worst = (error, sample) }
    }
    print(
      "TimingCurve vs mpmath (\(samples.count) samples): worst error \(worst.error) at \(worst.sample)"
    )
    #expect(worst.error <= 1e-7, "worst error \(worst.error) at \(worst.sample)")
    // The type documents an accuracy of 1e-9 for every valid curve.
    #expect(worst.error <= 1e-9, "worst error \(worst.error) at \(worst.sample)")
  }

  @Test(arguments: [
    (TimingCurve.linear, 0.0, 0.0, 1.0, 1.0),
    (.easeIn, 0.42, 0, 1, 1),
    (.easeOut, 0, 0, 0.58, 1),
    (.easeInOut, 0.42, 0, 0.58, 1),
    (.default, 0.25, 0.1, 0.25, 1),
    (.standard, 0.4, 0, 0.2, 1),
  ])
  func namedCurvesHaveTheirPublishedControlPoints(
    curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double
  ) {
    #expect(curve.controlPoint1 == CGPoint(x: x1, y: y1))
    #expect(curve.controlPoint2 == CGPoint(x: x2, y: y2))
  }

  @Test func namedCurvesAreInTheReferenceTable() throws {
    let samples = try ReferenceTable.load()
    let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default, .standard]
    for curve in named {
      let rows = samples.filter {
        CGPoint(x: $0.x1, y: $0.y1) == curve.controlPoint1
          && CGPoint(x: $0.x2, y: $0.y2) == curve.controlPoint2
      }
      #expect(rows.count >= 201, "\(curve.controlPoint1) \(curve.controlPoint2)")
    }
  }

  // MARK: - Against an independent bisection

  @Test func thousandRandomCurvesMatchABisectionOfTheBernsteinForm() throws {
    var generator = SplitMix64(seed: 0x5EED_C0DE_2024)
    var worst = (error: 0.0, description: "")
    var count = 0
    for _ in 0..<1_000 {
      let x1 = generator.uniform(in: 0...1)
      let y1 = generator.uniform(in: -2...3)
      let x2 = generator.uniform(in: 0...1)
      let y2 = generator.uniform(in: -2...3)
      let curve = try TimingCurve(
        controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
      let reference = BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      var inputs = (0...100).map { Double($0) / 100 }
      inputs += (0..<100).map { _ in generator.uniform(in: 0...1) }
      inputs += [1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]
      for x in inputs {
        let error = abs(curve.progress(at: x) - reference.progress(at: x))
        count += 1
        if !(error <= worst.error) {
          worst = (error, "curve (\(x1), \(y1)) (\(x2), \(y2)) at x = \(x)")
        }
      }
    }
    print(
      "TimingCurve vs bisection (\(count) samples): worst error \(worst.error), \(worst.description)"
    )
    // The type documents an accuracy of 1e-9; the bisection is good to about 1e-13 here.
    #expect(worst.error <= 1e-9, "worst error \(worst.error) for \(worst.description)")
  }

  @Test(arguments: [
    (0.42, 0.0, 1.0, 1.0), (0, 0, 0.58, 1), (0.34, 1.56, 0.64, 1), (0.68, -0.55, 0.265, 1.55),
    (1, 0, 0, 1), (0, 1, 1, 0), (0.1, 3, 0.9, -2),
  ])
  func bisectionReferenceAgreesWithTheFiftyDigitTable(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws {
    // A check on the checker: the Double bisection used above against the mpmath table.
    let samples = try ReferenceTable.load().filter {
      $0.x1 == x1 && $0.y1 == y1 && $0.x2 == x2 && $0.y2 == y2
    }
    let reference = BernsteinCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    let nearFlatPoint = { (x: Double) in x1 == 1 && x2 == 0 && abs(x - 0.5) < 1e-3 }
    for sample in samples {
      // The bisection's own error is y′·(1e-15 + rounding of x(t), about 1e-16, divided by x′).
      // Near the flat point of (1, 0)(0, 1) at x = 0.5, x(t) − 0.5 = 4(t − 0.5)³ hides a t error
      // of (1.1e-16 / 4)^(1/3) ≈ 3e-6 under rounding, so allow y′·3e-6 ≈ 5e-6 there.
      let tolerance = nearFlatPoint(sample.x) ? 5e-6 : 1e-10
      #expect(abs(reference.progress(at: sample.x) - sample.y) <= tolerance, "\(sample)")
    }
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    for index in 0...1_000 {
      let x = Double(index) / 1_000
      // At the flat point the bisection, not the solver, is the weaker; the 50-digit table
      // checks the solver there.
      let tolerance = nearFlatPoint(x) ? 5e-6 : 1e-9
      #expect(abs(curve.progress(at: x) - reference.progress(at: x)) <= tolerance, "x = \(x)")
    }
  }

  // MARK: - Ends, identity, extension

  @Test func endsAreExact() throws {
    var generator = SplitMix64(seed: 7)
    var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default, .standard]
    for _ in 0..<200 {
      curves.append(
        try TimingCurve(
          controlPoint1: CGPoint(x: generator.uniform(in: 0...1), y: generator.uniform(in: -2...3)),
          controlPoint2: CGPoint(x: generator.uniform(in: 0...1), y: generator.uniform(in: -2...3))
        ))
    }
    curves += try ReferenceTable.curves(of: ReferenceTable.load()).values
    for curve in curves {
      #expect(curve.progress(at: 0) == 0, "\(curve.controlPoint1) \(curve.controlPoint2)")
      #expect(curve.progress(at: 1) == 1, "\(curve.controlPoint1) \(curve.controlPoint2)")
    }
  }

  @Test(arguments: [(0.3, 0.7), (0.0, 1.0), (0.0, 0.0), (1.0, 1.0), (0.9, 0.1), (0.5, 0.5)])
  func curveWhoseControlPointsLieOnTheDiagonalReturnsItsInput(p1: Double, p2: Double) throws {
    // With P1 = (a, a) and P2 = (b, b), y(t) and x(t) are the same polynomial, so y(x) = x.
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: p1, y: p1), controlPoint2: CGPoint(x: p2, y: p2))
    for index in 0...1_000 {
      let x = Double(index) / 1_000
      #expect(curve.progress(at: x) == x)
    }
    #expect(curve.progress(at: 1e-300) == 1e-300)
    #expect(curve.progress(at: 1 - 0x1p-53) == 1 - 0x1p-53)
  }

  /// Slopes of the tangent at each end, derived by hand from the control points.
  ///
  /// At t = 0 the curve leaves P0 along the first non-zero difference among P1 − P0, P2 − P0,
  /// P3 − P0 (the first non-vanishing derivative); at t = 1 it arrives along P3 − P2, P3 − P1,
  /// P3 − P0. The slope is dy/dx of that direction, and `nil` marks a vertical tangent (dx = 0),
  /// where the value holds outside 0...1.
  static let tangentCases: [TangentCase] = [
    // P1 − P0 = (1, 1); P3 − P2 = (0, 0) → P3 − P1 = (1, 1).
    TangentCase(0, 0, 1, 1, start: 1, end: 1),
    // easeIn: P1 − P0 = (0.42, 0) → 0; P3 − P2 = (0, 0), P3 − P1 = (0.58, 1) → 1/0.58.
    TangentCase(0.42, 0, 1, 1, start: 0, end: 1 / 0.58),
    // easeOut: P1 − P0 = (0, 0), P2 − P0 = (0.58, 1) → 1/0.58; P3 − P2 = (0.42, 0) → 0.
    TangentCase(0, 0, 0.58, 1, start: 1 / 0.58, end: 0),
    // easeInOut: (0.42, 0) → 0; (0.42, 0) → 0.
    TangentCase(0.42, 0, 0.58, 1, start: 0, end: 0),
    // default: (0.25, 0.1) → 0.4; P3 − P2 = (0.75, 0) → 0.
    TangentCase(0.25, 0.1, 0.25, 1, start: 0.4, end: 0),
    // standard: (0.4, 0) → 0; (0.8, 0) → 0.
    TangentCase(0.4, 0, 0.2, 1, start: 0, end: 0),
    // Back-out: (0.34, 1.56) → 1.56/0.34; (0.36, 0) → 0.
    TangentCase(0.34, 1.56, 0.64, 1, start: 1.56 / 0.34, end: 0),
    // Back-in-out: (0.68, −0.55) → −0.55/0.68; (0.735, −0.55) → −0.55/0.735.
    TangentCase(0.68, -0.55, 0.265, 1.55, start: -0.55 / 0.68, end: -0.55 / 0.735),
    // Identity: (0.3, 0.3) → 1; (0.3, 0.3) → 1.
    TangentCase(0.3, 0.3, 0.7, 0.7, start: 1, end: 1),
    // (1, 0) → 0; (1, 0) → 0.
    TangentCase(1, 0, 0, 1, start: 0, end: 0),
    // (0, 1): vertical; (0, 1): vertical.
    TangentCase(0, 1, 1, 0, start: nil, end: nil),
    // (0, 0), then (0, 1): vertical; P3 − P2 = (1, 0) → 0.
    TangentCase(0, 0, 0, 1, start: nil, end: 0),
    // (1, 0) → 0; P3 − P2 = (0, 0), P3 − P1 = (0, 1): vertical.
    TangentCase(1, 0, 1, 1, start: 0, end: nil),
    // P1 = P2 = P0, so P3 − P0 = (1, 1) → 1; P3 − P2 = (1, 1) → 1.
    TangentCase(0, 0, 0, 0, start: 1, end: 1),
  ]

  @Test(arguments: tangentCases)
  func outsideTheUnitIntervalTheCurveFollowsItsEndTangent(_ tangent: TangentCase) throws {
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: tangent.x1, y: tangent.y1),
      controlPoint2: CGPoint(x: tangent.x2, y: tangent.y2))
    for x in [-0.001, -0.25, -1, -10] {
      let expected = (tangent.start ?? 0) * x
      #expect(abs(curve.progress(at: x) - expected) <= 1e-12 * max(1, abs(expected)), "x = \(x)")
    }
    for x in [1.001, 1.25, 2, 11] {
      let expected = 1 + (tangent.end ?? 0) * (x - 1)
      #expect(abs(curve.progress(at: x) - expected) <= 1e-12 * max(1, abs(expected)), "x = \(x)")
    }
  }

  @Test(arguments: tangentCases)
  func infiniteFractionGivesTheLimitOfTheTangentLine(_ tangent: TangentCase) throws {
    // slope·(±∞) is ±∞ for a slope ≠ 0; a slope of 0 (flat or vertical tangent) holds the end value.
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: tangent.x1, y: tangent.y1),
      controlPoint2: CGPoint(x: tangent.x2, y: tangent.y2))
    let start = tangent.start ?? 0
    let end = tangent.end ?? 0
    #expect(curve.progress(at: -.infinity) == (start == 0 ? 0 : start > 0 ? -.infinity : .infinity))
    #expect(curve.progress(at: .infinity) == (end == 0 ? 1 : end > 0 ? .infinity : -.infinity))
  }

  @Test(arguments: tangentCases)
  func handDerivedTangentsAgreeWithTheBisectionNearTheEnds(_ tangent: TangentCase) {
    // A check on the table above: the chord from an end to a point 1e-10 away in x has the
    // tangent's slope up to O(√1e-10) (a second-order end) or O(1e-10); a vertical tangent gives
    // a chord far steeper than any of the finite slopes here.
    let reference = BernsteinCurve(
      x1: tangent.x1, y1: tangent.y1, x2: tangent.x2, y2: tangent.y2)
    let h = 1e-10
    let startChord = reference.progress(at: h) / h
    let endChord = (1 - reference.progress(at: 1 - h)) / h
    if let start = tangent.start {
      #expect(abs(startChord - start) <= 1e-4 * max(1, abs(start)), "start chord \(startChord)")
    } else {
      #expect(abs(startChord) > 100, "start chord \(startChord)")
    }
    if let end = tangent.end {
      #expect(abs(endChord - end) <= 1e-4 * max(1, abs(end)), "end chord \(endChord)")
    } else {
      #expect(abs(endChord) > 100, "end chord \(endChord)")
    }
  }

  // MARK: - Reversal

  @Test func reversedCurvePlaysTheOriginalBackwards() throws {
    var generator = SplitMix64(seed: 99)
    var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default, .standard]
    curves += try Self.tangentCases.map {
      try TimingCurve(
        controlPoint1: CGPoint(x: $0.x1, y: $0.y1), controlPoint2: CGPoint(x: $0.x2, y: $0.y2))
    }
    for _ in 0..<200 {
      curves.append(
        try TimingCurve(
          controlPoint1: CGPoint(x: generator.uniform(in: 0...1), y: generator.uniform(in: -2...3)),
          controlPoint2: CGPoint(x: generator.uniform(in: 0...1), y: generator.uniform(in: -2...3))
        ))
    }
    for curve in curves {
      let reversed = curve.reversed()
      for index in -50...150 {
        let x = Double(index) / 100
        let expected = 1 - curve.progress(at: 1 - x)
        #expect(
          abs(reversed.progress(at: x) - expected) <= 1e-9,
          "\(curve.controlPoint1) \(curve.controlPoint2) at \(x)")
      }
    }
  }

  @Test func reversedCurveMatchesTheBisectionOfTheMirroredCurve() {
    // Independently: y_rev(x) = 1 − y(1 − x) by the point reflection through (0.5, 0.5).
    let reference = BernsteinCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    let reversed = TimingCurve(validated: 0.68, -0.55, 0.265, 1.55).reversed()
    for index in 0...200 {
      let x = Double(index) / 200
      let expected = 1 - reference.progress(at: 1 - x)
      #expect(abs(reversed.progress(at: x) - expected) <= 1e-9, "x = \(x)")
    }
  }

  @Test func reversedEaseInIsEaseOut() {
    let reversed = TimingCurve.easeIn.reversed()
    // (0.42, 0)(1, 1) mirrored through (0.5, 0.5) and swapped: (0, 0)(0.58, 1).
    #expect(abs(reversed.controlPoint1.x - 0) <= 1e-15)
    #expect(abs(reversed.controlPoint1.y - 0) <= 1e-15)
    #expect(abs(reversed.controlPoint2.x - 0.58) <= 1e-15)
    #expect(abs(reversed.controlPoint2.y - 1) <= 1e-15)
  }

  // MARK: - Bad input

  static let badCurves: [BadCurve] = [
    BadCurve(-0.1, 0, 0.5, 1, parameter: "controlPoint1.x"),
    BadCurve(1.1, 0, 0.5, 1, parameter: "controlPoint1.x"),
    BadCurve(-1e-300, 0, 0.5, 1, parameter: "controlPoint1.x"),
    BadCurve(.nan, 0, 0.5, 1, parameter: "controlPoint1.x"),
    BadCurve(.infinity, 0, 0.5, 1, parameter: "controlPoint1.x"),
    BadCurve(0.5, .nan, 0.5, 1, parameter: "controlPoint1.y"),
    BadCurve(0.5, -.infinity, 0.5, 1, parameter: "controlPoint1.y"),
    BadCurve(0.5, 0, -0.5, 1, parameter: "controlPoint2.x"),
    BadCurve(0.5, 0, 1.0000001, 1, parameter: "controlPoint2.x"),
    BadCurve(0.5, 0, .nan, 1, parameter: "controlPoint2.x"),
    BadCurve(0.5, 0, -.infinity, 1, parameter: "controlPoint2.x"),
    BadCurve(0.5, 0, 0.5, .nan, parameter: "controlPoint2.y"),
    BadCurve(0.5, 0, 0.5, .infinity, parameter: "controlPoint2.y"),
  ]

  @Test(arguments: badCurves)
  func badControlPointIsRefusedByName(_ bad: BadCurve) {
    let error = #expect(throws: TimingError.self) {
      try TimingCurve(
        controlPoint1: CGPoint(x: bad.x1, y: bad.y1), controlPoint2: CGPoint(x: bad.x2, y: bad.y2))
    }
    let description = error?.description ?? ""
    #expect(description.hasPrefix(bad.parameter), "\(description)")
    switch error {
    case .notFinite(let parameter, _)?:
      #expect(parameter == bad.parameter)
      #expect(!bad.value.isFinite)
    case .outOfRange(let parameter, let value, _)?:
      #expect(parameter == bad.parameter)
      #expect(value == bad.value)
      #expect(bad.value.isFinite)
    default:
      Issue.record("unexpected error \(String(describing: error))")
    }
  }

  @Test(arguments: [(0.0, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0)])
  func xControlPointsAtTheEndsOfTheUnitIntervalAreAccepted(x1: Double, x2: Double) throws {
    let curve = try TimingCurve(
      controlPoint1: CGPoint(x: x1, y: -2), controlPoint2: CGPoint(x: x2, y: 3))
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
  }

  // MARK: - Codable

  @Test(arguments: [
    TimingCurve.easeInOut, .default, .standard, TimingCurve(validated: 0.68, -0.55, 0.265, 1.55),
  ])
  func curveSurvivesAJSONRoundTrip(_ curve: TimingCurve) throws {
    let data = try JSONEncoder().encode(curve)
    let decoded = try JSONDecoder().decode(TimingCurve.self, from: data)
    #expect(decoded == curve)
    #expect(decoded.progress(at: 0.3) == curve.progress(at: 0.3))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
    #expect(object["x1"] == Double(curve.controlPoint1.x))
    #expect(object["y1"] == Double(curve.controlPoint1.y))
    #expect(object["x2"] == Double(curve.controlPoint2.x))
    #expect(object["y2"] == Double(curve.controlPoint2.y))
  }

  @Test func decodingNamesTheBadControlPoint() throws {
    let json = Data(#"{"x1": 0.25, "y1": 0.1, "x2": 1.5, "y2": 1}"#.utf8)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimingCurve.self, from: json)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("controlPoint2.x"), "\(context.debugDescription)")
  }

  @Test func decodingAMissingCoordinateFails() {
    let json = Data(#"{"x1": 0.25, "y1": 0.1, "x2": 0.25}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimingCurve.self, from: json)
    }
  }
}

// MARK: - Helpers

extension TimingCurveTests {
  /// One row of `Reference/curve_reference.txt`: the curve, the input and the 50-digit answer.
  struct ReferenceSample: CustomStringConvertible, Sendable {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double
    var x: Double
    var y: Double

    var controlPoints: [Double] { [x1, y1, x2, y2] }

    var description: String { "curve (\(x1), \(y1)) (\(x2), \(y2)), x = \(x), y = \(y)" }
  }

  enum ReferenceTable {
    // Tests/CurtainTests/Reference, one folder above this file's Timing folder.
    static let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Reference/curve_reference.txt")

    static func load() throws -> [ReferenceSample] {
      let text = try String(contentsOf: url, encoding: .utf8)
      var samples: [ReferenceSample] = []
      for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 6, "malformed line: \(line)")
        samples.append(
          ReferenceSample(
            x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3], x: numbers[4],
            y: numbers[5]))
      }
      return samples
    }

    /// One curve per distinct set of control points in `samples`, keyed by `[x1, y1, x2, y2]`.
    static func curves(of samples: [ReferenceSample]) throws -> [[Double]: TimingCurve] {
      var curves: [[Double]: TimingCurve] = [:]
      for sample in samples where curves[sample.controlPoints] == nil {
        curves[sample.controlPoints] = try TimingCurve(
          controlPoint1: CGPoint(x: sample.x1, y: sample.y1),
          controlPoint2: CGPoint(x: sample.x2, y: sample.y2))
      }
      return curves
    }
  }

  /// A curve's hand-derived end slopes; `nil` for a vertical tangent.
  struct TangentCase: Sendable, CustomTestStringConvertible {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double
    var start: Double?
    var end: Double?

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, start: Double?, end: Double?) {
      (self.x1, self.y1, self.x2, self.y2, self.start, self.end) = (x1, y1, x2, y2, start, end)
    }

    var testDescription: String { "(\(x1), \(y1)) (\(x2), \(y2))" }
  }

  /// Control points that must be refused, and the parameter the error must name.
  struct BadCurve: Sendable, CustomTestStringConvertible {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double
    var parameter: String

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, parameter: String) {
      (self.x1, self.y1, self.x2, self.y2, self.parameter) = (x1, y1, x2, y2, parameter)
    }

    /// The offending value.
    var value: Double {
      switch parameter {
      case "controlPoint1.x": return x1
      case "controlPoint1.y": return y1
      case "controlPoint2.x": return x2
      default: return y2
      }
    }

    var testDescription: String { "\(parameter): (\(x1), \(y1)) (\(x2), \(y2))" }
  }
}
