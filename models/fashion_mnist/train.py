#!/usr/bin/env python3
"""Train a small CNN on the real Fashion-MNIST data and export it to ONNX.

Data: Debian's dataset-fashion-mnist package (IDX files, read here with gzip +
numpy; nothing is downloaded):
  /usr/share/datasets/fashion-mnist/{train,t10k}-{images-idx3,labels-idx1}-ubyte.gz

Model (input float [N,1,28,28] scaled to [0,1]; the normalisation is baked in
as the first two ops of the graph, Sub 0.2860 then Div 0.3530):
  conv 1->16 3x3 pad 1 + ReLU + maxpool 2, conv 16->32 3x3 pad 1 + ReLU +
  maxpool 2, flatten, linear 1568->64 + ReLU, linear 64->10 (logits)

Writes into this folder (all committed):
  fashion_cnn.onnx          opset 13, input "image" [N,1,28,28] float32,
                            output "logits" [N,10]; N is a dynamic axis
  test_1000_images.pb       TensorProto uint8 [1000,1,28,28] "images": first
                            1000 images of the real t10k test set, raw pixels
  test_1000_labels.pb       TensorProto int64 [1000] "labels"
  test_1000_input.pb        TensorProto float32 [1000,1,28,28] "image" (the
                            graph input name) = images / 255
  test_1000_logits.pb       TensorProto float32 [1000,10] "logits": torch's
                            output for test_1000_input.pb (reference values)
  metrics.json, README.md   command, epochs, time, accuracies

usage: /usr/bin/python3 models/fashion_mnist/train.py [--epochs 3] [--out DIR]
       /usr/bin/python3 models/fashion_mnist/train.py --readme-only
         (rewrite README.md from metrics.json without training)
"""
import argparse
import gzip
import json
import os
import platform
import random
import sys
import time

import numpy as np
import onnx
import torch
import torch.nn as nn
import torch.nn.functional as F
from onnx import numpy_helper

DATA = "/usr/share/datasets/fashion-mnist"
MEAN, STD = 0.2860, 0.3530
CLASSES = ["T-shirt/top", "Trouser", "Pullover", "Dress", "Coat",
           "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot"]
SEED = 0


def read_idx(path, magic):
    with gzip.open(path, "rb") as f:
        raw = f.read()
    got = int.from_bytes(raw[0:4], "big")
    if got != magic:
        sys.exit(f"error: {path}: IDX magic {got}, expected {magic}")
    ndim = raw[3]
    dims = [int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], "big") for i in range(ndim)]
    data = np.frombuffer(raw, dtype=np.uint8, offset=4 + 4 * ndim)
    if data.size != int(np.prod(dims)):
        sys.exit(f"error: {path}: {data.size} bytes of data, header says {dims}")
    return data.reshape(dims)


def load(split):
    images = read_idx(f"{DATA}/{split}-images-idx3-ubyte.gz", 2051)  # [n,28,28] uint8
    labels = read_idx(f"{DATA}/{split}-labels-idx1-ubyte.gz", 2049)  # [n] uint8
    assert images.shape[0] == labels.shape[0] and images.shape[1:] == (28, 28)
    return images[:, None, :, :].copy(), labels.astype(np.int64)


class FashionCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.fc1 = nn.Linear(32 * 7 * 7, 64)
        self.fc2 = nn.Linear(64, 10)

    def forward(self, x):  # x: [N,1,28,28] float in [0,1]
        x = (x - MEAN) / STD  # baked-in normalisation -> Sub, Div
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        return self.fc2(F.relu(self.fc1(x)))


def to_float(images_u8):
    return torch.from_numpy(images_u8.astype(np.float32) / 255.0)


@torch.no_grad()
def evaluate(net, images_u8, labels, batch=1000):
    net.eval()
    logits = torch.cat([net(to_float(images_u8[i:i + batch])) for i in range(0, len(images_u8), batch)])
    acc = (logits.argmax(1).numpy() == labels).mean()
    return float(acc), logits


def save_tensor(path, array, name):
    with open(path, "wb") as f:
        f.write(numpy_helper.from_array(array, name).SerializeToString())


def main():
    ap = argparse.ArgumentParser(description="Train the Fashion-MNIST CNN and export it to ONNX.")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--readme-only", action="store_true",
                    help="only rewrite README.md from an existing metrics.json")
    args = ap.parse_args()
    if args.readme_only:
        with open(os.path.join(args.out, "metrics.json")) as f:
            write_readme(args.out, json.load(f))
        return

    torch.set_num_threads(2)
    random.seed(SEED)
    np.random.seed(SEED)
    torch.manual_seed(SEED)
    torch.use_deterministic_algorithms(True)

    train_x, train_y = load("train")
    test_x, test_y = load("t10k")
    print(f"train {train_x.shape} test {test_x.shape} (real Fashion-MNIST from {DATA})")

    net = FashionCNN()
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    gen = torch.Generator().manual_seed(SEED)
    xs, ys = to_float(train_x), torch.from_numpy(train_y)

    t0 = time.perf_counter()
    load_start = os.getloadavg()[0]
    epoch_log = []
    for epoch in range(1, args.epochs + 1):
        net.train()
        perm = torch.randperm(len(xs), generator=gen)
        total = 0.0
        for i in range(0, len(xs), args.batch):
            idx = perm[i:i + args.batch]
            loss = F.cross_entropy(net(xs[idx]), ys[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(idx)
        acc, _ = evaluate(net, test_x, test_y)
        epoch_log.append({"epoch": epoch, "train_loss": round(total / len(xs), 4), "test_top1": acc,
                          "seconds": round(time.perf_counter() - t0, 1)})
        print(f"epoch {epoch}: train loss {total / len(xs):.4f}, test acc {acc:.4f}, "
              f"{time.perf_counter() - t0:.1f} s", flush=True)
    train_s = time.perf_counter() - t0
    load_end = os.getloadavg()[0]

    acc_10k, _ = evaluate(net, test_x, test_y)
    x1k_u8, y1k = test_x[:1000], test_y[:1000]
    acc_1k, logits_1k = evaluate(net, x1k_u8, y1k)

    os.makedirs(args.out, exist_ok=True)
    onnx_path = os.path.join(args.out, "fashion_cnn.onnx")
    net.eval()
    with torch.no_grad():
        torch.onnx.export(net, to_float(x1k_u8[:1]), onnx_path, opset_version=13,
                          input_names=["image"], output_names=["logits"],
                          dynamic_axes={"image": {0: "N"}, "logits": {0: "N"}},
                          do_constant_folding=True)
    model = onnx.load(onnx_path)
    onnx.checker.check_model(model)
    size = os.path.getsize(onnx_path)
    assert size < 1_000_000, f"{onnx_path} is {size} bytes, must stay under 1 MB"
    in_name = model.graph.input[0].name
    ops = [n.op_type for n in model.graph.node]
    print(f"{onnx_path}: {size} bytes, ops {ops}")

    x1k = x1k_u8.astype(np.float32) / 255.0
    save_tensor(os.path.join(args.out, "test_1000_images.pb"), x1k_u8, "images")
    save_tensor(os.path.join(args.out, "test_1000_labels.pb"), y1k, "labels")
    if x1k.nbytes < 4 * 1024 * 1024:
        save_tensor(os.path.join(args.out, "test_1000_input.pb"), x1k, in_name)
    save_tensor(os.path.join(args.out, "test_1000_logits.pb"), logits_1k.numpy(), "logits")

    metrics = {
        "command": "/usr/bin/python3 models/fashion_mnist/train.py" +
                   ("" if args.epochs == 3 else f" --epochs {args.epochs}"),
        "epochs": args.epochs, "batch": args.batch, "optimizer": f"Adam lr {args.lr}",
        "seed": SEED, "threads": 2, "train_seconds": round(train_s, 1),
        "top1_first_1000_test": acc_1k, "top1_full_10000_test": acc_10k,
        "onnx_bytes": size, "parameters": int(sum(p.numel() for p in net.parameters())),
        "onnx_ops": ops, "epoch_log": epoch_log,
        "loadavg_1min_start_end": [round(load_start, 1), round(load_end, 1)], "torch": torch.__version__, "onnx": onnx.__version__,
        "cpu": platform.processor() or platform.machine(),
    }
    with open(os.path.join(args.out, "metrics.json"), "w") as f:
        json.dump(metrics, f, indent=1)
        f.write("\n")
    write_readme(args.out, metrics)
    print(f"training {train_s:.1f} s; top-1 on first 1000 test images {acc_1k:.4f}, "
          f"on all 10000 {acc_10k:.4f}")


def write_readme(out, m):
    epochs = "".join(f"| {e['epoch']} | {e['train_loss']} | {e['test_top1'] * 100:.2f} % | {e['seconds']} |\n"
                     for e in m.get("epoch_log", []))
    load = m.get("loadavg_1min_start_end")
    load = (f" The machine has 2 cores and was shared while this was measured "
            f"(1-minute load average {load[0]} near the start, {load[1]} at the end), "
            f"so the time is pessimistic." if load else "")
    text = f"""# Fashion-MNIST CNN (real data, trained here)

Generated by `train.py` (this file is rewritten on every run).

Regenerate: `{m['command']}` (about {m['train_seconds']:.0f} s of training on 2 threads).
Data: Debian package `dataset-fashion-mnist`, `/usr/share/datasets/fashion-mnist/`
(60000 train, 10000 test images, 28x28 grey, 10 classes: {', '.join(CLASSES)}).

| figure | value |
|---|---|
| epochs, batch, optimizer | {m['epochs']}, {m['batch']}, {m['optimizer']}, seed {m['seed']}, `torch.set_num_threads(2)` |
| training time | {m['train_seconds']} s (torch {m['torch']}, CPU) |
| top-1, first 1000 t10k images (`test_1000_*.pb`) | {m['top1_first_1000_test'] * 100:.1f} % |
| top-1, all 10000 t10k images | {m['top1_full_10000_test'] * 100:.2f} % |
| `fashion_cnn.onnx` | {m['onnx_bytes']} bytes, {m['parameters']} parameters, opset 13 |

Accuracies are computed with torch on the model that was exported.{load}
`tests/compiler/exec/reference_agreement_test.cpp` re-runs the exported ONNX graph on `test_1000_input.pb` (Tessera and onnxruntime) and matches
`test_1000_logits.pb` (max abs diff about 2e-6) and the same 1000-image top-1.

| epoch | train loss | top-1, 10000 test | elapsed s |
|---|---|---|---|
{epochs}
## Model contract

- input `image`: float32 `[N,1,28,28]`, pixels **already scaled to [0,1]** (`uint8 / 255`);
  N is the dynamic axis `N`.
- The normalisation `(x - {MEAN}) / {STD}` is **inside** the graph: its first two ops
  are `Sub` and `Div`. Do not normalise again.
- output `logits`: float32 `[N,10]`, class = argmax (no Softmax in the graph).
- ops: {', '.join(m['onnx_ops'])}

## Files

| file | content |
|---|---|
| `fashion_cnn.onnx` | the trained model |
| `test_1000_images.pb` | TensorProto uint8 `[1000,1,28,28]` `images`: first 1000 t10k images, raw |
| `test_1000_labels.pb` | TensorProto int64 `[1000]` `labels` |
| `test_1000_input.pb` | TensorProto float32 `[1000,1,28,28]` `image` = images / 255, ready to feed |
| `test_1000_logits.pb` | TensorProto float32 `[1000,10]` `logits`: torch's output for that input |
| `metrics.json` | the figures above, machine-readable |
"""
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
