// Synthetic results stores for report tests and the report benchmark.
//
// writeResultsStore() fills the exact tables of sweeps/SCHEMA.md (version 1)
// for a grid of hardware points x models x precisions x pruning settings,
// with costs from a small stand-alone roofline-style model (not hw/model:
// the report must be tested against data it cannot have shaped). Values
// vary the way real sweeps do: bigger arrays are faster but larger and leak
// more, small buffers refetch from DRAM, narrow precisions are cheaper and
// less accurate, some points fail, are infeasible or break the area limit.
// The returned points let a test recompute the best points independently.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "hw/support/expected.h"

namespace tessera::testing {

/// One layer of a fixture model, as a GEMM (M x C) * (C x K) or an elementwise op.
struct FixtureLayer {
  std::string name;
  std::string op;       ///< ONNX op type, e.g. "Conv", "MatMul", "Softmax"
  bool vector = false;  ///< runs on the vector unit (no MACs)
  std::int64_t m = 1;   ///< output rows (spatial positions or tokens); elements for vector ops
  std::int64_t c = 1;   ///< reduction length (C*R*S for a convolution)
  std::int64_t k = 1;   ///< output channels
};

struct FixtureModel {
  std::string name;
  std::vector<FixtureLayer> layers;
  double fp32_accuracy = 0.9;             ///< top-1 of the fp32 model
  double quantization_sensitivity = 1.0;  ///< scales the accuracy a narrower precision costs
};

/// A compact CNN for 28x28 images (Fashion-MNIST sized).
FixtureModel fixtureCnn();
/// A two-layer Transformer encoder (sequence 128, hidden 256, 4 heads).
FixtureModel fixtureTransformer();
/// ResNet-50's 53 convolutions and its classifier at 224x224.
FixtureModel fixtureResnet50();

/// The sweep grid: every combination is one point.
struct FixtureGrid {
  std::string sweep = "fixture";
  std::vector<FixtureModel> models;
  std::vector<std::int64_t> array_sizes;  ///< square arrays: rows = cols
  std::vector<std::int64_t> weight_buffer_bytes;
  std::vector<std::int64_t> input_buffer_bytes;
  std::vector<std::string> precisions;  ///< "int16", "int8", "int4", "fp16"
  std::vector<std::string> prunings;    ///< "" (dense), "density=0.5", "2:4"
  double area_limit_um2 = 1e30;         ///< points above are "rejected"
  /// int4 weights with N:M pruning "fail" in the compiler on models with attention.
  bool fail_int4_n_of_m_attention = true;
};

/// What the fixture wrote for one point (totals only).
struct FixturePoint {
  std::int64_t point_index = 0;
  std::string model;
  std::string status;  ///< ok | failed | infeasible | rejected
  std::string error;
  std::string precision;
  std::string pruning;
  std::int64_t array_size = 0;
  std::int64_t weight_buffer_bytes = 0;
  std::int64_t input_buffer_bytes = 0;
  double latency_us = 0;
  double energy_pj = 0;
  double area_um2 = 0;
  double accuracy = 0;
};

/// Writes a results store at `path` (replacing any file there) and returns its points in order.
Expected<std::vector<FixturePoint>> writeResultsStore(const std::string& path, const FixtureGrid& grid);

/// The grid the report test renders: 2 models x 3 arrays x 2 x 2 buffers x 3 precisions x 3 prunings.
FixtureGrid testGrid();
/// One model, two array sizes, nothing else varies: most effect plots must be skipped.
FixtureGrid narrowGrid();
/// 10,000 points: ResNet-50 and the Transformer x 5 arrays x 5 x 4 buffers x 5 precisions x 5 prunings.
FixtureGrid largeGrid();

}  // namespace tessera::testing
