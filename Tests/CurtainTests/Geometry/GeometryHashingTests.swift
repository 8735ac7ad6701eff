import CurtainEngine
import Foundation
import Testing

@testable import Curtain

/// The hash of one value, with this process's seed.
private func hashOf<T: Hashable>(_ value: T) -> Int {
  var hasher = Hasher()
  value.hash(into: &hasher)
  return hasher.finalize()
}

@Suite struct GeometryHashingTests {
  @Test func negativeZeroEqualsPositiveZeroAndHashesTheSame() {
    // IEEE 754: -0.0 == 0.0. The helper must hash them alike or Set/Dictionary break.
    let negative = CGRect(x: -0.0, y: -0.0, width: -0.0, height: -0.0)
    let positive = CGRect(x: 0, y: 0, width: 0, height: 0)
    #expect(negative.origin.x.sign == .minus)
    #expect(GeometryHashing.equal(negative, positive))
    var a = Hasher()
    var b = Hasher()
    GeometryHashing.combine(negative, into: &a)
    GeometryHashing.combine(positive, into: &b)
    #expect(a.finalize() == b.finalize())
  }

  @Test func nanIsUnequalToItself() {
    let point = CGPoint(x: CGFloat.nan, y: 1)
    #expect(!GeometryHashing.equal(point, point))
    #expect(
      !GeometryHashing.equal(
        CGSize(width: 1, height: CGFloat.nan), CGSize(width: 1, height: CGFloat.nan)))
  }

  @Test func rectanglesCompareAsStoredNotStandardized() {
    // CGRect's own == standardizes (both describe the square from (-1, -1) to (0, 0)); the
    // helper compares the stored numbers.
    let negative = CGRect(x: 0, y: 0, width: -1, height: -1)
    let standardized = CGRect(x: -1, y: -1, width: 1, height: 1)
    #expect(negative.standardized == standardized.standardized)
    #expect(!GeometryHashing.equal(negative, standardized))
  }

  @Test func optionalRectanglesCompareByPresenceThenValue() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(GeometryHashing.equal(CGRect?.none, CGRect?.none))
    #expect(!GeometryHashing.equal(rect, CGRect?.none))
    #expect(GeometryHashing.equal(Optional(rect), Optional(rect)))
    var none = Hasher()
    var zero = Hasher()
    GeometryHashing.combine(CGRect?.none, into: &none)
    GeometryHashing.combine(Optional(CGRect.zero), into: &zero)
    #expect(none.finalize() != zero.finalize())
  }

  @Test func frameDictionariesHashIndependentlyOfInsertionOrder() {
    var forward: [ActorID: CGRect] = [:]
    var backward: [ActorID: CGRect] = [:]
    let actors: [ActorID] = [.presented, .presenting, .from, .to, .container, .background]
    for (index, actor) in actors.enumerated() {
      forward[actor] = CGRect(x: index, y: 0, width: 10, height: 10)
    }
    for (index, actor) in actors.enumerated().reversed() {
      backward[actor] = CGRect(x: index, y: 0, width: 10, height: 10)
    }
    #expect(GeometryHashing.equal(forward, backward))
    var a = Hasher()
    var b = Hasher()
    GeometryHashing.combine(forward, into: &a)
    GeometryHashing.combine(backward, into: &b)
    #expect(a.finalize() == b.finalize())
    backward[.from] = CGRect(x: 99, y: 0, width: 10, height: 10)
    #expect(!GeometryHashing.equal(forward, backward))
    backward[.from] = nil
    #expect(!GeometryHashing.equal(forward, backward))
  }
}

/// The six values whose `Hashable` used to be synthesized over CG geometry: each built twice
/// (equal), with `-0.0` and with `0.0` in a geometric component, with a NaN there, and changed in
/// each geometric component.
@Suite struct HandWrittenHashableTests {
  /// Checks the contract on one type's samples.
  private func check<T: Hashable>(
    equal: (T, T), zeros: (negative: T, positive: T), nan: T, distinct: [T],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(equal.0 == equal.1, sourceLocation: sourceLocation)
    #expect(hashOf(equal.0) == hashOf(equal.1), sourceLocation: sourceLocation)
    #expect(Set([equal.0, equal.1]).count == 1, sourceLocation: sourceLocation)
    #expect(zeros.negative == zeros.positive, sourceLocation: sourceLocation)
    #expect(hashOf(zeros.negative) == hashOf(zeros.positive), sourceLocation: sourceLocation)
    let copy = nan
    #expect(nan != copy, sourceLocation: sourceLocation)
    for (index, other) in distinct.enumerated() {
      #expect(equal.0 != other, "distinct[\(index)]", sourceLocation: sourceLocation)
    }
    #expect(Set(distinct + [equal.0]).count == distinct.count + 1, sourceLocation: sourceLocation)
  }

  @Test func viewState() {
    let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    let state = { (frame: CGRect) in ViewState(frame: frame, alpha: 0.5, zIndex: 2) }
    check(
      equal: (state(frame), state(CGRect(x: 1, y: 2, width: 3, height: 4))),
      zeros: (
        state(CGRect(x: -0.0, y: 2, width: 3, height: 4)),
        state(CGRect(x: 0, y: 2, width: 3, height: 4))
      ),
      nan: state(CGRect(x: 1, y: CGFloat.nan, width: 3, height: 4)),
      distinct: [
        state(CGRect(x: 9, y: 2, width: 3, height: 4)),
        state(CGRect(x: 1, y: 9, width: 3, height: 4)),
        state(CGRect(x: 1, y: 2, width: 9, height: 4)),
        state(CGRect(x: 1, y: 2, width: 3, height: 9)),
        ViewState(alpha: 0.5, zIndex: 2), ViewState(frame: frame, alpha: 0.4, zIndex: 2),
        ViewState(frame: frame, alpha: 0.5, zIndex: 3),
      ])
    // Not standardized: the same square stored with a negative size is a different state.
    #expect(
      state(CGRect(x: 0, y: 0, width: -1, height: -1))
        != state(CGRect(x: -1, y: -1, width: 1, height: 1)))
  }

  @Test func shadow() {
    let shadow = { (offset: CGSize) in
      Shadow(color: .black, opacity: 0.3, radius: 4, offset: offset)
    }
    check(
      equal: (shadow(CGSize(width: 0, height: -3)), shadow(CGSize(width: 0, height: -3))),
      zeros: (shadow(CGSize(width: -0.0, height: -3)), shadow(CGSize(width: 0, height: -3))),
      nan: shadow(CGSize(width: CGFloat.nan, height: -3)),
      distinct: [
        shadow(CGSize(width: 1, height: -3)), shadow(CGSize(width: 0, height: 3)),
        Shadow(color: .black, opacity: 0.4, radius: 4, offset: CGSize(width: 0, height: -3)),
        Shadow(color: .black, opacity: 0.3, radius: 5, offset: CGSize(width: 0, height: -3)),
      ])
  }

  @Test func gestureSample() {
    let sample = { (location: CGPoint, translation: CGPoint) in
      GestureSample(time: 0.5, location: location, translation: translation)
    }
    let origin = CGPoint(x: 10, y: 20)
    check(
      equal: (
        sample(origin, CGPoint(x: 0, y: 5)), sample(CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 5))
      ),
      zeros: (sample(origin, CGPoint(x: -0.0, y: 5)), sample(origin, CGPoint(x: 0, y: 5))),
      nan: sample(CGPoint(x: CGFloat.nan, y: 20), CGPoint(x: 0, y: 5)),
      distinct: [
        sample(CGPoint(x: 11, y: 20), CGPoint(x: 0, y: 5)),
        sample(CGPoint(x: 10, y: 21), CGPoint(x: 0, y: 5)),
        sample(origin, CGPoint(x: 1, y: 5)), sample(origin, CGPoint(x: 0, y: 6)),
        GestureSample(time: 0.6, location: origin, translation: CGPoint(x: 0, y: 5)),
      ])
  }

  @Test func timingParameters() {
    let cubic = { (x1: CGFloat) in
      TimingParameters.cubic(
        controlPoint1: CGPoint(x: x1, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    }
    check(
      equal: (cubic(0.42), cubic(0.42)),
      zeros: (cubic(-0.0), cubic(0)),
      nan: cubic(.nan),
      distinct: [
        cubic(0.5),
        .cubic(controlPoint1: CGPoint(x: 0.42, y: 0.1), controlPoint2: CGPoint(x: 0.58, y: 1)),
        .cubic(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.6, y: 1)),
        .cubic(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 0.9)),
        .linear, .spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
      ])
    #expect(
      TimingParameters.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        != .spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1))
  }

  @Test func parameterValue() {
    let rect = { (width: CGFloat) in
      ParameterValue.rect(CGRect(x: 0, y: 0, width: width, height: 844))
    }
    check(
      equal: (rect(390), rect(390)),
      zeros: (ParameterValue.rect(CGRect(x: -0.0, y: 0, width: 390, height: 844)), rect(390)),
      nan: rect(.nan),
      distinct: [
        rect(391), .rect(CGRect(x: 1, y: 0, width: 390, height: 844)),
        .rect(CGRect(x: 0, y: 1, width: 390, height: 844)),
        .rect(CGRect(x: 0, y: 0, width: 390, height: 845)),
        .number(390), .boolean(true), .direction(.top), .curve(.easeIn), .duration(.fast),
        .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)), .text("390"), .text("top"),
      ])
    #expect(ParameterValue.number(-0.0) == .number(0))
    // Text compares and hashes by its characters; text naming a direction is not the direction.
    #expect(ParameterValue.text("medium,large") == .text("medium,large"))
    #expect(
      hashOf(ParameterValue.text("medium,large")) == hashOf(ParameterValue.text("medium,large")))
    #expect(ParameterValue.text("medium,large") != .text("medium, large"))
    #expect(ParameterValue.text("top") != .direction(.top))
    #expect(hashOf(ParameterValue.number(-0.0)) == hashOf(ParameterValue.number(0)))
  }

  @Test func transitionContext() throws {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let make = { (initial: [ActorID: CGRect], source: CGRect?) in
      try TransitionContext(
        operation: .present, containerBounds: bounds, initialFrames: initial,
        finalFrames: [.presented: CGRect(x: 0, y: 422, width: 390, height: 422)],
        sourceFrame: source)
    }
    let card = CGRect(x: 20, y: 100, width: 350, height: 200)
    var nan = try make([:], card)
    nan.sourceFrame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    check(
      equal: (try make([.presenting: bounds], card), try make([.presenting: bounds], card)),
      zeros: (
        try make([.presenting: CGRect(x: -0.0, y: 0, width: 390, height: 844)], card),
        try make([.presenting: bounds], card)
      ),
      nan: nan,
      distinct: [
        try make([:], card), try make([.presenting: card], card), try make([.from: bounds], card),
        try make([.presenting: bounds], nil),
        try make([.presenting: bounds], CGRect(x: 20, y: 100, width: 350, height: 201)),
        try TransitionContext(operation: .dismiss, containerBounds: bounds),
      ])
    var tab = try TransitionContext(
      operation: .tab, containerBounds: bounds, tabSwitch: TabSwitch(from: 0, to: 1))
    var otherTab = tab
    otherTab.tabSwitch = TabSwitch(from: 1, to: 0)
    #expect(tab != otherTab)
    tab.tabSwitch = TabSwitch(from: 1, to: 0)
    #expect(tab == otherTab && hashOf(tab) == hashOf(otherTab))
    var other = try make([.presenting: bounds], card)
    other.presentedFrame = CGRect(x: 0, y: 0, width: 390, height: 400)
    #expect(try make([.presenting: bounds], card) != other)
    other = try make([.presenting: bounds], card)
    other.containerBounds = CGRect(x: 0, y: 0, width: 391, height: 844)
    #expect(try make([.presenting: bounds], card) != other)
    other = try make([.presenting: bounds], card)
    other.reduceMotion = true
    #expect(try make([.presenting: bounds], card) != other)
    other = try make([.presenting: bounds], card)
    other.matchedPairs = [MatchedPair(id: "a", sourceFrame: card, destinationFrame: bounds)]
    #expect(try make([.presenting: bounds], card) != other)
    var same = try make([.presenting: bounds], card)
    same.matchedPairs = [
      MatchedPair(
        id: "a", sourceFrame: CGRect(x: 20, y: 100, width: 350, height: 200),
        destinationFrame: bounds)
    ]
    #expect(same == other && hashOf(same) == hashOf(other))
  }

  @Test func matchedPair() {
    let card = CGRect(x: 20, y: 100, width: 350, height: 200)
    let full = CGRect(x: 0, y: 0, width: 390, height: 844)
    let make = { (source: CGRect, radius: CGFloat) in
      MatchedPair(
        id: "card", sourceFrame: source, sourceCornerRadius: radius, destinationFrame: full)
    }
    check(
      equal: (make(card, 16), make(card, 16)),
      zeros: (make(CGRect(x: 20, y: 100, width: 350, height: 200), -0.0), make(card, 0)),
      nan: make(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), 16),
      distinct: [
        make(card, 12), make(full, 16),
        MatchedPair(id: "other", sourceFrame: card, sourceCornerRadius: 16, destinationFrame: full),
        MatchedPair(id: "card", sourceFrame: card, sourceCornerRadius: 16, destinationFrame: card),
      ])
  }
}

/// Every stored property of the hand-compared types is compared.
///
/// A hand-written `==` silently ignores a stored property added later. These lists name every
/// stored property the hand-written `==` and `hash(into:)` compare; a new property fails here
/// until it is compared (and added to the list).
@Suite struct HandWrittenEqualityCoverageTests {
  private func labels(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label).sorted()
  }

  @Test func transitionContextComparesEveryStoredProperty() throws {
    let context = try TransitionContext(
      operation: .present, containerBounds: CGRect(x: 0, y: 0, width: 1, height: 1))
    // `outsideAnimations` (package) is the player's block runner, deliberately left out of
    // equality: it never changes what the transition is.
    #expect(
      labels(of: context).filter { $0 != "outsideAnimations" }
        == [
          "containerBounds", "finalFrames", "initialFrames", "isInteractive", "layoutDirection",
          "matchedPairs", "operation", "presentedFrame", "reduceMotion", "safeAreaInsets",
          "sourceFrame", "tabSwitch",
        ])
  }

  @Test func matchedPairComparesEveryStoredProperty() {
    #expect(
      labels(of: MatchedPair(id: "a", sourceFrame: .zero, destinationFrame: .zero))
        == ["destinationFrame", "id", "sourceCornerRadius", "sourceFrame"])
  }

  @Test func viewStateComparesEveryStoredProperty() {
    #expect(
      labels(of: ViewState())
        == [
          "alpha", "backgroundColor", "blurFraction", "cornerRadius", "corners", "frame",
          "isHidden", "shadow", "transform", "zIndex",
        ])
  }

  @Test func shadowAndGestureSampleCompareEveryStoredProperty() {
    #expect(
      labels(of: Shadow(color: .black, opacity: 1, radius: 1, offset: .zero))
        == ["color", "offset", "opacity", "radius"])
    #expect(
      labels(of: GestureSample(time: 0, location: .zero, translation: .zero))
        == ["location", "time", "translation"])
  }
}
