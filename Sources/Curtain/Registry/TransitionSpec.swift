import Foundation

/// A transition described as data: which animator to use, with which parameters, and optionally
/// a different animator for dismissing, a presentation layout and an interaction.
///
/// ```json
/// {
///   "animator": "slide",
///   "parameters": {"direction": "bottom", "duration": "normal", "parallax": 0.3},
///   "dismissAnimator": "fade",
///   "presentation": {
///     "size": {"width": {"fluid": {"percentage": 0.9}}, "height": {"halfscreen": {}}}
///   },
///   "interaction": {"completionThreshold": 0.4, "dragMode": "edge"}
/// }
/// ```
///
/// A presentation size gives both `width` and `height`. A `fluid` `percentage` is a fraction
/// (``PresentationSize/Dimension/fluid(percentage:)``, `0...1`, as Presentr's): 0.9 is 90 % of
/// the container's span. The completion threshold is a fraction in `0...1` too.
public struct TransitionSpec: Hashable, Sendable {
  /// How a pan may drive the transition, as data.
  public struct Interaction: Hashable, Sendable, Codable {
    /// The progress past which a released pan finishes, `0...1`; `nil` for the default 0.5.
    public var completionThreshold: Double?
    /// Where a pan may start; `nil` for the default, canvas.
    public var dragMode: InteractionConfiguration.DragMode?

    /// Creates an interaction description.
    ///
    /// - Parameters:
    ///   - completionThreshold: The completion threshold, or `nil` for the default.
    ///   - dragMode: Where a pan may start, or `nil` for the default.
    public init(
      completionThreshold: Double? = nil, dragMode: InteractionConfiguration.DragMode? = nil
    ) {
      self.completionThreshold = completionThreshold
      self.dragMode = dragMode
    }

    /// The interaction configuration this describes.
    ///
    /// - Returns: The configuration.
    /// - Throws: ``InteractionError`` for a threshold outside `0...1`.
    public func configuration() throws(InteractionError) -> InteractionConfiguration {
      try InteractionConfiguration(
        completionThreshold: completionThreshold ?? 0.5, dragMode: dragMode ?? .canvas)
    }
  }

  /// The animator for presenting (and for dismissing when ``dismissAnimator`` is `nil`).
  public var animator: AnimatorID
  /// The animator's parameters by name; missing ones take their defaults.
  public var parameters: [String: ParameterValue]
  /// A different animator for dismissing, if any.
  public var dismissAnimator: AnimatorID?
  /// The dismiss animator's parameters by name.
  public var dismissParameters: [String: ParameterValue]
  /// Where the presented view sits, if the spec says.
  public var presentation: PresentationLayout?
  /// How a pan may drive the transition, if at all.
  public var interaction: Interaction?

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - animator: The animator for presenting.
  ///   - parameters: Its parameters. Defaults to none (every default).
  ///   - dismissAnimator: A different animator for dismissing. Defaults to none.
  ///   - dismissParameters: The dismiss animator's parameters. Defaults to none.
  ///   - presentation: Where the presented view sits. Defaults to none.
  ///   - interaction: How a pan may drive the transition. Defaults to none.
  public init(
    animator: AnimatorID, parameters: [String: ParameterValue] = [:],
    dismissAnimator: AnimatorID? = nil, dismissParameters: [String: ParameterValue] = [:],
    presentation: PresentationLayout? = nil, interaction: Interaction? = nil
  ) {
    self.animator = animator
    self.parameters = parameters
    self.dismissAnimator = dismissAnimator
    self.dismissParameters = dismissParameters
    self.presentation = presentation
    self.interaction = interaction
  }

  /// Decodes a spec from JSON, reporting where it is malformed.
  ///
  /// - Parameter data: The JSON.
  /// - Returns: The spec.
  /// - Throws: ``RegistryError/malformed(path:reason:)`` with the coding path joined by dots and
  ///   `[i]` for array indices, such as `parameters.duration`.
  public static func decode(from data: Data) throws(RegistryError) -> TransitionSpec {
    do {
      return try JSONDecoder().decode(TransitionSpec.self, from: data)
    } catch let error as DecodingError {
      throw Self.malformed(error)
    } catch {
      throw .malformed(path: "", reason: "\(error)")
    }
  }

  /// Encodes the spec as JSON with sorted keys.
  ///
  /// - Returns: The JSON.
  /// - Throws: `EncodingError` when a value cannot be written.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Joins a coding path with dots, writing array indices as `[i]`.
  ///
  /// - Parameter codingPath: The coding path.
  /// - Returns: A path such as `parameters.duration` or `items[2].name`.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  private static func malformed(_ error: DecodingError) -> RegistryError {
    switch error {
    case .keyNotFound(let key, let context):
      return .malformed(
        path: path(context.codingPath + [key]), reason: "missing key \"\(key.stringValue)\"")
    case .typeMismatch(let type, let context):
      return .malformed(
        path: path(context.codingPath), reason: "expected \(type): \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return .malformed(
        path: path(context.codingPath), reason: "expected \(type), found null")
    case .dataCorrupted(let context):
      return .malformed(path: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .malformed(path: "", reason: "\(error)")
    }
  }
}

extension TransitionSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case animator, parameters, dismissAnimator, dismissParameters, presentation, interaction
  }

  /// Decodes a spec; only `animator` is required.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value has the wrong shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      animator: try container.decode(AnimatorID.self, forKey: .animator),
      parameters: try container.decodeIfPresent(
        [String: ParameterValue].self, forKey: .parameters) ?? [:],
      dismissAnimator: try container.decodeIfPresent(AnimatorID.self, forKey: .dismissAnimator),
      dismissParameters: try container.decodeIfPresent(
        [String: ParameterValue].self, forKey: .dismissParameters) ?? [:],
      presentation: try container.decodeIfPresent(PresentationLayout.self, forKey: .presentation),
      interaction: try container.decodeIfPresent(Interaction.self, forKey: .interaction))
  }

  /// Encodes the spec, leaving out empty and absent values.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error when it cannot write.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(animator, forKey: .animator)
    if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
    try container.encodeIfPresent(dismissAnimator, forKey: .dismissAnimator)
    if !dismissParameters.isEmpty {
      try container.encode(dismissParameters, forKey: .dismissParameters)
    }
    try container.encodeIfPresent(presentation, forKey: .presentation)
    try container.encodeIfPresent(interaction, forKey: .interaction)
  }
}
