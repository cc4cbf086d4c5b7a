// Tests for per-channel requantization as instructions (immediates.h
// ChannelRequantize, OperandKind::kRequantize, VECTOR per_lane): the
// Fashion-MNIST CNN quantized per channel, compiled for tiny_4x4_int8 and
// edge_16x16_int8. Every requantize is per lane with zero immediates; the
// rows it reads are followed back to the LOADs that filled them (the
// kernel's "<kernel>/requantize" region, the channels its result is stored
// to); the region's values are fixedPointMultiplier(s_x * s_w[c] / s_y)
// computed here from the model's scales; the QDQ and lower-to-integer forms
// give the same values and instructions; the schedule checker passes; a
// depthwise convolution packed block-diagonal keeps the model's channel order.
#include <gtest/gtest.h>

#include <map>
#include <ostream>
#include <optional>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/plan/immediates.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/map/pack.h"
#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/encode.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/backend/compile_helpers.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;
using testing::loadConfig;

using testing::compiled;
using testing::lowered;

/// The Fashion-MNIST CNN, int8 minmax QDQ with per-channel weight scales, as
/// `tessera quantize --per-channel --method minmax` writes it.
ir::Graph perChannelFashionCnn() {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  EXPECT_TRUE(g.ok()) << render(g.status().diagnostics());
  if (!g) return {};
  Expected<ir::Tensor> images = quant::loadSamples(*g, {"models/fashion_mnist/test_1000_input.pb"});
  EXPECT_TRUE(images.ok()) << render(images.status().diagnostics());
  Expected<quant::Calibration> calibration = quant::calibrate(*g, quant::sliceRows(*images, 0, 50), {50, 2048, 1});
  EXPECT_TRUE(calibration.ok()) << render(calibration.status().diagnostics());
  quant::QuantizeOptions options;
  options.method = quant::CalibMethod::kMinMax;
  options.per_channel = true;
  Expected<quant::QuantizeResult> q = quant::quantizeGraph(*g, *calibration, options);
  EXPECT_TRUE(q.ok()) << render(q.status().diagnostics());
  return q.ok() ? q->graph : ir::Graph{};
}

const ir::Node* producerOf(const ir::Graph& g, ir::ValueId v) {
  for (const ir::Node& n : g.nodes)
    for (ir::ValueId out : n.outputs)
      if (out == v) return &n;
  return nullptr;
}

const ir::Tensor& constantInput(const ir::Graph& g, const ir::Node& node, size_t input) {
  const ir::Value& v = g.value(node.inputs.at(input));
  EXPECT_TRUE(v.constant.has_value()) << node.name << " input " << input;
  return *v.constant;
}

/// Per array node of a QDQ graph (Conv, Gemm, MatMul, in graph order) the
/// expected multipliers isa::fixedPointMultiplier(s_x * s_w[c] / s_y), read
/// from the model itself: s_x from the DequantizeLinear of the input, s_w from
/// the DequantizeLinear of the weights, s_y from the first QuantizeLinear the
/// result reaches through Relu/MaxPool/Reshape/Flatten. Empty when the node's
/// result is not requantized (the float logits).
std::vector<std::vector<isa::FixedPointMultiplier>> expectedMultipliers(const ir::Graph& g) {
  std::vector<std::vector<isa::FixedPointMultiplier>> out;
  for (const ir::Node& node : g.nodes) {
    if (node.op_type != "Conv" && node.op_type != "Gemm" && node.op_type != "MatMul") continue;
    const ir::Node* dq_x = producerOf(g, node.inputs[0]);
    const ir::Node* dq_w = producerOf(g, node.inputs[1]);
    EXPECT_TRUE(dq_x && dq_x->op_type == "DequantizeLinear") << node.name;
    EXPECT_TRUE(dq_w && dq_w->op_type == "DequantizeLinear") << node.name;
    if (!dq_x || !dq_w) return {};
    const double sx = constantInput(g, *dq_x, 1).at(0);
    const ir::Tensor& sw = constantInput(g, *dq_w, 1);
    double sy = 0;
    ir::ValueId v = node.outputs[0];
    for (bool moved = true; moved && sy == 0;) {
      moved = false;
      for (const ir::Node& consumer : g.nodes) {
        if (consumer.inputs.empty() || consumer.inputs[0] != v) continue;
        if (consumer.op_type == "QuantizeLinear") {
          sy = constantInput(g, consumer, 1).at(0);
        } else if (consumer.op_type == "Relu" || consumer.op_type == "MaxPool" || consumer.op_type == "Reshape" ||
                   consumer.op_type == "Flatten") {
          v = consumer.outputs[0];
          moved = true;
        }
        break;
      }
    }
    std::vector<isa::FixedPointMultiplier> channels;
    for (std::int64_t c = 0; sy > 0 && c < sw.size(); ++c) {
      Expected<isa::FixedPointMultiplier> m = isa::fixedPointMultiplier(sx * sw.at(c) / sy);
      EXPECT_TRUE(m.ok()) << node.name;
      if (m) channels.push_back(*m);
    }
    out.push_back(std::move(channels));
  }
  return out;
}

std::vector<const Kernel*> arrayKernels(const KernelGraph& graph) {
  std::vector<const Kernel*> out;
  for (const Kernel& k : graph.kernels)
    if (k.kind == KernelKind::kConv || k.kind == KernelKind::kMatMul) out.push_back(&k);
  return out;
}

/// What a LOAD last wrote into an output-buffer row: the DRAM byte address of its first element and the elements.
struct RowSource {
  std::int64_t dram = -1;
  std::int64_t elements = 0;
};

/// Channel coverage of one kernel's per-lane requantizes: lane j of a VECTOR
/// whose rows came from channel c0 covers channel c0 + j.
struct Followed {
  int vectors = 0;
  int with_bias = 0;  ///< of them, requantizes that add the bias (VECTOR bias)
  std::vector<int> lanes_per_channel;
};

/// Follows every requantize VECTOR of `kernel` in `program` back to the LOADs
/// that filled its operand rows (bias, multipliers, shifts) and forward to the STORE of its result
/// rows; checks they agree on the channels and returns the coverage.
/// (ASSERT_* needs a void function: the result goes to `f`.)
void followRequantizes(const hw::Spec& spec, const Program& program, const Kernel& kernel, std::int64_t channels,
                       Followed& f) {
  f.lanes_per_channel.assign(static_cast<size_t>(channels), 0);
  const Region* region = program.memory.find(requantizeRegionName(kernel));
  if (!region) {
    ADD_FAILURE() << kernel.name << ": no requantize region";
    return;
  }
  EXPECT_EQ(region->kind, RegionKind::kConstant);
  EXPECT_EQ(region->bytes, requantizeConstantBytes(spec, channels));
  const std::int64_t acc_bytes = spec.params().precision.accumulator_bits / 8;
  const std::int64_t shift_offset = channels * acc_bytes;
  EXPECT_EQ(requantizeShiftOffset(spec, channels), shift_offset);
  const std::vector<isa::Instruction> code = program.decoded();
  const ProgramKernel* entry = nullptr;
  for (const ProgramKernel& k : program.kernels)
    if (k.name == kernel.name) entry = &k;
  if (!entry) {
    ADD_FAILURE() << kernel.name << ": not in the program";
    return;
  }
  std::map<std::uint64_t, RowSource> output_rows;  // output-buffer row -> what the last LOAD put there
  for (std::size_t i = 0; i < code.size(); ++i) {
    const isa::Instruction& in = code[i];
    if (in.opcode == isa::Opcode::kLoad && in.transfer.buffer == hw::BufferKind::kOutput) {
      const isa::TransferFields& t = in.transfer;
      for (std::uint64_t p = 0; p < isa::planeCount(t); ++p)
        for (std::uint64_t r = 0; r < t.rows; ++r)
          output_rows[isa::bufferRow(t, p, r)] = {
              static_cast<std::int64_t>(t.dram_address + (isa::planeCount(t) > 1 ? p * t.dram_plane_stride_bytes : 0) +
                                        r * t.dram_stride_bytes),
              static_cast<std::int64_t>(t.elements)};
    }
    if (i < entry->first || i >= entry->first + entry->count) continue;
    if (in.opcode != isa::Opcode::kVector || in.vector.op != VectorOp::kRequantize || in.vector.count == 0) continue;
    const isa::VectorFields& v = in.vector;
    ++f.vectors;
    EXPECT_TRUE(v.per_lane) << kernel.name << " instruction " << i;
    EXPECT_EQ(v.multiplier, 0u) << kernel.name;
    EXPECT_EQ(v.shift, 0) << kernel.name;
    EXPECT_EQ(v.operand_buffer, hw::BufferKind::kOutput) << kernel.name;
    // The multiplier row and the shift row: filled from the region, the same channels, shift row k values on;
    // before them the bias row the requantize adds (VECTOR bias): the same channels of the bias, which
    // the memory plan puts right before the region.
    const std::uint64_t lane_row = v.operand_row + (v.bias ? 1 : 0);
    const RowSource multipliers = output_rows[lane_row], shifts = output_rows[lane_row + 1];
    if (v.bias) {
      ++f.with_bias;
      EXPECT_EQ(output_rows[v.operand_row].dram + shift_offset, multipliers.dram)
          << kernel.name << " instruction " << i;
      EXPECT_GE(output_rows[v.operand_row].elements, static_cast<std::int64_t>(v.lanes)) << kernel.name;
    }
    ASSERT_GE(multipliers.dram, region->offset_bytes) << kernel.name << " instruction " << i;
    ASSERT_LT(multipliers.dram, region->offset_bytes + shift_offset) << kernel.name << " instruction " << i;
    EXPECT_EQ(shifts.dram, multipliers.dram + shift_offset) << kernel.name << " instruction " << i;
    EXPECT_EQ((multipliers.dram - region->offset_bytes) % acc_bytes, 0);
    const std::int64_t c0 = (multipliers.dram - region->offset_bytes) / acc_bytes;
    EXPECT_GE(multipliers.elements, static_cast<std::int64_t>(v.lanes)) << kernel.name;
    EXPECT_GE(shifts.elements, static_cast<std::int64_t>(v.lanes)) << kernel.name;
    // The result rows this VECTOR converts are stored (next STORE touching its first row) at channel c0.
    std::optional<std::int64_t> stored;
    for (std::size_t j = i + 1; j < code.size() && !stored; ++j) {
      const isa::TransferFields& t = code[j].transfer;
      if (code[j].opcode != isa::Opcode::kStore || t.buffer != hw::BufferKind::kOutput) continue;
      for (std::uint64_t p = 0; p < isa::planeCount(t) && !stored; ++p)
        for (std::uint64_t r = 0; r < t.rows && !stored; ++r)
          if (isa::bufferRow(t, p, r) == v.dst_row)
            stored = static_cast<std::int64_t>(t.dram_address +
                                               (isa::planeCount(t) > 1 ? p * t.dram_plane_stride_bytes : 0) +
                                               r * t.dram_stride_bytes);
    }
    ASSERT_TRUE(stored.has_value()) << kernel.name << " instruction " << i;
    // The array pass stores to the kernel's scratch when it pools, else to its output.
    const Region* result = program.memory.scratch(kernel.id);
    if (!result) result = program.memory.find(kernel.outputs.back().name);
    ASSERT_NE(result, nullptr) << kernel.name;
    ASSERT_GE(*stored, result->offset_bytes) << kernel.name;
    ASSERT_LT(*stored, result->offset_bytes + result->bytes) << kernel.name;
    // int8 results, channel-last: the byte within the pixel is the channel.
    EXPECT_EQ((*stored - result->offset_bytes) % channels, c0) << kernel.name << " instruction " << i;
    for (std::uint64_t j = 0; j < v.lanes; ++j)
      if (c0 + static_cast<std::int64_t>(j) < channels) ++f.lanes_per_channel[static_cast<size_t>(c0) + j];
  }
}

/// An instruction with its DRAM address made relative to the region it
/// falls in (the smallest holding it), plus that region's kind and size: the
/// two forms of a model place their constants at different offsets (the QDQ
/// form keeps the Q/DQ scales as constants), so addresses compare per region.
struct RelativeInstruction {
  isa::Instruction instruction;
  RegionKind kind = RegionKind::kConstant;
  std::int64_t region_bytes = 0;
  bool operator==(const RelativeInstruction&) const = default;
};

RelativeInstruction regionRelative(const Program& program, isa::Instruction in) {
  RelativeInstruction out;
  if (in.opcode == isa::Opcode::kLoad || in.opcode == isa::Opcode::kStore) {
    const auto address = static_cast<std::int64_t>(in.transfer.dram_address);
    const Region* region = nullptr;
    for (const Region& r : program.memory.regions)
      if (address >= r.offset_bytes && address < r.offset_bytes + std::max<std::int64_t>(r.bytes, 1) &&
          (!region || r.bytes < region->bytes))
        region = &r;
    if (region) {
      in.transfer.dram_address = static_cast<std::uint64_t>(address - region->offset_bytes);
      out.kind = region->kind;
      out.region_bytes = region->bytes;
    }
  }
  out.instruction = in;
  return out;
}

std::ostream& operator<<(std::ostream& os, const RelativeInstruction& r) {
  return os << "opcode " << static_cast<int>(r.instruction.opcode) << " region offset "
            << r.instruction.transfer.dram_address << " of a " << name(r.kind) << " region of " << r.region_bytes
            << " bytes";
}

class PerChannelFashionCnn : public ::testing::TestWithParam<std::string> {};

TEST_P(PerChannelFashionCnn, RequantizesPerLaneFromTheKernelsRegion) {
  const hw::Spec spec = loadConfig(GetParam());
  const ir::Graph qdq = perChannelFashionCnn();
  const std::vector<std::vector<isa::FixedPointMultiplier>> expected = expectedMultipliers(qdq);
  ASSERT_EQ(expected.size(), 4u);  // conv1, conv2, fc1, the float logits
  ASSERT_TRUE(expected[3].empty());
  const KernelGraph graph = lowered(qdq);
  const std::vector<const Kernel*> kernels = arrayKernels(graph);
  ASSERT_EQ(kernels.size(), 4u);
  const Program program = compiled(spec, graph);
  for (const std::string& note : program.notes) EXPECT_EQ(note.find("per-channel"), std::string::npos) << note;
  for (size_t i = 0; i < kernels.size(); ++i) {
    const Kernel& kernel = *kernels[i];
    auto values = channelRequantize(spec, kernel);
    ASSERT_TRUE(values.ok()) << render(values.status().diagnostics());
    if (expected[i].empty()) {
      EXPECT_FALSE(values->has_value()) << kernel.name;
      EXPECT_EQ(program.memory.find(requantizeRegionName(kernel)), nullptr) << kernel.name;
      continue;
    }
    ASSERT_TRUE(values->has_value()) << kernel.name;
    const ChannelRequantize& rq = **values;
    const auto channels = static_cast<std::int64_t>(expected[i].size());
    ASSERT_EQ(static_cast<std::int64_t>(rq.multipliers.size()), channels) << kernel.name;
    ASSERT_EQ(static_cast<std::int64_t>(rq.shifts.size()), channels) << kernel.name;
    int distinct = 0;
    for (std::int64_t c = 0; c < channels; ++c) {
      EXPECT_EQ(rq.multipliers[static_cast<size_t>(c)], expected[i][static_cast<size_t>(c)].multiplier)
          << kernel.name << " channel " << c;
      EXPECT_EQ(rq.shifts[static_cast<size_t>(c)], expected[i][static_cast<size_t>(c)].shift)
          << kernel.name << " channel " << c;
      distinct += c > 0 && rq.multipliers[static_cast<size_t>(c)] != rq.multipliers[0];
    }
    EXPECT_GT(distinct, 0) << kernel.name << ": per-channel scales should differ";
    Followed f;
    followRequantizes(spec, program, kernel, channels, f);
    EXPECT_GT(f.vectors, 0) << kernel.name;
    EXPECT_EQ(f.with_bias, f.vectors) << kernel.name << ": every layer has a bias, each requantize adds it";
    // Every channel of every tile is requantized: each channel by the same number of lanes (one per tile).
    for (std::int64_t c = 0; c < channels; ++c)
      EXPECT_EQ(f.lanes_per_channel[static_cast<size_t>(c)], f.lanes_per_channel[0]) << kernel.name << " " << c;
    EXPECT_GT(f.lanes_per_channel[0], 0) << kernel.name;
  }
  const CheckReport report = checkProgram(spec, program);
  EXPECT_TRUE(report.ok()) << (report.errors.empty() ? report.deadlock_detail : report.errors.front());
  CheckOptions weighted;
  weighted.weighted = true;
  const hw::Spec shallow = testing::editedConfig(GetParam(), "queue_depth_instructions: 16", "queue_depth_instructions: 4");
  const CheckReport tight = checkProgram(shallow, program, weighted);
  EXPECT_TRUE(tight.ok()) << (tight.errors.empty() ? tight.deadlock_detail : tight.errors.front());
}

TEST_P(PerChannelFashionCnn, QdqAndIntegerLoweringCompileAlike) {
  const hw::Spec spec = loadConfig(GetParam());
  const ir::Graph qdq = perChannelFashionCnn();
  ir::Graph integer = qdq;
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(integer, "lower-to-integer", context).ok());
  const KernelGraph qdq_graph = lowered(qdq), integer_graph = lowered(integer);
  const std::vector<const Kernel*> a = arrayKernels(qdq_graph), b = arrayKernels(integer_graph);
  ASSERT_EQ(a.size(), 4u);
  ASSERT_EQ(b.size(), 4u);
  const Program pa = compiled(spec, qdq_graph), pb = compiled(spec, integer_graph);
  const std::vector<isa::Instruction> ca = pa.decoded(), cb = pb.decoded();
  int per_channel = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    auto va = channelRequantize(spec, *a[i]), vb = channelRequantize(spec, *b[i]);
    ASSERT_TRUE(va.ok() && vb.ok());
    ASSERT_EQ(va->has_value(), vb->has_value()) << a[i]->name;
    if (!va->has_value()) continue;
    ++per_channel;
    EXPECT_EQ((*va)->multipliers, (*vb)->multipliers) << a[i]->name;
    EXPECT_EQ((*va)->shifts, (*vb)->shifts) << a[i]->name;
    const Region* ra = pa.memory.find(requantizeRegionName(*a[i]));
    const Region* rb = pb.memory.find(requantizeRegionName(*b[i]));
    ASSERT_TRUE(ra && rb) << a[i]->name;
    EXPECT_EQ(ra->bytes, rb->bytes) << a[i]->name;  // offsets differ: see RelativeInstruction
    // The kernel's instructions, LOADs of the region and per-lane VECTORs included, are the same.
    const ProgramKernel* ka = nullptr;
    const ProgramKernel* kb = nullptr;
    for (const ProgramKernel& k : pa.kernels)
      if (k.name == a[i]->name) ka = &k;
    for (const ProgramKernel& k : pb.kernels)
      if (k.name == b[i]->name) kb = &k;
    ASSERT_TRUE(ka && kb) << a[i]->name;
    ASSERT_EQ(ka->count, kb->count) << a[i]->name;
    for (std::size_t j = 0; j < ka->count; ++j)
      EXPECT_EQ(regionRelative(pa, ca[ka->first + j]), regionRelative(pb, cb[kb->first + j]))
          << a[i]->name << " instruction " << j;
  }
  EXPECT_EQ(per_channel, 3);
}

// The requantize region follows the kernel's bias region in DRAM (memory
// plan), one region of channels apart as its shifts follow its multipliers:
// a slot's bias row, multipliers and shifts are one LOAD of three planes
// (TransferMerger) where a k tile is one fold.
TEST_P(PerChannelFashionCnn, ASlotLoadsItsBiasAndRequantizeRowsInOneTransfer) {
  const hw::Spec spec = loadConfig(GetParam());
  const KernelGraph graph = lowered(perChannelFashionCnn());
  const Program program = compiled(spec, graph);
  const std::vector<isa::Instruction> code = program.decoded();
  int three_planes = 0;
  for (const Kernel* kernel : arrayKernels(graph)) {
    const Region* requantize = program.memory.find(requantizeRegionName(*kernel));
    if (!requantize) continue;
    Expected<KernelPlan> plan = planKernel(spec, *kernel);
    ASSERT_TRUE(plan.ok()) << kernel->name;
    int index = -1;
    for (const VectorStep& step : plan->chain)
      if (step.operand.kind == OperandKind::kBias) index = step.operand.index;
    ASSERT_GE(index, 0) << kernel->name;
    const Region* bias = program.memory.find(kernel->weights[static_cast<size_t>(index)].name);
    ASSERT_NE(bias, nullptr) << kernel->name;
    EXPECT_EQ(requantize->offset_bytes, bias->offset_bytes + bias->bytes) << kernel->name;
    const ProgramKernel* entry = nullptr;
    for (const ProgramKernel& k : program.kernels)
      if (k.name == kernel->name) entry = &k;
    ASSERT_NE(entry, nullptr) << kernel->name;
    for (std::size_t i = entry->first; i < entry->first + entry->count; ++i)
      if (const isa::Instruction& in = code[i]; in.opcode == isa::Opcode::kLoad &&
                                                in.transfer.buffer == hw::BufferKind::kOutput &&
                                                isa::planeCount(in.transfer) == 3) {
        const auto dram = static_cast<std::int64_t>(in.transfer.dram_address);
        EXPECT_GE(dram, bias->offset_bytes);
        EXPECT_LT(dram, bias->offset_bytes + bias->bytes);
        EXPECT_EQ(static_cast<std::int64_t>(in.transfer.dram_plane_stride_bytes), bias->bytes);
        three_planes += dram >= bias->offset_bytes && dram < bias->offset_bytes + bias->bytes;
      }
  }
  EXPECT_GT(three_planes, 0);
}

// A k tile of several full folds loads every fold's bias, multiplier and
// shift rows in one transfer: rows the folds (three buffer rows apart, the
// channels' DRAM rows one fold apart), planes the bias (which the
// requantize adds, VECTOR bias), the multipliers and the shifts (on
// tiny_4x4_int8 the CNN's k tiles are several folds of 4 channels).
TEST(PerChannelRequantize, AKTileOfSeveralFoldsLoadsItsRequantizeRowsInOneTransfer) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph graph = lowered(perChannelFashionCnn());
  const Program program = compiled(spec, graph);
  const std::vector<isa::Instruction> code = program.decoded();
  const std::int64_t row_bytes = spec.derived().output.row_bytes;
  int several = 0;
  for (const Kernel* kernel : arrayKernels(graph)) {
    if (!program.memory.find(requantizeRegionName(*kernel))) continue;
    Expected<KernelPlan> plan = planKernel(spec, *kernel);
    ASSERT_TRUE(plan.ok()) << kernel->name;
    const Region* bias = nullptr;
    for (const VectorStep& step : plan->chain)
      if (step.operand.kind == OperandKind::kBias)
        bias = program.memory.find(kernel->weights[static_cast<size_t>(step.operand.index)].name);
    ASSERT_NE(bias, nullptr) << kernel->name;
    const ProgramKernel* entry = nullptr;
    for (const ProgramKernel& k : program.kernels)
      if (k.name == kernel->name) entry = &k;
    ASSERT_NE(entry, nullptr) << kernel->name;
    for (std::size_t i = entry->first; i < entry->first + entry->count; ++i) {
      const isa::Instruction& in = code[i];
      const auto dram = static_cast<std::int64_t>(in.transfer.dram_address);
      if (in.opcode != isa::Opcode::kLoad || dram < bias->offset_bytes || dram >= bias->offset_bytes + bias->bytes)
        continue;
      EXPECT_EQ(isa::planeCount(in.transfer), 3u) << kernel->name << " instruction " << i;
      EXPECT_EQ(static_cast<std::int64_t>(in.transfer.dram_plane_stride_bytes),
                requantizeShiftOffset(spec, kernel->shape.g * kernel->shape.k))
          << kernel->name;
      if (in.transfer.rows < 2) continue;
      ++several;
      EXPECT_EQ(in.transfer.row_stride, 3u) << kernel->name << " instruction " << i;
      EXPECT_EQ(in.transfer.row_plane_stride, 1u) << kernel->name << " instruction " << i;
      EXPECT_EQ(static_cast<std::int64_t>(in.transfer.dram_stride_bytes), row_bytes) << kernel->name;
    }
  }
  EXPECT_GT(several, 0);
}

INSTANTIATE_TEST_SUITE_P(Specs, PerChannelFashionCnn, ::testing::Values("tiny_4x4_int8", "edge_16x16_int8"));

TEST(PerChannelRequantize, EstimateCountsTheRegionAndTheSamePasses) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph graph = lowered(perChannelFashionCnn());
  auto e = estimate(spec, graph);
  ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
  // The same model with one scale per layer (the first channel's): no region, same tiling.
  KernelGraph per_tensor = graph;
  for (Kernel& k : per_tensor.kernels)
    if (k.accumulator_scales.size() > 1) k.accumulator_scales.assign(1, k.accumulator_scales.front());
  auto e_per_tensor = estimate(spec, per_tensor);
  ASSERT_TRUE(e_per_tensor.ok()) << render(e_per_tensor.status().diagnostics());
  ASSERT_EQ(e->layers.size(), e_per_tensor->layers.size());
  int per_channel = 0;
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    const std::vector<double>& scales = graph.kernels[i].accumulator_scales;
    const double extra = e->layers[i].dram_bytes - e_per_tensor->layers[i].dram_bytes;
    if (scales.size() <= 1) {
      EXPECT_EQ(extra, 0.0) << graph.kernels[i].name;
      continue;
    }
    auto rq = channelRequantize(spec, graph.kernels[i]);
    ASSERT_TRUE(rq.ok());
    if (!rq->has_value()) continue;  // the logits: scales, but no QuantizeLinear after them
    ++per_channel;
    // A multiplier and a shift per output channel, 4 bytes each (int32 accumulators), read once like the bias.
    EXPECT_EQ(extra, 8.0 * static_cast<double>(scales.size())) << graph.kernels[i].name;
    EXPECT_EQ(e->layers[i].vector_passes, e_per_tensor->layers[i].vector_passes) << graph.kernels[i].name;
  }
  EXPECT_EQ(per_channel, 3);
  const Program program = compiled(spec, graph);
  const std::vector<isa::Instruction> code = program.decoded();
  for (const Kernel* kernel : arrayKernels(graph)) {
    int estimated = -1;
    for (const LayerEstimate& layer : e->layers)
      if (layer.name == kernel->name) estimated = layer.vector_passes;
    // Passes: the ops of the kernel's VECTORs, consecutive repeats (per-fold bias_add, requantize) once.
    std::vector<VectorOp> passes;
    for (const ProgramKernel& k : program.kernels)
      if (k.name == kernel->name)
        for (std::size_t i = k.first; i < k.first + k.count; ++i)
          if (code[i].opcode == isa::Opcode::kVector && code[i].vector.count > 0 &&
              (passes.empty() || passes.back() != code[i].vector.op))
            passes.push_back(code[i].vector.op);
    // The pooling pass repeats max_pool after the array pass's ops; count each pass once.
    std::vector<VectorOp> distinct;
    for (VectorOp op : passes)
      if (std::find(distinct.begin(), distinct.end(), op) == distinct.end()) distinct.push_back(op);
    EXPECT_EQ(estimated, static_cast<int>(distinct.size())) << kernel->name;
  }
}

TEST(PerChannelRequantize, TheCheckerSeesThePerLaneRows) {
  // A per-lane requantize pointed at the rows the next tile's requantize LOAD
  // fills: nothing orders them, so the checker must report the race (it
  // tracks operand_row and operand_row + 1 as read by the vector unit).
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const Program program = compiled(spec, lowered(perChannelFashionCnn()));
  ASSERT_TRUE(checkProgram(spec, program).ok());
  const std::vector<isa::Instruction> code = program.decoded();
  std::optional<std::size_t> vector;
  std::optional<std::uint64_t> other_rows;
  for (std::size_t i = 0; i < code.size() && !other_rows; ++i) {
    if (!vector && code[i].opcode == isa::Opcode::kVector && code[i].vector.per_lane && code[i].vector.count > 0) {
      vector = i;
      continue;
    }
    // A requantize's rows: its multipliers the second-to-last plane (a bias row may be the first).
    const isa::TransferFields& t = code[i].transfer;
    if (vector && code[i].opcode == isa::Opcode::kLoad && t.buffer == hw::BufferKind::kOutput &&
        isa::planeCount(t) >= 2) {
      const std::uint64_t multipliers = isa::bufferRow(t, isa::planeCount(t) - 2, 0);
      if (multipliers != code[*vector].vector.operand_row) other_rows = multipliers;
    }
  }
  ASSERT_TRUE(vector && other_rows);
  isa::Instruction in = code[*vector];
  in.vector.operand_row = *other_rows;
  Program broken = program;
  auto words = isa::encode(broken.layout, in);
  ASSERT_TRUE(words.ok());
  std::copy(words->begin(), words->end(), broken.code.begin() + static_cast<std::ptrdiff_t>(*vector * words->size()));
  const CheckReport report = checkProgram(spec, broken);
  EXPECT_FALSE(report.ok());
  // Whichever comes first in the checker's run: the read racing the load, or the load overwriting the read.
  bool race = false;
  for (const std::string& e : report.errors)
    race |= (e.find("vector per-lane operand row output:" + std::to_string(*other_rows)) != std::string::npos &&
             e.find("races with an earlier write by the load stage") != std::string::npos) ||
            (e.find("output:" + std::to_string(*other_rows)) != std::string::npos &&
             e.find("the vector stage may still read") != std::string::npos);
  EXPECT_TRUE(race) << (report.errors.empty() ? std::string("no errors") : report.errors.front());
}

/// x -> Q -> DQ -> depthwise Conv 3x3 (8 channels, group 8, per-channel int8
/// weights) -> Q(s_y) -> DQ -> y.
ir::Graph depthwiseQdq(const std::vector<float>& sw, float sx, float sy) {
  passes::test_support::Builder b(13);
  const auto channels = static_cast<std::int64_t>(sw.size());
  const ir::Shape shape{1, channels, 4, 4};
  const ir::ValueId x = b.input("x", shape);
  const ir::ValueId sx_id = b.constant("sx", sx);
  ir::Tensor zero8(ir::DType::kI8, {});
  zero8.data<std::int8_t>()[0] = 0;
  const ir::ValueId zx = b.graph.addConstant("zx", zero8);
  const ir::ValueId xq = b.node("QuantizeLinear", {x, sx_id, zx}, "xq", shape, {}, ir::DType::kI8);
  const ir::ValueId xd = b.node("DequantizeLinear", {xq, sx_id, zx}, "xd", shape);
  ir::Tensor w(ir::DType::kI8, {channels, 1, 3, 3});
  for (std::int64_t i = 0; i < w.size(); ++i) w.data<std::int8_t>()[i] = static_cast<std::int8_t>(i % 5 - 2);
  const ir::ValueId wq = b.graph.addConstant("wq", w);
  ir::Tensor scales(ir::DType::kF32, {channels});
  ir::Tensor zeros(ir::DType::kI8, {channels});
  for (std::int64_t c = 0; c < channels; ++c) {
    scales.data<float>()[c] = sw[static_cast<size_t>(c)];
    zeros.data<std::int8_t>()[c] = 0;
  }
  const ir::ValueId wd = b.node("DequantizeLinear", {wq, b.graph.addConstant("sw", scales), b.graph.addConstant("zw", zeros)},
                                "wd", {channels, 1, 3, 3}, {{"axis", std::int64_t{0}}});
  const ir::ValueId y = b.node("Conv", {xd, wd}, "conv", shape,
                               {{"kernel_shape", std::vector<std::int64_t>{3, 3}},
                                {"pads", std::vector<std::int64_t>{1, 1, 1, 1}},
                                {"group", channels}});
  const ir::ValueId sy_id = b.constant("sy", sy);
  const ir::ValueId yq = b.node("QuantizeLinear", {y, sy_id, zx}, "yq", shape, {}, ir::DType::kI8);
  b.graph.outputs = {b.node("DequantizeLinear", {yq, sy_id, zx}, "y", shape)};
  return b.graph;
}

TEST(PerChannelRequantize, PackedDepthwiseKeepsTheModelsChannelOrder) {
  const std::vector<float> sw = {0.01f, 0.02f, 0.03f, 0.04f, 0.05f, 0.06f, 0.07f, 0.08f};
  const float sx = 0.05f, sy = 0.125f;
  const KernelGraph graph = lowered(depthwiseQdq(sw, sx, sy));
  const std::vector<const Kernel*> kernels = arrayKernels(graph);
  ASSERT_EQ(kernels.size(), 1u);
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8"}) {
    const hw::Spec spec = loadConfig(config);
    ASSERT_GT(groupPacking(spec, *kernels[0]), 1) << config;  // several groups side by side on the array
    auto model = channelRequantize(spec, *kernels[0]);
    auto packed = channelRequantize(spec, packGroups(spec, *kernels[0]));
    ASSERT_TRUE(model.ok() && packed.ok());
    ASSERT_TRUE(model->has_value() && packed->has_value()) << config;
    EXPECT_EQ((*model)->multipliers, (*packed)->multipliers);
    EXPECT_EQ((*model)->shifts, (*packed)->shifts);
    ASSERT_EQ((*model)->multipliers.size(), sw.size());
    for (size_t c = 0; c < sw.size(); ++c) {
      const auto m = isa::fixedPointMultiplier(static_cast<double>(sx) * static_cast<double>(sw[c]) / sy);
      ASSERT_TRUE(m.ok());
      EXPECT_EQ((*model)->multipliers[c], m->multiplier) << config << " channel " << c;
      EXPECT_EQ((*model)->shifts[c], m->shift) << config << " channel " << c;
    }
    const Program program = compiled(spec, graph);
    Followed f;
    followRequantizes(spec, program, *kernels[0], static_cast<std::int64_t>(sw.size()), f);
    EXPECT_GT(f.vectors, 0) << config;
    for (size_t c = 0; c < sw.size(); ++c) EXPECT_EQ(f.lanes_per_channel[c], f.lanes_per_channel[0]) << config << c;
    EXPECT_GT(f.lanes_per_channel[0], 0) << config;
    const CheckReport report = checkProgram(spec, program);
    EXPECT_TRUE(report.ok()) << config << ": " << (report.errors.empty() ? report.deadlock_detail : report.errors.front());
  }
}

}  // namespace
}  // namespace tessera::backend
