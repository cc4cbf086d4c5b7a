// Merging shard databases (see merge.h).
#include "sweeps/engine/merge.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>

#include "hw/support/text.h"
#include "sweeps/engine/store.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

Expected<std::int64_t> scalarQuery(sqlite3* db, const std::string& file, const std::string& sql) {
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK ||
      sqlite3_step(statement) != SQLITE_ROW) {
    Diagnostic d = fileError(file, fmt::format("SQLite: {} (in '{}')", sqlite3_errmsg(db), sql.substr(0, 60)));
    sqlite3_finalize(statement);
    return Status::error(d);
  }
  std::int64_t value = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  return value;
}

/// Column names of `table` in the attached database `schema`.
std::vector<std::string> columnsOf(sqlite3* db, const std::string& schema, const std::string& table) {
  std::vector<std::string> names;
  sqlite3_stmt* statement = nullptr;
  const std::string sql = "SELECT name FROM pragma_table_info('" + table + "', '" + schema + "')";
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) == SQLITE_OK)
    while (sqlite3_step(statement) == SQLITE_ROW)
      names.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(statement, 0)));
  sqlite3_finalize(statement);
  return names;
}

std::string quoteSql(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

}  // namespace

Expected<MergeSummary> mergeStores(const fs::path& out, const std::vector<fs::path>& inputs) {
  if (inputs.empty()) return Status::error(fileError(out.string(), "merge: no input databases"));
  MergeSummary summary;
  std::vector<StoreMeta> metas;
  for (const fs::path& input : inputs) {
    std::error_code ec;
    if (fs::exists(out, ec) && fs::equivalent(out, input, ec))
      return Status::error(fileError(input.string(), "merge: an input is also the output"));
    Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openExisting(input, true);
    if (!store) return store.status();
    Expected<StoreMeta> meta = (*store)->meta();
    if (!meta) return meta.status();
    if (!metas.empty())
      if (Status s = checkSameSweep(metas.front(), inputs.front().string(), *meta, input.string()); !s.ok()) return s;
    metas.push_back(*meta);
  }
  std::error_code ec;
  Expected<std::unique_ptr<ResultsStore>> target =
      fs::exists(out, ec) ? ResultsStore::openExisting(out, false) : ResultsStore::create(out, metas.front());
  if (!target) return target.status();
  Expected<StoreMeta> out_meta = (*target)->meta();
  if (!out_meta) return out_meta.status();
  if (Status s = checkSameSweep(metas.front(), inputs.front().string(), *out_meta, out.string()); !s.ok()) return s;

  sqlite3* db = (*target)->handle();
  const std::string file = out.string();
  const std::string points = join(pointColumns(), ", ");
  const std::string layers = join(layerColumns(), ", ");
  // A store written before a column existed (a config field, the sim_ results) lacks it: NULL there.
  auto selectable = [&](const std::string& table, const std::vector<std::string>& columns) {
    const std::vector<std::string> present = columnsOf(db, "input", table);
    std::vector<std::string> out;
    for (const std::string& c : columns)
      out.push_back(std::find(present.begin(), present.end(), c) != present.end() ? c : "NULL AS " + c);
    return out;
  };

  for (const fs::path& input : inputs) {
    ++summary.inputs;
    if (Status s = execSql(db, file, "ATTACH DATABASE " + quoteSql(input.string()) + " AS input"); !s.ok()) return s;
    auto detach = [&] { execSql(db, file, "DETACH DATABASE input"); };
    const std::vector<std::string> present = columnsOf(db, "input", "points");
    auto has = [&](const std::string& c) { return std::find(present.begin(), present.end(), c) != present.end(); };
    const std::vector<std::string> selected = selectable("points", pointColumns());
    const std::vector<std::string> selected_layers = selectable("layers", layerColumns());
    // Columns whose values are results: two copies of one key agree on these
    // unless a run differed (elapsed_ms and finished_at always differ).
    std::vector<std::string> differs;
    for (const std::string& c : pointColumns())
      if (c != "elapsed_ms" && c != "finished_at" && c != "sim_ms" && c != "point_key" && has(c))
        differs.push_back(fmt::format("o.{0} IS NOT i.{0}", c));
    Expected<std::int64_t> read = scalarQuery(db, file, "SELECT COUNT(*) FROM input.points");
    Expected<std::int64_t> conflicts =
        scalarQuery(db, file,
                    fmt::format("SELECT COUNT(*) FROM input.points i JOIN main.points o USING (point_key) WHERE {}",
                                join(differs, " OR ")));
    Expected<std::int64_t> shared =
        scalarQuery(db, file, "SELECT COUNT(*) FROM input.points i JOIN main.points o USING (point_key)");
    if (!read || !conflicts || !shared) {
      detach();
      return !read ? read.status() : !conflicts ? conflicts.status() : shared.status();
    }
    summary.points_read += *read;
    summary.conflicts += *conflicts;
    summary.duplicates += *shared - *conflicts;
    // One transaction per input: the new keys, then their layers.
    const std::string sql = fmt::format(
        "BEGIN IMMEDIATE;"
        "CREATE TEMP TABLE new_keys AS SELECT point_key FROM input.points EXCEPT SELECT point_key FROM main.points;"
        "INSERT INTO main.points ({0}) SELECT {2} FROM input.points WHERE point_key IN (SELECT point_key FROM "
        "new_keys);"
        "INSERT INTO main.layers ({1}) SELECT {3} FROM input.layers WHERE point_key IN (SELECT point_key FROM "
        "new_keys);"
        "DROP TABLE new_keys;"
        "COMMIT;",
        points, layers, join(selected, ", "), join(selected_layers, ", "));
    Expected<std::int64_t> before = scalarQuery(db, file, "SELECT COUNT(*) FROM main.points");
    if (!before) {
      detach();
      return before.status();
    }
    if (Status s = execSql(db, file, sql); !s.ok()) {
      execSql(db, file, "ROLLBACK");
      execSql(db, file, "DROP TABLE IF EXISTS temp.new_keys");
      detach();
      return s;
    }
    detach();
    Expected<std::int64_t> after = scalarQuery(db, file, "SELECT COUNT(*) FROM main.points");
    if (!after) return after.status();
    summary.points_added += *after - *before;
  }
  Expected<std::int64_t> total = (*target)->countPoints();
  if (!total) return total.status();
  summary.points_total = *total;
  return summary;
}

}  // namespace tessera::sweep
