import CurtainHeadless
import Foundation
import Testing

/// The environment variable that switches golden timelines to record mode: set it to `1` to
/// write the reference files instead of comparing with them.
public let curtainRecordSnapshotsVariable = "CURTAIN_RECORD_SNAPSHOTS"

/// Compares `timeline` with the golden file `__Snapshots__/<TestFile>/<name>.txt` beside the
/// test file, as swift-snapshot-testing does, and records a Swift Testing issue when they
/// differ.
///
/// The file holds the timeline's `Timeline.snapshotText` (its CSV with
/// numbers rounded to `Timeline.snapshotPrecision` decimal places). A
/// mismatch names the first line that differs, with both versions; a missing file is a failure
/// that says how to record it. With the environment variable `CURTAIN_RECORD_SNAPSHOTS=1` the
/// file is written (folders included) and an issue says it was recorded, so that a recording
/// run never passes by accident. Review recorded files like code and commit them; exclude
/// `__Snapshots__` from the test target in the manifest.
///
/// ```swift
/// @Test @MainActor func coverVerticalPresentation() throws {
///   let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
///   let timeline = try scene.present(HeadlessScreen(name: "detail"),
///     animator: CoverVerticalAnimation()).run(fps: 10)
///   assertTimeline(timeline, matches: "coverVerticalPresentation")
/// }
/// ```
///
/// - Parameters:
///   - timeline: The timeline to check.
///   - name: The reference file's name, without the `.txt` extension.
///   - file: The test file, which the `__Snapshots__` folder sits beside. Defaults to the
///     caller's.
///   - sourceLocation: Where issues are reported. Defaults to the caller.
/// - Returns: Whether the timeline matched its reference (`false` when recording).
@discardableResult
public func assertTimeline(
  _ timeline: Timeline, matches name: String, file: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let recording = ProcessInfo.processInfo.environment[curtainRecordSnapshotsVariable] == "1"
  let outcome = GoldenTimeline.compare(
    timeline.snapshotText, with: GoldenTimeline.referenceURL(name: name, file: "\(file)"),
    recording: recording)
  if let message = outcome {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
  }
  return true
}

/// Where golden timelines live and how they are compared.
enum GoldenTimeline {
  /// `__Snapshots__/<TestFile>/<name>.<fileExtension>` beside `file`.
  static func referenceURL(name: String, file: String, fileExtension: String = "txt") -> URL {
    let test = URL(fileURLWithPath: file)
    return test.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name + "." + fileExtension)
  }

  /// Compares `text` with the file at `url` (or records it).
  ///
  /// Returns the failure message, or `nil` when they match. `subject` names what is compared
  /// in the messages (`timeline`, `filmstrip`).
  static func compare(
    _ text: String, with url: URL, recording: Bool, subject: String = "timeline"
  ) -> String? {
    let kind = "golden " + subject
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return "Recorded the \(kind) \(url.path); review it, commit it and run again "
          + "without \(curtainRecordSnapshotsVariable)."
      } catch {
        return "Could not record the \(kind) \(url.path): \(error)"
      }
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "No \(kind) at \(url.path). Run the test once with "
        + "\(curtainRecordSnapshotsVariable)=1 to record it, then review and commit it."
    }
    let reference = String(decoding: data, as: UTF8.self)
    guard reference != text else { return nil }
    return "The \(subject) does not match the \(kind) \(url.path): "
      + firstDifference(reference, text)
      + ". Run with \(curtainRecordSnapshotsVariable)=1 to record the new one if it is right."
  }

  /// The first line where `reference` and `actual` differ, in words.
  static func firstDifference(_ reference: String, _ actual: String) -> String {
    let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expected.count, got.count) {
      let old = index < expected.count ? String(expected[index]) : "(no line)"
      let new = index < got.count ? String(got[index]) : "(no line)"
      if old != new {
        return "first difference at line \(index + 1):\n- \(old)\n+ \(new)"
      }
    }
    return "the files differ"
  }
}
