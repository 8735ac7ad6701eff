// The readings the model cannot check against UIKit: every rule graded O (observed) or M (from
// memory) that has a plausible alternative names it here, and the model follows the documented
// (default) reading unless the alternative is switched on. The player must work under every
// reading (issue 35); `.ci/uikit-check.sh` runs the UIKit scenarios, the fuzz and the
// differential under each alternative flipped alone and a seeded mix.
//
// Tests/UIKitStub/SEMANTICS.md lists each rule with its grade, its source and its alternative.

/// A set of alternative readings of the model's O and M rules (model only).
///
/// The default, ``documented``, is the reading each rule's comment argues for. A test sets
/// ``UIKitModel/defaultReadings`` (read by every fresh world) or a world's
/// ``ModelWorld/readings``; the environment variable `CURTAIN_UIKIT_READINGS` gives the default
/// for a whole run: a comma-separated list of ``Alternative`` names or rule numbers, or `all`.
public struct UIKitModelReadings: Sendable, Hashable, CustomStringConvertible {
  /// One alternative reading, named after what UIKit would then do (its raw value is the rule
  /// number in Tests/UIKitStub/SEMANTICS.md).
  public enum Alternative: String, CaseIterable, Sendable, Comparable {
    /// §1.3 O: `finishAnimation(at:)` raises on every animator that is not stopped, a pristine
    /// inactive one too (the documented reading: a silent no-op there, as DEC shows).
    case finishOnInactiveRaises = "1.3"
    /// §1.4 O: `stopAnimation(_:)` raises on an inactive animator too (the documented
    /// reading: it does nothing there).
    case stopOnInactiveRaises = "1.4"
    /// §1.8 M: a reversed animator that runs back to its start on its own reports `.end`
    /// to its completions (the views still end at their start values).
    case reversedFinishReportsEnd = "1.8"
    /// §1.9 O: `fractionComplete` is stored as given in 0…1, not clamped into
    /// [0.00001, 0.99999].
    case fractionCompleteUnclamped = "1.9"
    /// §1.10 O: `continueAnimation(withTimingParameters:durationFactor:)` with a factor of 0
    /// runs what is left over the animator's whole duration (the documented reading: the
    /// remaining duration is kept).
    case zeroDurationFactorTakesWholeDuration = "1.10"
    /// §1.14 O: inside its completions an animator reads `isRunning` false, as its state is
    /// already inactive (the documented reading, DEC and fluentui-apple #1385: true).
    case notRunningInsideCompletions = "1.14"
    /// §2.2 M: dismissing a `.custom` presentation that left the presenting view in place,
    /// `view(forKey: .to)` is the presenting controller's view (the documented reading: nil).
    case customDismissalHasToView = "2.2"
    /// §2.4 M: under `.custom`, `finalFrame(for:)` of the presented controller is
    /// `CGRectZero` (unknown) instead of `frameOfPresentedViewInContainerView`.
    case customPresentedFinalFrameZero = "2.4"
    /// §2.6 O: the completion of `present(_:animated:completion:)` or
    /// `dismiss(animated:completion:)` runs before the animation controller's
    /// `animationEnded(_:)` (the documented reading: after it).
    case completionBeforeAnimationEnded = "2.6"
    /// §2.7 O: `updateInteractiveTransition(_:)` stores the value as given (not clamped to
    /// 0…1), so the coordinator's `percentComplete` may leave 0…1.
    case interactiveUpdateUnclamped = "2.7"
    /// §3.3 O: UIKit asks the animation controller for its interruptible animator once per
    /// transition and keeps that object, so a controller that makes a new one on each call (as
    /// Jelly 2.3 does) is driven by its first one (the documented reading: UIKit may ask again,
    /// and another object is a failure). Combined: CurtainUIKit vends one animator per
    /// transition, so asked once or again it answers the same.
    case interruptibleAnimatorAskedOnce = "3.3"  // combined
    /// §4.2 O: a non-positive `completionSpeed` raises when the interaction finishes or
    /// cancels ("It must be greater than 0.0"; the documented reading: it counts as 1).
    case nonPositiveCompletionSpeedRaises = "4.2"
    /// §5.1 M: `presentationTransitionDidEnd(_:)` and `dismissalTransitionDidEnd(_:)` are
    /// sent after the transition coordinator's completions (the documented reading: before).
    case didEndAfterCoordinatorCompletions = "5.1"
    /// §5.7 O: a new presentation's container is laid out at once, after
    /// `presentationTransitionWillBegin()` and before the animation controller runs (the
    /// documented reading: in the next update cycle, after `animateTransition(using:)`).
    case newContainerLaidOutAtOnce = "5.7"
    /// §6.3 O: the system swipe back drives a delegate's custom pop animator with UIKit's own
    /// percent-driven interaction (the radars' reading: the swipe is refused).
    case systemSwipeDrivesCustomPop = "6.3"
    /// §12.1 O: `navigationController(_:didShow:animated:)` is also sent after a cancelled
    /// interactive pop (with the controller that stays).
    case didShowAfterCancelledPop = "12.1"
    /// §12.2 M: a non-animated change of the navigation stack's top sends no `willShow` and no
    /// `didShow` to the delegate (the appearance callbacks still arrive).
    case noShowCallbacksWithoutAnimation = "12.2"
    /// §12.3 M: `popToRootViewController(animated:)` at the root returns nil (the
    /// documented reading: an empty array).
    case popToRootAtRootReturnsNil = "12.3"
    /// §13.1 O: when a transition begins, the arriving controller hears `viewWillAppear`
    /// before the leaving one hears `viewWillDisappear`, and `viewDidAppear` before
    /// `viewDidDisappear` when it ends.
    case arrivingHearsFirst = "13.1"
    /// §13.2 O: a cancelled transition sends only `viewDidDisappear` to the controller that
    /// was arriving and `viewDidAppear` to the one that was leaving (no second will callback).
    case appearanceCancelWithoutWill = "13.2"
    /// §13.3 O: a `.custom` presentation sends the presenting controller no appearance
    /// callbacks even when its presentation controller removes the presenter's view.
    case noPresenterAppearanceForCustom = "13.3"
    /// §14.1 M: under `.custom`, a delegate set on the presentation controller created before
    /// presenting is carried over to the transitioning delegate's presentation controller.
    case customKeepsEarlyDelegate = "14.1"
    // Readings of key commands, Dynamic Type, rotations and the navigation delegate (§16.3,
    // notes 21.6, 21.7, 21.10); SEMANTICS.md says what settles each.
    /// §16.3 M: a key command matches when its modifier flags are among those pressed (the
    /// documented reading: exactly those), so Command-Escape runs a command for Escape.
    case keyCommandFlagsAmongPressed = "16.3"
    /// Note 21.6 M: a setting's change notification (`UIContentSizeCategory
    /// .didChangeNotification`, Reduce Transparency's, Increase Contrast's) is posted on the
    /// next turn of the main queue, not while the setting changes.
    case settingNotificationsLater = "21.6"
    /// Note 21.7 M: a size change (a rotation) is animated: its coordinator's `isAnimated` is
    /// true and its duration 0.4 s, the new layout and the alongside animations run in a
    /// property animator of that duration, and the completions follow when it ends.
    case sizeChangeAnimated = "21.7"
    /// Note 21.10 O: the navigation delegate's `willShow` comes after the appearance callbacks
    /// `viewWillDisappear` and `viewWillAppear` of a push or a pop.
    case willShowAfterAppearance = "21.10"
    /// §17.5 M: a scroll view's `adjustedContentInset` adds its own safe-area insets to its
    /// `contentInset` (as `contentInsetAdjustmentBehavior = .always`).
    case adjustedInsetAddsSafeArea = "17.5"
    /// §19.1 M: setting `preferredContentSize` to the value it already has tells the
    /// presentation controller again.
    case sameContentSizeNotifies = "19.1"
    /// §20.5 M: while it generates orientation notifications, the device lies face up on a
    /// table, whatever the window's shape (combined: CurtainUIKit never reads it).
    case deviceLiesFaceUp = "20.5"  // combined
    /// §20.9 O: a damping-ratio spring is fitted so that its envelope falls to 1/100 (not
    /// 1/1000) by the end of the animator's duration (combined: CurtainUIKit makes none).
    case springFitsToOnePercent = "20.9"  // combined
    /// §20.13 M: `titleColor(for:)` of a state without a color is nil, not the normal
    /// state's (combined: CurtainUIKit never asks).
    case titleColorWithoutFallback = "20.13"  // combined
    /// §20.14 M: a constant between two leading or trailing edges runs to the right in a
    /// right-to-left layout too (combined: CurtainUIKit makes no such constraint).
    case directionalConstantsRunRight = "20.14"  // combined
    /// §20.17 M: `systemLayoutSizeFitting(_:)` of a view no constraint sizes is its current
    /// size, not the target (combined: CurtainUIKit never asks).
    case fittingSizeIsCurrentSize = "20.17"  // combined
    /// §20.18 O: UIKit asks the animation controller for its interruptible animator after
    /// `animateTransition(using:)` of a transition without an interaction controller too, and
    /// checks that it answers with the same object each time (the documented reading: it asks
    /// only in an interactive transition). EasyTransitions 0.6's modal transitions cannot play
    /// under it: its answer is a new animator that lays the modal view out again.
    case interruptibleAnimatorAskedWithoutInteraction = "20.18"
    /// §20.20 O: a visual-effect view's `effect` set inside an animation block changes at once,
    /// as outside one (the documented reading: it animates in or out on the block's timing).
    case effectChangesAtOnce = "20.20"
    /// Note 21.2 M: a tap recognizer whose `allowedTouchTypes` is empty takes touches, as the
    /// default (all touch types) does.
    case emptyTouchTypesTakeTouches = "21.2"
    /// Note 21.9 O/M: a presenting view put back into the container of the presentation that
    /// shows it keeps the frame it had until the next layout pass, instead of being laid out at
    /// once.
    case presenterNotRelaidOut = "21.9"
    // Timing readings (issue 35, helper `timing`).
    /// Note 21.13 M: alongside animations without an interruptible animator run in a property
    /// animator of the transition's duration on a linear curve (the documented reading:
    /// ease-in-out).
    case alongsideRunsLinearly = "21.13"
    /// Note 21.20 M: a `.composed` timing provider runs its cubic curve alone, ignoring the
    /// spring (the documented reading: the spring runs on the cubic curve's eased time).
    /// Combined: CurtainUIKit hands UIKit no `.composed` provider; it plays a cover's or a
    /// slide's composed timing as linear keyframes sampled from the core's curve.
    case composedRunsCubicOnly = "21.20"  // combined
    /// Note 21.21 O: a block animation (`UIView.animate`) starts when the run loop's implicit
    /// transaction commits, a turn later, not at once (combined: CurtainUIKit calls no block
    /// animation).
    case blockAnimationsStartNextTurn = "21.21"  // combined
    // Keyboard focus readings (issue 37, helper `fka`).
    /// §22.5 O: the focus scope is the topmost visible view whose `accessibilityViewIsModal` is
    /// true (else the window), as for VoiceOver, not the topmost presentation's container.
    case focusScopeFollowsModalView = "22.5"
    /// §22.6 O: when a presentation completes the focus is deferred (nothing is focused) until
    /// the user presses Tab, instead of moving to the presentation's preferred item.
    case focusDeferredOnPresentation = "22.6"
    /// §22.7 O: focus never changes the first responder (a text field keeps editing when focus
    /// moves elsewhere, and is not made first responder by being focused).
    case focusLeavesFirstResponder = "22.7"

    /// The name used in `CURTAIN_UIKIT_READINGS` and in reports.
    public var name: String { String(describing: self) }

    /// Orders by rule number.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      let key: (Self) -> [Int] = { $0.rawValue.split(separator: ".").compactMap { Int($0) } }
      return key(lhs).lexicographicallyPrecedes(key(rhs))
    }
  }

  /// The alternatives switched on.
  public var alternatives: Set<Alternative>

  /// Readings with `alternatives` switched on.
  public init(_ alternatives: Set<Alternative> = []) { self.alternatives = alternatives }

  /// The documented (default) reading of every rule.
  public static let documented = UIKitModelReadings()

  /// Whether `alternative` is switched on.
  public func uses(_ alternative: Alternative) -> Bool { alternatives.contains(alternative) }

  /// The documented readings, then each alternative flipped alone.
  public static var variants: [UIKitModelReadings] {
    [documented] + Alternative.allCases.sorted().map { UIKitModelReadings([$0]) }
  }

  /// A seeded mix: each alternative on with probability one half, from `seed` (SplitMix64, so a
  /// fuzz sequence's seed gives the same mix on every machine).
  public static func mix(seed: UInt64) -> UIKitModelReadings {
    var state = seed
    var chosen: Set<Alternative> = []
    for alternative in Alternative.allCases.sorted() {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      if z & 1 == 1 { chosen.insert(alternative) }
    }
    return UIKitModelReadings(chosen)
  }

  /// Parses `CURTAIN_UIKIT_READINGS`: empty or `documented` for none, `all` for every
  /// alternative, `mix` for the seeded mix of seed 0 (and a fresh mix per fuzz sequence, see
  /// ``UIKitModel/mixesReadings``), else comma-separated names or rule numbers; `nil` for an
  /// unknown entry.
  public init?(parsing text: String) {
    if text.trimmingCharacters(in: .whitespaces) == "mix" {
      self = .mix(seed: 0)
      return
    }
    var chosen: Set<Alternative> = []
    for entry in text.split(separator: ",") {
      let word = entry.trimmingCharacters(in: .whitespaces)
      if word.isEmpty || word == "documented" { continue }
      if word == "all" {
        chosen.formUnion(Alternative.allCases)
        continue
      }
      guard
        let alternative = Alternative.allCases.first(where: {
          $0.name == word || $0.rawValue == word
        })
      else { return nil }
      chosen.insert(alternative)
    }
    self.init(chosen)
  }

  /// `documented`, or the alternatives' names in rule order.
  public var description: String {
    alternatives.isEmpty
      ? "documented" : alternatives.sorted().map(\.name).joined(separator: ",")
  }
}
