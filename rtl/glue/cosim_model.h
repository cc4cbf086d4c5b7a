// CosimComputeUnit over one Verilated model class (included by the
// per-point files the build generates from cosim_point.cpp.in).
#pragma once

#include <verilated.h>

#include "hw/isa/encode.h"
#include "rtl/glue/compute_driver.h"
#include "rtl/glue/cosim.h"

namespace tessera::rtl {

template <class Model>
class VerilatedCosim final : public CosimComputeUnit {
 public:
  explicit VerilatedCosim(const hw::Spec& spec)
      : spec_(spec), layout_(isa::layoutFor(spec)), model_(&context_), idle_core_(spec, 0),
        driver_(spec, model_, idle_core_) {
    driver_.reset();
  }
  ~VerilatedCosim() override { model_.final(); }

  Expected<hw::model::UnitTiming> execute(const isa::Instruction& in, sim::FunctionalCore& core) override {
    const isa::ComputeFields& c = in.compute;
    if (c.preload_weights && core.weightEncoding() != isa::WeightEncoding::kDense)
      return error("compressed weights: the RTL compute unit reads dense weight rows only");
    if (c.tile_rows > static_cast<std::uint64_t>(spec_.params().pe_array.rows) ||
        c.tile_cols > static_cast<std::uint64_t>(spec_.params().pe_array.cols))
      return error(fmt::format("a {}x{} tile on a {}x{} array", c.tile_rows, c.tile_cols,
                               spec_.params().pe_array.rows, spec_.params().pe_array.cols));
    if (c.preload_weights) preloaded_rows_ = c.tile_rows;
    if (c.depth > 0 && c.tile_rows > preloaded_rows_)
      return error(fmt::format("a compute of {} rows uses {} preloaded weight rows", c.tile_rows, preloaded_rows_));
    Expected<std::vector<std::uint64_t>> word = isa::encode(layout_, in);
    if (!word) return word.status();
    driver_.bind(core);
    const std::uint32_t before = driver_.completed();
    std::int64_t taken = -1, issue = -1, latency = -1;
    // The unit is idle (every earlier COMPUTE completed): it takes the word at once.
    const std::int64_t start = driver_.now();
    if (!driver_.cycle(*word)) return error("the RTL compute unit did not take the instruction on an idle array");
    taken = start;
    for (int guard = 0; issue < 0 || latency < 0; ++guard) {
      if (issue < 0 && model_.issue_free) issue = driver_.now() - taken;
      if (latency < 0 && driver_.completed() > before) latency = driver_.now() - taken;
      if (issue >= 0 && latency >= 0) break;
      if (guard > (1 << 22)) return error("the RTL compute unit never completed the instruction");
      driver_.cycle();
    }
    driver_.bind(idle_core_);
    if (driver_.error()) return error(*driver_.error());
    if (model_.illegal) return error("the RTL compute unit flagged the instruction word as illegal");
    return hw::model::UnitTiming{issue, latency};
  }

  std::int64_t cycles() const override { return driver_.now(); }

 private:
  static Status error(std::string message) { return Status::error(fileError("", "rtl: " + std::move(message))); }

  const hw::Spec& spec_;
  isa::IsaLayout layout_;
  VerilatedContext context_;
  Model model_;
  sim::FunctionalCore idle_core_;  ///< served between instructions (the idle unit reads nothing)
  ComputeUnitDriver<Model> driver_;
  std::uint64_t preloaded_rows_ = 0;
};

}  // namespace tessera::rtl
