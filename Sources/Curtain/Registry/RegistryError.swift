/// Why an animator could not be registered, looked up or configured, or a spec could not be read.
///
/// Not frozen: a later version may add cases (a new way to fail gets its own case). A `switch`
/// over it keeps a `default:` case, so that code written today still compiles when one is added.
/// `@unknown default` is for enums of resilient libraries (built with library evolution, as
/// Apple's frameworks are); Curtain is built from source without it, so there `@unknown default`
/// only turns a missing case into a warning ("switch must be exhaustive"), which a build with
/// warnings as errors still refuses.
public enum RegistryError: Error, Hashable, Sendable {
  /// The id is neither kebab-case nor reverse-DNS.
  case invalidID(String)
  /// A registry already holds an animator with this id.
  case duplicateID(AnimatorID)
  /// No animator has this id; `nearest` lists up to three known ids, closest first by edit
  /// distance.
  case unknownID(AnimatorID, nearest: [AnimatorID])
  /// A descriptor declares two parameters with the same name.
  case duplicateParameter(name: String, animator: AnimatorID)
  /// A spec sets a parameter the animator does not declare.
  case unknownParameter(name: String, animator: AnimatorID)
  /// A parameter's value has the wrong type.
  case wrongParameterType(name: String, expected: ParameterType, got: ParameterType)
  /// A number or duration lies outside the parameter's range, or is not finite.
  case parameterOutOfRange(name: String, value: Double, range: ClosedRange<Double>)
  /// A direction parameter is given a direction it does not take (a vertical edge for a
  /// horizontal slide); `allowed` lists those it takes.
  case directionNotAllowed(name: String, value: Direction, allowed: [Direction])
  /// A string was given where the parameter expects a value of another type, and it names no
  /// value (`"big"` for a number).
  case unknownText(name: String, text: String, expected: ParameterType)
  /// A value of the right type that the animator cannot use, such as a sheet's detent list
  /// with an unknown detent; `reason` says what is wrong and what to write instead.
  case invalidParameterValue(name: String, value: String, reason: String)
  /// The animator does not support the operation, such as a dismiss animator that cannot dismiss.
  case unsupportedOperation(AnimatorID, operation: AnimatorDescriptor.Operation)
  /// The JSON could not be read; `path` is the coding path such as `parameters.duration` or
  /// `steps[2].animator` (empty for the document itself).
  case malformed(path: String, reason: String)
}

extension RegistryError: CustomStringConvertible {
  /// A sentence that says what is wrong.
  public var description: String {
    switch self {
    case .invalidID(let text):
      return "\"\(text)\" is not a valid animator id: use kebab-case or reverse-DNS"
    case .duplicateID(let id):
      return "an animator with id \"\(id)\" is already registered"
    case .unknownID(let id, let nearest):
      let list = nearest.map { "\"\($0)\"" }.joined(separator: ", ")
      return nearest.isEmpty
        ? "no animator has id \"\(id)\""
        : "no animator has id \"\(id)\"; did you mean \(list)?"
    case .duplicateParameter(let name, let animator):
      return "animator \"\(animator)\" declares parameter \"\(name)\" twice"
    case .unknownParameter(let name, let animator):
      return "animator \"\(animator)\" has no parameter \"\(name)\""
    case .wrongParameterType(let name, let expected, let got):
      return "parameter \"\(name)\" expects a \(expected.rawValue), got a \(got.rawValue)"
    case .parameterOutOfRange(let name, let value, let range):
      return
        "parameter \"\(name)\" is \(value), outside \(range.lowerBound)...\(range.upperBound)"
    case .directionNotAllowed(let name, let value, let allowed):
      let list = allowed.map(\.rawValue).joined(separator: ", ")
      return "parameter \"\(name)\" is \(value.rawValue), but it must be one of \(list)"
    case .unknownText(let name, let text, let expected):
      return "parameter \"\(name)\" expects a \(expected.rawValue): "
        + ParameterValue.unknownTextMessage(text)
    case .invalidParameterValue(let name, let value, let reason):
      return "parameter \"\(name)\" is \"\(value)\": \(reason)"
    case .unsupportedOperation(let id, let operation):
      return "animator \"\(id)\" does not support \(operation.rawValue)"
    case .malformed(let path, let reason):
      return "malformed spec at \(path.isEmpty ? "the top level" : path): \(reason)"
    }
  }
}
