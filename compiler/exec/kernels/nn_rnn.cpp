// Recurrent kernels: RNN, GRU and LSTM (forward, reverse, bidirectional; sequence_lens; layout 0 and 1).
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

enum class Cell { kRnn, kGru, kLstm };

int gatesOf(Cell cell) { return cell == Cell::kRnn ? 1 : cell == Cell::kGru ? 3 : 4; }

/// One activation function of the `activations` attribute with its alpha and beta.
struct Activation {
  enum class Kind { kSigmoid, kTanh, kRelu, kLeakyRelu, kThresholdedRelu, kScaledTanh, kHardSigmoid, kElu, kSoftsign,
                    kSoftplus, kAffine };
  Kind kind = Kind::kTanh;
  double alpha = 0, beta = 0;

  double operator()(double x) const {
    switch (kind) {
      case Kind::kSigmoid: return 1.0 / (1.0 + std::exp(-x));
      case Kind::kTanh: return std::tanh(x);
      case Kind::kRelu: return std::max(0.0, x);
      case Kind::kLeakyRelu: return x >= 0 ? x : alpha * x;
      case Kind::kThresholdedRelu: return x > alpha ? x : 0.0;
      case Kind::kScaledTanh: return alpha * std::tanh(beta * x);
      case Kind::kHardSigmoid: return std::clamp(alpha * x + beta, 0.0, 1.0);
      case Kind::kElu: return x >= 0 ? x : alpha * (std::exp(x) - 1.0);
      case Kind::kSoftsign: return x / (1.0 + std::abs(x));
      case Kind::kSoftplus: return std::log1p(std::exp(x));
      case Kind::kAffine: return alpha * x + beta;
    }
    return x;
  }
};

/// The activations of every direction (defaults per cell), consuming
/// activation_alpha / activation_beta in order for the functions that take them.
Expected<std::vector<Activation>> readActivations(const KernelContext& ctx, Cell cell, int directions) {
  using Kind = Activation::Kind;
  struct Spec {
    const char* name;
    Kind kind;
    int params;  // 0: none, 1: alpha, 2: alpha and beta
    double alpha, beta;
  };
  static const Spec kSpecs[] = {
      {"sigmoid", Kind::kSigmoid, 0, 0, 0},         {"tanh", Kind::kTanh, 0, 0, 0},
      {"relu", Kind::kRelu, 0, 0, 0},               {"leakyrelu", Kind::kLeakyRelu, 1, 0.01, 0},
      {"thresholdedrelu", Kind::kThresholdedRelu, 1, 1.0, 0}, {"scaledtanh", Kind::kScaledTanh, 2, 1.0, 1.0},
      {"hardsigmoid", Kind::kHardSigmoid, 2, 0.2, 0.5}, {"elu", Kind::kElu, 1, 1.0, 0},
      {"softsign", Kind::kSoftsign, 0, 0, 0},       {"softplus", Kind::kSoftplus, 0, 0, 0},
      {"affine", Kind::kAffine, 2, 1.0, 0}};
  const size_t per_direction = cell == Cell::kRnn ? 1 : cell == Cell::kGru ? 2 : 3;
  std::vector<std::string> names;
  if (auto it = ctx.node.attributes.find("activations"); it != ctx.node.attributes.end())
    if (const auto* list = std::get_if<std::vector<std::string>>(&it->second)) names = *list;
  if (names.empty()) {
    const std::vector<std::string> defaults = cell == Cell::kRnn   ? std::vector<std::string>{"Tanh"}
                                              : cell == Cell::kGru ? std::vector<std::string>{"Sigmoid", "Tanh"}
                                                                   : std::vector<std::string>{"Sigmoid", "Tanh", "Tanh"};
    for (int d = 0; d < directions; ++d) names.insert(names.end(), defaults.begin(), defaults.end());
  }
  if (names.size() != per_direction * static_cast<size_t>(directions))
    return ctx.error(fmt::format("activations has {} names, expected {} per direction for {} direction(s)", names.size(),
                                 per_direction, directions));
  const std::vector<float> alphas = ctx.node.attrFloats("activation_alpha"), betas = ctx.node.attrFloats("activation_beta");
  size_t next_alpha = 0, next_beta = 0;
  std::vector<Activation> out;
  for (const std::string& name : names) {
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const Spec* spec = nullptr;
    for (const Spec& s : kSpecs)
      if (lower == s.name) spec = &s;
    if (!spec) return ctx.unsupported(fmt::format("activation function '{}'", name));
    Activation a{spec->kind, spec->alpha, spec->beta};
    if (spec->params >= 1 && next_alpha < alphas.size()) a.alpha = alphas[next_alpha++];
    if (spec->params >= 2 && next_beta < betas.size()) a.beta = betas[next_beta++];
    out.push_back(a);
  }
  return out;
}

/// Checks an optional input's shape.
Status checkShape(const KernelContext& ctx, const Tensor* t, const Shape& expected, const std::string& what) {
  if (!t || t->shape() == expected) return Status();
  return ctx.error(fmt::format("{} has shape {}, expected {}", what, ir::formatShape(t->shape()), ir::formatShape(expected)));
}

template <class T>
Status runRecurrent(KernelContext& ctx, Cell cell) {
  const Tensor& x = *ctx.input(0);
  const Tensor& w = *ctx.input(1);
  const Tensor& r = *ctx.input(2);
  const Tensor* b = ctx.input(3);
  const Tensor* lens = ctx.input(4);
  const Tensor* init_h = ctx.input(5);
  const Tensor* init_c = cell == Cell::kLstm ? ctx.input(6) : nullptr;
  const Tensor* peep = cell == Cell::kLstm ? ctx.input(7) : nullptr;
  const std::int64_t layout = ctx.node.attrInt("layout", 0);
  const std::string direction = ctx.node.attrString("direction", "forward");
  if (layout != 0 && layout != 1) return ctx.error(fmt::format("layout is {}, expected 0 or 1", layout));
  if (direction != "forward" && direction != "reverse" && direction != "bidirectional")
    return ctx.error(fmt::format("direction is '{}', expected forward, reverse or bidirectional", direction));
  if (x.rank() != 3 || w.rank() != 3 || r.rank() != 3)
    return ctx.error(fmt::format("X {}, W {} and R {} must be 3-D", ir::formatShape(x.shape()), ir::formatShape(w.shape()),
                                 ir::formatShape(r.shape())));
  const int dirs = direction == "bidirectional" ? 2 : 1;
  const std::int64_t g = gatesOf(cell);
  const std::int64_t seq = layout == 0 ? x.dim(0) : x.dim(1), batch = layout == 0 ? x.dim(1) : x.dim(0), in = x.dim(2);
  const std::int64_t hidden = ctx.node.attrInt("hidden_size", r.dim(2));
  const Shape state_shape = layout == 0 ? Shape{dirs, batch, hidden} : Shape{batch, dirs, hidden};
  if (hidden < 1 || w.shape() != Shape{dirs, g * hidden, in} || r.shape() != Shape{dirs, g * hidden, hidden})
    return ctx.error(fmt::format("W {} and R {} must be [{}, {}, {}] and [{}, {}, {}] for hidden_size {}",
                                 ir::formatShape(w.shape()), ir::formatShape(r.shape()), dirs, g * hidden, in, dirs, g * hidden,
                                 hidden, hidden));
  for (Status s : {checkShape(ctx, b, {dirs, 2 * g * hidden}, "B"), checkShape(ctx, lens, {batch}, "sequence_lens"),
                   checkShape(ctx, init_h, state_shape, "initial_h"), checkShape(ctx, init_c, state_shape, "initial_c"),
                   checkShape(ctx, peep, {dirs, 3 * hidden}, "P")})
    if (!s.ok()) return s;
  for (const Tensor* t : {&w, &r, b, init_h, init_c, peep})
    if (t)
      if (Status s = checkSameType(ctx, *t, x, "a weight or state input"); !s.ok()) return s;
  if (cell == Cell::kLstm && ctx.node.attrInt("input_forget", 0) != 0) return ctx.unsupported("LSTM input_forget = 1");
  const bool linear_before_reset = ctx.node.attrInt("linear_before_reset", 0) != 0;
  const double clip = ctx.node.has("clip") ? ctx.node.attrFloat("clip", 0) : 0;
  if (ctx.node.has("clip") && !(clip > 0)) return ctx.error(fmt::format("clip is {}, expected a positive value", clip));
  Expected<std::vector<Activation>> acts = readActivations(ctx, cell, dirs);
  if (!acts) return acts.status();
  std::vector<std::int64_t> length(static_cast<size_t>(batch), seq);
  if (lens) {
    if (lens->dtype() != DType::kI32) return ctx.error("sequence_lens must be i32");
    for (std::int64_t i = 0; i < batch; ++i) {
      length[static_cast<size_t>(i)] = lens->intAt(i);
      if (length[static_cast<size_t>(i)] < 0 || length[static_cast<size_t>(i)] > seq)
        return ctx.error(fmt::format("sequence_lens[{}] is {}, expected 0 to {}", i, lens->intAt(i), seq));
    }
  }
  const Shape y_shape = layout == 0 ? Shape{seq, dirs, batch, hidden} : Shape{batch, seq, dirs, hidden};
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), y_shape);
  if (!y) return y.status();
  Tensor y_h(x.dtype(), state_shape), y_c(x.dtype(), state_shape);
  if (!fitsBlas(seq * batch, g * hidden, std::max(in, hidden))) return ctx.unsupported("dims exceed BLAS's 32-bit int");
  setBlasThreads(ctx.threads);

  // X in [seq, batch, input] order.
  std::vector<T> xs(static_cast<size_t>(x.size()));
  for (std::int64_t t = 0; t < seq; ++t)
    for (std::int64_t n = 0; n < batch; ++n)
      std::copy_n(x.data<T>() + (layout == 0 ? t * batch + n : n * seq + t) * in, in, xs.data() + (t * batch + n) * in);
  auto stateAt = [&](std::int64_t d, std::int64_t n) { return (layout == 0 ? d * batch + n : n * dirs + d) * hidden; };
  auto outAt = [&](std::int64_t t, std::int64_t d, std::int64_t n) {
    return (layout == 0 ? (t * dirs + d) * batch + n : (n * seq + t) * dirs + d) * hidden;
  };
  const std::int64_t gh = g * hidden;
  std::vector<T> xw(static_cast<size_t>(seq * batch * gh)), hr(static_cast<size_t>(batch * gh));
  std::vector<T> h(static_cast<size_t>(batch * hidden)), c(h.size()), rh(h.size()), gated(h.size());
  auto clipped = [&](double v) { return clip > 0 ? std::clamp(v, -clip, clip) : v; };
  for (int d = 0; d < dirs; ++d) {
    const bool reverse = direction == "reverse" || d == 1;
    // Activations of this direction: f (gates), g (candidate), h (LSTM output).
    const size_t first = static_cast<size_t>(d) * (acts->size() / static_cast<size_t>(dirs));
    const Activation& f = (*acts)[first];
    const Activation& act_g = cell == Cell::kRnn ? f : (*acts)[first + 1];
    const Activation& act_h = cell == Cell::kLstm ? (*acts)[first + 2] : f;
    const T* wd = w.data<T>() + d * gh * in;
    const T* rd = r.data<T>() + d * gh * hidden;
    const T* wb = b ? b->data<T>() + d * 2 * gh : nullptr;
    const T* rb = b ? wb + gh : nullptr;
    const T* pd = peep ? peep->data<T>() + d * 3 * hidden : nullptr;
    gemm(false, true, seq * batch, gh, in, T{1}, xs.data(), in, wd, in, T{0}, xw.data(), gh);
    for (std::int64_t n = 0; n < batch; ++n)
      for (std::int64_t j = 0; j < hidden; ++j) {
        const size_t i = static_cast<size_t>(n * hidden + j);
        h[i] = init_h ? init_h->data<T>()[stateAt(d, n) + j] : T{0};
        c[i] = init_c ? init_c->data<T>()[stateAt(d, n) + j] : T{0};
      }
    for (std::int64_t step = 0; step < seq; ++step) {
      gemm(false, true, batch, gh, hidden, T{1}, h.data(), hidden, rd, hidden, T{0}, hr.data(), gh);
      if (cell == Cell::kGru && !linear_before_reset) {
        // (r ⊙ H) Rh^T needs r first: compute the reset gate, then the product.
        for (std::int64_t n = 0; n < batch; ++n)
          for (std::int64_t j = 0; j < hidden; ++j) {
            const std::int64_t t = reverse ? length[static_cast<size_t>(n)] - 1 - step : step;
            const std::int64_t k = hidden + j;  // gate r
            const double pre = (t >= 0 ? xw[static_cast<size_t>((t * batch + n) * gh + k)] : 0) + hr[static_cast<size_t>(n * gh + k)] +
                               (wb ? wb[k] + rb[k] : 0);
            gated[static_cast<size_t>(n * hidden + j)] = static_cast<T>(f(clipped(pre)) * h[static_cast<size_t>(n * hidden + j)]);
          }
        gemm(false, true, batch, hidden, hidden, T{1}, gated.data(), hidden, rd + 2 * hidden * hidden, hidden, T{0}, rh.data(),
             hidden);
      }
      for (std::int64_t n = 0; n < batch; ++n) {
        if (step >= length[static_cast<size_t>(n)]) continue;
        const std::int64_t t = reverse ? length[static_cast<size_t>(n)] - 1 - step : step;
        const T* xr = xw.data() + (t * batch + n) * gh;
        const T* hrow = hr.data() + n * gh;
        auto pre = [&](std::int64_t gate, std::int64_t j) {
          const std::int64_t k = gate * hidden + j;
          return static_cast<double>(xr[k]) + hrow[k] + (wb ? static_cast<double>(wb[k]) + rb[k] : 0.0);
        };
        for (std::int64_t j = 0; j < hidden; ++j) {
          const size_t i = static_cast<size_t>(n * hidden + j);
          double out = 0;
          if (cell == Cell::kRnn) {
            out = f(clipped(pre(0, j)));
          } else if (cell == Cell::kGru) {
            const double z = f(clipped(pre(0, j)));
            const double reset = f(clipped(pre(1, j)));
            const std::int64_t k = 2 * hidden + j;
            const double candidate_pre =
                linear_before_reset ? xr[k] + (wb ? wb[k] : 0.0) + reset * (hrow[k] + (rb ? rb[k] : 0.0))
                                    : xr[k] + (wb ? wb[k] + rb[k] : 0.0) + rh[i];
            out = (1 - z) * act_g(clipped(candidate_pre)) + z * h[i];
          } else {
            const double c_prev = c[i];
            const double gi = f(clipped(pre(0, j) + (pd ? pd[j] * c_prev : 0.0)));
            const double gf = f(clipped(pre(2, j) + (pd ? pd[2 * hidden + j] * c_prev : 0.0)));
            const double cand = act_g(clipped(pre(3, j)));
            const double c_new = gf * c_prev + gi * cand;
            const double go = f(clipped(pre(1, j) + (pd ? pd[hidden + j] * c_new : 0.0)));
            c[i] = static_cast<T>(c_new);
            out = go * act_h(c_new);
          }
          // Written after the row's gates are done: h of this row is read above.
          gated[i] = static_cast<T>(out);
        }
        for (std::int64_t j = 0; j < hidden; ++j) {
          const size_t i = static_cast<size_t>(n * hidden + j);
          h[i] = gated[i];
          y.value().data<T>()[outAt(t, d, n) + j] = h[i];
        }
      }
    }
    for (std::int64_t n = 0; n < batch; ++n)
      for (std::int64_t j = 0; j < hidden; ++j) {
        y_h.data<T>()[stateAt(d, n) + j] = h[static_cast<size_t>(n * hidden + j)];
        y_c.data<T>()[stateAt(d, n) + j] = c[static_cast<size_t>(n * hidden + j)];
      }
  }
  ctx.outputs[0] = std::move(y).value();
  if (ctx.outputs.size() > 1) ctx.outputs[1] = y_h;
  if (ctx.outputs.size() > 2 && cell == Cell::kLstm) ctx.outputs[2] = y_c;
  return Status();
}

template <Cell kCell>
Status recurrent(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 3, kCell == Cell::kLstm ? 8 : 6); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, recurrent<kCell>);
  if (Status s = checkFloat(ctx, x, "X"); !s.ok()) return s;
  return x.dtype() == DType::kF32 ? runRecurrent<float>(ctx, kCell) : runRecurrent<double>(ctx, kCell);
}

}  // namespace

void registerRecurrentKernels(KernelRegistry& registry) {
  registry.add("RNN", recurrent<Cell::kRnn>);
  registry.add("GRU", recurrent<Cell::kGru>);
  registry.add("LSTM", recurrent<Cell::kLstm>);
}

}  // namespace tessera::exec::nn
