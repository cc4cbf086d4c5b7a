// Shared builders for the codegen / memory-plan / program tests: specs from
// the reference configs (optionally edited) and hand-made kernels.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "compiler/backend/lower/kernel.h"
#include "hw/model/layer.h"
#include "hw/spec/loader.h"
#include "tests/hw/spec/config_fixtures.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend::testing {

// The reference configs, as they are or edited (tests/hw/spec/config_fixtures.h).
using hw::testing::editedConfig;
using hw::testing::loadConfig;

inline TensorRef tensor(const std::string& name, std::int64_t elements, bool constant = false) {
  TensorRef t;
  t.name = name;
  t.elements = elements;
  t.constant = constant;
  return t;
}

/// A convolution kernel reading `in`, writing `out`, with weights "<name>.w" and bias "<name>.b".
inline Kernel convKernel(const std::string& name, const hw::model::Conv2dParams& p, const std::string& in,
                         const std::string& out, std::vector<hw::VectorOp> ops = {hw::VectorOp::kBiasAdd}) {
  Kernel k;
  k.name = name;
  k.kind = KernelKind::kConv;
  k.ops = "Conv";
  k.shape = hw::model::conv2d(p);
  k.vector_ops = std::move(ops);
  k.inputs = {tensor(in, p.batch * p.in_channels * p.in_h * p.in_w)};
  k.weights = {tensor(name + ".w", k.shape.weightElements(), true), tensor(name + ".b", p.out_channels, true)};
  k.outputs = {tensor(out, k.shape.outputElements())};
  k.conv_input = {p.in_h, p.in_w, p.pad, p.pad};
  k.vector_elements = k.shape.outputElements();
  return k;
}

/// A matrix product (rows x reduction) * (reduction x cols) with constant weights and a bias.
inline Kernel gemmKernel(const std::string& name, std::int64_t rows, std::int64_t cols, std::int64_t reduction,
                         const std::string& in, const std::string& out,
                         std::vector<hw::VectorOp> ops = {hw::VectorOp::kBiasAdd}) {
  Kernel k;
  k.name = name;
  k.kind = KernelKind::kMatMul;
  k.ops = "Gemm";
  k.shape = hw::model::gemm(rows, cols, reduction);
  k.vector_ops = std::move(ops);
  k.inputs = {tensor(in, rows * reduction)};
  k.weights = {tensor(name + ".w", cols * reduction, true), tensor(name + ".b", cols, true)};
  k.outputs = {tensor(out, rows * cols)};
  k.vector_elements = rows * cols;
  return k;
}

/// A vector-only kernel of `kind` from `inputs` to `out` (elements each) running `ops`.
inline Kernel vectorKernel(const std::string& name, KernelKind kind, const std::vector<std::string>& inputs,
                           std::int64_t in_elements, const std::string& out, std::int64_t out_elements,
                           std::vector<hw::VectorOp> ops) {
  Kernel k;
  k.name = name;
  k.kind = kind;
  k.ops = std::string(backend::name(kind));
  for (const std::string& in : inputs) k.inputs.push_back(tensor(in, in_elements));
  k.outputs = {tensor(out, out_elements)};
  k.vector_ops = std::move(ops);
  k.vector_elements = in_elements;
  // A data-movement kernel built by hand is a plain copy: the identity Transpose of a vector.
  if (kind == KernelKind::kDataMovement && inputs.size() == 1 && in_elements == out_elements) {
    k.movement.op = "Transpose";
    k.movement.operands = {0};
    k.movement.input_shapes = {{in_elements}};
    k.movement.output_shape = {out_elements};
    k.movement.perm = {0};
  }
  return k;
}

/// Numbers kernels and closes the graph over the given inputs and outputs.
inline KernelGraph graphOf(std::vector<Kernel> kernels, std::vector<TensorRef> inputs, std::vector<TensorRef> outputs) {
  KernelGraph g;
  g.model = "test";
  g.source = "<test>";
  g.pipeline = "none";
  for (size_t i = 0; i < kernels.size(); ++i) kernels[i].id = static_cast<int>(i);
  g.kernels = std::move(kernels);
  g.graph_inputs = std::move(inputs);
  g.graph_outputs = std::move(outputs);
  return g;
}

}  // namespace tessera::backend::testing
