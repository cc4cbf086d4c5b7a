// Memory plan: constants, the zero row and the liveness-shared activation arena (see memory_plan.h).
#include "compiler/backend/plan/memory_plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/immediates.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

std::int64_t alignUp(std::int64_t value, std::int64_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

bool overlapsInTime(const LiveTensor& a, const LiveTensor& b) { return a.first <= b.last && b.first <= a.last; }

}  // namespace

std::string_view name(RegionKind kind) {
  switch (kind) {
    case RegionKind::kWeight: return "weight";
    case RegionKind::kConstant: return "constant";
    case RegionKind::kZero: return "zero";
    case RegionKind::kInput: return "input";
    case RegionKind::kOutput: return "output";
    case RegionKind::kActivation: return "activation";
    case RegionKind::kScratch: return "scratch";
  }
  return "?";
}

std::vector<std::int64_t> placeGreedyBySize(const std::vector<LiveTensor>& tensors, std::int64_t alignment,
                                            std::int64_t& arena_bytes) {
  std::vector<size_t> order(tensors.size());
  std::iota(order.begin(), order.end(), 0);
  // Largest first; ties by earlier birth, then input order (deterministic).
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (tensors[a].bytes != tensors[b].bytes) return tensors[a].bytes > tensors[b].bytes;
    return tensors[a].first < tensors[b].first;
  });
  std::vector<std::int64_t> offsets(tensors.size(), 0);
  std::vector<size_t> placed;
  std::vector<std::pair<std::int64_t, std::int64_t>> busy;  // [begin, end) of time-overlapping placed tensors
  arena_bytes = 0;
  for (size_t t : order) {
    const std::int64_t size = alignUp(std::max<std::int64_t>(tensors[t].bytes, 1), alignment);
    busy.clear();
    for (size_t p : placed)
      if (overlapsInTime(tensors[t], tensors[p]))
        busy.emplace_back(offsets[p], offsets[p] + alignUp(tensors[p].bytes, alignment));
    std::sort(busy.begin(), busy.end());
    // Best fit: the smallest gap that holds the tensor; else after the last.
    std::int64_t best = -1, best_gap = 0, cursor = 0;
    for (const auto& [begin, end] : busy) {
      if (begin - cursor >= size && (best < 0 || begin - cursor < best_gap)) {
        best = cursor;
        best_gap = begin - cursor;
      }
      cursor = std::max(cursor, end);
    }
    offsets[t] = best >= 0 ? best : cursor;
    arena_bytes = std::max(arena_bytes, offsets[t] + size);
    placed.push_back(t);
  }
  return offsets;
}

std::int64_t liveBytesPeak(const std::vector<LiveTensor>& tensors) {
  std::vector<std::pair<int, std::int64_t>> events;
  for (const LiveTensor& t : tensors) {
    events.emplace_back(t.first, t.bytes);
    events.emplace_back(t.last + 1, -t.bytes);
  }
  // At equal times frees come first: a tensor dying at k-1 and one born at k never coexist.
  std::sort(events.begin(), events.end());
  std::int64_t running = 0, peak = 0;
  for (const auto& [time, delta] : events) peak = std::max(peak, running += delta);
  return peak;
}

const Region* MemoryPlan::find(std::string_view tensor) const {
  auto it = by_name.find(std::string(tensor));
  return it == by_name.end() ? nullptr : &regions[static_cast<size_t>(it->second)];
}

const Region* MemoryPlan::scratch(int kernel_id) const {
  auto it = by_scratch.find(kernel_id);
  return it == by_scratch.end() ? nullptr : &regions[static_cast<size_t>(it->second)];
}

Expected<MemoryPlan> planMemory(const hw::Spec& spec, const KernelGraph& graph, const std::vector<KernelPlan>& plans) {
  MemoryPlan plan;
  const int end = static_cast<int>(graph.kernels.size());

  // Constants: one region each, shared between kernels by name.
  std::int64_t cursor = 0;
  auto addConstant = [&](const std::string& tensor, RegionKind kind, std::int64_t bytes) {
    if (plan.by_name.count(tensor)) return;
    plan.by_name[tensor] = static_cast<int>(plan.regions.size());
    plan.regions.push_back({tensor, kind, cursor, bytes, -1, end});
    cursor = alignUp(cursor + bytes, kRegionAlignmentBytes);
    if (kind == RegionKind::kWeight) plan.weight_bytes += bytes;
  };
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    const Kernel& k = graph.kernels[i];
    const KernelPlan& kp = plans[i];
    // A per-channel requantize's region follows the kernel's bias: its
    // multipliers and shifts then continue the bias row's planes, and a
    // slot loads all three in one LOAD (codegen_transfer.cpp).
    const std::optional<ChannelRequantize> rq = channelRequantize(kp);
    const auto addRequantize = [&] {
      if (rq)
        addConstant(requantizeRegionName(k), RegionKind::kConstant,
                    requantizeConstantBytes(spec, static_cast<std::int64_t>(rq->multipliers.size())));
    };
    int bias = -1;
    for (const VectorStep& step : kp.chain)
      if (step.operand.kind == OperandKind::kBias) bias = step.operand.index;
    for (size_t w = 0; w < k.weights.size(); ++w) {
      if (static_cast<int>(w) == kp.array_weight)
        addConstant(k.weights[w].name, RegionKind::kWeight, weightLayout(spec, k).bytes);
      else
        addConstant(k.weights[w].name, RegionKind::kConstant, constantBytes(spec, k.weights[w].elements));
      if (static_cast<int>(w) == bias) addRequantize();
    }
    addRequantize();  // once: a region already added is not added again
  }
  plan.zero_region = static_cast<int>(plan.regions.size());
  const std::int64_t zero_bytes = spec.derived().input.row_bytes;
  plan.regions.push_back({"<zero>", RegionKind::kZero, cursor, zero_bytes, -1, end});
  cursor = alignUp(cursor + zero_bytes, kRegionAlignmentBytes);
  plan.constant_bytes = cursor;
  plan.activation_base = cursor;

  // Activations: lives and byte sizes (the widest pixel layout any kernel uses).
  struct Tensor {
    std::string name;
    RegionKind kind;
    std::int64_t elements;
    std::int64_t bytes;
    LiveTensor life;
    int scratch_kernel = -1;
  };
  std::vector<Tensor> tensors;
  std::unordered_map<std::string, size_t> index;
  std::unordered_map<std::string, std::string> alias;
  auto root = [&](const std::string& tensor) {
    auto it = alias.find(tensor);
    return it == alias.end() ? tensor : it->second;
  };
  auto touch = [&](const TensorRef& ref, int kernel, std::int64_t channels) {
    auto it = index.find(root(ref.name));
    if (it == index.end()) return;
    Tensor& t = tensors[it->second];
    t.life.first = std::min(t.life.first, kernel);
    t.life.last = std::max(t.life.last, kernel);
    t.bytes = std::max(t.bytes, activationBytes(spec, t.elements, channels));
  };
  auto add = [&](const TensorRef& ref, RegionKind kind, int kernel) {
    if (index.count(ref.name)) return;
    index[ref.name] = tensors.size();
    tensors.push_back({ref.name, kind, ref.elements, activationBytes(spec, ref.elements, 0), {0, kernel, kernel}});
  };
  for (const TensorRef& t : graph.graph_inputs) add(t, RegionKind::kInput, -1);
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    const Kernel& k = graph.kernels[i];
    const KernelPlan& kp = plans[i];
    const int id = static_cast<int>(i);
    for (size_t in = 0; in < k.inputs.size(); ++in) {
      std::int64_t channels = static_cast<int>(in) == kp.array_input ? kp.input_channels : 0;
      if (kp.concat)  // a Concat's operand is copied pixel by pixel
        for (const GroupConcat::Part& part : kp.concat->parts)
          if (part.input == static_cast<int>(in)) channels = part.channels;
      touch(k.inputs[in], id, channels);
    }
    if (aliasesInput(k, kp)) {
      for (const TensorRef& out : k.outputs) alias[out.name] = root(k.inputs.front().name);
      continue;
    }
    // A Concat operand stored in place (placeConcatOperands): the Concat's
    // result lives from here, and the operand is its bytes under another name.
    // A pooling Concat kernel's scratch (ConcatSlot::scratch_of) likewise.
    if (k.concat_slot && kp.concat) {
      const ConcatSlot& slot = *k.concat_slot;
      add(slot.result, slot.scratch_of >= 0 ? RegionKind::kScratch : RegionKind::kActivation, id);
      if (slot.scratch_of >= 0) tensors[index.at(slot.result.name)].scratch_kernel = slot.scratch_of;
      for (const TensorRef& out : k.outputs) alias[out.name] = root(slot.result.name);
      touch(slot.result, id, kp.result_channels);
      continue;
    }
    for (size_t o = 0; o < k.outputs.size(); ++o) {
      add(k.outputs[o], RegionKind::kActivation, id);
      touch(k.outputs[o], id, static_cast<int>(o) == kp.result ? kp.result_channels : 0);
      // An array kernel whose pooling went to the host stores its whole unpooled
      // result there (the host pools it in place): the region holds that.
      if (kp.mode == PlanMode::kArray && !kp.pool && static_cast<int>(o) == kp.result) {
        Tensor& t = tensors[index.at(root(k.outputs[o].name))];
        t.elements = std::max(t.elements, kp.array_elements);
        t.bytes = std::max(t.bytes, activationBytes(spec, t.elements, kp.result_channels));
      }
    }
    if (kp.scratch_elements > 0 && index.count(scratchRegionName(k))) {  // an operand's producer stores in it
      touch({ir::kNoValue, scratchRegionName(k), kp.scratch_elements, false}, id, kp.result_channels);
    } else if (kp.scratch_elements > 0) {
      const std::string scratch = scratchRegionName(k);
      tensors.push_back({scratch,
                         RegionKind::kScratch,
                         kp.scratch_elements,
                         activationBytes(spec, kp.scratch_elements, kp.result_channels),
                         {0, id, id},
                         id});
    }
  }
  for (const TensorRef& t : graph.graph_outputs) {
    auto it = index.find(root(t.name));
    if (it == index.end()) continue;
    Tensor& tensor = tensors[it->second];
    tensor.life.last = end;
    if (tensor.kind == RegionKind::kActivation) tensor.kind = RegionKind::kOutput;
  }
  // Graph inputs live from the start, whoever reads them first.
  for (Tensor& t : tensors)
    if (t.kind == RegionKind::kInput) t.life.first = -1;

  std::vector<LiveTensor> lives;
  for (Tensor& t : tensors) {
    t.life.bytes = t.bytes;
    lives.push_back(t.life);
    plan.naive_activation_bytes += alignUp(t.bytes, kRegionAlignmentBytes);
  }
  std::int64_t arena = 0;
  const std::vector<std::int64_t> offsets = placeGreedyBySize(lives, kRegionAlignmentBytes, arena);
  plan.peak_activation_bytes = arena;
  plan.live_activation_bytes = liveBytesPeak(lives);
  std::unordered_map<std::string, int> scratches;
  for (size_t t = 0; t < tensors.size(); ++t) {
    const Tensor& tensor = tensors[t];
    const int region = static_cast<int>(plan.regions.size());
    plan.regions.push_back({tensor.name, tensor.kind, plan.activation_base + offsets[t], tensor.bytes,
                            tensor.life.first, tensor.life.last});
    if (tensor.scratch_kernel >= 0) {
      plan.by_scratch[tensor.scratch_kernel] = region;
      scratches[tensor.name] = region;
    } else {
      plan.by_name[tensor.name] = region;
    }
  }
  for (const auto& [view, target] : alias)
    if (auto it = plan.by_name.find(target); it != plan.by_name.end())
      plan.by_name[view] = it->second;
    else if (auto s = scratches.find(target); s != scratches.end())  // a Concat operand stored in a scratch
      plan.by_name[view] = s->second;
  plan.total_bytes = plan.activation_base + arena;
  if (plan.total_bytes > spec.params().dram.bytes)
    return Status::error(fileError(graph.source, fmt::format("model '{}' needs {} bytes of DRAM ({} constants + {} "
                                                             "activations), {} has {}",
                                                             graph.model, plan.total_bytes, plan.constant_bytes, arena,
                                                             spec.params().name, spec.params().dram.bytes)));
  return plan;
}

}  // namespace tessera::backend
