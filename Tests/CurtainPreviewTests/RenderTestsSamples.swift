import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

extension RenderTests {
  /// Writes sample pictures for people to look at, when `CURTAIN_RENDER_SAMPLES` names a folder.
  @Suite(.enabled(if: ProcessInfo.processInfo.environment["CURTAIN_RENDER_SAMPLES"] != nil))
  @MainActor struct Samples {
    @Test(arguments: [
      ("app-store", "present"), ("slide-navigation", "push"), ("flip", "present"),
      ("fashion", "present"),
    ])
    func writeSample(id: String, operation: String) throws {
      let folder = try #require(ProcessInfo.processInfo.environment["CURTAIN_RENDER_SAMPLES"])
      let input = try RenderFixtures.input(AnimatorID(id), operation: operation)
      let start = ContinuousClock.now
      let svg = Filmstrip(input).svg
      let middle = ContinuousClock.now
      let html = HTMLPlayer(input).page
      let end = ContinuousClock.now
      print(
        "\(id): SVG \(svg.utf8.count) bytes in \(middle - start),"
          + " HTML \(html.utf8.count) bytes in \(end - middle)")
      try svg.write(toFile: folder + "/\(id).svg", atomically: true, encoding: .utf8)
      try html.write(toFile: folder + "/\(id).html", atomically: true, encoding: .utf8)
    }

    @Test func writeKitchenSink() throws {
      let folder = try #require(ProcessInfo.processInfo.environment["CURTAIN_RENDER_SAMPLES"])
      let sheet = CGRect(x: 0, y: 300, width: 390, height: 544)
      let shadow = Shadow(
        color: .black, opacity: 0.4, radius: 12, offset: CGSize(width: 0, height: -6))
      let start: [ActorID: ViewState] = [
        .presenting: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 1),
        .background: ViewState(alpha: 0),
        .presented: ViewState(
          frame: sheet.offsetBy(dx: 0, dy: 544), alpha: 1, cornerRadius: 24, corners: .top,
          shadow: shadow),
        .snapshot("card"): ViewState(
          frame: CGRect(x: 40, y: 80, width: 200, height: 140), alpha: 1,
          transform: Transform3D(rotation: 0.3), cornerRadius: 16),
        .custom("badge"): ViewState(
          frame: CGRect(x: 250, y: 120, width: 100, height: 100), alpha: 1,
          transform: Transform3D(rotationX: 1.0, perspective: -1 / 500), cornerRadius: 50),
      ]
      var end = start
      end[.background] = ViewState(alpha: 0.5)
      end[.presented]?.frame = sheet
      let input = RenderFixtures.handMade(start, end: end, title: "kitchen <sink> & co")
      try Filmstrip(input).svg.write(
        toFile: folder + "/kitchen-sink.svg", atomically: true, encoding: .utf8)
      try HTMLPlayer(input).page.write(
        toFile: folder + "/kitchen-sink.html", atomically: true, encoding: .utf8)
    }
  }
}
