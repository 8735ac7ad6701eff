import Foundation

extension Int {
  /// Converts a floating-point value to an integer that cannot trap: NaN gives the range's lower
  /// bound, values below or above `range` its bounds, anything else its integer part.
  ///
  /// The one checked Double→Int conversion that library code uses (`.ci/float-int-lint.py`
  /// accepts it without a range comment).
  ///
  /// - Parameters:
  ///   - value: The value, already rounded the way the caller wants.
  ///   - range: The integers the result may take.
  package init(clamping value: Double, to range: ClosedRange<Int>) {
    guard !value.isNaN, value > Double(range.lowerBound) else {
      self = range.lowerBound
      return
    }
    guard value < Double(range.upperBound) else {
      self = range.upperBound
      return
    }
    // range: Double(lowerBound) < value < Double(upperBound), so the conversion is in range.
    self = Int(value)
  }
}
