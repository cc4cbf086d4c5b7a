// runTimed: the process's one elaborated Accelerator, one sc_start() per run (see timed_core.h).
#include "hw/sim/tlm/timed_core.h"

#include <memory>

#include "hw/sim/tlm/accelerator.h"

namespace tessera::sim::tlm {
namespace {

/// The accelerator module, built (and the kernel elaborated) on first use.
/// SystemC 2.3 elaborates once per process: modules cannot be created after
/// the first sc_start(), but simulation may be resumed any number of times
/// until sc_stop(), which this model never calls. So one spec-agnostic module
/// serves every run; each run binds its spec, program and core.
Accelerator& accelerator() {
  static Accelerator* module = [] {
    sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
    auto* m = new Accelerator("tessera_accelerator");
    sc_core::sc_start(sc_core::SC_ZERO_TIME);  // elaborate and initialize: every thread waits for a run
    return m;
  }();
  return *module;
}

}  // namespace

Expected<TimedStats> runTimed(const hw::Spec& spec, const TimedRun& run, FunctionalCore& core) {
  if (!run.instructions) return Status::error(fileError("", "runTimed: no instructions given"));
  if (!run.encodings.empty() && run.encodings.size() != run.instructions->size())
    return Status::error(fileError("", "runTimed: one weight encoding per instruction expected"));
  Accelerator& module = accelerator();
  if (run.instructions->empty()) return TimedStats{};
  module.begin(spec, run, core);
  sc_core::sc_start();  // until no event is left: the run completed, failed or deadlocked
  return module.finish();
}

}  // namespace tessera::sim::tlm
