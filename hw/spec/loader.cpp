// Loading and validating accelerator descriptions (schema version 1).
//
// Reading happens in two phases: first every key is read and type/range
// checked (each problem recorded, nothing stops early), then the combinations
// are checked (precision pairs, banking, tile fit, sparsity), but only for the
// parts that read cleanly, so one typo does not cascade into noise.
#include "hw/spec/loader.h"

#include <fmt/format.h>

#include <map>
#include <mutex>
#include <regex>

#include "hw/support/text.h"

namespace tessera::hw {
namespace {

constexpr std::int64_t kMaxBufferBytes = std::int64_t{4} << 30;
constexpr std::int64_t kMaxDramBytes = std::int64_t{1} << 40;

struct BufferRead {
  std::optional<MapReader> reader;
  bool complete = false;
};

BufferRead readBuffer(MapReader& buffers, const std::string& key, BufferParams& out) {
  BufferRead result;
  result.reader = buffers.map(key);
  if (!result.reader) return result;
  MapReader& b = *result.reader;
  auto bytes = b.byteSize("bytes", 1, kMaxBufferBytes);
  auto banks = b.integer("banks", 1, 1024);
  auto double_buffered = b.boolean("double_buffered");
  b.finish();
  if (bytes) out.bytes = *bytes;
  if (banks) out.banks = static_cast<int>(*banks);
  if (double_buffered) out.double_buffered = *double_buffered;
  result.complete = bytes && banks && double_buffered;
  return result;
}

/// Banking and tile-fit checks for one buffer whose element width is known.
void checkBuffer(BufferRead& read, const BufferParams& buffer, const char* label, const char* element, int element_bits,
                 int elements_per_row, const PeArray& array) {
  if (!read.complete) return;
  MapReader& b = *read.reader;
  if (buffer.bytes % buffer.banks != 0) {
    b.error("banks", fmt::format("{} banks do not divide {} bytes evenly", buffer.banks, buffer.bytes),
            {fmt::format("choose a bank count that divides {}", buffer.bytes)});
    return;
  }
  const std::int64_t row_bytes = (static_cast<std::int64_t>(elements_per_row) * element_bits + 7) / 8;
  const std::int64_t bank_bytes = buffer.bytes / buffer.banks;
  if (bank_bytes % row_bytes != 0) {
    b.error("bytes",
            fmt::format("each of the {} banks holds {} bytes, not a whole number of {}-byte rows ({} {}-bit {}s, one "
                        "per array {})",
                        buffer.banks, bank_bytes, row_bytes, elements_per_row, element_bits, element, label));
    return;
  }
  const std::int64_t tile = tileBytes(array.rows, array.cols, element_bits);
  const std::int64_t needed = buffer.double_buffered ? 2 * tile : tile;
  if (buffer.bytes < needed) {
    b.error("bytes",
            fmt::format("too small to hold one {}x{} tile of {}-bit {}s: needs {} bytes{}, got {}", array.rows,
                        array.cols, element_bits, element, needed, buffer.double_buffered ? " (double-buffered)" : "",
                        buffer.bytes));
  }
}

/// An energy table as loadEnergyTableFile() reads it, read once per file
/// version: a sweep loads one spec per point, all naming the same table. A
/// table is read again when its size or modification time changes; only
/// tables that load without error are kept (errors are reported afresh).
Expected<EnergyTable> loadEnergyTableOnce(const std::filesystem::path& file) {
  static std::mutex mutex;
  static std::map<std::string, std::pair<std::string, EnergyTable>> tables;  // path -> (version, table)
  std::error_code ec;
  const auto size = std::filesystem::file_size(file, ec);
  if (ec) return loadEnergyTableFile(file);
  const auto time = std::filesystem::last_write_time(file, ec);
  if (ec) return loadEnergyTableFile(file);
  const std::string version = fmt::format("{}:{}", size, time.time_since_epoch().count());
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = tables.find(file.string());
    if (it != tables.end() && it->second.first == version) return it->second.second;
  }
  Expected<EnergyTable> table = loadEnergyTableFile(file);
  if (table) {
    std::lock_guard<std::mutex> lock(mutex);
    tables[file.string()] = {version, *table};
  }
  return table;
}

}  // namespace

Expected<Spec> loadSpecFile(const std::filesystem::path& file) {
  Expected<YamlDocument> document = parseYamlFile(file);
  if (!document) return document.status();
  return loadSpec(*document);
}

Expected<Spec> loadSpec(const YamlDocument& document) {
  YamlDiagnostics diagnostics(document);
  std::vector<Diagnostic> table_diagnostics;
  MapReader root(diagnostics, document.root, "");
  if (!root.valid()) return Status(diagnostics.take());

  // The version decides how to read everything else, so stop if it is wrong.
  YAML::Node version = root.get("schema_version");
  if (!version.IsDefined() || !version.IsScalar() || version.Tag() == "!" ||
      version.Scalar() != std::to_string(kSchemaVersion)) {
    std::string message = fmt::format("expected {} (the schema version this build reads)", kSchemaVersion);
    if (version.IsDefined()) root.error("schema_version", fmt::format("{}, got {}", message, describeNode(version)));
    else root.error("schema_version", "missing; " + message, {"a config starts with 'schema_version: 1'"});
    return Status(diagnostics.take());
  }

  SpecParams p;
  p.schema_version = kSchemaVersion;
  if (auto value = root.string("name")) {
    static const std::regex kNamePattern("[A-Za-z0-9_.-]+");
    if (std::regex_match(*value, kNamePattern)) p.name = *value;
    else root.error("name", fmt::format("expected letters, digits, '_', '.' or '-' only (it names files), got '{}'", *value));
  }
  if (root.has("description")) {
    if (auto value = root.string("description")) p.description = *value;
  }
  if (auto value = root.number("clock_mhz", 0, 100000)) p.clock_mhz = *value;
  if (auto value = root.integer("technology_nm", 3, 250)) p.technology_nm = static_cast<int>(*value);

  bool array_ok = false;
  if (auto array = root.map("pe_array")) {
    auto rows = array->integer("rows", 1, 4096);
    auto cols = array->integer("cols", 1, 4096);
    auto dataflow = array->choice("dataflow", dataflowNames());
    array->finish();
    if (rows) p.pe_array.rows = static_cast<int>(*rows);
    if (cols) p.pe_array.cols = static_cast<int>(*cols);
    if (dataflow) p.pe_array.dataflow = static_cast<Dataflow>(*dataflow);
    array_ok = rows && cols && dataflow;
  }

  bool precision_ok = false;
  if (auto precision = root.map("precision")) {
    auto weight = precision->integerOneOf("weight_bits", {4, 8, 16});
    auto activation = precision->integerOneOf("activation_bits", {4, 8, 16});
    auto accumulator = precision->integerOneOf("accumulator_bits", {16, 32});
    auto format = precision->choice("number_format", numberFormatNames());
    precision->finish();
    if (weight && activation && accumulator && format) {
      Precision& q = p.precision;
      q.weight_bits = static_cast<int>(*weight);
      q.activation_bits = static_cast<int>(*activation);
      q.accumulator_bits = static_cast<int>(*accumulator);
      q.number_format = static_cast<NumberFormat>(*format);
      precision_ok = true;
      if (q.number_format != NumberFormat::kInt) {
        for (const char* key : {"weight_bits", "activation_bits"}) {
          int bits = std::string(key) == "weight_bits" ? q.weight_bits : q.activation_bits;
          if (bits != 16) {
            precision->error(key, fmt::format("number_format {} has 16-bit operands, got {}", name(q.number_format), bits));
            precision_ok = false;
          }
        }
      } else if (q.accumulator_bits < q.weight_bits + q.activation_bits) {
        precision->error("accumulator_bits",
                         fmt::format("{} bits cannot hold one {}-bit x {}-bit product ({} bits)", q.accumulator_bits,
                                     q.weight_bits, q.activation_bits, q.weight_bits + q.activation_bits));
        precision_ok = false;
      }
    }
  }

  if (auto buffers = root.map("buffers")) {
    BufferRead input = readBuffer(*buffers, "input", p.input_buffer);
    BufferRead weight = readBuffer(*buffers, "weight", p.weight_buffer);
    BufferRead output = readBuffer(*buffers, "output", p.output_buffer);
    buffers->finish();
    if (array_ok && precision_ok) {
      const Precision& q = p.precision;
      checkBuffer(input, p.input_buffer, "row", "activation", q.activation_bits, p.pe_array.rows, p.pe_array);
      checkBuffer(weight, p.weight_buffer, "column", "weight", q.weight_bits, p.pe_array.cols, p.pe_array);
      checkBuffer(output, p.output_buffer, "column", "accumulator", q.accumulator_bits, p.pe_array.cols, p.pe_array);
    }
  }

  if (auto vector = root.map("vector_unit")) {
    auto lanes = vector->integer("lanes", 1, 65536);
    auto operations = vector->choiceList("operations", vectorOpNames());
    vector->finish();
    if (lanes) p.vector_unit.lanes = static_cast<int>(*lanes);
    if (operations) {
      if (operations->empty()) vector->error("operations", "expected at least one operation");
      for (int op : *operations) p.vector_unit.operations.push_back(static_cast<VectorOp>(op));
    }
  }

  if (auto dram = root.map("dram")) {
    if (auto value = dram->byteSize("bytes", 1 << 20, kMaxDramBytes)) p.dram.bytes = *value;
    if (auto value = dram->number("bytes_per_cycle", 0, 1e6)) p.dram.bytes_per_cycle = *value;
    if (auto value = dram->integer("latency_cycles", 0, 1000000)) p.dram.latency_cycles = static_cast<int>(*value);
    if (auto value = dram->number("energy_pj_per_byte", 0, 1e5)) p.dram.energy_pj_per_byte = *value;
    dram->finish();
  }

  if (auto sparsity = root.map("sparsity")) {
    Sparsity& s = p.sparsity;
    auto format = sparsity->choice("weight_format", weightFormatNames());
    auto skip = sparsity->boolean("skip_zero_weights");
    auto gating = sparsity->boolean("zero_gating");
    if (format) s.weight_format = static_cast<WeightFormat>(*format);
    if (skip) s.skip_zero_weights = *skip;
    if (gating) s.zero_gating = *gating;
    if (format && s.weight_format == WeightFormat::kNOfM) {
      auto m = sparsity->integerOneOf("m", {2, 4, 8, 16});
      auto n = sparsity->integer("n", 1, 15);
      if (n && m && *n >= *m)
        sparsity->error("n", fmt::format("n_of_m keeps n of every m weights, so n must be below m = {}, got {}", *m, *n));
      if (n) s.n = static_cast<int>(*n);
      if (m) s.m = static_cast<int>(*m);
    } else if (format) {
      for (const char* key : {"n", "m"})
        if (sparsity->has(key))
          sparsity->error(key, fmt::format("only meaningful with weight_format: n_of_m, got weight_format: {}",
                                           name(s.weight_format)));
    }
    if (format && skip && s.skip_zero_weights && s.weight_format == WeightFormat::kDense)
      sparsity->error("skip_zero_weights",
                      "skipping zero weights needs a sparse weight_format (bitmask or n_of_m) to find them, got dense");
    sparsity->finish();
  }

  if (auto table = root.string("energy_table")) {
    std::filesystem::path resolved = document.base_dir / *table;
    Expected<EnergyTable> energy = loadEnergyTableOnce(resolved);
    if (energy) {
      p.energy = std::move(energy).value();
    } else {
      std::error_code ec;
      if (!std::filesystem::exists(resolved, ec))
        root.error("energy_table", fmt::format("no such file '{}' (paths are relative to the config's folder)",
                                               resolved.lexically_normal().string()));
      else
        table_diagnostics = energy.status().diagnostics();
      YAML::Node reference = root.get("energy_table");
      for (Diagnostic& d : table_diagnostics)
        d.notes.push_back(fmt::format("in the energy table named by {}:{}", document.display_path,
                                      reference.Mark().line + 1));
    }
  }
  root.finish();

  std::vector<Diagnostic> all = diagnostics.take();
  all.insert(all.end(), table_diagnostics.begin(), table_diagnostics.end());
  if (!all.empty()) return Status(std::move(all));
  return Spec::fromValidatedParams(std::move(p));
}

}  // namespace tessera::hw
