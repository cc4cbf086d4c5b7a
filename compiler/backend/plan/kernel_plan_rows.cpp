// Kernel plans of reductions and data movement: exact on the accelerator or the host's, with a note.
//
// A Softmax or ReduceSum/Mean/Max over the trailing axes (Kernel::reduction:
// rows x extent) runs in the transposed layout of docs/backend.md
// ("Reductions"): a transposing LOAD puts element r of 16 consecutive
// reductions in buffer row r, one reduction per lane, so reduce_max /
// reduce_sum (per lane down `count` rows) and the broadcast bias_add / mul
// (per_lane) compute each reduction whole, and a transposing STORE puts the
// result back. It needs a float format (the reductions and exp are defined
// on fp32), 32-bit accumulators (the reduction's factor is an fp32
// immediate), every op in the spec's vector unit, and the extent in one
// input slot (and, for Softmax, extent + 2 rows in an output slot).
// LogSoftmax (no logarithm) and LayerNormalization/InstanceNormalization
// (scale and bias vary along the normalized axis, epsilon has no operand)
// go to the host on every spec.
//
// Data movement (Kernel::movement) runs as copy runs (data_movement.h);
// what they cannot express goes to the host whole.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/kernel_plan.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;

/// Bits of an fp32 value, as the multiplier immediate of a reduction.
std::int64_t fp32Bits(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

/// The plan sends the whole kernel to the host: every op named, one note.
KernelPlan toHost(const Kernel& kernel, KernelPlan plan, const std::string& first_op, const std::string& why) {
  plan.mode = PlanMode::kNone;
  plan.chain.clear();
  plan.reduction.reset();
  plan.copy_runs.clear();
  if (!first_op.empty()) plan.host_ops.push_back(first_op);
  for (VectorOp op : kernel.vector_ops) plan.host_ops.emplace_back(hw::name(op));
  plan.host_ops.insert(plan.host_ops.end(), kernel.host_ops.begin(), kernel.host_ops.end());
  plan.notes.push_back(fmt::format("kernel '{}' ({}) runs on the host: {}", kernel.name, kernel.ops, why));
  return plan;
}

}  // namespace

KernelPlan planReduction(const hw::Spec& spec, const Kernel& kernel, KernelPlan plan) {
  if (kernel.inputs.empty() || plan.result < 0) {
    plan.host_ops = kernel.host_ops;
    return plan;
  }
  const RowReduction& r = kernel.reduction;
  const hw::SpecParams& p = spec.params();
  if (r.op.empty()) return toHost(kernel, std::move(plan), "", "lowering recorded no reduced axes");
  if (!r.why_not.empty()) return toHost(kernel, std::move(plan), "", r.why_not);
  if (!kernel.host_ops.empty() || kernel.host_from_op != static_cast<std::size_t>(-1))
    return toHost(kernel, std::move(plan), "", "the group holds ops with no accelerator lowering");
  if (r.op == "LogSoftmax") return toHost(kernel, std::move(plan), "", "LogSoftmax needs a logarithm, which the vector unit lacks");
  if (r.op == "LayerNormalization" || r.op == "InstanceNormalization")
    return toHost(kernel, std::move(plan), "",
                  "normalization is not lowered: its scale and bias vary along the normalized axis and its epsilon "
                  "has no VECTOR operand");
  using V = VectorOp;
  std::vector<V> expected;
  bool softmax = false;
  float factor = 1.0f;
  if (r.op == "Softmax") {
    expected = {V::kReduceMax, V::kAdd, V::kExp, V::kReduceSum, V::kReciprocal, V::kMul};
    softmax = true;
  } else if (r.op == "ReduceSum") {
    expected = {V::kReduceSum};
  } else if (r.op == "ReduceMean") {
    expected = {V::kReduceSum, V::kMul};
    factor = 1.0f / static_cast<float>(std::max<std::int64_t>(r.extent, 1));
  } else if (r.op == "ReduceMax") {
    expected = {V::kReduceMax};
  } else {
    return toHost(kernel, std::move(plan), "", r.op + " has no vector-unit reduction");
  }
  if (kernel.vector_ops != expected)
    return toHost(kernel, std::move(plan), "", "the group holds other ops besides the " + r.op);
  if (p.precision.number_format == hw::NumberFormat::kInt)
    return toHost(kernel, std::move(plan), "",
                  "reductions are defined on float formats only (quantized sums and exponentials need scales the "
                  "ISA has no immediates for)");
  if (p.precision.accumulator_bits != 32)
    return toHost(kernel, std::move(plan), "", "the reduction's fp32 factor needs 32-bit accumulators");
  const std::int64_t width = spec.derived().vector_row_elements;
  if (width < 1 || p.precision.activation_bits % 8 != 0)
    return toHost(kernel, std::move(plan), "", "the transposing transfers need whole-byte elements");
  // The ops as the transposed layout runs them (Softmax's "x - max" is a bias_add of -max).
  std::vector<VectorStep> steps;
  if (softmax) {
    steps = {{V::kReduceMax, {}, {}}, {V::kBiasAdd, {OperandKind::kSelf, -1, true}, {}}, {V::kExp, {}, {}},
             {V::kReduceSum, {}, {}}, {V::kReciprocal, {}, {}}, {V::kMul, {OperandKind::kSelf, -1, true}, {}}};
    steps[0].immediates.multiplier = fp32Bits(-1.0f);
  } else {
    steps = {{expected.front(), {}, {}}};
    steps[0].immediates.multiplier = factor == 1.0f ? 0 : fp32Bits(factor);
  }
  for (const VectorStep& s : steps)
    if (!p.vector_unit.supports(s.op))
      return toHost(kernel, std::move(plan), "",
                    fmt::format("vector op {} is not supported by {}", hw::name(s.op), p.name));
  const BufferPartition slots = partitionBuffers(spec);
  if (r.extent > slots.input.rows || (softmax ? r.extent + 2 : 1) > slots.output.rows)
    return toHost(kernel, std::move(plan), "",
                  fmt::format("{} elements per reduction do not fit one buffer slot ({} input, {} output rows)",
                              r.extent, slots.input.rows, slots.output.rows));
  const std::int64_t out_elements = kernel.outputs[static_cast<size_t>(plan.result)].elements;
  if (kernel.inputs[0].elements != r.rows * r.extent || out_elements != (softmax ? r.rows * r.extent : r.rows))
    return toHost(kernel, std::move(plan), "", "its tensors are not rows x extent elements");
  plan.mode = PlanMode::kVector;
  plan.array_input = 0;
  plan.chain = std::move(steps);
  plan.reduction = ReductionPlan{r.rows, r.extent, softmax};
  return plan;
}

KernelPlan planMovement(const hw::Spec& spec, const Kernel& kernel, KernelPlan plan) {
  if (kernel.inputs.empty() || plan.result < 0) {
    plan.host_ops = kernel.host_ops;
    return plan;
  }
  const DataMovement& m = kernel.movement;
  const std::string op = m.op.empty() ? kernel.ops : m.op;
  if (!kernel.vector_ops.empty() || !kernel.host_ops.empty())
    return toHost(kernel, std::move(plan), op, "the group holds other ops besides the data movement");
  const std::int64_t width = spec.derived().vector_row_elements;
  if (width < 1) return toHost(kernel, std::move(plan), op, "no vector row is whole bytes");
  if (!spec.params().vector_unit.supports(VectorOp::kMaxPool) && !spec.params().vector_unit.supports(VectorOp::kClip))
    return toHost(kernel, std::move(plan), op, "the vector unit has neither max_pool nor clip to copy rows with");
  const std::int64_t out_elements = kernel.outputs[static_cast<size_t>(plan.result)].elements;
  // A run per vector row is the regular case; scattered elements (a Gather
  // of single elements) would be one transfer each.
  const std::int64_t max_runs = 4 * ((out_elements + width - 1) / width) + 1024;
  auto runs = copyRuns(m, width, spec.params().precision.activation_bits, max_runs);
  if (auto* why = std::get_if<std::string>(&runs)) return toHost(kernel, std::move(plan), op, *why);
  std::int64_t shape_elements = 1;
  for (std::int64_t d : m.output_shape) shape_elements *= d;
  bool consistent = shape_elements == out_elements;
  for (size_t k = 0; k < m.operands.size(); ++k) {
    std::int64_t e = 1;
    for (std::int64_t d : m.input_shapes[k]) e *= d;
    consistent = consistent && kernel.inputs[static_cast<size_t>(m.operands[k])].elements == e;
  }
  if (!consistent) return toHost(kernel, std::move(plan), op, "its shapes do not match the kernel's tensors");
  plan.mode = PlanMode::kCopy;
  plan.copy_runs = std::move(std::get<std::vector<CopyRun>>(runs));
  return plan;
}

}  // namespace tessera::backend
