// Energy/area tables (configs/energy/*.yaml): every number carries a source.
#include <fmt/format.h>

#include "hw/spec/loader.h"

namespace tessera::hw {
namespace {

/// Operations every table must price; the Spec picks among them by precision.
const std::vector<std::string>& requiredOperations() {
  static const std::vector<std::string> ops = {
      "int4_mult", "int8_mult", "int16_mult", "int32_mult", "int16_add", "int32_add", "fp16_mult",
      "fp16_add",  "bf16_mult", "bf16_add",   "fp32_mult",  "fp32_add"};
  return ops;
}

void requireSource(MapReader& reader) { reader.string("source"); }

}  // namespace

Expected<EnergyTable> loadEnergyTableFile(const std::filesystem::path& file) {
  Expected<YamlDocument> document = parseYamlFile(file);
  if (!document) return document.status();
  YamlDiagnostics diagnostics(*document);
  EnergyTable table;
  table.file = file.string();
  MapReader root(diagnostics, document->root, "");
  if (!root.valid()) return Status(diagnostics.take());

  if (auto version = root.integer("schema_version", 1, 1)) (void)version;
  if (auto value = root.string("name")) table.name = *value;
  if (auto value = root.integer("technology_nm", 3, 250)) table.technology_nm = static_cast<int>(*value);

  if (auto scaling = root.map("scaling")) {
    if (auto value = scaling->number("energy_exponent", 0, 4)) table.energy_scale_exponent = *value;
    if (auto value = scaling->number("area_exponent", 0, 4)) table.area_scale_exponent = *value;
    requireSource(*scaling);
    scaling->finish();
  }

  if (auto operations = root.map("operations")) {
    for (const std::string& op : requiredOperations()) {
      if (auto entry = operations->map(op)) {
        OperationCost cost;
        if (auto value = entry->number("energy_pj", 0, 1e6)) cost.energy_pj = *value;
        if (auto value = entry->number("area_um2", 0, 1e9)) cost.area_um2 = *value;
        requireSource(*entry);
        entry->finish();
        table.operations.emplace_back(op, cost);
      }
    }
    operations->finish();
  }

  YAML::Node sram = root.get("sram_read");
  if (!sram.IsDefined() || !sram.IsSequence() || sram.size() == 0) {
    root.error("sram_read", fmt::format("expected a non-empty list of {{bytes, energy_pj_per_64bit, source}}, got {}",
                                        describeNode(sram)));
  } else {
    for (size_t i = 0; i < sram.size(); ++i) {
      MapReader entry(diagnostics, sram[i], fmt::format("sram_read[{}]", i));
      if (!entry.valid()) continue;
      SramEnergyPoint point;
      auto bytes = entry.byteSize("bytes", 1, std::int64_t{1} << 40);
      auto energy = entry.number("energy_pj_per_64bit", 0, 1e6);
      requireSource(entry);
      entry.finish();
      if (!bytes || !energy) continue;
      point.bytes = *bytes;
      point.read_energy_pj_per_64bit = *energy;
      if (!table.sram_read.empty() && point.bytes <= table.sram_read.back().bytes)
        entry.error("bytes", "expected sizes in ascending order");
      table.sram_read.push_back(point);
    }
  }

  if (auto area = root.map("sram_area")) {
    if (auto value = area->number("bitcell_area_um2", 0, 100)) table.sram_bitcell_area_um2 = *value;
    if (auto value = area->number("array_efficiency", 0, 1)) table.sram_array_efficiency = *value;
    requireSource(*area);
    area->finish();
  }
  root.get("source");  // an optional overall citation
  root.finish();
  if (diagnostics.hasErrors()) return Status(diagnostics.take());
  return table;
}

}  // namespace tessera::hw
