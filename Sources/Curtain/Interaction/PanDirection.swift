import Foundation

/// The way a regular pan moves to drive a transition forward, as EasyTransitions' `PanDirection`.
///
/// A pan "from the bottom" starts low and moves up: a negative vertical translation is positive
/// progress.
public enum PanDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Starts high and moves down: positive y is progress.
  case fromTop
  /// Starts low and moves up: negative y is progress.
  case fromBottom
  /// Starts on the left and moves right: positive x is progress.
  case fromLeft
  /// Starts on the right and moves left: negative x is progress.
  case fromRight

  /// The axis along which the pan drives the transition.
  package var axis: Pan.Axis {
    switch self {
    case .fromTop, .fromBottom: return .vertical
    case .fromLeft, .fromRight: return .horizontal
    }
  }

  /// +1 when progress grows with the coordinate along ``axis``, −1 when it shrinks.
  package var sign: Double {
    switch self {
    case .fromTop, .fromLeft: return 1
    case .fromBottom, .fromRight: return -1
    }
  }

  /// Returns how far `translation` moves in this direction: its component along ``axis`` times
  /// ``sign``.
  ///
  /// - Parameter translation: A translation in points.
  /// - Returns: Points moved forward; negative when the translation goes the other way.
  package func displacement(of translation: CGPoint) -> Double {
    switch axis {
    case .vertical: return sign * Double(translation.y)
    case .horizontal: return sign * Double(translation.x)
    }
  }

  /// Returns how far `translation` moves across ``axis``, unsigned.
  ///
  /// - Parameter translation: A translation in points.
  /// - Returns: The absolute component perpendicular to the axis, in points.
  package func crossDisplacement(of translation: CGPoint) -> Double {
    switch axis {
    case .vertical: return abs(Double(translation.x))
    case .horizontal: return abs(Double(translation.y))
    }
  }
}
