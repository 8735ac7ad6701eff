// The reference differential's entry point (.ci/reference-differential.sh builds it): every
// library whose sources were in the cache (REFERENCE_<LIBRARY> defined) plays its
// configurations through its own code and through Curtain's front door on the UIKit model; every
// disagreement is printed, matched against Deliberate.json and Known.json, and the summary line
// is printed. Arguments: the directory of the two lists, and the folder of the migration guides
// (default: ../../Sources/Curtain/Curtain.docc from the lists), whose "What behaves differently"
// tables must name every deliberate entry. Environment: REFDIFF_FILTER (a
// configuration must contain it), REFDIFF_TRACE (print both traces of each configuration).
import Foundation
import UIKit

@MainActor
func runReferenceDifferential() -> Int32 {
  let arguments = CommandLine.arguments
  let listDirectory = arguments.count > 1 ? arguments[1] : "Tests/ReferenceDifferential"
  let deliberate: [ListEntry]
  let known: [ListEntry]
  do {
    deliberate = try ListEntry.load(listDirectory + "/Deliberate.json")
    known = try ListEntry.load(listDirectory + "/Known.json")
  } catch {
    print("reference differential: cannot read the lists in \(listDirectory): \(error)")
    return 2
  }
  // Each deliberate difference is a named row of its library's migration guide.
  let guides =
    arguments.count > 2 ? arguments[2] : listDirectory + "/../../Sources/Curtain/Curtain.docc"
  let untied = ListEntry.untiedDeliberate(deliberate, guides: guides)
  for problem in untied { print("UNTIED: \(problem)") }
  let environment = ProcessInfo.processInfo.environment
  let filter = environment["REFDIFF_FILTER"]
  let traces = environment["REFDIFF_TRACE"] != nil
  let playsPending = environment["REFDIFF_PENDING"] != nil

  var suites: [(library: String, cases: [ReferenceCase])] = []
  #if REFERENCE_AZTRANSITIONS
  suites.append(("AZTransitions", AZTransitionsCases.all))
  #endif
  #if REFERENCE_EASYTRANSITIONS
  suites.append(("EasyTransitions", EasyTransitionsCases.all))
  suites.append(("EasyTransitions", AppStoreCases.all))
  #endif
  #if REFERENCE_JELLY
  suites.append(("Jelly", JellyCases.all))
  #endif
  #if REFERENCE_PRESENTR
  suites.append(("Presentr", PresentrCases.all))
  #endif

  var configurations = 0
  var frames = 0
  var found: [Disagreement] = []
  var failures: [String] = []
  var notPlayed: [String] = []
  var pending = 0
  for suite in suites {
    for item in suite.cases where filter.map({ item.name.contains($0) }) ?? true {
      if item.pending != nil, !playsPending {
        pending += 1
        continue
      }
      Screens.extras = []
      let reference = item.reference()
      let referenceFailures = UIKitModel.world.failures
      Screens.extras = []
      let curtain = item.curtain()
      let curtainFailures = UIKitModel.world.failures
      // A rule broken on every frame of a drag (Presentr asks UIKit to dismiss again on each
      // movement past its limit) is printed once, with its count.
      for (side, list) in [("library", referenceFailures), ("Curtain", curtainFailures)] {
        var seen: [String] = []
        var counts: [String: Int] = [:]
        for failure in list.map({ "\($0)" }) {
          if counts[failure] == nil { seen.append(failure) }
          counts[failure, default: 0] += 1
        }
        for failure in seen {
          let times = counts[failure] ?? 1
          failures.append(
            "\(suite.library) | \(item.name) | \(side): \(failure)"
              + (times > 1 ? " (\(times) times)" : ""))
        }
      }
      // A finger that could not play on both sides is a configuration the library does not
      // take either: the run fails. On one side only, it is a disagreement (`finger.played`)
      // that the lists can name, with the reason printed.
      switch (reference.problem, curtain.problem) {
      case (let a?, let b?):
        notPlayed.append("\(suite.library) | \(item.name) | library: \(a); Curtain: \(b)")
      case (let a, let b) where a != nil || b != nil:
        let side = a != nil ? "library" : "Curtain"
        print("finger: \(suite.library) | \(item.name) | \(side): \(a ?? b ?? "")")
        found.append(
          Disagreement(
            library: suite.library, configuration: item.name, property: "finger.played",
            frame: 1, reference: [a == nil ? 1 : 0], curtain: [b == nil ? 1 : 0], frames: 1,
            largest: 1))
      default:
        break
      }
      let outcome = Outcome(
        library: suite.library, configuration: item.name, reference: reference, curtain: curtain)
      if traces {
        for index in 0..<max(reference.frames.count, curtain.frames.count) {
          let a = reference.frames[min(index, reference.frames.count - 1)]
          let b = curtain.frames[min(index, curtain.frames.count - 1)]
          for key in Set(a.keys).union(b.keys).sorted() {
            print("\(item.name) \(index) \(key): \(a[key] ?? []) | \(b[key] ?? [])")
          }
        }
      }
      configurations += 1
      frames += max(reference.frames.count, curtain.frames.count)
      found += Compare.disagreements(outcome)
    }
  }

  var deliberateCount = 0
  var knownCount = 0
  var unlisted = 0
  var used = Set<String>()
  for disagreement in found {
    if let entry = deliberate.first(where: { $0.matches(disagreement) }) {
      deliberateCount += 1
      used.insert("D " + entry.description)
      print("deliberate: \(disagreement.description)")
    } else if let entry = known.first(where: { $0.matches(disagreement) }) {
      knownCount += 1
      used.insert("K " + entry.description)
      print("KNOWN OPEN: \(disagreement.description)")
    } else {
      unlisted += 1
      print("DISAGREEMENT: \(disagreement.description)")
    }
  }
  // An entry of a library that ran, and of a configuration that ran, that no longer occurs.
  let ran = Set(suites.map(\.library))
  var stale = 0
  if filter == nil {
    for (mark, list) in [("D", deliberate), ("K", known)] {
      for entry in list
      where ran.contains(entry.library) && !used.contains("\(mark) \(entry.description)") {
        stale += 1
        print(
          "STALE \(mark == "D" ? "deliberate" : "known") entry, no longer occurs: \(entry.description)"
        )
      }
    }
  }
  for failure in failures { print("model failure: \(failure)") }
  for problem in notPlayed { print("NOT PLAYED: \(problem)") }
  print(
    "reference differential: \(configurations) configurations, \(frames) frames, "
      + "\(unlisted + knownCount) disagreements, \(deliberateCount) deliberate")
  print("known \(knownCount)")
  if pending > 0 {
    print(
      "pending \(pending) configurations not played (open findings, README; REFDIFF_PENDING=1 "
        + "plays them)")
  }
  return unlisted == 0 && stale == 0 && untied.isEmpty && notPlayed.isEmpty ? 0 : 1
}

/// One configuration: what it is called, and how each side plays it.
struct ReferenceCase {
  let name: String
  let reference: @MainActor () -> Trace
  let curtain: @MainActor () -> Trace
  /// Why a configuration is not played yet (an open finding the README names), or `nil`;
  /// `REFDIFF_PENDING=1` plays it.
  var pending: String? = nil
}

let status = MainActor.assumeIsolated { runReferenceDifferential() }
exit(status)
