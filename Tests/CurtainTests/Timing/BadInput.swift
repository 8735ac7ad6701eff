import Testing

/// An initialiser call that must fail, and the parameter its error must name: one row of the
/// bad-input tables of the timing suites (``BadTiming``, ``BadSpring``).
struct BadInput<Value>: Sendable, CustomTestStringConvertible {
  var label: String
  var parameter: String
  var make: @Sendable () throws -> Value

  init(_ label: String, _ parameter: String, make: @escaping @Sendable () throws -> Value) {
    self.label = label
    self.parameter = parameter
    self.make = make
  }

  var testDescription: String { label }
}
