// Quantization options as text: precisions, per-layer precision lists and files, describe().
#include <fmt/format.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "compiler/quant/quantize.h"

namespace tessera::quant {
namespace {

Diagnostic optionError(std::string message, std::string file = "") {
  Diagnostic d;
  d.location.file = std::move(file);
  d.message = std::move(message);
  return d;
}

}  // namespace

Expected<Precision> parsePrecision(const std::string& text) {
  if (text == "int4") return Precision::kInt4;
  if (text == "int8") return Precision::kInt8;
  if (text == "int16") return Precision::kInt16;
  if (text == "fp16") return Precision::kFp16;
  if (text == "bf16") return Precision::kBf16;
  if (text == "fp32") return Precision::kFp32;
  return Status::error(
      optionError(fmt::format("unknown precision '{}': expected int4, int8, int16, fp16, bf16 or fp32", text)));
}

Expected<LayerPrecision> parseLayerPrecision(const std::string& text) {
  LayerPrecision layers;
  size_t pos = 0;
  while (pos <= text.size()) {
    const size_t comma = text.find(',', pos);
    const std::string item = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    const size_t eq = item.rfind('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
      return Status::error(optionError(fmt::format(
          "layer precision \"{}\": item '{}' at column {}: expected LAYER=PRECISION", text, item, pos + 1)));
    Expected<Precision> precision = parsePrecision(item.substr(eq + 1));
    if (!precision) return precision.status();
    if (!layers.emplace(item.substr(0, eq), *precision).second)
      return Status::error(
          optionError(fmt::format("layer precision \"{}\": layer '{}' is given twice", text, item.substr(0, eq))));
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return layers;
}

Expected<LayerPrecision> readLayerPrecisionFile(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) return Status::error(optionError("cannot read the layer precision file", file.string()));
  const nlohmann::json json = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded() || !json.is_object())
    return Status::error(optionError("expected a JSON object {\"LAYER\": \"PRECISION\", ...}", file.string()));
  LayerPrecision layers;
  for (const auto& [name, value] : json.items()) {
    if (!value.is_string())
      return Status::error(optionError(
          fmt::format("layer '{}': expected a precision string, got {}", name, value.dump()), file.string()));
    Expected<Precision> precision = parsePrecision(value.get<std::string>());
    if (!precision) {
      Diagnostic d = precision.status().diagnostics().front();
      d.location.file = file.string();
      d.message = fmt::format("layer '{}': {}", name, d.message);
      return Status::error(d);
    }
    layers[name] = *precision;
  }
  return layers;
}

Expected<CalibMethod> parseMethod(const std::string& text) {
  if (text == "minmax") return CalibMethod::kMinMax;
  if (text == "percentile") return CalibMethod::kPercentile;
  return Status::error(
      optionError(fmt::format("unknown calibration method '{}': expected minmax or percentile", text)));
}

std::string precisionName(Precision p) {
  switch (p) {
    case Precision::kFp32: return "fp32";
    case Precision::kInt4: return "int4";
    case Precision::kInt8: return "int8";
    case Precision::kInt16: return "int16";
    case Precision::kFp16: return "fp16";
    case Precision::kBf16: return "bf16";
  }
  return "?";
}

int integerBits(Precision p) {
  switch (p) {
    case Precision::kInt4: return 4;
    case Precision::kInt8: return 8;
    case Precision::kInt16: return 16;
    default: return 0;
  }
}

bool needsCalibration(const QuantizeOptions& options) {
  if (integerBits(options.precision) > 0) return true;
  for (const auto& [name, precision] : options.layers)
    if (integerBits(precision) > 0) return true;
  return false;
}

std::string methodName(CalibMethod m) { return m == CalibMethod::kMinMax ? "minmax" : "percentile"; }

std::string describe(const QuantizeOptions& o) {
  std::string text = "precision=" + precisionName(o.precision);
  if (needsCalibration(o)) {
    text += ",method=" + methodName(o.method);
    if (o.method == CalibMethod::kPercentile) text += fmt::format("({:g})", o.percentile);
    text += std::string(o.symmetric ? ",symmetric" : ",asymmetric") + (o.per_channel ? ",per-channel" : ",per-tensor");
  }
  if (!o.layers.empty()) {
    std::vector<std::string> items;
    for (const auto& [name, precision] : o.layers) items.push_back(name + ":" + precisionName(precision));
    text += ",layers=" + fmt::format("{}", fmt::join(items, ";"));
  }
  return text;
}

}  // namespace tessera::quant
