// Lowering of the values vector ops need: Clip/Relu bounds, quantization grids and scales.
//
// What the graph states, read without judging the hardware (the kernel plan
// does that, kernel_plan.h):
//   Clip(x, lo, hi)               bounds from constant inputs (opset >= 11) or
//                                 the min/max attributes (opset < 11)
//   Relu(x)                       lower bound 0
//   QuantizeLinear(x, s, zp)      output grid; input_scale when a per-tensor
//                                 DequantizeLinear produced x
//   DequantizeLinear(q, s, zp)    input grid
//   tessera.Requantize(acc, b)    multipliers/shifts, zero_point, qmin, qmax
//   Conv/Gemm/MatMul of QDQ       accumulator scales s_x * s_w[c]: s_x from the
//                                 DequantizeLinear producing the input, s_w from
//                                 the weight's QuantParams (fold-constants keeps
//                                 them on a folded DequantizeLinear) or its
//                                 DequantizeLinear
// Only per-tensor activation grids are read (tessera quantize writes no
// other); a value this file cannot read leaves the parameter unset.
#pragma once

#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/ir/graph.h"

namespace tessera::backend {

/// The parameters of the vector ops `node` lowers to, one per op (`ops` of
/// them); `producer[v]` is the node writing value v (-1: none).
std::vector<VectorParams> vectorParamsOf(const ir::Graph& graph, const ir::Node& node, size_t ops,
                                         const std::vector<int>& producer);

/// Sets kernel.accumulator_scales and kernel.input_grid from the array op
/// `root` when the model quantizes its operands.
void describeQuantization(const ir::Graph& graph, const ir::Node& root, const std::vector<int>& producer,
                          Kernel& kernel);

/// True for a Clip whose input is an integer tensor written by a
/// QuantizeLinear and whose bounds are integer constants: it narrows that
/// QuantizeLinear's grid (int4 in an 8-bit container) instead of running.
bool narrowsQuantizeGrid(const ir::Graph& graph, const ir::Node& clip, const std::vector<int>& producer,
                         QuantGrid& grid);

}  // namespace tessera::backend
