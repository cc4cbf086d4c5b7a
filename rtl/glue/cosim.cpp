// The registry of Verilated compute units (see cosim.h); the list of points
// comes from the build (cosim_points.h: one function per point).
#include "rtl/glue/cosim.h"

#include <fmt/format.h>

#include "cosim_points.h"

namespace tessera::rtl {

#define TESSERA_DECLARE_POINT(point) CosimPoint cosimPoint_##point();
TESSERA_COSIM_POINT_LIST(TESSERA_DECLARE_POINT)
#undef TESSERA_DECLARE_POINT

const std::vector<CosimPoint>& cosimPoints() {
  static const std::vector<CosimPoint> points = [] {
    std::vector<CosimPoint> out;
#define TESSERA_ADD_POINT(point) out.push_back(cosimPoint_##point());
    TESSERA_COSIM_POINT_LIST(TESSERA_ADD_POINT)
#undef TESSERA_ADD_POINT
    return out;
  }();
  return points;
}

Status useRtlComputeUnit(const hw::Spec& spec) {
  if (spec.params().precision.number_format != hw::NumberFormat::kInt)
    return Status::error(fileError("", fmt::format("rtl: the RTL compute unit computes integer formats only; '{}' is {}",
                                                   spec.params().name, hw::name(spec.params().precision.number_format))));
  std::string built;
  for (const CosimPoint& point : cosimPoints()) {
    if (point.fingerprint == spec.fingerprint())
      return sim::tlm::setClockedComputeUnit([make = point.make, spec] { return make(spec); });
    built += fmt::format("{}{} ({})", built.empty() ? "" : ", ", point.name, point.fingerprint);
  }
  return Status::error(fileError(
      "", fmt::format("rtl: no Verilated compute unit for spec fingerprint {} ('{}'); this build has {}. Add the "
                      "config to TESSERA_COSIM_POINTS in rtl/CMakeLists.txt and rebuild",
                      spec.fingerprint(), spec.params().name, built)));
}

}  // namespace tessera::rtl
