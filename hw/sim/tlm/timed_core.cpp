// runTimed: the process's one elaborated Accelerator, one sc_start() per run (see timed_core.h).
#include "hw/sim/tlm/timed_core.h"

#include <fmt/format.h>

#include <memory>

#include "hw/sim/tlm/accelerator.h"
#include "hw/sim/tlm/clocked_unit.h"

namespace tessera::sim::tlm {
namespace {

std::function<ClockedComputeUnit*()>& clockedFactory() {
  static std::function<ClockedComputeUnit*()> make;
  return make;
}
bool elaborated = false;

/// The accelerator module, built (and the kernel elaborated) on first use.
/// SystemC 2.3 elaborates once per process: modules cannot be created after
/// the first sc_start(), but simulation may be resumed any number of times
/// until sc_stop(), which this model never calls. So one spec-agnostic module
/// serves every run; each run binds its spec, program and core. A clocked
/// compute unit, when one was set, is built beside it and reset here.
Accelerator& accelerator() {
  static Accelerator* module = [] {
    sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
    auto* m = new Accelerator("tessera_accelerator");
    if (clockedFactory()) m->attach(clockedFactory()());
    elaborated = true;
    sc_core::sc_start();  // elaborate and initialize (a clocked unit's reset): every thread waits for a run
    return m;
  }();
  return *module;
}

}  // namespace

Status setClockedComputeUnit(std::function<ClockedComputeUnit*()> make) {
  if (elaborated || clockedFactory())
    return Status::error(fileError("", "setClockedComputeUnit: the accelerator was elaborated or a unit set already"));
  clockedFactory() = std::move(make);
  return {};
}

Expected<TimedStats> runTimed(const hw::Spec& spec, const TimedRun& run, FunctionalCore& core) {
  if (!run.instructions) return Status::error(fileError("", "runTimed: no instructions given"));
  if (!run.encodings.empty() && run.encodings.size() != run.instructions->size())
    return Status::error(fileError("", "runTimed: one weight encoding per instruction expected"));
  Accelerator& module = accelerator();
  if (run.clocked_compute && run.apply_effects) {
    const ClockedComputeUnit* unit = module.clockedUnit();
    if (!unit || unit->fingerprint() != spec.fingerprint())
      return Status::error(fileError(
          "", fmt::format("runTimed: no clocked compute unit for spec fingerprint {} ('{}'){}", spec.fingerprint(),
                          spec.params().name, unit ? fmt::format("; the unit was built for {}", unit->fingerprint()) : "")));
  }
  if (run.instructions->empty()) return TimedStats{};
  module.begin(spec, run, core);
  sc_core::sc_start();  // until no event is left: the run completed, failed or deadlocked
  return module.finish();
}

}  // namespace tessera::sim::tlm
