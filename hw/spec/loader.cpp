// Loading and validating accelerator descriptions (schema version 1).
//
// Reading happens in two phases: first every key is read and type/range
// checked from its row of the schema table (schema.h; each problem recorded,
// nothing stops early), then the combinations are checked (precision pairs,
// banking, tile fit, sparsity), but only for the parts that read cleanly, so
// one typo does not cascade into noise. The sections are read in schema order;
// a section whose fields are all optional is read generically and may be left out.
#include "hw/spec/loader.h"

#include <fmt/format.h>

#include <map>
#include <mutex>
#include <regex>

#include "hw/spec/schema.h"
#include "hw/support/text.h"

namespace tessera::hw {
namespace {

/// The regular expression of a kString field, compiled once per thread (sweeps
/// load specs on several threads; compiling costs more than matching).
const std::regex& compiledPattern(const std::string& pattern) {
  thread_local std::map<std::string, std::regex> cache;
  auto it = cache.find(pattern);
  if (it == cache.end()) it = cache.emplace(pattern, std::regex(pattern)).first;
  return it->second;
}

/// Reads one field from `map` as its schema row describes it and stores it in
/// `out`; false (after recording the error) when it is missing or wrong. An
/// optional field that is absent takes its default.
bool readField(MapReader& map, const ConfigField& field, SpecParams& out) {
  const std::string key(field.leaf());
  if (field.optional() && !map.has(key)) {
    field.access.set(out, *field.default_value);
    return true;
  }
  std::optional<FieldValue> value;
  switch (field.kind) {
    case FieldKind::kInteger: {
      auto v = field.allowed_integers.empty() ? map.integer(key, field.min_integer, field.max_integer)
                                              : map.integerOneOf(key, field.allowed_integers);
      if (v) value = *v;
      break;
    }
    case FieldKind::kNumber:
      if (auto v = map.number(key, field.min_exclusive, field.max_number)) value = *v;
      break;
    case FieldKind::kBytes:
      if (auto v = map.byteSize(key, field.min_integer, field.max_integer)) value = *v;
      break;
    case FieldKind::kBoolean:
      if (auto v = map.boolean(key)) value = *v;
      break;
    case FieldKind::kWord:
      if (auto v = map.choice(key, field.words)) value = field.words[static_cast<size_t>(*v)];
      break;
    case FieldKind::kWordList:
      if (auto v = map.choiceList(key, field.words)) {
        if (v->size() < field.min_words) {
          map.error(key, fmt::format("expected at least {} entr{}, got {}", field.min_words,
                                     field.min_words == 1 ? "y" : "ies", v->empty() ? "an empty list" : "fewer"));
          return false;
        }
        std::vector<std::string> words;
        for (int index : *v) words.push_back(field.words[static_cast<size_t>(index)]);
        value = std::move(words);
      }
      break;
    case FieldKind::kString:
      if (auto v = map.string(key)) {
        if (!field.pattern.empty() && !std::regex_match(*v, compiledPattern(field.pattern))) {
          map.error(key, fmt::format("expected {}, got '{}'", field.pattern_expected, *v));
          return false;
        }
        value = *v;
      }
      break;
  }
  if (!value) return false;
  field.access.set(out, *value);
  return true;
}

/// Which fields of a section did not read cleanly.
struct SectionRead {
  std::vector<std::string> failed;  ///< leaf keys
  bool ok() const { return failed.empty(); }
  bool ok(const std::string& leaf) const { return std::find(failed.begin(), failed.end(), leaf) == failed.end(); }
};

/// Reads every table-read field of the section `map` stands for, in schema order.
SectionRead readSection(MapReader& map, SpecParams& out) {
  SectionRead read;
  for (const ConfigField& field : configFields())
    if (field.read_by == ReadBy::kTable && field.section() == map.path() && !readField(map, field, out))
      read.failed.emplace_back(field.leaf());
  return read;
}

struct BufferRead {
  std::optional<MapReader> reader;
  bool complete = false;
};

BufferRead readBuffer(MapReader& buffers, const std::string& key, SpecParams& out) {
  BufferRead result;
  result.reader = buffers.map(key);
  if (!result.reader) return result;
  result.complete = readSection(*result.reader, out).ok();
  result.reader->finish();
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
  readSection(root, p);

  bool array_ok = false;
  if (auto array = root.map("pe_array")) {
    array_ok = readSection(*array, p).ok();
    array->finish();
  }

  bool precision_ok = false;
  if (auto precision = root.map("precision")) {
    precision_ok = readSection(*precision, p).ok();
    precision->finish();
    const Precision& q = p.precision;
    if (precision_ok && q.number_format != NumberFormat::kInt) {
      for (const char* key : {"weight_bits", "activation_bits"}) {
        int bits = std::string(key) == "weight_bits" ? q.weight_bits : q.activation_bits;
        if (bits != 16) {
          precision->error(key, fmt::format("number_format {} has 16-bit operands, got {}", name(q.number_format), bits));
          precision_ok = false;
        }
      }
    } else if (precision_ok && q.accumulator_bits < q.weight_bits + q.activation_bits) {
      precision->error("accumulator_bits",
                       fmt::format("{} bits cannot hold one {}-bit x {}-bit product ({} bits)", q.accumulator_bits,
                                   q.weight_bits, q.activation_bits, q.weight_bits + q.activation_bits));
      precision_ok = false;
    }
  }

  if (auto buffers = root.map("buffers")) {
    BufferRead input = readBuffer(*buffers, "input", p);
    BufferRead weight = readBuffer(*buffers, "weight", p);
    BufferRead output = readBuffer(*buffers, "output", p);
    buffers->finish();
    if (array_ok && precision_ok) {
      const Precision& q = p.precision;
      checkBuffer(input, p.input_buffer, "row", "activation", q.activation_bits, p.pe_array.rows, p.pe_array);
      checkBuffer(weight, p.weight_buffer, "column", "weight", q.weight_bits, p.pe_array.cols, p.pe_array);
      checkBuffer(output, p.output_buffer, "column", "accumulator", q.accumulator_bits, p.pe_array.cols, p.pe_array);
    }
  }

  if (auto vector = root.map("vector_unit")) {
    readSection(*vector, p);
    vector->finish();
  }

  if (auto dram = root.map("dram")) {
    readSection(*dram, p);
    dram->finish();
  }

  if (auto sparsity = root.map("sparsity")) {
    Sparsity& s = p.sparsity;
    const SectionRead read = readSection(*sparsity, p);
    const bool format = read.ok("weight_format");
    const bool skip = read.ok("skip_zero_weights");
    if (format && s.weight_format == WeightFormat::kNOfM) {
      // n and m exist only with n_of_m, so the table leaves them to this code.
      const bool m = readField(*sparsity, *findConfigField("sparsity.m"), p);
      const bool n = readField(*sparsity, *findConfigField("sparsity.n"), p);
      if (n && m && s.n >= s.m)
        sparsity->error("n", fmt::format("n_of_m keeps n of every m weights, so n must be below m = {}, got {}", s.m, s.n));
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
  // Sections whose fields are all optional (e.g. control) may be left out.
  for (const std::string& section : optionalSections()) {
    if (!root.has(section)) continue;
    if (auto map = root.map(section)) {
      readSection(*map, p);
      map->finish();
    }
  }
  root.finish();

  std::vector<Diagnostic> all = diagnostics.take();
  all.insert(all.end(), table_diagnostics.begin(), table_diagnostics.end());
  if (!all.empty()) return Status(std::move(all));
  return Spec::fromValidatedParams(std::move(p));
}

}  // namespace tessera::hw
