// rtl_bench: simulated cycles per wall second of the Verilated 16x16 compute unit.
//
// The edge_16x16_int8 compute unit (Verilated with -O3 --x-assign fast
// --x-initial fast --noassert, rtl/CMakeLists.txt) runs back-to-back COMPUTE
// streams shaped like compiled conv and dense layers (depth 1 to 222, full
// and partial tiles, weight preload and reuse, accumulate) through the same
// driver `tessera sim --rtl` uses, its ports served from a FunctionalCore's
// buffers, on one thread. Prints RTL clock cycles per wall second, with and
// without the driver's memory service, best of 3.
// Usage: rtl_bench [CYCLES]   (default 2,000,000)
#include <fmt/format.h>
#include <verilated.h>

#include <chrono>
#include <random>
#include <string>

#include "Vcu_edge_16x16_int8.h"
#include "hw/isa/encode.h"
#include "hw/spec/loader.h"
#include "rtl/glue/compute_driver.h"

using namespace tessera;

int main(int argc, char** argv) {
  const std::int64_t cycles = argc > 1 ? std::stoll(argv[1]) : 2'000'000;
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/edge_16x16_int8.yaml");
  if (!spec) {
    fmt::print(stderr, "{}", render(spec.status().diagnostics()));
    return 1;
  }
  const isa::IsaLayout layout = isa::layoutFor(*spec);
  std::mt19937_64 random(7);
  // A stream like the compiled CNN's: conv tiles (16x16, depth 222 or 148) and dense tiles (depth 1).
  std::vector<std::vector<std::uint64_t>> words;
  for (int k = 0; k < 4096; ++k) {
    isa::Instruction in;
    in.opcode = isa::Opcode::kCompute;
    isa::ComputeFields& c = in.compute;
    const int kind = static_cast<int>(random() % 4);
    c.depth = kind == 0 ? 222 : kind == 1 ? 148 : 1;
    c.tile_rows = kind == 1 ? 1 + random() % 16 : 16;
    c.tile_cols = 16;
    c.preload_weights = kind != 0 || k == 0 || random() % 8 == 0;
    c.accumulate = random() % 2;
    c.input_row = random() % 1024;
    c.output_row = random() % 256;
    c.weight_row = random() % 1024;
    Expected<std::vector<std::uint64_t>> w = isa::encode(layout, in);
    if (!w) return 1;
    words.push_back(*w);
  }
  double best_driven = 0, best_bare = 0;
  for (int trial = 0; trial < 3; ++trial) {
    sim::FunctionalCore core(*spec, 64);
    VerilatedContext context;
    Vcu_edge_16x16_int8 model(&context);
    rtl::ComputeUnitDriver<Vcu_edge_16x16_int8> driver(*spec, model, core);
    driver.reset();
    size_t next = 0;
    auto start = std::chrono::steady_clock::now();
    while (driver.now() < cycles)
      if (driver.cycle(words[next % words.size()])) ++next;
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best_driven = std::max(best_driven, static_cast<double>(cycles) / seconds);
    if (trial == 0)
      fmt::print("{} cycles, {} COMPUTEs taken, {} completed\n", driver.now(), driver.accepted(), driver.completed());
    // The model alone: clock toggles with the ports held (no memory service), the same number of cycles.
    start = std::chrono::steady_clock::now();
    for (std::int64_t i = 0; i < cycles; ++i) {
      model.clk = 0;
      model.eval();
      model.clk = 1;
      model.eval();
    }
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best_bare = std::max(best_bare, static_cast<double>(cycles) / seconds);
    model.final();
  }
  fmt::print("edge_16x16_int8 compute unit, one thread, best of 3: {:.0f} cycles/s driven against a FunctionalCore, "
             "{:.0f} cycles/s model alone\n",
             best_driven, best_bare);
  return 0;
}
