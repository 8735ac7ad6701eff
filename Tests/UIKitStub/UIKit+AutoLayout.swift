// The slice of Auto Layout the seed libraries use (Tests/UIKitStub/UIKit+References.swift):
// edge anchors pinned to another view's edge with a constant. The model solves only that:
// when a constraint is activated or its constant changes, and when `layoutIfNeeded()` runs
// through `NSLayoutConstraint.modelSolve()`, each view whose
// `translatesAutoresizingMaskIntoConstraints` is false takes the frame its active edge
// constraints give it (an edge without a constraint keeps its place and size). Priorities,
// inequalities, multipliers other than 1 and intrinsic sizes are not modelled (M); a
// constraint the model cannot solve is a model failure rather than a silent frame.

// Mirrors: documentation/uikit/nslayoutanchor
/// An anchor: one edge of a view (model only: the view and the edge).
@MainActor
@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var modelView: UIView?
  let modelEdge: ModelEdge
  init(view: UIView, edge: ModelEdge) {
    modelView = view
    modelEdge = edge
  }
  // Mirrors: documentation/uikit/nslayoutanchor/constraint(equalto:)
  /// A constraint that this anchor equals `anchor` (D), inactive until activated.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }
  // Mirrors: documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  /// A constraint that this anchor equals `anchor` plus `c` (D), inactive until activated.
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, constant: c)
  }
}

// Mirrors: documentation/uikit/nslayoutxaxisanchor
/// A horizontal anchor.
@MainActor
@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// Mirrors: documentation/uikit/nslayoutyaxisanchor
/// A vertical anchor.
@MainActor
@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// The edge an anchor names (model only); leading and trailing are resolved at layout by the
/// view's layout direction (SEMANTICS.md 20.14).
enum ModelEdge: Sendable {
  case left, right, top, bottom, leading, trailing

  /// Whether the edge follows the layout direction.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// The edge on screen for a view laid out in `direction`: leading is left in a left-to-right
  /// layout and right in a right-to-left one, trailing the other way (SEMANTICS.md 20.14, D).
  func resolved(_ direction: UIUserInterfaceLayoutDirection) -> ModelEdge {
    let rightToLeft = direction == .rightToLeft
    switch self {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    case .left, .right, .top, .bottom: return self
    }
  }
}

// Mirrors: documentation/uikit/nslayoutconstraint
/// An equality between two edges (model only: see the file's header).
@MainActor
@available(iOS 6.0, tvOS 9.0, *)
open class NSLayoutConstraint: NSObject {
  weak var firstView: UIView?
  let firstEdge: ModelEdge
  weak var secondView: UIView?
  let secondEdge: ModelEdge
  private var active = false
  private var value: CGFloat

  init<T>(first: NSLayoutAnchor<T>, second: NSLayoutAnchor<T>, constant: CGFloat) {
    firstView = first.modelView
    firstEdge = first.modelEdge
    secondView = second.modelView
    secondEdge = second.modelEdge
    value = constant
    super.init()
  }

  /// Every active constraint (model only).
  ///
  /// Held strongly, as the view that holds an active
  /// constraint keeps it (SEMANTICS.md 20.19, D): a constraint activated and not stored
  /// (`a.leftAnchor.constraint(equalTo: b.leftAnchor).isActive = true`) stays in force; it goes
  /// when deactivated or when its view does.
  static var activeConstraints: [NSLayoutConstraint] = []

  // Mirrors: documentation/uikit/nslayoutconstraint/constant
  /// The constant added to the second edge (D); changing it lays the views out again.
  open var constant: CGFloat {
    get { value }
    set {
      value = newValue
      if active { NSLayoutConstraint.modelSolve() }
    }
  }

  // Mirrors: documentation/uikit/nslayoutconstraint/isactive
  /// Whether the constraint takes part in layout (D: "Activating or deactivating the
  /// constraint calls addConstraint(_:) and removeConstraint(_:) on the view that is the
  /// closest common ancestor"); the model lays the views out at once (M: UIKit waits for the
  /// next layout pass, which comes before the next frame is drawn).
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      active = newValue
      NSLayoutConstraint.activeConstraints.removeAll { $0.firstView == nil || $0 === self }
      if newValue { NSLayoutConstraint.activeConstraints.append(self) }
      NSLayoutConstraint.modelSolve()
    }
  }

  // Mirrors: documentation/uikit/nslayoutconstraint/activate(_:)
  /// Activates each constraint (§20.4).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  // Mirrors: documentation/uikit/nslayoutconstraint/deactivate(_:)
  /// Deactivates each constraint (§20.4).
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Places every view that has active constraints (model only).
  public static func modelSolve() {
    var byView: [ObjectIdentifier: (UIView, [NSLayoutConstraint])] = [:]
    activeConstraints.removeAll { $0.firstView == nil }
    for constraint in activeConstraints {
      guard let view = constraint.firstView else { continue }
      byView[ObjectIdentifier(view), default: (view, [])].1.append(constraint)
    }
    for (view, constraints) in byView.values where !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view.superview else { continue }
      var frame = view.frame
      var placed: [ModelEdge: CGFloat] = [:]
      let direction = view.effectiveUserInterfaceLayoutDirection
      for constraint in constraints {
        guard let other = constraint.secondView else { continue }
        // The other view's edge in the superview's coordinates.
        let rect = superview.convert(other.bounds, from: other)
        let edge: CGFloat
        switch constraint.secondEdge.resolved(other.effectiveUserInterfaceLayoutDirection) {
        case .left: edge = rect.minX
        case .right: edge = rect.maxX
        case .top: edge = rect.minY
        case .bottom: edge = rect.maxY
        case .leading, .trailing: continue
        }
        // Between leading and trailing edges the constant runs in the reading direction: to
        // the left in a right-to-left layout (SEMANTICS.md 20.14, M; alternative
        // `directionalConstantsRunRight`: to the right there too).
        let flips =
          !UIKitModel.world.readings.uses(.directionalConstantsRunRight)
          && direction == .rightToLeft && constraint.firstEdge.isDirectional
          && constraint.secondEdge.isDirectional
        placed[constraint.firstEdge.resolved(direction)] =
          edge + (flips ? -constraint.constant : constraint.constant)
      }
      if let left = placed[.left] {
        frame.size.width = (placed[.right] ?? (left + frame.width)) - left
        frame.origin.x = left
      } else if let right = placed[.right] {
        frame.origin.x = right - frame.width
      }
      if let top = placed[.top] {
        frame.size.height = (placed[.bottom] ?? (top + frame.height)) - top
        frame.origin.y = top
      } else if let bottom = placed[.bottom] {
        frame.origin.y = bottom - frame.height
      }
      if frame != view.frame { view.frame = frame }
    }
  }
}

/// Which views opted out of autoresizing (model only).
@MainActor
enum ModelAutoLayout {
  static var optedOut: [ObjectIdentifier: WeakBox<UIView>] = [:]
}

extension UIView {
  // Mirrors: documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  /// Whether the autoresizing mask becomes constraints; true by default (D).
  ///
  /// False lets the
  /// model's edge constraints place the view.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { ModelAutoLayout.optedOut[ObjectIdentifier(self)]?.object !== self }
    set {
      ModelAutoLayout.optedOut[ObjectIdentifier(self)] = newValue ? nil : WeakBox(self)
      NSLayoutConstraint.modelSolve()
    }
  }
  // Mirrors: documentation/uikit/uiview/leftanchor
  /// The left edge (§20.4).
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, edge: .left) }
  // Mirrors: documentation/uikit/uiview/rightanchor
  /// The right edge (§20.4).
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, edge: .right) }
  // Mirrors: documentation/uikit/uiview/leadinganchor
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one (§20.14).
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view: self, edge: .leading)
  }
  // Mirrors: documentation/uikit/uiview/trailinganchor
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one (§20.14).
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view: self, edge: .trailing)
  }
  // Mirrors: documentation/uikit/uiview/topanchor
  /// The top edge (§20.4).
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, edge: .top) }
  // Mirrors: documentation/uikit/uiview/bottomanchor
  /// The bottom edge (§20.4).
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, edge: .bottom) }
}
