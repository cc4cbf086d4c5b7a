#!/usr/bin/env python3
"""Print inputs, outputs (with symbolic dims), opsets, IR version and op-type
counts of ONNX models. Uses only the onnx package (no onnxruntime here).

usage: /usr/bin/python3 models/ocr/inspect_onnx.py FILE.onnx...
"""
import collections
import sys

import numpy as np
import onnx


def dims(vi):
    t = vi.type.tensor_type
    out = []
    for d in t.shape.dim:
        out.append(str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or "?"))
    return f"{onnx.TensorProto.DataType.Name(t.elem_type).lower()}[{','.join(out)}]"


def main(paths):
    for path in paths:
        m = onnx.load(path)
        onnx.checker.check_model(m)
        g = m.graph
        inits = {i.name for i in g.initializer}
        print(f"== {path}")
        print(f"   ir_version {m.ir_version}, producer {m.producer_name} {m.producer_version}")
        print("   opsets: " + ", ".join(f"{o.domain or 'ai.onnx'}:{o.version}" for o in m.opset_import))
        for vi in g.input:
            if vi.name not in inits:
                print(f"   input  {vi.name}: {dims(vi)}")
        for vi in g.output:
            print(f"   output {vi.name}: {dims(vi)}")
        n_init = sum(int(np.prod(i.dims)) for i in g.initializer)
        # Paddle2ONNX exports store weights as Constant nodes, not initializers.
        n_const = sum(int(np.prod(a.t.dims)) for n in g.node if n.op_type == "Constant"
                      for a in n.attribute if a.name == "value")
        print(f"   nodes {len(g.node)}, initializers {len(g.initializer)} ({n_init} values), "
              f"Constant-node values {n_const}")
        c = collections.Counter((n.domain + "::" if n.domain else "") + n.op_type for n in g.node)
        print("   ops: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
