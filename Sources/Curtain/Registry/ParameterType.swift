/// The type of an animator parameter, as declared in its ``ParameterSpec``.
public enum ParameterType: String, Hashable, Sendable, Codable, CaseIterable {
  /// A number; JSON number.
  case number
  /// A Boolean; JSON `true` or `false`.
  case boolean
  /// A ``Direction``; JSON string such as `"bottom"`.
  case direction
  /// A ``TimingCurve``; JSON string naming a preset or `{"x1", "y1", "x2", "y2"}`.
  case curve
  /// A ``Spring``; JSON `{"mass", "stiffness", "damping"}`.
  case spring
  /// An ``AnimationDuration``; JSON preset name, seconds as a number, or `"0.4s"`.
  case duration
  /// A rectangle; JSON `{"x", "y", "width", "height"}`.
  case rect
  /// An ``RGBAColor``; JSON `{"red", "green", "blue", "alpha"}`.
  case color
  /// Text the animator parses itself (``ParameterValue/text(_:)``); JSON string.
  case text
}
