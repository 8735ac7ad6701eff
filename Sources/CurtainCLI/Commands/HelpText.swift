/// The `--help` texts of the tool and its subcommands.
enum HelpText {
  /// `curtain --help`.
  static let tool = """
    OVERVIEW: Lists, describes, validates and renders Curtain transitions.

    USAGE: curtain <subcommand> [options]

    SUBCOMMANDS:
      list                    Lists every built-in animator with its summary.
      describe ID             Shows an animator's operations and parameters.
      validate SPEC.json      Checks a transition spec against the built-in animators.
      render ID|SPEC.json     Plays a transition headless and draws it (svg, html, json, csv).
      help [SUBCOMMAND]       Shows this help, or a subcommand's.

    OPTIONS:
      -h, --help              Shows help.

    EXIT STATUS: 0 on success, 1 on a failure, 2 on a usage error.
    See 'curtain help <subcommand>' for a subcommand's options.
    """

  /// `curtain list --help`.
  static let list = """
    OVERVIEW: Lists every built-in animator with its summary, sorted by id.

    USAGE: curtain list [--json]

    OPTIONS:
      --json                  Prints a JSON array of {id, summary, operations}.
      -h, --help              Shows help.
    """

  /// `curtain describe --help`.
  static let describe = """
    OVERVIEW: Shows an animator's summary, supported operations and parameters (type, default
    and range).

    USAGE: curtain describe ID [--json]

    ARGUMENTS:
      ID                      An animator id, such as cover-vertical (see 'curtain list').

    OPTIONS:
      --json                  Prints the description as a JSON object.
      -h, --help              Shows help.
    """

  /// `curtain validate --help`.
  static let validate = """
    OVERVIEW: Checks a transition spec: that it decodes, that its animators exist and support
    what it asks, and that every parameter has the right type and range. Prints every problem
    with its JSON path and exits with 1, or prints 'ok: …' and exits with 0.

    USAGE: curtain validate SPEC.json

    ARGUMENTS:
      SPEC.json               A transition spec, such as {"animator": "fade"}: a regular
                              file of at most 16 MiB; - reads it from standard input (also
                              at most 16 MiB). A FIFO, a device or a directory is refused.

    OPTIONS:
      -h, --help              Shows help.
    """

  /// `curtain render --help`.
  static let render = """
    OVERVIEW: Plays a transition on a headless scene and draws it.

    USAGE: curtain render ID|SPEC.json [--param NAME=VALUE]... [--operation OPERATION]
                          [--container WxH] [--fps N] [--gesture GESTURE]
                          [--gesture-script FILE.json]
                          [--reduce-motion] [--reduce-transparency]
                          [--format FORMAT] [-o FILE]
                          [--source X,Y,W,H]

    ARGUMENTS:
      ID|SPEC.json            An animator id, or a spec file (a path ending in .json or
                              containing a /, or - for standard input): its animator,
                              parameters and layout are used. A file is read only when it
                              is a regular file of at most 16 MiB (standard input too).

    OPTIONS:
      --param NAME=VALUE      Sets a parameter; repeatable. The value is read by the
                              parameter's type: 0.35, true, bottom, easeInOut or x1,y1,x2,y2,
                              mass,stiffness,damping, 0.4s or fast, x,y,w,h, #RRGGBB[AA].
                              sheet also takes detents=medium,large,0.3,300pt,
                              selectedDetent=ID and largestUndimmedDetent=ID.
      --operation OPERATION   present, dismiss, push, pop or tab (default: the first the animator
                              supports). A dismissal is played after an unrecorded
                              presentation, a pop after an unrecorded push.
      --container WxH         The container in points (default: 390x844).
      --fps N                 Frames per second, 1...240 (default: 60).
      --gesture GESTURE       Drives the transition with a pan instead of the clock: flick
                              (finishes), drag (to 60 % then release; finishes) or
                              drag-reverse (out and back; cancels).
      --gesture-script FILE.json
                              Drives the render with a recorded pan instead:
                              {"samples": [{"t": 0, "x": 0, "y": 0}, ...], "end": "release"}
                              (t seconds, x and y points from the touch-down, end release or
                              cancel); a regular file of at most 16 MiB, or - for
                              standard input. For sheet, the pan
                              drags the presented sheet: detents, release, rubber band,
                              scroll hand-off and the timeline's events.
      --reduce-motion         Plays the plan for Reduce Motion: opacity and blur only, no
                              frame or transform moves (TransitionPlan.reducingMotion).
      --reduce-transparency   Plays a blurred background as the dim of equal contrast, as
                              under Reduce Transparency (TransitionPlan.reducingTransparency).
      --source X,Y,W,H        The source a matched transition (zoom, container-transform,
                              app-store) grows from and shrinks onto, asked again at the
                              dismissal (default: a card in the upper half of the container,
                              10 % in from the sides, from 15 % to 40 % of its height).
      --format FORMAT         svg, html, json or csv (default: html).
      -o, --output FILE       Where to write; - for standard output. Default: ID.svg or
                              ID.html in the current directory (the path is printed), and
                              standard output for json and csv.
      -h, --help              Shows help.
    """

  /// The help of `command`, or `nil` for an unknown one.
  static func forCommand(_ command: String) -> String? {
    switch command {
    case "list": return list
    case "describe": return describe
    case "validate": return validate
    case "render": return render
    case "help": return tool
    default: return nil
    }
  }
}
