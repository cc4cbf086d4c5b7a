// Codegen driver: buffer partition, pipeline bookkeeping (Emitter), Program assembly (see codegen.h).
#include "compiler/backend/codegen/codegen.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "compiler/backend/codegen/codegen_internal.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/map/pack.h"
#include "compiler/backend/program/dram_image.h"
#include "hw/isa/weight_codec.h"
#include "hw/support/diagnostic.h"
#include "hw/support/half.h"

namespace tessera::backend {
namespace {

BufferSlots slotsOf(const hw::Spec& spec, hw::BufferKind kind, int count) {
  const hw::BufferGeometry& g = spec.buffer(kind);
  BufferSlots s;
  s.buffer = kind;
  s.count = count;
  // Whole banks per slot when they divide evenly, so ping and pong sit in
  // different banks; several slots per bank when the banks divide the slots,
  // dealt round the banks so consecutive slots sit in different banks.
  if (g.banks % count == 0) {
    s.rows = g.banks / count * g.bank_depth_rows;
    for (int i = 0; i < count; ++i) s.base[static_cast<size_t>(i)] = i * s.rows;
  } else if (count % g.banks == 0) {
    s.rows = g.bank_depth_rows / (count / g.banks);
    for (int i = 0; i < count; ++i)
      s.base[static_cast<size_t>(i)] = (i % g.banks) * g.bank_depth_rows + (i / g.banks) * s.rows;
  } else {
    s.rows = g.total_rows / count;
    for (int i = 0; i < count; ++i) s.base[static_cast<size_t>(i)] = i * s.rows;
  }
  return s;
}

hw::BufferKind bufferOf(detail::Ring ring) {
  return ring == detail::Ring::kInput ? hw::BufferKind::kInput : hw::BufferKind::kWeight;
}

}  // namespace

BufferPartition partitionBuffers(const hw::Spec& spec) {
  return {slotsOf(spec, hw::BufferKind::kInput, kInputSlots), slotsOf(spec, hw::BufferKind::kWeight, kWeightSlots),
          slotsOf(spec, hw::BufferKind::kOutput, kOutputSlots)};
}

Expected<KernelMappings> chooseMappings(const hw::Spec& spec, const KernelGraph& graph, Objective objective,
                                        MappingCache* cache) {
  KernelMappings out(graph.kernels.size());
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    const Kernel& k = graph.kernels[i];
    if (k.kind != KernelKind::kConv && k.kind != KernelKind::kMatMul) continue;
    auto choice = searchMapping(spec, hardwareShape(spec, packGroups(spec, k)), objective, cache);
    if (!choice) {
      Diagnostic d = choice.status().diagnostics().front();
      d.message = fmt::format("layer '{}' ({}): {}", k.name, k.ops, d.message);
      return Status::error(d);
    }
    out[i] = choice->mapping;
  }
  return out;
}

std::optional<PoolTiling> poolTiling(const BufferPartition& slots, const hw::model::LayerShape& w, bool global) {
  const std::int64_t windows = w.r * w.s;
  PoolTiling t;
  if (global && windows > slots.input.rows) {
    // A block's first halving writes half its rows into the output slot.
    t.blocks = true;
    t.block = std::min({slots.input.rows, 2 * slots.output.rows, windows});
    t.tiles = (windows + t.block - 1) / std::max<std::int64_t>(1, t.block);
    return t;
  }
  t.p = std::max<std::int64_t>(1, w.p);
  t.q = std::max<std::int64_t>(1, w.q);
  while (windows * t.p * t.q > slots.input.rows || t.p * t.q > slots.output.rows) {
    if (t.p > 1)
      t.p = (t.p + 1) / 2;
    else if (t.q > 1)
      t.q = (t.q + 1) / 2;
    else
      return std::nullopt;
  }
  t.tiles = std::max<std::int64_t>(1, ((w.p + t.p - 1) / t.p) * ((w.q + t.q - 1) / t.q));
  return t;
}

namespace detail {

Emitter::Emitter(const hw::Spec& spec, const MemoryPlan& memory, const BufferPartition& slots,
                 const isa::IsaLayout& layout)
    : spec_(spec), memory_(memory), slots_(slots), streams_(layout, hw::model::transferWindows(spec)) {
  store_merger_.writesDram(true);
}

isa::Instruction Emitter::transfer(isa::Opcode opcode, const Transfer& t) const {
  isa::Instruction in;
  in.opcode = opcode;
  in.transfer.buffer = t.buffer;
  in.transfer.row_address = static_cast<std::uint64_t>(t.row);
  in.transfer.rows = static_cast<std::uint64_t>(t.rows);
  in.transfer.elements = static_cast<std::uint64_t>(t.elements);
  in.transfer.dram_address = static_cast<std::uint64_t>(t.dram);
  in.transfer.dram_stride_bytes = static_cast<std::uint64_t>(t.stride);
  in.transfer.planes = static_cast<std::uint64_t>(t.planes);
  in.transfer.dram_plane_stride_bytes = static_cast<std::uint64_t>(t.planes > 1 ? t.plane_stride : 0);
  // 0 when the planes are contiguous in the buffer (isa.h reads it as `rows`).
  const std::int64_t row_stride = std::max<std::int64_t>(t.row_stride, 1);
  in.transfer.row_plane_stride = static_cast<std::uint64_t>(
      t.planes > 1 && t.row_plane_stride != 0 && t.row_plane_stride != t.rows * row_stride ? t.row_plane_stride : 0);
  in.transfer.transpose = t.transpose;
  in.transfer.row_stride = static_cast<std::uint64_t>(row_stride > 1 ? row_stride : 0);
  return in;
}

StageRef Emitter::noop(isa::Opcode opcode) {
  isa::Instruction in;
  in.opcode = opcode;
  if (opcode == isa::Opcode::kVector) in.vector.op = spec_.params().vector_unit.operations.front();
  return emitTimed(in);
}

std::int64_t Emitter::outputSlotBase() const { return slots_.output.base[static_cast<size_t>(tile() % kOutputSlots)]; }

std::int64_t Emitter::slotBase(Ring ring, int slot) const {
  return (ring == Ring::kInput ? slots_.input : slots_.weight).base[static_cast<size_t>(slot)];
}

std::optional<StageRef> Emitter::relayFor(const Readers& readers, int s) {
  std::optional<StageRef> wait;
  auto take = [&](StageRef ref) {
    if (!wait || ref.index > wait->index) wait = ref;
  };
  auto computeLast = [&](int x) {
    return StageRef{isa::Stage::kCompute, static_cast<std::uint32_t>(steps_[static_cast<size_t>(x)].compute.last)};
  };
  if (readers.compute_step >= 0) take(computeLast(readers.compute_step));
  // Tile t's relay compute waits V_{t-1}.last (emitCompute), so it tells load that tile t-1's vector work is
  // done; usable by a load of step s when it belongs to an earlier step.
  auto relayOf = [&](int t) -> std::optional<StageRef> {
    if (t > tile()) return std::nullopt;
    const Tile& x = tiles_[static_cast<size_t>(t)];
    if (x.relay_compute < 0 || x.relay_step >= s) return std::nullopt;
    return StageRef{isa::Stage::kCompute, static_cast<std::uint32_t>(x.relay_compute)};
  };
  if (readers.vector_tile >= 0) {
    if (auto relay = relayOf(readers.vector_tile + 1)) {
      take(*relay);
    } else {
      const StageRef c = noop(isa::Opcode::kCompute);
      streams_.require(c, {isa::Stage::kVector,
                           static_cast<std::uint32_t>(tiles_[static_cast<size_t>(readers.vector_tile)].vector.last)});
      take(c);
    }
  }
  // ... and V_w.last waits S_{w-1}.last or S_{w-2}.last (endTile), so tile w+1's relay compute knows the
  // tile V_w waited for, and those before it, were stored.
  if (readers.store_tile >= 0) {
    int relay_tile = tile() + 1;
    for (int w = readers.store_tile + 1; w < tile(); ++w)
      if (tiles_[static_cast<size_t>(w)].waits_store >= readers.store_tile) {
        relay_tile = w + 1;
        break;
      }
    if (auto relay = relayOf(relay_tile)) {
      take(*relay);
    } else if (watch_.vector && watch_.tile == readers.store_tile) {
      if (!watch_.relay) emitWatchRelay();
      take(*watch_.relay);
    } else {
      const StageRef v = noop(isa::Opcode::kVector);
      streams_.require(v, {isa::Stage::kStore,
                           static_cast<std::uint32_t>(tiles_[static_cast<size_t>(readers.store_tile)].store.last)});
      const StageRef c = noop(isa::Opcode::kCompute);
      streams_.require(c, v);
      take(c);
    }
  }
  return wait;
}

void Emitter::beginTile() {
  if (step_open_) closeStep();
  tiles_.push_back({static_cast<int>(steps_.size()), static_cast<int>(steps_.size()), {}, {}});
  tile_open_ = true;
  output_key_kept_ = false;
  ++tile_counter_;
}

void Emitter::beginStep(bool output_loads) {
  if (step_open_) closeStep();
  steps_.push_back({tile(), {}, {}});
  step_open_ = true;
  ++step_counter_;
  Tile& t = tiles_.back();
  t.last_step = step();
  if (t.first_step == step()) {
    // The tile's output slot: loads into it (bias rows) wait until its
    // previous tile is stored; a tile loading nothing there needs no relay.
    Readers& out = output_slots_[static_cast<size_t>(tile() % kOutputSlots)];
    if (output_loads)
      if (auto wait = relayFor(out, step())) slot_wait_[static_cast<size_t>(hw::BufferKind::kOutput)] = wait;
    out = {};
    if (watch_.pending) emitWatch();
  }
}

int Emitter::acquire(Ring ring, int pinned) {
  const bool input = ring == Ring::kInput;
  int& next = input ? next_input_ : next_weight_;
  const int count = input ? kInputSlots : kWeightSlots;
  int slot = next;
  if (slot == pinned) slot = (slot + 1) % count;
  next = (slot + 1) % count;
  Readers& readers = input ? input_slots_[static_cast<size_t>(slot)] : weight_slots_[static_cast<size_t>(slot)];
  if (auto wait = relayFor(readers, step())) {
    auto& current = slot_wait_[static_cast<size_t>(bufferOf(ring))];
    if (!current || wait->index > current->index) current = wait;
  }
  readers = {};
  if (ring_key_slot_[static_cast<size_t>(ring)] == slot) ring_key_slot_[static_cast<size_t>(ring)] = -1;
  return slot;
}

int Emitter::nextSlotReadStep(Ring ring) const {
  const bool input = ring == Ring::kInput;
  if (input && drain_wait_) return std::numeric_limits<int>::max();
  const Readers& r =
      input ? input_slots_[static_cast<size_t>(next_input_)] : weight_slots_[static_cast<size_t>(next_weight_)];
  int step = r.compute_step;
  for (int t : {r.vector_tile, r.store_tile})  // after the tile's last step's computes
    if (t >= 0) step = std::max(step, tiles_[static_cast<size_t>(t)].last_step);
  return step;
}

int Emitter::reusable(Ring ring, const std::string& key) const {
  return ring_keys_[static_cast<size_t>(ring)] == key ? ring_key_slot_[static_cast<size_t>(ring)] : -1;
}

void Emitter::remember(Ring ring, const std::string& key, int slot) {
  ring_keys_[static_cast<size_t>(ring)] = key;
  ring_key_slot_[static_cast<size_t>(ring)] = slot;
}

bool Emitter::holdsOutputRows(const std::string& key) {
  const bool held = tile_open_ && output_keys_[static_cast<size_t>(tile() % kOutputSlots)] == key;
  output_key_kept_ = output_key_kept_ || held;
  return held;
}

void Emitter::rememberOutputRows(const std::string& key) {
  output_keys_[static_cast<size_t>(tile() % kOutputSlots)] = key;
  output_key_kept_ = true;
}

void Emitter::emitLoads(std::vector<TransferMerger::Merged>& loads, bool late) {
  for (const TransferMerger::Merged& m : loads) {
    const StageRef ref = emitTimed(transfer(isa::Opcode::kLoad, m.transfer));
    steps_.back().load.add(ref.index);
    if (m.wait) streams_.require(ref, *m.wait);
    if (late) tiles_.back().late_last = ref.index;
  }
  loads.clear();
}

void Emitter::flushLoad() {
  load_merger_.flush(ready_);
  emitLoads(ready_, false);
}

void Emitter::load(const Transfer& t, bool activation, bool late) {
  if (t.rows <= 0) return;
  std::optional<StageRef> wait;
  auto take = [&](std::optional<StageRef>& source) {
    if (source && (!wait || source->index > wait->index)) wait = source;
    source.reset();
  };
  take(slot_wait_[static_cast<size_t>(t.buffer)]);
  if (activation) take(drain_wait_);
  if (capture_) {
    capture_->push_back({t, wait});
    return;
  }
  if (t.buffer == hw::BufferKind::kOutput && tile_open_) tiles_.back().loads_output = true;
  if (late) {
    late_merger_.add(t, wait, late_loads_);
    return;
  }
  load_merger_.add(t, wait, ready_);
  emitLoads(ready_, false);
}

std::vector<TransferMerger::Merged> Emitter::merged(const std::vector<TransferMerger::Merged>& pieces) const {
  TransferMerger merger;
  merger.allowPlanes(planes_);
  std::vector<TransferMerger::Merged> out;
  for (const TransferMerger::Merged& m : pieces) merger.add(m.transfer, m.wait, out);
  merger.flush(out);
  return out;
}

StageRef Emitter::emitCompute(const isa::Instruction& in) {
  const StageRef c = emitTimed(in);
  steps_.back().compute.add(c.index);
  if (relay_pending_ >= 0) relayOn(c);
  return c;
}

void Emitter::relayOn(StageRef c) {
  Tile& t = tiles_[static_cast<size_t>(relay_pending_)];
  streams_.require(c, {isa::Stage::kVector,
                       static_cast<std::uint32_t>(tiles_[static_cast<size_t>(relay_pending_ - 1)].vector.last)});
  t.relay_compute = static_cast<int>(c.index);
  t.relay_step = step();
  relay_pending_ = -1;
}

void Emitter::flushDeferred() {
  if (deferred_.empty()) return;
  std::optional<StageRef> last;
  for (const TransferMerger::Merged& m : deferred_) {
    last = emitTimed(transfer(isa::Opcode::kLoad, m.transfer));
    if (m.wait) streams_.require(*last, *m.wait);
  }
  deferred_.clear();
  // They reach the vector unit through their tile's last compute (as endTile states for late loads).
  Tile& t = tiles_[static_cast<size_t>(deferred_tile_)];
  t.late_last = last->index;
  const Step& s = steps_[static_cast<size_t>(t.last_step)];
  streams_.require({isa::Stage::kCompute, static_cast<std::uint32_t>(s.compute.last)}, *last);
}

void Emitter::compute(const isa::ComputeFields& fields, int input_slot, int weight_slot) {
  flushLoad();
  if (step_open_ && steps_.back().tile != deferred_tile_) flushDeferred();
  isa::Instruction in;
  in.opcode = isa::Opcode::kCompute;
  in.compute = fields;
  emitCompute(in);
  if (input_slot >= 0) input_slots_[static_cast<size_t>(input_slot)].compute_step = step();
  if (weight_slot >= 0) weight_slots_[static_cast<size_t>(weight_slot)].compute_step = step();
}

void Emitter::closeStep() {
  flushLoad();
  Step& s = steps_.back();
  s.data_last = std::max(s.load.last, s.ahead_wait);
  auto emitAhead = [&] {
    if (ahead_.empty()) return;
    for (const TransferMerger::Merged& m : ahead_) load_merger_.add(m.transfer, m.wait, ready_);
    ahead_.clear();
    flushLoad();
    ahead_last_ = s.load.last;
  };
  if (ahead_before_late_) emitAhead();
  late_merger_.flush(late_loads_);
  if (defer_late_ && !late_loads_.empty()) {
    flushDeferred();
    deferred_.swap(late_loads_);
    deferred_tile_ = s.tile;
  }
  // A step of one COMPUTE whose tile loads a residual's rows late: a no-op
  // COMPUTE after it relays them to the vector unit, so the COMPUTE does not
  // wait for rows only the vector unit reads (completions land in order per
  // unit: the pass still follows the COMPUTE's drain). GPT's `out/MatMul`
  // on tpu_v1_like: its COMPUTE waited for the window, the bias and the
  // residual, 1,088 cycles of LOADs where the window's 482 would do.
  const bool relay_late = !s.compute.empty() && s.compute.first == s.compute.last &&
                          std::ranges::any_of(late_loads_, [](const TransferMerger::Merged& m) {
                            return m.transfer.buffer == hw::BufferKind::kInput;
                          });
  emitLoads(late_loads_, true);
  emitAhead();
  if (s.compute.empty() || relay_late) {
    isa::Instruction noop;
    noop.opcode = isa::Opcode::kCompute;
    emitCompute(noop);
  }
  const StageRef c_first{isa::Stage::kCompute, static_cast<std::uint32_t>(s.compute.first)};
  if (s.data_last >= 0) streams_.require(c_first, {isa::Stage::kLoad, static_cast<std::uint32_t>(s.data_last)});
  // The first compute after tile u's first step waits for tile u-1's vector
  // group (emitCompute): "vector done" relayed towards load. On the first
  // step's own last compute it held the array for that compute's whole
  // issue wherever the vector pass takes as long as the array's.
  const int u = s.tile;
  if (tiles_[static_cast<size_t>(u)].first_step == step() && u >= 1) {
    relay_pending_ = u;
    // Outside the step's computes: the tile's vector group waits for those, not for the relay.
    if (tiles_[static_cast<size_t>(u)].relay_early) relayOn(noop(isa::Opcode::kCompute));
  }
  step_open_ = false;
}

void Emitter::vector(const isa::VectorFields& fields) {
  if (step_open_) closeStep();
  isa::Instruction in;
  in.opcode = isa::Opcode::kVector;
  in.vector = fields;
  tiles_.back().vector.add(emitTimed(in).index);
}

void Emitter::emitStores(std::vector<TransferMerger::Merged>& stores) {
  for (const TransferMerger::Merged& m : stores)
    tiles_.back().store.add(emitTimed(transfer(isa::Opcode::kStore, m.transfer)).index);
  stores.clear();
}

void Emitter::flushStore() {
  store_merger_.flush(ready_);
  emitStores(ready_);
}

void Emitter::store(const Transfer& t, const std::string& region) {
  if (step_open_) closeStep();
  stored_by_[region] = tile();
  if (t.rows <= 0) return;
  store_merger_.add(t, std::nullopt, ready_);
  emitStores(ready_);
}

void Emitter::endTile() {
  if (step_open_) closeStep();
  flushStore();
  Tile& t = tiles_.back();
  const int u = tile();
  // The store it waits for (V_u.last): the previous tile's, or the one before when the
  // tile loads nothing into its output slot (no later tile's slot load then
  // needs to learn of stores early; a STORE completes a DRAM latency after
  // it starts, and a short vector pass would wait for it every tile).
  const int waits = u - (t.loads_output || t.waits_previous_store ? 1 : t.store_lag);
  // The wait is a no-op VECTOR of its own after the tile's ops when it is the
  // previous tile's store: on the last op, that op (a requantize as long as
  // the store) started only a DRAM latency after the store ended, every tile.
  // The tile's STORE waits for its last op, not for that no-op: it reads only
  // its own slot, and behind the no-op it would start only once the previous
  // STORE completed, a DRAM latency a tile. A STORE unit completes in order,
  // so V_u.last still tells of every STORE up to the one it waits for
  // (EfficientNet-B0's SE `fc2` on edge_8x32_int8: 420 -> 398 cycles).
  const std::int64_t ops_last = t.vector.last;
  if (t.vector.empty() || (waits >= 0 && waits == u - 1)) t.vector.add(noop(isa::Opcode::kVector).index);
  const std::int64_t store_waits = ops_last >= 0 ? ops_last : t.vector.last;
  if (t.store.empty()) t.store.add(noop(isa::Opcode::kStore).index);
  if (!output_key_kept_) output_keys_[static_cast<size_t>(u % kOutputSlots)].clear();
  const Step& last = steps_[static_cast<size_t>(t.last_step)];
  // Late loads reach the vector unit through the tile's last compute.
  if (t.late_last >= 0)
    streams_.require({isa::Stage::kCompute, static_cast<std::uint32_t>(last.compute.last)},
                     {isa::Stage::kLoad, static_cast<std::uint32_t>(t.late_last)});
  const StageRef v_first{isa::Stage::kVector, static_cast<std::uint32_t>(t.vector.first)};
  const StageRef v_last{isa::Stage::kVector, static_cast<std::uint32_t>(t.vector.last)};
  streams_.require(v_first, {isa::Stage::kCompute, static_cast<std::uint32_t>(last.compute.last)});
  if (waits >= 0) {
    streams_.require(v_last,
                     {isa::Stage::kStore, static_cast<std::uint32_t>(tiles_[static_cast<size_t>(waits)].store.last)});
    t.waits_store = waits;
  }
  streams_.require({isa::Stage::kStore, static_cast<std::uint32_t>(t.store.first)},
                   {isa::Stage::kVector, static_cast<std::uint32_t>(store_waits)});
  output_slots_[static_cast<size_t>(u % kOutputSlots)] = {-1, u, u};
  tile_open_ = false;
}

namespace {

int lastStore(const std::unordered_map<std::string, int>& stored_by, const std::vector<std::string>& regions) {
  int producer = -1;
  for (const std::string& r : regions)
    if (auto it = stored_by.find(r); it != stored_by.end()) producer = std::max(producer, it->second);
  return producer;
}

}  // namespace

void Emitter::watchStores(const std::vector<std::string>& regions, bool second_tile) {
  watch_ = {};
  watch_.regions = regions;
  watch_.second_tile = second_tile;
  watch_.pending = true;
}

void Emitter::emitWatch() {
  watch_.pending = false;
  // The next tile's output slot waits for the STORE of that slot's last tile.
  const int next_slot_store =
      watch_.second_tile ? output_slots_[static_cast<size_t>((tile() + 1) % kOutputSlots)].store_tile : -1;
  const int producer = std::max(lastStore(stored_by_, watch_.regions), next_slot_store);
  if (producer < 0) return;
  watch_.vector = noop(isa::Opcode::kVector);
  streams_.require(*watch_.vector,
                   {isa::Stage::kStore, static_cast<std::uint32_t>(tiles_[static_cast<size_t>(producer)].store.last)});
  watch_.tile = producer;
  if (watch_.relay_pending) emitWatchRelay();
  watch_.relay_pending = false;
}

void Emitter::emitWatchRelay() {
  watch_.relay = noop(isa::Opcode::kCompute);
  streams_.require(*watch_.relay, *watch_.vector);
}

void Emitter::relayWatchedStores() {
  if (watch_.pending) {
    watch_.relay_pending = true;
    return;
  }
  if (!watch_.vector || watch_.relay) return;
  if (step_open_) closeStep();
  emitWatchRelay();
}

void Emitter::drain(const std::vector<std::string>& regions) {
  const int producer = lastStore(stored_by_, regions);
  if (producer < 0) return;
  // The loads that wait belong to the part's first step, the next one.
  auto wait = watch_.relay && watch_.tile >= producer ? watch_.relay
                                                       : relayFor({-1, -1, producer}, static_cast<int>(steps_.size()));
  if (wait && (!drain_wait_ || wait->index > drain_wait_->index)) drain_wait_ = wait;
}

void Emitter::endSegment(int unit) {
  if (step_open_) closeStep();
  flushDeferred();
  streams_.beginUnit(unit);
  isa::Instruction halt;
  halt.opcode = isa::Opcode::kHalt;
  emitTimed(halt);
  steps_.clear();
  tiles_.clear();
  relay_pending_ = -1;
  input_slots_ = {};
  weight_slots_ = {};
  output_slots_ = {};
  next_input_ = next_weight_ = 0;
  slot_wait_ = {};
  drain_wait_.reset();
  ahead_.clear();
  ahead_last_ = -1;
  watch_ = {};
  stored_by_.clear();
  ring_keys_ = {};
  ring_key_slot_ = {-1, -1};
  output_keys_ = {};
}

isa::VectorFields copyRows(isa::VectorFields copy, std::int64_t from, std::int64_t to, std::int64_t lanes,
                           std::int64_t count) {
  copy.src_buffer = copy.operand_buffer = hw::BufferKind::kInput;
  copy.src_row = copy.operand_row = static_cast<std::uint64_t>(from);
  copy.dst_buffer = hw::BufferKind::kOutput;
  copy.dst_row = static_cast<std::uint64_t>(to);
  copy.lanes = static_cast<std::uint64_t>(lanes);
  copy.count = static_cast<std::uint64_t>(count);
  return copy;
}

isa::VectorFields inPlaceStep(const hw::Spec& spec, const VectorStep& step, std::int64_t row, std::int64_t lanes,
                              std::int64_t count) {
  isa::VectorFields f;
  f.op = step.op;
  f.src_buffer = f.dst_buffer = hw::BufferKind::kOutput;
  f.src_row = f.dst_row = static_cast<std::uint64_t>(row);
  if (step.operand.kind == OperandKind::kSelf) {
    f.operand_buffer = hw::BufferKind::kOutput;
    f.operand_row = f.src_row;
  }
  f.lanes = static_cast<std::uint64_t>(lanes);
  f.count = static_cast<std::uint64_t>(count);
  setImmediates(spec, step, f);
  return f;
}

std::optional<isa::VectorFields> copyOp(const hw::Spec& spec) {
  const hw::VectorUnit& unit = spec.params().vector_unit;
  isa::VectorFields f;
  if (unit.supports(hw::VectorOp::kMaxPool)) {
    f.op = hw::VectorOp::kMaxPool;  // max(x, x) = x in every format
    return f;
  }
  if (unit.supports(hw::VectorOp::kClip)) {
    f.op = hw::VectorOp::kClip;
    setImmediates(spec, {hw::VectorOp::kClip, {}, unboundedClip(spec)}, f);
    return f;
  }
  return std::nullopt;
}

namespace {

/// A real bound in the bits of a 16-bit float format, sign-extended like the clamp fields.
std::int64_t floatBits(double value, hw::NumberFormat format) {
  const float f = static_cast<float>(value);  // +-infinity stays infinite
  const std::uint16_t bits = hw::floatToFormat(f, format == hw::NumberFormat::kBf16);
  return static_cast<std::int16_t>(bits);
}

}  // namespace

void setImmediates(const hw::Spec& spec, const VectorStep& step, isa::VectorFields& fields) {
  const hw::NumberFormat format = spec.params().precision.number_format;
  const StepImmediates& imm = step.immediates;
  switch (step.op) {
    case hw::VectorOp::kRequantize:
      fields.multiplier = static_cast<std::uint64_t>(imm.multiplier);
      fields.shift = imm.shift;
      fields.zero_point = imm.zero_point;
      fields.clamp_min = imm.clamp_min;
      fields.clamp_max = imm.clamp_max;
      // Per-channel scales: each lane's multiplier and shift come from the
      // operand rows codegen points at (OperandKind::kRequantize); the
      // multiplier and shift immediates are then 0.
      fields.per_lane = !imm.channels.empty();
      break;
    case hw::VectorOp::kAdd:  // a quantized residual: the operand scaled to the sums' grid (0: as it is)
      if (format == hw::NumberFormat::kInt) {
        fields.multiplier = static_cast<std::uint64_t>(imm.multiplier);
        fields.shift = imm.shift;
      }
      break;
    case hw::VectorOp::kRelu:
      fields.clamp_min = format == hw::NumberFormat::kInt ? imm.clamp_min : floatBits(imm.real_min, format);
      break;
    case hw::VectorOp::kClip:
      if (format == hw::NumberFormat::kInt) {
        fields.clamp_min = imm.clamp_min;
        fields.clamp_max = imm.clamp_max;
      } else {
        fields.clamp_min = floatBits(imm.real_min, format);
        fields.clamp_max = floatBits(imm.real_max, format);
      }
      break;
    default: break;
  }
}

Status kernelError(const Kernel& kernel, const std::string& message, const std::string& code) {
  Diagnostic d = fileError("<kernel>", fmt::format("kernel '{}' ({}): {}", kernel.name, kernel.ops, message));
  d.code = code;
  return Status::error(d);
}

Expected<const Region*> regionOf(const MemoryPlan& memory, const Kernel& kernel, const std::string& tensor) {
  if (const Region* r = memory.find(tensor)) return r;
  return kernelError(kernel, fmt::format("internal error: tensor '{}' has no DRAM region", tensor));
}

Expected<std::int64_t> byteOffset(const Kernel& kernel, std::int64_t element, int bits) {
  if (element * bits % 8 != 0)
    return kernelError(kernel,
                       fmt::format("element {} of a {}-bit tensor starts inside a byte; DRAM transfers start on "
                                   "byte boundaries",
                                   element, bits),
                       "unsupported");
  return element * bits / 8;
}

}  // namespace detail

namespace {

/// Kernel errors are located at the model file.
Status locatedAt(Status status, const std::string& source) {
  std::vector<Diagnostic> diagnostics = status.diagnostics();
  for (Diagnostic& d : diagnostics)
    if (d.location.file == "<kernel>" && !source.empty()) d.location.file = source;
  return Status(std::move(diagnostics));
}

/// On an integer spec, true when kernel `k` reads or writes a float tensor
/// (no scale to store it by; a DequantizeLinear's output is its integer
/// input): the runtime recomputes its result on the host ("replaced",
/// docs/backend.md "Running a compiled model"), reading its inputs from DRAM
/// after its segment, so the segment must end with it — a later kernel of the
/// same segment may reuse its inputs' bytes. (A float model on an integer
/// spec has no DRAM image and no runtime: its Program stays whole.)
bool hostRecomputes(const hw::Spec& spec, const KernelGraph& graph, const std::vector<int>& producer,
                    const Kernel& k) {
  if (spec.params().precision.number_format != hw::NumberFormat::kInt || !graph.source_graph) return false;
  const ir::Graph& g = *graph.source_graph;
  auto floatStored = [&](const TensorRef& t) {
    if (t.constant || t.value == ir::kNoValue || t.value >= static_cast<ir::ValueId>(g.values.size())) return false;
    return ir::isFloat(g.value(storedValue(spec, g, producer, t.value)).type.dtype);
  };
  return std::any_of(k.inputs.begin(), k.inputs.end(), floatStored) ||
         std::any_of(k.outputs.begin(), k.outputs.end(), floatStored);
}

}  // namespace

Expected<Program> generateProgram(const hw::Spec& spec, const KernelGraph& model, const KernelMappings& mappings,
                                  const CodegenOptions& options) {
  // Grouped convolutions run packed (pack.h), as chooseMappings and the estimate see them.
  const std::optional<KernelGraph> fitted = codegenGraph(spec, model);
  const KernelGraph& graph = fitted ? *fitted : model;
  Program program;
  program.layout = isa::layoutFor(spec);
  program.spec_name = spec.params().name;
  program.spec_fingerprint = spec.fingerprint();
  program.model = graph.model;
  program.source = graph.source;
  program.pipeline = graph.pipeline;
  if (spec.params().vector_unit.operations.empty())
    return Status::error(fileError(spec.params().name,
                                   "the vector unit supports no operation; codegen needs one "
                                   "for the no-op VECTOR that relays tokens"));

  std::vector<KernelPlan> plans;
  plans.reserve(graph.kernels.size());
  for (const Kernel& k : graph.kernels) {
    auto plan = planKernel(spec, k);
    if (!plan) return locatedAt(plan.status(), graph.source);
    for (const std::string& note : plan->notes)  // kernel-independent notes (kNeedsQuantizedModel) once
      if (std::find(program.notes.begin(), program.notes.end(), note) == program.notes.end())
        program.notes.push_back(note);
    plans.push_back(std::move(plan).value());
  }
  auto memory = planMemory(spec, graph, plans);
  if (!memory) return memory.status();
  program.memory = std::move(memory).value();
  const BufferPartition partition = partitionBuffers(spec);
  detail::Emitter emitter(spec, program.memory, partition, program.layout);
  emitter.allowPlanes(options.transfer_planes);
  emitter.allowWindowsAhead(options.windows_ahead);

  int segment = 0;
  const bool runnable = !imageBlocker(spec, graph);  // a float model on an integer spec: nothing runs it
  const std::vector<int> producer = runnable && graph.source_graph ? producers(*graph.source_graph) : std::vector<int>{};
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    const Kernel& kernel = graph.kernels[i];
    const KernelPlan& plan = plans[i];
    emitter.streams().beginUnit(static_cast<int>(i));
    emitter.resetCounters();
    ProgramKernel entry;
    entry.kernel = static_cast<int>(i);
    entry.name = kernel.name;
    entry.ops = kernel.ops;
    entry.kind = kernel.kind;
    entry.mode = plan.mode;
    entry.segment = segment;
    entry.host_ops = plan.host_ops;
    if (plan.mode == PlanMode::kArray && plan.array_weight >= 0)
      entry.weight_compression = weightLayout(spec, kernel).compression;
    entry.weight_encoding = isa::weightEncoding(spec, entry.weight_compression);
    Status status;
    switch (plan.mode) {
      case PlanMode::kArray: {
        if (i >= mappings.size() || !mappings[i])
          return detail::kernelError(kernel, "internal error: no mapping for an array kernel");
        status = detail::emitArrayKernel(emitter, kernel, plan, *mappings[i], static_cast<int>(i), entry.mapping);
        break;
      }
      case PlanMode::kVector:
      case PlanMode::kCopy: status = detail::emitVectorKernel(emitter, kernel, plan); break;
      case PlanMode::kNone: break;
    }
    if (!status.ok()) return locatedAt(status, graph.source);
    entry.tiles = emitter.tileCount();
    entry.steps = emitter.stepCount();
    program.kernels.push_back(std::move(entry));
    if (plan.endsSegment() || (runnable && plan.mode != PlanMode::kNone && hostRecomputes(spec, graph, producer, kernel))) {
      if (!emitter.segmentEmpty()) emitter.endSegment(-1);
      ++segment;
    }
  }
  if (!emitter.segmentEmpty() || emitter.streams().total() == 0) emitter.endSegment(-1);

  auto stream = emitter.streams().schedule(options.interleave);
  if (!stream) return stream.status();
  program.requirements = stream->requirements;
  program.tokens = stream->tokens;
  program.code = std::move(stream->code);
  for (const UnitRange& u : stream->units)
    if (u.unit >= 0) {
      program.kernels[static_cast<size_t>(u.unit)].first = u.first;
      program.kernels[static_cast<size_t>(u.unit)].count = u.count;
    }
  std::size_t start = 0;
  const isa::FieldLayout& opcode = program.layout.formats[0].fields[0];
  for (std::size_t i = 0; i < program.size(); ++i)
    if (((program.encoded(i)[0] >> opcode.lsb) & ((1u << opcode.bits) - 1)) ==
        static_cast<unsigned>(isa::Opcode::kHalt)) {
      program.segments.push_back({start, i + 1 - start});
      start = i + 1;
    }
  return program;
}

}  // namespace tessera::backend
