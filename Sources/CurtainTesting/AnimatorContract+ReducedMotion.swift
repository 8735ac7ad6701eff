import Curtain
import Foundation

extension AnimatorContract {
  /// The source frame the reduced-motion check gives matched transitions: a card in the upper
  /// half of the container, 20 points from its sides, 200 points tall, 120 points from the top.
  public static func defaultSourceFrame(in container: CGSize) -> CGRect {
    CGRect(x: 20, y: 120, width: max(1, container.width - 40), height: 200)
  }

  /// Checks that `animator`'s plans for reduced motion move nothing and last as long as its
  /// full plans.
  ///
  /// For each operation the contract plays, it makes a context with
  /// ``TransitionContext/reduceMotion`` on (and ``defaultSourceFrame(in:)``; a tab switch goes
  /// from tab 0 to tab 1), asks ``TransitionAnimator/motionPlan(for:)``, and compares the
  /// geometry (frame, transform, corner radius, corners) of every actor at 61 evenly spaced
  /// times with its geometry at time 0, exactly. An animator whose
  /// ``TransitionAnimator/reducedMotionSupport`` is ``ReducedMotionSupport/optedOut(reason:)``
  /// with a non-empty reason is not checked.
  ///
  /// ```swift
  /// let violations = AnimatorContract.reducedMotionViolations(of: CrossDissolveAnimation())
  /// #expect(violations.isEmpty, "\(violations)")
  /// ```
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - operations: The operations to check. Defaults to present and dismiss.
  ///   - container: The container's size. Defaults to ``defaultContainer``.
  /// - Returns: The violations found; empty when the reduced plans move nothing.
  @MainActor
  public static func reducedMotionViolations(
    of animator: some TransitionAnimator, operations: [Operation] = [.present, .dismiss],
    container: CGSize = defaultContainer
  ) -> [ContractViolation] {
    if case .optedOut(let reason) = animator.reducedMotionSupport,
      !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      return []
    }
    var found: [ContractViolation] = []
    var seen: Set<Operation> = []
    for operation in operations where seen.insert(operation).inserted {
      do {
        var context = try TransitionContext(
          operation: operation, containerBounds: CGRect(origin: .zero, size: container),
          sourceFrame: defaultSourceFrame(in: container),
          tabSwitch: operation == .tab ? TabSwitch(from: 0, to: 1) : nil)
        let full = try animator.motionPlan(for: context)
        context.reduceMotion = true
        // An automatic animator's reduced plan is its full plan reduced: derived from the same
        // plan, so an animator that plans differently on each call is judged on one plan.
        let reduced =
          animator.reducedMotionSupport == .automatic
          ? full.reducingMotion(in: context) : try animator.motionPlan(for: context)
        if abs(reduced.duration - full.duration) > tolerance {
          found.append(
            ContractViolation(
              operation: operation,
              kind: .reducedMotionChangesDuration(
                expected: full.duration, actual: reduced.duration)))
        }
        found += movements(in: reduced, operation: operation)
      } catch {
        found.append(ContractViolation(operation: operation, kind: .playerFailed("\(error)")))
      }
    }
    return found
  }

  /// The first geometry change of each actor of `plan`, sampled at 61 evenly spaced times.
  static func movements(in plan: TransitionPlan, operation: Operation) -> [ContractViolation] {
    let steps = 60
    var found: [ContractViolation] = []
    for actor in plan.actors {
      let start = plan.state(of: actor, at: 0)
      for step in 1...steps {
        let time = plan.duration * Double(step) / Double(steps)
        let state = plan.state(of: actor, at: time)
        var changed: String?
        if !same(state.frame, start.frame) {
          changed = "frame"
        } else if state.transform != start.transform {
          changed = "transform"
        } else if state.cornerRadius != start.cornerRadius {
          changed = "cornerRadius"
        } else if state.corners != start.corners {
          changed = "corners"
        }
        if let changed {
          found.append(
            ContractViolation(
              operation: operation,
              kind: .movesUnderReducedMotion(actor: actor, property: changed, time: time)))
          break
        }
      }
    }
    return found
  }

  /// Whether two optional rectangles are both absent or equal component by component.
  private static func same(_ lhs: CGRect?, _ rhs: CGRect?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      return lhs.origin.x == rhs.origin.x && lhs.origin.y == rhs.origin.y
        && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
    default: return false
    }
  }
}
