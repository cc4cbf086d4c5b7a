// libFuzzer harness for the ONNX importer: any bytes must import or fail
// with diagnostics; an imported graph must verify and print. Run, e.g.:
//   build-fuzz/tests/onnx_import_fuzz -max_total_time=600 -rss_limit_mb=4096 CORPUS
// with a corpus of model.onnx files from /usr/share/libonnx-testdata.
#include <cstddef>
#include <cstdint>
#include <string>

#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/onnx/importer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string bytes(reinterpret_cast<const char*>(data), size);
  tessera::Expected<tessera::ir::Graph> graph = tessera::onnx_io::importOnnxBytes(bytes, "fuzz.onnx", {});
  if (!graph) {
    (void)tessera::render(graph.status().diagnostics());
    return 0;
  }
  if (!tessera::ir::verifyGraph(*graph).ok()) __builtin_trap();  // the importer promised a verified graph
  (void)tessera::ir::printGraph(*graph);
  return 0;
}
