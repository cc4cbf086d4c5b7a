// Array kernels whose result is wider than the array's own channels: a Concat
// assembled in DRAM (the array's channels stored at their offset in each
// pixel, a copy pass for the other operand) and a pooling over every
// concatenated channel, on a hand-made SqueezeNet fire module
// (tiny_4x4_int8, edge_16x16_int4). Checked: the plan and the scratch size,
// the schedule checker, the pooling's loads against the scratch's bytes
// (computed here), the copy's wait for its source (not for the array's
// last tile), the operand stored in place by its producer when nothing
// else reads it, and the program's dataflow replayed against
// MaxPool(Concat(e1, Conv(s))); plus the cases the host must run. Also a
// few-channel convolution with folded taps, replayed against its windows.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <utility>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/isa.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/backend/program_order.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::graphOf;
using testing::lastOf;
using testing::loadConfig;
using testing::tensor;
using testing::waitsFor;

constexpr std::int64_t kSide = 6, kPixels = kSide * kSide;
constexpr std::int64_t kSqueeze = 4, kExpand1 = 4, kExpand3 = 8, kConcat = kExpand1 + kExpand3;
constexpr std::int64_t kPooled = kSide / 2;

hw::model::Conv2dParams conv(std::int64_t out, std::int64_t taps) {
  return {.in_channels = kSqueeze,
          .out_channels = out,
          .in_h = kSide,
          .in_w = kSide,
          .kernel_h = taps,
          .kernel_w = taps,
          .pad = taps / 2};
}

/// expand3x3 (3x3 pad 1 over s) + Relu + Concat(e1, own) [+ 2x2 MaxPool] -> y.
/// The Concat's operand comes first, so the array's channels start at 4.
Kernel expand3x3(bool pool, std::int64_t e1_channels = kExpand1) {
  using hw::VectorOp;
  Kernel k = convKernel("expand3x3", conv(kExpand3, 3), "s", "y", {VectorOp::kBiasAdd, VectorOp::kRelu});
  const std::int64_t channels = e1_channels + kExpand3;
  k.ops = pool ? "Conv+Relu+Concat+MaxPool" : "Conv+Relu+Concat";
  k.inputs.push_back(tensor("e1", kPixels * e1_channels));
  GroupConcat c;
  c.before_op = 2;
  c.along_channels = true;
  c.channels = channels;
  c.own_offset = e1_channels;
  c.parts = {{1, 0, e1_channels}};
  k.concats = {c};
  k.outputs = {tensor("y", kPixels * channels)};
  k.vector_elements = kPixels * channels;
  if (pool) {
    k.vector_ops.push_back(VectorOp::kMaxPool);
    k.pool =
        hw::model::LayerShape{.g = channels, .p = kPooled, .q = kPooled, .r = 2, .s = 2, .stride_h = 2, .stride_w = 2};
    k.pool_input = {kSide, kSide, 0, 0};
    k.outputs = {tensor("y", kPooled * kPooled * channels)};
  }
  return k;
}

/// squeeze (1x1, x -> s), expand1x1 (1x1, s -> e1), expand3x3 (above): SqueezeNet's features.4 in miniature.
/// Without pooling expand1x1 stores e1 in place in y (placeConcatOperands)
/// unless e1 is also a graph output (`e1_out`): then the Concat copies it.
KernelGraph fireModule(bool pool, bool e1_out = false) {
  using hw::VectorOp;
  const hw::model::Conv2dParams squeeze = conv(kSqueeze, 1);
  Kernel s = convKernel("squeeze", squeeze, "x", "s", {VectorOp::kBiasAdd, VectorOp::kRelu});
  Kernel e1 = convKernel("expand1x1", conv(kExpand1, 1), "s", "e1", {VectorOp::kBiasAdd, VectorOp::kRelu});
  const Kernel e3 = expand3x3(pool);
  std::vector<TensorRef> outputs = {tensor("y", e3.outputs[0].elements)};
  if (e1_out) outputs.push_back(tensor("e1", kPixels * kExpand1));
  return graphOf({s, e1, e3}, {tensor("x", kPixels * kSqueeze)}, outputs);
}

Program compile(const hw::Spec& spec, const KernelGraph& g, const CodegenOptions& options = {}) {
  auto mappings = chooseMappings(spec, g, Objective::kLatency);
  EXPECT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
  auto program = generateProgram(spec, g, *mappings, options);
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  return std::move(program).value();
}

/// Bytes of one pixel of `channels` at `bits`, computed here (not with dram_layout.h).
std::int64_t pixelBytesAt(std::int64_t channels, int bits) { return (channels * bits + 7) / 8; }

const char* const kConfigs[] = {"tiny_4x4_int8", "edge_16x16_int4"};

TEST(ConcatPool, ThePlanPoolsEveryConcatenatedChannelFromAScratchThatHoldsThemAll) {
  for (const char* config : kConfigs) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    const int bits = spec.params().precision.activation_bits;
    const KernelGraph g = fireModule(true);
    auto plan = planKernel(spec, g.kernels[2]);
    ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
    EXPECT_TRUE(plan->host_ops.empty());
    ASSERT_TRUE(plan->concat);
    EXPECT_EQ(plan->concat->own_offset, kExpand1);
    EXPECT_EQ(plan->result_channels, kConcat);
    ASSERT_TRUE(plan->pool);
    EXPECT_EQ(plan->pool->window.g, kConcat);
    EXPECT_EQ(plan->scratch_elements, kPixels * kConcat);
    // bias_add (the requantize's own), relu (folded into it), requantize; the pooling; the Concat's copy.
    ASSERT_TRUE(plan->chain.size() == 2u && plan->chain[0].fused);
    EXPECT_EQ(vectorPasses(*plan), 1 + 2);
    const Program program = compile(spec, g);
    const Region* scratch = program.memory.scratch(2);
    ASSERT_NE(scratch, nullptr);
    EXPECT_EQ(scratch->bytes, kPixels * pixelBytesAt(kConcat, bits));  // int8: 432, int4: 216
    EXPECT_EQ(program.memory.find("y")->bytes, kPooled * kPooled * pixelBytesAt(kConcat, bits));
  }
}

/// The fire modules the tests below build: pooled after the Concat or not,
/// e1 copied (also a graph output) or stored in place (in the scratch when pooled).
struct FireCase {
  bool pool = false, e1_out = false;
  std::string name() const { return std::string(pool ? "pooled, " : "") + (e1_out ? "e1 copied" : "e1 in place"); }
};
const FireCase kFires[] = {{true, true}, {true, false}, {false, true}, {false, false}};

TEST(ConcatPool, FireModulesPassTheScheduleChecker) {
  for (const char* config : kConfigs)
    for (const FireCase& f : kFires) {
      SCOPED_TRACE(std::string(config) + " " + f.name());
      const hw::Spec spec = loadConfig(config);
      const Program program = compile(spec, fireModule(f.pool, f.e1_out));
      const CheckReport report = checkProgram(spec, program);
      EXPECT_FALSE(report.deadlock) << report.deadlock_detail;
      EXPECT_EQ(report.executed, static_cast<std::int64_t>(program.size()));
      EXPECT_EQ(report.tokens_left, (std::array<std::int64_t, 6>{}));
      EXPECT_EQ(report.error_count, 0) << (report.errors.empty() ? "" : report.errors.front());
    }
}

// The copy's LOADs read e1, which the kernel before stored: they wait for
// that STORE, but not for the array's last COMPUTE (the relay passing the
// STORE on to the load unit used to follow it in the in-order compute
// stream, so the copy could not load while the array ran).
TEST(ConcatPool, TheCopyLoadsWaitForTheirSourceNotForTheArraysLastTile) {
  for (const char* config : kConfigs) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    const Program program = compile(spec, fireModule(false, true));
    const ProgramKernel& k = program.kernels[2];
    ASSERT_GE(k.tiles, 2);
    const Region* e1 = program.memory.find("e1");
    ASSERT_NE(e1, nullptr);
    const std::vector<isa::Instruction> code = program.decoded();
    std::size_t copy = code.size();
    for (std::size_t i = k.first; i < k.first + k.count && copy == code.size(); ++i) {
      const auto a = static_cast<std::int64_t>(code[i].transfer.dram_address);
      if (code[i].opcode == isa::Opcode::kLoad && a >= e1->offset_bytes && a < e1->offset_bytes + e1->bytes) copy = i;
    }
    const auto any = [](const isa::Instruction&) { return true; };
    const std::size_t e1_store = lastOf(code, program.kernels[1], isa::Opcode::kStore, any);
    const std::size_t last_compute = lastOf(code, k, isa::Opcode::kCompute,
                                            [](const isa::Instruction& in) { return in.compute.tile_rows > 0; });
    ASSERT_LT(copy, code.size()) << "no LOAD of e1 in " << k.name;
    ASSERT_LT(e1_store, code.size());
    ASSERT_LT(last_compute, code.size());
    EXPECT_TRUE(waitsFor(code, copy, e1_store));
    EXPECT_FALSE(waitsFor(code, copy, last_compute));
  }
}

// Read by nothing but the Concat, e1 is stored by expand1x1 at channels
// [0, kExpand1) of y's pixels (placeConcatOperands): e1 names y's bytes,
// expand1x1's STOREs step y's pixels, the fused kernel copies nothing and
// the estimate neither reads nor writes e1 there (kPixels x kExpand1
// elements each way). With a pooling after the Concat the slot is the
// fused kernel's scratch. A second reader of e1 (a graph output) keeps the
// copy; placing twice places nothing more.
TEST(ConcatInPlace, TheOperandsProducerStoresIntoTheConcatsResult) {
  for (const char* config : kConfigs) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    const int bits = spec.params().precision.activation_bits;
    const std::optional<KernelGraph> placed = placeConcatOperands(spec, fireModule(false));
    ASSERT_TRUE(placed);
    const std::optional<ConcatSlot>& slot = placed->kernels[1].concat_slot;
    ASSERT_TRUE(slot);
    EXPECT_EQ(slot->result.name, "y");
    EXPECT_EQ(slot->offset, 0);
    EXPECT_EQ(slot->channels, kConcat);
    EXPECT_TRUE(placed->kernels[2].concats[0].parts[0].in_place);
    EXPECT_FALSE(placeConcatOperands(spec, *placed));
    EXPECT_FALSE(placeConcatOperands(spec, fireModule(false, true)));
    EXPECT_FALSE(placeConcatOperands(spec, fireModule(true, true)));
    const std::optional<KernelGraph> pooled = placeConcatOperands(spec, fireModule(true));
    ASSERT_TRUE(pooled && pooled->kernels[1].concat_slot && pooled->kernels[1].concat_slot->scratch_of == 2);
    EXPECT_EQ(pooled->kernels[1].concat_slot->result.name, "expand3x3/scratch");
    auto e1 = planKernel(spec, placed->kernels[1]), e3 = planKernel(spec, placed->kernels[2]);
    ASSERT_TRUE(e1.ok() && e3.ok());
    ASSERT_TRUE(e1->concat);
    EXPECT_EQ(e1->concat->own_offset, 0);
    EXPECT_EQ(e1->result_channels, kConcat);
    EXPECT_FALSE(e1->copiesConcat());
    EXPECT_FALSE(e3->copiesConcat());
    EXPECT_EQ(vectorPasses(*e3), static_cast<int>(e3->chain.size()) - 1);  // its bias_add fused into the requantize

    const Program program = compile(spec, fireModule(false)), copied = compile(spec, fireModule(false, true));
    EXPECT_EQ(program.memory.find("e1"), program.memory.find("y"));
    const Region& y = *program.memory.find("y");
    const ProgramKernel& k1 = program.kernels[1];
    int stores = 0;
    for (std::size_t i = k1.first; i < k1.first + k1.count; ++i) {
      const isa::Instruction in = program.instruction(i);
      if (in.opcode != isa::Opcode::kStore || in.transfer.rows == 0) continue;
      ++stores;
      const auto a = static_cast<std::int64_t>(in.transfer.dram_address);
      EXPECT_TRUE(a >= y.offset_bytes && a < y.offset_bytes + y.bytes) << "instruction " << i;
      if (in.transfer.rows > 1)
        EXPECT_EQ(static_cast<std::int64_t>(in.transfer.dram_stride_bytes), pixelBytesAt(kConcat, bits));
    }
    EXPECT_GT(stores, 0);
    EXPECT_LT(program.kernels[2].count, copied.kernels[2].count);
    Expected<Estimate> in_place = estimate(spec, fireModule(false)), copy = estimate(spec, fireModule(false, true));
    ASSERT_TRUE(in_place.ok() && copy.ok());
    EXPECT_DOUBLE_EQ(copy->layers[2].dram_bytes - in_place->layers[2].dram_bytes,
                     2.0 * static_cast<double>(kPixels * kExpand1 * bits) / 8.0);
  }
}

/// [begin, end) DRAM byte ranges, merged.
using ByteSet = std::map<std::int64_t, std::int64_t>;

void addBytes(ByteSet& set, std::int64_t begin, std::int64_t end) {
  auto it = set.upper_bound(begin);
  if (it != set.begin() && std::prev(it)->second >= begin) {
    --it;
    begin = it->first;
    end = std::max(end, it->second);
    it = set.erase(it);
  }
  while (it != set.end() && it->first <= end) {
    end = std::max(end, it->second);
    it = set.erase(it);
  }
  set[begin] = end;
}

bool inside(const Region& r, std::int64_t begin, std::int64_t end) {
  return begin >= r.offset_bytes && end <= r.offset_bytes + r.bytes;
}

// Every input-buffer LOAD of the fused kernel reads s (the conv's window),
// e1 (the Concat's copy), the zero row, or else lies wholly inside the
// scratch region (the pooling); the latter together read exactly 36 pixels
// of 12 channels from the scratch's start (computed here), which is the
// whole region. With e1 stored in place it is the scratch's bytes, and
// only the pooling reads them.
TEST(ConcatPool, ThePoolingLoadsExactlyTheScratchBytes) {
  for (const char* config : kConfigs)
    for (bool e1_out : {true, false}) {
      SCOPED_TRACE(std::string(config) + (e1_out ? " e1 copied" : " e1 in place"));
      const hw::Spec spec = loadConfig(config);
      const int bits = spec.params().precision.activation_bits;
      const Program program = compile(spec, fireModule(true, e1_out));
      const MemoryPlan& m = program.memory;
      const Region& s = *m.find("s");
      const Region& e1 = e1_out ? *m.find("e1") : m.regions[static_cast<size_t>(m.zero_region)];
      if (!e1_out) EXPECT_EQ(m.find("e1"), m.scratch(2));
      const Region& zero = m.regions[static_cast<size_t>(m.zero_region)];
      const Region& scratch = *m.scratch(2);
      const std::int64_t expected_begin = scratch.offset_bytes;
      const std::int64_t expected_end = expected_begin + kPixels * pixelBytesAt(kConcat, bits);
      ByteSet pooled;
      int pool_loads = 0;
      const ProgramKernel& fused = program.kernels[2];
      for (std::size_t i = fused.first; i < fused.first + fused.count; ++i) {
        const isa::Instruction in = program.instruction(i);
        if (in.opcode != isa::Opcode::kLoad || in.transfer.buffer != hw::BufferKind::kInput) continue;
        const isa::TransferFields& t = in.transfer;
        const std::int64_t row_bytes = pixelBytesAt(static_cast<std::int64_t>(t.elements), bits);
        bool operand = true, pooling = true;
        ByteSet bytes;
        for (std::uint64_t p = 0; p < isa::planeCount(t); ++p)
          for (std::uint64_t r = 0; r < t.rows; ++r) {
            const auto begin =
                static_cast<std::int64_t>(t.dram_address + p * t.dram_plane_stride_bytes + r * t.dram_stride_bytes);
            operand = operand && (inside(s, begin, begin + row_bytes) || inside(e1, begin, begin + row_bytes) ||
                                  inside(zero, begin, begin + row_bytes));
            pooling = pooling && inside(scratch, begin, begin + row_bytes);
            addBytes(bytes, begin, begin + row_bytes);
          }
        EXPECT_TRUE(operand || pooling) << "instruction " << i << " reads outside s, e1, the zero row and the scratch";
        if (operand || !pooling) continue;
        ++pool_loads;
        for (const auto& [begin, end] : bytes) addBytes(pooled, begin, end);
      }
      EXPECT_GT(pool_loads, 0);
      EXPECT_EQ(pooled, (ByteSet{{expected_begin, expected_end}}));
      EXPECT_EQ(scratch.offset_bytes + scratch.bytes, expected_end);  // nothing of the scratch left unread
    }
}

/// What a value depends on: elements of the tensors the replay starts from (id = tensor * kTensorIds + element).
using Sources = std::set<std::int64_t>;
constexpr std::int64_t kTensorIds = 1'000'000;

/// Replays instructions as dataflow: every buffer element and DRAM element
/// holds the set of source elements its value was computed from. LOAD and
/// STORE move sets (DRAM elements at the activation precision, in order
/// within a row, or down a column when transposed); COMPUTE gives each
/// output the union of its input row and its column's preloaded weights (it
/// sums products of all of them), accumulating or replacing; a binary
/// VECTOR (add, mul, max_pool, avg_pool) the union of its source and operand
/// elements, a unary one (and bias_add, whose operand is a broadcast
/// constant) its source's. Constants, weights and the zero row are empty.
class DataflowReplay {
 public:
  explicit DataflowReplay(int bits) : bits_(bits) {}

  /// DRAM elements of `region` hold tensor `id`'s elements 0..elements-1.
  void tag(const Region& region, std::int64_t id, std::int64_t elements) {
    for (std::int64_t e = 0; e < elements; ++e) dram_[element(region.offset_bytes) + e] = {id * kTensorIds + e};
  }
  const Sources& at(std::int64_t byte, std::int64_t e) { return dram_[element(byte) + e]; }

  void run(const isa::Instruction& in) {
    switch (in.opcode) {
      case isa::Opcode::kLoad:
      case isa::Opcode::kStore: transfer(in.opcode == isa::Opcode::kLoad, in.transfer); break;
      case isa::Opcode::kCompute: compute(in.compute); break;
      case isa::Opcode::kVector: vector(in.vector); break;
      default: break;
    }
  }

 private:
  std::int64_t element(std::int64_t byte) const { return byte * 8 / bits_; }
  std::vector<Sources>& row(hw::BufferKind buffer, std::uint64_t r, std::uint64_t elements) {
    std::vector<Sources>& v = buffers_[{static_cast<int>(buffer), r}];
    if (v.size() < elements) v.resize(elements);
    return v;
  }
  void transfer(bool load, const isa::TransferFields& t) {
    for (std::uint64_t p = 0; p < isa::planeCount(t); ++p)
      for (std::uint64_t r = 0; r < t.rows; ++r) {
        const auto byte =
            static_cast<std::int64_t>(t.dram_address + p * t.dram_plane_stride_bytes + r * t.dram_stride_bytes);
        std::vector<Sources>& buffer = row(t.buffer, isa::bufferRow(t, p, r), t.elements);
        for (std::uint64_t e = 0; e < t.elements; ++e) {
          // Transposed: element e of row r at e * stride + r elements (whole-byte elements).
          const std::int64_t at =
              t.transpose ? element(static_cast<std::int64_t>(t.dram_address + p * t.dram_plane_stride_bytes +
                                                              e * t.dram_stride_bytes)) +
                                static_cast<std::int64_t>(r)
                          : element(byte) + static_cast<std::int64_t>(e);
          Sources& d = dram_[at];
          if (load)
            buffer[e] = d;
          else
            d = buffer[e];
        }
      }
  }
  void compute(const isa::ComputeFields& f) {
    if (f.preload_weights) {  // the array holds these weights until the next preload
      weights_.assign(f.tile_cols, {});
      for (std::uint64_t i = 0; i < f.tile_rows; ++i) {
        const std::vector<Sources>& w = row(hw::BufferKind::kWeight, f.weight_row + i, f.tile_cols);
        for (std::uint64_t j = 0; j < f.tile_cols; ++j) weights_[j].insert(w[j].begin(), w[j].end());
      }
    }
    for (std::uint64_t d = 0; d < f.depth; ++d) {
      Sources all;
      const std::vector<Sources>& in = row(hw::BufferKind::kInput, f.input_row + d, f.tile_rows);
      for (std::uint64_t r = 0; r < f.tile_rows; ++r) all.insert(in[r].begin(), in[r].end());
      std::vector<Sources>& out = row(hw::BufferKind::kOutput, f.output_row + d, f.tile_cols);
      for (std::uint64_t j = 0; j < f.tile_cols; ++j) {
        if (!f.accumulate) out[j].clear();
        out[j].insert(all.begin(), all.end());
        if (j < weights_.size()) out[j].insert(weights_[j].begin(), weights_[j].end());
      }
    }
  }
  void vector(const isa::VectorFields& f) {
    const bool binary = f.op == hw::VectorOp::kAdd || f.op == hw::VectorOp::kMul || f.op == hw::VectorOp::kMaxPool ||
                        f.op == hw::VectorOp::kAvgPool;
    for (std::uint64_t i = 0; i < f.count; ++i) {
      std::vector<Sources> result = row(f.src_buffer, f.src_row + i, f.lanes);
      result.resize(f.lanes);
      if (binary) {
        const std::vector<Sources>& operand = row(f.operand_buffer, f.operand_row + i, f.lanes);
        for (std::uint64_t e = 0; e < f.lanes; ++e) result[e].insert(operand[e].begin(), operand[e].end());
      }
      std::vector<Sources>& dst = row(f.dst_buffer, f.dst_row + i, f.lanes);
      std::copy(result.begin(), result.end(), dst.begin());
    }
  }

  int bits_;
  std::vector<Sources> weights_;  ///< per array column: what its preloaded weights depend on
  std::map<std::int64_t, Sources> dram_;
  std::map<std::pair<int, std::uint64_t>, std::vector<Sources>> buffers_;
};

constexpr std::int64_t kS = 1, kE1 = 2;  // tensor ids of the replay

/// Sources of Concat(e1, Conv3x3(s)) at pixel (h, w), channel c: e1's element, or every channel of s's 3x3 window.
/// `e1_in_place`: e1 is Conv1x1(s), replayed too: every channel of s at (h, w).
Sources concatSources(std::int64_t h, std::int64_t w, std::int64_t c, bool e1_in_place) {
  Sources out;
  if (c < kExpand1 && !e1_in_place) return {kE1 * kTensorIds + (h * kSide + w) * kExpand1 + c};
  if (c < kExpand1) {
    for (std::int64_t ci = 0; ci < kSqueeze; ++ci) out.insert(kS * kTensorIds + (h * kSide + w) * kSqueeze + ci);
    return out;
  }
  for (std::int64_t y = h - 1; y <= h + 1; ++y)
    for (std::int64_t x = w - 1; x <= w + 1; ++x)
      if (y >= 0 && y < kSide && x >= 0 && x < kSide)
        for (std::int64_t ci = 0; ci < kSqueeze; ++ci) out.insert(kS * kTensorIds + (y * kSide + x) * kSqueeze + ci);
  return out;
}

// The fused kernel's instructions, replayed in generation order from s and
// e1, leave in y what MaxPool(Concat(e1, Conv(s))) depends on, element by
// element: e1's channels come from e1's pixels of the window, the
// convolution's from s around them, each at its place in the pixel. With
// e1 in place, expand1x1's instructions replayed before them put s's pixel
// in e1's channels of y, and the fused kernel leaves them alone.
TEST(ConcatPool, TheReplayedProgramComputesMaxPoolOfTheConcat) {
  for (const char* config : kConfigs)
    for (const FireCase& f : kFires) {
      SCOPED_TRACE(std::string(config) + " " + f.name());
      const bool pool = f.pool, in_place = !f.e1_out;
      const hw::Spec spec = loadConfig(config);
      const int bits = spec.params().precision.activation_bits;
      const Program program = compile(spec, fireModule(pool, f.e1_out), {.interleave = false});
      DataflowReplay replay(bits);
      replay.tag(*program.memory.find("s"), kS, kPixels * kSqueeze);
      if (!in_place) replay.tag(*program.memory.find("e1"), kE1, kPixels * kExpand1);
      for (std::size_t k = in_place ? 1 : 2; k <= 2; ++k) {
        const ProgramKernel& kernel = program.kernels[k];
        for (std::size_t i = kernel.first; i < kernel.first + kernel.count; ++i) replay.run(program.instruction(i));
      }
      const std::int64_t y = program.memory.find("y")->offset_bytes, pixel = pixelBytesAt(kConcat, bits);
      const std::int64_t side = pool ? kPooled : kSide, window = pool ? 2 : 1;
      int mismatches = 0;
      for (std::int64_t p = 0; p < side; ++p)
        for (std::int64_t q = 0; q < side; ++q)
          for (std::int64_t c = 0; c < kConcat; ++c) {
            Sources expected;
            for (std::int64_t i = 0; i < window; ++i)
              for (std::int64_t j = 0; j < window; ++j) {
                const Sources one = concatSources(p * window + i, q * window + j, c, in_place);
                expected.insert(one.begin(), one.end());
              }
            const Sources& got = replay.at(y + (p * side + q) * pixel, c);
            if (got != expected && ++mismatches <= 3)
              ADD_FAILURE() << "y(" << p << ", " << q << ", channel " << c << ") depends on " << got.size()
                            << " source elements, expected " << expected.size();
          }
      EXPECT_EQ(mismatches, 0);
    }
}

// Folded taps (codegen_array.cpp): a convolution whose pixel fills at most
// half the array's rows reduces several taps of a kernel row per COMPUTE
// (an input row holds a strip of consecutive pixels), splits columns whose
// strip straddles the image's edge tap by tap and skips taps on padding. The
// replayed program leaves in every output exactly the input elements of its
// window inside the image (all channels): a strip read across an edge, a
// stale element or a missed tap would change the set. 3-channel stems (7x7
// stride 2 pad 3, 3x3 stride 2 pad 1) on edge_16x16_int8, a 1-channel 5x5
// pad 2 on tiny_4x4_int8, on images whose sides are not multiples of the
// stride.
TEST(FoldedTaps, TheReplayedProgramComputesEveryOutputFromItsWindowInTheImage) {
  struct Case {
    const char* config;
    hw::model::Conv2dParams conv;
    const char* taps;  ///< the mapping's folded taps
  };
  const Case cases[] = {
      {"edge_16x16_int8", {.in_channels = 3, .out_channels = 20, .in_h = 13, .in_w = 15, .kernel_h = 7, .kernel_w = 7,
                           .stride = 2, .pad = 3}, "taps=4"},
      {"edge_16x16_int8", {.in_channels = 3, .out_channels = 8, .in_h = 11, .in_w = 9, .kernel_h = 3, .kernel_w = 3,
                           .stride = 2, .pad = 1}, "taps=3"},
      {"tiny_4x4_int8", {.in_channels = 1, .out_channels = 6, .in_h = 9, .in_w = 10, .kernel_h = 5, .kernel_w = 5,
                         .stride = 1, .pad = 2}, "taps=3"},
  };
  for (const Case& c : cases) {
    const hw::model::Conv2dParams& a = c.conv;
    SCOPED_TRACE(std::string(c.config) + " " + std::to_string(a.kernel_h) + "x" + std::to_string(a.kernel_w) +
                 " stride " + std::to_string(a.stride));
    const hw::Spec spec = loadConfig(c.config);
    const Kernel k = convKernel("stem", a, "x", "y");
    const std::int64_t P = k.shape.p, Q = k.shape.q;
    const KernelGraph g = graphOf({k}, {tensor("x", a.in_h * a.in_w * a.in_channels)}, {tensor("y", P * Q * a.out_channels)});
    const Program program = compile(spec, g, {.interleave = false});
    ASSERT_EQ(program.kernels.size(), 1u);
    EXPECT_NE(program.kernels[0].mapping.find(c.taps), std::string::npos) << program.kernels[0].mapping;
    const CheckReport report = checkProgram(spec, program);
    EXPECT_EQ(report.error_count, 0) << (report.errors.empty() ? "" : report.errors.front());
    EXPECT_FALSE(report.deadlock) << report.deadlock_detail;
    DataflowReplay replay(spec.params().precision.activation_bits);
    replay.tag(*program.memory.find("x"), kS, a.in_h * a.in_w * a.in_channels);
    for (std::size_t i = 0; i < program.size(); ++i) replay.run(program.instruction(i));
    // Every input row loaded from x is read by a COMPUTE before it is loaded
    // again (a stride phase read only at the image's edges is not loaded whole).
    const Region& x = *program.memory.find("x");
    std::map<std::uint64_t, bool> unread;  // input-buffer row -> loaded from x, not read since
    int wasted = 0;
    for (std::size_t i = 0; i < program.size(); ++i) {
      const isa::Instruction in = program.instruction(i);
      if (in.opcode == isa::Opcode::kLoad && in.transfer.buffer == hw::BufferKind::kInput &&
          static_cast<std::int64_t>(in.transfer.dram_address) >= x.offset_bytes &&
          static_cast<std::int64_t>(in.transfer.dram_address) < x.offset_bytes + x.bytes) {
        for (std::uint64_t p = 0; p < isa::planeCount(in.transfer); ++p)
          for (std::uint64_t r = 0; r < in.transfer.rows; ++r) wasted += std::exchange(unread[isa::bufferRow(in.transfer, p, r)], true);
      } else if (in.opcode == isa::Opcode::kCompute) {
        for (std::uint64_t d = 0; d < in.compute.depth; ++d) unread[in.compute.input_row + d] = false;
      }
    }
    for (const auto& [row, pending] : unread) wasted += pending;
    EXPECT_EQ(wasted, 0) << "input rows loaded from x and never read";
    const std::int64_t y = program.memory.find("y")->offset_bytes;
    int mismatches = 0;
    for (std::int64_t p = 0; p < P; ++p)
      for (std::int64_t q = 0; q < Q; ++q) {
        Sources expected;
        for (std::int64_t r = 0; r < a.kernel_h; ++r)
          for (std::int64_t s = 0; s < a.kernel_w; ++s) {
            const std::int64_t h = p * a.stride + r - a.pad, w = q * a.stride + s - a.pad;
            if (h < 0 || h >= a.in_h || w < 0 || w >= a.in_w) continue;
            for (std::int64_t ci = 0; ci < a.in_channels; ++ci)
              expected.insert(kS * kTensorIds + (h * a.in_w + w) * a.in_channels + ci);
          }
        for (std::int64_t ko = 0; ko < a.out_channels; ++ko)
          if (replay.at(y + (p * Q + q) * a.out_channels, ko) != expected && ++mismatches <= 3)
            ADD_FAILURE() << "y(" << p << ", " << q << ", channel " << ko << ") depends on "
                          << replay.at(y + (p * Q + q) * a.out_channels, ko).size() << " input elements, expected "
                          << expected.size();
      }
    EXPECT_EQ(mismatches, 0);
  }
}

// Folded taps on a weight-stationary array: a kernel row's strips of every
// output row run under one set of weights, then the columns at the image's
// edges tap by tap, a tap at a time, so the weights change per part, not at
// every edge column of every output row (each change preloads up to the
// array's rows: 256 on tpu_v1_like, where SqueezeNet's 3x3 expands spent
// 10,978 array cycles for 896 estimated). Twice the output rows in one tile:
// the same preloads (112 here; the order run after run preloaded 834 and 1,954).
TEST(FoldedTaps, TheWeightsChangePerPartNotPerOutputRow) {
  const hw::Spec spec = loadConfig("tpu_v1_like");
  std::vector<std::int64_t> preloads;
  for (std::int64_t in_h : {13, 29}) {
    const hw::model::Conv2dParams a{.in_channels = 3, .out_channels = 20, .in_h = in_h, .in_w = 15, .kernel_h = 7,
                                    .kernel_w = 7, .stride = 2, .pad = 3};
    const Kernel k = convKernel("stem", a, "x", "y");
    const KernelGraph g = graphOf({k}, {tensor("x", a.in_h * a.in_w * a.in_channels)},
                                  {tensor("y", k.shape.p * k.shape.q * a.out_channels)});
    const Program program = compile(spec, g, {.interleave = false});
    ASSERT_EQ(program.kernels.size(), 1u);
    ASSERT_EQ(program.kernels[0].mapping.find("taps=1 "), std::string::npos) << program.kernels[0].mapping;
    // Tiles of the mapping ("tile n,k,c,p,q=1,20,3,4,8": 4 output rows of 8 columns).
    std::int64_t tn = 0, tk = 0, tc = 0, tp = 0, tq = 0;
    ASSERT_EQ(std::sscanf(program.kernels[0].mapping.c_str(), "tile n,k,c,p,q=%ld,%ld,%ld,%ld,%ld", &tn, &tk, &tc, &tp,
                          &tq),
              5)
        << program.kernels[0].mapping;
    const std::int64_t tiles = (k.shape.p + tp - 1) / tp * ((k.shape.q + tq - 1) / tq);
    std::int64_t n = 0, computes = 0;
    for (std::size_t i = 0; i < program.size(); ++i) {
      const isa::Instruction in = program.instruction(i);
      if (in.opcode != isa::Opcode::kCompute || in.compute.depth == 0) continue;
      ++computes;
      n += in.compute.preload_weights;
    }
    EXPECT_GT(computes, 2 * k.shape.p) << "in_h " << in_h;  // edge columns run tap by tap
    // Per tile and kernel row (taps=7: one group of 7 taps): its strips, then at most one part per tap.
    EXPECT_LE(n, tiles * 7 * (1 + 7)) << "in_h " << in_h;
    EXPECT_EQ(tiles, 2) << "in_h " << in_h;
    preloads.push_back(n);
  }
  EXPECT_EQ(preloads[0], preloads[1]);
}

// What the accelerator cannot assemble goes to the host, whole: a Relu after
// the Concat (it must clamp e1's channels too), or an operand starting inside
// a byte (3 channels of int4). The array then stores its own result where the
// host finds it, and the program still checks clean.
TEST(ConcatPool, WhatTheArrayPassCannotAssembleGoesToTheHost) {
  using hw::VectorOp;
  {
    const hw::Spec spec = loadConfig("tiny_4x4_int8");
    Kernel k = expand3x3(true);
    k.concats[0].before_op = 1;  // bias_add, Concat, relu, max_pool
    auto plan = planKernel(spec, k);
    ASSERT_TRUE(plan.ok());
    EXPECT_FALSE(plan->concat);
    EXPECT_FALSE(plan->pool);
    EXPECT_EQ(plan->host_ops, (std::vector<std::string>{"concat", "relu", "max_pool"}));
    EXPECT_EQ(plan->array_elements, kPixels * kExpand3);
    const KernelGraph g = graphOf({k}, {tensor("s", kPixels * kSqueeze), tensor("e1", kPixels * kExpand1)},
                                  {tensor("y", k.outputs[0].elements)});
    const Program program = compile(spec, g);
    EXPECT_EQ(program.memory.find("y")->bytes, kPixels * kExpand3);  // the convolution's whole int8 result
    EXPECT_EQ(checkProgram(spec, program).error_count, 0);
  }
  for (const char* config : kConfigs) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    auto plan = planKernel(spec, expand3x3(true, 3));
    ASSERT_TRUE(plan.ok());
    const bool int4 = spec.params().precision.activation_bits == 4;
    EXPECT_EQ(plan->concat.has_value(), !int4);
    EXPECT_EQ(plan->pool.has_value(), !int4);
    if (int4) {
      EXPECT_EQ(plan->host_ops, (std::vector<std::string>{"concat", "max_pool"}));
      EXPECT_NE(std::find_if(plan->notes.begin(), plan->notes.end(),
                             [](const std::string& n) { return n.find("inside a byte") != std::string::npos; }),
                plan->notes.end());
    }
  }
}

// A pooling whose input is not what the array pass writes (here 16 channels
// after an 8-channel convolution: an op in between changed the shape) runs
// on the host instead of reading past the scratch.
TEST(ConcatPool, APoolingOfAnotherShapeRunsOnTheHost) {
  using hw::VectorOp;
  const hw::Spec spec = loadConfig("edge_16x16_int4");
  Kernel k = convKernel("c", conv(kExpand3, 3), "s", "y", {VectorOp::kBiasAdd, VectorOp::kRelu, VectorOp::kMaxPool});
  k.pool = hw::model::LayerShape{.g = 16, .p = kPooled, .q = kPooled, .r = 2, .s = 2, .stride_h = 2, .stride_w = 2};
  k.pool_input = {kSide, kSide, 0, 0};
  k.outputs = {tensor("y", kPooled * kPooled * 16)};
  auto plan = planKernel(spec, k);
  ASSERT_TRUE(plan.ok());
  EXPECT_FALSE(plan->pool);
  EXPECT_EQ(plan->scratch_elements, 0);
  EXPECT_EQ(plan->host_ops, (std::vector<std::string>{"max_pool"}));
  ASSERT_FALSE(plan->notes.empty());
  EXPECT_NE(plan->notes.back().find("reads 1 x 16 channels of 6x6 pixels, the array pass writes 1 x 8 of 6x6"),
            std::string::npos)
      << plan->notes.back();
}

/// A product of activations A [batch, rows, depth] x B [batch, depth, cols]
/// (attention's), its result transposed inside the group as `view` says.
Kernel transposedProduct(std::int64_t batch, std::int64_t rows, std::int64_t depth, std::int64_t cols,
                         ResultView view) {
  Kernel k;
  k.name = "attn";
  k.kind = KernelKind::kMatMul;
  k.ops = "MatMul+Reshape+Transpose";
  k.shape = hw::model::gemm(rows, cols, depth);
  k.shape.g = batch;
  k.weights_constant = false;
  k.inputs = {tensor("a", batch * rows * depth), tensor("b", batch * depth * cols)};
  k.outputs = {tensor("y", batch * rows * cols)};
  k.vector_elements = batch * rows * cols;
  k.result_view = std::move(view);
  return k;
}

constexpr std::int64_t kA = 3, kB = 4;  // tensor ids of the replay

// BERT's head split (Q, V: [S, H*D] -> Reshape [1, S, H, D] -> Transpose
// [0,2,1,3]), the keys' split-and-transpose ([0,2,3,1]: a transposing STORE)
// and the head merge after attention ([H, S, D] -> [0,2,1,3] -> [S, H*D]):
// the replayed program leaves every element of y where the view sends it,
// depending on exactly its row of A and its column of B.
TEST(ResultView, TheStoresPlaceEveryElementWhereTheTransposeSendsIt) {
  constexpr std::int64_t S = 12, H = 3, D = 8, E = 16;
  struct Case {
    const char* name;
    std::int64_t batch, rows, depth, cols;
    ResultView::Transpose transpose;
    bool transposing_store;
  };
  const Case cases[] = {
      {"head split", 1, S, E, H * D, {{1, S, H, D}, {0, 2, 1, 3}}, false},
      {"keys", 1, S, E, H * D, {{1, S, H, D}, {0, 2, 3, 1}}, true},
      {"head merge", H, S, S, D, {{1, H, S, D}, {0, 2, 1, 3}}, false},
  };
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8", "edge_16x16_fp16"})
    for (const Case& c : cases) {
      SCOPED_TRACE(std::string(config) + ", " + c.name);
      const hw::Spec spec = loadConfig(config);
      const int bits = spec.params().precision.activation_bits;
      ResultView view;
      view.transposes = {c.transpose};
      const Kernel k = transposedProduct(c.batch, c.rows, c.depth, c.cols, view);
      auto plan = planKernel(spec, k);
      ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
      ASSERT_TRUE(plan->placement);
      EXPECT_TRUE(plan->host_ops.empty());
      EXPECT_EQ(plan->placement->column_stride != 1, c.transposing_store);
      const KernelGraph g = graphOf({k}, {k.inputs[0], k.inputs[1]}, {k.outputs[0]});
      const Program program = compile(spec, g);
      EXPECT_EQ(checkProgram(spec, program).error_count, 0);
      DataflowReplay replay(bits);
      replay.tag(*program.memory.find("a"), kA, k.inputs[0].elements);
      replay.tag(*program.memory.find("b"), kB, k.inputs[1].elements);
      int transposed = 0;
      for (std::size_t i = 0; i < program.size(); ++i) {
        const isa::Instruction in = program.instruction(i);
        transposed += in.opcode == isa::Opcode::kStore && in.transfer.transpose;
        replay.run(in);
      }
      EXPECT_EQ(transposed > 0, c.transposing_store);
      const std::int64_t y = program.memory.find("y")->offset_bytes;
      int mismatches = 0;
      for (std::int64_t b = 0; b < c.batch; ++b)
        for (std::int64_t m = 0; m < c.rows; ++m)
          for (std::int64_t n = 0; n < c.cols; ++n) {
            Sources expected;
            for (std::int64_t d = 0; d < c.depth; ++d) {
              expected.insert(kA * kTensorIds + (b * c.rows + m) * c.depth + d);
              expected.insert(kB * kTensorIds + (b * c.depth + d) * c.cols + n);
            }
            // Where the Transpose sends (b, m, n), computed here from the perm.
            const std::vector<std::int64_t>& shape = c.transpose.shape;
            std::int64_t index = (b * c.rows + m) * c.cols + n, coord[4];
            for (int d = 3; d >= 0; --d) {
              coord[d] = index % shape[static_cast<size_t>(d)];
              index /= shape[static_cast<size_t>(d)];
            }
            std::int64_t out = 0;
            for (int d = 0; d < 4; ++d) {
              const auto from = static_cast<size_t>(c.transpose.perm[static_cast<size_t>(d)]);
              out = out * shape[from] + coord[from];
            }
            if (replay.at(y, out) != expected && ++mismatches <= 3)
              ADD_FAILURE() << "(" << b << ", " << m << ", " << n << ") -> y[" << out << "] depends on "
                            << replay.at(y, out).size() << " source elements, expected " << expected.size();
          }
      EXPECT_EQ(mismatches, 0);
    }
}

// What the stores cannot place goes to the host with the Transpose: an add
// after it (its operand would be in the transposed layout), a transposing
// store of 4-bit elements, a Transpose after a convolution.
TEST(ResultView, WhatTheStoresCannotPlaceGoesToTheHost) {
  ResultView keys;
  keys.transposes = {{{1, 12, 3, 8}, {0, 2, 3, 1}}};
  {
    Kernel k = transposedProduct(1, 12, 16, 24, keys);
    k.vector_ops = {hw::VectorOp::kAdd};
    k.inputs.push_back(tensor("r", 12 * 24));
    auto plan = planKernel(loadConfig("edge_16x16_int8"), k);
    ASSERT_TRUE(plan.ok());
    EXPECT_FALSE(plan->placement);
    EXPECT_EQ(plan->host_ops.front(), "transpose");
  }
  {
    auto plan = planKernel(loadConfig("edge_16x16_int4"), transposedProduct(1, 12, 16, 24, keys));
    ASSERT_TRUE(plan.ok());
    EXPECT_FALSE(plan->placement);
    ASSERT_FALSE(plan->notes.empty());
    EXPECT_NE(plan->notes.front().find("whole-byte elements"), std::string::npos) << plan->notes.front();
    // The head split stores 4-bit blocks of 8 columns: whole bytes.
    ResultView split;
    split.transposes = {{{1, 12, 3, 8}, {0, 2, 1, 3}}};
    auto ok = planKernel(loadConfig("edge_16x16_int4"), transposedProduct(1, 12, 16, 24, split));
    ASSERT_TRUE(ok.ok());
    ASSERT_TRUE(ok->placement);
    EXPECT_EQ(ok->placement->run, 8);
    EXPECT_EQ(ok->placement->column_stride, 1);
  }
  {
    Kernel k = expand3x3(false);
    k.concats.clear();
    k.outputs = {tensor("y", kPixels * kExpand3)};
    k.result_view.transposes = {{{1, kExpand3, kSide, kSide}, {0, 2, 3, 1}}};
    k.result_view.before_op = k.vector_ops.size();
    auto plan = planKernel(loadConfig("tiny_4x4_int8"), k);
    ASSERT_TRUE(plan.ok());
    EXPECT_FALSE(plan->placement);
    EXPECT_NE(std::find(plan->host_ops.begin(), plan->host_ops.end(), "transpose"), plan->host_ops.end());
  }
}

}  // namespace
}  // namespace tessera::backend
