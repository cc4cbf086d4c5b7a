// Mapping search and estimate(): search quality against brute force, the
// cache, located no-fit errors, totals, objectives, placement and sparsity.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "compiler/backend/map/estimate.h"
#include "compiler/passes/pass.h"
#include "hw/spec/loader.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using hw::model::LayerShape;
using hw::model::LoopOrder;
using hw::model::Mapping;

hw::Spec load(const std::string& name) {
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/" + name + ".yaml");
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return spec.value();
}

/// The latency-optimal mapping of a 3x3 convolution (padding 1) of c in, k out channels on an h x h map.
Mapping mapped3x3(const hw::Spec& spec, std::int64_t c, std::int64_t k, std::int64_t h, LayerShape& l) {
  l = hw::model::conv2d({.in_channels = c, .out_channels = k, .in_h = h, .in_w = h, .kernel_h = 3, .kernel_w = 3,
                         .pad = 1});
  Expected<MappingChoice> found = searchMapping(spec, l, Objective::kLatency);
  EXPECT_TRUE(found.ok()) << render(found.status().diagnostics());
  return found.ok() ? found->mapping : Mapping{};
}

/// Best fitting cycles over every tile size of every dimension, all orders and bufferings.
double bruteForceCycles(const hw::Spec& spec, const LayerShape& l) {
  double best = 1e300;
  for (std::int64_t n = 1; n <= l.n; ++n)
    for (std::int64_t k = 1; k <= l.k; ++k)
      for (std::int64_t c = 1; c <= l.c; ++c)
        for (std::int64_t p = 1; p <= l.p; ++p)
          for (std::int64_t q = 1; q <= l.q; ++q)
            for (LoopOrder o : {LoopOrder::kWeightReuse, LoopOrder::kInputReuse, LoopOrder::kPartialSumSpill})
              for (bool db : {true, false}) {
                const hw::model::LayerCost cost = hw::model::evaluate(spec, l, Mapping{n, k, c, p, q, o, db});
                if (cost.fits) best = std::min(best, cost.cycles);
              }
  return best;
}

TEST(MapperTest, SearchIsCloseToBruteForceOnSmallLayers) {
  // The search skips pixel tiles smaller than the largest that fits (see
  // mapper.cpp); on these layers that costs at most 10 % against trying all.
  const hw::Spec spec = load("tiny_4x4_int8");
  const LayerShape layers[] = {
      hw::model::gemm(24, 20, 40),
      hw::model::conv2d({.in_channels = 12, .out_channels = 10, .in_h = 9, .in_w = 9, .kernel_h = 3, .kernel_w = 3}),
      hw::model::conv2d({.in_channels = 6, .out_channels = 6, .in_h = 12, .in_w = 12, .kernel_h = 3, .kernel_w = 3,
                         .stride = 2, .pad = 1}),
      hw::model::gemm(3, 50, 60),
  };
  for (const LayerShape& l : layers) {
    Expected<MappingChoice> found = searchMapping(spec, l, Objective::kLatency);
    ASSERT_TRUE(found.ok());
    const double brute = bruteForceCycles(spec, l);
    EXPECT_GE(found->cost.cycles, brute);
    EXPECT_LE(found->cost.cycles, 1.10 * brute) << "k=" << l.k << " c=" << l.c << " p=" << l.p;
    EXPECT_TRUE(found->cost.fits);
  }
}

// ViT-B/32's patch embedding (3 channels, 32x32 windows, stride 32) on a
// 4-bit point: a channel tile other than all 3 starts its reads on a byte, so
// it holds an even number of channels (one channel of 4 bits would start the
// second tile inside a byte; codegen refused the model for it).
TEST(MapperTest, SubByteActivationsTileChannelsInWholeBytes) {
  const hw::Spec spec = load("edge_16x16_int4");
  const LayerShape l = hw::model::conv2d({.in_channels = 3, .out_channels = 768, .in_h = 224, .in_w = 224,
                                          .kernel_h = 32, .kernel_w = 32, .stride = 32});
  Expected<MappingChoice> found = searchMapping(spec, l, Objective::kLatency);
  ASSERT_TRUE(found.ok()) << render(found.status().diagnostics());
  const std::int64_t c = found->mapping.tile_c;
  EXPECT_TRUE(c == l.c || c * spec.params().precision.activation_bits % 8 == 0) << "tile_c " << c;
}

// A float 3x3 convolution of 256 channels (2,304 weight rows a k fold; a
// slot of edge_16x16_fp16 holds 2,048) keeps its channels whole and tiles
// its taps (one summation order, tap by tap over all channels); the model
// prices the tap tiles: without them the weights overflow, and under
// input_reuse the window of every channel is fetched once per pixel tile,
// the weights once per pixel tile.
TEST(MapperTest, FloatConvolutionTooWideForAWeightSlotIsTiledByTaps) {
  const hw::Spec spec = load("edge_16x16_fp16");
  LayerShape l;
  const Mapping m = mapped3x3(spec, 256, 256, 14, l);
  EXPECT_EQ(m.tile_c, 256);
  EXPECT_GT(m.tile_taps, 0);
  EXPECT_LT(m.tile_taps, 9);
  // Weights of the k tile's tap tile fit a slot (2,048 rows of 16 fp16: 64 KiB).
  const std::int64_t folds = (std::min<std::int64_t>(m.tile_k, l.k) + 15) / 16;
  EXPECT_LE(folds * 256 * m.tile_taps, 2048);

  // One k fold, double-buffered (64 KiB a slot): 5 + 4 taps fit, all 9 do not.
  Mapping tiled{1, 16, 256, 5, 14, LoopOrder::kInputReuse, true, 5};
  Mapping whole = tiled;
  whole.tile_taps = 0;
  EXPECT_TRUE(hw::model::evaluate(spec, l, tiled).fits);
  EXPECT_FALSE(hw::model::evaluate(spec, l, whole).fits);
  // input_reuse over 3 pixel tiles (5, 5, 4 output rows): each fetches its
  // window of every channel (7, 7, 6 padded rows of 16 pixels) once, for
  // all k tiles and both tap tiles, and all the weights.
  const double windows = 256.0 * 2 * 16 * (7 + 7 + 6), weights = 256.0 * 256 * 9 * 2;
  EXPECT_DOUBLE_EQ(hw::model::evaluate(spec, l, tiled).dram_read_bytes, windows + 3 * weights);
}

// A weight-buffer row of tpu_v1_like holds one k fold of 256 output
// channels: a tile of 43 takes as many rows as one of 256. ResNet-18's
// layer3 3x3 convolution: its weights (256 x 256 x 9) fit one of codegen's
// two weight slots (128 KiB) only as channel tiles of whole folds; counted
// in bytes (43 channels: 99 KB), the mapper chose a tile codegen could not
// hold and the Program fetched every weight once per output column.
TEST(MapperTest, WeightTilesAreCountedInWholeRowsOfTheArraysColumns) {
  const hw::Spec spec = load("tpu_v1_like");
  LayerShape l;
  const Mapping m = mapped3x3(spec, 256, 256, 14, l);
  const std::int64_t cols = spec.params().pe_array.cols;
  const std::int64_t k = std::min<std::int64_t>(m.tile_k, l.k), c = std::min<std::int64_t>(m.tile_c, l.c);
  const std::int64_t rows = (k + cols - 1) / cols * c * 9;  // weight-buffer rows, one per (k fold, r, s, c)
  EXPECT_LE(rows, spec.buffer(hw::BufferKind::kWeight).total_rows / kWeightSlots)
      << "tile k " << m.tile_k << " c " << m.tile_c;
}

// A float kernel keeps the mapper's reduction tile, so its window must fit
// one of codegen's input slots (a quarter of the buffer), not half the
// buffer: ResNet-18's layer4 3x3 convolution (512 channels of fp16) had a
// window of 5 output rows that only half the buffer holds, and codegen
// could only cut it to one output row a tile.
TEST(MapperTest, FloatWindowsFitAnInputSlot) {
  const hw::Spec spec = load("edge_16x16_fp16");
  LayerShape l;
  const Mapping m = mapped3x3(spec, 512, 512, 7, l);
  const double window = static_cast<double>(std::min<std::int64_t>(m.tile_c, l.c) *
                                            l.inputRowsFor(std::min<std::int64_t>(m.tile_p, l.p)) *
                                            l.inputColsFor(std::min<std::int64_t>(m.tile_q, l.q))) *
                        spec.derived().activation_bytes_per_element;
  EXPECT_LE(window, static_cast<double>(spec.buffer(hw::BufferKind::kInput).bytes) / kInputSlots)
      << "tile c " << m.tile_c << " p " << m.tile_p << " q " << m.tile_q;
}

TEST(MapperTest, CacheReturnsTheSameChoice) {
  const hw::Spec spec = load("edge_16x16_int8");
  MappingCache cache;
  const LayerShape l = hw::model::conv2d({.in_channels = 64, .out_channels = 128, .in_h = 56, .in_w = 56,
                                          .kernel_h = 3, .kernel_w = 3, .pad = 1});
  Expected<MappingChoice> first = searchMapping(spec, l, Objective::kLatency, &cache);
  Expected<MappingChoice> second = searchMapping(spec, l, Objective::kLatency, &cache);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_FALSE(first->from_cache);
  EXPECT_TRUE(second->from_cache);
  EXPECT_DOUBLE_EQ(first->cost.cycles, second->cost.cycles);
  EXPECT_EQ(first->mapping.tile_k, second->mapping.tile_k);
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_EQ(cache.hits(), 1);
  // Another objective is another entry.
  ASSERT_TRUE(searchMapping(spec, l, Objective::kEnergy, &cache).ok());
  EXPECT_EQ(cache.size(), 2u);
}

TEST(MapperTest, ObjectivesTradeOff) {
  const hw::Spec spec = load("edge_16x16_int8");
  const LayerShape l = hw::model::conv2d({.in_channels = 256, .out_channels = 256, .in_h = 14, .in_w = 14,
                                          .kernel_h = 3, .kernel_w = 3, .pad = 1});
  const MappingChoice fast = searchMapping(spec, l, Objective::kLatency).value();
  const MappingChoice frugal = searchMapping(spec, l, Objective::kEnergy).value();
  const MappingChoice edp = searchMapping(spec, l, Objective::kEdp).value();
  EXPECT_LE(fast.cost.cycles, frugal.cost.cycles);
  EXPECT_LE(frugal.cost.energy_pj, fast.cost.energy_pj);
  EXPECT_LE(edp.cost.cycles * edp.cost.energy_pj, fast.cost.cycles * fast.cost.energy_pj);
  EXPECT_LE(edp.cost.cycles * edp.cost.energy_pj, frugal.cost.cycles * frugal.cost.energy_pj);
}

TEST(MapperTest, LayerThatCannotFitNamesBufferAndBytes) {
  const hw::Spec spec = load("tiny_4x4_int8");
  // A 91x91 window needs 8281 input bytes even for one output pixel; the input buffer has 4096.
  const LayerShape l = hw::model::conv2d({.in_h = 100, .in_w = 100, .kernel_h = 91, .kernel_w = 91});
  Expected<MappingChoice> found = searchMapping(spec, l, Objective::kLatency);
  ASSERT_FALSE(found.ok());
  const std::string text = render(found.status().diagnostics());
  EXPECT_NE(text.find("8281 bytes in the input buffer, which has 4096"), std::string::npos) << text;
  EXPECT_EQ(found.status().diagnostics().front().code, "no-fit");
}

KernelGraph smallCnn(float weight_value = 1.0f) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 4, 12, 12});
  ir::ValueId w1 = b.constant("w1", {8, 4, 3, 3}, std::vector<float>(8 * 4 * 9, weight_value));
  ir::ValueId c1 = b.node("Conv", {x, w1}, "c1", {1, 8, 10, 10});
  ir::ValueId r1 = b.node("Relu", {c1}, "r1", {1, 8, 10, 10});
  ir::ValueId shape = b.shapeConstant("shape", {1, 800});
  ir::ValueId f = b.node("Reshape", {r1, shape}, "f", {1, 800});
  ir::ValueId w2 = b.constant("w2", {800, 10}, std::vector<float>(8000, weight_value));
  ir::ValueId y = b.node("MatMul", {f, w2}, "y", {1, 10});
  ir::ValueId s = b.node("Softmax", {y}, "s", {1, 10}, {{"axis", std::int64_t{-1}}});
  b.graph.outputs = {s};
  passes::PassContext context;
  EXPECT_TRUE(passes::runPipeline(b.graph, "fuse", context).ok());
  return lowerGraph(b.graph).value();
}

TEST(EstimateTest, TotalsAreSumsAndBoundsHold) {
  const KernelGraph graph = smallCnn();
  for (const char* name : {"tiny_4x4_int8", "edge_16x16_int8", "scalesim_32x32_os", "tpu_v1_like", "edge_16x16_fp16"}) {
    const hw::Spec spec = load(name);
    Expected<Estimate> e = estimate(spec, graph);
    ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
    double cycles = 0, energy = 0, bytes = 0;
    std::int64_t macs = 0;
    for (const LayerEstimate& l : e->layers) {
      cycles += l.cycles;
      energy += l.energy_pj;
      bytes += l.dram_bytes;
      macs += l.macs;
      EXPECT_LE(l.lower_bound_cycles, l.cycles * (1 + 1e-9)) << name << " " << l.name;
      EXPECT_LE(l.utilization, 1.0 + 1e-9);
    }
    EXPECT_DOUBLE_EQ(e->totals.cycles, cycles);
    EXPECT_DOUBLE_EQ(e->totals.energy_pj, energy);
    EXPECT_DOUBLE_EQ(e->totals.dram_bytes, bytes);
    EXPECT_EQ(e->totals.macs, 8 * 4 * 9 * 100 + 8000);
    EXPECT_EQ(e->totals.macs, macs);
    EXPECT_DOUBLE_EQ(e->totals.latency_us, cycles / spec.params().clock_mhz);
    EXPECT_DOUBLE_EQ(e->totals.area_um2, spec.derived().total_area_um2);
    EXPECT_EQ(e->spec_fingerprint, spec.fingerprint());
    // Activations: x (576) + c1/f (800) + y (10) + s (10) at the spec's activation width;
    // x and the conv output are live together, never all four.
    const double ab = spec.derived().activation_bytes_per_element;
    EXPECT_EQ(e->totals.naive_activation_bytes, static_cast<std::int64_t>((576 + 800 + 10 + 10) * ab));
    EXPECT_EQ(e->totals.peak_activation_bytes, static_cast<std::int64_t>((576 + 800) * ab));
  }
}

TEST(EstimateTest, PerLayerPrecisionPacksANarrowerLayerInDram) {
  const KernelGraph graph = smallCnn();
  const hw::Spec spec = load("edge_16x16_int8");
  const std::size_t conv = 0, matmul = 1;
  ASSERT_EQ(graph.kernels[conv].kind, KernelKind::kConv);
  ASSERT_EQ(graph.kernels[matmul].kind, KernelKind::kMatMul);
  const std::string name = graph.kernels[matmul].name;
  const Estimate wide = estimate(spec, graph).value();
  Expected<Estimate> narrow = estimate(spec, graph, {.layer_bits = {{name, 4}}});
  ASSERT_TRUE(narrow.ok()) << render(narrow.status().diagnostics());
  // The MatMul's 8000 weights are stored at 4 bits: 4000 bytes fewer.
  EXPECT_EQ(narrow->totals.weight_bytes, wide.totals.weight_bytes - 4000);
  // Its input (the conv's 800 outputs) is stored at 4 bits: the conv writes
  // 400 bytes fewer, and the live activations shrink by as much.
  EXPECT_DOUBLE_EQ(narrow->layers[conv].dram_bytes, wide.layers[conv].dram_bytes - 400);
  EXPECT_EQ(narrow->totals.peak_activation_bytes, wide.totals.peak_activation_bytes - 400);
  // The MatMul reads its weights and input at least once: at least 4400 bytes fewer; less DRAM energy.
  EXPECT_LE(narrow->layers[matmul].dram_bytes, wide.layers[matmul].dram_bytes - 4400);
  EXPECT_LT(narrow->layers[matmul].energy_pj, wide.layers[matmul].energy_pj);
  // The array runs it at its own rate; a tile's fill and drain shows in the
  // share of that time the DRAM bus is busy (estimate.cpp), which the
  // narrower bytes shorten: compute cycles never more, memory cycles never more.
  EXPECT_LE(narrow->layers[matmul].compute_cycles, wide.layers[matmul].compute_cycles);
  EXPECT_LE(narrow->layers[matmul].memory_cycles, wide.layers[matmul].memory_cycles);
  // The softmax reads the MatMul's output at the spec's width: unchanged.
  EXPECT_DOUBLE_EQ(narrow->layers.back().dram_bytes, wide.layers.back().dram_bytes);
  // int8 on the int8 datapath is the spec's own precision: nothing changes.
  const Estimate same = estimate(spec, graph, {.layer_bits = {{name, 8}}}).value();
  EXPECT_DOUBLE_EQ(same.totals.dram_bytes, wide.totals.dram_bytes);
  EXPECT_DOUBLE_EQ(same.totals.energy_pj, wide.totals.energy_pj);

  // A layer wider than the datapath, on an integer datapath or not, and a name that is no array kernel: located errors.
  for (const auto& [config, bits, layer, expected] :
       {std::tuple{"edge_16x16_int4", 8, name, "is wider than the datapath of edge_16x16_int4 (4-bit weights"},
        std::tuple{"edge_16x16_fp16", 8, name, "needs an integer datapath"},
        std::tuple{"edge_16x16_int8", 4, std::string("nowhere"), "'nowhere', which is no array kernel"}}) {
    Expected<Estimate> bad = estimate(load(config), graph, {.layer_bits = {{layer, bits}}});
    ASSERT_FALSE(bad.ok()) << config;
    EXPECT_EQ(bad.status().diagnostics().front().code, "layer-precision");
    EXPECT_NE(bad.status().diagnostics().front().message.find(expected), std::string::npos)
        << bad.status().diagnostics().front().message;
  }
}

TEST(EstimateTest, VectorOpsTheUnitLacksGoToTheHost) {
  const KernelGraph graph = smallCnn();
  // edge_16x16_int8's vector unit has no exp, reductions or reciprocal: softmax goes to the host.
  const Estimate e = estimate(load("edge_16x16_int8"), graph).value();
  const LayerEstimate& softmax = e.layers.back();
  EXPECT_EQ(softmax.kind, KernelKind::kSoftmax);
  EXPECT_EQ(softmax.bound, KernelBound::kHost);
  EXPECT_NE(std::find(softmax.host_ops.begin(), softmax.host_ops.end(), "exp"), softmax.host_ops.end());
  EXPECT_EQ(e.totals.host_kernels, 1);
  // The conv's requantize (its relu folded in) runs on the vector unit, a
  // row of its 8 channels a pixel (8 of the 16 lanes): 100 cycles, not 800 / 16.
  EXPECT_DOUBLE_EQ(e.layers[0].vector_cycles, 100);
  EXPECT_TRUE(e.layers[0].host_ops.empty());
}

TEST(EstimateTest, RealNofMMasksSkipWorkOnlyWhereTheHardwareCan) {
  // Every group of 4 weights along the reduction has exactly 2 nonzeros (2:4).
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {64, 256});
  std::vector<float> w(256 * 256);
  for (std::int64_t k = 0; k < 256; ++k)
    for (std::int64_t n = 0; n < 256; ++n) w[static_cast<size_t>(k * 256 + n)] = (k % 4) < 2 ? 1.0f : 0.0f;
  ir::ValueId wv = b.constant("w", {256, 256}, w);
  ir::ValueId y = b.node("MatMul", {x, wv}, "y", {64, 256});
  b.graph.outputs = {y};
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(b.graph, "fuse", context).ok());
  const KernelGraph sparse = lowerGraph(b.graph).value();
  EXPECT_TRUE(sparse.kernels[0].sparsity.satisfiesNofM(2, 4));
  EXPECT_DOUBLE_EQ(sparse.kernels[0].sparsity.density(), 0.5);
  const Estimate on_sparse_hw = estimate(load("edge_16x16_int8_sparse24"), sparse).value();
  const Estimate on_dense_hw = estimate(load("edge_16x16_int8"), sparse).value();
  EXPECT_LT(on_sparse_hw.layers[0].compute_cycles, 0.6 * on_dense_hw.layers[0].compute_cycles);
  EXPECT_LT(on_sparse_hw.totals.weight_bytes, on_dense_hw.totals.weight_bytes);
  // Same density without the 2:4 pattern: the N:M hardware runs it dense.
  for (std::int64_t k = 0; k < 256; ++k)
    for (std::int64_t n = 0; n < 256; ++n) w[static_cast<size_t>(k * 256 + n)] = k < 128 ? 1.0f : 0.0f;
  b.graph.value(wv).constant = ir::Tensor(ir::DType::kF32, {256, 256});
  std::copy(w.begin(), w.end(), b.graph.value(wv).constant->data<float>());
  const KernelGraph unstructured = lowerGraph(b.graph).value();
  EXPECT_FALSE(unstructured.kernels[0].sparsity.satisfiesNofM(2, 4));
  const Estimate dense_run = estimate(load("edge_16x16_int8_sparse24"), unstructured).value();
  EXPECT_DOUBLE_EQ(dense_run.layers[0].compute_cycles, on_dense_hw.layers[0].compute_cycles);
}

TEST(EstimateTest, ScaleSimTopologyEstimates) {
  const KernelGraph graph = readScaleSimTopology("tests/compiler/backend/data/alexnet_conv.csv").value();
  const hw::Spec spec = load("scalesim_32x32_ws");
  const Estimate e = estimate(spec, graph).value();
  ASSERT_EQ(e.layers.size(), 5u);
  EXPECT_EQ(e.totals.macs, graph.macs());
  for (const LayerEstimate& l : e.layers) {
    EXPECT_GT(l.cycles, 0);
    EXPECT_GE(l.cycles, static_cast<double>(l.macs) / (32 * 32));
  }
  const nlohmann::json j = toJson(e);
  for (const char* key : {"name", "op", "macs", "cycles", "compute_cycles", "memory_cycles", "dram_bytes", "energy_pj",
                          "utilization", "bound"})
    EXPECT_TRUE(j["layers"][0].contains(key)) << key;
  for (const char* key : {"cycles", "macs", "dram_bytes", "energy_pj", "area_um2", "latency_us",
                          "peak_activation_bytes"})
    EXPECT_TRUE(j["totals"].contains(key)) << key;
  EXPECT_EQ(j["spec_fingerprint"], spec.fingerprint());
  EXPECT_EQ(j["pipeline"], "scalesim-topology");
}

TEST(EstimateTest, EveryConfigEstimatesEveryZooModel) {
  const std::filesystem::path zoo = "models/cache/zoo";
  ASSERT_TRUE(std::filesystem::exists(zoo)) << "run scripts/setup.sh to export the model zoo";
  std::vector<std::filesystem::path> models;
  for (const auto& entry : std::filesystem::directory_iterator(zoo))
    if (entry.path().extension() == ".onnx") models.push_back(entry.path());
  models.push_back("models/fashion_mnist/fashion_cnn.onnx");
  std::vector<std::filesystem::path> configs;
  for (const auto& entry : std::filesystem::directory_iterator("configs"))
    if (entry.path().extension() == ".yaml") configs.push_back(entry.path());
  ASSERT_GE(models.size(), 8u);
  for (const auto& model : models) {
    Expected<KernelGraph> graph = prepareModel(model);
    ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
    for (const auto& config : configs) {
      const hw::Spec spec = hw::loadSpecFile(config).value();
      Expected<Estimate> e = estimate(spec, *graph);
      ASSERT_TRUE(e.ok()) << model << " on " << config << ": " << render(e.status().diagnostics());
      EXPECT_EQ(e->totals.macs, graph->macs());
      EXPECT_GE(e->totals.cycles, e->totals.lower_bound_cycles);
      EXPECT_LE(e->totals.peak_activation_bytes, e->totals.naive_activation_bytes);
    }
  }
}

}  // namespace
}  // namespace tessera::backend
