import Foundation

/// What the scene remembers of a screen presented with a `Presentation`: the presentation, the
/// layout and corners as live updates left them, and its keyboard avoidance.
struct PresentationRecord {
  var presentation: any Presentation
  var layout: PresentationLayout
  var cornerRadius: CGFloat
  var corners: RectCorners
  var keyboardAvoidance: KeyboardAvoidance
  /// The frame of the presentation's context (Presentr's `viewControllerForContext`), in the
  /// container's coordinates; `nil` for the whole container.
  var contextFrame: CGRect?
  /// What a tap outside the context does.
  var outsideContextTap: PresentationUIConfiguration.BackgroundTap

  @MainActor
  init(
    presentation: any Presentation, keyboardAvoidance: KeyboardAvoidance,
    contextFrame: CGRect? = nil,
    outsideContextTap: PresentationUIConfiguration.BackgroundTap = .passthrough
  ) {
    self.presentation = presentation
    layout = presentation.layout
    cornerRadius = presentation.uiConfiguration.cornerRadius
    corners = presentation.uiConfiguration.corners
    self.keyboardAvoidance = keyboardAvoidance
    self.contextFrame = contextFrame
    self.outsideContextTap = outsideContextTap
  }

  /// The context in the container, and the part of the container's safe area that overlaps it,
  /// as insets of the context.
  func context(in geometry: SceneGeometry) throws(HeadlessError) -> (CGRect, EdgeInsets) {
    guard let contextFrame else { return (geometry.bounds, geometry.safeAreaInsets) }
    let values = [contextFrame.minX, contextFrame.minY, contextFrame.width, contextFrame.height]
    guard values.allSatisfy(\.isFinite) else {
      throw .invalidPresentation(.notFinite(parameter: "context", value: .nan))
    }
    let inside = contextFrame.intersection(geometry.bounds)
    guard !inside.isNull, inside.width > 0, inside.height > 0 else {
      throw .invalidPresentation(
        .outOfRange(
          parameter: "context", value: Double(contextFrame.width * contextFrame.height),
          expected: "a frame that overlaps the container"))
    }
    let safe = geometry.safeAreaInsets
    let bounds = geometry.bounds
    let insets = EdgeInsets(
      top: max(0, bounds.minY + safe.top - inside.minY),
      left: max(0, bounds.minX + safe.left - inside.minX),
      bottom: max(0, inside.maxY - (bounds.maxY - safe.bottom)),
      right: max(0, inside.maxX - (bounds.maxX - safe.right)))
    return (inside, insets)
  }

  /// The presented view's frame in `geometry`: the layout's frame at the user's text size
  /// (`ContentSizeScale`: fixed sizes grow with it), moved or shrunk for the keyboard.
  func frame(in geometry: SceneGeometry) throws(HeadlessError) -> CGRect {
    let laidOut: CGRect
    let (context, safeArea) = try context(in: geometry)
    do {
      laidOut = try layout.adapted(to: geometry.contentSizeCategory).frame(
        in: context, safeArea: safeArea, layoutDirection: geometry.layoutDirection)
    } catch {
      throw .invalidPresentation(error)
    }
    return keyboardAvoidance.frame(
      for: laidOut, keyboard: geometry.keyboardFrame, in: geometry.bounds,
      safeArea: geometry.safeAreaInsets)
  }

  /// Applies `update` to the layout in use in `geometry` (the landscape layout in a landscape
  /// container that has one), checking its values.
  mutating func apply(
    _ update: PresentationUpdate, in geometry: SceneGeometry
  ) throws(HeadlessError) {
    let usesLandscape = geometry.size.width > geometry.size.height && layout.landscape != nil
    var active = usesLandscape ? (layout.landscape ?? layout) : layout
    switch update {
    case .alignment(let alignment): active.alignment = alignment
    case .size(let size): active.size = size
    case .width(let width): active.size.width = width
    case .height(let height): active.size.height = height
    case .marginGuards(let guards): active.marginGuards = guards
    case .corners(let radius, let corners):
      guard radius.isFinite, radius >= 0 else {
        throw .invalidPresentation(.invalidCornerRadius(Double(radius)))
      }
      cornerRadius = radius
      self.corners = corners
    }
    if usesLandscape {
      layout.landscape = active
    } else {
      layout = active
    }
    do {
      try layout.validate()
    } catch {
      throw .invalidPresentation(error)
    }
  }
}
