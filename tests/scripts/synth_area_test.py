#!/usr/bin/python3
"""synth_area_test: scripts/synth_area.py through real Yosys on the int4/int8/int16 PE.

Usage: synth_area_test.py TESSERA_BINARY (run from the source root, as ctest does).
Synthesizes rtl/tessera_pe.sv at three precisions and a 2x2 tessera_array against packages `tessera gen`
writes, then checks what a user of the results relies on: positive cell areas
and transistor counts, area growing int4 < int8 < int16 in both synthesis and
the model, and area.json and area.csv agreeing row for row.
"""

import csv
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.getcwd()
SCRIPT = os.path.join(ROOT, "scripts", "synth_area.py")
spec = importlib.util.spec_from_file_location("synth_area", SCRIPT)
synth_area = importlib.util.module_from_spec(spec)
spec.loader.exec_module(synth_area)
TESSERA = None


class ParsingTest(unittest.TestCase):
    def test_flat_parameters_drop_strings_and_keep_order(self):
        text = ("package tessera_params_pkg;\n  localparam string FINGERPRINT = \"x\";\n"
                "  localparam int PE_ROWS = 4; // rows\n  localparam int PE_COLS = 8;\nendpackage\n")
        self.assertEqual(synth_area.flat_parameters(text, "p.sv"),
                         "localparam int PE_ROWS = 4;\nlocalparam int PE_COLS = 8;\n")

    def test_flat_parameters_name_the_bad_line(self):
        with self.assertRaisesRegex(synth_area.SynthError, r"p\.sv:2: expected 'localparam TYPE NAME = VALUE;'"):
            synth_area.flat_parameters("package p;\n  localparam int X 4;\n", "p.sv")

    def test_strip_import_header_and_qualified_names(self):
        text = "module m\n  import tessera_params_pkg::*;\n(input logic [tessera_params_pkg::PE_ROWS-1:0] a);\n"
        self.assertEqual(synth_area.strip_import(text, "m.sv"), "module m\n  \n(input logic [PE_ROWS-1:0] a);\n")
        with self.assertRaisesRegex(synth_area.SynthError, r"m\.sv: an import other than"):
            synth_area.strip_import("module m; import other_pkg::*; endmodule\n", "m.sv")

    def test_points(self):
        points = synth_area.parse_points("pe:4,pe:8/32,array:4x8:16:hier,array:2x2:8/32,mult:8")
        self.assertEqual([synth_area.point_name(p) for p in points],
                         ["pe_1x1_int4_acc16", "pe_1x1_int8_acc32", "array_4x8_int16_acc32_hier",
                          "array_2x2_int8_acc32", "mult8"])
        with self.assertRaisesRegex(synth_area.SynthError, "unknown kind 'pee'"):
            synth_area.parse_points("pee:4")


class SynthesisTest(unittest.TestCase):
    def test_pe_area_grows_with_precision(self):
        with tempfile.TemporaryDirectory() as out:
            run = subprocess.run([sys.executable, SCRIPT, "--tessera", TESSERA, "--out", out,
                                  "--points", "pe:4,pe:8,pe:16,array:2x2:8:hier"], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            with open(os.path.join(out, "area.json")) as f:
                data = json.load(f)
            with open(os.path.join(out, "area.csv")) as f:
                rows = list(csv.DictReader(f))
        results = data["results"]
        self.assertEqual([r["point"] for r in results],
                         ["pe_1x1_int4_acc16", "pe_1x1_int8_acc16", "pe_1x1_int16_acc32", "array_2x2_int8_acc16_hier"])
        # The array, synthesized without flattening, holds four int8 PEs plus its skew,
        # weight delay lines and output taps.
        array, pes = results[3], results[:3]
        self.assertEqual(array["frontend"], "native")
        self.assertGreater(array["area_um2"], 4 * pes[1]["area_um2"])
        self.assertGreater(array["flops"], 4 * pes[1]["flops"])
        self.assertAlmostEqual(array["model_area_um2"], 4 * pes[1]["model_area_um2"])
        self.assertTrue(data["meta"]["yosys"].startswith("Yosys"))
        for r in pes:
            self.assertGreater(r["area_um2"], 0, r["point"])
            self.assertGreater(r["transistors"], 0, r["point"])
            self.assertGreater(r["flops"], 0, r["point"])
            self.assertGreater(r["model_area_um2"], 0, r["point"])
        for key in ("area_um2", "transistors", "flops", "model_area_um2"):
            values = [r[key] for r in pes]
            self.assertLess(values[0], values[1], key)
            self.assertLess(values[1], values[2], key)
        self.assertEqual(len(rows), len(results))
        for row, r in zip(rows, results):
            self.assertEqual(row["point"], r["point"])
            self.assertAlmostEqual(float(row["area_um2"]), r["area_um2"])
            self.assertEqual(int(row["transistors"]), r["transistors"])


if __name__ == "__main__":
    TESSERA = os.path.abspath(sys.argv.pop(1))
    unittest.main()
