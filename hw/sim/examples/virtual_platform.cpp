// Example: the accelerator IP in a small SystemC virtual platform.
//
//   tessera_virtual_platform --hw CONFIG --dram-bytes N DIR [--dump FILE]
//
// The host (platform.h) copies DIR/program.bin's instruction words, the
// weight-encoding table (DIR/encodings.bin, when the Program has compressed
// weights) and a DRAM window of N bytes (DIR/dram.bin's constants at their
// address, the rest zero; N is runtime.json's dram_bytes) into system memory, programs the
// accelerator's registers, starts it, waits for its interrupt, reads STATUS
// and CYCLES and the DRAM window back (--dump writes it to FILE). Every
// instruction of the Program runs, segment after segment; the host ops a
// compiled model runs between segments are `tessera sim`'s business, not
// this example's. Exit code 0 when STATUS is done.
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "hw/isa/program_image.h"
#include "hw/sim/examples/platform.h"
#include "hw/spec/loader.h"

namespace {

int usage() {
  std::cerr << "usage: tessera_virtual_platform --hw CONFIG --dram-bytes N DIR [--dump FILE]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string config, dir, dump;
  std::uint64_t dram_bytes = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--hw" && i + 1 < argc) config = argv[++i];
    else if (a == "--dram-bytes" && i + 1 < argc) dram_bytes = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--dump" && i + 1 < argc) dump = argv[++i];
    else if (!a.empty() && a[0] != '-' && dir.empty()) dir = a;
    else return usage();
  }
  if (config.empty() || dir.empty() || dram_bytes == 0) return usage();
  tessera::Expected<tessera::hw::Spec> spec = tessera::hw::loadSpecFile(config);
  if (!spec) {
    std::cerr << tessera::render(spec.status().diagnostics());
    return 1;
  }
  tessera::Expected<tessera::isa::ProgramImage> image =
      tessera::isa::readProgramImage(dir, tessera::isa::layoutFor(*spec));
  if (!image) {
    std::cerr << tessera::render(image.status().diagnostics());
    return 1;
  }
  if (dram_bytes > static_cast<std::uint64_t>(spec->params().dram.bytes)) {
    std::cerr << fmt::format("error: --dram-bytes {}: more than the spec's {}-byte DRAM\n", dram_bytes,
                             spec->params().dram.bytes);
    return 1;
  }
  tessera::sim::examples::Job job;
  job.code = image->code;
  job.instructions = image->size();
  job.dram.assign(dram_bytes, 0);
  if (image->dram) {
    const auto& d = *image->dram;
    if (d.base_address + d.bytes.size() > dram_bytes) {
      std::cerr << fmt::format("error: {}/dram.bin: {} bytes at {:#x} do not fit the {}-byte DRAM window\n", dir,
                               d.bytes.size(), d.base_address, dram_bytes);
      return 1;
    }
    std::copy(d.bytes.begin(), d.bytes.end(), job.dram.begin() + static_cast<std::ptrdiff_t>(d.base_address));
  }
  // System memory: the program words, the encoding table (a Program with
  // compressed weights: DIR/encodings.bin), then the DRAM window.
  job.encodings = tessera::isa::encodeEncodingTable(image->encodings);
  job.program_address = 0;
  job.encoding_table = (job.code.size() * 8 + 4095) / 4096 * 4096;
  job.dram_base = (job.encoding_table + job.encodings.size() + 4095) / 4096 * 4096;
  tessera::sim::examples::Platform platform("vp", *spec, job.dram_base + dram_bytes);
  platform.run(job);

  const char* status[] = {"idle", "busy", "done", "error"};
  std::cout << fmt::format("{}: status {}, {} instructions ({} words each), {} accelerator cycles, interrupt {}, "
                           "{:.0f} ns from start to interrupt\n",
                           dir, job.status < 4 ? status[job.status] : "?", job.instructions, job.instruction_words,
                           job.cycles, job.interrupted ? "raised" : "not raised",
                           (job.finished - job.started).to_seconds() * 1e9);
  if (job.status != 2)
    std::cerr << fmt::format("error: instruction {}: {}\n", job.error_instruction, platform.accelerator.lastError());
  if (!dump.empty()) {
    std::ofstream out(dump, std::ios::binary);
    out.write(reinterpret_cast<const char*>(job.dram_after.data()), static_cast<std::streamsize>(job.dram_after.size()));
    if (!out) {
      std::cerr << "error: " << dump << ": cannot write\n";
      return 1;
    }
  }
  return job.status == 2 ? 0 : 1;
}
