import CurtainAnimators
import CurtainHeadless
import CurtainPreview
import Foundation

/// `curtain render ID|SPEC.json`: plays a transition headless and writes it as SVG, HTML, JSON
/// or CSV.
enum RenderCommand {
  /// What is played, before the command-line parameters are applied.
  struct Source {
    /// The title of the picture.
    var title: String
    /// The transition: a spec read from a file, or one made from the animator id.
    var spec: TransitionSpec
  }

  /// Runs `render` with the arguments after its name.
  @MainActor
  static func run(
    _ arguments: [String], environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) {
    let parsed = try ParsedArguments(
      arguments, command: "render",
      valued: [
        "--source",
        "--param", "--operation", "--container", "--fps", "--gesture", "--format",
        "--output", "--gesture-script",
      ],
      flags: ["--reduce-motion", "--reduce-transparency"],
      aliases: ["-o": "--output"])
    if parsed.wantsHelp { return environment.print(HelpText.render) }
    let options = try RenderOptions(parsing: parsed)
    let bytes = try render(options, environment: environment, registry: registry)
    try write(bytes, options: options, environment: environment)
  }

  /// A transition played and recorded, ready to be drawn.
  struct Prepared {
    /// What was played.
    var source: Source
    /// The animator played.
    var descriptor: AnimatorDescriptor
    /// Its resolved parameters.
    var parameters: AnimatorParameters
    /// The operation played.
    var operation: AnimatorDescriptor.Operation
    /// What was recorded.
    var recording: TransitionPlayback.Recording
    /// The command line.
    var options: RenderOptions

    /// What the SVG and HTML renderers draw.
    var input: PreviewInput {
      PreviewInput(
        title: source.title, descriptor: descriptor, parameters: parameters,
        operation: operation, gesture: options.gesture, container: options.container,
        recording: recording, gestureLabel: options.gestureScript.map { _ in "script" })
    }
  }

  /// Plays and draws the transition in memory.
  ///
  /// - Returns: The bytes of the output.
  @MainActor
  static func render(
    _ options: RenderOptions, environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) -> Data {
    let prepared = try prepare(options, environment: environment, registry: registry)
    let timeline = prepared.recording.timeline
    switch options.format {
    case .json:
      do {
        return try timeline.jsonData()
      } catch {
        throw .failure("cannot write the timeline as JSON: \(error)")
      }
    case .csv:
      return Data(timeline.csv.utf8)
    case .svg:
      return Data(Filmstrip(prepared.input).svg.utf8)
    case .html:
      return Data(HTMLPlayer(prepared.input).page.utf8)
    }
  }

  /// Plays and records the transition the options describe.
  ///
  /// - Returns: The recording with what it needs to be drawn.
  @MainActor
  static func prepare(
    _ options: RenderOptions, environment: CommandEnvironment, registry: AnimatorRegistry
  ) throws(CLIError) -> Prepared {
    let source = try source(of: options, environment: environment)
    let spec = source.spec
    let main = try RegistryMessages.descriptor(spec.animator.rawValue, in: registry)
    let order: [AnimatorDescriptor.Operation] = [.present, .push, .dismiss, .pop]
    guard let operation = options.operation ?? order.first(where: main.operations.contains) else {
      throw .failure("animator '\(main.id)' supports none of present, dismiss, push and pop")
    }
    let isBack = operation == .dismiss || operation == .pop
    let played =
      isBack && spec.dismissAnimator != nil
      ? try RegistryMessages.descriptor(spec.dismissAnimator?.rawValue ?? "", in: registry)
      : main
    guard played.operations.contains(operation) else {
      throw .failure(
        RegistryMessages.message(
          for: .unsupportedOperation(played.id, operation: operation), in: played))
    }
    let forwardOperation: AnimatorDescriptor.Operation = operation == .pop ? .push : .present
    if isBack, !main.operations.contains(forwardOperation) {
      throw .failure(
        "cannot play \(operation.rawValue): it starts after a \(forwardOperation.rawValue), "
          + "which animator '\(main.id)' does not support")
    }
    var values = isBack && spec.dismissAnimator != nil ? spec.dismissParameters : spec.parameters
    for argument in options.parameters {
      values[argument.name] = try parse(argument, for: played)
    }
    let playedParameters = try RegistryMessages.resolve(values, for: played)
    var animator = try make(played, playedParameters)
    let recordedPan = try options.gestureScript.map { path throws(CLIError) in
      try SheetPlayback.readScript(path, environment: environment)
    }
    if let sheet = animator as? SheetAnimator {
      let presentation = try SheetPlayback.presentation(for: sheet)
      let container = try SheetPlayback.container(options.container)
      let presenting = try SheetPlayback.presentingAnimator(
        sheet, presentation: presentation, container: container)
      animator = presenting
      if let recordedPan, operation == .present, !options.reduceMotion {
        let recording = try SheetPlayback.play(
          recordedPan, animator: presenting, presentation: presentation, container: container,
          fps: options.framesPerSecond)
        return Prepared(
          source: source, descriptor: played, parameters: playedParameters,
          operation: operation, recording: recording, options: options)
      }
    }
    if options.reduceMotion { animator = ReducedMotionAnimator(base: animator) }
    if options.reduceTransparency { animator = ReducedTransparencyAnimator(base: animator) }
    // The unrecorded presentation or push before a dismissal or pop: the same animator, or the
    // spec's main one when the spec dismisses with another.
    var forward = animator
    if isBack, spec.dismissAnimator != nil {
      forward = try make(main, try RegistryMessages.resolve(spec.parameters, for: main))
      if options.reduceMotion { forward = ReducedMotionAnimator(base: forward) }
      if options.reduceTransparency { forward = ReducedTransparencyAnimator(base: forward) }
    }
    var playback = TransitionPlayback(
      operation: operation, container: options.container,
      framesPerSecond: options.framesPerSecond, gesture: options.gesture,
      layout: spec.presentation)
    playback.recordedPan = recordedPan
    if let interaction = spec.interaction {
      do {
        playback.interaction = try interaction.configuration()
      } catch {
        throw .failure("the spec's interaction is invalid: \(error)")
      }
    }
    playback.source = options.source ?? TransitionPlayback.defaultSource(in: options.container)
    let recording = try playback.play(animator, after: forward, parameters: playedParameters)
    return Prepared(
      source: source, descriptor: played, parameters: playedParameters, operation: operation,
      recording: recording, options: options)
  }

  /// The spec to play: read from the file, or made from the id.
  @MainActor
  static func source(
    of options: RenderOptions, environment: CommandEnvironment
  ) throws(CLIError) -> Source {
    if options.targetIsSpec {
      let file = try SpecFile(path: options.target, environment: environment)
      let name =
        options.target == "-"
        ? "standard input" : URL(fileURLWithPath: options.target).lastPathComponent
      return Source(title: name, spec: file.spec)
    }
    return Source(
      title: options.target, spec: TransitionSpec(animator: AnimatorID(options.target)))
  }

  /// Reads one `--param` by the parameter's declared type.
  ///
  /// - Throws: ``CLIError/failure(_:)`` for an unknown name or a value that is not of the type.
  static func parse(
    _ argument: RenderOptions.ParameterArgument, for descriptor: AnimatorDescriptor
  ) throws(CLIError) -> ParameterValue {
    guard let parameter = descriptor.parameter(named: argument.name) else {
      throw .failure(
        RegistryMessages.message(
          for: .unknownParameter(name: argument.name, animator: descriptor.id), in: descriptor))
    }
    guard let value = ParameterText.parse(argument.text, as: parameter.type) else {
      if let problem = ParameterText.problem(with: argument.text, as: parameter.type) {
        throw .failure(
          "parameter '\(parameter.name)' of '\(descriptor.id)' is '\(argument.text)': \(problem)")
      }
      throw .failure(
        "parameter '\(parameter.name)' of '\(descriptor.id)' expects "
          + "\(RegistryMessages.expectation(parameter)); got '\(argument.text)'")
    }
    return value
  }

  /// Makes the animator.
  @MainActor
  static func make(
    _ descriptor: AnimatorDescriptor, _ parameters: AnimatorParameters
  ) throws(CLIError) -> any TransitionAnimator {
    do {
      return try descriptor.factory(parameters)
    } catch let error as RegistryError {
      throw .failure(RegistryMessages.message(for: error, in: descriptor))
    } catch {
      throw .failure("animator '\(descriptor.id)' cannot be made: \(error)")
    }
  }

  /// Writes the output where the options say: a file (atomically), or standard output.
  @MainActor
  static func write(
    _ bytes: Data, options: RenderOptions, environment: CommandEnvironment
  ) throws(CLIError) {
    var path = options.output
    if path == nil, options.format == .svg || options.format == .html {
      let stem =
        options.target == "-"
        ? "spec"
        : options.targetIsSpec
          ? URL(fileURLWithPath: options.target).deletingPathExtension().lastPathComponent
          : options.target
      path = "\(stem).\(options.format.rawValue)"
    }
    guard let path, path != "-" else {
      environment.standardOutput(bytes)
      return
    }
    try environment.writeOutput(bytes, to: path)
    environment.print(path)
  }
}
