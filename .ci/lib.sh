# Shared by the CI check scripts (source it after setting `check_name` and `tmp`):
# `fail MESSAGE` prints "check_name: MESSAGE" and exits 1; `run_checked LABEL COMMAND...` runs a
# compiler command, prints its output, and fails on any error or warning it prints.

fail() {
  echo "${check_name:-ci}: $*" >&2
  exit 1
}

run_checked() {
  local label="$1"
  shift
  local log="$tmp/log.txt"
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    fail "$label failed"
  fi
  if grep -E "(error|warning):" "$log" >/dev/null; then
    cat "$log" >&2
    fail "$label printed diagnostics"
  fi
}
