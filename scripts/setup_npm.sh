#!/usr/bin/env bash
# Installs the npm dependencies of tools/ort (the onnxruntime-node reference
# runtime) exactly as pinned in tools/ort/package-lock.json. Idempotent: does
# nothing when tools/ort/node_modules already matches the lockfile. Setup time
# only: nothing is downloaded when ort_run.mjs runs.
#
# onnxruntime-node's tarball bundles the CPU binaries (bin/napi-v6/linux/x64/).
# Its postinstall would only fetch optional GPU (CUDA) binaries:
# ONNXRUNTIME_NODE_INSTALL=skip tells it not to, and --ignore-scripts makes sure
# no install script runs at all, whatever npm version this is.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/tools/ort"

for tool in node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "setup_npm.sh: '$tool' not found; install Node.js >= 18 and npm (e.g. apt-get install nodejs npm)" >&2
    exit 1
  fi
done

stamp="$dir/node_modules/.tessera-lock.sha256"
want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
binding="$dir/node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node"

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -f "$binding" ]; then
  echo "setup_npm.sh: tools/ort/node_modules is up to date"
else
  echo "setup_npm.sh: npm ci in tools/ort"
  (cd "$dir" && ONNXRUNTIME_NODE_INSTALL=skip npm ci --ignore-scripts --no-audit --no-fund)
  echo "$want" > "$stamp"
fi

# Check that the bundled CPU runtime loads.
(cd "$dir" && node -e '
const ort = require("onnxruntime-node");
console.log(`setup_npm.sh: onnxruntime-node ${ort.env.versions.node} loads (CPU binary bundled)`);
')

# tools/yosys: Yosys 0.55 built for WebAssembly (@yowasp/yosys; the .wasm is in
# the tarball, nothing is fetched at run time). scripts/synth_area.py uses it
# only to read the PE array's SystemVerilog, which Debian 12's Yosys 0.23
# cannot parse; synthesis itself runs on Debian's yosys.
ydir="$root/tools/yosys"
ystamp="$ydir/node_modules/.tessera-lock.sha256"
ywant="$(sha256sum "$ydir/package-lock.json" | cut -d' ' -f1)"
if [ -f "$ystamp" ] && [ "$(cat "$ystamp")" = "$ywant" ] && [ -d "$ydir/node_modules/@yowasp/yosys" ]; then
  echo "setup_npm.sh: tools/yosys/node_modules is up to date"
else
  echo "setup_npm.sh: npm ci in tools/yosys"
  (cd "$ydir" && npm ci --ignore-scripts --no-audit --no-fund)
  echo "$ywant" > "$ystamp"
fi
