#!/bin/sh
# As the official image's: `haproxy …` runs as master-worker in the foreground, logging to stdout.
set -eu
if [ "${1:-}" = "haproxy" ]; then shift; exec haproxy -W -db "$@"; fi
exec "$@"
