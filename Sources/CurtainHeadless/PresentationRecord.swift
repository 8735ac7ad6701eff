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

  /// The presented view's frame in `geometry`: the layout's frame at the user's text size
  /// (`ContentSizeScale`: fixed sizes grow with it) in the context (the core's
  /// `PresentationSession.frame(of:inContext:)`, the UIKit player's too), moved or shrunk for
  /// the keyboard.
  func frame(in geometry: SceneGeometry) throws(HeadlessError) -> CGRect {
    let laidOut: CGRect
    do {
      laidOut = try geometry.session.frame(
        of: layout.adapted(to: geometry.contentSizeCategory), inContext: contextFrame)
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
