// hw::Spec: enum spellings, derived values and the fingerprint, computed once.
#include "hw/spec/spec.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "hw/spec/schema.h"
#include "hw/support/text.h"

namespace tessera::hw {
namespace {

template <class Enum>
std::string_view nameIn(const std::vector<std::string>& names, Enum value) {
  return names.at(static_cast<size_t>(value));
}

std::uint64_t fnv1a64(std::string_view text) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

/// Energy of a 64-bit read from an SRAM of `bytes`, interpolated log-log
/// between the table's points (and extrapolated along the end segments).
double sramReadEnergyPj64(const EnergyTable& table, std::int64_t bytes) {
  const auto& points = table.sram_read;
  if (points.empty()) return 0;
  if (points.size() == 1) return points[0].read_energy_pj_per_64bit;
  size_t hi = 1;
  while (hi + 1 < points.size() && points[hi].bytes < bytes) ++hi;
  const SramEnergyPoint& a = points[hi - 1];
  const SramEnergyPoint& b = points[hi];
  double slope = std::log(b.read_energy_pj_per_64bit / a.read_energy_pj_per_64bit) /
                 std::log(static_cast<double>(b.bytes) / static_cast<double>(a.bytes));
  return a.read_energy_pj_per_64bit * std::pow(static_cast<double>(bytes) / static_cast<double>(a.bytes), slope);
}

std::string multiplierOperation(const Precision& p) {
  switch (p.number_format) {
    case NumberFormat::kInt: return fmt::format("int{}_mult", std::max(p.weight_bits, p.activation_bits));
    case NumberFormat::kFp16: return "fp16_mult";
    case NumberFormat::kBf16: return "bf16_mult";
  }
  return "";
}

std::string accumulatorOperation(const Precision& p) {
  switch (p.number_format) {
    case NumberFormat::kInt: return fmt::format("int{}_add", p.accumulator_bits);
    case NumberFormat::kFp16: return p.accumulator_bits == 16 ? "fp16_add" : "fp32_add";
    case NumberFormat::kBf16: return p.accumulator_bits == 16 ? "bf16_add" : "fp32_add";
  }
  return "";
}

OperationCost costOf(const EnergyTable& table, const std::string& operation) {
  const OperationCost* cost = table.find(operation);
  return cost ? *cost : OperationCost{};
}

BufferGeometry geometry(const BufferParams& buffer, int element_bits, int elements_per_row, const SpecParams& p,
                        double energy_scale, double area_scale) {
  BufferGeometry g;
  g.bytes = buffer.bytes;
  g.banks = buffer.banks;
  g.element_bits = element_bits;
  g.elements_per_row = elements_per_row;
  g.row_bytes = (static_cast<std::int64_t>(elements_per_row) * element_bits + 7) / 8;
  g.bank_bytes = buffer.bytes / buffer.banks;
  g.bank_depth_rows = g.bank_bytes / g.row_bytes;
  g.total_rows = g.bank_depth_rows * buffer.banks;
  g.capacity_elements = buffer.bytes * 8 / element_bits;
  g.tile_bytes = tileBytes(p.pe_array.rows, p.pe_array.cols, element_bits);
  g.usable_bytes = buffer.double_buffered ? buffer.bytes / 2 : buffer.bytes;
  g.row_address_bits = std::max(1, ceilLog2(static_cast<std::uint64_t>(g.total_rows)));
  g.bank_select_bits = ceilLog2(static_cast<std::uint64_t>(buffer.banks));
  g.read_energy_pj_per_byte = sramReadEnergyPj64(p.energy, g.bank_bytes) / 8.0 * energy_scale;
  g.area_um2 = static_cast<double>(buffer.bytes) * 8.0 * p.energy.sram_bitcell_area_um2 /
               p.energy.sram_array_efficiency * area_scale;
  return g;
}

}  // namespace

const std::vector<std::string>& dataflowNames() {
  static const std::vector<std::string> names = {"weight_stationary", "output_stationary", "input_stationary"};
  return names;
}
const std::vector<std::string>& numberFormatNames() {
  static const std::vector<std::string> names = {"int", "fp16", "bf16"};
  return names;
}
const std::vector<std::string>& weightFormatNames() {
  static const std::vector<std::string> names = {"dense", "bitmask", "n_of_m"};
  return names;
}
const std::vector<std::string>& vectorOpNames() {
  static const std::vector<std::string> names = {
      "bias_add", "requantize", "relu", "leaky_relu", "clip", "sigmoid", "tanh", "hard_sigmoid", "hard_swish", "gelu",
      "add", "mul", "max_pool", "avg_pool", "exp", "reciprocal", "rsqrt", "reduce_sum", "reduce_max"};
  return names;
}
std::string_view name(Dataflow dataflow) { return nameIn(dataflowNames(), dataflow); }
std::string_view name(NumberFormat format) { return nameIn(numberFormatNames(), format); }
std::string_view name(WeightFormat format) { return nameIn(weightFormatNames(), format); }
std::string_view name(VectorOp op) { return nameIn(vectorOpNames(), op); }
std::string_view name(BufferKind kind) {
  switch (kind) {
    case BufferKind::kInput: return "input";
    case BufferKind::kWeight: return "weight";
    case BufferKind::kOutput: return "output";
  }
  return "";
}

bool VectorUnit::supports(VectorOp op) const {
  return std::find(operations.begin(), operations.end(), op) != operations.end();
}

const OperationCost* EnergyTable::find(std::string_view operation) const {
  for (const auto& [key, cost] : operations)
    if (key == operation) return &cost;
  return nullptr;
}

std::int64_t tileBytes(int rows, int cols, int element_bits) {
  return (static_cast<std::int64_t>(rows) * cols * element_bits + 7) / 8;
}

Spec Spec::fromValidatedParams(SpecParams params) { return Spec(std::move(params)); }

Spec::Spec(SpecParams params) : params_(std::move(params)) {
  const SpecParams& p = params_;
  DerivedValues& d = derived_;
  const int rows = p.pe_array.rows;
  const int cols = p.pe_array.cols;
  d.peak_macs_per_cycle = static_cast<std::int64_t>(rows) * cols;
  d.peak_ops_per_second = 2.0 * static_cast<double>(d.peak_macs_per_cycle) * p.clock_mhz * 1e6;
  d.dram_bytes_per_second = p.dram.bytes_per_cycle * p.clock_mhz * 1e6;
  d.ridge_ops_per_byte = 2.0 * static_cast<double>(d.peak_macs_per_cycle) / p.dram.bytes_per_cycle;
  d.weight_bytes_per_element = p.precision.weight_bits / 8.0;
  d.activation_bytes_per_element = p.precision.activation_bits / 8.0;
  d.accumulator_bytes_per_element = p.precision.accumulator_bits / 8.0;
  // Elements per vector row of vector-only kernels: min(lanes, PE rows, PE
  // cols), lowered until the row is whole bytes (0 when no width is).
  std::int64_t w = std::min<std::int64_t>({p.vector_unit.lanes, p.pe_array.rows, p.pe_array.cols});
  const int bits = p.precision.activation_bits;
  while (w > 1 && w * bits % 8 != 0) --w;
  d.vector_row_elements = w * bits % 8 == 0 ? w : 0;
  d.vector_row_max_elements = std::max<std::int64_t>({p.vector_unit.lanes, p.pe_array.rows, p.pe_array.cols});

  const double node_ratio = static_cast<double>(p.technology_nm) / p.energy.technology_nm;
  d.energy_scale = std::pow(node_ratio, p.energy.energy_scale_exponent);
  d.area_scale = std::pow(node_ratio, p.energy.area_scale_exponent);

  // Rows of the input buffer feed the array's rows; weight and output rows
  // match its columns (see BufferGeometry).
  d.input = geometry(p.input_buffer, p.precision.activation_bits, rows, p, d.energy_scale, d.area_scale);
  d.weight = geometry(p.weight_buffer, p.precision.weight_bits, cols, p, d.energy_scale, d.area_scale);
  d.output = geometry(p.output_buffer, p.precision.accumulator_bits, cols, p, d.energy_scale, d.area_scale);

  IsaFieldWidths& isa = d.isa;
  isa.dram_address_bits = ceilLog2(static_cast<std::uint64_t>(p.dram.bytes));
  isa.input_row_address_bits = d.input.row_address_bits;
  isa.weight_row_address_bits = d.weight.row_address_bits;
  isa.output_row_address_bits = d.output.row_address_bits;
  isa.scratchpad_row_address_bits =
      std::max({isa.input_row_address_bits, isa.weight_row_address_bits, isa.output_row_address_bits});
  isa.tile_rows_bits = ceilLog2(static_cast<std::uint64_t>(rows) + 1);
  isa.tile_cols_bits = ceilLog2(static_cast<std::uint64_t>(cols) + 1);
  isa.vector_lanes_bits = ceilLog2(static_cast<std::uint64_t>(d.vector_row_max_elements) + 1);
  isa.vector_op_bits = ceilLog2(vectorOpNames().size());

  const OperationCost mult = costOf(p.energy, multiplierOperation(p.precision));
  const OperationCost add = costOf(p.energy, accumulatorOperation(p.precision));
  d.mac_energy_pj = (mult.energy_pj + add.energy_pj) * d.energy_scale;
  d.pe_area_um2 = (mult.area_um2 + add.area_um2) * d.area_scale;
  d.array_area_um2 = d.pe_area_um2 * static_cast<double>(d.peak_macs_per_cycle);
  const OperationCost lane_mult = costOf(p.energy, "int32_mult");
  const OperationCost lane_add = costOf(p.energy, "int32_add");
  d.vector_unit_area_um2 = (lane_mult.area_um2 + lane_add.area_um2) * d.area_scale * p.vector_unit.lanes;
  d.vector_op_energy_pj = (lane_mult.energy_pj + lane_add.energy_pj) * d.energy_scale;
  d.sram_area_um2 = d.input.area_um2 + d.weight.area_um2 + d.output.area_um2;
  d.total_area_um2 = d.array_area_um2 + d.vector_unit_area_um2 + d.sram_area_um2;

  std::string prefix = fmt::format(
      "{}{}x{}", p.pe_array.dataflow == Dataflow::kWeightStationary   ? "ws"
                 : p.pe_array.dataflow == Dataflow::kOutputStationary ? "os"
                                                                      : "is",
      rows, cols);
  if (p.precision.number_format == NumberFormat::kInt)
    prefix += fmt::format("_w{}a{}acc{}", p.precision.weight_bits, p.precision.activation_bits,
                          p.precision.accumulator_bits);
  else
    prefix += fmt::format("_{}acc{}", name(p.precision.number_format), p.precision.accumulator_bits);
  auto kib = [](std::int64_t bytes) {
    return bytes % (1 << 20) == 0 ? fmt::format("{}M", bytes >> 20)
           : bytes % 1024 == 0    ? fmt::format("{}K", bytes >> 10)
                                  : fmt::format("{}B", bytes);
  };
  prefix += fmt::format("_i{}_w{}_o{}", kib(p.input_buffer.bytes), kib(p.weight_buffer.bytes),
                        kib(p.output_buffer.bytes));
  std::string bandwidth = fmt::format("{:g}", p.dram.bytes_per_cycle);
  std::replace(bandwidth.begin(), bandwidth.end(), '.', 'p');
  prefix += "_bw" + bandwidth;
  if (p.sparsity.weight_format == WeightFormat::kNOfM) prefix += fmt::format("_sp{}of{}", p.sparsity.n, p.sparsity.m);
  if (p.sparsity.weight_format == WeightFormat::kBitmask) prefix += "_spbm";
  canonical_text_ = buildCanonicalText();
  fingerprint_ = fmt::format("{}-{:08x}", prefix, fnv1a64(canonical_text_) & 0xffffffffULL);
}

const BufferGeometry& Spec::buffer(BufferKind kind) const {
  switch (kind) {
    case BufferKind::kInput: return derived_.input;
    case BufferKind::kWeight: return derived_.weight;
    case BufferKind::kOutput: return derived_.output;
  }
  return derived_.input;
}

std::string Spec::buildCanonicalText() const {
  // Every parameter that can change a result, in a fixed order; the name and
  // description are labels and stay out, so renaming a file keeps its results.
  // The lines below are the frozen format of schema version 1 (the fields
  // whose schema row says CanonicalForm::kVersion1); later fields follow.
  const SpecParams& p = params_;
  std::string out = fmt::format("schema_version={}\nclock_mhz={}\ntechnology_nm={}\n", p.schema_version, p.clock_mhz,
                                p.technology_nm);
  out += fmt::format("pe_array={}x{}:{}\n", p.pe_array.rows, p.pe_array.cols, name(p.pe_array.dataflow));
  out += fmt::format("precision=w{}a{}acc{}:{}\n", p.precision.weight_bits, p.precision.activation_bits,
                     p.precision.accumulator_bits, name(p.precision.number_format));
  auto buffer = [](const char* label, const BufferParams& b) {
    return fmt::format("buffer.{}={}:{}:{}\n", label, b.bytes, b.banks, b.double_buffered);
  };
  out += buffer("input", p.input_buffer) + buffer("weight", p.weight_buffer) + buffer("output", p.output_buffer);
  std::vector<std::string> ops;
  for (VectorOp op : p.vector_unit.operations) ops.emplace_back(name(op));
  std::sort(ops.begin(), ops.end());
  out += fmt::format("vector_unit={}:{}\n", p.vector_unit.lanes, join(ops, ","));
  out += fmt::format("dram={}:{}:{}:{}\n", p.dram.bytes, p.dram.bytes_per_cycle, p.dram.latency_cycles,
                     p.dram.energy_pj_per_byte);
  out += fmt::format("sparsity={}:{}:{}:{}:{}\n", name(p.sparsity.weight_format), p.sparsity.n, p.sparsity.m,
                     p.sparsity.skip_zero_weights, p.sparsity.zero_gating);
  const EnergyTable& e = p.energy;
  out += fmt::format("energy={}:{}:{}:{}:{}:{}\n", e.name, e.technology_nm, e.energy_scale_exponent,
                     e.area_scale_exponent, e.sram_bitcell_area_um2, e.sram_array_efficiency);
  for (const auto& [key, cost] : e.operations) out += fmt::format("energy.{}={}:{}\n", key, cost.energy_pj, cost.area_um2);
  for (const SramEnergyPoint& s : e.sram_read) out += fmt::format("energy.sram.{}={}\n", s.bytes, s.read_energy_pj_per_64bit);
  // Fields added after version 1 (e.g. control.*) appear only when they differ
  // from their defaults, so every config that leaves them out or spells out
  // the defaults keeps its canonical text and fingerprint byte for byte.
  for (const ConfigField& field : configFields()) {
    if (field.canonical != CanonicalForm::kWhenNotDefault) continue;
    const FieldValue value = field.access.get(p);
    if (field.default_value && value == *field.default_value) continue;
    out += fmt::format("{}={}\n", field.path, formatFieldValue(value));
  }
  return out;
}

}  // namespace tessera::hw
