#!/bin/sh
# The official image turns protected mode off so other containers on the network can connect.
set -eu
if [ "${1:-}" = "redis-server" ]; then shift; exec redis-server --protected-mode no --bind 0.0.0.0 "$@"; fi
exec "$@"
