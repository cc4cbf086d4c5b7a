#!/usr/bin/env python3
"""Tiny ONNX interpreter on top of torch, used only to check the model-zoo
artifacts (onnxruntime is not packaged for Debian 12's Python, and onnx 1.12
has no ReferenceEvaluator). It is NOT Tessera's reference executor; it covers
just the ops of the models in this folder, in the opset versions they use.

usage:
  /usr/bin/python3 models/onnx_check.py MODEL.onnx INPUT.pb [EXPECTED.pb] [--labels L.pb]
    runs MODEL on INPUT (a TensorProto named after the graph input), prints the
    output shape, and: with EXPECTED, the max abs difference to it; with
    --labels, the top-1 accuracy of argmax(output, axis=1) and the predictions.
"""
import argparse
import sys

import numpy as np
import onnx
import torch
import torch.nn.functional as F
from onnx import numpy_helper


def attrs(node):
    return {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}


def pads_to_torch(pads, nd):
    """ONNX [b1..bn, e1..en] -> F.pad order (last dim first)."""
    out = []
    for i in reversed(range(nd)):
        out += [pads[i], pads[i + nd]]
    return out


def conv(x, w, b, a):
    nd = w.dim() - 2
    if a.get("auto_pad", b"NOTSET") not in (b"NOTSET", "NOTSET"):
        raise NotImplementedError("Conv auto_pad")
    pads = a.get("pads", [0] * 2 * nd)
    x = F.pad(x, pads_to_torch(pads, nd))
    fn = {1: F.conv1d, 2: F.conv2d}[nd]
    return fn(x, w, b, stride=a.get("strides", 1), dilation=a.get("dilations", 1),
              groups=a.get("group", 1))


def maxpool(x, a):
    k = a["kernel_shape"]
    pads = a.get("pads", [0] * 2 * len(k))
    # ONNX pads may be asymmetric; pad with -inf explicitly.
    x = F.pad(x, pads_to_torch(pads, len(k)), value=float("-inf"))
    return F.max_pool2d(x, k, stride=a.get("strides", 1), ceil_mode=bool(a.get("ceil_mode", 0)),
                        dilation=a.get("dilations", 1))


def softmax(x, a, opset):
    if opset >= 13:
        return torch.softmax(x, dim=a.get("axis", -1))
    axis = a.get("axis", 1) % x.dim()  # opset < 13: coerce to 2D at axis
    shape = x.shape
    return torch.softmax(x.reshape(int(np.prod(shape[:axis])), -1), dim=1).reshape(shape)


ONNX_TO_TORCH = {1: torch.float32, 6: torch.int32, 7: torch.int64, 9: torch.bool, 11: torch.float64}


def run(model, feeds):
    opset = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    env = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in model.graph.initializer}
    env.update({k: torch.from_numpy(np.array(v)) for k, v in feeds.items()})
    for n in model.graph.node:
        a = attrs(n)
        x = [env[i] if i else None for i in n.input]
        op = n.op_type
        if op == "Constant":
            y = torch.from_numpy(numpy_helper.to_array(a["value"]).copy())
        elif op == "Identity":
            y = x[0]
        elif op in ("Add", "Sub", "Mul", "Div", "Pow"):
            y = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div,
                 "Pow": torch.pow}[op](x[0], x[1])
            if op == "Div" and not x[0].is_floating_point():
                y = torch.div(x[0], x[1], rounding_mode="trunc")
        elif op == "Relu":
            y = F.relu(x[0])
        elif op == "Sigmoid":
            y = torch.sigmoid(x[0])
        elif op == "Erf":
            y = torch.erf(x[0])
        elif op == "Sqrt":
            y = torch.sqrt(x[0])
        elif op == "HardSigmoid":
            y = torch.clamp(a.get("alpha", 0.2) * x[0] + a.get("beta", 0.5), 0, 1)
        elif op == "Clip":
            if opset < 11:
                lo, hi = a.get("min", float("-inf")), a.get("max", float("inf"))
            else:
                lo = x[1].item() if len(x) > 1 and x[1] is not None else float("-inf")
                hi = x[2].item() if len(x) > 2 and x[2] is not None else float("inf")
            y = torch.clamp(x[0], lo, hi)
        elif op == "Conv":
            y = conv(x[0], x[1], x[2] if len(x) > 2 else None, a)
        elif op == "BatchNormalization":
            y = F.batch_norm(x[0], x[3], x[4], x[1], x[2], False, 0.0, a.get("epsilon", 1e-5))
        elif op == "MaxPool":
            y = maxpool(x[0], a)
        elif op == "GlobalAveragePool":
            y = x[0].mean(dim=tuple(range(2, x[0].dim())), keepdim=True)
        elif op == "Flatten":
            ax = a.get("axis", 1)
            y = x[0].reshape(int(np.prod(x[0].shape[:ax])), -1)
        elif op == "Gemm":
            A = x[0].T if a.get("transA", 0) else x[0]
            B = x[1].T if a.get("transB", 0) else x[1]
            y = a.get("alpha", 1.0) * (A @ B)
            if len(x) > 2 and x[2] is not None:
                y = y + a.get("beta", 1.0) * x[2]
        elif op == "MatMul":
            y = torch.matmul(x[0], x[1])
        elif op == "Softmax":
            y = softmax(x[0], a, opset)
        elif op == "LayerNormalization":
            ax = a.get("axis", -1) % x[0].dim()
            y = F.layer_norm(x[0], x[0].shape[ax:], x[1], x[2] if len(x) > 2 else None,
                             a.get("epsilon", 1e-5))
        elif op == "Transpose":
            y = x[0].permute(*a.get("perm", list(reversed(range(x[0].dim())))))
        elif op == "Reshape":
            shape = [int(s) for s in x[1].tolist()]
            shape = [x[0].shape[i] if s == 0 else s for i, s in enumerate(shape)]
            y = x[0].reshape(shape)
        elif op == "Shape":
            y = torch.tensor(list(x[0].shape), dtype=torch.int64)
        elif op == "Cast":
            y = x[0].to(ONNX_TO_TORCH[a["to"]])
        elif op == "Concat":
            y = torch.cat(x, dim=a["axis"])
        elif op == "Slice":
            if opset < 10:
                starts, ends = a["starts"], a["ends"]
                axes = a.get("axes", list(range(len(starts))))
                steps = [1] * len(starts)
            else:
                starts, ends = x[1].tolist(), x[2].tolist()
                axes = x[3].tolist() if len(x) > 3 and x[3] is not None else list(range(len(starts)))
                steps = x[4].tolist() if len(x) > 4 and x[4] is not None else [1] * len(starts)
            idx = [slice(None)] * x[0].dim()
            for s, e, ax, st in zip(starts, ends, axes, steps):
                if st != 1:
                    raise NotImplementedError("Slice step != 1")
                dim = x[0].shape[ax]
                s = max(0, min(dim, s + dim if s < 0 else s))
                e = max(0, min(dim, e + dim if e < 0 else e))
                idx[ax] = slice(s, e)
            y = x[0][tuple(idx)]
        elif op == "ConvTranspose":
            if any(a.get("pads", [0])) or any(a.get("output_padding", [0])) or "output_shape" in a:
                raise NotImplementedError("ConvTranspose pads/output_padding/output_shape")
            y = F.conv_transpose2d(x[0], x[1], x[2] if len(x) > 2 else None, stride=a.get("strides", 1),
                                   dilation=a.get("dilations", 1), groups=a.get("group", 1))
        elif op == "AveragePool":
            if any(a.get("pads", [0])) or a.get("ceil_mode", 0):
                raise NotImplementedError("AveragePool pads/ceil_mode")
            y = F.avg_pool2d(x[0], a["kernel_shape"], stride=a.get("strides", 1))
        elif op == "ReduceMean":
            axes = a.get("axes") if opset < 18 else x[1].tolist()
            y = x[0].mean(dim=tuple(axes), keepdim=bool(a.get("keepdims", 1)))
        elif op == "Squeeze":
            axes = a.get("axes") if opset < 13 else (x[1].tolist() if len(x) > 1 else None)
            y = x[0]
            for ax in sorted((ax % x[0].dim() for ax in axes), reverse=True) if axes else []:
                y = y.squeeze(ax)
            if not axes:
                y = y.squeeze()
        elif op == "Resize":
            if (a.get("mode", b"nearest") != b"nearest" or a.get("nearest_mode", b"") != b"floor"
                    or a.get("coordinate_transformation_mode", b"") != b"asymmetric"):
                raise NotImplementedError("Resize other than nearest/asymmetric/floor")
            scales = x[2].tolist()
            if scales[:2] != [1.0, 1.0] or any(sc != int(sc) for sc in scales[2:]):
                raise NotImplementedError("Resize with non-integer spatial scales")
            y = F.interpolate(x[0], scale_factor=tuple(scales[2:]), mode="nearest")
        else:
            raise NotImplementedError(f"op {op} (node {n.name})")
        outs = y if isinstance(y, tuple) else (y,)
        for name, val in zip(n.output, outs):
            env[name] = val
    return {o.name: env[o.name].numpy() for o in model.graph.output}


def load_tensor(path):
    t = onnx.TensorProto()
    with open(path, "rb") as f:
        t.ParseFromString(f.read())
    return t.name, numpy_helper.to_array(t)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model")
    ap.add_argument("input")
    ap.add_argument("expected", nargs="?")
    ap.add_argument("--labels")
    args = ap.parse_args()
    torch.set_num_threads(2)

    model = onnx.load(args.model)
    in_name, x = load_tensor(args.input)
    graph_inputs = [i.name for i in model.graph.input if i.name not in {t.name for t in model.graph.initializer}]
    if in_name not in graph_inputs:
        sys.exit(f"error: tensor name '{in_name}' is not a graph input {graph_inputs}")
    with torch.no_grad():
        outs = run(model, {in_name: x})
    name, y = next(iter(outs.items()))
    print(f"{args.model}: {in_name}{list(x.shape)} -> {name}{list(y.shape)}")
    status = 0
    if args.expected:
        ename, e = load_tensor(args.expected)
        diff = float(np.abs(y - e).max())
        rel = diff / max(float(np.abs(e).max()), 1e-30)
        print(f"  vs {args.expected} ({ename}): max |expected| {float(np.abs(e).max()):.3g}, "
              f"max abs diff {diff:.3g}, relative {rel:.3g}")
        status = 0 if rel < 1e-4 else 1
    if args.labels:
        _, lab = load_tensor(args.labels)
        pred = y.argmax(axis=1)
        print(f"  top-1 {float((pred == lab).mean()):.4f} on {len(lab)}")
        if len(lab) <= 64:
            print(f"  predicted {pred.tolist()}\n  labels    {lab.tolist()}")
            if y.shape[1] <= 4:
                print("  scores    " + " ".join(f"{v:.3f}" for v in y[np.arange(len(lab)), pred]))
    sys.exit(status)


if __name__ == "__main__":
    main()
