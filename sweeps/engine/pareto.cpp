// Pareto fronts (see pareto.h).
#include "sweeps/engine/pareto.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <numeric>

#include "hw/support/text.h"
#include "sweeps/engine/store.h"

namespace tessera::sweep {
namespace {

std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string columnText(sqlite3_stmt* statement, int column) {
  const unsigned char* text = sqlite3_column_text(statement, column);
  return text ? reinterpret_cast<const char*>(text) : "";
}

}  // namespace

bool dominates(const std::vector<double>& a, const std::vector<double>& b) {
  bool better = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] > b[i]) return false;
    if (a[i] < b[i]) better = true;
  }
  return better;
}

std::vector<std::size_t> paretoFront(const std::vector<std::vector<double>>& values) {
  std::vector<std::size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
  // In lexicographic order a point can only be dominated by an earlier one,
  // and if an earlier dominated point dominates it, so does whoever
  // dominated that one: comparing with the front so far is enough.
  std::vector<std::size_t> front;
  for (std::size_t index : order) {
    bool dominated = false;
    for (std::size_t kept : front)
      if (dominates(values[kept], values[index])) {
        dominated = true;
        break;
      }
    if (!dominated) front.push_back(index);
  }
  std::sort(front.begin(), front.end());
  return front;
}

Expected<std::vector<Objective>> parseObjectiveList(const std::string& text) {
  std::vector<Objective> objectives;
  std::size_t begin = 0;
  while (true) {
    std::size_t comma = text.find(',', begin);
    std::string word = text.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin);
    std::optional<Objective> objective = parseObjective(word);
    if (!objective) {
      Diagnostic d;
      d.message = fmt::format("--objectives: unknown objective '{}'; expected a comma-separated list of: {}", word,
                              join(objectiveNames(), ", "));
      if (auto close = closestMatch(word, objectiveNames()))
        d.notes.push_back(fmt::format("did you mean '{}'?", *close));
      return Status::error(d);
    }
    if (std::find(objectives.begin(), objectives.end(), *objective) != objectives.end()) {
      Diagnostic d;
      d.message = fmt::format("--objectives: '{}' is listed twice", word);
      return Status::error(d);
    }
    objectives.push_back(*objective);
    if (comma == std::string::npos) break;
    begin = comma + 1;
  }
  if (objectives.size() < 2) {
    Diagnostic d;
    d.message = fmt::format("--objectives: a Pareto front needs at least two objectives, got '{}'", text);
    return Status::error(d);
  }
  return objectives;
}

Expected<ParetoResult> paretoFronts(const std::filesystem::path& database, const std::vector<Objective>& objectives) {
  Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openExisting(database, true);
  if (!store) return store.status();
  // Each point's value at its own fidelity (systemc: the simulated Program's latency and energy).
  std::vector<std::string> columns;
  std::vector<std::string> present;
  for (Objective objective : objectives) {
    const std::string value = fmt::format("(CASE fidelity WHEN '{}' THEN {} ELSE {} END)", name(Fidelity::kSystemC),
                                          column(objective, Fidelity::kSystemC), column(objective));
    columns.push_back(value);
    present.push_back(value + " IS NOT NULL");
  }
  const std::string sql = fmt::format(
      "SELECT model, fidelity, point_key, point_index, params, compiler_options, spec_fingerprint, {} FROM points "
      "WHERE status = 'ok' AND {} ORDER BY model, fidelity, point_index",
      join(columns, ", "), join(present, " AND "));
  sqlite3* db = (*store)->handle();
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) {
    Diagnostic d = fileError(database.string(), fmt::format("cannot read points: {}", sqlite3_errmsg(db)));
    sqlite3_finalize(statement);
    return Status::error(d);
  }
  std::map<std::pair<std::string, std::string>, std::vector<FrontPoint>> groups;
  int rc;
  while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
    FrontPoint point;
    point.point_key = columnText(statement, 2);
    point.point_index = sqlite3_column_int64(statement, 3);
    point.params = columnText(statement, 4);
    point.compiler_options = columnText(statement, 5);
    point.spec_fingerprint = columnText(statement, 6);
    for (std::size_t i = 0; i < objectives.size(); ++i)
      point.values.push_back(sqlite3_column_double(statement, 7 + static_cast<int>(i)));
    groups[{columnText(statement, 0), columnText(statement, 1)}].push_back(std::move(point));
  }
  sqlite3_finalize(statement);
  if (rc != SQLITE_DONE)
    return Status::error(fileError(database.string(), fmt::format("cannot read points: {}", sqlite3_errmsg(db))));

  ParetoResult result;
  result.objectives = objectives;
  for (auto& [group, points] : groups) {
    std::vector<std::vector<double>> oriented;
    for (const FrontPoint& p : points) {
      std::vector<double> v = p.values;
      for (std::size_t i = 0; i < objectives.size(); ++i)
        if (maximised(objectives[i])) v[i] = -v[i];
      oriented.push_back(std::move(v));
    }
    Front front;
    front.model = group.first;
    front.fidelity = group.second;
    front.candidates = static_cast<std::int64_t>(points.size());
    for (std::size_t index : paretoFront(oriented)) front.points.push_back(points[index]);
    std::stable_sort(front.points.begin(), front.points.end(), [&](const FrontPoint& a, const FrontPoint& b) {
      return maximised(objectives[0]) ? a.values[0] > b.values[0] : a.values[0] < b.values[0];
    });
    result.fronts.push_back(std::move(front));
  }
  return result;
}

std::string toCsv(const ParetoResult& result) {
  std::vector<std::string> header = {"model", "fidelity", "point_index", "point_key"};
  for (Objective objective : result.objectives) header.emplace_back(column(objective));
  header.insert(header.end(), {"compiler_options", "spec_fingerprint", "params"});
  std::string out = join(header, ",") + "\n";
  for (const Front& front : result.fronts)
    for (const FrontPoint& p : front.points) {
      std::vector<std::string> row = {csvField(front.model), front.fidelity, std::to_string(p.point_index),
                                      p.point_key};
      for (double v : p.values) row.push_back(fmt::format("{:.17g}", v));
      row.insert(row.end(), {csvField(p.compiler_options), csvField(p.spec_fingerprint), csvField(p.params)});
      out += join(row, ",") + "\n";
    }
  return out;
}

nlohmann::ordered_json toJson(const ParetoResult& result) {
  using Json = nlohmann::ordered_json;
  Json out;
  out["objectives"] = Json::array();
  for (Objective objective : result.objectives)
    out["objectives"].push_back(
        {{"name", name(objective)}, {"column", column(objective)}, {"goal", maximised(objective) ? "max" : "min"}});
  out["fronts"] = Json::array();
  for (const Front& front : result.fronts) {
    Json f;
    f["model"] = front.model;
    f["fidelity"] = front.fidelity;
    f["candidates"] = front.candidates;
    f["points"] = Json::array();
    for (const FrontPoint& p : front.points) {
      Json point;
      point["point_index"] = p.point_index;
      point["point_key"] = p.point_key;
      for (std::size_t i = 0; i < p.values.size(); ++i)
        point[std::string(column(result.objectives[i], fidelityNamed(front.fidelity)))] = p.values[i];
      point["compiler_options"] = p.compiler_options;
      point["spec_fingerprint"] = p.spec_fingerprint;
      point["params"] = Json::parse(p.params, nullptr, false);
      f["points"].push_back(std::move(point));
    }
    out["fronts"].push_back(std::move(f));
  }
  return out;
}

}  // namespace tessera::sweep
