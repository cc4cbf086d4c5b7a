// Helpers shared by passes (see pass.h).
#include "compiler/passes/pass.h"

namespace tessera::passes {

bool isNondeterministic(const ir::Node& node) {
  static const char* kRandom[] = {"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike",
                                  "Multinomial", "Bernoulli", "Dropout"};
  for (const char* op : kRandom)
    if (node.op_type == op) return true;
  return false;
}

}  // namespace tessera::passes
