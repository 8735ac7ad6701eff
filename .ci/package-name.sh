#!/usr/bin/env bash
# Prints the package name SwiftPM passes to swiftc as -package-name (the root package's identity:
# its folder's name, lowercased), so that scripts compiling modules by hand see the same `package`
# declarations. Read from the build description when there is one, else derived from the folder.
#
# Usage: .ci/package-name.sh [BUILD_DIR]   (default .build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
yaml="$(dirname "${1:-.build/debug}")/debug.yaml"
if [ -f "$yaml" ]; then
  name=$(grep -o -m1 -- '-package-name","[^"]*"' "$yaml" | sed 's/.*","//; s/"$//' || true)
  if [ -n "${name:-}" ]; then
    echo "$name"
    exit 0
  fi
fi
basename "$PWD" | tr '[:upper:]' '[:lower:]'
