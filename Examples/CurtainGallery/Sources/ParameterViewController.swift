import CurtainAnimators
import CurtainUIKit
import UIKit

/// One built-in animator: its parameters as controls, and buttons that play it with them.
///
/// The controls come from the animator's schema (`AnimatorDescriptor.parameters`): a slider for
/// a number or a duration (within the parameter's range), a switch for a Boolean, a segmented
/// control for a direction or a curve preset, a text field for text (a sheet's detent list);
/// springs, rectangles and colours keep their defaults. The values become a `TransitionSpec`,
/// which the registry checks when it builds the animator: a refused value is shown, never
/// played.
final class ParameterViewController: UIViewController {
  /// The animator's entry in the registry.
  let descriptor: AnimatorDescriptor
  /// The values the controls hold, by parameter name.
  private var values: [String: ParameterValue] = [:]
  /// The label showing each parameter's current value, by parameter name.
  private var valueLabels: [String: UILabel] = [:]
  /// The curve presets a curve parameter offers.
  private let curves: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]
  /// The button a matched transition (zoom, App Store card, container transform) grows from.
  private let presentButton = UIButton(type: .system)

  /// Creates the screen of one animator.
  ///
  /// - Parameter descriptor: The animator's entry in the registry.
  init(descriptor: AnimatorDescriptor) {
    self.descriptor = descriptor
    super.init(nibName: nil, bundle: nil)
    title = descriptor.id.rawValue
    for parameter in descriptor.parameters {
      values[parameter.name] = parameter.defaultValue
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  /// The spec the controls describe.
  private var spec: TransitionSpec {
    TransitionSpec(animator: descriptor.id, parameters: values)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let summary = UILabel()
    summary.text = descriptor.summary
    summary.numberOfLines = 0
    summary.font = .preferredFont(forTextStyle: .body)
    var rows: [UIView] = [summary]
    for (index, parameter) in descriptor.parameters.enumerated() {
      rows.append(row(for: parameter, tag: index))
    }
    rows.append(contentsOf: playButtons())
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    view.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
  }

  // MARK: - Controls

  /// A parameter's name, its current value and the control that edits it.
  private func row(for parameter: ParameterSpec, tag: Int) -> UIView {
    let name = UILabel()
    name.text = parameter.name
    name.font = .preferredFont(forTextStyle: .headline)
    let value = UILabel()
    value.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    value.textColor = .secondaryLabel
    value.text = Self.describe(parameter.defaultValue)
    valueLabels[parameter.name] = value
    let header = UIStackView(arrangedSubviews: [name, value])
    header.axis = .horizontal
    header.distribution = .equalSpacing
    var views: [UIView] = [header]
    if let control = control(for: parameter, tag: tag) { views.append(control) }
    let row = UIStackView(arrangedSubviews: views)
    row.axis = .vertical
    row.spacing = 8
    return row
  }

  /// The control for a parameter's type; `nil` for a type the gallery shows but does not edit.
  private func control(for parameter: ParameterSpec, tag: Int) -> UIControl? {
    switch parameter.defaultValue {
    case .number(let number):
      let range = parameter.range ?? 0...max(1, 2 * number)
      return slider(value: number, range: range, tag: tag)
    case .duration(let duration):
      let range = parameter.range ?? 0...2
      return slider(value: duration.timeInterval, range: range, tag: tag)
    case .boolean(let isOn):
      let toggle = UISwitch()
      toggle.isOn = isOn
      toggle.tag = tag
      toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
      return toggle
    case .direction(let direction):
      let choices = parameter.directions ?? Direction.allCases
      let segments = UISegmentedControl(items: choices.map(\.rawValue))
      segments.selectedSegmentIndex = choices.firstIndex(of: direction) ?? 0
      segments.tag = tag
      segments.addTarget(self, action: #selector(directionChanged(_:)), for: .valueChanged)
      return segments
    case .curve(let curve):
      let segments = UISegmentedControl(items: curves.map(\.name))
      segments.selectedSegmentIndex =
        curves.firstIndex { $0.curve == curve }
        ?? UISegmentedControl
        .noSegment
      segments.tag = tag
      segments.addTarget(self, action: #selector(curveChanged(_:)), for: .valueChanged)
      return segments
    case .text(let text):
      let field = UITextField()
      field.text = text
      field.borderStyle = .roundedRect
      field.autocapitalizationType = .none
      field.autocorrectionType = .no
      field.tag = tag
      field.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
      return field
    case .spring, .rect, .color:
      return nil
    }
  }

  private func slider(value: Double, range: ClosedRange<Double>, tag: Int) -> UISlider {
    let slider = UISlider()
    slider.minimumValue = Float(range.lowerBound)
    slider.maximumValue = Float(range.upperBound)
    slider.value = Float(value)
    slider.tag = tag
    slider.addTarget(self, action: #selector(sliderChanged(_:)), for: .valueChanged)
    return slider
  }

  private func set(_ value: ParameterValue, forParameterAt index: Int) {
    guard descriptor.parameters.indices.contains(index) else { return }
    let name = descriptor.parameters[index].name
    values[name] = value
    valueLabels[name]?.text = Self.describe(value)
  }

  @objc private func sliderChanged(_ slider: UISlider) {
    guard descriptor.parameters.indices.contains(slider.tag) else { return }
    // Two decimals are enough to feel a parameter, and keep the label readable.
    let number = (Double(slider.value) * 100).rounded() / 100
    if case .duration = descriptor.parameters[slider.tag].defaultValue {
      set(.duration(.custom(duration: number)), forParameterAt: slider.tag)
    } else {
      set(.number(number), forParameterAt: slider.tag)
    }
  }

  @objc private func switchChanged(_ toggle: UISwitch) {
    set(.boolean(toggle.isOn), forParameterAt: toggle.tag)
  }

  @objc private func directionChanged(_ segments: UISegmentedControl) {
    guard descriptor.parameters.indices.contains(segments.tag) else { return }
    let choices = descriptor.parameters[segments.tag].directions ?? Direction.allCases
    guard choices.indices.contains(segments.selectedSegmentIndex) else { return }
    set(.direction(choices[segments.selectedSegmentIndex]), forParameterAt: segments.tag)
  }

  @objc private func curveChanged(_ segments: UISegmentedControl) {
    guard curves.indices.contains(segments.selectedSegmentIndex) else { return }
    set(.curve(curves[segments.selectedSegmentIndex].curve), forParameterAt: segments.tag)
  }

  @objc private func textChanged(_ field: UITextField) {
    set(.text(field.text ?? ""), forParameterAt: field.tag)
  }

  /// A short text for a value.
  private static func describe(_ value: ParameterValue) -> String {
    switch value {
    case .number(let number): return String(format: "%.2f", number)
    case .duration(let duration): return String(format: "%.2f s", duration.timeInterval)
    case .boolean(let isOn): return isOn ? "on" : "off"
    case .direction(let direction): return direction.rawValue
    case .curve(let curve): return String(describing: curve)
    case .text(let text): return text
    case .spring(let spring): return String(describing: spring)
    case .rect(let rect): return String(describing: rect)
    case .color(let color): return String(describing: color)
    }
  }

  // MARK: - Playing

  /// A button for each operation the animator plays.
  private func playButtons() -> [UIView] {
    var buttons: [UIView] = []
    let operations = descriptor.operations
    if operations.contains(.present) {
      presentButton.setTitle("Present", for: .normal)
      presentButton.addTarget(self, action: #selector(presentTapped), for: .touchUpInside)
      buttons.append(presentButton)
    }
    if operations.contains(.push) {
      buttons.append(button("Push and pop", action: #selector(pushTapped)))
    }
    if operations.contains(.tab) {
      buttons.append(button("Use for the tab bar", action: #selector(tabTapped)))
    }
    for case let button as UIButton in buttons {
      button.titleLabel?.font = .preferredFont(forTextStyle: .title3)
      button.contentHorizontalAlignment = .leading
    }
    return buttons
  }

  private func button(_ title: String, action: Selector) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.addTarget(self, action: action, for: .touchUpInside)
    return button
  }

  /// Presents a page with the animator both ways, growing from the button for the animators
  /// that have a source; a drag dismisses it interactively.
  @objc private func presentTapped() {
    let registry = AnimatorRegistry.builtIn
    do {
      let presenter = try registry.makeAnimator(for: spec, operation: .present)
      let dismisser = try registry.makeAnimator(for: spec, operation: .dismiss)
      let page = DemoViewController(
        heading: descriptor.id.rawValue,
        note: "Close it, or drag it down (the zoom: drag it anywhere) to dismiss interactively.")
      let delegate = ModalTransitionDelegate()
      delegate.set(animator: presenter, for: [.present])
      delegate.set(animator: dismisser, for: [.dismiss])
      // The zoom, the App Store card and the container transform grow from the button onto
      // the page's coloured block (same match id), and shrink back onto it.
      presentButton.curtainMatchID = "play"
      page.heroView.curtainMatchID = "play"
      delegate.sourceViewProvider = { [weak presentButton] in presentButton }
      if descriptor.id == "zoom" {
        delegate.wireDragToDismiss(viewController: page)
      } else {
        delegate.wire(
          viewController: page, with: .regular(.fromTop),
          navigationAction: { [weak page] in page?.dismiss(animated: true, completion: nil) })
      }
      delegate.attach(to: page)
      present(page, animated: true, completion: nil)
    } catch {
      showError(error)
    }
  }

  /// Presents a navigation controller whose pushes and pops play the animator.
  @objc private func pushTapped() {
    let registry = AnimatorRegistry.builtIn
    do {
      let push = try registry.makeAnimator(for: spec, operation: .push)
      let pop = try registry.makeAnimator(for: spec, operation: .pop)
      let root = NumberedPageViewController(number: 1)
      let stage = UINavigationController(rootViewController: root)
      root.navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .close, target: self, action: #selector(closeStage))
      stage.modalPresentationStyle = .fullScreen
      NavigationTransitionDelegate(animator: push, popAnimator: pop).attach(to: stage)
      present(stage, animated: true, completion: nil)
    } catch {
      showError(error)
    }
  }

  @objc private func closeStage() {
    dismiss(animated: true, completion: nil)
  }

  /// Makes the gallery's own tab bar play the animator.
  @objc private func tabTapped() {
    guard let tabs = tabBarController?.delegate as? TabBarTransitionDelegate else { return }
    do {
      tabs.animator = try AnimatorRegistry.builtIn.makeAnimator(for: spec, operation: .tab)
      let note = UIAlertController(
        title: "Tab bar", message: "Switching tabs now plays \(descriptor.id.rawValue).",
        preferredStyle: .alert)
      note.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
      present(note, animated: true, completion: nil)
    } catch {
      showError(error)
    }
  }
}
