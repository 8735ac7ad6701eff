import CurtainAnimators
import Foundation
import Testing

@testable import CurtainCLI

/// `--source X,Y,W,H` and the matched transitions in the tool: the frame's form, its default, and
/// the zoom's interactive dismissal driven by `--gesture`.
@Suite @MainActor struct RenderSourceTests {
  /// The first and last frames of the presented screen in a JSON render.
  func presentedFrames(_ arguments: String...) throws -> (first: [Double], last: [Double]) {
    let environment = TestEnvironment()
    let status = CurtainCommand.run(
      arguments: ["render"] + arguments + ["--format", "json"],
      environment: environment.environment)
    #expect(status == 0, "\(environment.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: environment.output) as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    func frame(_ index: Int) throws -> [Double] {
      let states = try #require(frames[index]["states"] as? [String: Any])
      let presented = try #require(states["presented"] as? [String: Any])
      let rect = try #require(presented["frame"] as? [[Double]])
      return rect.flatMap { $0 }
    }
    return (try frame(0), try frame(frames.count - 1))
  }

  @Test func theSourceIsWhereTheZoomStartsAndEnds() throws {
    let shown = try presentedFrames("zoom", "--source", "10,20,100,200")
    #expect(shown.first == [10, 20, 100, 200])
    let hidden = try presentedFrames("zoom", "--operation", "dismiss", "--source", "10,20,100,200")
    #expect(hidden.first == [0, 0, 390, 844])
    #expect(hidden.last.enumerated().allSatisfy { abs($1 - [10, 20, 100, 200][$0]) < 1e-6 })
  }

  /// The default card: 10 % in from the sides, 15 % to 40 % of the height:
  /// (0.1 · 390, 0.15 · 844, 0.8 · 390, 0.25 · 844) = (39, 126.6, 312, 211).
  @Test func theDefaultSourceIsACardInTheUpperHalf() throws {
    let shown = try presentedFrames("container-transform")
    let card = [39, 126.6, 312, 211]
    #expect(shown.first.enumerated().allSatisfy { abs($1 - card[$0]) < 1e-9 })
  }

  /// A flick down dismisses onto the default card; out and back restores the full screen.
  @Test func aDragDismissesTheZoomOrRestoresIt() throws {
    let flicked = try presentedFrames("zoom", "--operation", "dismiss", "--gesture", "flick")
    let card = [39, 126.6, 312, 211]
    #expect(flicked.last.enumerated().allSatisfy { abs($1 - card[$0]) < 1e-6 })
    let reversed = try presentedFrames(
      "zoom", "--operation", "dismiss", "--gesture", "drag-reverse")
    #expect(reversed.last == [0, 0, 390, 844])
  }

  @Test(arguments: [
    ("1,2,3", "four numbers"), ("1,2,3,4,5", "four numbers"), ("a,b,c,d", "four numbers"),
    ("1,2,nan,4", "finite"), ("1,2,0,4", "greater than 0"), ("1,2,4,-1", "greater than 0"),
  ])
  func badSourcesAreUsageErrors(text: String, message: String) {
    let environment = TestEnvironment()
    let status = environment.run("render", "zoom", "--source", text)
    #expect(status == 2)
    #expect(environment.stderr.contains("--source"))
    #expect(environment.stderr.contains(message), "\(environment.stderr)")
  }
}
