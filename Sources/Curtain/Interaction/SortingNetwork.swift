import Foundation

/// Sorts fifteen `Double`s with a fixed network of 59 compare-exchanges in 10 layers, without a
/// branch on the data: the velocity estimator's slopes, whose median a branchy insertion sort
/// found at the cost of a mispredicted branch or two per slope.
///
/// The network is Batcher's odd–even merge sort for 16 inputs with every comparator on the
/// 16th input removed: that input would hold +∞, which no comparator moves, so what remains
/// sorts 15. It sorts every input because it sorts every input of 0s and 1s (Knuth's 0–1
/// principle), which `SortingNetworkTests` checks for all 2¹⁵ of them. NaN is not ordered
/// (a comparator then keeps one of its operands); a slope is NaN only when both its position
/// and its time difference overflow, which no gesture's numbers do.
enum SortingNetwork {
  /// Sorts the fifteen values at `values` into ascending order.
  ///
  /// The comparators are written out, layer by layer, so that the values stay in registers.
  ///
  /// - Parameter values: The first of fifteen initialised `Double`s.
  static func sortFifteen(_ values: UnsafeMutablePointer<Double>) {
    var (v0, v1, v2, v3, v4, v5, v6, v7) = (
      values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7]
    )
    var (v8, v9, v10, v11, v12, v13, v14) = (
      values[8], values[9], values[10], values[11], values[12], values[13], values[14]
    )
    // Layer 1.
    order(&v0, &v1)
    order(&v2, &v3)
    order(&v4, &v5)
    order(&v6, &v7)
    order(&v8, &v9)
    order(&v10, &v11)
    order(&v12, &v13)
    // Layer 2.
    order(&v0, &v2)
    order(&v1, &v3)
    order(&v4, &v6)
    order(&v5, &v7)
    order(&v8, &v10)
    order(&v9, &v11)
    order(&v12, &v14)
    // Layer 3.
    order(&v1, &v2)
    order(&v5, &v6)
    order(&v9, &v10)
    order(&v13, &v14)
    order(&v0, &v4)
    order(&v3, &v7)
    order(&v8, &v12)
    // Layer 4.
    order(&v1, &v5)
    order(&v2, &v6)
    order(&v9, &v13)
    order(&v10, &v14)
    order(&v0, &v8)
    // Layer 5.
    order(&v2, &v4)
    order(&v3, &v5)
    order(&v10, &v12)
    order(&v11, &v13)
    // Layer 6.
    order(&v1, &v2)
    order(&v3, &v4)
    order(&v5, &v6)
    order(&v9, &v10)
    order(&v11, &v12)
    order(&v13, &v14)
    // Layer 7.
    order(&v1, &v9)
    order(&v2, &v10)
    order(&v3, &v11)
    order(&v4, &v12)
    order(&v5, &v13)
    order(&v6, &v14)
    // Layer 8.
    order(&v4, &v8)
    order(&v5, &v9)
    order(&v6, &v10)
    order(&v7, &v11)
    // Layer 9.
    order(&v2, &v4)
    order(&v3, &v5)
    order(&v6, &v8)
    order(&v7, &v9)
    order(&v10, &v12)
    order(&v11, &v13)
    // Layer 10.
    order(&v1, &v2)
    order(&v3, &v4)
    order(&v5, &v6)
    order(&v7, &v8)
    order(&v9, &v10)
    order(&v11, &v12)
    order(&v13, &v14)
    (values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7]) = (
      v0, v1, v2, v3, v4, v5, v6, v7
    )
    (values[8], values[9], values[10], values[11], values[12], values[13], values[14]) = (
      v8, v9, v10, v11, v12, v13, v14
    )
  }

  /// Puts the smaller of `low` and `high` in `low` and the larger in `high`.
  @inline(__always)
  private static func order(_ low: inout Double, _ high: inout Double) {
    let smaller = min(low, high)
    high = max(low, high)
    low = smaller
  }
}
