#!/usr/bin/env bash
# Makes, once per machine, the base images Docker Hub would provide, from Debian's packages:
#   localhost/bookworm, localhost/node:24-bookworm-slim, localhost/mysql:8.4 (MariaDB), localhost/redis:7-alpine (Redis),
#   localhost/haproxy:3.0 (Debian's HAProxy 2.6)
# Reused on later runs (`podman image exists`). Needs root, podman, runc and debootstrap.
# Usage: base-images.sh <path to the node 24 binary> <path to the npm package folder>
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
NODE_BIN=$1
NPM_DIR=$2
export CONTAINERS_CONF="$HERE/containers.conf"
PODMAN=(podman)
BUILD=("${PODMAN[@]}" build --isolation=chroot --format docker)

# The mirror the host uses, read at run time (never written down).
mirror() {
  sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -1
}

if ! "${PODMAN[@]}" image exists localhost/bookworm; then
  started=$(date +%s)
  ROOTFS=$(mktemp -d)
  trap 'rm -rf "$ROOTFS"' EXIT
  debootstrap --variant=minbase bookworm "$ROOTFS" "$(mirror)" >/dev/null
  rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/*
  # Same sources inside as outside, so apt-get in the derived images reaches the same mirror.
  echo "deb $(mirror) bookworm main" >"$ROOTFS/etc/apt/sources.list"
  tar -C "$ROOTFS" -c . | "${PODMAN[@]}" import --change 'CMD ["bash"]' - localhost/bookworm >/dev/null
  echo "base image localhost/bookworm made in $(($(date +%s) - started)) s"
fi

if ! "${PODMAN[@]}" image exists localhost/node:24-bookworm-slim; then
  started=$(date +%s)
  CONTEXT=$(mktemp -d)
  cp "$NODE_BIN" "$CONTEXT/node"
  cp -r "$NPM_DIR" "$CONTEXT/npm"
  "${BUILD[@]}" -q -t localhost/node:24-bookworm-slim -f "$HERE/base/node.Containerfile" "$CONTEXT" >/dev/null
  rm -rf "$CONTEXT"
  echo "base image localhost/node:24-bookworm-slim made in $(($(date +%s) - started)) s"
fi

if ! "${PODMAN[@]}" image exists localhost/mysql:8.4; then
  started=$(date +%s)
  "${BUILD[@]}" -q -t localhost/mysql:8.4 -f "$HERE/base/mariadb.Containerfile" "$HERE/base" >/dev/null
  echo "base image localhost/mysql:8.4 (MariaDB) made in $(($(date +%s) - started)) s"
fi

if ! "${PODMAN[@]}" image exists localhost/redis:7-alpine; then
  started=$(date +%s)
  "${BUILD[@]}" -q -t localhost/redis:7-alpine -f "$HERE/base/redis.Containerfile" "$HERE/base" >/dev/null
  echo "base image localhost/redis:7-alpine (Redis) made in $(($(date +%s) - started)) s"
fi

if ! "${PODMAN[@]}" image exists localhost/haproxy:3.0; then
  started=$(date +%s)
  "${BUILD[@]}" -q -t localhost/haproxy:3.0 -f "$HERE/base/haproxy.Containerfile" "$HERE/base" >/dev/null
  echo "base image localhost/haproxy:3.0 (Debian's HAProxy) made in $(($(date +%s) - started)) s"
fi
