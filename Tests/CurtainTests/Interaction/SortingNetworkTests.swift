import Foundation
import ReferenceMath
import Testing

@testable import Curtain

/// The velocity estimator's sorting network, checked by the 0–1 principle.
///
/// A comparator network sorts every input if and only if it sorts every input of 0s and 1s
/// (Knuth, The Art of Computer Programming, volume 3, section 5.3.4).
@Suite struct SortingNetworkTests {
  @Test func everyInputOfZerosAndOnesComesOutSorted() {
    var values = [Double](repeating: 0, count: 15)
    var unsorted = 0
    for bits in 0..<(1 << 15) {
      for lane in 0..<15 { values[lane] = Double((bits >> lane) & 1) }
      values.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress { SortingNetwork.sortFifteen(base) }
      }
      // Sorted 0s and 1s: popcount(bits) ones at the end, zeros before.
      let ones = bits.nonzeroBitCount
      let expected = [Double](repeating: 0, count: 15 - ones) + [Double](repeating: 1, count: ones)
      if values != expected { unsorted += 1 }
    }
    #expect(unsorted == 0)
  }

  /// Random values with repeats and infinities (the estimator's padding) come out as the
  /// standard library's sort puts them.
  @Test func randomValuesComeOutAsTheStandardSortPutsThem() {
    var random = SplitMix64(seed: 15)
    for round in 0..<2_000 {
      var values = (0..<15).map { _ in (random.uniform(-50...50)).rounded() }
      if round % 3 == 0 {
        for lane in 0..<Int(random.next() % 8) { values[14 - lane] = .infinity }
      }
      let expected = values.sorted()
      values.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress { SortingNetwork.sortFifteen(base) }
      }
      #expect(values == expected, "round \(round)")
    }
  }
}
