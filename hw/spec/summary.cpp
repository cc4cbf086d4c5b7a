// Human-readable and JSON summaries of a Spec.
#include "hw/spec/summary.h"

#include <fmt/format.h>

#include "hw/spec/schema.h"
#include "hw/support/text.h"

namespace tessera::hw {
namespace {

std::string si(double value, const char* unit) {
  static constexpr const char* kPrefixes[] = {"", "k", "M", "G", "T", "P"};
  int index = 0;
  while (value >= 1000.0 && index < 5) value /= 1000.0, ++index;
  return fmt::format("{:.4g} {}{}", value, kPrefixes[index], unit);
}

std::string bufferLine(const BufferParams& b, const BufferGeometry& g) {
  return fmt::format("{:>7}  {} bank{} x {} rows x {} B{}  ({}-bit, {:.3g} pJ/B read, {:.4g} mm2)",
                     formatByteSize(b.bytes), b.banks, b.banks == 1 ? "" : "s", g.bank_depth_rows, g.row_bytes,
                     b.double_buffered ? ", double-buffered" : "", g.element_bits, g.read_energy_pj_per_byte,
                     g.area_um2 / 1e6);
}

nlohmann::ordered_json bufferJson(const BufferParams& b, const BufferGeometry& g) {
  return {{"bytes", b.bytes},
          {"banks", b.banks},
          {"double_buffered", b.double_buffered},
          {"element_bits", g.element_bits},
          {"row_bytes", g.row_bytes},
          {"bank_bytes", g.bank_bytes},
          {"bank_depth_rows", g.bank_depth_rows},
          {"total_rows", g.total_rows},
          {"capacity_elements", g.capacity_elements},
          {"tile_bytes", g.tile_bytes},
          {"row_address_bits", g.row_address_bits},
          {"bank_select_bits", g.bank_select_bits},
          {"read_energy_pj_per_byte", g.read_energy_pj_per_byte},
          {"area_um2", g.area_um2}};
}

/// Fields the schema shows generically (SummaryForm::kSection), grouped by
/// top-level section in schema order: section -> fields.
std::vector<std::pair<std::string, std::vector<const ConfigField*>>> sectionFields() {
  std::vector<std::pair<std::string, std::vector<const ConfigField*>>> out;
  for (const ConfigField& field : configFields()) {
    if (field.summary != SummaryForm::kSection) continue;
    const std::string top = field.path.substr(0, field.path.find('.'));
    if (out.empty() || out.back().first != top) out.emplace_back(top, std::vector<const ConfigField*>{});
    out.back().second.push_back(&field);
  }
  return out;
}

nlohmann::ordered_json jsonValue(const FieldValue& value) {
  return std::visit([](const auto& v) { return nlohmann::ordered_json(v); }, value);
}

}  // namespace

std::string summaryText(const Spec& spec) {
  const SpecParams& p = spec.params();
  const DerivedValues& d = spec.derived();
  std::vector<std::string> ops;
  for (VectorOp op : p.vector_unit.operations) ops.emplace_back(name(op));
  std::string sparsity(name(p.sparsity.weight_format));
  if (p.sparsity.weight_format == WeightFormat::kNOfM) sparsity = fmt::format("{}:{} structured", p.sparsity.n, p.sparsity.m);
  if (p.sparsity.skip_zero_weights) sparsity += ", skips zero weights";
  if (p.sparsity.zero_gating) sparsity += ", zero-gated PEs";
  const IsaFieldWidths& isa = d.isa;

  std::string out;
  auto line = [&out](std::string_view label, const std::string& value) { out += fmt::format("  {:<15}{}\n", label, value); };
  out += fmt::format("{}\n", p.name);
  line("fingerprint", spec.fingerprint());
  line("array", fmt::format("{} x {} PEs, {}, {} MHz, {} nm", p.pe_array.rows, p.pe_array.cols, name(p.pe_array.dataflow),
                            p.clock_mhz, p.technology_nm));
  line("precision", fmt::format("{}: weights {}-bit, activations {}-bit, accumulators {}-bit",
                                name(p.precision.number_format), p.precision.weight_bits, p.precision.activation_bits,
                                p.precision.accumulator_bits));
  line("peak", fmt::format("{} MACs/cycle, {}", d.peak_macs_per_cycle, si(d.peak_ops_per_second, "op/s")));
  line("dram", fmt::format("{} B/cycle ({}), {} cycles latency, {} pJ/B, {}", p.dram.bytes_per_cycle,
                           si(d.dram_bytes_per_second, "B/s"), p.dram.latency_cycles, p.dram.energy_pj_per_byte,
                           formatByteSize(p.dram.bytes)));
  line("roofline ridge", fmt::format("{:.4g} ops/byte", d.ridge_ops_per_byte));
  line("input buffer", bufferLine(p.input_buffer, d.input));
  line("weight buffer", bufferLine(p.weight_buffer, d.weight));
  line("output buffer", bufferLine(p.output_buffer, d.output));
  line("vector unit", fmt::format("{} lanes, rows of {} elements: {}", p.vector_unit.lanes, d.vector_row_elements,
                                  join(ops, ", ")));
  line("sparsity", sparsity);
  for (const auto& [section, fields] : sectionFields()) {
    std::vector<std::string> parts;
    for (const ConfigField* field : fields)
      parts.push_back(fmt::format("{} {}", field->path.substr(section.size() + 1),
                                  formatFieldValue(field->access.get(p))));
    line(section, join(parts, ", "));
  }
  line("isa fields", fmt::format("dram addr {}b, row addr in/wt/out {}/{}/{}b, tile rows/cols {}/{}b, lanes {}b",
                                 isa.dram_address_bits, isa.input_row_address_bits, isa.weight_row_address_bits,
                                 isa.output_row_address_bits, isa.tile_rows_bits, isa.tile_cols_bits,
                                 isa.vector_lanes_bits));
  line("energy", fmt::format("{:.4g} pJ/MAC ({} scaled from {} nm by {:.3g})", d.mac_energy_pj, p.energy.name,
                             p.energy.technology_nm, d.energy_scale));
  line("area", fmt::format("{:.4g} mm2 = array {:.4g} + sram {:.4g} + vector {:.4g}", d.total_area_um2 / 1e6,
                           d.array_area_um2 / 1e6, d.sram_area_um2 / 1e6, d.vector_unit_area_um2 / 1e6));
  return out;
}

nlohmann::ordered_json summaryJson(const Spec& spec) {
  const SpecParams& p = spec.params();
  const DerivedValues& d = spec.derived();
  nlohmann::ordered_json ops = nlohmann::ordered_json::array();
  for (VectorOp op : p.vector_unit.operations) ops.push_back(std::string(name(op)));
  const IsaFieldWidths& isa = d.isa;
  nlohmann::ordered_json out = {
      {"name", p.name},
      {"fingerprint", spec.fingerprint()},
      {"schema_version", p.schema_version},
      {"clock_mhz", p.clock_mhz},
      {"technology_nm", p.technology_nm},
      {"pe_array", {{"rows", p.pe_array.rows}, {"cols", p.pe_array.cols}, {"dataflow", name(p.pe_array.dataflow)}}},
      {"precision",
       {{"weight_bits", p.precision.weight_bits},
        {"activation_bits", p.precision.activation_bits},
        {"accumulator_bits", p.precision.accumulator_bits},
        {"number_format", name(p.precision.number_format)}}},
      {"buffers",
       {{"input", bufferJson(p.input_buffer, d.input)},
        {"weight", bufferJson(p.weight_buffer, d.weight)},
        {"output", bufferJson(p.output_buffer, d.output)}}},
      {"vector_unit", {{"lanes", p.vector_unit.lanes}, {"operations", ops}}},
      {"dram",
       {{"bytes", p.dram.bytes},
        {"bytes_per_cycle", p.dram.bytes_per_cycle},
        {"latency_cycles", p.dram.latency_cycles},
        {"energy_pj_per_byte", p.dram.energy_pj_per_byte}}},
      {"sparsity",
       {{"weight_format", name(p.sparsity.weight_format)},
        {"n", p.sparsity.n},
        {"m", p.sparsity.m},
        {"skip_zero_weights", p.sparsity.skip_zero_weights},
        {"zero_gating", p.sparsity.zero_gating}}},
      {"derived",
       {{"peak_macs_per_cycle", d.peak_macs_per_cycle},
        {"vector_row_elements", d.vector_row_elements},
        {"vector_row_max_elements", d.vector_row_max_elements},
        {"peak_ops_per_second", d.peak_ops_per_second},
        {"dram_bytes_per_second", d.dram_bytes_per_second},
        {"ridge_ops_per_byte", d.ridge_ops_per_byte},
        {"mac_energy_pj", d.mac_energy_pj},
        {"pe_area_um2", d.pe_area_um2},
        {"array_area_um2", d.array_area_um2},
        {"sram_area_um2", d.sram_area_um2},
        {"vector_unit_area_um2", d.vector_unit_area_um2},
        {"total_area_um2", d.total_area_um2},
        {"isa",
         {{"dram_address_bits", isa.dram_address_bits},
          {"input_row_address_bits", isa.input_row_address_bits},
          {"weight_row_address_bits", isa.weight_row_address_bits},
          {"output_row_address_bits", isa.output_row_address_bits},
          {"scratchpad_row_address_bits", isa.scratchpad_row_address_bits},
          {"buffer_select_bits", isa.buffer_select_bits},
          {"tile_rows_bits", isa.tile_rows_bits},
          {"tile_cols_bits", isa.tile_cols_bits},
          {"vector_lanes_bits", isa.vector_lanes_bits},
          {"vector_op_bits", isa.vector_op_bits}}}}},
      {"energy_table", p.energy.name},
  };
  for (const auto& [section, fields] : sectionFields())
    for (const ConfigField* field : fields)
      out[section][field->path.substr(section.size() + 1)] = jsonValue(field->access.get(p));
  return out;
}

}  // namespace tessera::hw
