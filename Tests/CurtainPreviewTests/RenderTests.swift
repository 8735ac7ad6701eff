import Testing

/// The renderers' tests: ``Filmstrip`` and ``HTMLPlayer`` drawing real timelines.
@Suite struct RenderTests {}
