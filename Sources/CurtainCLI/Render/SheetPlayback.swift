import CurtainAnimators
import CurtainEngine
import CurtainHeadless
import Foundation

/// `curtain render sheet`: the sheet's presentation (its detents come from the registry's
/// `detents`, `selectedDetent` and `largestUndimmedDetent` parameters) and its drag played by a
/// gesture script.
@MainActor
enum SheetPlayback {
  /// The sheet the animator's parameters describe.
  ///
  /// - Parameter animator: The `sheet` animator made from the parameters.
  /// - Returns: The presentation.
  /// - Throws: ``CLIError/failure(_:)`` naming the parameter and what to write instead.
  static func presentation(for animator: SheetAnimator) throws(CLIError) -> SheetPresentation {
    do {
      return try animator.presentation()
    } catch {
      throw .failure(RegistryMessages.message(for: error, in: SheetDescriptors.sheet))
    }
  }

  /// The container of the tool's sheets: the render's size, no safe area (so `large` is the
  /// height minus 10 points).
  static func container(_ size: CGSize) throws(CLIError) -> SheetContainer {
    do {
      return try SheetContainer(size: size)
    } catch {
      throw .failure("the container cannot hold a sheet: \(error)")
    }
  }

  /// The animator presenting the sheet at its selected detent's height.
  static func presentingAnimator(
    _ animator: SheetAnimator, presentation: SheetPresentation, container: SheetContainer
  ) throws(CLIError) -> SheetAnimator {
    do {
      let model = try SheetModel(presentation: presentation, container: container)
      let height = container.size.height
      let fraction = height > 0 ? (height - model.selectedTop) / height : 0
      var made = try SheetAnimator(
        detentFraction: min(max(fraction, 0), 1), spring: animator.spring,
        cornerRadius: animator.cornerRadius)
      made.isDismissible = animator.isDismissible
      made.prefersGrabberVisible = animator.prefersGrabberVisible
      made.scrollContentHeight = animator.scrollContentHeight
      return made
    } catch {
      throw .failure("the sheet cannot be laid out: \(error)")
    }
  }

  /// Plays the gesture script on the presented sheet: the drag, the release and the settle.
  ///
  /// - Returns: The recording: the sheet's frames and events; its progress is the sheet's
  ///   height as a fraction of the container's.
  static func play(
    _ pan: RecordedPan, animator: SheetAnimator, presentation: SheetPresentation,
    container: SheetContainer, fps: Int
  ) throws(CLIError) -> TransitionPlayback.Recording {
    do {
      var sheet = try HeadlessSheet(
        presentation: presentation, container: container,
        scrollContentHeight: animator.scrollContentHeight)
      let timeline = try sheet.drive(pan, fps: fps)
      let height = Double(container.size.height)
      let progress = timeline.frames.map { frame -> Double in
        guard let top = frame[.presented]?.frame?.minY, height > 0 else { return 0 }
        return min(max((height - Double(top)) / height, 0), 1)
      }
      // The picture's timing graph and label show the settle: a track from the release to the
      // target on the release's spring, delayed to the release.
      var plan = try animator.plan(
        for: TransitionContext(
          operation: .present, containerBounds: CGRect(origin: .zero, size: container.size)))
      if let release = sheet.lastRelease, let timing = release.timing,
        case .spring(let spring, let velocity) = timing.kind
      {
        let settle = try AnimationTiming(
          spring: spring, initialVelocity: velocity, duration: timing.duration,
          delay: sheet.lastReleaseTime)
        plan = try TransitionPlan(tracks: [
          Track(
            actor: .presented, from: ViewState(frame: sheet.frame(top: release.startTop)),
            to: ViewState(frame: sheet.frame(top: release.targetTop)), timing: settle)
        ])
      }
      return TransitionPlayback.Recording(
        timeline: timeline, plan: plan, pan: .regular(.fromTop), drivenProgress: progress)
    } catch {
      throw .failure("cannot play the sheet's gesture: \(error)")
    }
  }

  /// Reads a gesture script file, or standard input for `-`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the file and the problem.
  static func readScript(
    _ path: String, environment: CommandEnvironment
  ) throws(CLIError) -> RecordedPan {
    let name = path == "-" ? "from standard input" : "'\(path)'"
    let data = try environment.readInput(path, what: "gesture script")
    do {
      return try RecordedPan(jsonData: data)
    } catch {
      throw .failure("gesture script \(name): \(error)")
    }
  }
}
