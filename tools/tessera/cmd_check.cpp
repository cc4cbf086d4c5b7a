// `tessera check MODEL --hw CONFIG [--kernels N]`: the three-way cross-check.
// Compiles the model for the spec, then runs its first N kernels (default:
// all) through
//
//   the analytical model   estimate.json's cycles per kernel (the mapper's),
//   the SystemC model      the runtime's segments on hw/sim/tlm (TimedExecutor),
//   the RTL co-simulation  the same, every COMPUTE on the Verilated compute
//                          unit of the spec, a SystemC module inside the
//                          SystemC model (rtl/glue/cosim.h),
//
// and compares every tensor each accelerator kernel wrote (and read) with the
// reference executor's value of the same graph, in both timed runs. It prints
// the kernels side by side and exits 1 when a tolerance is broken:
//
//   RTL against SystemC    0 cycles: every instruction's start, issue and
//                          completion, so every kernel's span and the total;
//   SystemC against the    --tolerance PCT on each kernel's span (default 5,
//   estimate               the agreement docs/systemc.md aims at);
//   outputs                bit-exact, every element.
#include <fmt/format.h>
#include <stdlib.h>

#include <cmath>
#include <filesystem>
#include <iostream>
#include <random>

#include "compiler/passes/pass.h"
#include "compiler/runtime/runtime.h"
#include "compiler/runtime/timed_executor.h"
#include "hw/isa/encode.h"
#include "rtl/glue/cosim.h"
#include "tools/tessera/backend_inputs.h"
#include "tools/tessera/commands.h"
#include "tools/tessera/run_support.h"

namespace tessera::cli {
namespace {

struct CheckArgs : BackendArgs {
  int kernels = 0;                  ///< 0: all
  std::vector<std::string> inputs;  ///< NAME=FILE.pb
  std::uint64_t seed = 1;
  double tolerance = 5;             ///< percent, SystemC span against the estimate
  std::string out;
  bool no_rtl = false;
};

/// Seeded inputs for every graph input: floats uniform in [-1, 1], integers in [0, 2).
Expected<std::map<std::string, ir::Tensor>> randomInputs(const runtime::CompiledModel& model, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> real(-1.0f, 1.0f);
  std::map<std::string, ir::Tensor> inputs;
  const ir::Graph& g = model.graph();
  for (ir::ValueId id : g.inputs) {
    const ir::Value& v = g.value(id);
    ir::Shape shape = v.type.shape;
    for (auto& d : shape)
      if (d <= 0) d = model.manifest().unknown_dim;
    ir::Tensor t(v.type.dtype, shape);
    auto fill = [&]<class T>(T*, auto draw) {
      for (std::int64_t i = 0; i < t.size(); ++i) t.data<T>()[i] = static_cast<T>(draw());
    };
    auto bit = [&] { return rng() % 2; };
    switch (v.type.dtype) {
      case ir::DType::kF32: fill(static_cast<float*>(nullptr), [&] { return real(rng); }); break;
      case ir::DType::kI64: fill(static_cast<std::int64_t*>(nullptr), bit); break;
      case ir::DType::kI32: fill(static_cast<std::int32_t*>(nullptr), bit); break;
      case ir::DType::kI8: fill(static_cast<std::int8_t*>(nullptr), bit); break;
      case ir::DType::kU8: fill(static_cast<std::uint8_t*>(nullptr), bit); break;
      default:
        return Status::error(fileError(model.manifest().model_file,
                                       fmt::format("input '{}' is {}: give it with --input {}=FILE.pb", v.name,
                                                   ir::name(v.type.dtype), v.name)));
    }
    inputs[v.name] = t;
  }
  return inputs;
}

/// One timed run of the (cut) model with the comparison against the reference executor.
struct TimedCheck {
  runtime::TimedReport timed;
  std::vector<runtime::KernelComparison> compared;
  std::vector<std::string> replaced;  ///< RunReport::replaced: kernels the host computed instead
};

Expected<TimedCheck> timedCheck(const runtime::CompiledModel& model, const std::map<std::string, ir::Tensor>& inputs,
                                runtime::TimedExecutor& executor) {
  runtime::RunReport report;
  Expected<std::vector<runtime::KernelComparison>> compared = model.compare(inputs, &executor, &report);
  if (!compared) return compared.status();
  for (const std::string& w : report.warnings) std::cerr << "warning: " << w << "\n";
  return TimedCheck{executor.report(), std::move(compared).value(), report.replaced};
}

/// "instruction I (kernel 'K'): ASSEMBLY" of program.bin's instruction `index`.
std::string describe(const runtime::CompiledModel& model, std::size_t index) {
  std::string kernel = "none";
  for (const runtime::ManifestKernel& k : model.manifest().kernels)
    if (k.count > 0 && index >= k.first && index < k.first + k.count) kernel = k.name;
  Expected<isa::Instruction> in = isa::decode(isa::layoutFor(model.spec()), model.image().encoded(index));
  return fmt::format("instruction {} (kernel '{}'): {}", index, kernel, in ? isa::toAssembly(*in) : "undecodable");
}

/// "exact (N elements)" or the first mismatch of a kernel's tensors, with
/// what was not compared and why; `bad` counts differing tensors.
std::string outputStatus(const TimedCheck& run, const runtime::ManifestKernel& k, int& bad) {
  const std::vector<runtime::KernelComparison>& compared = run.compared;
  std::int64_t elements = 0;
  std::string status, notes;
  for (const runtime::KernelComparison& c : compared) {
    if (c.kernel != k.name) continue;
    if (!c.note.empty()) {
      notes += fmt::format("; {} {}", c.tensor, c.note);
      continue;
    }
    elements += c.elements;
    if (c.mismatches > 0 && status.empty()) {
      status = fmt::format("DIFFERS: {} {} element {} = {}, the reference {} ({} of {} differ)",
                           c.input ? "input" : "output", c.tensor, c.first_index, c.got, c.want, c.mismatches,
                           c.elements);
      ++bad;
    }
  }
  if (!status.empty()) return status + notes;
  if (elements > 0) return fmt::format("exact ({} elements){}", elements, notes);
  if (k.runs == runtime::Runs::kSplit) {
    std::string ops;
    for (const std::string& op : k.host_ops) ops += (ops.empty() ? "" : ", ") + op;
    return fmt::format("not compared: the host finishes it ({})", ops);
  }
  const std::string replaced = fmt::format("kernel '{}': ", k.name);
  for (const std::string& r : run.replaced)
    if (r.starts_with(replaced)) return "not compared: the host computes it instead (" + r.substr(replaced.size()) + ")";
  return notes.empty() ? "not compared: no tensor of it in DRAM" : "not compared" + notes;
}

int check(const CheckArgs& args) {
  int exit_code = 0;
  BackendArgs backend = args;
  std::optional<BackendInputs> setup = loadBackendInputs(backend, compiler::Stop::kProgram, exit_code);
  if (!setup) return exit_code;
  const hw::Spec& spec = setup->spec;
  // An integer spec computes the integer-lowered model (what `tessera run` checks against).
  if (setup->options.pipeline.empty() && spec.params().precision.number_format == hw::NumberFormat::kInt)
    setup->options.pipeline = "lower-to-integer," + passes::defaultPipeline();
  if (args.kernels < 0) return usage("check", "--kernels: expected N >= 1 (or 0 for all)");
  if (args.tolerance < 0) return usage("check", "--tolerance: expected a percentage >= 0");

  // The RTL first: a spec without a Verilated compute unit is an error before compiling.
  if (!args.no_rtl)
    if (Status s = rtl::useRtlComputeUnit(spec); !s.ok()) return fail(s);

  Expected<compiler::Compiled> compiled = compiler::compile(args.model, spec, setup->options);
  if (!compiled) return fail(compiled.status());
  if (!compiled->image)
    return fail(Status::error(fileError(
        args.model, fmt::format("the model states no integers for the integer spec '{}', so the Program has no data "
                                "to check; quantize it first (tessera quantize --precision int8 ...)",
                                spec.params().name))));
  // The compiled folder: --out, or a temporary one removed at the end.
  std::filesystem::path dir = args.out;
  bool temporary = false;
  if (dir.empty()) {
    std::string pattern = (std::filesystem::temp_directory_path() / "tessera-check-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) return fail(Status::error(fileError(pattern, "cannot create a temporary folder")));
    dir = pattern;
    temporary = true;
  }
  struct Cleanup {
    std::filesystem::path dir;
    ~Cleanup() {
      std::error_code ec;
      if (!dir.empty()) std::filesystem::remove_all(dir, ec);
    }
  } cleanup{temporary ? dir : std::filesystem::path()};
  if (Status s = compiler::writeCompiled(*compiled, dir, args.hw); !s.ok()) return fail(s);
  Expected<runtime::CompiledModel> whole = runtime::CompiledModel::load(dir, args.hw);
  if (!whole) return fail(whole.status());
  Expected<runtime::CompiledModel> model = args.kernels > 0 ? whole->firstKernels(args.kernels) : whole;
  if (!model) return fail(model.status());

  std::optional<std::map<std::string, ir::Tensor>> inputs;
  if (args.inputs.empty()) {
    Expected<std::map<std::string, ir::Tensor>> random = randomInputs(*model, args.seed);
    if (!random) return fail(random.status());
    inputs = std::move(random).value();
  } else {
    inputs = readRunInputs(*model, args.inputs, "check", exit_code);
    if (!inputs) return exit_code;
  }
  const runtime::Manifest& m = model->manifest();
  int with_instructions = 0;
  for (const runtime::ManifestKernel& k : m.kernels) with_instructions += k.count > 0;
  std::cout << fmt::format("check {} on {} ({}): {} kernel(s) with instructions{}, pipeline {}; inputs {}\n",
                           args.model, spec.params().name, spec.fingerprint(), with_instructions,
                           model->partial() ? fmt::format(" (the first {})", args.kernels) : "",
                           setup->options.pipeline.empty() ? "default" : setup->options.pipeline,
                           args.inputs.empty() ? fmt::format("random (seed {})", args.seed) : "from files");

  // Both timed runs keep every instruction's times (start, issue, done).
  runtime::TimedExecutor systemc(true);
  Expected<TimedCheck> tlm = timedCheck(*model, *inputs, systemc);
  if (!tlm) return fail(tlm.status());

  // The RTL run: every COMPUTE on the Verilated compute unit inside the
  // SystemC model; every instruction's times against the SystemC run's.
  std::optional<TimedCheck> rtl;
  std::int64_t computes = 0, off_rule = 0;
  std::string first_off;
  if (!args.no_rtl) {
    runtime::TimedExecutor executor(true);
    executor.clocked_compute = true;
    Expected<TimedCheck> ran = timedCheck(*model, *inputs, executor);
    if (!ran) return fail(ran.status());
    rtl = std::move(ran).value();
    const std::vector<runtime::TraceSlice>& want = tlm->timed.trace;
    const std::vector<runtime::TraceSlice>& got = rtl->timed.trace;
    for (std::size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
      if (i < got.size() && got[i].opcode == isa::Opcode::kCompute) ++computes;
      if (i < want.size() && i < got.size() && got[i].start == want[i].start && got[i].issue == want[i].issue &&
          got[i].done == want[i].done)
        continue;
      if (off_rule++ == 0)
        first_off = i < want.size() && i < got.size()
                        ? fmt::format("{}: RTL start {} issue {} done {}, SystemC start {} issue {} done {}",
                                      describe(*model, got[i].instruction), got[i].start, got[i].issue, got[i].done,
                                      want[i].start, want[i].issue, want[i].done)
                        : fmt::format("the runs timed {} and {} instructions", got.size(), want.size());
    }
  }

  // Side by side, one row per kernel with instructions.
  const std::vector<backend::LayerEstimate>& layers = compiled->estimate.layers;
  // systemc: the kernel's attributed cycles (what it adds to its segment's
  // time, runtime::KernelCycles), which the estimate's per-layer cycles
  // match; the spans (first start to last completion) overlap and are what
  // RTL and SystemC compare exactly.
  std::cout << fmt::format("{:<34} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7}  {}\n", "kernel", "estimate",
                           "est_array", "systemc", "sc_span", "sc_array", "rtl_span", "rtl_array", "sc/est",
                           "outputs (SystemC; RTL if other)");
  int bad_tensors = 0, over_tolerance = 0, rtl_differs = 0;
  for (std::size_t r = 0; r < tlm->timed.kernels.size(); ++r) {
    const runtime::KernelCycles& k = tlm->timed.kernels[r];
    const runtime::ManifestKernel* kernel = nullptr;
    for (const runtime::ManifestKernel& mk : m.kernels)
      if (mk.index == k.index) kernel = &mk;
    if (!kernel) return fail(Status::error(fileError(dir.string() + "/runtime.json",
                                                     fmt::format("no kernel with index {} ('{}')", k.index, k.name))));
    double estimate = 0, estimate_array = 0;
    if (k.index >= 0 && static_cast<std::size_t>(k.index) < layers.size() &&
        layers[static_cast<std::size_t>(k.index)].name == k.name) {
      estimate = layers[static_cast<std::size_t>(k.index)].cycles;
      estimate_array = layers[static_cast<std::size_t>(k.index)].compute_cycles;
    }
    const std::int64_t span = k.end - k.start;
    const double ratio = estimate > 0 ? static_cast<double>(k.attributed) / estimate : 0;
    const bool within = estimate > 0 && std::abs(ratio - 1) * 100 <= args.tolerance + 1e-9;
    over_tolerance += estimate > 0 && !within;
    std::string rtl_span = "-", rtl_array = "-", status = outputStatus(*tlm, *kernel, bad_tensors);
    if (rtl) {
      const runtime::KernelCycles* same = r < rtl->timed.kernels.size() ? &rtl->timed.kernels[r] : nullptr;
      if (same && same->name == k.name) {
        rtl_span = std::to_string(same->end - same->start);
        rtl_array = std::to_string(same->array_busy_cycles);
        rtl_differs += same->end - same->start != span || same->array_busy_cycles != k.array_busy_cycles;
      } else {
        ++rtl_differs;
      }
      const std::string rtl_status = outputStatus(*rtl, *kernel, bad_tensors);
      if (rtl_status != status) status += "; RTL " + rtl_status;
    }
    std::cout << fmt::format("{:<34} {:>9.0f} {:>9.0f} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7}{} {}\n",
                             k.name.substr(0, 34), estimate, estimate_array, k.attributed, span, k.array_busy_cycles,
                             rtl_span, rtl_array,
                             estimate > 0 ? fmt::format("{:.2f}", ratio) : "-", estimate > 0 && !within ? "*" : " ",
                             status);
  }
  double estimate_total = 0, estimate_array_total = 0;
  for (const runtime::KernelCycles& k : tlm->timed.kernels)
    if (k.index >= 0 && static_cast<std::size_t>(k.index) < layers.size()) {
      estimate_total += layers[static_cast<std::size_t>(k.index)].cycles;
      estimate_array_total += layers[static_cast<std::size_t>(k.index)].compute_cycles;
    }
  std::cout << fmt::format("{:<34} {:>9.0f} {:>9.0f} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7}\n", "total (accelerator)",
                           estimate_total, estimate_array_total, tlm->timed.cycles, tlm->timed.cycles,
                           tlm->timed.units[1].busy_cycles,
                           rtl ? std::to_string(rtl->timed.cycles) : "-",
                           rtl ? std::to_string(rtl->timed.units[1].busy_cycles) : "-",
                           fmt::format("{:.2f}", static_cast<double>(tlm->timed.cycles) / std::max(estimate_total, 1.0)));
  if (rtl) rtl_differs += rtl->timed.cycles != tlm->timed.cycles;

  // The verdict, one line per tolerance.
  const int rows = static_cast<int>(tlm->timed.kernels.size());
  std::cout << fmt::format("SystemC against the estimate: {} of {} kernel(s) within {}% (* marks the others)\n",
                           rows - over_tolerance, rows, args.tolerance);
  if (rtl) {
    std::cout << fmt::format(
        "RTL against SystemC (tolerance 0 cycles): {} COMPUTE(s) on the Verilated unit; {} instruction(s) started, "
        "freed their unit or completed at another cycle; {} kernel span(s) or total differ; {} RTL clock cycles, "
        "{} cycles waiting for the unit to take a COMPUTE\n",
        computes, off_rule, rtl_differs, rtl->timed.compute_unit_clocks, rtl->timed.units[1].interlock_cycles);
    if (off_rule > 0) std::cout << "  first: " << first_off << "\n";
  } else {
    std::cout << "RTL: not run (--no-rtl)\n";
  }
  std::cout << fmt::format("outputs against the reference executor (bit-exact): {} tensor(s) differ\n", bad_tensors);
  if (!args.out.empty()) std::cout << "compiled folder: " << dir.string() << "\n";
  const bool ok = over_tolerance == 0 && off_rule == 0 && rtl_differs == 0 && bad_tensors == 0;
  std::cout << (ok ? "check: agree\n" : "check: DISAGREE\n");
  return ok ? 0 : 1;
}

}  // namespace

void registerCheck(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CheckArgs>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Compile a model and run its kernels through the estimate, the SystemC model and the RTL co-simulation: "
      "cycles side by side, outputs against the reference executor; exit 1 on a broken tolerance");
  addBackendOptions(cmd, *args);
  cmd->add_option("--kernels", args->kernels, "check only the first N kernels with instructions (default: all)");
  cmd->add_option("--input", args->inputs, "NAME=FILE.pb (ONNX TensorProto), one per graph input (default: random)");
  cmd->add_option("--seed", args->seed, "seed of the random inputs");
  cmd->add_option("--tolerance", args->tolerance,
                  "percent: a kernel's SystemC span may differ this much from its estimate (default 5)");
  cmd->add_option("--out", args->out, "keep the compiled folder here (default: a temporary one, removed)");
  cmd->add_flag("--no-rtl", args->no_rtl, "skip the RTL co-simulation (a spec this build has no Verilated unit for)");
  cmd->callback([args, &exit_code] { exit_code = check(*args); });
}

}  // namespace tessera::cli
