import CurtainAnimators
import Foundation

/// The `render` subcommand's command line, checked for form (not yet against the registry).
struct RenderOptions: Equatable {
  /// What the picture is written as.
  enum Format: String, Hashable, CaseIterable {
    /// An SVG filmstrip.
    case svg
    /// An HTML page with a player.
    case html
    /// The timeline as JSON (`Timeline.jsonData()`).
    case json
    /// The timeline as CSV (`Timeline.csv`).
    case csv
  }

  /// The gesture that drives the transition instead of the clock.
  enum Gesture: String, Hashable, CaseIterable {
    /// A quick flick: the transition finishes.
    case flick
    /// A slow drag to 60 % of the way, then release: the transition finishes.
    case drag
    /// A drag out to 60 % and back to 20 %, then release: the transition cancels.
    case dragReverse = "drag-reverse"
  }

  /// The operations the command line accepts.
  static let operations: [AnimatorDescriptor.Operation] = [.present, .dismiss, .push, .pop, .tab]

  /// The animator id or the spec file's path, as given.
  var target: String
  /// One `--param name=value` as given.
  struct ParameterArgument: Hashable {
    /// The parameter's name.
    var name: String
    /// The value as typed.
    var text: String
  }

  /// `--param` values as given, in order.
  var parameters: [ParameterArgument]
  /// `--operation`, if given.
  var operation: AnimatorDescriptor.Operation?
  /// `--container`; 390×844 by default.
  var container = CGSize(width: 390, height: 844)
  /// `--source X,Y,W,H`: the source frame of a matched transition, if given (otherwise
  /// ``TransitionPlayback/defaultSource(in:)``).
  var source: CGRect?
  /// `--fps`; 60 by default.
  var framesPerSecond = 60
  /// `--gesture`, if given.
  var gesture: Gesture?
  /// `--format`; HTML by default.
  var format = Format.html
  /// `-o`/`--output`, if given; `-` is standard output.
  var output: String?
  /// `--reduce-motion`: plays the animator's reduced-motion plan.
  var reduceMotion = false
  /// `--reduce-transparency`: plays a blurred background as the dim of equal contrast.
  var reduceTransparency = false
  /// `--gesture-script FILE.json`, if given: a recorded pan (`RecordedPan`) that drives the
  /// render; `-` reads it from standard input.
  var gestureScript: String?

  /// Whether the target names a spec file: it ends in `.json` or contains a `/`.
  var targetIsSpec: Bool { target == "-" || target.hasSuffix(".json") || target.contains("/") }

  /// Reads the `render` arguments.
  ///
  /// - Parameter arguments: The arguments after `render`.
  /// - Throws: ``CLIError/usage(_:command:)`` for anything malformed.
  init(parsing arguments: ParsedArguments) throws(CLIError) {
    let command = "render"
    target = try arguments.onlyPositional("an animator id or a spec file", command: command)
    parameters = []
    for text in arguments.all("--param") {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw .usage("--param needs name=value, got '\(text)'", command: command)
      }
      parameters.append(
        ParameterArgument(
          name: String(text[..<equals]), text: String(text[text.index(after: equals)...])))
    }
    if let text = try arguments.single("--operation", command: command) {
      guard let operation = AnimatorDescriptor.Operation(rawValue: text),
        Self.operations.contains(operation)
      else {
        let names = Self.operations.map(\.rawValue).joined(separator: ", ")
        throw .usage("unknown operation '\(text)'; use one of \(names)", command: command)
      }
      self.operation = operation
    }
    if let text = try arguments.single("--container", command: command) {
      container = try Self.container(text)
    }
    if let text = try arguments.single("--source", command: command) {
      source = try Self.source(text)
    }
    if let text = try arguments.single("--fps", command: command) {
      // range: parses a String, nil on failure
      guard let fps = Int(text), (1...240).contains(fps) else {
        throw .usage("--fps must be a whole number in 1...240, got '\(text)'", command: command)
      }
      framesPerSecond = fps
    }
    if let text = try arguments.single("--gesture", command: command) {
      guard let gesture = Gesture(rawValue: text) else {
        let names = Gesture.allCases.map(\.rawValue).joined(separator: ", ")
        throw .usage("unknown gesture '\(text)'; use one of \(names)", command: command)
      }
      self.gesture = gesture
    }
    if let text = try arguments.single("--format", command: command) {
      guard let format = Format(rawValue: text) else {
        let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
        throw .usage("unknown format '\(text)'; use one of \(names)", command: command)
      }
      self.format = format
    }
    output = try arguments.single("--output", command: command)
    reduceMotion = arguments.has("--reduce-motion")
    reduceTransparency = arguments.has("--reduce-transparency")
    gestureScript = try Self.gestureScript(in: arguments, target: target, gesture: gesture)
    if output?.isEmpty == true {
      throw .usage("-o needs a file path, or - for standard output", command: command)
    }
  }

  /// Reads a source frame written `X,Y,W,H`: four finite numbers, width and height greater
  /// than 0.
  ///
  /// - Parameter text: The text, such as `39,127,312,211`.
  /// - Returns: The frame.
  /// - Throws: ``CLIError/usage(_:command:)`` naming what is wrong.
  static func source(_ text: String) throws(CLIError) -> CGRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, numbers.count == 4 else {
      throw .usage(
        "--source must be X,Y,W,H: four numbers separated by commas, such as 39,127,312,211; "
          + "got '\(text)'", command: "render")
    }
    guard numbers.allSatisfy(\.isFinite) else {
      throw .usage("--source needs finite numbers, got '\(text)'", command: "render")
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      throw .usage(
        "--source needs a width and a height greater than 0 (X,Y,W,H), got '\(text)'",
        command: "render")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Reads a container size written `WIDTHxHEIGHT`, both finite and greater than 0.
  ///
  /// - Parameter text: The text, such as `390x844`.
  /// - Returns: The size.
  /// - Throws: ``CLIError/usage(_:command:)`` when it is malformed or not positive.
  static func container(_ text: String) throws(CLIError) -> CGSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else {
      throw .usage(
        "--container must be WIDTHxHEIGHT with both greater than 0, such as 390x844; "
          + "got '\(text)'", command: "render")
    }
    return CGSize(width: width, height: height)
  }

  /// Reads `--gesture-script`: a path, or `-` for standard input when the spec is not read
  /// from there; not together with `--gesture`.
  ///
  /// - Throws: ``CLIError/usage(_:command:)`` for an empty path, both gesture options, or two
  ///   inputs on standard input.
  static func gestureScript(
    in arguments: ParsedArguments, target: String, gesture: Gesture?
  ) throws(CLIError) -> String? {
    guard let path = try arguments.single("--gesture-script", command: "render") else {
      return nil
    }
    guard !path.isEmpty else {
      throw .usage(
        "--gesture-script needs a JSON file, or - for standard input", command: "render")
    }
    if gesture != nil {
      throw .usage(
        "--gesture and --gesture-script both drive the render; give only one", command: "render")
    }
    if path == "-", target == "-" {
      throw .usage(
        "the spec and the gesture script cannot both come from standard input; "
          + "write one of them to a file", command: "render")
    }
    return path
  }
}
