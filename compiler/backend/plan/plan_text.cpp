// Kernel plans as readable text (plan_text.h).
#include "compiler/backend/plan/plan_text.h"

#include <fmt/format.h>

#include "compiler/backend/map/pack.h"
#include "compiler/backend/plan/kernel_plan.h"

namespace tessera::backend {
namespace {

std::string_view modeName(PlanMode mode) {
  switch (mode) {
    case PlanMode::kNone: return "none (view or host)";
    case PlanMode::kArray: return "array";
    case PlanMode::kVector: return "vector";
    case PlanMode::kCopy: return "copy";
  }
  return "?";
}

std::string refName(const std::vector<TensorRef>& refs, int index) {
  if (index < 0 || index >= static_cast<int>(refs.size())) return fmt::format("#{}", index);
  return fmt::format("'{}'", refs[static_cast<size_t>(index)].name);
}

std::string operandText(const Kernel& k, const Operand& o) {
  switch (o.kind) {
    case OperandKind::kNone: return "";
    case OperandKind::kBias: return " bias " + refName(k.weights, o.index);
    case OperandKind::kActivation: return " activation " + refName(k.inputs, o.index);
    case OperandKind::kConstant:
      return " constant " + refName(k.weights, o.index) + (o.broadcast ? " (broadcast row)" : "");
    case OperandKind::kSelf: return " self";
    case OperandKind::kRequantize: return " per-channel multipliers";
  }
  return "";
}

std::string stepText(const Kernel& k, const VectorStep& s) {
  std::string text =
      fmt::format("{}{}{}", hw::name(s.op), operandText(k, s.operand), s.fused ? " (in the requantize after it)" : "");
  const StepImmediates& i = s.immediates;
  if (s.op == hw::VectorOp::kRequantize) {
    if (!i.channels.empty())
      text += fmt::format(" ({} channels)", i.channels.size());
    else
      text += fmt::format(" multiplier {} shift {}", i.multiplier, i.shift);
    text += fmt::format(" zero point {} clamp [{}, {}]", i.zero_point, i.clamp_min, i.clamp_max);
  } else if (s.op == hw::VectorOp::kRelu || s.op == hw::VectorOp::kClip) {
    text += fmt::format(" bounds [{}, {}] clamp [{}, {}]", i.real_min, i.real_max, i.clamp_min, i.clamp_max);
  }
  return text;
}

std::string stepsText(const Kernel& k, const std::vector<VectorStep>& steps) {
  std::string out;
  for (const VectorStep& s : steps) out += fmt::format("    - {}\n", stepText(k, s));
  return out;
}

std::string shapeText(const hw::model::LayerShape& l) {
  return fmt::format("n={} k={} c={} g={} p={} q={} r={} s={} stride {}x{} dilation {}x{} weight density {:.4g}", l.n,
                     l.k, l.c, l.g, l.p, l.q, l.r, l.s, l.stride_h, l.stride_w, l.dilation_h, l.dilation_w,
                     l.weight_density);
}

std::string kernelBlock(const Kernel& k, const KernelPlan& plan, const ProgramKernel* pk) {
  std::string out = fmt::format("kernel {} '{}' ({}: {})\n", k.id, k.name, name(k.kind), k.ops);
  out += fmt::format("  mode: {}", modeName(plan.mode));
  if (pk) out += fmt::format(", segment {}, {} instructions", pk->segment, pk->count);
  out += "\n";
  if (k.kind == KernelKind::kConv || k.kind == KernelKind::kMatMul) {
    out += fmt::format("  shape: {}\n", shapeText(k.shape));
    if (k.sparsity.elements > 0)
      out += fmt::format("  weight sparsity: {} of {} nonzero\n", k.sparsity.nonzeros, k.sparsity.elements);
  }
  if (pk && !pk->mapping.empty())
    out += fmt::format("  mapping: {} ({} tiles, {} steps)\n", pk->mapping, pk->tiles, pk->steps);
  if (plan.mode == PlanMode::kArray) {
    out += fmt::format("  array: input {}", refName(k.inputs, plan.array_input));
    if (plan.array_weight >= 0) out += fmt::format(", weights {}", refName(k.weights, plan.array_weight));
    if (plan.array_rhs >= 0) out += fmt::format(", right operand {}", refName(k.inputs, plan.array_rhs));
    out += "\n";
    if (k.kind == KernelKind::kConv)
      out += fmt::format("  conv input: {}x{}, padding top {} left {}\n", plan.conv_input.in_h, plan.conv_input.in_w,
                         plan.conv_input.pad_top, plan.conv_input.pad_left);
  }
  if (!plan.chain.empty()) out += "  vector steps:\n" + stepsText(k, plan.chain);
  if (k.concat_slot)
    out += fmt::format("  concat operand: stored in place at channel {} of '{}' ({} channels a pixel)\n",
                       k.concat_slot->offset, k.concat_slot->result.name, k.concat_slot->channels);
  else if (plan.concat)
    out += fmt::format("  concat: own channels at {}, {} other part(s)\n", plan.concat->own_offset,
                       plan.concat->parts.size());
  if (plan.placement)
    out += fmt::format("  result placement: runs of {} columns, column stride {}\n", plan.placement->run,
                       plan.placement->column_stride);
  if (plan.pool) {
    const hw::model::LayerShape& w = plan.pool->window;
    out += fmt::format("  pool: {} {}x{} stride {}x{} over {}x{} (padding {},{}) -> {}x{}, {} channels\n",
                       hw::name(plan.pool->op), w.r, w.s, w.stride_h, w.stride_w, plan.pool->input.in_h,
                       plan.pool->input.in_w, plan.pool->input.pad_top, plan.pool->input.pad_left, w.p, w.q, w.g);
  }
  if (!plan.after_pool.empty()) out += "  after pooling:\n" + stepsText(k, plan.after_pool);
  if (plan.reduction)
    out += fmt::format("  reduction: {} rows of {} ({})\n", plan.reduction->rows, plan.reduction->extent,
                       plan.reduction->softmax ? "softmax" : "one reduction");
  if (!plan.copy_runs.empty()) {
    std::int64_t elements = 0;
    for (const CopyRun& r : plan.copy_runs) elements += r.elements;
    out += fmt::format("  copy: {} run(s), {} elements\n", plan.copy_runs.size(), elements);
  }
  if (!plan.host_ops.empty()) {
    out += "  host:";
    for (const std::string& op : plan.host_ops) out += " " + op;
    out += "\n";
  }
  for (const std::string& note : plan.notes) out += fmt::format("  note: {}\n", note);
  return out;
}

}  // namespace

Expected<std::string> formatPlans(const hw::Spec& spec, const KernelGraph& graph, const Program* program) {
  const std::optional<KernelGraph> fitted = codegenGraph(spec, graph);
  const KernelGraph& g = fitted ? *fitted : graph;
  std::string out;
  for (size_t i = 0; i < g.kernels.size(); ++i) {
    Expected<KernelPlan> plan = planKernel(spec, g.kernels[i]);
    if (!plan) return plan.status();
    const ProgramKernel* pk = program && i < program->kernels.size() ? &program->kernels[i] : nullptr;
    out += kernelBlock(g.kernels[i], *plan, pk);
  }
  return out;
}

}  // namespace tessera::backend
