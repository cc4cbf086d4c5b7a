// Kernels: the units the backend maps, schedules and costs.
//
// A kernel is one fused group of the graph (passes/fuse.cpp) seen by the
// hardware: optional array work (a Conv or a matrix product as a LayerShape),
// followed by the vector-unit operations its other nodes need, reading
// activations and weights from DRAM and writing its outputs back. Kernels
// are hardware-independent: one KernelGraph serves every point of a sweep;
// the spec decides tile sizes, bytes, placement and cost (estimate.h).
//
//   ONNX --import--> ir::Graph --passes (fuse)--> lowerGraph() --> KernelGraph
//   SCALE-Sim topology CSV ------------------> readScaleSimTopology() --^
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/isa/fixed_point.h"
#include "hw/model/layer.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// What a kernel mostly does; decides how it is lowered.
enum class KernelKind {
  kConv,          ///< Conv (grouped, depthwise, strided, dilated) on the array
  kMatMul,        ///< Gemm / MatMul on the array; batched ones use LayerShape::g as the batch
  kPool,          ///< pooling alone, on the vector unit
  kElementwise,   ///< elementwise / activation ops alone, on the vector unit
  kSoftmax,       ///< Softmax, as reduce_max, add, exp, reduce_sum, reciprocal, mul
  kLayerNorm,     ///< LayerNormalization, as reduce_sum, add, mul, reduce_sum, rsqrt, mul, mul, add
  kReduce,        ///< Reduce* over the innermost axes
  kDataMovement,  ///< Transpose, Concat, Slice, Gather, Pad, ...: strided DRAM->buffer->DRAM copies
  kView,          ///< Reshape, Flatten, Squeeze, Unsqueeze: a new name for the same bytes, free
  kHost,          ///< an op the accelerator has no lowering for (e.g. NonMaxSuppression): runs on the host
};

/// "conv", "matmul", "pool", ...
std::string_view name(KernelKind kind);

/// One tensor a kernel reads or writes, as the backend sizes it.
struct TensorRef {
  ir::ValueId value = ir::kNoValue;
  std::string name;
  std::int64_t elements = 0;
  bool constant = false;  ///< an initializer (weights, bias, scales)
};

/// Weight sparsity measured on the real constant data (not assumed).
struct WeightSparsity {
  std::int64_t elements = 0;  ///< weight elements of the array operand
  std::int64_t nonzeros = 0;
  /// Most nonzeros in any group of M consecutive weights along the
  /// reduction, for M = 2, 4, 8, 16 (index log2(M) - 1); -1 = not measured.
  /// Lets the backend check a spec's N:M format against the real mask.
  std::array<int, 4> max_nonzeros_per_group{-1, -1, -1, -1};
  double density() const { return elements > 0 ? static_cast<double>(nonzeros) / elements : 1.0; }
  /// True when every group of m (2, 4, 8 or 16) holds at most n nonzeros.
  bool satisfiesNofM(int n, int m) const;
};

/// Unpadded input extents and leading padding of a windowed op (conv or
/// pooling), which the loop nest leaves implicit; in_h == 0: not set.
struct WindowInput {
  std::int64_t in_h = 0;
  std::int64_t in_w = 0;
  std::int64_t pad_top = 0;
  std::int64_t pad_left = 0;
};

/// The integer grid of a quantized tensor as the model states it:
/// real = scale * (q - zero_point), q in [qmin, qmax] (the dtype's range,
/// narrowed by a Clip after the QuantizeLinear for int4 in an 8-bit container).
struct QuantGrid {
  double scale = 0;  ///< 0: not stated (a tessera.Requantize states its multiplier, not its scales)
  std::int64_t zero_point = 0;
  std::int64_t qmin = -128;
  std::int64_t qmax = 127;
};

/// The graph op a kRequantize vector op comes from.
enum class QuantRole {
  kNone,        ///< not a quantization op (or nothing is known about it)
  kQuantize,    ///< QuantizeLinear: real values -> `grid`
  kDequantize,  ///< DequantizeLinear: `grid` -> real values
  kRequantize,  ///< tessera.Requantize (lower-to-integer): int32 sums -> `grid` by `multipliers`
  kToFp16,      ///< Cast(to=FLOAT16) of an fp32 value: rounds to fp16 (the format conversion of a float point)
  kToBf16,      ///< Cast(to=BFLOAT16) of an fp32 value already on bf16 (the quantizer's split rounded it)
  /// Sub, Div, Neg, Pow: the vector ops stand for the node's cost (add,
  /// reciprocal + mul, mul), not its value (no negated operand, no divide);
  /// LeakyRelu, PRelu and HardSigmoid with a slope other than the vector
  /// unit's own (ONNX's defaults); tessera.Swish (sigmoid, then mul by x,
  /// which the in-place chain no longer holds): a float point's plan runs
  /// the node on the host.
  kCostOnly,
};

/// What the graph states about one vector op (Kernel::vector_params); the
/// kernel plan turns it into instruction immediates for a spec.
struct VectorParams {
  QuantRole role = QuantRole::kNone;
  std::optional<QuantGrid> grid;  ///< kQuantize: output; kDequantize: input; kRequantize: output (scale 0)
  /// kQuantize: scale of its input when a per-tensor DequantizeLinear
  /// produced it (requantizing integers); 0: the input is a float tensor.
  double input_scale = 0;
  /// kRequantize: fixed-point multiplier and shift, one, or one per output channel.
  std::vector<isa::FixedPointMultiplier> multipliers;
  /// kRelu / kClip: bounds as real numbers; nullopt: unbounded on that side.
  std::optional<double> min;
  std::optional<double> max;
  bool bounds_known = true;  ///< false: a Clip bound is computed at run time (not a constant)
  /// Add / Mul: the grid of the one input a per-tensor DequantizeLinear
  /// produces (a quantized residual); nullopt: none, or both.
  std::optional<QuantGrid> operand_grid;
  /// A binary op (add, mul, ...): its operand from DRAM is a constant
  /// (Kernel::weights), not an activation (Kernel::inputs). The plan gives
  /// each op its own operand in the graph's order (on floats the order of two
  /// additions is the result's); nullopt: not stated (activations first).
  std::optional<bool> constant_operand;
};

/// A Concat inside a group with array work (Conv + Relu + Concat + MaxPool,
/// a SqueezeNet fire module). It is no vector op: it places the value the
/// group's earlier ops produce (the array's own channels) beside other
/// activations of the kernel in each pixel. Lowering records where it sits
/// among the vector ops and, when it joins channels, each piece's channels;
/// the kernel plan decides whether the accelerator assembles it.
struct GroupConcat {
  /// Index in Kernel::vector_ops of the first op after the Concat (== size: none).
  std::size_t before_op = 0;
  /// False: not along the channel axis, or an operand that is neither the
  /// group's own value nor an activation input (a constant, another value of
  /// the group): only the host can run it.
  bool along_channels = false;
  std::int64_t channels = 0;    ///< channels per pixel of the result
  std::int64_t own_offset = 0;  ///< first channel of the group's own value
  /// One other operand: kernel.inputs[input], at channels [offset, offset + channels).
  struct Part {
    int input = -1;
    std::int64_t offset = 0;
    std::int64_t channels = 0;
    /// Its producer stores it at its channels of the result (Kernel::concat_slot,
    /// set by placeConcatOperands on a spec): nothing copies it.
    bool in_place = false;
  };
  std::vector<Part> parts;
};

/// Where an array kernel stores its result when that result is an operand
/// of a later kernel's Concat (placeConcatOperands, kernel_plan.h): at
/// channels [offset, offset + its own) of each pixel of `result`, the
/// Concat's result, whose pixels hold `channels` channels. When the
/// Concat's kernel pools after it, `result` is that kernel's scratch (the
/// unpooled Concat its pooling pass reads: "<kernel>/scratch", kernel id
/// `scratch_of`).
struct ConcatSlot {
  TensorRef result;
  std::int64_t offset = 0;
  std::int64_t channels = 0;
  int scratch_of = -1;
};

/// Reshapes and Transposes after a matrix product (BERT's head split
/// MatMul+Add+Reshape+Transpose, the head merge MatMul+Transpose+Reshape):
/// where element i of the product's row-major [batch, M, N] result lands in
/// the kernel's output tensor (row-major). A Reshape keeps the linear order,
/// so only the Transposes are recorded, each with the shape it reads.
struct ResultView {
  struct Transpose {
    std::vector<std::int64_t> shape;  ///< the Transpose's input shape (static)
    std::vector<std::int64_t> perm;
  };
  std::vector<Transpose> transposes;
  /// Index in Kernel::vector_ops of the first op after the first Transpose
  /// (ops from there on see the transposed layout).
  std::size_t before_op = 0;
  bool empty() const { return transposes.empty(); }
  /// Output linear index of result linear index `index`.
  std::int64_t map(std::int64_t index) const;
};

/// The geometry of a standalone Softmax, LogSoftmax, LayerNormalization,
/// InstanceNormalization or Reduce* kernel, which flat rows of the vector
/// unit cannot tell: `rows` independent reductions of `extent` consecutive
/// elements each (the reduced axes are the trailing ones of a row-major
/// stored tensor). The kernel plan runs it exactly on the accelerator or
/// sends it to the host with `why_not` or its own reason (kernel_plan.h).
struct RowReduction {
  std::string op;             ///< ONNX op type ("Softmax", "ReduceMean", ...)
  std::int64_t rows = 0;      ///< independent reductions (product of the kept leading axes)
  std::int64_t extent = 0;    ///< elements each one reduces (product of the reduced trailing axes)
  double epsilon = 0;         ///< LayerNormalization / InstanceNormalization
  std::string why_not;        ///< non-empty: not expressible as rows x extent (the host runs it)
};

/// A standalone data-movement op (Transpose, Concat, Slice, Pad, Gather,
/// Expand, Tile) with everything needed to say where each output element
/// comes from (data_movement.h): static shapes, resolved attributes and
/// constant inputs. Views in the group are the same bytes and need nothing.
struct DataMovement {
  std::string op;                                      ///< ONNX op type
  std::vector<int> operands;                           ///< kernel.inputs index of each data operand, in op order
  std::vector<std::vector<std::int64_t>> input_shapes;  ///< shape of each data operand
  std::vector<std::int64_t> output_shape;
  std::vector<std::int64_t> perm;     ///< Transpose: output axis d reads input axis perm[d]
  std::int64_t axis = 0;              ///< Concat, Gather: the axis (non-negative)
  std::vector<std::int64_t> starts;   ///< Slice: first input index per axis; Pad: leading pad per axis
  std::vector<std::int64_t> steps;    ///< Slice: input step per axis (may be negative)
  std::vector<std::int64_t> indices;  ///< Gather: the constant indices, flattened, made non-negative
  std::vector<std::int64_t> indices_shape;  ///< Gather: shape of the indices
  std::string why_not;                ///< non-empty: not described (the host runs it), and why
};

/// One fused group as the hardware sees it.
struct Kernel {
  int id = 0;        ///< index in KernelGraph::kernels (topological)
  std::string name;  ///< the group's root node name
  KernelKind kind = KernelKind::kElementwise;
  std::string ops;                       ///< op types of the group in order: "Conv+Relu+Add+MaxPool"
  std::vector<int> nodes;                ///< graph node indices of the group ({} for CSV layers)
  hw::model::LayerShape shape;           ///< array work (kConv, kMatMul); unused otherwise
  bool weights_constant = true;          ///< kMatMul: B is a constant; false for activation x activation
  WeightSparsity sparsity;               ///< of the array operand's constant weights
  /// A depthwise kernel the array runs banded (map/toeplitz.h), set by
  /// packGroups on a spec: its stored weights are the bands, not the packing.
  bool banded = false;
  /// Set by placeConcatOperands on a spec: the result is stored in place
  /// in a later kernel's Concat result (GroupConcat::Part::in_place there).
  std::optional<ConcatSlot> concat_slot;
  std::vector<hw::VectorOp> vector_ops;  ///< post-processing, in order (after the array work)
  /// What the graph states about vector_ops[i], index for index; shorter
  /// (kernels built by hand, SCALE-Sim layers): nothing about the rest. Use paramsOf().
  std::vector<VectorParams> vector_params;
  std::int64_t vector_elements = 0;      ///< elements each vector op touches (max over the group)
  std::vector<std::string> host_ops;     ///< ops with no vector-unit lowering at all (kHost)
  /// The group's Concats, in order (their place among vector_ops; kernel_plan.h).
  std::vector<GroupConcat> concats;
  /// kMatMul: Transposes of the product's result inside the group (kernel_plan.h).
  ResultView result_view;
  /// kMatMul whose streamed operand is a Flatten/Reshape of a channel-first
  /// [n, c, h, w] activation with h * w > 1 (a CNN's classifier after its
  /// last pooling): {c, h, w}. DRAM holds that activation channel-last, so
  /// the product's reduction index runs (h, w, c) where the model's runs
  /// (c, h, w): the stored weight rows are permuted to match (dram_image.h).
  /// Empty: the reduction order is the model's.
  std::vector<std::int64_t> flattened_input;
  /// Index in vector_ops where an op with no accelerator lowering sits inside
  /// the group (host_ops[0]: a Slice after a Conv, ...); the host runs it and
  /// every later op. vector_ops.size() or more: none.
  std::size_t host_from_op = static_cast<std::size_t>(-1);
  /// kSoftmax / kLayerNorm / kReduce: rows x extent of the reduction (rows 0: not described).
  RowReduction reduction;
  /// kDataMovement: the op and its resolved attributes (op empty: not described).
  DataMovement movement;
  std::vector<TensorRef> inputs;         ///< activations read from DRAM
  std::vector<TensorRef> weights;        ///< constants read from DRAM
  std::vector<TensorRef> outputs;        ///< activations written to DRAM
  /// kConv: extents and padding of the array operand; when not set, codegen
  /// infers them from the input's element count (backend/plan/kernel_plan.h).
  WindowInput conv_input;
  /// Pooling of the group (max_pool / avg_pool in vector_ops) as a depthwise
  /// nest: n batch, g channels, k = c = 1, r x s window, strides, p x q
  /// output. r == 0: not set (codegen infers non-overlapping and global windows).
  hw::model::LayerShape pool{.r = 0};
  WindowInput pool_input;  ///< extents and padding of the pooling's input
  /// kConv / kMatMul of a quantized model: real scale of one unit of the
  /// array's int32 sums, s_input * s_weight (one, or one per output channel);
  /// empty when the model does not quantize both operands.
  std::vector<double> accumulator_scales;
  /// kConv / kMatMul: grid of the streamed activation when the model states it.
  std::optional<QuantGrid> input_grid;

  /// vector_params[i], or no parameters when the kernel states none for op i.
  const VectorParams& paramsOf(size_t i) const;
};

/// A whole model as kernels in execution order, plus the tensors they pass.
struct KernelGraph {
  std::string model;     ///< graph name or file stem
  std::string source;    ///< file it came from
  std::string pipeline;  ///< passes that produced the graph
  std::vector<Kernel> kernels;
  std::vector<TensorRef> graph_inputs;
  std::vector<TensorRef> graph_outputs;
  /// The graph the kernels were lowered from (TensorRef::value and
  /// Kernel::nodes index it): the constants' data and QuantParams, for the
  /// DRAM image (dram_image.h). Shared, never modified; null for SCALE-Sim layers.
  std::shared_ptr<const ir::Graph> source_graph;
  std::int64_t macs() const;
};

/// How lowering binds what the model leaves open.
struct LowerOptions {
  /// Value of every unknown (symbolic) dimension, e.g. a batch dim_param.
  std::int64_t unknown_dim = 1;
  /// Graph inputs bound to a whole static shape at import (`--input-shape`),
  /// e.g. an image classifier with open height and width.
  std::map<std::string, std::vector<std::int64_t>> input_shapes;
};

/// Lowers a graph on which the `fuse` pass has run into kernels.
/// Errors name the node and what was expected (unknown rank, a shape the
/// lowering does not cover, ...).
Expected<KernelGraph> lowerGraph(const ir::Graph& graph, const LowerOptions& options = {});

/// Reads a SCALE-Sim topology CSV. Conv rows:
///   Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,
/// GEMM rows (header "Layer, M, N, K,"): M x K times K x N. The header row
/// decides the kind; errors name the file, line and column.
Expected<KernelGraph> readScaleSimTopology(const std::filesystem::path& file);

/// The usual front half in one call: import, the given pipeline (default:
/// passes::defaultPipeline()), lowerGraph().
Expected<KernelGraph> prepareOnnxModel(const std::filesystem::path& file, const std::string& pipeline = "",
                                       const LowerOptions& options = {});

/// ONNX (.onnx) or SCALE-Sim topology (.csv), by extension.
Expected<KernelGraph> prepareModel(const std::filesystem::path& file, const std::string& pipeline = "",
                                   const LowerOptions& options = {});

}  // namespace tessera::backend
