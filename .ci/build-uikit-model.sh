#!/usr/bin/env bash
# Builds the UIKit stand-in of Tests/UIKitStub (the stub's declarations, with Apple's availability
# attributes, and the executable model behind them) as the modules QuartzCore and UIKit, with
# libraries to link, in OUT_DIR. Every script that compiles Curtain's UIKit code on Linux builds
# the stand-in here, so a file added to the model is picked up everywhere.
#
# Usage: .ci/build-uikit-model.sh OUT_DIR [--tvos]
#   --tvos  the stand-in as tvOS sees it: each `@available(tvOS, unavailable)` becomes a
#           deprecation ("unavailable on tvOS"; deprecated rather than unavailable so that the
#           model's own code may still use the declaration), and a client built with warnings as
#           errors fails on any use of it; `os(tvOS)` is true and `os(iOS)` false in the copy, so
#           the model's own tvOS branches (no swipe back) are the ones compiled.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
mode="${2:-}"
mkdir -p "$out"
src="Tests/UIKitStub"
if [ "$mode" = "--tvos" ]; then
  copy="$out/tvos-sources"
  rm -rf "$copy"
  mkdir -p "$copy/QuartzCore" "$copy/Model"
  while IFS= read -r file; do
    sed -E 's/@available\(tvOS, unavailable\)/@available(*, deprecated, message: "unavailable on tvOS")/; s/\bos\(tvOS\)/true/g; s/\bos\(iOS\)/false/g' \
      "$file" >"$copy/${file#"$src"/}"
  done < <(find "$src" -maxdepth 1 -name '*.swift'; find "$src/QuartzCore" "$src/Model" -name '*.swift')
  src="$copy"
fi
mapfile -t quartz < <(find "$src/QuartzCore" -name '*.swift' | sort)
mapfile -t uikit < <(find "$src" -maxdepth 1 -name '*.swift' | sort; find "$src/Model" -name '*.swift' | sort)
swift6=(swiftc -emit-module -emit-library -parse-as-library -swift-version 6)
"${swift6[@]}" -module-name QuartzCore -emit-module-path "$out/QuartzCore.swiftmodule" \
  -o "$out/libQuartzCore.so" "${quartz[@]}"
"${swift6[@]}" -module-name UIKit -I "$out" -L "$out" -lQuartzCore \
  -emit-module-path "$out/UIKit.swiftmodule" -o "$out/libUIKit.so" "${uikit[@]}"
