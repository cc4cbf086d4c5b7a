// elaborate.mjs: SystemVerilog in, plain Verilog out, through Yosys 0.55 (WebAssembly).
//
// Usage: node tools/yosys/elaborate.mjs TOP OUT.v SOURCE.sv...
//
// Debian 12's Yosys 0.23 cannot read multi-dimensional packed arrays, which
// the PE array's ports use; Yosys 0.55 can. This reads the sources, checks the
// hierarchy under TOP, turns processes into cells (`proc`) and writes the
// design as Verilog-2005 that Yosys 0.23 reads; it optimizes nothing, so the
// synthesis proper (scripts/synth_area.py) stays with one Yosys version. The
// sources are copied into the runtime's virtual file system by base name.
import fs from 'node:fs';
import path from 'node:path';
import { runYosys } from '@yowasp/yosys';

const [top, out, ...sources] = process.argv.slice(2);
if (!top || !out || sources.length === 0) {
  console.error('usage: node elaborate.mjs TOP OUT.v SOURCE.sv...');
  process.exit(2);
}
const files = {};
for (const source of sources) {
  try {
    files[path.basename(source)] = fs.readFileSync(source, 'utf8');
  } catch (error) {
    console.error(`error: ${source}: cannot read: ${error.message}`);
    process.exit(1);
  }
}
const names = sources.map((s) => path.basename(s)).join(' ');
const script = `read_verilog -sv ${names}; hierarchy -check -top ${top}; proc; write_verilog -noattr elaborated.v`;
let result;
try {
  result = await runYosys(['-q', '-p', script], files);
} catch (error) {
  console.error(`error: Yosys 0.55 (@yowasp/yosys) failed on ${names} (top ${top}): ${error.message}`);
  process.exit(1);
}
if (!result || typeof result['elaborated.v'] !== 'string') {
  console.error(`error: Yosys 0.55 wrote no netlist for top ${top}`);
  process.exit(1);
}
fs.writeFileSync(out, result['elaborated.v']);
