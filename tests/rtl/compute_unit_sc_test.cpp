// The compute unit Verilated as a SystemC module (verilator --sc) in a
// SystemC testbench: a clock, signals on every port, memory ports served
// from a FunctionalCore's buffers by SystemC processes. Random COMPUTE
// streams offered back to back give the functional core's buffers element
// for element and the timing rule's issue and latency, cycle for cycle: the
// module a virtual platform would instantiate behaves as the --cc model
// `tessera sim --rtl` drives (compute_unit_test.cpp).
#include <gtest/gtest.h>

#include <systemc>

#include <random>
#include <type_traits>

#include "Vcusc_tiny_4x4_int8.h"
#include "hw/isa/encode.h"
#include "hw/model/timing.h"
#include "hw/sim/functional.h"
#include "hw/spec/loader.h"

namespace tessera::rtl {
namespace {

using sc_core::sc_signal;

template <class T>
std::uint64_t getBits(const T& v, int lsb, int n) {
  if constexpr (std::is_same_v<T, bool>) return v ? 1 : 0;
  else if constexpr (std::is_integral_v<T>) return (static_cast<std::uint64_t>(v) >> lsb) & ((n >= 64 ? 0 : (std::uint64_t{1} << n)) - 1);
  else return v.range(lsb + n - 1, lsb).to_uint64();
}
template <class T>
void setBits(T& v, int lsb, int n, std::uint64_t x) {
  if constexpr (std::is_integral_v<T>) {
    const std::uint64_t mask = ((n >= 64 ? 0 : (std::uint64_t{1} << n)) - 1) << lsb;
    v = static_cast<T>((static_cast<std::uint64_t>(v) & ~mask) | ((x << lsb) & mask));
  } else {
    v.range(lsb + n - 1, lsb) = static_cast<sc_dt::uint64>(x);
  }
}
std::int64_t signExtend(std::uint64_t value, int bits) {
  const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
  value &= (sign << 1) - 1;
  return static_cast<std::int64_t>((value ^ sign) - sign);
}

template <class P>
using SignalOf = sc_signal<typename std::remove_reference_t<P>::data_type>;

using Model = Vcusc_tiny_4x4_int8;

struct Bench : sc_core::sc_module {
  SC_HAS_PROCESS(Bench);
  sc_core::sc_clock clk{"clk", sc_core::sc_time(1, sc_core::SC_NS)};
  SignalOf<decltype(Model::rst_n)> rst_n;
  SignalOf<decltype(Model::instr_valid)> instr_valid;
  SignalOf<decltype(Model::instr)> instr;
  SignalOf<decltype(Model::instr_ready)> instr_ready;
  SignalOf<decltype(Model::accepted)> accepted;
  SignalOf<decltype(Model::completed)> completed;
  SignalOf<decltype(Model::busy)> busy;
  SignalOf<decltype(Model::issue_free)> issue_free;
  SignalOf<decltype(Model::illegal)> illegal;
  SignalOf<decltype(Model::in_rd_en)> in_rd_en;
  SignalOf<decltype(Model::in_rd_addr)> in_rd_addr;
  SignalOf<decltype(Model::in_rd_data)> in_rd_data;
  SignalOf<decltype(Model::wt_rd_en)> wt_rd_en;
  SignalOf<decltype(Model::wt_rd_addr)> wt_rd_addr;
  SignalOf<decltype(Model::wt_rd_data)> wt_rd_data;
  SignalOf<decltype(Model::out_rd_en)> out_rd_en;
  SignalOf<decltype(Model::out_wr_en)> out_wr_en;
  SignalOf<decltype(Model::out_addr)> out_addr;
  SignalOf<decltype(Model::out_rd_data)> out_rd_data;
  SignalOf<decltype(Model::out_wr_data)> out_wr_data;
  Model model{"compute_unit"};

  const hw::Spec& spec;
  sim::FunctionalCore& core;
  const std::vector<std::vector<std::uint64_t>>& words;
  int rows, cols, act, wt, acc, out_addr_bits;
  std::int64_t cycle = 0;  // posedges since reset released
  std::vector<std::int64_t> start, done;
  bool finished = false;
  sc_core::sc_event written;  // writes landed: read again (the same addresses may now hold new values)

  Bench(sc_core::sc_module_name name, const hw::Spec& s, sim::FunctionalCore& c,
        const std::vector<std::vector<std::uint64_t>>& w)
      : sc_module(name), spec(s), core(c), words(w) {
    rows = s.params().pe_array.rows;
    cols = s.params().pe_array.cols;
    act = s.params().precision.activation_bits;
    wt = s.params().precision.weight_bits;
    acc = s.params().precision.accumulator_bits;
    out_addr_bits = s.derived().isa.output_row_address_bits;
    model.clk(clk);
    model.rst_n(rst_n);
    model.instr_valid(instr_valid);
    model.instr(instr);
    model.instr_ready(instr_ready);
    model.accepted(accepted);
    model.completed(completed);
    model.busy(busy);
    model.issue_free(issue_free);
    model.illegal(illegal);
    model.in_rd_en(in_rd_en);
    model.in_rd_addr(in_rd_addr);
    model.in_rd_data(in_rd_data);
    model.wt_rd_en(wt_rd_en);
    model.wt_rd_addr(wt_rd_addr);
    model.wt_rd_data(wt_rd_data);
    model.out_rd_en(out_rd_en);
    model.out_wr_en(out_wr_en);
    model.out_addr(out_addr);
    model.out_rd_data(out_rd_data);
    model.out_wr_data(out_wr_data);
    done.assign(words.size(), -1);
    SC_METHOD(serveReads);
    sensitive << in_rd_en << in_rd_addr << wt_rd_en << wt_rd_addr << out_rd_en << out_addr << written;
    SC_METHOD(atEdge);
    sensitive << clk.posedge_event();
    dont_initialize();
    SC_THREAD(drive);
  }

  // Combinational reads from the buffers as they are now.
  void serveReads() {
    auto input = in_rd_data.read();
    if (in_rd_en.read()) {
      const std::int64_t* row = core.bufferRow(hw::BufferKind::kInput, static_cast<std::int64_t>(getBits(in_rd_addr.read(), 0, 32)));
      for (int i = 0; i < rows; ++i) setBits(input, i * act, act, row ? static_cast<std::uint64_t>(row[i]) : 0);
      in_rd_data.write(input);
    }
    auto weight = wt_rd_data.read();
    if (wt_rd_en.read()) {
      const std::int64_t* row = core.bufferRow(hw::BufferKind::kWeight, static_cast<std::int64_t>(getBits(wt_rd_addr.read(), 0, 32)));
      for (int j = 0; j < cols; ++j) setBits(weight, j * wt, wt, row ? static_cast<std::uint64_t>(row[j]) : 0);
      wt_rd_data.write(weight);
    }
    auto out = out_rd_data.read();
    for (int j = 0; j < cols; ++j) {
      if (!getBits(out_rd_en.read(), j, 1)) continue;
      const std::int64_t* row = core.bufferRow(hw::BufferKind::kOutput,
                                               static_cast<std::int64_t>(getBits(out_addr.read(), j * out_addr_bits, out_addr_bits)));
      setBits(out, j * acc, acc, row ? static_cast<std::uint64_t>(row[j]) : 0);
    }
    out_rd_data.write(out);
  }

  // The clock edge: the writes the unit presented before it land, then the reads see them.
  void atEdge() {
    if (!rst_n.read()) return;
    for (int j = 0; j < cols; ++j) {
      if (!getBits(out_wr_en.read(), j, 1)) continue;
      std::int64_t* row = core.bufferRow(hw::BufferKind::kOutput,
                                         static_cast<std::int64_t>(getBits(out_addr.read(), j * out_addr_bits, out_addr_bits)));
      if (row) row[j] = signExtend(getBits(out_wr_data.read(), j * acc, acc), acc);
    }
    written.notify(sc_core::SC_ZERO_TIME);
  }

  void drive() {
    rst_n.write(false);
    instr_valid.write(false);
    for (int i = 0; i < 2; ++i) wait(clk.posedge_event());
    wait(clk.negedge_event());
    rst_n.write(true);
    size_t next = 0;
    for (std::int64_t guard = 0; guard < 1'000'000; ++guard) {
      // Negedge: offer the next word, note completions visible in this cycle.
      for (std::uint32_t k = 0; k < completed.read() && k < done.size(); ++k)
        if (done[k] < 0) done[k] = cycle;
      if (next < words.size()) {
        auto word = instr.read();
        for (size_t w = 0; w < words[next].size(); ++w) setBits(word, static_cast<int>(64 * w), 64, words[next][w]);
        instr.write(word);
        instr_valid.write(true);
      } else {
        instr_valid.write(false);
      }
      wait(clk.posedge_event());  // signals still hold their values from before the edge
      if (instr_valid.read() && instr_ready.read()) {
        start.push_back(cycle);
        ++next;
      }
      ++cycle;
      wait(clk.negedge_event());
      if (next == words.size() && completed.read() == words.size()) break;
    }
    for (std::uint32_t k = 0; k < completed.read() && k < done.size(); ++k)
      if (done[k] < 0) done[k] = cycle;
    finished = true;
    sc_core::sc_stop();
  }
};

TEST(RtlComputeUnitSystemC, Tiny4x4ModuleMatchesFunctionalCoreAndTiming) {
  Expected<hw::Spec> loaded = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
  ASSERT_TRUE(loaded.ok());
  const hw::Spec& spec = *loaded;
  const isa::IsaLayout layout = isa::layoutFor(spec);
  std::mt19937_64 random(11);
  sim::FunctionalCore core(spec, 64);
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    for (std::int64_t r = 0; r < g.total_rows; ++r)
      for (std::int64_t e = 0; e < g.elements_per_row; ++e)
        core.bufferRow(kind, r)[e] = random() % 5 == 0 ? 0 : signExtend(random(), g.element_bits);
  }
  sim::FunctionalCore reference = core;
  std::vector<isa::Instruction> stream;
  std::vector<std::vector<std::uint64_t>> words;
  std::uint64_t rows = 0;
  for (int k = 0; k < 200; ++k) {
    isa::Instruction in;
    in.opcode = isa::Opcode::kCompute;
    isa::ComputeFields& c = in.compute;
    c.depth = random() % 3 == 0 ? 1 : 1 + random() % 30;
    c.preload_weights = k == 0 || random() % 2 == 0;
    c.tile_rows = c.preload_weights ? std::max<std::uint64_t>(rows, 1 + random() % 4) : rows;  // rows never shrink
    c.tile_cols = 1 + random() % 4;
    c.input_row = random() % (1024 - c.depth);
    c.output_row = random() % (256 - c.depth);
    c.weight_row = c.preload_weights ? random() % 1000 : 0;
    c.accumulate = random() % 2 == 0;
    rows = c.tile_rows;
    ASSERT_TRUE(reference.execute(in).ok());
    Expected<std::vector<std::uint64_t>> w = isa::encode(layout, in);
    ASSERT_TRUE(w.ok());
    stream.push_back(in);
    words.push_back(*w);
  }
  Bench bench("bench", spec, core, words);
  sc_core::sc_start();
  ASSERT_TRUE(bench.finished);
  ASSERT_EQ(bench.start.size(), stream.size());
  int mismatches = 0;
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    for (std::int64_t r = 0; r < g.total_rows; ++r)
      for (std::int64_t e = 0; e < g.elements_per_row; ++e)
        if (core.bufferElement(kind, r, e) != reference.bufferElement(kind, r, e) && ++mismatches <= 5)
          ADD_FAILURE() << hw::name(kind) << " row " << r << " element " << e << ": RTL " << core.bufferElement(kind, r, e)
                        << ", functional core " << reference.bufferElement(kind, r, e);
  }
  EXPECT_EQ(mismatches, 0);
  std::int64_t free_at = 0, last_done = 0;
  int late = 0;
  for (size_t k = 0; k < stream.size(); ++k) {
    const hw::model::UnitTiming t = hw::model::instructionTiming(spec, stream[k]);
    last_done = std::max(free_at + t.latency, last_done);
    if ((bench.start[k] != free_at || bench.done[k] != last_done) && ++late <= 5)
      ADD_FAILURE() << "instruction " << k << " (" << isa::toAssembly(stream[k]) << "): taken " << bench.start[k]
                    << ", done " << bench.done[k] << "; rule " << free_at << ", " << last_done;
    free_at += t.issue;
  }
  EXPECT_EQ(late, 0);
}

}  // namespace
}  // namespace tessera::rtl

/// libsystemc references sc_main; this test has gtest's main.
int sc_main(int, char*[]) { return 1; }
