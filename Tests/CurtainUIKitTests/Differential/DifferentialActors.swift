#if canImport(UIKit) && CURTAIN_UIKIT_MODEL
import Curtain
import CurtainEngine
import CurtainUIKit
import UIKit

/// The one place where the headless player's actors meet the UIKit player's views, and where
/// both players' drawings are read as the same numbers.
///
/// - Screens: each actor name a screen plays (`ScreenRoles`: `.presented`/`.to` and
///   `.presenting`/`.from` in a modal transition, `.from`/`.to` otherwise) is that controller's
///   view.
/// - `.container`: the transition context's container view.
/// - Temporary actors (a dim, a snapshot, a matched view): the views the UIKit player inserted
///   into the container when the transition started, each matched to the actor whose first
///   frame it shows (the nearest frame and alpha; a matched actor takes the snapshot of its
///   source, a blurred one a blur view).
/// - Values: a view's frame is its bounds' size about its centre on screen (the model's
///   presentation values, animations included), its transform the 2D transform on screen, its
///   alpha and its layer's corner radius (0 for a negative one) likewise; the headless values are the frame's
///   `ViewState`s.
/// - Sheets: `presented` is the sheet's view, `background` its controller's dimming view, the
///   covered sheet (`HeadlessSheet.lowerSheetActor`) the lower sheet's view, read with its
///   alpha times 1 − its controller's stacking dim (``coveredSheet(_:dim:)``), and the scroll
///   content (`HeadlessSheet.contentActor`) the scroll view, its `translationY` the content
///   offset negated (``contentOffset(of:)``).
/// - The zoom's drag: `presented` and `presenting` the two controllers' views, `background`
///   and the flight's temporary views matched as above.
@MainActor
struct DifferentialActors {
  /// The covered sheet as the headless player gives it: its view, with the dim its
  /// controller draws over it folded into its alpha (the headless `alpha` is 1 − dim, one
  /// number a picture can show).
  static func coveredSheet(_ view: UIView, dim: UIView?) -> DrawnState {
    var drawn = DrawnState(view)
    drawn.alpha *= 1 - Double(dim?.modelPresentedAlpha ?? 0)
    return drawn
  }

  /// The content offset the headless scroll content's state stands for: its `translationY`
  /// negated.
  static func contentOffset(of state: ViewState) -> Double? {
    state.transform?.affineMatrix.map { -Double($0.ty) }
  }

  /// The view of each screen actor.
  var screens: [ActorID: UIView] = [:]
  /// The transition's container.
  var container: UIView?
  /// The temporary views, once matched.
  var temporaries: [ActorID: UIView] = [:]

  /// The UIKit view that draws `actor`, if any.
  func view(for actor: ActorID) -> UIView? {
    if actor == .container { return container }
    return screens[actor] ?? temporaries[actor]
  }

  /// Matches the views the UIKit player inserted into the container to the headless
  /// transition's temporary actors, by what each shows in the first frame.
  mutating func matchTemporaries(_ actors: [ActorID], firstFrame: [ActorID: ViewState]) {
    guard let container else { return }
    let known = Set((Array(screens.values) + Array(temporaries.values)).map(ObjectIdentifier.init))
    var candidates = container.subviews.filter { !known.contains(ObjectIdentifier($0)) }
    // An outside segment's track is a progress, not a view (ActorID.outsideSegment(_:)).
    for actor in actors
    where screens[actor] == nil && temporaries[actor] == nil && actor != .container
      && !actor.isOutsideSegment
    {
      guard let state = firstFrame[actor], !candidates.isEmpty else { continue }
      let scored = candidates.enumerated().map { index, view in
        (index, Self.distance(state, DrawnState(view), view: view, actor: actor))
      }
      guard let best = scored.min(by: { $0.1 < $1.1 }) else { continue }
      temporaries[actor] = candidates.remove(at: best.0)
    }
  }

  private static func distance(
    _ state: ViewState, _ drawn: DrawnState, view: UIView, actor: ActorID
  ) -> Double {
    var score = 0.0
    if let frame = state.frame {
      score +=
        abs(Double(frame.minX - drawn.frame.minX)) + abs(Double(frame.minY - drawn.frame.minY))
      score += abs(Double(frame.width - drawn.frame.width))
      score += abs(Double(frame.height - drawn.frame.height))
    }
    if let alpha = state.alpha { score += 100 * abs(Double(alpha - drawn.alpha)) }
    if state.blurFraction != nil, !(view is BlurView) { score += 10_000 }
    if actor.matchedPairID != nil, view.modelSnapshotSource == nil { score += 10_000 }
    return score
  }
}

/// What one view shows on screen now, as the model draws it.
@MainActor
struct DrawnState {
  var frame: CGRect
  var alpha: Double
  var cornerRadius: Double
  var transform: CGAffineTransform

  /// A drawing given by its numbers (the self-test plants differences with it).
  init(frame: CGRect, alpha: Double, cornerRadius: Double, transform: CGAffineTransform) {
    self.frame = frame
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.transform = transform
  }

  init(_ view: UIView) {
    let center = view.modelPresentedCenter
    let size = view.modelPresentedSize
    frame = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    alpha = Double(view.modelPresentedAlpha)
    // A layer draws a negative radius (a spring's overshoot past 0) as square corners, and the
    // headless player clamps it to 0 likewise.
    cornerRadius = max(Double(view.modelPresentedCornerRadius), 0)
    transform = view.modelPresentedTransform
  }
}

/// The first property of an actor where the two players differ.
struct Disagreement: CustomStringConvertible, Error {
  let scenario: String
  let frame: String
  let actor: String
  let property: String
  let headless: String
  let uikit: String

  var description: String {
    "\(scenario): frame \(frame), \(actor).\(property): headless \(headless), UIKit \(uikit)"
  }
}

/// The tolerances of the comparison: frames (and translations) within 0.5 pt, alpha, corner
/// radius and the transform's linear part within 1e-3.
enum DifferentialTolerance {
  static let points = 0.5
  static let unit = 1e-3

  /// The first property of `state` (the headless drawing) that `drawn` does not show, as a
  /// property name with both values.
  @MainActor
  static func firstDifference(
    _ state: ViewState, _ drawn: DrawnState
  ) -> (
    String, String, String
  )? {
    if let frame = state.frame {
      // The quadrilateral on screen: the frame's corners under its transform (about its
      // centre) on both sides. It carries every 2D effect (translation, scale, rotation, skew),
      // so a player that scales a screen through its transform (UIKit's drag, which keeps the
      // layout) and one that records the scaled frame (headless) are compared as drawn.
      let affine = state.transform?.affineMatrix
      let headless = corners(
        frame,
        affine.map {
          CGAffineTransform(a: $0.a, b: $0.b, c: $0.c, d: $0.d, tx: $0.tx, ty: $0.ty)
        } ?? .identity)
      let uikit = corners(drawn.frame, drawn.transform)
      let apart = zip(headless, uikit).contains {
        abs(Double($0.x - $1.x)) > points || abs(Double($0.y - $1.y)) > points
      }
      if apart {
        return ("frame", describe(headless), describe(uikit))
      }
    }
    if let alpha = state.alpha, abs(Double(alpha) - drawn.alpha) > unit {
      return ("alpha", "\(alpha)", "\(drawn.alpha)")
    }
    if let radius = state.cornerRadius, abs(Double(radius) - drawn.cornerRadius) > unit {
      return ("cornerRadius", "\(radius)", "\(drawn.cornerRadius)")
    }
    // With a frame, the corners above already compared the transform's effect.
    if state.frame == nil, let transform = state.transform, let affine = transform.affineMatrix {
      let t = drawn.transform
      let linear: [(Double, Double)] = [
        (Double(affine.a), Double(t.a)), (Double(affine.b), Double(t.b)),
        (Double(affine.c), Double(t.c)), (Double(affine.d), Double(t.d)),
      ]
      let moved = [(Double(affine.tx), Double(t.tx)), (Double(affine.ty), Double(t.ty))]
      if linear.contains(where: { abs($0 - $1) > unit })
        || moved.contains(where: { abs($0 - $1) > points })
      {
        return (
          "transform",
          "[\(affine.a), \(affine.b), \(affine.c), \(affine.d), \(affine.tx), \(affine.ty)]",
          "[\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]"
        )
      }
    }
    return nil
  }

  /// The corners of `frame` (top left, top right, bottom left, bottom right) under `transform`
  /// applied about the frame's centre, as a layer draws them.
  static func corners(_ frame: CGRect, _ transform: CGAffineTransform) -> [CGPoint] {
    let center = CGPoint(x: frame.midX, y: frame.midY)
    return [
      CGPoint(x: -frame.width / 2, y: -frame.height / 2),
      CGPoint(x: frame.width / 2, y: -frame.height / 2),
      CGPoint(x: -frame.width / 2, y: frame.height / 2),
      CGPoint(x: frame.width / 2, y: frame.height / 2),
    ].map {
      CGPoint(
        x: center.x + transform.a * $0.x + transform.c * $0.y + transform.tx,
        y: center.y + transform.b * $0.x + transform.d * $0.y + transform.ty)
    }
  }

  /// The corners as a frame when they form an upright rectangle, else the four points.
  static func describe(_ corners: [CGPoint]) -> String {
    guard corners.count == 4, corners[0].y == corners[1].y, corners[0].x == corners[2].x else {
      return "\(corners)"
    }
    let rect = CGRect(
      x: corners[0].x, y: corners[0].y, width: corners[1].x - corners[0].x,
      height: corners[2].y - corners[0].y)
    return "\(rect)"
  }
}
#endif
