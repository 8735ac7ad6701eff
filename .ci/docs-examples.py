#!/usr/bin/env python3
"""Writes each ```swift block of the given Markdown files that imports CurtainUIKit into its own
file in OUT_DIR (named after the article and the block's position), dedented, and prints the
paths. Used by .ci/uikit-check.sh to type-check the documentation's UIKit examples.

A block may use what an earlier block of its article declared (the rule .ci/snippet-check.py
states): each file holds the article's earlier checked blocks, then the block itself. Fragments
(`<!-- fragment -->` on the line before the fence), manifests and other libraries' code (blocks
importing Jelly, Presentr, AZTransitions or EasyTransitions) are left out."""
import pathlib
import re
import sys
import textwrap

FOREIGN = re.compile(r"^[ \t]*import[ \t]+(Jelly|Presentr|AZTransitions|EasyTransitions)\b", re.M)
FENCE = re.compile(r"^([ \t]*)```swift[ \t]*\n(.*?)^[ \t]*```", re.S | re.M)

out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for name in sys.argv[2:]:
    text = pathlib.Path(name).read_text()
    earlier = []
    for index, match in enumerate(FENCE.finditer(text)):
        code = textwrap.dedent(match.group(2))
        before = text[: match.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
        if (before == "<!-- fragment -->" or FOREIGN.search(code)
                or code.lstrip().startswith("// swift-tools-version")):
            continue
        earlier.append(code)
        if "import CurtainUIKit" not in code:
            continue
        path = out / f"{pathlib.Path(name).stem}_{index}.swift"
        path.write_text("\n".join(earlier))
        print(path)
