import Foundation

/// A stand-in for a view while animation code runs: it keeps the view's current values and
/// reports every change to its ``TransitionRecorder``.
///
/// Reading a property returns the value last set, as a `UIView`'s model value does, also
/// inside an animation block.
@MainActor
public final class RecordingView: AnimatableView {
  /// The actor this view stands for.
  public let actor: ActorID
  weak var recorder: TransitionRecorder?
  /// The current values, every property set.
  var model: ViewState

  init(actor: ActorID, model: ViewState, recorder: TransitionRecorder?) {
    self.actor = actor
    self.model = model
    self.recorder = recorder
  }

  private func set(_ change: ViewState) {
    if let recorder {
      recorder.record(change, on: self)
    } else {
      model = model.merging(change)
    }
  }

  /// The frame in the container's coordinates, as `UIView.frame`: with a transform, the
  /// bounding box of the transformed bounds about the centre.
  ///
  /// Setting it moves the centre to the new box's centre; a box of another size resizes the
  /// bounds by the inverse of the transform's scale (the box is kept when the scale is 0).
  /// The plan records the untransformed frame about the centre.
  public var frame: CGRect {
    get { Self.box(of: untransformedFrame, transform: transform) }
    set {
      let current = untransformedFrame
      let transform = self.transform
      let box = Self.box(of: current, transform: transform)
      var size = current.size
      if newValue.size != box.size {
        let scale = Self.planarScale(transform)
        let rotated = abs(sin(transform.rotation)) > 1e-12
        if !rotated, scale.x != 0, scale.y != 0 {
          size = CGSize(
            width: newValue.width / abs(scale.x), height: newValue.height / abs(scale.y))
        } else if box.width != 0, box.height != 0 {
          size = CGSize(
            width: current.width * newValue.width / box.width,
            height: current.height * newValue.height / box.height)
        }
      }
      let center = CGPoint(
        x: newValue.midX - transform.translationX, y: newValue.midY - transform.translationY)
      set(
        ViewState(
          frame: CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)))
    }
  }

  /// The frame without the transform: the bounds' size about the centre.
  var untransformedFrame: CGRect { model.frame ?? .zero }

  /// The bounds: the untransformed size at the origin; setting it resizes about the centre.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: untransformedFrame.size) }
    set {
      let center = self.center
      set(
        ViewState(
          frame: CGRect(
            x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
            width: newValue.width, height: newValue.height)))
    }
  }

  /// The centre, which a transform does not move; setting it moves the view.
  public var center: CGPoint {
    get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
    set {
      let size = untransformedFrame.size
      set(
        ViewState(
          frame: CGRect(
            x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
            width: size.width, height: size.height)))
    }
  }

  /// The scale a transform gives in the plane: its scale, shortened by flips about x and y.
  static func planarScale(_ transform: Transform3D) -> (x: CGFloat, y: CGFloat) {
    (transform.scaleX * cos(transform.rotationY), transform.scaleY * cos(transform.rotationX))
  }

  /// The bounding box of `frame` transformed about its centre (translation, rotation about z,
  /// the planar scale), as UIKit computes `frame` from `center`, `bounds` and `transform`.
  static func box(of frame: CGRect, transform: Transform3D) -> CGRect {
    if transform.isIdentity { return frame }
    let scale = planarScale(transform)
    let halfWidth = frame.width * scale.x / 2
    let halfHeight = frame.height * scale.y / 2
    let cosine = cos(transform.rotation)
    let sine = sin(transform.rotation)
    let extentX = abs(halfWidth * cosine) + abs(halfHeight * sine)
    let extentY = abs(halfWidth * sine) + abs(halfHeight * cosine)
    let centerX = frame.midX + transform.translationX
    let centerY = frame.midY + transform.translationY
    return CGRect(
      x: centerX - extentX, y: centerY - extentY, width: extentX * 2, height: extentY * 2)
  }

  /// The opacity.
  public var alpha: CGFloat {
    get { model.alpha ?? 1 }
    set { set(ViewState(alpha: newValue)) }
  }

  /// The transform.
  public var transform: Transform3D {
    get { model.transform ?? .identity }
    set { set(ViewState(transform: newValue)) }
  }

  /// The corner radius.
  public var cornerRadius: CGFloat {
    get { model.cornerRadius ?? 0 }
    set { set(ViewState(cornerRadius: newValue)) }
  }

  /// Which corners are rounded.
  public var corners: RectCorners {
    get { model.corners ?? .all }
    set { set(ViewState(corners: newValue)) }
  }

  /// The background colour.
  public var backgroundColor: RGBAColor? {
    get { model.backgroundColor }
    set { set(ViewState(backgroundColor: newValue ?? .clear)) }
  }

  /// The drop shadow.
  public var shadow: Shadow {
    get { model.shadow ?? .invisible }
    set { set(ViewState(shadow: newValue)) }
  }

  /// How far a blur has come in, 0…1 (a blurred ``ActorID/background``, ``ViewState/blurFraction``);
  /// 0 when the view has none.
  var blurFraction: CGFloat {
    get { model.blurFraction ?? 0 }
    set { set(ViewState(blurFraction: newValue)) }
  }

  /// Whether the view is hidden.
  public var isHidden: Bool {
    get { model.isHidden ?? false }
    set { set(ViewState(isHidden: newValue)) }
  }

  /// Returns a snapshot of this view: a `.snapshot` actor that starts as this view is now.
  public func snapshot() -> any AnimatableView {
    guard let recorder else {
      return RecordingView(actor: .snapshot("\(actor)"), model: model, recorder: nil)
    }
    return recorder.makeSnapshot(of: self)
  }

  /// Puts `view` in front of the container's views: a temporary view is inserted, one of the
  /// transition's screens is brought to the front.
  ///
  /// - Parameter view: A snapshot, a temporary view or one of the transition's views.
  public func addSubview(_ view: any AnimatableView) {
    recorder?.insert(view, placement: .front)
  }

  /// Puts `view` just in front of `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - sibling: The view to be in front of.
  public func insertSubview(_ view: any AnimatableView, aboveSubview sibling: any AnimatableView) {
    guard let sibling = sibling as? RecordingView else {
      recorder?.reportForeign("insertSubview(_:aboveSubview:)")
      return
    }
    recorder?.insert(view, placement: .above(sibling.actor))
  }

  /// Puts `view` just behind `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - sibling: The view to be behind.
  public func insertSubview(_ view: any AnimatableView, belowSubview sibling: any AnimatableView) {
    guard let sibling = sibling as? RecordingView else {
      recorder?.reportForeign("insertSubview(_:belowSubview:)")
      return
    }
    recorder?.insert(view, placement: .below(sibling.actor))
  }

  /// Puts `view` at `index` among the container's views: 0 is behind every view, an index past
  /// the last view is in front of them (`UIView.insertSubview(_:at:)`).
  ///
  /// - Parameters:
  ///   - view: A snapshot, a temporary view or one of the transition's views.
  ///   - index: The position, 0 at the back.
  public func insertSubview(_ view: any AnimatableView, at index: Int) {
    recorder?.insert(view, at: index)
  }

  /// Takes the view out of the container: it is hidden from this moment on.
  public func removeFromSuperview() {
    isHidden = true
  }
}
