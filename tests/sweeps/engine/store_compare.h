// Test helper: a database's rows as text, for comparing two runs value by value.
#pragma once

#include <sqlite3.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace tessera::sweep::testing {

/// Every row of `table` ordered by `order_by`, each as "column=value|..."
/// (values as SQLite prints them; REALs with 17 significant digits), leaving
/// out `skip` columns (times that differ between runs).
inline std::vector<std::string> tableRows(const std::filesystem::path& file, const std::string& table,
                                          const std::string& order_by,
                                          const std::set<std::string>& skip = {"elapsed_ms", "finished_at"}) {
  std::vector<std::string> rows;
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(file.string().c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    sqlite3_close(db);
    return {"cannot open " + file.string()};
  }
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, ("SELECT * FROM " + table + " ORDER BY " + order_by).c_str(), -1, &s, nullptr);
  while (sqlite3_step(s) == SQLITE_ROW) {
    std::string row;
    for (int c = 0; c < sqlite3_column_count(s); ++c) {
      const std::string name = sqlite3_column_name(s, c);
      if (skip.count(name)) continue;
      std::string value;
      switch (sqlite3_column_type(s, c)) {
        case SQLITE_NULL: value = "NULL"; break;
        case SQLITE_INTEGER: value = std::to_string(sqlite3_column_int64(s, c)); break;
        case SQLITE_FLOAT: {
          char text[40];
          std::snprintf(text, sizeof text, "%.17g", sqlite3_column_double(s, c));
          value = text;
          break;
        }
        default: value = reinterpret_cast<const char*>(sqlite3_column_text(s, c));
      }
      row += name + "=" + value + "|";
    }
    rows.push_back(std::move(row));
  }
  sqlite3_finalize(s);
  sqlite3_close(db);
  return rows;
}

/// One number from a query.
inline std::int64_t queryInt(const std::filesystem::path& file, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(file.string().c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* s = nullptr;
  std::int64_t value = -1;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
    value = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  sqlite3_close(db);
  return value;
}

}  // namespace tessera::sweep::testing
