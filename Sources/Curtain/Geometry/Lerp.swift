import Foundation

/// `from + (to − from)·fraction`: the arithmetic of Curtain's one interpolation,
/// ``ViewState/interpolated(to:fraction:)`` and plan sampling (`ViewState+Channels.swift`);
/// exact at both ends (fraction 0 gives `from`, 1 gives `to`),
/// and finite for finite inputs: when the span or the result overflows, the form
/// `from·(1 − fraction) + to·fraction` is used, and a result still beyond the doubles is clamped
/// to ±`greatestFiniteMagnitude` (its sign that of the span times the fraction).
@inline(__always)
func lerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
  if fraction == 1 { return to }
  let result = from + (to - from) * fraction
  if result.isFinite || !from.isFinite || !to.isFinite || !fraction.isFinite { return result }
  return hugeLerp(from, to, fraction)
}

/// ``lerp(_:_:_:)`` for endpoints whose span or result overflows.
func hugeLerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
  if fraction == 0 { return from }
  let weighted = from * (1 - fraction) + to * fraction
  if weighted.isFinite { return weighted }
  let positive = (to >= from) == (fraction > 0)
  return positive ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}
