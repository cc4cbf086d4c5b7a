// Kernel boundaries and short kernels' LOAD chains on tpu_v1_like. Within a
// segment the load unit runs ahead into the next kernel, so the next
// kernel's first LOADs take the DRAM bus before the kernel's last STORE,
// and those cycles are the kernel's; the estimate moves the same loads
// (pipeline_ends.cpp, `ahead` and handOver). A kernel of one COMPUTE a
// tile relays its residual's rows to the vector unit by a no-op COMPUTE.
// A tile's STORE waits for its own vector ops, not for the previous STORE.
// A banded depthwise layer loads the next chunk's bands ahead. A pooled
// kernel of one pixel tile loads its first weights under the kernel ahead.
// A tile's fill and drain is charged in the square of the busy share.
#include <gtest/gtest.h>

#include "compiler/runtime/timed_executor.h"
#include "tests/compiler/backend/compile_helpers.h"
#include "tests/compiler/passes/ir_builder.h"
#include "tests/compiler/runtime/fashion_fixture.h"
#include "tests/compiler/runtime/timed_fixture.h"

namespace tessera::runtime {
namespace {

using namespace testing;

/// The instructions of `model`'s one kernel compiled for `config`.
std::vector<isa::Instruction> oneKernelProgram(const std::string& config, const ir::Graph& model) {
  std::vector<isa::Instruction> out;
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  EXPECT_TRUE(spec.ok());
  if (!spec.ok()) return out;
  const backend::KernelGraph graph = backend::testing::lowered(model, "fuse");
  EXPECT_EQ(graph.kernels.size(), 1u);
  Expected<compiler::Compiled> compiled = compiler::compile(graph, *spec);
  EXPECT_TRUE(compiled.ok()) << messages(compiled.status());
  if (!compiled.ok()) return out;
  for (std::size_t i = 0; i < compiled->program->size(); ++i) out.push_back(compiled->program->instruction(i));
  return out;
}

// BERT's v projection on tpu_v1_like (128 tokens, 256 -> 256, four heads of
// 64, DRAM-bound), then the attention scores of four heads (a step a head:
// its keys, then its queries). Ahead of v's last STORE the load unit loads
// the first head's keys and queries and the second head's queries, which
// codegen loads before that head's keys (their weight slot is the one v's
// last step reads): three LOADs. The estimate moved the first head's two:
// v ran 4,553 cycles against 4,117 estimated (1.11x; BERT's 3,204 against
// 2,772); with the second head's queries 4,408 (1.03x; BERT's 3,063).
TEST(KernelBoundary, AnAttentionProductLoadsItsSecondHeadsQueriesAheadToo) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 128, 256});
  ir::ValueId shape = b.shapeConstant("shape", {1, 128, 4, 64});
  ir::ValueId w = b.constant("w_v", {256, 256}, std::vector<float>(256 * 256, 0.5f));
  ir::ValueId bias = b.constant("b_v", {256}, std::vector<float>(256, 0.25f));
  ir::ValueId mm = b.node("MatMul", {x, w}, "mm_v", {1, 128, 256});
  ir::ValueId add = b.node("Add", {mm, bias}, "add_v", {1, 128, 256});
  ir::ValueId r = b.node("Reshape", {add, shape}, "r_v", {1, 128, 4, 64});
  ir::ValueId v = b.node("Transpose", {r}, "v", {1, 4, 128, 64}, {{"perm", std::vector<std::int64_t>{0, 2, 1, 3}}});
  ir::ValueId q = b.input("q", {1, 4, 128, 64});
  ir::ValueId k = b.input("k", {1, 4, 64, 128});
  b.graph.outputs = {v, b.node("MatMul", {q, k}, "scores", {1, 4, 128, 128})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 2, 0);
}

// GPT's `out/MatMul` on tpu_v1_like (64 tokens, 256 -> 256, then its bias
// and the residual): one COMPUTE, which waited for the window, the bias
// row and the residual's rows (482 + 124 + 482 cycles of LOADs with one
// transfer in flight) though only the vector unit reads the last two. A
// no-op COMPUTE after it now waits for them and relays them to the vector
// unit (codegen.cpp, Emitter::closeStep): the COMPUTE starts after the
// window, and the kernel runs within 5 % of its estimate, whose end after
// the last LOAD takes the COMPUTE's stream and drain under the residual's
// LOAD (GPT's: 2,532 -> 2,050 simulated cycles, estimate 2,023).
TEST(KernelBoundary, AOneComputeTileRelaysItsResidualsRowsByANoOpCompute) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 64, 256});
  ir::ValueId residual = b.input("residual", {1, 64, 256});
  ir::ValueId w = b.constant("w", {256, 256}, std::vector<float>(256 * 256, 0.5f));
  ir::ValueId bias = b.constant("b", {256}, std::vector<float>(256, 0.25f));
  ir::ValueId mm = b.node("MatMul", {x, w}, "mm", {1, 64, 256});
  ir::ValueId add = b.node("Add", {mm, bias}, "add", {1, 64, 256});
  b.graph.outputs = {b.node("Add", {add, residual}, "y", {1, 64, 256})};
  // One COMPUTE that reduces, then a no-op COMPUTE that waits for the LOADs after the window.
  std::vector<isa::Instruction> computes;
  std::size_t loads_before = 0;
  for (const isa::Instruction& in : oneKernelProgram("configs/tpu_v1_like.yaml", b.graph)) {
    if (in.opcode == isa::Opcode::kLoad && computes.empty()) ++loads_before;
    if (in.opcode == isa::Opcode::kCompute && (in.compute.tile_rows > 0 || !computes.empty())) computes.push_back(in);
  }
  ASSERT_EQ(computes.size(), 2u);
  EXPECT_GT(computes[0].compute.tile_rows, 0u);
  EXPECT_EQ(computes[1].compute.tile_rows, 0u);
  EXPECT_TRUE(computes[1].deps.pop_prev) << "the no-op waits for the residual's LOAD";
  EXPECT_GE(loads_before, 3u) << "window, bias and residual rows load before the first COMPUTE";
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 1);
}

// EfficientNet-B0's SE `fc2` on edge_16x16_int8 (10 -> 240 channels on one
// pixel, k tiles of 128 and 112, a bias row each): the second tile loads its
// bias rows, so its vector group's last op waits for the first tile's STORE
// (the slot's later loads learn of it from there). That wait is a no-op
// VECTOR after the tile's ops; the tile's STORE waited for it too, so it
// started only once the first STORE completed, a DRAM latency later: 510
// cycles. Now the STORE waits for the last real op (492 cycles), and the
// estimate counts one tile's fill and drain, the last (515; 528 with both).
TEST(KernelBoundary, AStoreWaitsForItsTilesOpsNotForThePreviousStore) {
  passes::test_support::Builder b;
  b.graph.outputs = {constantConv(b, b.input("x", {1, 10, 1, 1}), 240, 10, 1, 1, "fc2", {1, 240, 1, 1})};
  // The VECTORs in order: the no-op that waits for a STORE pushes nothing to
  // the store unit; the op before it does.
  std::vector<isa::Instruction> vectors;
  for (const isa::Instruction& in : oneKernelProgram("configs/edge_16x16_int8.yaml", b.graph))
    if (in.opcode == isa::Opcode::kVector) vectors.push_back(in);
  int waits = 0;
  for (std::size_t i = 1; i < vectors.size(); ++i) {
    if (!vectors[i].deps.pop_next) continue;
    ++waits;
    EXPECT_EQ(vectors[i].vector.count, 0u) << "the wait for the previous STORE is a no-op";
    EXPECT_FALSE(vectors[i].deps.push_next) << "the tile's STORE does not wait for that no-op";
    EXPECT_TRUE(vectors[i - 1].deps.push_next) << "the tile's STORE waits for its last op";
  }
  EXPECT_EQ(waits, 1) << "the second tile waits for the first tile's STORE";
  expectKernelNearItsEstimate("configs/edge_16x16_int8.yaml", b.graph, 1);
}

// MobileNetV2's depthwise 3 x 3 layers of 960 channels on 7 x 7 pixels on
// edge_8x32_int8 (banded, map/toeplitz.h: chunks of 8 channels, two tiles a
// chunk, the array the bottleneck). Each chunk's bands loaded only once the
// chunk before was done, and the array waited a DRAM latency and their
// bytes at every chunk: 43,656 cycles against 41,423 estimated (1.054x;
// MobileNetV2's with its Relu6, 43,901 against 41,170). The chunk's last
// tile now loads the next chunk's bands ahead, so the COMPUTE after each
// band LOAD still reads the chunk before's bands: 42,469 (1.025x).
TEST(KernelBoundary, AComputeBoundBandedLayerLoadsTheNextChunksBandsAhead) {
  passes::test_support::Builder b;
  b.graph.outputs = {constantConv(b, b.input("x", {1, 960, 7, 7}), 960, 1, 3, 3, "dw", {1, 960, 7, 7},
                                  {{"group", std::int64_t{960}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}})};
  const std::vector<isa::Instruction> program = oneKernelProgram("configs/edge_8x32_int8.yaml", b.graph);
  int band_loads = 0, ahead = 0;
  for (std::size_t i = 0; i < program.size(); ++i) {
    const isa::Instruction& in = program[i];
    if (in.opcode != isa::Opcode::kLoad || in.transfer.buffer != hw::BufferKind::kWeight) continue;
    if (band_loads++ == 0) continue;
    for (std::size_t j = i + 1; j < program.size(); ++j)
      if (program[j].opcode == isa::Opcode::kCompute) {
        const std::uint64_t row = program[j].compute.weight_row;
        ahead += row < in.transfer.row_address || row >= in.transfer.row_address + in.transfer.rows;
        break;
      }
  }
  EXPECT_EQ(band_loads, 120) << "960 channels in chunks of 8";
  EXPECT_EQ(ahead, band_loads - 1) << "every chunk's bands but the first load under the chunk before";
  expectKernelNearItsEstimate("configs/edge_8x32_int8.yaml", b.graph, 1);
}

// SqueezeNet's classifier on tpu_v1_like (512 -> 1,000 channels on 13 x
// 13 pixels, its Relu and global average pooling fused): one pixel tile,
// four k tiles whose weights, 128 KiB each, load one after the other. Its
// first weights load under the kernel ahead, as those of a kernel with a
// weight slots' chain do; the estimate did not move them because a pooled
// kernel has no chain (its pooling pass follows its tiles): 21,065
// simulated cycles in SqueezeNet against 24,589 estimated (0.86x), 0.98x
// with them moved.
TEST(KernelBoundary, APooledKernelOfOnePixelTileLoadsItsFirstWeightsAhead) {
  passes::test_support::Builder b;
  ir::ValueId fire =
      b.node("Relu", {constantConv(b, b.input("x", {1, 64, 13, 13}), 512, 64, 1, 1, "fire", {1, 512, 13, 13})},
             "fire_relu", {1, 512, 13, 13});
  ir::ValueId conv = b.node("Relu", {constantConv(b, fire, 1000, 512, 1, 1, "classifier", {1, 1000, 13, 13})},
                            "classifier_relu", {1, 1000, 13, 13});
  b.graph.outputs = {b.node("GlobalAveragePool", {conv}, "pool", {1, 1000, 1, 1})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 2, 1);
}

// MobileNetV2's 32 -> 192 expansions on 28 x 28 (`features.5-7/conv.0`, a
// Relu6) on edge_8x32_int8: 42 output tiles whose array streams back to back,
// the DRAM bus busy 72 % of the array's time. Each tile's fill and drain (39
// cycles) was charged in that share as a stand-in for output slots waiting
// for a STORE; the simulated array ran its MACs' own cycles, and the layer
// 0.944x its estimate in MobileNetV2 (0.951x before a STORE was served
// first). Charged in the square of the share: 0.959x.
TEST(KernelBoundary, ATilesFillAndDrainIsChargedInTheSquareOfTheBusyShare) {
  passes::test_support::Builder b;
  ir::ValueId conv = constantConv(b, b.input("x", {1, 32, 28, 28}), 192, 32, 1, 1, "expand", {1, 192, 28, 28});
  b.graph.outputs = {b.node("Clip", {conv, b.constant("lo", 0.0f), b.constant("hi", 6.0f)}, "relu6", {1, 192, 28, 28})};
  expectKernelNearItsEstimate("configs/edge_8x32_int8.yaml", b.graph, 1);
}

}  // namespace
}  // namespace tessera::runtime
