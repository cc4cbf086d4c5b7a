// libFuzzer harness for the accelerator spec loader: any bytes must load or
// fail with diagnostics, never crash, hang or leak. Build with
// -DTESSERA_FUZZ=ON and clang; run, for example:
//   build-fuzz/tests/spec_fuzz -max_total_time=600 -max_len=8192 CORPUS configs
#include <cstddef>
#include <cstdint>
#include <string>

#include "hw/spec/loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  tessera::Expected<tessera::hw::YamlDocument> document =
      tessera::hw::parseYamlText(std::move(text), "fuzz.yaml", TESSERA_CONFIG_DIR);
  if (!document) {
    (void)tessera::render(document.status().diagnostics());
    return 0;
  }
  tessera::Expected<tessera::hw::Spec> spec = tessera::hw::loadSpec(*document);
  if (spec) (void)spec->fingerprint();
  else (void)tessera::render(spec.status().diagnostics());
  return 0;
}
