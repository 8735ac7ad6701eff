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

  /// The frame in the container's coordinates.
  public var frame: CGRect {
    get { model.frame ?? .zero }
    set { set(ViewState(frame: newValue)) }
  }

  /// The bounds: the frame's size at the origin; setting it resizes about the centre.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The centre of the frame; setting it moves the view.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      let size = frame.size
      frame = CGRect(
        x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width,
        height: size.height)
    }
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

  /// Puts `view` in front of the container's views.
  ///
  /// - Parameter view: A snapshot or temporary view.
  public func addSubview(_ view: any AnimatableView) {
    recorder?.insert(view, placement: .front)
  }

  /// Puts `view` just in front of `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot or temporary view.
  ///   - sibling: The view to be in front of.
  public func insertSubview(_ view: any AnimatableView, aboveSubview sibling: any AnimatableView) {
    guard let sibling = sibling as? RecordingView else { return }
    recorder?.insert(view, placement: .above(sibling.actor))
  }

  /// Puts `view` just behind `sibling`.
  ///
  /// - Parameters:
  ///   - view: A snapshot or temporary view.
  ///   - sibling: The view to be behind.
  public func insertSubview(_ view: any AnimatableView, belowSubview sibling: any AnimatableView) {
    guard let sibling = sibling as? RecordingView else { return }
    recorder?.insert(view, placement: .below(sibling.actor))
  }

  /// Takes the view out of the container: it is hidden from this moment on.
  public func removeFromSuperview() {
    isHidden = true
  }
}
