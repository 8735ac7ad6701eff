#!/usr/bin/env python3
"""Writes each ```swift block of the given Markdown files that imports CurtainUIKit into its own
file in OUT_DIR (named after the article and the block's position), dedented, and prints the
paths. Used by .ci/uikit-check.sh to type-check the documentation's UIKit examples."""
import pathlib
import re
import sys
import textwrap

out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for name in sys.argv[2:]:
    text = pathlib.Path(name).read_text()
    blocks = re.findall(r"^([ \t]*)```swift\n(.*?)^[ \t]*```", text, re.S | re.M)
    for index, (_, body) in enumerate(blocks):
        code = textwrap.dedent(body)
        if "import CurtainUIKit" not in code:
            continue
        path = out / f"{pathlib.Path(name).stem}_{index}.swift"
        path.write_text(code)
        print(path)
