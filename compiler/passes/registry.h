// The PassInfo of every pass; each is defined on the last lines of its file.
#pragma once

#include "compiler/passes/pass.h"

namespace tessera::passes {

extern const PassInfo kRemoveIdentityPass;  // remove_identity.cpp
extern const PassInfo kFoldConstantsPass;   // fold_constants.cpp
extern const PassInfo kFoldBatchNormPass;   // fold_batchnorm.cpp
extern const PassInfo kCsePass;             // cse.cpp
extern const PassInfo kDcePass;             // dce.cpp
extern const PassInfo kFusePass;            // fuse.cpp
extern const PassInfo kFoldTransposesPass;  // fold_transposes.cpp
extern const PassInfo kRewriteGapPass;      // rewrite_gap.cpp
extern const PassInfo kPatchifyConvsPass;   // patchify_convs.cpp
extern const PassInfo kRecognizeActivationsPass;  // recognize_activations.cpp
extern const PassInfo kSelectLayoutPass;    // select_layout.cpp
extern const PassInfo kUpgradeOpsetPass;    // upgrade_opset.cpp

}  // namespace tessera::passes
