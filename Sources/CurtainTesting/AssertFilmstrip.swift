import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

/// The decimal places a golden filmstrip's `data-*` attributes are rounded to: the same as a
/// golden timeline's numbers (`Timeline.snapshotPrecision`).
public let goldenFilmstripDataDecimals = Timeline.snapshotPrecision

/// Compares the SVG filmstrip of `input` with the golden file
/// `__Snapshots__/<TestFile>/<name>.svg` beside the test file, as ``assertTimeline(_:matches:file:sourceLocation:)``
/// does for a timeline, and records a Swift Testing issue when they differ.
///
/// The file holds `Filmstrip(input, options: .init(dataDecimals: 4)).svg`: the drawing is
/// written to 2 decimal places and the machine-readable `data-*` attributes to
/// ``goldenFilmstripDataDecimals``, so the file stays the same on platforms whose math
/// libraries differ in the last bit. Keep it beside the golden timeline of the same
/// transition: the text file says what moved, the picture shows it. A mismatch names the first
/// line that differs; a missing file is a failure that says how to record it. With
/// `CURTAIN_RECORD_SNAPSHOTS=1` (``curtainRecordSnapshotsVariable``) the file is written and an
/// issue says so. Exclude `__Snapshots__` from the test target in the manifest.
///
/// ```swift
/// @Test @MainActor func coverVerticalPicture() throws {
///   let scene = try HeadlessScene(size: CGSize(width: 390, height: 844))
///   let timeline = try scene.present(HeadlessScreen(name: "detail"),
///     animator: CoverVerticalAnimation()).run(fps: 10)
///   assertTimeline(timeline, matches: "coverVerticalPresentation")
///   assertFilmstrip(
///     PreviewInput(timeline: timeline, container: scene.size, title: "cover-vertical"),
///     matches: "coverVerticalPresentation")
/// }
/// ```
///
/// - Parameters:
///   - input: The transition to draw.
///   - name: The reference file's name, without the `.svg` extension.
///   - file: The test file, which the `__Snapshots__` folder sits beside. Defaults to the
///     caller's.
///   - sourceLocation: Where issues are reported. Defaults to the caller.
/// - Returns: Whether the filmstrip matched its reference (`false` when recording).
@discardableResult
public func assertFilmstrip(
  _ input: PreviewInput, matches name: String, file: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let recording = ProcessInfo.processInfo.environment[curtainRecordSnapshotsVariable] == "1"
  let svg = Filmstrip(input, options: Filmstrip.Options(dataDecimals: goldenFilmstripDataDecimals))
    .svg
  let outcome = GoldenTimeline.compare(
    svg,
    with: GoldenTimeline.referenceURL(name: name, file: "\(file)", fileExtension: "svg"),
    recording: recording, subject: "filmstrip")
  if let message = outcome {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
  }
  return true
}
