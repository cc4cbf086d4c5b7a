#!/usr/bin/env bash
# Installs every build and test dependency from Debian's packages. Idempotent:
# apt-get skips what is already installed. README.md says why each is needed.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config  # C++20 toolchain and build
  libyaml-cpp-dev libyaml-dev                   # accelerator YAML (tree + syntax gate)
  libcli11-dev                                  # `tessera` subcommands and --help
  libfmt-dev nlohmann-json3-dev                 # formatting, JSON summaries
  libgtest-dev libgmock-dev                     # tests
  verilator                                     # RTL lint and Verilated co-simulation
)
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
