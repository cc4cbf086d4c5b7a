// The results store (see store.h and sweeps/SCHEMA.md).
#include "sweeps/engine/store.h"

#include <fmt/format.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <variant>

#include "hw/support/text.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

// SCHEMA.md, version 1, without its comments (store_test checks the two
// agree); {config_columns} stands for the schema table's results columns.
constexpr const char* kSchemaTemplate = R"sql(
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE points (
  point_key        TEXT PRIMARY KEY,
  point_index      INTEGER NOT NULL,
  fidelity         TEXT NOT NULL,
  status           TEXT NOT NULL,
  error            TEXT,
  params           TEXT NOT NULL,
  spec_name        TEXT, spec_fingerprint TEXT,
  model            TEXT NOT NULL, model_hash TEXT NOT NULL,
  compiler_options TEXT NOT NULL,
{config_columns}
  peak_ops_per_second REAL, dram_bytes_per_second REAL,
  quant_precision TEXT, quant_method TEXT, pruning TEXT, weight_density REAL,
  layer_precision TEXT,
  cycles REAL, latency_us REAL, energy_pj REAL, area_um2 REAL, macs INTEGER,
  dram_bytes REAL, utilization REAL, peak_activation_bytes INTEGER,
  lower_bound_cycles REAL, host_kernels INTEGER,
  sim_cycles REAL, sim_latency_us REAL, sim_energy_pj REAL, sim_dram_bytes REAL,
  sim_array_busy_cycles REAL, sim_stall_cycles REAL, sim_instructions INTEGER, sim_ms REAL,
  accuracy REAL,
  agreement_with_fp32 REAL,
  elapsed_ms REAL, finished_at TEXT
);
CREATE TABLE layers (
  point_key TEXT NOT NULL, idx INTEGER NOT NULL,
  name TEXT, op TEXT, kind TEXT, macs INTEGER,
  cycles REAL, compute_cycles REAL, vector_cycles REAL, memory_cycles REAL,
  dram_bytes REAL, energy_pj REAL, utilization REAL, bound TEXT,
  operational_intensity REAL, attained_ops_per_second REAL, lower_bound_cycles REAL,
  sim_cycles REAL, sim_array_cycles REAL, sim_dma_cycles REAL, sim_stall_cycles REAL, sim_energy_pj REAL,
  PRIMARY KEY (point_key, idx)
);
)sql";

template <class R>
using Member = std::variant<std::string R::*, std::optional<std::string> R::*, std::int64_t R::*,
                            std::optional<std::int64_t> R::*, double R::*, std::optional<double> R::*>;

template <class R>
struct Column {
  const char* name;
  Member<R> member;
};

using P = PointRecord;
/// The member columns of `points`; the config columns go after compiler_options.
const std::vector<Column<P>>& pointTable() {
  static const std::vector<Column<P>> columns = {
      {"point_key", &P::point_key},
      {"point_index", &P::point_index},
      {"fidelity", &P::fidelity},
      {"status", &P::status},
      {"error", &P::error},
      {"params", &P::params},
      {"spec_name", &P::spec_name},
      {"spec_fingerprint", &P::spec_fingerprint},
      {"model", &P::model},
      {"model_hash", &P::model_hash},
      {"compiler_options", &P::compiler_options},
      {"peak_ops_per_second", &P::peak_ops_per_second},
      {"dram_bytes_per_second", &P::dram_bytes_per_second},
      {"quant_precision", &P::quant_precision},
      {"quant_method", &P::quant_method},
      {"pruning", &P::pruning},
      {"weight_density", &P::weight_density},
      {"layer_precision", &P::layer_precision},
      {"cycles", &P::cycles},
      {"latency_us", &P::latency_us},
      {"energy_pj", &P::energy_pj},
      {"area_um2", &P::area_um2},
      {"macs", &P::macs},
      {"dram_bytes", &P::dram_bytes},
      {"utilization", &P::utilization},
      {"peak_activation_bytes", &P::peak_activation_bytes},
      {"lower_bound_cycles", &P::lower_bound_cycles},
      {"host_kernels", &P::host_kernels},
      {"sim_cycles", &P::sim_cycles},
      {"sim_latency_us", &P::sim_latency_us},
      {"sim_energy_pj", &P::sim_energy_pj},
      {"sim_dram_bytes", &P::sim_dram_bytes},
      {"sim_array_busy_cycles", &P::sim_array_busy_cycles},
      {"sim_stall_cycles", &P::sim_stall_cycles},
      {"sim_instructions", &P::sim_instructions},
      {"sim_ms", &P::sim_ms},
      {"accuracy", &P::accuracy},
      {"agreement_with_fp32", &P::agreement_with_fp32},
      {"elapsed_ms", &P::elapsed_ms},
      {"finished_at", &P::finished_at},
  };
  return columns;
}

using L = LayerRecord;
const std::vector<Column<L>>& layerTable() {
  static const std::vector<Column<L>> columns = {
      {"idx", &L::idx},
      {"name", &L::name},
      {"op", &L::op},
      {"kind", &L::kind},
      {"macs", &L::macs},
      {"cycles", &L::cycles},
      {"compute_cycles", &L::compute_cycles},
      {"vector_cycles", &L::vector_cycles},
      {"memory_cycles", &L::memory_cycles},
      {"dram_bytes", &L::dram_bytes},
      {"energy_pj", &L::energy_pj},
      {"utilization", &L::utilization},
      {"bound", &L::bound},
      {"operational_intensity", &L::operational_intensity},
      {"attained_ops_per_second", &L::attained_ops_per_second},
      {"lower_bound_cycles", &L::lower_bound_cycles},
      {"sim_cycles", &L::sim_cycles},
      {"sim_array_cycles", &L::sim_array_cycles},
      {"sim_dma_cycles", &L::sim_dma_cycles},
      {"sim_stall_cycles", &L::sim_stall_cycles},
      {"sim_energy_pj", &L::sim_energy_pj},
  };
  return columns;
}

/// Binds a record's member. Text is bound without a copy (SQLITE_STATIC):
/// the record must outlive the statement's next sqlite3_step(), as it does in
/// write(), which steps right after binding and resets before binding again.
template <class R>
void bindColumn(sqlite3_stmt* statement, int index, const R& record, const Member<R>& member) {
  std::visit(
      [&](auto pointer) {
        const auto& value = record.*pointer;
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>) {
          sqlite3_bind_text(statement, index, value.data(), static_cast<int>(value.size()), SQLITE_STATIC);
        } else if constexpr (std::is_same_v<T, std::int64_t>) {
          sqlite3_bind_int64(statement, index, value);
        } else if constexpr (std::is_same_v<T, double>) {
          sqlite3_bind_double(statement, index, value);
        } else {
          if (!value)
            sqlite3_bind_null(statement, index);
          else if constexpr (std::is_same_v<T, std::optional<std::string>>)
            sqlite3_bind_text(statement, index, value->data(), static_cast<int>(value->size()), SQLITE_STATIC);
          else if constexpr (std::is_same_v<T, std::optional<std::int64_t>>)
            sqlite3_bind_int64(statement, index, *value);
          else
            sqlite3_bind_double(statement, index, *value);
        }
      },
      member);
}

/// Index in pointTable() before which the config columns sit.
std::size_t configColumnsAt() {
  const auto& table = pointTable();
  for (std::size_t i = 0; i < table.size(); ++i)
    if (std::string_view(table[i].name) == "peak_ops_per_second") return i;
  return table.size();
}

const char* sqlType(hw::FieldKind kind) {
  switch (kind) {
    case hw::FieldKind::kInteger:
    case hw::FieldKind::kBytes:
    case hw::FieldKind::kBoolean: return "INTEGER";
    case hw::FieldKind::kNumber: return "REAL";
    default: return "TEXT";
  }
}

void bindConfig(sqlite3_stmt* statement, int index, const PointRecord& record, const std::string& column) {
  auto it = record.config.find(column);
  if (it == record.config.end()) {
    sqlite3_bind_null(statement, index);
    return;
  }
  std::visit(
      [&](const auto& value) {
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::int64_t>) sqlite3_bind_int64(statement, index, value);
        else if constexpr (std::is_same_v<T, double>) sqlite3_bind_double(statement, index, value);
        else if constexpr (std::is_same_v<T, bool>) sqlite3_bind_int(statement, index, value ? 1 : 0);
        else {
          const std::string text = hw::formatFieldValue(value);
          sqlite3_bind_text(statement, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
        }
      },
      it->second);
}

Diagnostic sqlError(const std::string& file, sqlite3* db, const std::string& what) {
  return fileError(file, fmt::format("{}: {}", what, db ? sqlite3_errmsg(db) : "out of memory"));
}

Expected<sqlite3_stmt*> prepare(sqlite3* db, const std::string& file, const std::string& sql) {
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK)
    return Status::error(sqlError(file, db, "cannot prepare '" + sql.substr(0, 60) + "'"));
  return statement;
}

/// Finalizes a statement when it goes out of scope.
struct StatementGuard {
  sqlite3_stmt* statement;
  ~StatementGuard() { sqlite3_finalize(statement); }
};

Expected<sqlite3*> openDatabase(const fs::path& file, int flags) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(file.string().c_str(), &db, flags, nullptr) != SQLITE_OK) {
    Diagnostic d = sqlError(file.string(), db, "cannot open the results database");
    sqlite3_close(db);
    return Status::error(d);
  }
  // Readers (a report, a progress check) may look while a sweep writes.
  sqlite3_busy_timeout(db, 10000);
  return db;
}

Status insertMeta(sqlite3* db, const std::string& file, const StoreMeta& meta) {
  Expected<sqlite3_stmt*> statement = prepare(db, file, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
  if (!statement) return statement.status();
  StatementGuard guard{*statement};
  for (const auto& [key, value] : meta) {
    sqlite3_reset(*statement);
    sqlite3_bind_text(*statement, 1, key.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(*statement, 2, value.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(*statement) != SQLITE_DONE) return Status::error(sqlError(file, db, "cannot write meta"));
  }
  return Status();
}

std::string placeholders(std::size_t n) {
  std::string text;
  for (std::size_t i = 0; i < n; ++i) text += i ? ", ?" : "?";
  return text;
}

}  // namespace

const std::vector<std::string>& identityMetaKeys() {
  static const std::vector<std::string> keys = {"schema_version", "sweep", "fidelity", "definition"};
  return keys;
}

Status checkSameSweep(const StoreMeta& a, const std::string& a_name, const StoreMeta& b, const std::string& b_name) {
  std::vector<std::string> notes;
  for (const std::string& key : identityMetaKeys()) {
    auto x = a.find(key), y = b.find(key);
    const std::string xv = x == a.end() ? "(missing)" : x->second;
    const std::string yv = y == b.end() ? "(missing)" : y->second;
    if (xv == yv) continue;
    auto shorten = [](const std::string& v) { return v.size() > 200 ? v.substr(0, 200) + "..." : v; };
    notes.push_back(fmt::format("{}: {} in {}, {} in {}", key, shorten(xv), a_name, shorten(yv), b_name));
  }
  if (notes.empty()) return Status();
  Diagnostic d = fileError(b_name, fmt::format("holds a different sweep than {}", a_name));
  d.notes = std::move(notes);
  d.notes.push_back(
      "a database holds exactly one sweep definition (sweep file, base config and model contents); use another "
      "--out, or delete the old database");
  return Status::error(d);
}

const std::vector<const hw::ConfigField*>& configColumns() {
  static const std::vector<const hw::ConfigField*> fields = [] {
    std::vector<const hw::ConfigField*> f;
    for (const hw::ConfigField& field : hw::configFields())
      if (!field.results_column.empty()) f.push_back(&field);
    return f;
  }();
  return fields;
}

const std::string& schemaSql() {
  static const std::string sql = [] {
    std::vector<std::string> lines;
    for (const hw::ConfigField* field : configColumns())
      lines.push_back(fmt::format("  {} {},", field->results_column, sqlType(field->kind)));
    std::string text = kSchemaTemplate;
    const std::string marker = "{config_columns}";
    text.replace(text.find(marker), marker.size(), join(lines, "\n"));
    return text;
  }();
  return sql;
}

const std::vector<std::string>& pointColumns() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    const auto& table = pointTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (i == configColumnsAt())
        for (const hw::ConfigField* field : configColumns()) n.push_back(field->results_column);
      n.emplace_back(table[i].name);
    }
    return n;
  }();
  return names;
}

const std::vector<std::string>& layerColumns() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n = {"point_key"};
    for (const auto& c : layerTable()) n.emplace_back(c.name);
    return n;
  }();
  return names;
}

ResultsStore::~ResultsStore() {
  for (sqlite3_stmt* s : {insert_point_, replace_point_, delete_layers_, insert_layer_}) sqlite3_finalize(s);
  sqlite3_close(db_);
}

Expected<std::unique_ptr<ResultsStore>> ResultsStore::create(const fs::path& file, const StoreMeta& meta) {
  std::error_code ec;
  if (fs::exists(file, ec)) return Status::error(fileError(file.string(), "already exists"));
  if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
  // The database appears under its name only with its schema and meta: a
  // reader (`tessera sweep status` while shard tasks start) never finds a
  // file that is not yet a results database. It is written beside it and
  // linked into place (which fails if another writer was first; renamed
  // where the file system has no hard links).
  const fs::path staging = file.string() + fmt::format(".creating-{}", static_cast<long>(::getpid()));
  fs::remove(staging, ec);
  {
    Expected<sqlite3*> db = openDatabase(staging, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!db) return db.status();
    std::unique_ptr<ResultsStore> store(new ResultsStore(*db, staging.string()));
    for (const std::string& sql : {std::string("PRAGMA journal_mode=WAL"), std::string("PRAGMA synchronous=NORMAL"),
                                   std::string("BEGIN IMMEDIATE"), schemaSql()})
      if (Status s = execSql(*db, store->path_, sql); !s.ok()) return s;
    if (Status s = insertMeta(*db, store->path_, meta); !s.ok()) return s;
    if (Status s = execSql(*db, store->path_, "COMMIT"); !s.ok()) return s;
  }  // closed: its write-ahead log is checkpointed and removed
  fs::create_hard_link(staging, file, ec);
  std::error_code probe;
  if (ec && ec != std::errc::file_exists && !fs::exists(file, probe)) {
    ec.clear();  // a file system without hard links: the file is renamed into place
    fs::rename(staging, file, ec);
  }
  std::error_code removed;
  fs::remove(staging, removed);
  if (ec) return Status::error(fileError(file.string(), "cannot create the results database: " + ec.message()));
  Expected<sqlite3*> db = openDatabase(file, SQLITE_OPEN_READWRITE);
  if (!db) return db.status();
  std::unique_ptr<ResultsStore> store(new ResultsStore(*db, file.string()));
  if (Status s = execSql(*db, store->path_, "PRAGMA synchronous=NORMAL"); !s.ok()) return s;
  if (Status s = store->prepareWriters(); !s.ok()) return s;
  return store;
}

Expected<std::unique_ptr<ResultsStore>> ResultsStore::openExisting(const fs::path& file, bool read_only) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) return Status::error(fileError(file.string(), "no such results database"));
  Expected<sqlite3*> db = openDatabase(file, read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE);
  if (!db) return db.status();
  std::unique_ptr<ResultsStore> store(new ResultsStore(*db, file.string()));
  Expected<StoreMeta> meta = store->meta();
  if (!meta) return Status::error(fileError(file.string(), "not a Tessera results database (no meta table)"));
  auto version = meta->find("schema_version");
  if (version == meta->end() || version->second != std::to_string(kStoreSchemaVersion))
    return Status::error(fileError(
        file.string(), fmt::format("results schema version {}, this build reads {}",
                                   version == meta->end() ? "(missing)" : version->second, kStoreSchemaVersion)));
  if (!read_only) {
    if (Status s = execSql(*db, store->path_, "PRAGMA synchronous=NORMAL"); !s.ok()) return s;
    if (Status s = store->addMissingColumns(); !s.ok()) return s;
    if (Status s = store->prepareWriters(); !s.ok()) return s;
  }
  return store;
}

Expected<std::unique_ptr<ResultsStore>> ResultsStore::openForSweep(const fs::path& file, const StoreMeta& meta) {
  std::error_code ec;
  if (!fs::exists(file, ec)) return create(file, meta);
  Expected<std::unique_ptr<ResultsStore>> store = openExisting(file, false);
  if (!store) return store.status();
  Expected<StoreMeta> stored = (*store)->meta();
  if (!stored) return stored.status();
  if (Status s = checkSameSweep(*stored, "the sweep file", meta, file.string()); !s.ok()) return s;
  StoreMeta update = meta;
  update.erase("created");
  if (Status s = insertMeta((*store)->db_, file.string(), update); !s.ok()) return s;
  return store;
}

/// The SQL type of a record member's column (the nullable ones an older store may lack).
template <class R>
const char* sqlTypeOf(const Member<R>& member) {
  return std::visit(
      [](auto pointer) -> const char* {
        using T = std::decay_t<decltype(std::declval<R>().*pointer)>;
        if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::optional<std::string>>) return "TEXT";
        if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, std::optional<std::int64_t>>) return "INTEGER";
        return "REAL";
      },
      member);
}

Status ResultsStore::addMissingColumns() {
  auto present = [&](const char* table) -> Expected<std::vector<std::string>> {
    Expected<sqlite3_stmt*> info = prepare(db_, path_, fmt::format("SELECT name FROM pragma_table_info('{}')", table));
    if (!info) return info.status();
    std::vector<std::string> names;
    StatementGuard guard{*info};
    while (sqlite3_step(*info) == SQLITE_ROW) names.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(*info, 0)));
    return names;
  };
  auto add = [&](const char* table, const std::vector<std::string>& have, const std::string& column,
                 const char* type) -> Status {
    if (std::find(have.begin(), have.end(), column) != have.end()) return Status();
    return execSql(db_, path_, fmt::format("ALTER TABLE {} ADD COLUMN {} {}", table, column, type));
  };
  Expected<std::vector<std::string>> points = present("points");
  if (!points) return points.status();
  for (const hw::ConfigField* field : configColumns())
    if (Status s = add("points", *points, field->results_column, sqlType(field->kind)); !s.ok()) return s;
  for (const Column<P>& c : pointTable())
    if (Status s = add("points", *points, c.name, sqlTypeOf(c.member)); !s.ok()) return s;
  Expected<std::vector<std::string>> layers = present("layers");
  if (!layers) return layers.status();
  for (const Column<L>& c : layerTable())
    if (Status s = add("layers", *layers, c.name, sqlTypeOf(c.member)); !s.ok()) return s;
  return Status();
}

Status ResultsStore::prepareWriters() {
  // A sweep inserts its points and layers in key order, which is random: a
  // page cache that holds the key indexes (about 25 MB at 10,000 points)
  // spares reading their pages back from the file for every batch.
  if (Status s = execSql(db_, path_, "PRAGMA cache_size=-65536"); !s.ok()) return s;
  std::vector<std::string> names = pointColumns();
  const std::string columns = join(names, ", ");
  const std::string values = placeholders(names.size());
  Expected<sqlite3_stmt*> insert =
      prepare(db_, path_, fmt::format("INSERT OR IGNORE INTO points ({}) VALUES ({})", columns, values));
  if (!insert) return insert.status();
  insert_point_ = *insert;
  Expected<sqlite3_stmt*> replace =
      prepare(db_, path_, fmt::format("INSERT OR REPLACE INTO points ({}) VALUES ({})", columns, values));
  if (!replace) return replace.status();
  replace_point_ = *replace;
  Expected<sqlite3_stmt*> remove = prepare(db_, path_, "DELETE FROM layers WHERE point_key = ?");
  if (!remove) return remove.status();
  delete_layers_ = *remove;
  Expected<sqlite3_stmt*> layer = prepare(db_, path_,
                                          fmt::format("INSERT OR REPLACE INTO layers ({}) VALUES ({})",
                                                      join(layerColumns(), ", "), placeholders(layerColumns().size())));
  if (!layer) return layer.status();
  insert_layer_ = *layer;
  return Status();
}

Status ResultsStore::setMeta(const std::string& key, const std::string& value) {
  return insertMeta(db_, path_, {{key, value}});
}

Expected<StoreMeta> ResultsStore::meta() {
  Expected<sqlite3_stmt*> statement = prepare(db_, path_, "SELECT key, value FROM meta");
  if (!statement) return statement.status();
  StatementGuard guard{*statement};
  StoreMeta meta;
  int rc;
  while ((rc = sqlite3_step(*statement)) == SQLITE_ROW)
    meta[reinterpret_cast<const char*>(sqlite3_column_text(*statement, 0))] =
        reinterpret_cast<const char*>(sqlite3_column_text(*statement, 1));
  if (rc != SQLITE_DONE) return Status::error(sqlError(path_, db_, "cannot read meta"));
  return meta;
}

Expected<std::map<std::string, std::string>> ResultsStore::statuses() {
  Expected<sqlite3_stmt*> statement = prepare(db_, path_, "SELECT point_key, status FROM points");
  if (!statement) return statement.status();
  StatementGuard guard{*statement};
  std::map<std::string, std::string> result;
  int rc;
  while ((rc = sqlite3_step(*statement)) == SQLITE_ROW)
    result[reinterpret_cast<const char*>(sqlite3_column_text(*statement, 0))] =
        reinterpret_cast<const char*>(sqlite3_column_text(*statement, 1));
  if (rc != SQLITE_DONE) return Status::error(sqlError(path_, db_, "cannot read points"));
  return result;
}

Expected<std::optional<StoredOutcome>> ResultsStore::outcome(const std::string& key,
                                                             const std::vector<std::string>& columns) {
  std::string sql = "SELECT status, error";
  for (const std::string& column : columns) sql += ", " + column;
  sql += " FROM points WHERE point_key = ?";
  Expected<sqlite3_stmt*> statement = prepare(db_, path_, sql);
  if (!statement) return statement.status();
  StatementGuard guard{*statement};
  sqlite3_bind_text(*statement, 1, key.c_str(), static_cast<int>(key.size()), SQLITE_TRANSIENT);
  const int step = sqlite3_step(*statement);
  if (step == SQLITE_DONE) return std::optional<StoredOutcome>();
  if (step != SQLITE_ROW) return Status::error(sqlError(path_, db_, "cannot read point " + key));
  auto text = [&](int column) -> std::optional<std::string> {
    if (sqlite3_column_type(*statement, column) == SQLITE_NULL) return std::nullopt;
    return std::string(reinterpret_cast<const char*>(sqlite3_column_text(*statement, column)));
  };
  StoredOutcome outcome;
  outcome.status = text(0).value_or("");
  outcome.error = text(1);
  for (std::size_t i = 0; i < columns.size(); ++i) {
    const int column = static_cast<int>(i) + 2;
    if (sqlite3_column_type(*statement, column) == SQLITE_NULL)
      outcome.values.push_back(std::nullopt);
    else
      outcome.values.push_back(sqlite3_column_double(*statement, column));
  }
  return std::optional<StoredOutcome>(std::move(outcome));
}

Expected<std::int64_t> ResultsStore::countPoints() {
  Expected<sqlite3_stmt*> statement = prepare(db_, path_, "SELECT COUNT(*) FROM points");
  if (!statement) return statement.status();
  StatementGuard guard{*statement};
  if (sqlite3_step(*statement) != SQLITE_ROW) return Status::error(sqlError(path_, db_, "cannot count points"));
  return static_cast<std::int64_t>(sqlite3_column_int64(*statement, 0));
}

Expected<std::int64_t> ResultsStore::write(const std::vector<PointRecord>& points, bool replace) {
  if (points.empty()) return std::int64_t{0};
  if (Status s = execSql(db_, path_, "BEGIN IMMEDIATE"); !s.ok()) return s;
  std::int64_t added = 0;
  auto fail = [&](const std::string& what) -> Expected<std::int64_t> {
    Diagnostic d = sqlError(path_, db_, what);
    execSql(db_, path_, "ROLLBACK");
    return Status::error(d);
  };
  sqlite3_stmt* point_statement = replace ? replace_point_ : insert_point_;
  for (const PointRecord& point : points) {
    sqlite3_reset(point_statement);
    sqlite3_clear_bindings(point_statement);
    const auto& table = pointTable();
    int index = 1;
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (i == configColumnsAt())
        for (const hw::ConfigField* field : configColumns()) bindConfig(point_statement, index++, point, field->results_column);
      bindColumn(point_statement, index++, point, table[i].member);
    }
    if (sqlite3_step(point_statement) != SQLITE_DONE) return fail("cannot write point " + point.point_key);
    if (sqlite3_changes(db_) == 0) continue;  // already stored: keep the stored row and its layers
    ++added;
    if (replace) {
      sqlite3_reset(delete_layers_);
      sqlite3_bind_text(delete_layers_, 1, point.point_key.c_str(), -1, SQLITE_TRANSIENT);
      if (sqlite3_step(delete_layers_) != SQLITE_DONE) return fail("cannot delete layers of " + point.point_key);
    }
    for (const LayerRecord& layer : point.layers) {
      sqlite3_reset(insert_layer_);
      sqlite3_bind_text(insert_layer_, 1, point.point_key.c_str(), -1, SQLITE_STATIC);
      const auto& columns = layerTable();
      for (std::size_t i = 0; i < columns.size(); ++i)
        bindColumn(insert_layer_, static_cast<int>(i) + 2, layer, columns[i].member);
      if (sqlite3_step(insert_layer_) != SQLITE_DONE) return fail("cannot write layers of " + point.point_key);
    }
  }
  if (Status s = execSql(db_, path_, "COMMIT"); !s.ok()) {
    execSql(db_, path_, "ROLLBACK");
    return s;
  }
  return added;
}

Status execSql(sqlite3* db, const std::string& file, const std::string& sql) {
  char* message = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    std::string text = message ? message : "unknown error";
    sqlite3_free(message);
    return Status::error(fileError(file, fmt::format("SQLite: {} (in '{}')", text, sql.substr(0, 60))));
  }
  return Status();
}

std::string isoTimeNow() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
  return fmt::format("{}.{:03d}Z", text, static_cast<int>(ms));
}

}  // namespace tessera::sweep
