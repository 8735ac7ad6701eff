import CurtainHeadless
import CurtainPreview
import Foundation
import Testing

extension RenderTests {
  @Suite @MainActor struct HTMLPlayerTests {
    /// The `curtain-meta` block, as a reader outside Curtain would decode it.
    struct Meta: Decodable, Equatable {
      struct Size: Decodable, Equatable {
        var width: Double
        var height: Double
      }
      struct Parameter: Decodable, Equatable {
        var name: String
        var value: String
      }
      struct Point: Decodable, Equatable {
        var time: Double
        var progress: Double
      }
      struct Timing: Decodable, Equatable {
        var label: String
        var points: [Point]
      }
      var title: String
      var summary: String
      var operation: String
      var gesture: String?
      var container: Size
      var parameters: [Parameter]
      var frameProgress: [Double]
      var timing: Timing
    }

    /// The text between `<script type="application/json" id="ID">` and the next `</script>`.
    func block(_ id: String, in page: String) throws -> String {
      let opening = "<script type=\"application/json\" id=\"\(id)\">"
      let start = try #require(page.range(of: opening))
      let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
      return String(page[start.upperBound..<end.lowerBound])
    }

    /// Every occurrence of `needle` in `text`.
    func count(_ needle: String, in text: String) -> Int {
      text.components(separatedBy: needle).count - 1
    }

    @Test func thePageNeedsNoNetwork() throws {
      let page = HTMLPlayer(try RenderFixtures.input("app-store")).page
      #expect(!page.contains("https://"))
      // The only URL allowed is the SVG namespace (the page uses none today).
      #expect(count("http://", in: page) == count("http://www.w3.org/2000/svg", in: page))
      #expect(!page.contains("<link"))
      #expect(!page.contains("<script src"))
      #expect(!page.contains("src="))
      #expect(!page.contains("href="))
      #expect(!page.contains("@import"))
      #expect(!page.contains("url("))
      #expect(!page.contains("fetch("))
      #expect(page.hasPrefix("<!DOCTYPE html>"))
    }

    @Test(arguments: [("app-store", "present"), ("slide-navigation", "push"), ("flip", "present")])
    func theTimelineBlockHoldsTheTimelinesJSON(id: String, operation: String) throws {
      let input = try RenderFixtures.input(AnimatorID(id), operation: operation)
      let embedded = try block("curtain-timeline", in: HTMLPlayer(input).page)
      #expect(Data(embedded.utf8) == (try input.timeline.jsonData()))
      #expect(try Timeline(jsonData: Data(embedded.utf8)) == input.timeline)
    }

    @Test func theMetaBlockListsTheParametersAndTiming() throws {
      let input = try RenderFixtures.input("app-store")
      let embedded = try block("curtain-meta", in: HTMLPlayer(input).page)
      let meta = try JSONDecoder().decode(Meta.self, from: Data(embedded.utf8))
      #expect(meta.title == "app-store")
      #expect(meta.summary == input.summary)
      #expect(meta.operation == "present")
      #expect(meta.gesture == nil)
      #expect(meta.container == Meta.Size(width: 390, height: 844))
      #expect(meta.parameters.map(\.name) == ["cornerRadius", "duration", "dampingRatio"])
      #expect(meta.parameters.map(\.value) == input.parameters.map(\.value))
      #expect(meta.frameProgress == input.frameProgress)
      #expect(meta.timing.label == input.timing.label)
      #expect(meta.timing.points.map(\.time) == input.timing.points.map(\.time))
      #expect(meta.timing.points.map(\.progress) == input.timing.points.map(\.progress))
      // Keys are sorted, so the block is the same bytes every time.
      let keys = ["container", "frameProgress", "operation", "parameters", "summary", "timing"]
      let offsets = keys.compactMap { embedded.range(of: "\"\($0)\"")?.lowerBound }
      #expect(offsets.count == keys.count && offsets == offsets.sorted())
    }

    @Test func thePageHasTheControls() throws {
      let input = try RenderFixtures.input("app-store")
      let page = HTMLPlayer(input).page
      #expect(page.contains("<button id=\"play\" type=\"button\""))
      #expect(page.contains("<input id=\"scrubber\" type=\"range\""))
      #expect(page.contains("<select id=\"speed\""))
      #expect(page.contains("<option value=\"0.25\">"))
      #expect(page.contains("<option value=\"0.5\">"))
      #expect(page.contains("<option value=\"1\" selected>"))
      #expect(page.contains("<canvas id=\"graph\""))
      #expect(page.contains("requestAnimationFrame"))
      for parameter in input.parameters {
        #expect(page.contains("<tr><td>\(parameter.name)</td><td>\(parameter.value)</td></tr>"))
      }
    }

    @Test func markupInTheInputCannotBreakThePage() throws {
      let title = "</script><script>alert(\"x\")</script> & <b>"
      let input = RenderFixtures.handMade(
        [.presented: ViewState(alpha: 1), .snapshot("card</script><!--"): ViewState(alpha: 1)],
        title: title, parameters: [.init(name: "<i>", value: "</td>")])
      let page = HTMLPlayer(input).page
      // Three script elements, so exactly three closing tags; none from the input.
      #expect(count("</script>", in: page) == 3)
      let heading = "<h1>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; "
      #expect(page.contains(heading + "&lt;b&gt;</h1>"))
      #expect(page.contains("<tr><td>&lt;i&gt;</td><td>&lt;/td&gt;</td></tr>"))
      let timeline = try block("curtain-timeline", in: page)
      #expect(try Timeline(jsonData: Data(timeline.utf8)) == input.timeline)
      // The JSON with `</` written `<\/` and `<!--` written `<\u0021--`, and nothing else
      // changed.
      let json = String(decoding: try input.timeline.jsonData(), as: UTF8.self)
      let expected = json.replacingOccurrences(of: "</", with: "<\\/")
        .replacingOccurrences(of: "<!--", with: "<\\u0021--")
      #expect(timeline == expected)
      #expect(!timeline.contains("</") && !timeline.contains("<!--"))
      let meta = try JSONDecoder().decode(
        Meta.self, from: Data(try block("curtain-meta", in: page).utf8))
      #expect(meta.title == title)
      #expect(meta.gesture == "flick")
      #expect(meta.parameters.first?.value == "</td>")
    }

    @Test func renderingTheSameInputTwiceGivesTheSameText() throws {
      let input = try RenderFixtures.input("flip")
      #expect(HTMLPlayer(input).page == HTMLPlayer(input).page)
    }

    /// CPU time of this thread, in nanoseconds: unlike a wall clock, it does not count the time
    /// the thread waited while other processes ran, so a busy machine cannot fail the test.
    static func threadCPUNanoseconds() -> UInt64 {
      var spec = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
      // range: a CPU clock's seconds and nanoseconds, both integers of 0 or more
      return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    @Test func anAppStoreRenderTakesMilliseconds() throws {
      let input = try RenderFixtures.input("app-store")
      var bytes = 0
      let rounds: UInt64 = 10
      let start = Self.threadCPUNanoseconds()
      for _ in 0..<rounds {
        bytes += Filmstrip(input).svg.utf8.count + HTMLPlayer(input).page.utf8.count
      }
      let each = (Self.threadCPUNanoseconds() - start) / rounds
      print(
        "app-store: SVG and HTML rendered in \(each / 1000) µs of CPU each (\(bytes / 10) bytes)")
      // Generous for a debug build; a release build takes a few ms (the speed itself is judged
      // by `curtain-bench`'s cli.render.app-store row).
      #expect(each < 100_000_000)
    }
  }
}
