#!/usr/bin/env bash
# Prints the `-package-name` SwiftPM gave this package's modules, so that a module compiled by
# hand with swiftc sees (and may declare) the same `package` declarations.
#
# SwiftPM names the package after the identity of the root package, its folder's name: a clone
# in `curtain/` gets `curtain`, a worktree in `house-plugins/` gets `house_plugins`. The name is
# read from the build's llbuild manifest (BUILD_DIR.yaml, written by `swift build`); without one
# it is derived from the folder's name the same way (lowercased, every character other than a
# letter, digit or underscore replaced by `_`, and `_` before a leading digit).
#
# Usage: .ci/package-name.sh [BUILD_DIR]   (default .build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-.build/debug}"
manifest="${build%/}.yaml"
if [ -f "$manifest" ]; then
  name=$(grep -o '"-package-name","[^"]*"' "$manifest" | head -n 1 | cut -d'"' -f4 || true)
  if [ -n "$name" ]; then
    echo "$name"
    exit 0
  fi
fi
name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9_]/_/g; s/^([0-9])/_\1/')
echo "$name"
