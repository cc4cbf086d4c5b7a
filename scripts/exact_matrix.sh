#!/usr/bin/env bash
# Whole-model exactness matrix: every model quantized (tessera quantize),
# compiled with lower-to-integer (tessera compile), run on the functional
# core with host ops between segments (tessera run), and compared byte for
# byte with the reference executor's output of the same integer-lowered model
# (tessera exec --pipeline). Writes a markdown table (docs/exact_matrix.md).
#
#   scripts/exact_matrix.sh [TESSERA] [OUT.md] [WORK_DIR]
#
# Rows: int8 per channel on edge_16x16_int8, tiny_4x4_int8 and the
# non-square edge_8x32_int8; int4 per channel on edge_16x16_int4; 2:4-pruned
# int8 per channel on edge_16x16_int8_sparse24; fp16 on edge_16x16_fp16 and bf16
# on edge_16x16_bf16
# (compiled without lower-to-integer; the reference sums in the array's
# order, `tessera exec --ordered-float-sums`, docs/backend.md "Float semantics"). Zoo models are calibrated on
# 4 seeded random inputs (the same on every machine) and run on their
# exported input; the Fashion-MNIST CNN on 50 real test images, run on test
# image 7; the PaddleOCR classifier (opset upgraded to 13 and its
# BatchNormalizations folded first, compiled for its [16, 3, 48, 192] input)
# on its 16 real text lines. A row that differs is re-run with `tessera run --compare`,
# which names the first kernel whose output departs from the reference.
# SIM=1 also runs each row with `tessera sim` (the SystemC model,
# docs/systemc.md) and adds two columns: whether its outputs equal `tessera
# run`'s byte for byte, and the accelerator cycles it simulated.
# SET=extra runs the extra zoo instead (models/cache/zoo_extra, written by
# `models/export_zoo.py --set extra`: the torchvision families nobody tuned
# for) at int8 per channel on edge_16x16_int8, calibrated and run like the
# zoo, into docs/exact_matrix_extra.md; ONLY="m1 m2" limits either set to some
# models, CONFIGS="c1 c2" to some configs.
set -uo pipefail
SIM=${SIM:-0}
SET=${SET:-core}
cd "$(dirname "$0")/.."
ROOT=$(pwd)
T=$(realpath "${1:-build/tools/tessera}")
if [ "$SET" = extra ]; then DEFAULT_OUT=docs/exact_matrix_extra.md; else DEFAULT_OUT=docs/exact_matrix.md; fi
OUT=$(realpath -m "${2:-$DEFAULT_OUT}")
WORK=${3:-$(mktemp -d)}
mkdir -p "$WORK"
PIPELINE="lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse"
PY=/usr/bin/python3

# Inputs: model -> "NAME=FILE" and the batch to compile for.
declare -A INPUT BATCH SOURCE CALIB SHAPE
for m in resnet18 resnet50 mobilenet_v2 squeezenet1_1 efficientnet_b0 bert_encoder_2layer gpt_decoder_block; do
  SOURCE[$m]=models/cache/zoo/$m.onnx
  CALIB[$m]="--calib-random 4 --seed 1"
  BATCH[$m]=1
done
INPUT[resnet18]=input; INPUT[resnet50]=input; INPUT[mobilenet_v2]=input; INPUT[squeezenet1_1]=input
INPUT[efficientnet_b0]=input; INPUT[bert_encoder_2layer]=embeddings; INPUT[gpt_decoder_block]=hidden_in
for m in resnet18 resnet50 mobilenet_v2 squeezenet1_1 efficientnet_b0 bert_encoder_2layer gpt_decoder_block; do
  INPUT[$m]="${INPUT[$m]}=models/cache/zoo/${m}_inputs/input_0.pb"
done
SOURCE[fashion_cnn]=models/fashion_mnist/fashion_cnn.onnx
CALIB[fashion_cnn]="--calib models/fashion_mnist/test_1000_input.pb --calib-count 50"
BATCH[fashion_cnn]=1
$PY - "$WORK/fashion_image7.pb" <<'EOF'
import sys, onnx, onnx.numpy_helper as nh
t = nh.to_array(onnx.load_tensor("models/fashion_mnist/test_1000_input.pb"))
onnx.save_tensor(nh.from_array(t[7:8], "image"), sys.argv[1])
EOF
INPUT[fashion_cnn]="image=$WORK/fashion_image7.pb"
OCR=models/cache/ocr/ocr-models-1.4.2/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx
"$T" opt "$OCR" --pipeline "upgrade-opset{to=13},fold-constants,fold-batchnorm,dce" --out "$WORK/ocr_cls.onnx" \
  >/dev/null 2>"$WORK/ocr_cls.upgrade.log"
SOURCE[ocr_cls]=$WORK/ocr_cls.onnx
CALIB[ocr_cls]="--calib models/ocr/cls_input.pb"
BATCH[ocr_cls]=16
SHAPE[ocr_cls]="--input-shape x=16,3,48,192"  # height and width are open in the model
INPUT[ocr_cls]="x=models/ocr/cls_input.pb"
MODELS=()
for m in fashion_cnn resnet18 resnet50 mobilenet_v2 squeezenet1_1 efficientnet_b0 bert_encoder_2layer gpt_decoder_block ocr_cls; do
  [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $m "* ]] && continue
  MODELS+=("$m")
done
# model x (config, precision, pruning)
VARIANTS=("edge_16x16_int8 int8 dense" "tiny_4x4_int8 int8 dense" "edge_8x32_int8 int8 dense"
          "edge_16x16_int4 int4 dense" "edge_16x16_int8_sparse24 int8 2:4" "edge_16x16_fp16 fp16 dense"
          "edge_16x16_bf16 bf16 dense")
if [ "$SET" = extra ]; then
  # setup exports only the extra models the tests need; the rest here (cached).
  /usr/bin/python3 models/export_zoo.py --out models/cache/zoo_extra --set extra >/dev/null
  MODELS=()
  for f in models/cache/zoo_extra/*.onnx; do
    m=$(basename "$f" .onnx)
    [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $m "* ]] && continue
    MODELS+=("$m")
    SOURCE[$m]=$f
    CALIB[$m]="--calib-random 4 --seed 1"
    BATCH[$m]=1
    INPUT[$m]="input=models/cache/zoo_extra/${m}_inputs/input_0.pb"
  done
  VARIANTS=("edge_16x16_int8 int8 dense")
fi

row() {  # model config precision pruning
  local m=$1 config=$2 precision=$3 pruning=$4 tag=$1.$2
  local src=${SOURCE[$m]}
  [ -n "${CONFIGS:-}" ] && [[ " $CONFIGS " != *" $config "* ]] && return
  # Float points compute in their format: no integer lowering; the reference sums in the array's order.
  local pipeline=$PIPELINE ref_flags=""
  case $precision in fp16|bf16) pipeline=${PIPELINE#lower-to-integer,}; ref_flags=--ordered-float-sums ;; esac
  if [ "$pruning" != dense ]; then
    src=$WORK/$m.pruned.onnx
    [ -f "$src" ] || "$T" sparsify "${SOURCE[$m]}" --n-of-m "$pruning" --out "$src" >"$WORK/$m.prune.log" 2>&1 ||
      { echo "| $m | $config | $precision $pruning | error: sparsify ($(tail -1 "$WORK/$m.prune.log")) | | | | | |"; return; }
  fi
  local q=$WORK/$m.$precision.$pruning.onnx
  q=${q//:/of}
  [ -f "$q" ] || "$T" quantize "$src" --precision "$precision" --per-channel --method minmax ${CALIB[$m]} \
      --out "$q" --report "$q.json" >"$q.log" 2>&1 ||
    { echo "| $m | $config | $precision $pruning | error: quantize ($(grep -m1 error "$q.log" | cut -c1-120)) | | | | | |"; return; }
  local dir=$WORK/$tag.$precision.${pruning//:/of}
  if ! "$T" compile "$q" --hw "configs/$config.yaml" --pipeline "$pipeline" --unknown-dim "${BATCH[$m]}" ${SHAPE[$m]:-} \
      --out "$dir" >"$dir.compile.log" 2>&1; then
    echo "| $m | $config | $precision $pruning | error: compile ($(grep -m1 error "$dir.compile.log" | cut -c1-120)) | | | | | |"
    return
  fi
  local start=$(date +%s%N)
  if ! "$T" run "$dir" --input "${INPUT[$m]}" --out "$dir.out" >"$dir.run.log" 2>&1; then
    echo "| $m | $config | $precision $pruning | error: run ($(grep -m1 error "$dir.run.log" | cut -c1-120)) | | | | | |"
    return
  fi
  local seconds=$(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
  "$T" exec "$q" --pipeline "$pipeline" $ref_flags --input "${INPUT[$m]}" --out "$dir.ref" >"$dir.ref.log" 2>&1 ||
    { echo "| $m | $config | $precision $pruning | error: reference ($(grep -m1 error "$dir.ref.log" | cut -c1-120)) | | | | | |"; return; }
  local result=exact
  for f in "$dir.ref"/output_*.pb; do
    cmp -s "$f" "$dir.out/$(basename "$f")" || result=differs
  done
  if [ "$result" = differs ]; then
    "$T" run "$dir" --input "${INPUT[$m]}" --out "$dir.cmp" --compare >"$dir.compare.log" 2>&1
    local first=$(grep -m1 DIFFERS "$dir.compare.log" | sed -e "s/^  kernel '\([^']*\)'.*/\1/")
    local count=$(grep -m1 '^compare:' "$dir.compare.log" | sed -e 's/^compare: //')
    result="differs: $count; first: \`$first\`"
  fi
  # "DIR on SPEC: accelerator I instructions in S segment(s), A kernel(s); host H kernel(s), O op(s); P split kernel(s); R float result(s) replaced by the host; ..."
  local summary=$(head -1 "$dir.run.log")
  local instructions=$(echo "$summary" | sed -n 's/.*accelerator \([0-9]*\) instructions.*/\1/p')
  local accel=$(echo "$summary" | sed -n 's/.*segment(s), \([0-9]*\) kernel(s).*/\1/p')
  local host=$(echo "$summary" | sed -n 's/.*host \([0-9]*\) kernel(s).*/\1/p')
  local split=$(echo "$summary" | sed -n 's/.* \([0-9]*\) split kernel(s).*/\1/p')
  local replaced=$(echo "$summary" | sed -n 's/.* \([0-9]*\) float result(s) replaced.*/\1/p')
  local warnings=$(grep -c '^warning' "$dir.run.log")
  local sim_columns=""
  if [ "$SIM" = 1 ]; then
    local sim="= run" cycles=""
    if "$T" sim "$dir" --input "${INPUT[$m]}" --out "$dir.sim" >"$dir.sim.log" 2>&1; then
      for f in "$dir.out"/output_*.pb; do
        cmp -s "$f" "$dir.sim/$(basename "$f")" || sim=differs
      done
      cycles=$(sed -n 's/.*accelerator \([0-9]*\) cycles.*/\1/p' "$dir.sim.log" | head -1)
    else
      sim="error: $(grep -m1 error "$dir.sim.log" | cut -c1-120)"
    fi
    sim_columns=" $sim | $cycles |"
  fi
  printf '| %s | %s | %s %s | %s | %s | %s | %s / %s | %s | %s | %s |%s\n' "$m" "$config" "$precision" "$pruning" "$result" \
    "$instructions" "$accel" "$host" "$split" "$replaced" "$warnings" "$seconds" "$sim_columns"
}

{
  echo "# Whole-model exactness: \`tessera run\` against the reference executor"
  echo
  echo "Generated by \`scripts/exact_matrix.sh\` on $(date -u +%Y-%m-%d) ($(nproc) cores); binary \`$(basename "$T")\` at"
  echo "commit \`$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)\`. *exact*: every output byte of \`tessera run\` equals"
  echo "\`tessera exec --pipeline lower-to-integer,...\` on the same quantized model. Kernels: on the"
  echo "accelerator; on the host (whole / split); *replaced*: a kernel reading or writing a float,"
  echo "which the host recomputes after its segment; *warnings*: kernels the plan says are not exact"
  echo "or that read a replaced kernel's result too early. \`docs/backend.md\`, \"Running a compiled model\"."
  echo
  if [ "$SIM" = 1 ]; then
    echo "*sim*: \`tessera sim\`'s outputs against \`tessera run\`'s, byte for byte; *cycles*: what it simulated (docs/systemc.md)."
    echo
    echo "| model | config | precision | result | instructions | accelerator kernels | host / split | replaced | warnings | run s | sim | cycles |"
    echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
  else
    echo "| model | config | precision | result | instructions | accelerator kernels | host / split | replaced | warnings | run s |"
    echo "|---|---|---|---|---|---|---|---|---|---|"
  fi
  for m in "${MODELS[@]}"; do
    for v in "${VARIANTS[@]}"; do
      # shellcheck disable=SC2086
      row "$m" $v
    done
  done
} | tee "$OUT"
