import Foundation

/// The closed-form motion of a damped spring around its rest position, in any regime.
///
/// With α = ζω₀, the displacement is x(t) = x₀·C(t) + (v₀ + α·x₀)·S(t), where
/// - under-damped (ω_d = ω₀√(1 − ζ²)): C = e^(−αt)·cos ω_d t, S = e^(−αt)·sin(ω_d t)/ω_d;
/// - critical: C = e^(−αt), S = t·e^(−αt);
/// - over-damped (a = ω₀√(ζ² − 1)): C = e^(−αt)·cosh at, S = e^(−αt)·sinh(at)/a,
///   computed from decaying exponentials and `expm1` so that it neither overflows nor cancels
///   next to critical damping.
/// This is the same function as the textbook forms (C₁e^(r₊t) + C₂e^(r₋t) and so on), only
/// evaluated stably. The velocity is x′ = −ω₀²·x₀·S + v₀·(C − αS) + … (see ``velocity(at:x0:v0:)``).
struct SpringMotion: Sendable, Hashable {
  enum Regime: Sendable, Hashable {
    case underDamped
    case critical
    case overDamped
  }

  let omega0: Double
  let dampingRatio: Double
  let alpha: Double
  /// ω_d for an under-damped spring, a for an over-damped one, 0 when critical.
  let frequency: Double
  let regime: Regime
  /// The decay rate of the slow mode of an over-damped spring, α − a = ω₀/(ζ + √(ζ² − 1)),
  /// written without the cancellation of α − a; α for the other regimes.
  let slowRate: Double

  /// The motion of a spring whose constants ``Spring`` validated: ω₀ and ζ within
  /// ``Spring/naturalFrequencyRange`` and ``Spring/maximumDampingRatio``, so every product
  /// below is finite.
  init(mass: Double, stiffness: Double, damping: Double) {
    omega0 = stiffness.squareRoot() / mass.squareRoot()
    dampingRatio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
    alpha = dampingRatio * omega0
    if dampingRatio < 1 {
      regime = .underDamped
      frequency = omega0 * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
      slowRate = alpha
    } else if dampingRatio > 1 {
      regime = .overDamped
      let root = ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
      frequency = omega0 * root
      slowRate = omega0 / (dampingRatio + root)
    } else {
      regime = .critical
      frequency = 0
      slowRate = alpha
    }
  }

  /// C(t) and S(t) of the type's discussion.
  @inline(__always)
  func basis(at t: Double) -> (c: Double, s: Double) {
    switch regime {
    case .underDamped:
      let decay = exp(-alpha * t)
      if decay == 0 { return (0, 0) }
      var angle = frequency * t
      if !angle.isFinite {
        // A time so long that ω_d·t overflows (a barely damped spring): the phase within the
        // current period is what matters.
        angle = frequency * t.truncatingRemainder(dividingBy: 2 * Double.pi / frequency)
      }
      return (decay * cos(angle), decay * sin(angle) / frequency)
    case .critical:
      let decay = exp(-alpha * t)
      return (decay, t * decay)
    case .overDamped:
      // Factored on the slow exponential: cosh·e^(−αt) = e^((a−α)t)·(1 + e^(−2at))/2 and
      // sinh·e^(−αt)/a = e^((a−α)t)·(1 − e^(−2at))/(2a), with −expm1 for 1 − e^(−2at). Every
      // factor lies in [0, 1] (or is t-sized next to critical), so no 0 × ∞ can occur.
      let slow = exp(-slowRate * t)
      let ratio = exp(-2 * frequency * t)
      return (slow * (1 + ratio) / 2, slow * -expm1(-2 * frequency * t) / (2 * frequency))
    }
  }

  /// The displacement from rest at `t`, starting from displacement `x0` and velocity `v0`.
  func position(at t: Double, x0: Double, v0: Double) -> Double {
    let (c, s) = basis(at: t)
    return Self.finite(x0 * (c + alpha * s) + v0 * s)
  }

  /// `value`, or ±`greatestFiniteMagnitude` when a huge initial velocity overflowed it.
  static func finite(_ value: Double) -> Double {
    value.isFinite || value.isNaN
      ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
  }

  /// The velocity at `t`, starting from displacement `x0` and velocity `v0`.
  func velocity(at t: Double, x0: Double, v0: Double) -> Double {
    let (c, s) = basis(at: t)
    return Self.finite(-omega0 * omega0 * x0 * s + v0 * (c - alpha * s))
  }

  /// The last time at which |x(t)| is at least `threshold`, found by scanning back from a
  /// rigorous envelope bound and bisecting the final crossing.
  func settlingTime(x0: Double, v0: Double, threshold: Double) -> Double {
    guard alpha > 0 else { return .infinity }
    let bound = envelopeTime(x0: x0, v0: v0, threshold: threshold)
    guard bound > 0 else { return 0 }
    // Enough samples to see every half-period of an oscillating spring at least 16 times.
    var steps = 1024
    if regime == .underDamped {
      let wanted = (bound * frequency / Double.pi * 16).rounded(.up)
      steps = Int(clamping: wanted, to: 1024...(1 << 20))
    }
    var index = steps
    while index > 0
      && abs(position(at: bound * (Double(index) / Double(steps)), x0: x0, v0: v0))
        < threshold
    {
      index -= 1
    }
    if index == steps { return bound }
    var low = bound * (Double(index) / Double(steps))
    var high = bound * (Double(index + 1) / Double(steps))
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if abs(position(at: mid, x0: x0, v0: v0)) >= threshold { low = mid } else { high = mid }
    }
    return high
  }

  /// A time after which an upper bound of |x(t)| stays below `threshold`.
  func envelopeTime(x0: Double, v0: Double, threshold: Double) -> Double {
    let b = v0 + alpha * x0
    switch regime {
    case .underDamped:
      // hypot, and logarithms of each factor, so that a huge velocity cannot overflow.
      let amplitude = hypot(x0, b / frequency)
      // A barely damped spring (α near 1e-300) would divide past the doubles: clamped, as the
      // doubling below is, to a quarter of the largest finite time.
      let time = (log(amplitude) - log(threshold)) / alpha
      return min(max(time, 0), Double.greatestFiniteMagnitude / 4)
    case .critical, .overDamped:
      // |x| ≤ (|x0| + |b|·t)·e^(−(α − a)t), since |C| ≤ e^(−(α−a)t) and |S| ≤ t·e^(−(α−a)t);
      // decreasing once t > 1/(α − a). Compared in logarithms so that nothing overflows; the
      // doubling stops at the largest finite time at the latest.
      let rate = slowRate
      var t = 1 / rate
      // log(|x0| + |b|·t) ≤ log 2 + max(log|x0|, log|b| + log t), which cannot overflow.
      func logBound(_ t: Double) -> Double {
        log(2) + max(log(abs(x0)), log(abs(b)) + log(t)) - rate * t
      }
      while logBound(t) >= log(threshold)
        && t < Double.greatestFiniteMagnitude / 4
      {
        t *= 2
      }
      return t
    }
  }
}
