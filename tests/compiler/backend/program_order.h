// Happens-before in a Program, for tests: which instruction's token an
// instruction pops, and whether one instruction must wait for another
// (stage order plus popped tokens).
#pragma once

#include <cstddef>
#include <vector>

#include "compiler/backend/program/program.h"
#include "hw/isa/isa.h"

namespace tessera::backend::testing {

/// The instruction whose pushed token code[i] pops from its next stage
/// (`from_next`) or its previous one: the n-th pop of a queue takes its n-th push.
inline std::size_t tokenSource(const std::vector<isa::Instruction>& code, std::size_t i, bool from_next) {
  const isa::Stage stage = isa::stageOf(code[i].opcode);
  const int producer = static_cast<int>(stage) + (from_next ? 1 : -1);
  std::size_t pops = 0;
  for (std::size_t j = 0; j <= i; ++j)
    if (code[j].opcode != isa::Opcode::kHalt && isa::stageOf(code[j].opcode) == stage &&
        (from_next ? code[j].deps.pop_next : code[j].deps.pop_prev))
      ++pops;
  for (std::size_t j = 0, pushes = 0; j < code.size(); ++j)
    if (code[j].opcode != isa::Opcode::kHalt && static_cast<int>(isa::stageOf(code[j].opcode)) == producer &&
        (from_next ? code[j].deps.push_prev : code[j].deps.push_next) && ++pushes == pops)
      return j;
  return code.size();
}

/// True when code[later] cannot start before code[earlier] has: a chain of
/// stage order (each stage starts its instructions in order) and popped tokens.
inline bool waitsFor(const std::vector<isa::Instruction>& code, std::size_t later, std::size_t earlier) {
  std::vector<char> seen(code.size(), 0);
  std::vector<std::size_t> todo{later};
  while (!todo.empty()) {
    const std::size_t i = todo.back();
    todo.pop_back();
    if (i == earlier) return true;
    if (i < earlier || seen[i] || code[i].opcode == isa::Opcode::kHalt) continue;
    seen[i] = 1;
    const isa::Stage stage = isa::stageOf(code[i].opcode);
    for (std::size_t j = i; j-- > 0;)
      if (code[j].opcode != isa::Opcode::kHalt && isa::stageOf(code[j].opcode) == stage) {
        todo.push_back(j);
        break;
      }
    if (code[i].deps.pop_next) todo.push_back(tokenSource(code, i, true));
    if (code[i].deps.pop_prev) todo.push_back(tokenSource(code, i, false));
  }
  return false;
}

/// The last instruction of kernel `k` with `opcode` for which `pick` holds (code.size(): none).
template <typename Pick>
std::size_t lastOf(const std::vector<isa::Instruction>& code, const ProgramKernel& k, isa::Opcode opcode, Pick pick) {
  std::size_t found = code.size();
  for (std::size_t i = k.first; i < k.first + k.count; ++i)
    if (code[i].opcode == opcode && pick(code[i])) found = i;
  return found;
}

}  // namespace tessera::backend::testing
