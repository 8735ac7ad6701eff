/// Classic fourth-order Runge–Kutta for the spring m·x″ + c·x′ + k·x = 0, written on the state
/// (x, v)′ = (v, −(c·v + k·x)/m): the independent integration the spring tests compare the
/// closed forms against (DESIGN.md section 7 warns of libraries that drop the first slope).
public struct RungeKuttaSpring: Sendable {
  /// The mass m.
  public var mass: Double
  /// The spring constant k.
  public var stiffness: Double
  /// The damping coefficient c.
  public var damping: Double

  /// The spring m·x″ + c·x′ + k·x = 0.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The acceleration x″ at displacement `x` and velocity `v`.
  public func acceleration(_ x: Double, _ v: Double) -> Double {
    -(damping * v + stiffness * x) / mass
  }

  /// One RK4 step of length `h` from (x, v): all four slopes, weighted 1, 2, 2, 1.
  public func step(x: inout Double, v: inout Double, h: Double) {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }

  /// Integrates from (x0, v0) with step `h` and returns the state after each of `sampleSteps`
  /// (ascending) steps.
  public func states(
    x0: Double, v0: Double, step h: Double, sampleSteps: [Int]
  ) -> [(x: Double, v: Double)] {
    var x = x0
    var v = v0
    var results: [(x: Double, v: Double)] = []
    var done = 0
    for target in sampleSteps {
      while done < target {
        step(x: &x, v: &v, h: h)
        done += 1
      }
      results.append((x, v))
    }
    return results
  }
}
