// Running a sweep (see runner.h).
#include "sweeps/engine/runner.h"

#include <fmt/format.h>

#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "compiler/backend/map/estimate.h"
#include "compiler/compile.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/quantize.h"
#include "compiler/runtime/timed_executor.h"
#include "hw/spec/loader.h"
#include "hw/support/text.h"
#include "sweeps/engine/hash.h"
#include "sweeps/engine/meta.h"
#include "sweeps/engine/models.h"
#include "sweeps/engine/points.h"
#include "sweeps/engine/progress.h"

namespace tessera::sweep {
namespace {

using Clock = std::chrono::steady_clock;
using Json = nlohmann::ordered_json;

/// Largest number of points one transaction holds.
constexpr std::size_t kMaxBatch = 512;

/// Mapping-cache entries kept before the cache starts afresh (about 1.7 KB
/// each). Points are numbered so that those sharing a hardware point run
/// close together, which is where the cache pays; a sweep of 100,000
/// distinct specs must not keep every search it ever made.
constexpr std::size_t kMaxCachedMappings = 20'000;

/// Diagnostics on one line each, for the `error` column: "file:line:col: message".
std::string oneLine(const Status& status) {
  std::vector<std::string> parts;
  for (const Diagnostic& d : status.diagnostics()) {
    std::string where = d.location.file;
    if (d.location.line > 0) where += fmt::format(":{}", d.location.line);
    if (d.location.line > 0 && d.location.column > 0) where += fmt::format(":{}", d.location.column);
    parts.push_back(where.empty() ? d.message : where + ": " + d.message);
  }
  return join(parts, "; ");
}

void appendError(PointRecord& record, const std::string& message) {
  record.error = record.error ? *record.error + "; " + message : message;
}

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

void fillSpecColumns(PointRecord& r, const hw::Spec& spec) {
  const hw::SpecParams& p = spec.params();
  const hw::DerivedValues& d = spec.derived();
  r.spec_name = p.name;
  r.spec_fingerprint = spec.fingerprint();
  for (const hw::ConfigField* field : configColumns()) r.config[field->results_column] = field->access.get(p);
  r.peak_ops_per_second = d.peak_ops_per_second;
  r.dram_bytes_per_second = d.dram_bytes_per_second;
}

void fillEstimate(PointRecord& r, const backend::Estimate& e, bool store_layers) {
  const backend::EstimateTotals& t = e.totals;
  r.cycles = t.cycles;
  r.latency_us = t.latency_us;
  r.energy_pj = t.energy_pj;
  r.area_um2 = t.area_um2;
  r.macs = t.macs;
  r.dram_bytes = t.dram_bytes;
  r.utilization = t.utilization;
  r.peak_activation_bytes = t.peak_activation_bytes;
  r.lower_bound_cycles = t.lower_bound_cycles;
  r.host_kernels = t.host_kernels;
  if (!store_layers) return;
  r.layers.reserve(e.layers.size());
  for (std::size_t i = 0; i < e.layers.size(); ++i) {
    const backend::LayerEstimate& l = e.layers[i];
    LayerRecord layer;
    layer.idx = static_cast<std::int64_t>(i);
    layer.name = l.name;
    layer.op = l.op;
    layer.kind = std::string(backend::name(l.kind));
    layer.macs = l.macs;
    layer.cycles = l.cycles;
    layer.compute_cycles = l.compute_cycles;
    layer.vector_cycles = l.vector_cycles;
    layer.memory_cycles = l.memory_cycles;
    layer.dram_bytes = l.dram_bytes;
    layer.energy_pj = l.energy_pj;
    layer.utilization = l.utilization;
    layer.bound = std::string(backend::name(l.bound));
    layer.operational_intensity = l.operational_intensity;
    layer.attained_ops_per_second = l.attained_ops_per_second;
    layer.lower_bound_cycles = l.lower_bound_cycles;
    r.layers.push_back(std::move(layer));
  }
}

/// `fidelity: systemc`: the compiled Program on the SystemC model, timing
/// only, into the sim_ columns of `r` and of its layers (matched by the
/// estimate's layer index). The SystemC kernel is one per process: points
/// simulate one at a time, whatever the worker count.
Status simulate(const hw::Spec& spec, const backend::Program& program, PointRecord& r) {
  static std::mutex systemc;
  const Clock::time_point start = Clock::now();
  Expected<runtime::TimedReport> timed = [&] {
    std::lock_guard<std::mutex> lock(systemc);
    return runtime::simulateTiming(spec, program);
  }();
  if (!timed) return timed.status();
  std::int64_t stalls = 0;
  for (const runtime::KernelCycles& k : timed->kernels) stalls += k.stall_cycles;
  r.sim_cycles = static_cast<double>(timed->cycles);
  r.sim_latency_us = static_cast<double>(timed->cycles) / spec.params().clock_mhz;
  r.sim_energy_pj = timed->energy.total();
  r.sim_dram_bytes = static_cast<double>(timed->dram_bytes_read + timed->dram_bytes_written);
  r.sim_array_busy_cycles = static_cast<double>(timed->units[static_cast<size_t>(isa::Stage::kCompute)].busy_cycles);
  r.sim_stall_cycles = static_cast<double>(stalls);
  r.sim_instructions = timed->instructions;
  for (const runtime::KernelCycles& k : timed->kernels) {
    if (k.index < 0 || static_cast<std::size_t>(k.index) >= r.layers.size()) continue;  // layers not stored
    LayerRecord& layer = r.layers[static_cast<std::size_t>(k.index)];  // fillEstimate: idx is the position
    layer.sim_cycles = static_cast<double>(k.end - k.start);
    layer.sim_array_cycles = static_cast<double>(k.array_busy_cycles);
    layer.sim_dma_cycles = static_cast<double>(k.dma_busy_cycles);
    layer.sim_stall_cycles = static_cast<double>(k.stall_cycles);
    layer.sim_energy_pj = k.energy_pj;
  }
  r.sim_ms = msSince(start);
  return Status();
}

std::optional<double> resultMetric(const PointRecord& r, const std::string& metric) {
  if (metric == "latency_us") return r.latency_us;
  if (metric == "cycles") return r.cycles;
  if (metric == "energy_pj") return r.energy_pj;
  if (metric == "dram_bytes") return r.dram_bytes;
  if (metric == "utilization") return r.utilization;
  if (metric == "accuracy") return r.accuracy;
  if (metric == "agreement_with_fp32") return r.agreement_with_fp32;
  if (metric == "peak_activation_bytes" && r.peak_activation_bytes)
    return static_cast<double>(*r.peak_activation_bytes);
  return std::nullopt;
}

/// True when an estimate failed because a layer fits no tiling on this
/// hardware, or its per-layer precision is wider than the datapath (the point
/// is infeasible, not broken): the diagnostic says so (code "no-fit" or
/// "layer-precision"), or the smallest tile of some array kernel overflows a buffer.
bool noFit(const hw::Spec& spec, const backend::KernelGraph& graph, const Status& status) {
  for (const Diagnostic& d : status.diagnostics())
    if (d.code == "no-fit" || d.code == "layer-precision") return true;  // the datapath cannot run a layer's precision
  for (const backend::Kernel& kernel : graph.kernels)
    if ((kernel.kind == backend::KernelKind::kConv || kernel.kind == backend::KernelKind::kMatMul) &&
        backend::smallestTileOverflow(spec, kernel.shape).needed_bytes > 0)
      return true;
  return false;
}

}  // namespace

/// Work shared by the threads of one run, kept between the batches of a PointEvaluator.
struct RunState {
  const SweepSpec& spec;
  const RunOptions& options;
  const std::vector<PointPlan>* points = nullptr;  ///< this batch's
  std::vector<std::string> keys;                   ///< this batch's point keys, by position in `points`
  const std::vector<std::string> model_hashes;
  std::map<std::string, std::string> stored;                 ///< key -> status, before this batch
  std::vector<std::pair<std::string, std::string>> written;  ///< committed by this batch (writer thread)
  std::string base_hash;
  std::mutex base_mutex;  ///< held while a thread copies spec.base
  std::string pipeline;
  ModelLibrary library;
  std::mutex cache_mutex;
  std::shared_ptr<backend::MappingCache> mapping_cache = std::make_shared<backend::MappingCache>();
  std::size_t retired_cache_entries = 0;

  /// The mapping cache to use for the next point (a fresh one when full).
  std::shared_ptr<backend::MappingCache> cache() {
    std::lock_guard<std::mutex> lock(cache_mutex);
    if (mapping_cache->size() > kMaxCachedMappings) {
      retired_cache_entries += mapping_cache->size();
      mapping_cache = std::make_shared<backend::MappingCache>();
    }
    return mapping_cache;
  }
  Progress progress;

  std::atomic<std::size_t> next{0};
  std::atomic<std::int64_t> claims{0}, skipped{0}, duplicates{0}, left{0};
  std::atomic<bool> stop{false};
  std::mutex claimed_mutex;
  std::unordered_set<std::string> claimed;

  std::mutex queue_mutex;
  std::condition_variable queue_ready;
  std::deque<PointRecord> queue;
  bool producers_done = false;

  RunState(const SweepSpec& s, const RunOptions& o, std::vector<std::string> hashes,
           std::map<std::string, std::string> st, std::int64_t total, std::ostream& out)
      : spec(s),
        options(o),
        model_hashes(std::move(hashes)),
        stored(std::move(st)),
        library(s),
        progress(total, out, o.progress_terminal) {}
};

namespace {

/// The columns that name a point, known before it runs.
PointRecord identify(const RunState& state, const PointPlan& plan, const PointSettings& settings,
                     const ResolvedCompiler& compiler, const std::string& key) {
  PointRecord r;
  r.point_key = key;
  r.point_index = plan.index;
  r.fidelity = std::string(name(state.spec.fidelity));
  r.params = settings.params.dump();
  r.model = state.spec.models[static_cast<std::size_t>(plan.model)].name;
  r.model_hash = state.model_hashes[static_cast<std::size_t>(plan.model)];
  r.compiler_options = compiler.canonical();
  r.quant_precision = compiler.quant;
  r.quant_method = compiler.method;
  r.pruning = compiler.prune;
  r.layer_precision = compiler.layerPrecisionJson();
  return r;
}

/// Runs one point into `r` (already identified): status, error, results.
void runPoint(RunState& state, const PointPlan& plan, const Expected<hw::Spec>& spec, const ResolvedCompiler& compiler,
              double spec_ms, PointRecord& r) {
  const Clock::time_point start = Clock::now();
  double shared_ms = 0;  // model preparation waited for inside this point
  const SweepModel& model = state.spec.models[static_cast<std::size_t>(plan.model)];
  auto finish = [&](const std::string& status) {
    r.status = status;
    r.elapsed_ms = spec_ms + msSince(start) - shared_ms;
    r.finished_at = isoTimeNow();
  };
  if (!spec) {
    r.error = oneLine(spec.status());
    return finish("failed");
  }
  fillSpecColumns(r, *spec);
  r.area_um2 = spec->derived().total_area_um2;
  for (const Constraint& c : state.spec.constraints) {
    if (!c.on_spec) continue;
    const double value = specMetricValue(*spec, c.metric);
    if (!c.holds(value)) appendError(r, describeFailure(c, value));
  }
  if (r.error) return finish("rejected");

  Clock::time_point wait = Clock::now();
  Expected<std::shared_ptr<const PreparedKernels>> kernels = state.library.kernels(plan.model, compiler.prune);
  shared_ms += msSince(wait);
  if (!kernels) {
    r.error = oneLine(kernels.status());
    return finish("failed");
  }
  r.weight_density = (*kernels)->weight_density;
  Expected<backend::Objective> objective = backend::parseObjective(compiler.objective);
  if (!objective) {
    r.error = oneLine(objective.status());
    return finish("failed");
  }
  compiler::CompileOptions compile_options;
  compile_options.objective = *objective;
  compile_options.stop = compiler::Stop::kEstimate;
  for (const auto& [layer, precision] : compiler.layer_precision) {
    Expected<quant::Precision> parsed = quant::parsePrecision(precision);
    if (!parsed) {
      r.error = oneLine(parsed.status());
      return finish("failed");
    }
    compile_options.layer_bits[layer] = quant::integerBits(*parsed);
  }
  // A whole-model integer precision narrower than an integer datapath stores
  // its layers as per-layer precision stores each narrower layer (the cost
  // rule of docs/exploration.md): every matrix layer no assignment names. At
  // systemc fidelity the compiled Program runs the spec's precision, as there.
  if (Expected<quant::Precision> whole = quant::parsePrecision(compiler.quant);
      whole && state.spec.fidelity == Fidelity::kAnalytical) {
    const hw::Precision& datapath = spec->params().precision;
    const int bits = quant::integerBits(*whole);
    if (bits > 0 && datapath.number_format == hw::NumberFormat::kInt && bits < datapath.weight_bits &&
        bits <= datapath.activation_bits)
      for (const backend::Kernel& k : (*kernels)->kernels.kernels)
        if (k.kind == backend::KernelKind::kConv || k.kind == backend::KernelKind::kMatMul)
          compile_options.layer_bits.try_emplace(k.name, bits);
  }
  if (state.spec.fidelity == Fidelity::kSystemC) {
    // The whole compiler (the estimate is its first stage), then the Program on the SystemC model.
    compile_options.stop = compiler::Stop::kProgram;
    Expected<compiler::Compiled> compiled =
        compiler::compile((*kernels)->kernels, *spec, compile_options, state.cache().get());
    if (!compiled) {
      r.error = oneLine(compiled.status());
      return finish(noFit(*spec, (*kernels)->kernels, compiled.status()) ? "infeasible" : "failed");
    }
    fillEstimate(r, compiled->estimate, state.spec.store_layers);
    if (Status s = simulate(*spec, *compiled->program, r); !s.ok()) {
      r.error = "simulation: " + oneLine(s);
      return finish("failed");
    }
  } else {
    Expected<backend::Estimate> estimate =
        compiler::estimate((*kernels)->kernels, *spec, compile_options, state.cache().get());
    if (!estimate) {
      r.error = oneLine(estimate.status());
      return finish(noFit(*spec, (*kernels)->kernels, estimate.status()) ? "infeasible" : "failed");
    }
    fillEstimate(r, *estimate, state.spec.store_layers);
  }

  if (model.eval) {
    wait = Clock::now();
    Expected<AccuracyResult> accuracy =
        state.library.accuracy(plan.model, compiler.prune, compiler.quant, compiler.method, compiler.layer_precision);
    shared_ms += msSince(wait);
    if (accuracy) {
      r.accuracy = accuracy->accuracy;
      r.agreement_with_fp32 = accuracy->agreement_with_fp32;
    } else {
      // The estimate stands; say why the accuracy columns are empty.
      appendError(r, "accuracy not measured: " + oneLine(accuracy.status()));
    }
  }
  bool rejected = false;
  for (const Constraint& c : state.spec.constraints) {
    if (c.on_spec) continue;
    std::optional<double> value = resultMetric(r, c.metric);
    if (!value) {
      appendError(r, fmt::format("constraint '{}' cannot be checked: {} not measured", c.text, c.metric));
      rejected = true;
    } else if (!c.holds(*value)) {
      appendError(r, describeFailure(c, *value));
      rejected = true;
    }
  }
  return finish(rejected ? "rejected" : "ok");
}

void worker(RunState& state) {
  const Fidelity fidelity = state.spec.fidelity;
  std::optional<PointSpecLoader> specs;  // this thread's (it copies the base config)
  {
    std::lock_guard<std::mutex> lock(state.base_mutex);
    specs.emplace(state.spec.base);
  }
  while (!state.stop) {
    const std::size_t i = state.next.fetch_add(1);
    if (i >= state.points->size()) break;
    const PointPlan& plan = (*state.points)[i];
    const Clock::time_point start = Clock::now();
    PointSettings settings = settingsOf(state.spec, plan);
    const std::string& model_hash = state.model_hashes[static_cast<std::size_t>(plan.model)];
    std::optional<Expected<hw::Spec>> spec;
    ResolvedCompiler compiler;
    std::string key;
    try {
      spec.emplace(specs->load(settings));
      compiler = resolveCompiler(settings.compiler, *spec ? &**spec : nullptr);
      key = *spec ? pointKey(**spec, model_hash, compiler, state.pipeline, fidelity)
                  : invalidPointKey(state.base_hash, settings.params, model_hash, compiler, state.pipeline, fidelity);
    } catch (const std::exception& e) {
      // No key, so nothing can be stored: say so and go on with the sweep.
      ++state.left;
      if (state.options.progress)
        *state.options.progress << fmt::format("error: point {}: internal error: {}\n", plan.index, e.what());
      continue;
    }
    state.keys[i] = key;
    auto stored = state.stored.find(key);
    if (stored != state.stored.end() && !(state.options.retry_failed && stored->second == "failed")) {
      ++state.skipped;
      state.progress.skipped();
      continue;
    }
    {
      std::lock_guard<std::mutex> lock(state.claimed_mutex);
      if (!state.claimed.insert(key).second) {
        ++state.duplicates;
        state.progress.skipped();
        continue;
      }
    }
    if (state.options.limit && state.claims.fetch_add(1) >= *state.options.limit) {
      ++state.left;
      continue;
    }
    PointRecord record = identify(state, plan, settings, compiler, key);
    try {
      runPoint(state, plan, *spec, compiler, msSince(start), record);
    } catch (const std::exception& e) {
      // A bug below us must not lose the sweep: record it against the point.
      record = identify(state, plan, settings, compiler, key);
      record.status = "failed";
      record.error = fmt::format("internal error: {}", e.what());
      record.finished_at = isoTimeNow();
    }
    {
      std::lock_guard<std::mutex> lock(state.queue_mutex);
      state.queue.push_back(std::move(record));
    }
    state.queue_ready.notify_one();
  }
}

Status writer(RunState& state, ResultsStore& store, RunSummary& summary) {
  while (true) {
    std::vector<PointRecord> batch;
    {
      std::unique_lock<std::mutex> lock(state.queue_mutex);
      state.queue_ready.wait(lock, [&] { return !state.queue.empty() || state.producers_done; });
      if (state.queue.empty()) return Status();
      while (!state.queue.empty() && batch.size() < kMaxBatch) {
        batch.push_back(std::move(state.queue.front()));
        state.queue.pop_front();
      }
    }
    Expected<std::int64_t> written = store.write(batch, state.options.retry_failed);
    if (!written) {
      state.stop = true;
      return written.status();
    }
    for (const PointRecord& r : batch) {
      state.written.emplace_back(r.point_key, r.status);
      ++summary.computed;
      if (r.status == "ok")
        ++summary.ok;
      else if (r.status == "failed")
        ++summary.failed;
      else if (r.status == "infeasible")
        ++summary.infeasible;
      else if (r.status == "rejected")
        ++summary.rejected;
      state.progress.finished(r.status);
    }
  }
}

}  // namespace

Expected<Shard> parseShard(const std::string& text) {
  Shard shard;
  const std::size_t slash = text.find('/');
  auto number = [](std::string_view s, int& out) {
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size() && !s.empty();
  };
  if (slash == std::string::npos || !number(std::string_view(text).substr(0, slash), shard.index) ||
      !number(std::string_view(text).substr(slash + 1), shard.count) || shard.count < 1 || shard.index < 0 ||
      shard.index >= shard.count) {
    Diagnostic d;
    d.message = fmt::format("--shard: expected i/N with 0 <= i < N (e.g. 0/4), got '{}'", text);
    return Status::error(d);
  }
  return shard;
}

PointEvaluator::~PointEvaluator() = default;

ResultsStore& PointEvaluator::store() { return *store_; }

Expected<std::unique_ptr<PointEvaluator>> PointEvaluator::open(const SweepSpec& spec, const RunOptions& options,
                                                               std::int64_t points_total) {
  std::unique_ptr<PointEvaluator> evaluator(new PointEvaluator());
  evaluator->start_ = Clock::now();
  std::vector<std::string> model_hashes;
  for (const SweepModel& model : spec.models) {
    Expected<std::string> hash = modelHash(model);
    if (!hash) return hash.status();
    model_hashes.push_back(*hash);
  }
  Expected<std::unique_ptr<ResultsStore>> store =
      ResultsStore::openForSweep(options.out, sweepMeta(spec, model_hashes));
  if (!store) return store.status();
  evaluator->store_ = std::move(store).value();
  Expected<std::map<std::string, std::string>> stored = evaluator->store_->statuses();
  if (!stored) return stored.status();
  evaluator->state_ =
      std::make_unique<RunState>(spec, options, std::move(model_hashes), std::move(*stored), points_total,
                                 options.progress ? *options.progress : evaluator->discard_);
  Expected<std::string> base_file_hash = sha256File(spec.base.display_path);
  if (!base_file_hash) return base_file_hash.status();
  evaluator->state_->base_hash = *base_file_hash;
  evaluator->state_->pipeline = passes::defaultPipeline();
  return evaluator;
}

Expected<std::vector<std::string>> PointEvaluator::run(const std::vector<PointPlan>& plans, RunSummary& summary) {
  RunState& state = *state_;
  state.points = &plans;
  state.keys.assign(plans.size(), std::string());
  state.written.clear();
  state.next = 0;
  state.producers_done = false;
  const std::int64_t skipped_before = state.skipped, duplicates_before = state.duplicates, left_before = state.left;

  const int jobs = std::max(1, state.options.jobs);
  Status write_status;
  std::thread writer_thread([&] { write_status = writer(state, *store_, summary); });
  std::vector<std::thread> workers;
  for (int j = 0; j < std::min<int>(jobs, static_cast<int>(std::max<std::size_t>(1, plans.size()))); ++j)
    workers.emplace_back([&] { worker(state); });
  for (std::thread& t : workers) t.join();
  {
    std::lock_guard<std::mutex> lock(state.queue_mutex);
    state.producers_done = true;
  }
  state.queue_ready.notify_one();
  writer_thread.join();
  state.points = nullptr;
  // Points committed by this batch are stored for the next one (workers only read `stored` while a batch runs).
  for (auto& [key, status] : state.written) state.stored[key] = status;
  summary.already_stored += state.skipped - skipped_before;
  summary.duplicates += state.duplicates - duplicates_before;
  summary.left += state.left - left_before;
  if (!write_status.ok()) return write_status;
  return std::move(state.keys);
}

Status PointEvaluator::finish(RunSummary& summary) {
  RunState& state = *state_;
  if (state.options.progress) state.progress.finish();
  Expected<std::int64_t> total = store_->countPoints();
  if (!total) return total.status();
  summary.stored_total = *total;
  summary.preparation_seconds = state.library.preparationSeconds();
  summary.mapping_cache_entries = static_cast<double>(state.retired_cache_entries + state.mapping_cache->size());
  summary.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  return Status();
}

Expected<RunSummary> runSweep(const SweepSpec& spec, const RunOptions& options) {
  if (spec.sampling.search) {
    Diagnostic d;
    d.message = fmt::format("{}: a search sweep runs through runSearch() (sweeps/engine/search.h)", spec.name);
    return Status::error(d);
  }
  RunSummary summary;
  std::vector<PointPlan> all = enumeratePoints(spec);
  summary.points = static_cast<std::int64_t>(all.size());
  std::vector<PointPlan> mine;
  const std::int64_t chunk = shardChunkPoints(spec);
  for (PointPlan& plan : all)
    if (inShard(plan.index, chunk, options.shard.index, options.shard.count)) mine.push_back(std::move(plan));
  summary.in_shard = static_cast<std::int64_t>(mine.size());

  Expected<std::unique_ptr<PointEvaluator>> evaluator =
      PointEvaluator::open(spec, options, static_cast<std::int64_t>(mine.size()));
  if (!evaluator) return evaluator.status();
  Expected<std::vector<std::string>> keys = (*evaluator)->run(mine, summary);
  if (!keys) return keys.status();
  Status finished = (*evaluator)->finish(summary);
  if (!finished.ok()) return finished;
  return summary;
}

}  // namespace tessera::sweep
