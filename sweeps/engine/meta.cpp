// Meta rows and model hashes of a sweep's results database (see meta.h).
#include "sweeps/engine/meta.h"

#include <fmt/format.h>

#include "compiler/passes/pass.h"
#include "hw/spec/loader.h"
#include "sweeps/engine/hash.h"

#ifndef TESSERA_VERSION
#error "TESSERA_VERSION must be defined by the build (sweeps/CMakeLists.txt)"
#endif

namespace tessera::sweep {
namespace {

using Json = nlohmann::ordered_json;

Json axesJson(const SweepSpec& spec) {
  Json axes = Json::object();
  for (const Axis& axis : spec.axes) {
    Json values = Json::array();
    for (const std::vector<AxisValue>& tuple : axis.values) {
      if (tuple.size() == 1 && axis.key.find('[') == std::string::npos) {
        values.push_back(tuple[0].toJson());
        continue;
      }
      Json t = Json::array();
      for (const AxisValue& v : tuple) t.push_back(v.toJson());
      values.push_back(t);
    }
    axes[axis.key] = values;
  }
  return axes;
}

}  // namespace

Expected<std::string> modelHash(const SweepModel& model) {
  Expected<std::string> file = sha256File(model.file);
  if (!file) return file.status();
  if (!model.eval && model.input_shapes.empty()) return *file;
  std::string text = "model=" + *file;
  for (const auto& [name, dims] : model.input_shapes) text += fmt::format("\ninput_shape {}={}", name, fmt::join(dims, ","));
  if (!model.eval) return sha256Hex(text);
  Expected<std::string> inputs = sha256File(model.eval->inputs);
  if (!inputs) return inputs.status();
  text += "\ninputs=" + *inputs;
  if (model.eval->labels) {
    Expected<std::string> labels = sha256File(*model.eval->labels);
    if (!labels) return labels.status();
    text += "\nlabels=" + *labels;
  }
  text += fmt::format("\ncalibration_samples={}", model.eval->calibration_samples);
  return sha256Hex(text);
}

StoreMeta sweepMeta(const SweepSpec& spec, const std::vector<std::string>& model_hashes) {
  Json models = Json::array();
  for (std::size_t i = 0; i < spec.models.size(); ++i) {
    const SweepModel& m = spec.models[i];
    Json entry = {{"name", m.name}, {"file", m.file.lexically_normal().string()}, {"hash", model_hashes[i]}};
    if (m.eval) {
      entry["eval_inputs"] = m.eval->inputs.lexically_normal().string();
      entry["eval_labels"] = m.eval->labels ? Json(m.eval->labels->lexically_normal().string()) : Json(nullptr);
      entry["calibration_samples"] = m.eval->calibration_samples;
    }
    models.push_back(entry);
  }
  Json sampling =
      spec.sampling.random ? Json{{"random", spec.sampling.count}, {"seed", spec.sampling.seed}} : Json("grid");
  if (const std::optional<SearchSampling>& search = spec.sampling.search) {
    sampling = Json{{"search", name(search->algorithm)},
                    {"budget", search->budget},
                    {"seed", spec.sampling.seed},
                    {"population", search->population}};
    if (search->islands > 1) sampling["islands"] = search->islands;
  }
  Json constraints = Json::array();
  for (const Constraint& c : spec.constraints) constraints.push_back(c.text);
  Json objectives = Json::array();
  for (Objective o : spec.objectives) objectives.push_back(name(o));
  Expected<hw::Spec> base = hw::loadSpec(spec.base);  // loaded when the sweep was
  Json definition = {
      {"sweep", spec.name},
      {"fidelity", name(spec.fidelity)},
      {"base", base ? sha256Hex(base->canonicalText()) : std::string("invalid")},
      {"models", Json::array()},
      {"axes", axesJson(spec)},
      // A search evaluates grid points under their grid keys and indices: its definition is the grid's,
      // so it shares the store (and every point already in it) with grid runs and other searches.
      {"sampling", spec.sampling.search ? Json("grid") : sampling},
      {"constraints", constraints},
      {"store_layers", spec.store_layers},
      {"pipeline", passes::defaultPipeline()},
  };
  for (std::size_t i = 0; i < spec.models.size(); ++i)
    definition["models"].push_back({{"name", spec.models[i].name}, {"hash", model_hashes[i]}});
  const std::int64_t combinations = spec.sampling.search   ? spec.sampling.search->budget
                                    : spec.sampling.random ? spec.sampling.count
                                                           : gridSize(spec);
  const std::int64_t points = combinations * static_cast<std::int64_t>(spec.models.size());
  return {
      {"schema_version", std::to_string(kStoreSchemaVersion)},
      {"sweep", spec.name},
      {"spec_file", spec.display_path},
      {"base_config", spec.base_display},
      {"fidelity", std::string(name(spec.fidelity))},
      {"objectives", objectives.dump()},
      {"axes", axesJson(spec).dump()},
      {"created", isoTimeNow()},
      {"tessera_version", TESSERA_VERSION},
      {"definition", sha256Hex(definition.dump()).substr(0, 32)},
      {"models", models.dump()},
      {"sampling", sampling.dump()},
      {"constraints", constraints.dump()},
      {"store_layers", spec.store_layers ? "true" : "false"},
      {"points_total", std::to_string(points)},
  };
}

}  // namespace tessera::sweep
