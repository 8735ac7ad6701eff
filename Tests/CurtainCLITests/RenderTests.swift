import Testing

/// The renderers' tests: ``SVGFilmstrip`` and ``HTMLPlayer`` drawing real timelines.
@Suite struct RenderTests {}
