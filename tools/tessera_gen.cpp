// tessera-gen: the build's generation step, `tessera gen` without the rest of the CLI.
//
// The build generates every config's SystemVerilog package before Verilating
// the RTL, and `tessera` links the Verilated compute units (`tessera sim
// --rtl`), so the generator cannot be `tessera` itself. Same files, same
// function (isa::writeGeneratedFilesWithLayout) as `tessera gen CONFIG --out DIR`.
#include <iostream>
#include <string>

#include "hw/isa/layout_params.h"
#include "hw/spec/loader.h"

int main(int argc, char** argv) {
  using namespace tessera;
  if (argc != 4 || std::string(argv[2]) != "--out") {
    std::cerr << "usage: tessera-gen CONFIG --out DIR\n";
    return 2;
  }
  Expected<hw::Spec> spec = hw::loadSpecFile(argv[1]);
  if (!spec) {
    std::cerr << render(spec.status().diagnostics());
    return 1;
  }
  Status status = isa::writeGeneratedFilesWithLayout(*spec, argv[3]);
  if (!status.ok()) {
    std::cerr << render(status.diagnostics());
    return 1;
  }
  return 0;
}
