// Kernel plans: which of a kernel's operations the accelerator runs, on what
// operands, and what is left to the host.
//
// The accelerator runs a kernel's operations in their order until the first
// one the spec's vector unit lacks (or one it cannot place, e.g. pooling of
// unknown geometry); that operation and every later one go to the host, and
// the kernel ends a program segment so the host can finish it before later
// kernels read its output. Integer arrays produce int32 sums: when the
// kernel has no `requantize` before its first pooling (or its end), one is
// appended there.
//
// An array kernel that pools is run in two passes: the array pass (array
// work and the elementwise ops before the pooling, in place on each output
// tile) stores its result to a kernel-private DRAM scratch tensor, and the
// pooling pass reads it back window by window. Pooling needs neighbouring
// pixels of other output tiles and rows at a stride, which the tile-local
// array pass cannot provide with this ISA (no strided vector access).
// The pooling runs only when its input is exactly what the array pass
// writes (channels and pixels); an op in between that reshapes the data
// (a Slice, a broadcasting Add) sends the pooling to the host.
//
// A Concat along channels after the array work (Conv + Relu + Concat +
// MaxPool, SqueezeNet's fire modules) is assembled in DRAM: the result
// (or the scratch) holds the concatenated pixels, the array pass stores its
// own channels at their offset in each pixel and a copy pass moves the other
// operands' channels beside them, so the pooling sees MaxPool(Concat(...)).
// The Concat runs on the host instead when it is not along channels, when
// an offset starts inside a byte, or when an op between it and the pooling
// (or the end) would have to touch every channel: the chain runs only on the
// array's own channels. Only the int32 sums' requantize (and, on integer
// formats, a DequantizeLinear) may follow it: the operands are activations
// already.
//
// Immediates (docs/backend.md "Immediates"): the plan turns what the graph
// states (Kernel::vector_params) into each step's VECTOR immediates for the
// spec's number format. On integer formats a kernel has one requantize of
// its int32 sums, parameterized by the group's QuantizeLinear (multiplier
// from s_x * s_w / s_y, isa::fixedPointMultiplier) or tessera.Requantize;
// DequantizeLinear is the identity (the integers stay, their consumer knows
// the scale) and the QuantizeLinear the requantize took its grid from is
// not run again. A Relu/Clip next to that requantize folds into its clamp
// (TFLite's fused activation), costing no pass. Per-channel scales make the
// requantize read a multiplier and a shift per lane from operand rows (a
// constant region per kernel, OperandKind::kRequantize). What cannot be
// expressed (a float model's missing scales, per-channel scales on a kernel
// without array work) is a note, never an invented number.
//
// Reshapes and Transposes after a matrix product (Kernel::result_view:
// BERT's head split and merge) are done by the product's stores: they put
// each k fold of a tile where the view sends it, with a transposing STORE
// when the view turns result rows into output columns (attention keys,
// perm [0,2,3,1]). Only unary ops may follow the first Transpose (they
// commute with it); a binary op, an 8-bit-unaligned block, or a view whose
// columns have no common stride sends the Transposes and the ops after them
// to the host, which then gets the result in the product's own layout.
//
// A standalone Softmax or ReduceSum/Mean/Max over trailing axes runs exactly
// in a transposed layout (one reduction per vector lane, ReductionPlan); a
// standalone data movement runs as copy runs (data_movement.h). What they
// cannot express, a reduction fused with other work, LogSoftmax and
// LayerNormalization go to the host with a note (kernel_plan_rows.cpp).
//
// vectorPasses() is what the estimate costs (estimate.cpp), so the analytical
// vector work is the work codegen emits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/plan/data_movement.h"
#include "compiler/backend/lower/kernel.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Where a vector op's second operand comes from.
enum class OperandKind {
  kNone,        ///< a unary op
  kBias,        ///< kernel.weights[index]: one row per k fold, broadcast to every row (bias_add)
  kActivation,  ///< kernel.inputs[index]: shaped like the result, row for row
  kConstant,    ///< kernel.weights[index]: row for row, or one broadcast row when `broadcast`
  kSelf,        ///< the op's own source rows (a binary op without a tensor operand, e.g. Pow as x*x)
  /// requantize with one scale per output channel (StepImmediates::channels): the
  /// kernel's "<kernel>/requantize" constant (memory_plan.h), per k fold a
  /// multiplier row and a shift row read lane by lane (VECTOR per_lane)
  kRequantize,
};

struct Operand {
  OperandKind kind = OperandKind::kNone;
  int index = -1;
  bool broadcast = false;
};

/// Immediates of one step; codegen's setImmediates() writes them into its VECTOR.
struct StepImmediates {
  std::int64_t multiplier = 0;  ///< requantize: fixed-point multiplier in [2^30, 2^31); 0: no scale known
  std::int64_t shift = 0;       ///< requantize: > 0 left shift, < 0 rounding right shift
  /// Requantize of an array kernel's sums with one scale per output channel:
  /// each channel's multiplier and shift, in the model's output-channel order
  /// (which group packing keeps, pack.h). The VECTOR reads them per lane from
  /// operand rows (OperandKind::kRequantize); multiplier and shift above are 0.
  /// Empty: one scale (the immediates), or none known.
  std::vector<isa::FixedPointMultiplier> channels;
  std::int64_t zero_point = 0;  ///< requantize: output zero point (activation format)
  /// Integer formats: requantize / clip bounds, relu's lower bound, in the activation format.
  std::int64_t clamp_min = 0;
  std::int64_t clamp_max = 0;
  /// Relu / clip bounds as real numbers (the graph's; +-infinity: unbounded).
  /// Float formats encode them in the format's bits; integer formats fold them.
  double real_min = 0;
  double real_max = 0;
};

/// One vector-unit operation of a plan.
struct VectorStep {
  hw::VectorOp op = hw::VectorOp::kRelu;
  Operand operand;
  StepImmediates immediates;
  /// A bias_add the next step, a requantize of the array's sums on an
  /// integer format, performs (VECTOR `bias`): no pass of its own, its bias
  /// rows load as before and the requantize reads them (fuseBias).
  bool fused = false;
};

/// A pooling pass: window and input geometry.
struct PoolPlan {
  hw::VectorOp op = hw::VectorOp::kMaxPool;
  hw::model::LayerShape window;  ///< n batch, g channels, r x s window, strides, p x q output
  WindowInput input;             ///< in_h x in_w input, leading padding
  /// One window over the whole unpadded input (global pooling).
  bool global() const {
    return window.p == 1 && window.q == 1 && window.r == input.in_h && window.s == input.in_w &&
           input.pad_top == 0 && input.pad_left == 0;
  }
};

/// A Concat the accelerator assembles (kArray, kernel.h GroupConcat): the
/// array pass writes its own channels at `own_offset` of each result pixel,
/// a copy pass moves each part's channels beside them (the parts their
/// producers do not store there themselves: GroupConcat::Part::in_place).
/// An array kernel whose result is such a part (Kernel::concat_slot) has
/// the slot's offset and no parts: its stores alone write it.
struct ConcatPlan {
  std::int64_t own_offset = 0;
  std::vector<GroupConcat::Part> parts;
};

/// Where a product's stores put its result when the group transposes it
/// (Kernel::result_view): in every aligned block of `run` result columns
/// (a divisor of N), consecutive columns lie `column_stride` elements apart
/// in the output tensor. column_stride 1: each row's block is contiguous (a
/// plain strided STORE); otherwise a transposing STORE writes a block of
/// consecutive result rows, which the view puts one element apart, as
/// columns of DRAM. Codegen keeps each k fold inside one block.
struct ResultPlacement {
  std::int64_t run = 1;
  std::int64_t column_stride = 1;
};

/// A reduction the accelerator runs exactly (kernel_plan_rows.cpp): `rows`
/// independent reductions of `extent` consecutive elements, 16 (one per
/// vector lane) per tile in the transposed layout of docs/backend.md
/// ("Reductions"). Softmax keeps the input's shape; Reduce* writes one
/// element per reduction.
struct ReductionPlan {
  std::int64_t rows = 0;
  std::int64_t extent = 0;
  bool softmax = false;  ///< chain: reduce_max, bias_add, exp, reduce_sum, reciprocal, mul; else one reduction
};

/// How a kernel runs.
enum class PlanMode {
  kNone,    ///< nothing on the accelerator (a view, or every op on the host)
  kArray,   ///< array work, then vector ops in place on each output tile
  kVector,  ///< vector ops on rows of the input (elementwise, pooling, softmax/layernorm pieces)
  kCopy,    ///< data movement: DRAM -> buffer -> DRAM
};

/// The accelerator's share of one kernel.
struct KernelPlan {
  PlanMode mode = PlanMode::kNone;
  int array_input = -1;                ///< kernel.inputs index of the array's streamed operand
  int array_rhs = -1;                  ///< kernel.inputs index of an activation weight operand (A x B)
  int array_weight = -1;               ///< kernel.weights index of the constant weights
  WindowInput conv_input;              ///< kConv: resolved extents and padding
  std::vector<VectorStep> chain;       ///< kArray: in place on each output tile; kVector: on the input rows
  std::optional<ConcatPlan> concat;    ///< kArray: the Concat after the chain, assembled in DRAM
  std::optional<ResultPlacement> placement;  ///< kArray: the result's Transposes, done by the stores
  std::optional<PoolPlan> pool;        ///< pooling pass (kArray: over the scratch tensor)
  std::optional<ReductionPlan> reduction;  ///< kVector: a Softmax / Reduce* in the transposed layout
  std::vector<CopyRun> copy_runs;      ///< kCopy: the copy, run by run (data_movement.h)
  std::vector<VectorStep> after_pool;  ///< ops after the pooling, in place
  std::vector<std::string> host_ops;   ///< left to the host, in order
  std::vector<std::string> notes;      ///< why ops went to the host, for the user
  int result = -1;                     ///< kernel.outputs index the accelerator writes
  std::int64_t result_channels = 0;    ///< channels per pixel of the result, concatenated ones included (0: flat)
  std::int64_t input_channels = 0;     ///< channels per pixel of inputs[array_input] (0: flat)
  std::int64_t array_elements = 0;    ///< kArray: elements the array and concat passes write (pixels x result_channels)
  std::int64_t scratch_elements = 0;  ///< kArray + pool: the array result kept in DRAM (0: none)
  /// True when the host must run after this kernel (the program segment ends).
  bool endsSegment() const { return !host_ops.empty(); }
  /// True when a copy pass moves Concat operands beside the array's channels.
  bool copiesConcat() const { return concat && !concat->parts.empty(); }
};

/// Plans one kernel. Errors name the kernel (a conv whose input geometry
/// cannot be inferred, an array kernel without weights).
Expected<KernelPlan> planKernel(const hw::Spec& spec, const Kernel& kernel);

/// The DRAM region of a pooling array kernel's unpooled result (KernelPlan::scratch_elements).
inline std::string scratchRegionName(const Kernel& kernel) { return kernel.name + "/scratch"; }

/// Stores Concat operands in place (Kernel::concat_slot, GroupConcat::Part::
/// in_place): where an array kernel's result is read by nothing but one
/// later kernel's Concat, which the accelerator assembles, and the array
/// kernel stores its whole result itself (no pooling, Concat or host op of
/// its own, a plain convolution), its stores write its channels of the
/// Concat's result (its scratch, when the Concat's kernel pools after it)
/// and no copy pass moves them (SqueezeNet's expand1x1 results, beside
/// expand3x3's). Decided with planKernel on `spec`; every user of the plans
/// (estimate, codegen, DRAM image, runtime manifest) calls it on the graph
/// it plans. Nothing placed: nullopt. Applying it again places nothing more.
std::optional<KernelGraph> placeConcatOperands(const hw::Spec& spec, const KernelGraph& graph);

/// True when kernel `k` with plan `p` does no work and its output is its
/// first input's bytes: a view (Reshape, Flatten, ...) or a kernel whose ops
/// all vanish on the accelerator (a DequantizeLinear on an integer spec: the
/// identity on the stored integers). The memory plan gives its output the
/// input's region; the runtime skips it.
inline bool aliasesInput(const Kernel& k, const KernelPlan& p) {
  return !k.inputs.empty() &&
         (k.kind == KernelKind::kView || (p.mode == PlanMode::kNone && p.host_ops.empty()));
}

/// planKernel for kSoftmax / kLayerNorm / kReduce kernels (`plan` has the
/// result set): exact in the transposed layout, or the host with a note.
KernelPlan planReduction(const hw::Spec& spec, const Kernel& kernel, KernelPlan plan);
/// planKernel for kDataMovement kernels: copy runs (data_movement.h), or the host with a note.
KernelPlan planMovement(const hw::Spec& spec, const Kernel& kernel, KernelPlan plan);
/// Vector passes over the kernel's data that codegen emits for `plan`: one
/// per chain and after-pool step (a fused bias_add's is its requantize's),
/// one for the pooling, one for a copy (a data-movement kernel's, or a
/// Concat's operands).
int vectorPasses(const KernelPlan& plan);

/// The immediates of a clip that bounds nothing (the activation format's
/// full range; +-infinity on float formats): the data-movement copy.
StepImmediates unboundedClip(const hw::Spec& spec);

/// Extents and padding of a window op's input when lowering did not state
/// them: the padded extents (shape.inputRowsFor(p) x inputColsFor(q)) minus
/// the same total padding d on both axes, d from the input's pixel count;
/// the leading pad is ceil(d / 2) (ONNX pads are symmetric unless the
/// stride leaves trailing rows unused). Error when no d fits.
Expected<WindowInput> inferWindowInput(const hw::model::LayerShape& shape, std::int64_t input_pixels,
                                       const std::string& kernel_name);

}  // namespace tessera::backend
