// The Verilated compute unit as the accelerator's clocked compute unit
// (hw/sim/tlm/clocked_unit.h): a SystemC module holding the model
// Verilated with --sc, a signal on every port, a clock that runs only while
// the unit has work, and processes that serve the memory ports from a
// FunctionalCore's buffers. Included by the per-point files the build
// generates from cosim_point.cpp.in.
//
// Timing: the accelerator's cycle c is [c, c + 1) cycleTime(); the rising
// edge is at c + 1/2 and the falling one at c + 1. A word offered in cycle c
// is sampled at that cycle's edge; reads are combinational (served when the
// unit's address ports change, and again at each falling edge, so a buffer
// another unit wrote is seen); writes land at the rising edge, as
// rtl/tessera_compute_unit.sv specifies and rtl/glue/compute_driver.h does
// for the --cc model.
#pragma once

#include <fmt/format.h>

#include <systemc>

#include <bit>
#include <cstdint>
#include <map>
#include <type_traits>
#include <vector>

#include "hw/isa/encode.h"
#include "hw/sim/tlm/accelerator.h"
#include "hw/sim/tlm/clocked_unit.h"
#include "hw/spec/spec.h"
#include "rtl/glue/compute_driver.h"  // signExtend, PortWidths

namespace tessera::rtl {

/// Bits [lsb, lsb + n) of a --sc port value (bool, an integer or sc_bv), n <= 64.
template <class T>
std::uint64_t scBits(const T& v, int lsb, int n) {
  const std::uint64_t mask = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  if constexpr (std::is_same_v<T, bool>) {
    return v ? 1 : 0;
  } else if constexpr (std::is_integral_v<T>) {
    return lsb >= 64 ? 0 : (static_cast<std::uint64_t>(v) >> lsb) & mask;
  } else {  // whole 32-bit words (sc_bv's range proxies cost more than the model)
    std::uint64_t value = 0;
    for (int got = 0; got < n;) {
      const int pos = lsb + got, offset = pos % 32, take = std::min(32 - offset, n - got);
      value |= ((static_cast<std::uint64_t>(v.get_word(pos / 32)) >> offset) & ((std::uint64_t{1} << take) - 1)) << got;
      got += take;
    }
    return value & mask;
  }
}

/// A --sc port value whose `count` fields of `bits` bits are `field(k)`
/// (their low bits), packed in whole words.
template <class T, class Field>
T scPacked(int bits, int count, Field field) {
  thread_local std::vector<std::uint32_t> words;
  words.assign(static_cast<size_t>((bits * count + 63) / 32), 0);  // at least two words
  const std::uint64_t mask = bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
  for (int k = 0; k < count; ++k) {
    const std::uint64_t value = static_cast<std::uint64_t>(field(k)) & mask;
    for (int put = 0; put < bits;) {
      const int pos = k * bits + put, offset = pos % 32, take = std::min(32 - offset, bits - put);
      words[pos / 32] |= static_cast<std::uint32_t>(((value >> put) & ((std::uint64_t{1} << take) - 1)) << offset);
      put += take;
    }
  }
  T v{};
  if constexpr (std::is_same_v<T, bool>) {
    v = (words[0] & 1) != 0;
  } else if constexpr (std::is_integral_v<T>) {
    v = static_cast<T>(words[0] | (sizeof(T) > 4 ? static_cast<std::uint64_t>(words[1]) << 32 : 0));
  } else {
    for (int w = 0; w < v.size() && w < static_cast<int>(words.size()); ++w) v.set_word(w, words[static_cast<size_t>(w)]);
  }
  return v;
}

template <class Port>
using SignalOf = sc_core::sc_signal<typename std::remove_reference_t<Port>::data_type>;

template <class Model>
class ScComputeUnit final : public sim::tlm::ClockedComputeUnit {
 public:
  SC_HAS_PROCESS(ScComputeUnit);
  ScComputeUnit(sc_core::sc_module_name name, const hw::Spec& spec)
      : ClockedComputeUnit(name), spec_(spec), layout_(isa::layoutFor(spec)), w_(spec), model_("compute_unit") {
    model_.clk(clk_);
    model_.rst_n(rst_n_);
    model_.instr_valid(instr_valid_);
    model_.instr(instr_);
    model_.instr_ready(instr_ready_);
    model_.accepted(accepted_);
    model_.completed(completed_);
    model_.busy(busy_);
    model_.issue_free(issue_free_);
    model_.illegal(illegal_);
    model_.in_rd_en(in_rd_en_);
    model_.in_rd_addr(in_rd_addr_);
    model_.in_rd_data(in_rd_data_);
    model_.wt_rd_en(wt_rd_en_);
    model_.wt_rd_addr(wt_rd_addr_);
    model_.wt_rd_data(wt_rd_data_);
    model_.out_rd_en(out_rd_en_);
    model_.out_wr_en(out_wr_en_);
    model_.out_addr(out_addr_);
    model_.out_rd_data(out_rd_data_);
    model_.out_wr_data(out_wr_data_);
    model_.zero_products(zero_products_);
    out_row_.resize(static_cast<size_t>(w_.cols));
    SC_METHOD(serveInput);
    sensitive << in_rd_en_ << in_rd_addr_ << clk_.negedge_event();
    SC_METHOD(serveWeight);
    sensitive << wt_rd_en_ << wt_rd_addr_ << clk_.negedge_event();
    SC_METHOD(serveOutput);
    sensitive << out_rd_en_ << out_addr_ << clk_.negedge_event();
    SC_METHOD(writeAtEdge);
    sensitive << clk_.posedge_event();
    dont_initialize();
    SC_THREAD(clockThread);
  }
  ~ScComputeUnit() override { model_.final(); }

  std::string fingerprint() const override { return spec_.fingerprint(); }
  void bind(sim::FunctionalCore* core) override { core_ = core; }
  std::uint64_t completed() const override { return completed_count_; }
  const sc_core::sc_event& completion() const override { return completion_; }
  bool stuck() const override { return stuck_; }
  std::int64_t clocks() const override { return clocks_; }
  std::int64_t zeroProducts(std::uint64_t ordinal) override {
    std::int64_t count = 0;
    if (auto it = zero_products_of_.find(ordinal); it != zero_products_of_.end()) count = it->second;
    zero_products_of_.erase(zero_products_of_.begin(), zero_products_of_.upper_bound(ordinal));
    return count;
  }

  Status take(const isa::Instruction& in) override {
    const isa::ComputeFields& c = in.compute;
    if (c.preload_weights && core_ && core_->weightEncoding() != isa::WeightEncoding::kDense)
      return error("compressed weights: the RTL compute unit reads dense weight rows only");
    if (c.tile_rows > static_cast<std::uint64_t>(w_.rows) || c.tile_cols > static_cast<std::uint64_t>(w_.cols))
      return error(fmt::format("a {}x{} tile on a {}x{} array", c.tile_rows, c.tile_cols, w_.rows, w_.cols));
    auto outside = [&](hw::BufferKind kind, std::uint64_t first, std::uint64_t count) {
      return count > 0 && first + count > static_cast<std::uint64_t>(spec_.buffer(kind).total_rows);
    };
    if (outside(hw::BufferKind::kInput, c.input_row, c.depth) || outside(hw::BufferKind::kOutput, c.output_row, c.depth) ||
        (c.preload_weights && outside(hw::BufferKind::kWeight, c.weight_row, c.tile_rows)))
      return error("a row outside its buffer (input, weight or output)");
    if (c.preload_weights) preloaded_rows_ = c.tile_rows;
    if (c.depth > 0 && c.tile_rows > preloaded_rows_)
      return error(fmt::format("a compute of {} rows uses {} preloaded weight rows", c.tile_rows, preloaded_rows_));
    Expected<std::vector<std::uint64_t>> word = isa::encode(layout_, in);
    if (!word) return word.status();
    instr_.write(scPacked<InstrData>(64, static_cast<int>(word->size()), [&](int w) { return (*word)[static_cast<size_t>(w)]; }));
    instr_valid_.write(true);
    offered_ = true;
    work_.notify();
    bool taken = false;
    for (std::int64_t k = 0; !taken && k < stallLimit() && !stuck_; ++k) {
      wait(clk_.posedge_event());  // the signals still hold what the edge samples
      taken = instr_ready_.read();
    }
    instr_valid_.write(false);
    offered_ = false;
    if (!taken) return error(fmt::format("the unit did not take the instruction in {} cycles", stallLimit()));
    wait(clk_.negedge_event());
    if (illegal_.read()) return error("the unit flagged the instruction word as illegal");
    return {};
  }

  bool waitFree() override {
    while (!issue_free_.read() && !stuck_) wait(clk_.negedge_event() | completion_);
    return !stuck_;
  }

 private:
  static Status error(std::string message) { return Status::error(fileError("", "rtl: " + std::move(message))); }

  bool hasWork() const { return !stuck_ && (offered_ || busy_.read()); }

  // Two cycles of reset, then a clock only while the unit has work; at each
  // falling edge (a cycle boundary) completions are counted and announced.
  void clockThread() {
    const sc_core::sc_time half = sim::tlm::cycleTime() / 2;
    rst_n_.write(false);
    for (int i = 0; i < 4; ++i) {
      wait(half);
      clk_.write(i % 2 == 0);
    }
    rst_n_.write(true);
    std::int64_t idle = 0;  // cycles with work and no progress
    for (;;) {
      while (!hasWork()) wait(work_);
      // Cycles start at whole cycleTime()s: the rising edge is half a cycle in.
      const sc_core::sc_time into = sc_core::sc_time_stamp() % sim::tlm::cycleTime();
      wait(into < half ? half - into : sim::tlm::cycleTime() + half - into);
      clk_.write(true);
      ++clocks_;
      wait(half);
      clk_.write(false);
      wait(sc_core::SC_ZERO_TIME);  // the falling edge's delta: the edge's outputs are settled
      const std::uint32_t now = completed_.read(), taken = accepted_.read();
      if (now != last_completed_ || taken != last_accepted_) {
        idle = 0;
        // The gated products of each instruction completed now, by its tag
        // (tessera_compute_unit.sv: the low bits of its number since reset).
        if (spec_.params().sparsity.zero_gating)
          for (std::uint32_t k = last_completed_; k != now; ++k)
            zero_products_of_[completed_count_ + (k - last_completed_) + 1] = static_cast<std::int64_t>(
                scBits(zero_products_.read(), static_cast<int>(k % zp_.tags) * zp_.bits, zp_.bits));
        completed_count_ += static_cast<std::uint32_t>(now - last_completed_);
        if (now != last_completed_) completion_.notify();
        last_completed_ = now;
        last_accepted_ = taken;
      } else if (++idle >= stallLimit()) {
        stuck_ = true;
        completion_.notify();
      }
    }
  }

  std::int64_t* row(hw::BufferKind buffer, std::uint64_t index) {
    return core_ ? core_->bufferRow(buffer, static_cast<std::int64_t>(index)) : nullptr;
  }

  // Combinational reads from the buffers as they are now (a row outside its
  // buffer reads zeros: take() refuses such instructions), one method per
  // port, each also at the falling edge, when another unit may have written.
  void serveInput() {
    if (!in_rd_en_.read()) return;
    const std::int64_t* r = row(hw::BufferKind::kInput, scBits(in_rd_addr_.read(), 0, 32));
    in_rd_data_.write(scPacked<InData>(w_.act_bits, w_.rows, [r](int i) { return r ? r[i] : 0; }));
  }
  void serveWeight() {
    if (!wt_rd_en_.read()) return;
    const std::int64_t* r = row(hw::BufferKind::kWeight, scBits(wt_rd_addr_.read(), 0, 32));
    wt_rd_data_.write(scPacked<WtData>(w_.weight_bits, w_.cols, [r](int j) { return r ? r[j] : 0; }));
  }
  void serveOutput() {
    const auto& enabled = out_rd_en_.read();
    const auto& address = out_addr_.read();
    bool any = false;
    for (int j = 0; j < w_.cols; ++j) {
      const std::int64_t* r =
          scBits(enabled, j, 1) ? row(hw::BufferKind::kOutput, scBits(address, j * w_.out_addr_bits, w_.out_addr_bits)) : nullptr;
      out_row_[static_cast<size_t>(j)] = r ? r[j] : 0;
      any = any || r;
    }
    if (any) out_rd_data_.write(scPacked<OutData>(w_.acc_bits, w_.cols, [this](int j) { return out_row_[static_cast<size_t>(j)]; }));
  }

  // The rising edge: the writes the unit presented before it land.
  void writeAtEdge() {
    if (!rst_n_.read()) return;
    const auto& enabled = out_wr_en_.read();
    const auto& address = out_addr_.read();
    const auto& data = out_wr_data_.read();
    for (int j = 0; j < w_.cols; ++j) {
      if (!scBits(enabled, j, 1)) continue;
      if (std::int64_t* r = row(hw::BufferKind::kOutput, scBits(address, j * w_.out_addr_bits, w_.out_addr_bits)))
        r[j] = signExtend(scBits(data, j * w_.acc_bits, w_.acc_bits), w_.acc_bits);
    }
  }

  using ZeroData = typename std::remove_reference_t<decltype(Model::zero_products)>::data_type;
  // The zero_products port: one count of `bits` bits per tag; tags =
  // 2^clog2(rows + cols + 2), tessera_compute_unit.sv's TAG_W.
  struct ZeroCountPort {
    static_assert(!std::is_integral_v<ZeroData>, "every point's count port is wider than 64 bits");
    explicit ZeroCountPort(const PortWidths& w)
        : tags(static_cast<int>(std::bit_ceil(static_cast<unsigned>(w.rows + w.cols + 2)))),
          bits(static_cast<int>(ZeroData{}.length()) / tags) {}
    int tags, bits;
  };

  using InstrData = typename std::remove_reference_t<decltype(Model::instr)>::data_type;
  using InData = typename std::remove_reference_t<decltype(Model::in_rd_data)>::data_type;
  using WtData = typename std::remove_reference_t<decltype(Model::wt_rd_data)>::data_type;
  using OutData = typename std::remove_reference_t<decltype(Model::out_rd_data)>::data_type;

  const hw::Spec spec_;
  const isa::IsaLayout layout_;
  const PortWidths w_;
  sc_core::sc_signal<bool> clk_{"clk"};
  SignalOf<decltype(Model::rst_n)> rst_n_{"rst_n"};
  SignalOf<decltype(Model::instr_valid)> instr_valid_{"instr_valid"};
  SignalOf<decltype(Model::instr)> instr_{"instr"};
  SignalOf<decltype(Model::instr_ready)> instr_ready_{"instr_ready"};
  SignalOf<decltype(Model::accepted)> accepted_{"accepted"};
  SignalOf<decltype(Model::completed)> completed_{"completed"};
  SignalOf<decltype(Model::busy)> busy_{"busy"};
  SignalOf<decltype(Model::issue_free)> issue_free_{"issue_free"};
  SignalOf<decltype(Model::illegal)> illegal_{"illegal"};
  SignalOf<decltype(Model::in_rd_en)> in_rd_en_{"in_rd_en"};
  SignalOf<decltype(Model::in_rd_addr)> in_rd_addr_{"in_rd_addr"};
  SignalOf<decltype(Model::in_rd_data)> in_rd_data_{"in_rd_data"};
  SignalOf<decltype(Model::wt_rd_en)> wt_rd_en_{"wt_rd_en"};
  SignalOf<decltype(Model::wt_rd_addr)> wt_rd_addr_{"wt_rd_addr"};
  SignalOf<decltype(Model::wt_rd_data)> wt_rd_data_{"wt_rd_data"};
  SignalOf<decltype(Model::out_rd_en)> out_rd_en_{"out_rd_en"};
  SignalOf<decltype(Model::out_wr_en)> out_wr_en_{"out_wr_en"};
  SignalOf<decltype(Model::out_addr)> out_addr_{"out_addr"};
  SignalOf<decltype(Model::out_rd_data)> out_rd_data_{"out_rd_data"};
  SignalOf<decltype(Model::out_wr_data)> out_wr_data_{"out_wr_data"};
  SignalOf<decltype(Model::zero_products)> zero_products_{"zero_products"};
  Model model_;

  sim::FunctionalCore* core_ = nullptr;
  std::uint64_t preloaded_rows_ = 0;
  std::vector<std::int64_t> out_row_;  ///< serveOutput's scratch
  const ZeroCountPort zp_{w_};
  std::map<std::uint64_t, std::int64_t> zero_products_of_;  ///< by completion ordinal, until asked
  bool offered_ = false;
  bool stuck_ = false;
  std::int64_t clocks_ = 0;
  std::uint64_t completed_count_ = 0;
  std::uint32_t last_completed_ = 0, last_accepted_ = 0;
  sc_core::sc_event work_;
  sc_core::sc_event completion_;
};

}  // namespace tessera::rtl
