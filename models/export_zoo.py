#!/usr/bin/env python3
"""Export Tessera's model zoo to ONNX (opset 17, batch 1, fixed shapes, float32).

WEIGHTS ARE RANDOM. Pretrained torchvision weights need a download and this
machine is offline (Debian packages only), so every model is built with
random initialisation after torch.manual_seed(0). The graphs (op types, shapes,
parameter counts, FLOPs) are the real architectures; the numbers they compute
are not meaningful predictions.

BatchNorm statistics are recalibrated. torchvision's default init leaves
running_mean 0 / running_var 1, and its kaiming fan_out init for depthwise
convolutions is sqrt(C) too small, so in eval mode the activations of
mobilenet_v2 and efficientnet_b0 vanish (their logits come out around 1e-9 and
1e-14). That makes useless test vectors and meaningless quantisation ranges. So
for every model with BatchNorm, only the BatchNorm layers are put in training
mode and their running statistics are re-estimated (cumulative average,
momentum=None) from one batch of 4 standard-normal inputs (numpy seed 1);
everything else keeps the seed-0 random init. BatchNorm is then folded into the
convolutions by the exporter, as usual in eval mode.

For a model with real trained weights see
models/fashion_mnist/ (trained here on real data) and the PaddleOCR models
fetched by scripts/fetch_models.sh.

Writes, for each model NAME:
  DIR/NAME.onnx                   the model, checked with onnx.checker
  DIR/NAME_inputs/input_0.pb      TensorProto named after the graph input:
                                  standard-normal float32, numpy seed 0
  DIR/NAME_inputs/output_0.pb     TensorProto named after the graph output:
                                  the torch (eager) output for input_0
  DIR/zoo_summary.json            op counts, sizes, parameters, export seconds

Cache: a file is not rewritten if it exists and is newer than this script
(use --force to rewrite). A model whose files are all cached is not even built.

usage: /usr/bin/python3 models/export_zoo.py --out models/cache/zoo [--set core|extra] [--only NAME...] [--force]
       (setup exports --set extra into models/cache/zoo_extra)
Needs Debian's python3-torch, python3-torchvision, python3-onnx, python3-numpy
(use /usr/bin/python3, not another python3 on PATH).
"""
import argparse
import collections
import contextlib
import json
import math
import os
import sys
import time

import numpy as np
import onnx
import torch
import torch.nn as nn
import torchvision
from onnx import numpy_helper

OPSET = 17


# --------------------------------------------------------------------------
# Transformer models built from plain torch modules so the exported graph has
# MatMul / Softmax / LayerNormalization / Erf-GELU, and Reshape with constant
# shapes (all sizes are Python ints, nothing reads x.shape at trace time).
# --------------------------------------------------------------------------
class SelfAttention(nn.Module):
    def __init__(self, seq, hidden, heads, causal):
        super().__init__()
        self.seq, self.hidden, self.heads = seq, hidden, heads
        self.head_dim = hidden // heads
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, hidden)
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.causal = causal
        if causal:
            # Additive mask: 0 on and below the diagonal, -1e4 above (as GPT-2
            # did). exp(-1e4) is exactly 0 in float32, and the graph stays free
            # of -inf constants. Exported as one Add with a [1,1,S,S] constant.
            m = torch.triu(torch.full((seq, seq), -1e4), diagonal=1)
            self.register_buffer("mask", m.view(1, 1, seq, seq))

    def split(self, x):  # [1,S,H] -> [1,heads,S,head_dim]
        return x.reshape(1, self.seq, self.heads, self.head_dim).transpose(1, 2)

    def forward(self, x):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        scores = torch.matmul(q, k.transpose(2, 3)) * self.scale
        if self.causal:
            scores = scores + self.mask
        p = torch.softmax(scores, dim=-1)
        ctx = torch.matmul(p, v).transpose(1, 2).reshape(1, self.seq, self.hidden)
        return self.out(ctx)


class MLP(nn.Module):
    def __init__(self, hidden, ffn):
        super().__init__()
        self.fc1 = nn.Linear(hidden, ffn)
        self.act = nn.GELU()  # exact (erf) GELU; opset 17 has no Gelu op -> Div/Erf/Add/Mul
        self.fc2 = nn.Linear(ffn, hidden)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class BertLayer(nn.Module):
    """Post-LN BERT encoder layer: x = LN(x + Attn(x)); x = LN(x + FFN(x))."""

    def __init__(self, seq, hidden, heads, ffn):
        super().__init__()
        self.attn = SelfAttention(seq, hidden, heads, causal=False)
        self.ln1 = nn.LayerNorm(hidden, eps=1e-12)
        self.ffn = MLP(hidden, ffn)
        self.ln2 = nn.LayerNorm(hidden, eps=1e-12)

    def forward(self, x):
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.ffn(x))


class BertEncoder(nn.Module):
    def __init__(self, layers=2, seq=128, hidden=256, heads=4, ffn=1024):
        super().__init__()
        self.layers = nn.ModuleList(BertLayer(seq, hidden, heads, ffn) for _ in range(layers))

    def forward(self, x):  # x: [1,seq,hidden] float embeddings (not token ids)
        for layer in self.layers:
            x = layer(x)
        return x


class GPTBlock(nn.Module):
    """Pre-LN GPT-2 style block: x = x + Attn(LN(x)) (causal); x = x + MLP(LN(x))."""

    def __init__(self, seq=64, hidden=256, heads=4, ffn=1024):
        super().__init__()
        self.ln1 = nn.LayerNorm(hidden, eps=1e-5)
        self.attn = SelfAttention(seq, hidden, heads, causal=True)
        self.ln2 = nn.LayerNorm(hidden, eps=1e-5)
        self.mlp = MLP(hidden, ffn)

    def forward(self, x):  # x: [1,seq,hidden]
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


def tv(name, **kwargs):
    return lambda: getattr(torchvision.models, name)(weights=None, **kwargs)


# name -> (constructor, input shape, input name, output name)
# The core set: what the tests, sweeps and docs are tuned on.
ZOO = {
    "resnet18": (tv("resnet18"), (1, 3, 224, 224), "input", "logits"),
    "resnet50": (tv("resnet50"), (1, 3, 224, 224), "input", "logits"),
    "mobilenet_v2": (tv("mobilenet_v2"), (1, 3, 224, 224), "input", "logits"),
    "squeezenet1_1": (tv("squeezenet1_1"), (1, 3, 224, 224), "input", "logits"),
    "efficientnet_b0": (tv("efficientnet_b0"), (1, 3, 224, 224), "input", "logits"),
    "bert_encoder_2layer": (BertEncoder, (1, 128, 256), "embeddings", "hidden_states"),
    "gpt_decoder_block": (GPTBlock, (1, 64, 256), "hidden_in", "hidden_out"),
}

# The extra set: the smallest variant of every other classification family in
# torchvision whose export works at opset 17, as compiled unchanged (nobody
# tuned the compiler for them). GoogLeNet and Inception-v3 without their
# training-only auxiliary heads (eval mode never runs them) and with the
# truncated-normal init (init_weights=True, the default that warns when unset).
# ViT as vit_b_32 (the same 88 M parameters as vit_b_16 at a quarter of the
# MACs). Left out: the larger variants of each family, and swin_v2_t, whose
# export stops at opset 17 in torch 1.13 ("Exporting the operator 'aten::zero'
# to ONNX opset version 17 is not supported").
EXTRA = {
    "alexnet": (tv("alexnet"), (1, 3, 224, 224), "input", "logits"),
    "convnext_tiny": (tv("convnext_tiny"), (1, 3, 224, 224), "input", "logits"),
    "densenet121": (tv("densenet121"), (1, 3, 224, 224), "input", "logits"),
    "efficientnet_v2_s": (tv("efficientnet_v2_s"), (1, 3, 224, 224), "input", "logits"),
    "googlenet": (tv("googlenet", aux_logits=False, init_weights=True), (1, 3, 224, 224), "input", "logits"),
    "inception_v3": (tv("inception_v3", aux_logits=False, init_weights=True), (1, 3, 299, 299), "input", "logits"),
    "maxvit_t": (tv("maxvit_t"), (1, 3, 224, 224), "input", "logits"),
    "mnasnet0_5": (tv("mnasnet0_5"), (1, 3, 224, 224), "input", "logits"),
    "mobilenet_v3_small": (tv("mobilenet_v3_small"), (1, 3, 224, 224), "input", "logits"),
    "regnet_x_400mf": (tv("regnet_x_400mf"), (1, 3, 224, 224), "input", "logits"),
    "regnet_y_400mf": (tv("regnet_y_400mf"), (1, 3, 224, 224), "input", "logits"),
    "resnext50_32x4d": (tv("resnext50_32x4d"), (1, 3, 224, 224), "input", "logits"),
    "shufflenet_v2_x0_5": (tv("shufflenet_v2_x0_5"), (1, 3, 224, 224), "input", "logits"),
    "squeezenet1_0": (tv("squeezenet1_0"), (1, 3, 224, 224), "input", "logits"),
    "swin_t": (tv("swin_t"), (1, 3, 224, 224), "input", "logits"),
    "vgg11": (tv("vgg11"), (1, 3, 224, 224), "input", "logits"),
    "vit_b_32": (tv("vit_b_32"), (1, 3, 224, 224), "input", "logits"),
    "wide_resnet50_2": (tv("wide_resnet50_2"), (1, 3, 224, 224), "input", "logits"),
}
SETS = {"core": ZOO, "extra": EXTRA}
MODELS = {**ZOO, **EXTRA}


@torch.no_grad()
def recalibrate_batchnorm(net, shape, batch=4):
    """Re-estimate BatchNorm running stats from random inputs (see module doc)."""
    bns = [m for m in net.modules() if isinstance(m, nn.modules.batchnorm._BatchNorm)]
    if not bns:
        return 0
    for m in bns:
        m.reset_running_stats()
        m.momentum = None  # cumulative average over the calibration batches
        m.train()
    x = np.random.default_rng(1).standard_normal((batch,) + tuple(shape[1:])).astype(np.float32)
    net(torch.from_numpy(x))
    net.eval()
    return len(bns)


def fresh(path, script_mtime):
    return os.path.exists(path) and os.path.getmtime(path) > script_mtime


def write_atomic(path, data):
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def drop_initializer_identities(model):
    """torch 1.13 deduplicates equal initializers (e.g. every all-zero bias of a
    BatchNorm folded into a Conv, every all-ones LayerNorm scale under random
    init) and re-creates the duplicates as `Identity(initializer)` nodes. Point
    their consumers at the shared initializer instead and drop the Identity
    nodes; graph semantics are unchanged. Returns the number removed."""
    g = model.graph
    inits = {i.name for i in g.initializer}
    outputs = {o.name for o in g.output}
    alias = {n.output[0]: n.input[0] for n in g.node
             if n.op_type == "Identity" and n.input[0] in inits and n.output[0] not in outputs}
    keep = [n for n in g.node if not (n.op_type == "Identity" and n.output[0] in alias)]
    for n in keep:
        for i, name in enumerate(n.input):
            if name in alias:
                n.input[i] = alias[name]
    del g.node[:]
    g.node.extend(keep)
    return len(alias)


def load_tensor(path):
    t = onnx.TensorProto()
    with open(path, "rb") as f:
        t.ParseFromString(f.read())
    return numpy_helper.to_array(t)


def op_counts(model):
    return dict(sorted(collections.Counter(n.op_type for n in model.graph.node).items()))


def export_one(name, out, script_mtime, force):
    ctor, shape, in_name, out_name = MODELS[name]
    onnx_path = os.path.join(out, f"{name}.onnx")
    in_dir = os.path.join(out, f"{name}_inputs")
    in_path = os.path.join(in_dir, "input_0.pb")
    out_path = os.path.join(in_dir, "output_0.pb")
    cached = not force and all(fresh(p, script_mtime) for p in (onnx_path, in_path, out_path))

    t0 = time.perf_counter()
    if cached:
        model = onnx.load(onnx_path)
        onnx.checker.check_model(model)
        status, export_s = "cached", None
    else:
        torch.manual_seed(0)
        net = ctor().eval()
        recalibrate_batchnorm(net, shape)
        x = torch.from_numpy(np.random.default_rng(0).standard_normal(shape).astype(np.float32))
        with torch.no_grad():
            y = net(x)
        os.makedirs(in_dir, exist_ok=True)
        if force or not fresh(onnx_path, script_mtime):
            tmp = onnx_path + ".tmp"
            # The extra set traces with autograd on: under no_grad torch 1.13
            # runs nn.MultiheadAttention (ViT) through its fused fast path,
            # aten::_native_multi_head_attention, which has no ONNX export.
            with torch.no_grad() if name in ZOO else contextlib.nullcontext():
                torch.onnx.export(net, x, tmp, opset_version=OPSET, input_names=[in_name],
                                  output_names=[out_name], do_constant_folding=True)
            m = onnx.load(tmp)
            drop_initializer_identities(m)
            onnx.checker.check_model(m)
            onnx.save(m, tmp)
            os.replace(tmp, onnx_path)
        model = onnx.load(onnx_path)
        onnx.checker.check_model(model)
        g_in, g_out = model.graph.input[0].name, model.graph.output[0].name
        if force or not fresh(in_path, script_mtime):
            write_atomic(in_path, numpy_helper.from_array(x.numpy(), g_in).SerializeToString())
        if force or not fresh(out_path, script_mtime):
            write_atomic(out_path, numpy_helper.from_array(y.numpy(), g_out).SerializeToString())
        status, export_s = "exported", time.perf_counter() - t0

    g = model.graph
    inits = {i.name for i in g.initializer}
    dims = lambda vi: [d.dim_value for d in vi.type.tensor_type.shape.dim]
    info = {
        "file": os.path.basename(onnx_path),
        "status": status,
        "seconds": None if export_s is None else round(export_s, 2),
        "bytes": os.path.getsize(onnx_path),
        "parameters": int(sum(np.prod(i.dims) for i in g.initializer)),
        "output_max_abs": float(np.abs(load_tensor(out_path)).max()),
        "inputs": {vi.name: dims(vi) for vi in g.input if vi.name not in inits},
        "outputs": {vi.name: dims(vi) for vi in g.output},
        "opset": {o.domain or "ai.onnx": o.version for o in model.opset_import},
        "nodes": len(g.node),
        "ops": op_counts(model),
    }
    secs = "cached" if export_s is None else f"{export_s:6.1f} s"
    print(f"{name:22s} {secs:>8s}  {info['bytes'] / 1e6:7.1f} MB  {info['parameters']:>10,d} params  "
          f"{info['nodes']:4d} nodes  in {info['inputs']}  out {info['outputs']}  "
          f"max|out| {info['output_max_abs']:.3g}")
    print("    ops: " + ", ".join(f"{k} {v}" for k, v in info["ops"].items()))
    sys.stdout.flush()
    return info


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="output folder (e.g. models/cache/zoo, git-ignored)")
    ap.add_argument("--set", choices=sorted(SETS), default="core",
                    help="which models: core (the zoo, default) or extra (the other torchvision families)")
    ap.add_argument("--only", nargs="+", choices=sorted(MODELS), help="export only these models")
    ap.add_argument("--force", action="store_true", help="rewrite even if cached")
    ap.add_argument("--threads", type=int, default=2, help="torch threads (default 2)")
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    os.makedirs(args.out, exist_ok=True)
    script_mtime = os.path.getmtime(os.path.abspath(__file__))
    print(f"torch {torch.__version__}, torchvision {torchvision.__version__}, onnx {onnx.__version__}, "
          f"opset {OPSET}, random weights (seed 0)")
    t0 = time.perf_counter()
    summary = {name: export_one(name, args.out, script_mtime, args.force) for name in (args.only or SETS[args.set])}
    total = time.perf_counter() - t0
    print(f"total {total:.1f} s")

    path = os.path.join(args.out, "zoo_summary.json")
    old = {}
    if os.path.exists(path):
        with open(path) as f:
            old = json.load(f).get("models", {})
    for name, info in summary.items():  # keep timings measured by an earlier, uncached run
        if info["seconds"] is None and name in old:
            info["seconds"] = old[name].get("seconds")
    old.update(summary)
    doc = {"opset": OPSET, "weights": "random, torch.manual_seed(0)", "torch": torch.__version__,
           "torchvision": torchvision.__version__, "onnx": onnx.__version__, "models": old}
    write_atomic(path, (json.dumps(doc, indent=1) + "\n").encode())


if __name__ == "__main__":
    main()
