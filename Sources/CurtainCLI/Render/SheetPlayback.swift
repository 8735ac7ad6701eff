import CurtainAnimators
import CurtainHeadless
import Foundation

/// `curtain render sheet`: the sheet's text parameters (`detents`, `selectedDetent`,
/// `largestUndimmedDetent`), its presentation, and its drag played by a gesture script.
@MainActor
struct SheetPlayback {
  /// The text parameters the tool reads for `sheet` (the registry's parameters are numbers,
  /// booleans and the like, not text).
  static let textParameters: Set<String> = ["detents", "selectedDetent", "largestUndimmedDetent"]

  /// The detents when `detents` is not given: `medium,large`, unless `detent` is (then that one
  /// fraction, id `detent`).
  static let defaultDetents = "medium,large"

  /// `detents`, as given.
  var detents: String?
  /// `selectedDetent`, as given.
  var selectedDetent: String?
  /// `largestUndimmedDetent`, as given.
  var largestUndimmedDetent: String?

  /// Takes the sheet's text parameters out of the command line's.
  ///
  /// - Parameter parameters: Every `--param`; the text ones are removed.
  init(taking parameters: inout [RenderOptions.ParameterArgument]) {
    for argument in parameters where Self.textParameters.contains(argument.name) {
      switch argument.name {
      case "detents": detents = argument.text
      case "selectedDetent": selectedDetent = argument.text
      default: largestUndimmedDetent = argument.text
      }
    }
    parameters.removeAll { Self.textParameters.contains($0.name) }
  }

  /// The sheet the parameters describe.
  ///
  /// - Parameters:
  ///   - animator: The `sheet` animator made from the other parameters.
  ///   - detentGiven: Whether `--param detent=…` was given.
  /// - Returns: The presentation.
  /// - Throws: ``CLIError/failure(_:)`` naming the parameter and what to write instead.
  func presentation(
    for animator: SheetAnimator, detentGiven: Bool
  ) throws(CLIError) -> SheetPresentation {
    let detentList: [SheetDetent]
    if detents == nil, detentGiven {
      do {
        detentList = [try .fraction(animator.detentFraction, id: "detent")]
      } catch {
        throw .failure("parameter 'detent' of 'sheet': \(error)")
      }
    } else {
      do {
        detentList = try SheetDetentList.parse(detents ?? Self.defaultDetents)
      } catch {
        throw .failure("parameter 'detents' of 'sheet' is '\(detents ?? "")': \(error)")
      }
    }
    let ids = detentList.map(\.id).joined(separator: ", ")
    for (name, id) in [
      ("selectedDetent", selectedDetent), ("largestUndimmedDetent", largestUndimmedDetent),
    ] {
      if let id, !detentList.contains(where: { $0.id == id }) {
        throw .failure(
          "parameter '\(name)' of 'sheet' is '\(id)', but no detent has that id; "
            + "use one of \(ids)")
      }
    }
    do {
      return try SheetPresentation(
        detents: detentList, selectedDetentID: selectedDetent,
        largestUndimmedDetentID: largestUndimmedDetent,
        prefersGrabberVisible: animator.prefersGrabberVisible,
        cornerRadius: animator.cornerRadius, isDismissible: animator.isDismissible)
    } catch {
      throw .failure("parameter 'detents' of 'sheet': \(error)")
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
    let data: Data
    do {
      data =
        try path == "-"
        ? environment.readStandardInput() : environment.readFile(environment.url(for: path))
    } catch {
      throw .failure("cannot read gesture script \(name): \(SpecFile.reason(error))")
    }
    do {
      return try RecordedPan(jsonData: data)
    } catch {
      throw .failure("gesture script \(name): \(error)")
    }
  }
}
