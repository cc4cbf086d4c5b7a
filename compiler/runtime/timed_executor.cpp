// TimedExecutor: segments on the SystemC model, their stats and trace (see timed_executor.h).
#include "compiler/runtime/timed_executor.h"

#include <fmt/format.h>

#include <algorithm>
#include <bitset>
#include <limits>
#include <map>
#include <optional>

#include "hw/isa/encode.h"
#include "hw/isa/weight_codec.h"

namespace tessera::runtime {
namespace {

constexpr std::array<isa::Stage, 4> kUnits{isa::Stage::kLoad, isa::Stage::kCompute, isa::Stage::kVector,
                                           isa::Stage::kStore};

/// The kernel whose instructions hold `index` (nullptr: none, e.g. a HALT).
const ManifestKernel* kernelAt(const Manifest& manifest, std::size_t index) {
  for (const ManifestKernel& k : manifest.kernels)
    if (k.count > 0 && index >= k.first && index < k.first + k.count) return &k;
  return nullptr;
}

/// The first message of a failed status, to nest it in a located one.
std::string messageOf(const Status& s) { return s.diagnostics().empty() ? "" : s.diagnostics().front().message; }

/// A kernel's instructions, from runtime.json's list or the Program's.
struct KernelRange {
  int index = 0;  ///< the estimate's layer
  const std::string* name = nullptr;
  std::size_t first = 0, count = 0;
};

/// Adds one timed run (`instructions`, program.bin's from `first`, run as
/// segment `segment`) to `report`: totals, units, the kernels that begin in
/// it, and with `trace` every instruction's slice. `zero_products` (empty:
/// none counted) is each instruction's products with a zero operand.
void account(TimedReport& report, const hw::Spec& spec, const std::vector<isa::Instruction>& instructions,
             std::size_t first, std::size_t segment, const std::vector<KernelRange>& kernels,
             const sim::tlm::TimedStats& stats, bool trace, const std::vector<double>& zero_products = {}) {
  const std::size_t count = instructions.size();
  const std::int64_t offset = report.cycles;
  report.cycles += stats.cycles;
  report.segment_cycles.push_back(stats.cycles);
  for (size_t u = 0; u < 4; ++u) {
    sim::tlm::UnitStats& to = report.units[u];
    const sim::tlm::UnitStats& from = stats.units[u];
    to.instructions += from.instructions;
    to.busy_cycles += from.busy_cycles;
    to.token_wait_cycles += from.token_wait_cycles;
    to.drain_wait_cycles += from.drain_wait_cycles;
    to.queue_full_cycles += from.queue_full_cycles;
    to.dram_latency_cycles += from.dram_latency_cycles;
    to.window_wait_cycles += from.window_wait_cycles;
    to.interlock_cycles += from.interlock_cycles;
    to.bank_wait_cycles += from.bank_wait_cycles;
    to.dram_bus_wait_cycles += from.dram_bus_wait_cycles;
  }
  report.dram_bytes_read += stats.dram_bytes_read;
  report.dram_bytes_written += stats.dram_bytes_written;
  report.dram_transactions += stats.dram_transactions;
  report.compute_unit_clocks += stats.compute_unit_clocks;
  report.instructions += static_cast<std::int64_t>(count);
  for (size_t b = 0; b < 3; ++b)
    for (size_t p = 0; p < 2; ++p) report.bank_waits.cycles[b][p] += stats.bank_waits.cycles[b][p];
  std::vector<hw::model::Activity> activity;  // per instruction of the run
  activity.reserve(count);
  hw::model::Activity run_activity;
  for (const isa::Instruction& in : instructions) {
    activity.push_back(hw::model::instructionActivity(spec, in));
    if (activity.size() <= zero_products.size()) activity.back().zero_products = zero_products[activity.size() - 1];
    run_activity += activity.back();
  }
  report.activity += run_activity;
  report.energy = hw::model::energyOf(spec, report.activity);
  std::vector<int> kernel_of(count, -1);
  std::int64_t segment_end = offset;  // the end of the segment's kernels so far
  for (const KernelRange& k : kernels) {
    if (k.count == 0 || k.first < first || k.first >= first + count) continue;
    KernelCycles kc;
    kc.index = k.index;
    kc.name = *k.name;
    kc.segment = segment;
    kc.start = std::numeric_limits<std::int64_t>::max();
    kc.instructions = static_cast<std::int64_t>(k.count);
    for (std::size_t i = k.first; i < std::min(k.first + k.count, first + count); ++i) {
      const sim::tlm::InstructionTime& t = stats.times[i - first];
      kernel_of[i - first] = k.index;
      kc.start = std::min(kc.start, offset + t.start);
      kc.end = std::max(kc.end, offset + t.done);
      const isa::Opcode op = instructions[i - first].opcode;
      if (op == isa::Opcode::kCompute) kc.array_busy_cycles += t.issue;
      if (op == isa::Opcode::kLoad || op == isa::Opcode::kStore) kc.dma_busy_cycles += t.issue;
      kc.stall_cycles += t.waited;
      kc.activity += activity[i - first];
    }
    kc.energy_pj = hw::model::energyOf(spec, kc.activity).total();
    kc.attributed = std::max<std::int64_t>(0, kc.end - std::max(kc.start, segment_end));
    segment_end = std::max(segment_end, kc.end);
    report.kernels.push_back(kc);
  }
  if (trace)
    for (std::size_t i = 0; i < count; ++i) {
      const sim::tlm::InstructionTime& t = stats.times[i];
      report.trace.push_back(
          {first + i, instructions[i].opcode, offset + t.start, t.issue, offset + t.done, kernel_of[i]});
    }
}

}  // namespace

Status TimedExecutor::execute(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image,
                              std::size_t segment, sim::FunctionalCore& core) {
  const isa::IsaLayout layout = isa::layoutFor(spec);
  const ManifestSegment& seg = manifest.segments[segment];
  auto where = [&manifest](std::size_t i) {
    const ManifestKernel* k = kernelAt(manifest, i);
    return fmt::format("instruction {} (kernel '{}')", i, k ? k->name : "none");
  };
  // The kernel each instruction of the segment belongs to (kernels are contiguous ranges).
  std::vector<const ManifestKernel*> kernel_of(seg.count, nullptr);
  for (const ManifestKernel& k : manifest.kernels)
    for (std::size_t i = std::max(k.first, seg.first);
         k.count > 0 && i < std::min(k.first + k.count, seg.first + seg.count); ++i)
      kernel_of[i - seg.first] = &k;
  std::vector<isa::Instruction> instructions;
  instructions.reserve(seg.count);
  sim::tlm::TimedRun run{&instructions, seg.first, {}, true, where, clocked_compute, {}};
  // after_kernel once the last of a kernel's instructions in this segment has
  // had its effect (units run in parallel: count them, not the last index).
  std::map<const ManifestKernel*, std::size_t> pending;
  if (after_kernel)
    for (const ManifestKernel* k : kernel_of)
      if (k) ++pending[k];
  // Each instruction's products with a zero operand (zero gating's energy):
  // what the core counted while applying its effect.
  std::vector<double> zero_products(seg.count, 0.0);
  std::int64_t counted = core.zeroProducts();
  run.applied = [&](std::size_t index) -> Status {
    zero_products[index] = static_cast<double>(core.zeroProducts() - counted);
    counted = core.zeroProducts();
    if (!after_kernel) return {};
    const ManifestKernel* k = kernel_of[index];
    if (!k || --pending[k] > 0) return {};
    if (k->first + k->count > seg.first + seg.count) return {};  // it goes on in the next segment
    return after_kernel(*k, core);
  };
  // The weight encoding: the last kernel's begun at or before an instruction
  // (the rule of the Program's encoding table, isa::encodingChanges).
  std::vector<isa::KernelEncoding> encodings;
  for (const ManifestKernel& k : manifest.kernels)
    encodings.push_back({k.first, k.count, isa::weightEncoding(spec, k.weight_compression)});
  const std::vector<isa::EncodingChange> changes = isa::encodingChanges(encodings);
  for (std::size_t i = seg.first; i < seg.first + seg.count; ++i) {
    Expected<isa::Instruction> in = isa::decode(layout, image.encoded(i));
    if (!in) return Status::error(fileError("", fmt::format("{}: {}", where(i), messageOf(in.status()))));
    instructions.push_back(*in);
    run.encodings.push_back(isa::encodingAt(changes, i));
  }
  Expected<sim::tlm::TimedStats> stats = sim::tlm::runTimed(spec, run, core);
  if (!stats) return stats.status();
  std::vector<KernelRange> kernels;
  for (const ManifestKernel& k : manifest.kernels) kernels.push_back({k.index, &k.name, k.first, k.count});
  account(report_, spec, instructions, seg.first, segment, kernels, *stats, trace_, zero_products);
  if (after_segment) after_segment(segment, report_);
  return {};
}

Expected<TimedReport> simulateTiming(const hw::Spec& spec, const backend::Program& program, bool trace) {
  const std::vector<isa::Instruction> instructions = program.decoded();
  sim::FunctionalCore core(spec, std::max<std::int64_t>(program.memory.total_bytes, 1));
  sim::tlm::TimedRun run;
  run.instructions = &instructions;
  run.apply_effects = false;
  run.where = [&program](std::size_t i) {
    for (const backend::ProgramKernel& k : program.kernels)
      if (k.count > 0 && i >= k.first && i < k.first + k.count)
        return fmt::format("instruction {} (kernel '{}')", i, k.name);
    return fmt::format("instruction {}", i);
  };
  Expected<sim::tlm::TimedStats> stats = sim::tlm::runTimed(spec, run, core);
  if (!stats) return stats.status();
  std::vector<KernelRange> kernels;
  for (const backend::ProgramKernel& k : program.kernels) kernels.push_back({k.kernel, &k.name, k.first, k.count});
  TimedReport report;
  account(report, spec, instructions, 0, 0, kernels, *stats, trace);
  return report;
}

nlohmann::ordered_json simStatsJson(const TimedReport& report, const RunReport& run, const Manifest& manifest) {
  nlohmann::ordered_json units = nlohmann::ordered_json::object();
  for (isa::Stage s : kUnits) {
    const sim::tlm::UnitStats& u = report.units[static_cast<size_t>(s)];
    nlohmann::ordered_json unit = {{"instructions", u.instructions},
                           {"busy_cycles", u.busy_cycles},
                           {"stall_cycles",
                            {{"token_wait", u.token_wait_cycles},
                             {"drain_wait", u.drain_wait_cycles},
                             {"queue_full", u.queue_full_cycles},
                             {"bank_conflict", u.bank_wait_cycles}}}};
    if (s == isa::Stage::kLoad || s == isa::Stage::kStore) {
      unit["stall_cycles"]["transfer_window"] = u.window_wait_cycles;  // dram.outstanding_transfers in flight
      unit["stall_cycles"]["dram_bus"] = u.dram_bus_wait_cycles;       // the other channel's transfer on the DRAM's bus
      unit["dram_latency_cycles"] = u.dram_latency_cycles;
    }
    if (s == isa::Stage::kCompute && report.compute_unit_clocks > 0) {
      unit["stall_cycles"]["interlock"] = u.interlock_cycles;
      unit["clocked_unit_clocks"] = report.compute_unit_clocks;
    }
    units[std::string(isa::name(s))] = unit;
  }
  nlohmann::ordered_json kernels = nlohmann::ordered_json::array();
  for (const KernelCycles& k : report.kernels)
    kernels.push_back({{"index", k.index},
                       {"name", k.name},
                       {"segment", k.segment},
                       {"start_cycle", k.start},
                       {"end_cycle", k.end},
                       {"cycles", k.end - k.start},
                       {"attributed_cycles", k.attributed},
                       {"array_busy_cycles", k.array_busy_cycles},
                       {"dma_busy_cycles", k.dma_busy_cycles},
                       {"instructions", k.instructions},
                       {"macs", k.activity.macs},
                       {"energy_pj", k.energy_pj}});
  const hw::model::Activity& a = report.activity;
  nlohmann::ordered_json buffers = nlohmann::ordered_json::object();
  for (hw::BufferKind b : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput})
    buffers[std::string(hw::name(b))] = {
        {"bytes_read", a.buffer_read_bytes[static_cast<size_t>(b)]},
        {"bytes_written", a.buffer_write_bytes[static_cast<size_t>(b)]},
        {"bank_wait_cycles",
         {{"read", report.bank_waits.cycles[static_cast<size_t>(b)][0]},
          {"write", report.bank_waits.cycles[static_cast<size_t>(b)][1]}}}};
  const hw::model::Energy& e = report.energy;
  return {{"spec", manifest.spec_name},
          {"spec_fingerprint", manifest.spec_fingerprint},
          {"cycles", report.cycles},
          {"instructions", report.instructions},
          {"segment_cycles", report.segment_cycles},
          {"units", units},
          {"dram", {{"bytes_read", report.dram_bytes_read},
                    {"bytes_written", report.dram_bytes_written},
                    {"transactions", report.dram_transactions}}},
          {"buffers", buffers},
          {"macs", a.macs},
          {"vector_lane_ops", a.lane_ops},
          {"energy_pj", {{"note", "the analytical model's energy table per MAC, buffer byte, DRAM byte and lane "
                                  "op (hw/model/activity.h); with sparsity.zero_gating, MACs with a zero operand "
                                  "(counted from the data) cost nothing"},
                         {"mac", e.mac_pj},
                         {"input_buffer", e.buffer_pj[0]},
                         {"weight_buffer", e.buffer_pj[1]},
                         {"output_buffer", e.buffer_pj[2]},
                         {"dram", e.dram_pj},
                         {"vector", e.vector_pj},
                         {"total", e.total()}}},
          {"kernels", kernels},
          {"host", {{"note", "host ops run between segments on the reference executor; not timed"},
                    {"kernels", run.host_kernels},
                    {"split_kernels", run.split_kernels},
                    {"ops", run.host_nodes.size()},
                    {"replaced", run.replaced.size()}}}};
}

void writeTrace(std::ostream& out, const TimedReport& report, const Manifest& manifest) {
  auto quoted = [](const std::string& text) { return nlohmann::json(text).dump(); };
  out << "{\"displayTimeUnit\": \"ns\", \"otherData\": {\"time_unit\": \"1 us on the time axis = 1 accelerator "
         "cycle\"},\n\"traceEvents\": [\n";
  out << fmt::format("{{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 0, \"args\": {{\"name\": {}}}}}",
                     quoted(manifest.spec_name));
  for (isa::Stage s : kUnits)
    out << fmt::format(",\n{{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": {}, \"args\": "
                       "{{\"name\": \"{}\"}}}}",
                       static_cast<int>(s), isa::name(s));
  std::vector<std::string> kernel_names;  // by manifest kernel index, quoted
  for (const ManifestKernel& k : manifest.kernels) {
    if (k.index >= static_cast<int>(kernel_names.size())) kernel_names.resize(static_cast<size_t>(k.index) + 1);
    kernel_names[static_cast<size_t>(k.index)] = quoted(k.name);
  }
  for (const TraceSlice& t : report.trace) {
    const bool named = t.kernel >= 0 && t.kernel < static_cast<int>(kernel_names.size()) &&
                       !kernel_names[static_cast<size_t>(t.kernel)].empty();
    out << fmt::format(",\n{{\"name\": \"{} #{}\", \"cat\": {}, \"ph\": \"X\", \"pid\": 0, \"tid\": {}, "
                       "\"ts\": {}, \"dur\": {}, \"args\": {{\"instruction\": {}, \"latency_cycles\": {}}}}}",
                       isa::name(t.opcode), t.instruction,
                       named ? kernel_names[static_cast<size_t>(t.kernel)] : std::string("\"none\""),
                       static_cast<int>(isa::stageOf(t.opcode)), t.start, t.issue, t.instruction, t.done - t.start);
  }
  out << "\n]}\n";
}

void writeVcd(std::ostream& out, const TimedReport& report, const Manifest& manifest) {
  // Signal ids: unit u's busy wire is '!' + 2u, its instruction vector '!' + 2u + 1.
  auto busy = [](int u) { return static_cast<char>('!' + 2 * u); };
  auto index = [](int u) { return static_cast<char>('!' + 2 * u + 1); };
  out << fmt::format("$version tessera sim ({}) $end\n$timescale 1ns $end\n$scope module accelerator $end\n",
                     manifest.spec_name);
  for (isa::Stage s : kUnits) {
    const int u = static_cast<int>(s);
    out << fmt::format("$var wire 1 {} {}_busy $end\n$var wire 32 {} {}_instruction $end\n", busy(u), isa::name(s),
                       index(u), isa::name(s));
  }
  out << "$upscope $end\n$enddefinitions $end\n#0\n";
  for (int u = 0; u < 4; ++u) out << "0" << busy(u) << "\nbx " << index(u) << "\n";
  // A unit's slices are in start order (it starts its instructions in
  // stream order); each gives a change at its start and, unless the next
  // one starts that cycle, one back to idle at its end. The four units'
  // changes are merged by time.
  struct Change {
    std::int64_t time;
    const TraceSlice* slice;  // nullptr: idle
  };
  std::array<std::vector<const TraceSlice*>, 4> slices;
  for (const TraceSlice& t : report.trace) slices[static_cast<size_t>(isa::stageOf(t.opcode))].push_back(&t);
  std::array<std::size_t, 4> next{};      // the next slice of each unit
  std::array<bool, 4> ending{};            // the unit's next change is the end of slice next - 1
  auto pending = [&](int u) -> std::optional<Change> {
    const auto& list = slices[static_cast<size_t>(u)];
    const std::size_t k = next[static_cast<size_t>(u)];
    if (ending[static_cast<size_t>(u)]) return Change{list[k - 1]->start + list[k - 1]->issue, nullptr};
    if (k < list.size()) return Change{list[k]->start, list[k]};
    return std::nullopt;
  };
  auto advance = [&](int u) {
    const auto& list = slices[static_cast<size_t>(u)];
    std::size_t& k = next[static_cast<size_t>(u)];
    if (ending[static_cast<size_t>(u)]) {
      ending[static_cast<size_t>(u)] = false;
      return;
    }
    const std::int64_t end = list[k]->start + list[k]->issue;
    ++k;
    ending[static_cast<size_t>(u)] = !(k < list.size() && list[k]->start == end);
  };
  for (;;) {
    std::optional<std::int64_t> time;
    for (int u = 0; u < 4; ++u)
      if (const std::optional<Change> c = pending(u); c && (!time || c->time < *time)) time = c->time;
    if (!time) break;
    out << "#" << *time << "\n";
    for (int u = 0; u < 4; ++u) {
      const std::optional<Change> c = pending(u);
      if (!c || c->time != *time) continue;
      if (c->slice)
        out << "1" << busy(u) << "\nb" << std::bitset<32>(c->slice->instruction).to_string() << " " << index(u) << "\n";
      else
        out << "0" << busy(u) << "\nbx " << index(u) << "\n";
      advance(u);
    }
  }
}

}  // namespace tessera::runtime
