; Tessera program
; model: torch_jit (models/fashion_mnist/fashion_cnn.onnx)
; spec: tiny_4x4_int8 ws4x4_w8a8acc32_i4K_w4K_o4K_bw4-50b274a7
; pipeline: remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse
; instructions: 13057 (load 479, store 118, compute 12050, vector 408, halt 2), 942 tokens, 2 segment(s)
; note: kernel '/Sub': vector op reciprocal is not supported by tiny_4x4_int8
; note: requantize parameters need a quantized model: run tessera quantize first (requantize multiplier 0, Clip bounds at the activation format's range)
; note: dram.bin not written: weights need a quantized model: run tessera quantize first
; kernel /Sub (Sub+Div)
load.in   dram=0x1a000 stride=4 row=0 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
load.out  dram=0x0 stride=0 row=0 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a080 stride=4 row=512 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.add src=in:0 opnd=out:0 dst=out:32 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute push->compute push->store]
store.out dram=0x1dd40 stride=4 row=32 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=128 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a100 stride=4 row=256 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.add src=in:512 opnd=out:128 dst=out:160 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1ddc0 stride=4 row=160 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=64 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a180 stride=4 row=768 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:256 opnd=out:64 dst=out:96 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1de40 stride=4 row=96 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=192 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a200 stride=4 row=0 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:768 opnd=out:192 dst=out:224 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1dec0 stride=4 row=224 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=0 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
load.in   dram=0x1a280 stride=4 row=512 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:0 opnd=out:0 dst=out:32 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1df40 stride=4 row=32 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=128 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
load.in   dram=0x1a300 stride=4 row=256 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:512 opnd=out:128 dst=out:160 lanes=4 count=32 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->store]
load.out  dram=0x0 stride=0 row=64 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
store.out dram=0x1dfc0 stride=4 row=160 rows=32 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->vector]
vector.add src=in:256 opnd=out:64 dst=out:68 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->store]
store.out dram=0x1e040 stride=4 row=68 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector]
; segment end: host runs reciprocal, mul of kernel /Sub
halt     
; kernel /conv1/Conv (Conv+Relu+MaxPool) tile n,k,c,p,q=1,4,1,2,28 order=input_reuse run=line kfold=4 chunk=1 taps=3
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
load.in   dram=0x1dd40 stride=1 row=31 rows=26 elems=3 planes=3 pstride=28 rpstride=30 transpose=0
load.in   dram=0x1dd5a stride=1 row=57 rows=1 elems=2 planes=3 pstride=28 rpstride=30 transpose=0
load.in   dram=0x1dd5b stride=1 row=58 rows=1 elems=1 planes=3 pstride=28 rpstride=30 transpose=0  [push->compute]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=31 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=32 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=57 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=129 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=57 wt=515 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=62 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
compute   in=87 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=117 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=31 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector]
store.out dram=0x1a000 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=32 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=65 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=3 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a004 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=31 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=32 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=57 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=193 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dd5c stride=1 row=513 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=515 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=62 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dd76 stride=1 row=539 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=117 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
load.in   dram=0x1dd77 stride=1 row=540 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
store.out dram=0x1a008 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=513 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=539 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=569 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=544 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a00c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a380 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a384 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dd94 stride=1 row=257 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=569 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1ddae stride=1 row=283 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=599 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1ddaf stride=1 row=284 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1a388 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=629 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=283 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a38c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a700 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a704 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1ddcc stride=1 row=769 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=313 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dde6 stride=1 row=795 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=343 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dde7 stride=1 row=796 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1a708 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=373 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=795 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a70c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa80 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa84 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de04 stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=825 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de1e stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=855 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de1f stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1aa88 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=885 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa8c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae00 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae04 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de3c stride=1 row=513 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de56 stride=1 row=539 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=87 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de57 stride=1 row=540 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1ae08 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=117 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=539 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae0c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b180 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b184 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de74 stride=1 row=257 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=569 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de8e stride=1 row=283 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=599 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de8f stride=1 row=284 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1b188 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=629 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=283 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b18c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b500 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b504 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1deac stride=1 row=769 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=313 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dec6 stride=1 row=795 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=343 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dec7 stride=1 row=796 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1b508 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=373 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=795 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b50c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b880 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b884 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dee4 stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=825 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1defe stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=855 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1deff stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1b888 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=885 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b88c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bc00 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bc04 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df1c stride=1 row=513 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df36 stride=1 row=539 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=87 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df37 stride=1 row=540 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1bc08 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=117 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=539 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bc0c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf80 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf84 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=629 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df54 stride=1 row=257 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=569 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df6e stride=1 row=283 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=599 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=604 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=603 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df6f stride=1 row=284 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1bf88 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=629 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=630 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=283 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf8c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c300 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=313 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=343 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c304 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=373 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=257 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=258 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=283 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=284 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=288 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df8c stride=1 row=769 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=313 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=314 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=288 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=287 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=313 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=314 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=318 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=343 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=318 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=317 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfa6 stride=1 row=795 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=343 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=348 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfa7 stride=1 row=796 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1c308 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=373 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=374 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=795 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c30c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c680 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=825 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=855 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c684 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=885 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=769 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=770 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=795 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=796 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=800 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dfc4 stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=825 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=826 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=800 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=799 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=825 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=826 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=830 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=855 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=830 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=829 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfde stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=855 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=856 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=860 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=859 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfdf stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1c688 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=885 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=886 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c68c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ca00 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=184 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ca04 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=120 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=1 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=2 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=27 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dffc stride=1 row=513 rows=26 elems=3 planes=3 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1e016 stride=1 row=539 rows=1 elems=2 planes=3 pstride=28 rpstride=30 transpose=0
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1e017 stride=1 row=540 rows=1 elems=1 planes=3 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=87 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
store.out dram=0x1ca08 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=248 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=513 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
compute   in=514 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=539 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=128 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=569 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=544 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=513 wt=513 out=129 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
store.out dram=0x1ca0c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=514 wt=514 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=130 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=64 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=539 wt=512 out=156 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=157 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=158 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=569 wt=512 out=184 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=544 wt=517 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=157 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=157 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=158 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=515 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=184 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=129 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=130 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=518 out=156 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=156 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->load push->vector]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=513 wt=1 out=65 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector push->load]
vector.bias_add src=out:129 opnd=out:128 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
store.out dram=0x1cd80 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=514 wt=2 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=0 out=66 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=192 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=539 wt=0 out=92 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=1 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=1 out=93 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=2 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=0 out=94 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=569 wt=0 out=120 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=1 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=4 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=544 wt=5 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=3 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=3 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=4 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=4 out=93 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=5 out=93 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=3 out=94 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:129 opnd=in:0 dst=out:129 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=599 wt=3 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=4 out=120 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=7 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=8 out=65 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=6 out=66 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=6 out=92 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=7 out=92 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->vector]
compute   in=513 wt=513 out=193 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load pop<-vector]
vector.bias_add src=out:65 opnd=out:64 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
store.out dram=0x1cd84 stride=16 row=129 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=514 wt=514 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=512 out=194 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=539 wt=512 out=220 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=540 wt=513 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=513 out=221 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=544 wt=514 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=512 out=222 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=569 wt=512 out=248 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=570 wt=513 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=516 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=544 wt=517 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=543 wt=515 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=569 wt=515 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=570 wt=516 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=516 out=221 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=574 wt=517 out=221 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=515 out=222 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:65 opnd=in:0 dst=out:65 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
compute   in=599 wt=515 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=516 out=248 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=519 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=574 wt=520 out=193 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=573 wt=518 out=194 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=599 wt=518 out=220 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=600 wt=519 out=220 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load push->vector]
vector.bias_add src=out:193 opnd=out:192 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
store.out dram=0x1cd88 stride=16 row=65 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.relu src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:193 opnd=in:0 dst=out:193 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1cd8c stride=16 row=193 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=32 row=256 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1a010 stride=32 row=312 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1c0 stride=32 row=368 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d0 stride=32 row=424 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae00 stride=32 row=768 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:256 opnd=in:312 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:368 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae10 stride=32 row=824 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:424 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
load.in   dram=0x1afc0 stride=32 row=880 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d100 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1afd0 stride=32 row=936 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc00 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:768 opnd=in:824 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:880 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc10 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:936 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
load.in   dram=0x1bdc0 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d480 stride=16 row=128 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1bdd0 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca00 stride=32 row=512 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca10 stride=32 row=540 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:112 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc0 stride=32 row=568 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:168 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1cbd0 stride=32 row=596 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d800 stride=16 row=64 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a004 stride=32 row=256 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:512 opnd=in:540 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:568 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:192 opnd=in:596 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a014 stride=32 row=312 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1db80 stride=16 row=192 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1c4 stride=32 row=368 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d4 stride=32 row=424 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae04 stride=32 row=768 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:256 opnd=in:312 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:368 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae14 stride=32 row=824 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:424 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1afc4 stride=32 row=880 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d104 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1afd4 stride=32 row=936 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc04 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:768 opnd=in:824 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:880 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc14 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:936 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1bdc4 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d484 stride=16 row=128 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1bdd4 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca04 stride=32 row=512 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca14 stride=32 row=540 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:112 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc4 stride=32 row=568 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:168 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1cbd4 stride=32 row=596 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d804 stride=16 row=64 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a008 stride=32 row=256 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:512 opnd=in:540 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:568 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:192 opnd=in:596 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a018 stride=32 row=312 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1db84 stride=16 row=192 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1c8 stride=32 row=368 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d8 stride=32 row=424 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae08 stride=32 row=768 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:256 opnd=in:312 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:368 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae18 stride=32 row=824 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:424 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1afc8 stride=32 row=880 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d108 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1afd8 stride=32 row=936 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc08 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:768 opnd=in:824 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:880 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc18 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:936 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1bdc8 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d488 stride=16 row=128 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1bdd8 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca08 stride=32 row=512 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca18 stride=32 row=540 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:112 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc8 stride=32 row=568 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:168 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1cbd8 stride=32 row=596 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d808 stride=16 row=64 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a00c stride=32 row=256 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:512 opnd=in:540 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:568 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:192 opnd=in:596 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a01c stride=32 row=312 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1db88 stride=16 row=192 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1cc stride=32 row=368 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1dc stride=32 row=424 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae0c stride=32 row=768 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:256 opnd=in:312 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:368 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae1c stride=32 row=824 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:424 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1afcc stride=32 row=880 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d10c stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1afdc stride=32 row=936 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc0c stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:768 opnd=in:824 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:880 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc1c stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:936 dst=out:128 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1bdcc stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d48c stride=16 row=128 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1bddc stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca0c stride=32 row=512 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca1c stride=32 row=540 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:112 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbcc stride=32 row=568 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:168 dst=out:64 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1cbdc stride=32 row=596 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1d80c stride=16 row=64 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:512 opnd=in:540 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:568 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:192 opnd=in:596 dst=out:192 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1db8c stride=16 row=192 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
; kernel /conv2/Conv (Conv+Relu+MaxPool+Flatten) tile n,k,c,p,q=1,8,16,2,14 order=input_reuse run=line kfold=4 chunk=4
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x19fc0 stride=0 row=256 rows=17 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1d100 stride=16 row=273 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0  [pop<-compute]
load.in   dram=0x19fc0 stride=0 row=287 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=319 rows=18 elems=4 planes=3 pstride=0 rpstride=64 transpose=0
load.in   dram=0x1d104 stride=16 row=337 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=351 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x1d108 stride=16 row=401 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=415 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x1d10c stride=16 row=465 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=479 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=511 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=256 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load]
compute   in=272 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=320 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->vector]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1a000 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=256 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load]
compute   in=272 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=320 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->vector]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1a008 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=256 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load push->load]
compute   in=272 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=320 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=272 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=256 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=272 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=336 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=400 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=273 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a010 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=401 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=768 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=466 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d1e0 stride=16 row=769 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=288 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=783 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=464 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d1e4 stride=16 row=833 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=337 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d1e8 stride=16 row=897 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=481 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d1ec stride=16 row=961 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=402 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=352 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a018 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a380 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a388 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a390 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=0 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=978 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d3a0 stride=16 row=1 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=800 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=15 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=976 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d3a4 stride=16 row=65 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=849 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d3a8 stride=16 row=129 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=993 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d3ac stride=16 row=193 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=914 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=864 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a398 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a700 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a708 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a710 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=512 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=210 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d560 stride=16 row=513 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=32 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=527 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=208 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d564 stride=16 row=577 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=81 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d568 stride=16 row=641 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=225 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d56c stride=16 row=705 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=146 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=96 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=512 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=528 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=592 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=656 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=529 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1a718 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=657 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=722 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=512 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=528 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=592 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=656 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=529 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=657 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=722 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=512 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=528 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=592 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=656 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=529 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1aa80 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=657 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=722 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=512 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=528 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=592 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=656 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=529 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=657 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=722 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=512 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=528 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=592 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=656 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=529 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1aa88 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=657 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=722 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=512 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=528 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=592 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=656 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=529 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=657 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=722 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=512 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=528 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=592 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=656 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=529 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1aa90 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=657 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=256 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=722 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d720 stride=16 row=257 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=544 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=271 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=720 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d724 stride=16 row=321 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=593 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d728 stride=16 row=385 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=737 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d72c stride=16 row=449 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=658 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=608 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=512 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=528 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=576 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=592 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=640 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=656 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=704 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=720 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=513 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=529 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=577 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=593 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=641 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=657 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=705 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=721 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=514 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=530 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=578 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=594 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=642 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=658 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=706 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=722 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=528 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=544 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=592 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=608 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=656 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=672 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=720 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=736 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=529 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=545 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=593 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=609 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=657 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=673 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=721 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=737 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=530 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=546 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=594 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=610 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=658 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=674 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=722 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=738 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=544 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=560 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=608 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=624 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=672 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=688 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=736 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=752 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=545 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=561 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=609 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=625 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=673 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=689 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=737 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=753 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=546 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=562 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=610 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=626 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=674 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=690 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=738 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=754 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=256 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=272 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=336 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=400 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=273 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1aa98 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=401 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=466 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=256 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=272 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=336 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=400 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=273 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1ae00 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=401 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=466 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=256 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=272 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=336 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=400 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=273 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1ae08 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=401 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=466 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=256 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=272 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=336 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=400 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=273 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1ae10 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=401 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=768 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=466 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d8e0 stride=16 row=769 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=288 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=783 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=464 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d8e4 stride=16 row=833 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=337 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x1d8e8 stride=16 row=897 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=481 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1d8ec stride=16 row=961 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=402 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=352 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=256 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=272 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=320 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=336 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=384 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=400 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=448 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=464 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=257 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=273 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=321 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=337 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=385 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=401 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=449 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=465 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=258 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=274 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=322 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=338 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=386 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=402 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=450 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=466 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=272 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=288 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=336 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=352 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=400 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=416 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=464 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=480 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=273 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=289 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=337 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=353 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=401 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=417 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=465 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=481 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=274 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=290 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=338 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=354 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=402 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=418 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=466 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=482 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=288 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=304 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=352 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=368 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=416 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=432 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=480 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=496 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=289 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=305 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=353 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=369 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=417 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=433 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=481 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=497 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=290 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=306 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=354 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=370 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=418 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=434 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=482 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=498 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1ae18 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b180 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b188 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=978 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=768 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=784 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=848 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=912 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=785 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b190 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=913 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=978 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1daa0 stride=16 row=1 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=784 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=15 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=928 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=47 rows=18 elems=4 planes=3 pstride=0 rpstride=64 transpose=0
compute   in=992 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1daa4 stride=16 row=65 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=913 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=79 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=786 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1daa8 stride=16 row=129 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=850 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=143 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=978 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x1daac stride=16 row=193 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=800 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=207 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=944 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
load.in   dram=0x19fc0 stride=0 row=239 rows=17 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=992 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=817 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=768 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=784 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=832 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=848 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=896 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=912 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=960 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=976 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=769 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=785 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=833 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=849 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=897 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=913 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=961 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=977 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=770 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=786 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=834 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=850 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=898 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=914 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=962 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=978 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=784 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=800 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=848 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=864 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=912 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=928 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=976 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=992 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=785 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=801 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=849 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=865 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=913 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=929 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=977 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=993 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=786 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=802 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=850 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=866 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=914 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=930 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=978 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=994 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=800 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=816 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=864 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=880 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=928 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=944 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=992 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1008 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=801 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=817 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=865 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=881 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=929 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=945 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=993 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1009 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=802 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=818 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=866 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=882 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=930 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=946 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=994 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=1010 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=0 out=2 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=0 out=16 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=4 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=4 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=8 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=8 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=12 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=12 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=16 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=16 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=20 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=20 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=24 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b198 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=24 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=28 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=28 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=32 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=32 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=36 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=36 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=40 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=40 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=44 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13a0 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=44 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=48 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=48 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=52 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=52 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=56 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=56 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=60 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=60 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=64 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=64 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=68 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=68 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=72 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=72 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=76 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=76 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=80 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=80 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=84 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=84 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=88 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=88 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=92 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=92 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=96 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=96 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=100 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=100 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=104 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=104 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=108 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=108 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=112 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=112 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=116 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=116 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=120 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=120 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=124 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=124 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=128 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=128 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=132 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=132 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=136 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=136 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=140 out=2 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=140 out=16 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=144 out=30 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=144 out=44 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=148 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=148 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=152 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=152 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=156 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=156 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=160 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=160 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=164 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=164 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=168 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=168 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=172 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=172 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=176 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=176 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=180 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=180 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=184 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=184 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=188 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=188 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=192 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=192 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=196 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=196 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=200 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=200 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=204 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=204 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=208 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=208 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=212 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=212 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=216 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=216 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=220 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=220 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=224 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=224 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=228 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=228 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=232 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=232 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=236 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=236 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=240 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=240 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=244 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=244 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=248 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=248 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=252 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=252 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=256 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=256 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=260 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=260 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=264 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=264 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=268 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=268 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=272 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=272 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=276 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=276 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=280 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=280 out=44 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=284 out=30 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=284 out=44 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=512 out=130 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=512 out=144 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=516 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:30 opnd=out:1 dst=out:30 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=516 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=520 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=520 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=524 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=524 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=528 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=528 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=532 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=532 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=536 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b500 stride=32 row=2 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=536 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=540 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=540 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=544 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=544 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=548 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=548 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=552 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=552 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=556 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13c0 stride=16 row=64 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=556 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=560 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=560 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=564 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=564 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=568 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=568 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=572 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=572 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=576 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=576 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=580 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=580 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=584 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=584 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=588 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=588 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=592 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=592 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=596 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=596 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=600 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=600 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=604 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=604 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=608 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=608 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=612 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=612 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=616 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=616 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=620 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=620 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=624 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=624 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=628 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=628 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=632 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=632 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=636 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=636 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=640 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=640 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=644 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=644 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=648 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=648 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=652 out=130 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=652 out=144 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=656 out=158 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=656 out=172 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=660 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=660 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=664 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=664 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=668 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=668 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=672 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=672 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=676 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=676 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=680 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=680 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=684 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=684 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=688 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=688 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=692 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=692 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=696 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=696 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=700 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=700 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=704 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=704 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=708 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=708 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=712 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=712 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=716 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=716 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=720 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=720 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=724 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=724 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=728 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=728 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=732 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=732 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=736 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=736 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=740 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=740 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=744 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=744 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=748 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=748 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=752 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=752 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=756 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=756 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=760 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=760 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=764 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=764 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=768 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=768 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=772 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=772 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=776 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=776 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=780 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=780 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=784 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=784 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=788 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=788 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=792 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=792 out=172 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=796 out=158 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=796 out=172 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->load push->vector]
compute   in=0 wt=0 out=66 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector push->load]
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:130 opnd=out:128 dst=out:130 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=0 out=80 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=4 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:158 opnd=out:129 dst=out:158 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=4 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=8 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=8 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=12 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=12 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=16 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:130 opnd=in:0 dst=out:130 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=17 wt=16 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=20 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=20 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=24 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b508 stride=32 row=130 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=24 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=28 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=28 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=32 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=32 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=36 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=36 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=40 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=40 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=44 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
load.out  dram=0x13e0 stride=16 row=192 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=210 wt=44 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=48 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=48 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=52 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=52 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=56 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=56 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=60 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=60 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=64 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=64 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=68 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=68 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=72 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=72 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=76 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=76 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=80 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=80 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=84 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=84 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=88 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=88 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=92 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=92 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=96 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=96 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=100 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=100 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=104 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=104 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=108 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=108 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=112 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=112 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=116 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=116 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=120 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=120 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=124 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=124 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=128 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=128 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=132 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=132 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=136 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=136 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=140 out=66 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=140 out=80 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=144 out=94 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=144 out=108 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=148 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=148 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=152 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=152 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=156 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=156 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=160 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=160 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=164 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=164 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=168 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=168 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=172 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=172 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=176 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=176 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=180 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=180 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=184 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=184 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=188 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=188 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=192 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=192 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=196 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=196 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=200 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=200 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=204 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=204 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=208 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=208 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=212 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=212 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=216 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=216 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=220 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=220 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=224 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=224 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=228 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=228 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=232 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=232 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=236 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=236 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=240 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=240 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=244 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=244 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=248 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=248 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=252 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=252 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=256 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=256 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=260 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=260 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=264 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=264 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=268 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=268 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=272 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=272 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=276 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=276 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=280 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=280 out=108 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=284 out=94 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=284 out=108 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->vector]
compute   in=0 wt=512 out=194 rows=4 cols=4 depth=14 acc=0 preload=1  [pop<-load pop<-vector]
vector.bias_add src=out:66 opnd=out:64 dst=out:66 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=16 wt=512 out=208 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=516 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.bias_add src=out:94 opnd=out:65 dst=out:94 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=80 wt=516 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=520 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.relu src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=144 wt=520 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=524 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=524 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=528 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
vector.requantize src=out:66 opnd=in:0 dst=out:66 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
compute   in=17 wt=528 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=532 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=532 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=536 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
store.out dram=0x1b510 stride=32 row=66 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=145 wt=536 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=540 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=540 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=544 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=544 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=548 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=548 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=552 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=552 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=556 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=556 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=560 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=560 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=564 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=564 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=568 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=568 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=572 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=572 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=576 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=576 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=580 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=580 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=584 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=584 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=588 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=588 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=592 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=592 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=596 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=596 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=600 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=600 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=604 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=604 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=608 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=608 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=612 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=612 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=616 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=616 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=620 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=620 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=624 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=624 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=628 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=628 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=632 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=632 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=636 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=636 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=640 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=640 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=644 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=644 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=648 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=648 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=652 out=194 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=652 out=208 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=0 wt=656 out=222 rows=4 cols=4 depth=14 acc=0 preload=1
compute   in=16 wt=656 out=236 rows=4 cols=4 depth=14 acc=0 preload=0
compute   in=64 wt=660 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=80 wt=660 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=128 wt=664 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=144 wt=664 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=192 wt=668 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=208 wt=668 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=1 wt=672 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=17 wt=672 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=65 wt=676 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=81 wt=676 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=129 wt=680 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=145 wt=680 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=193 wt=684 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=209 wt=684 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=2 wt=688 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=18 wt=688 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=66 wt=692 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=82 wt=692 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=130 wt=696 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=146 wt=696 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=194 wt=700 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=210 wt=700 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=16 wt=704 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=32 wt=704 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=80 wt=708 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=96 wt=708 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=144 wt=712 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=160 wt=712 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=208 wt=716 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=224 wt=716 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=17 wt=720 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=33 wt=720 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=81 wt=724 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=97 wt=724 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=145 wt=728 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=161 wt=728 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=209 wt=732 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=225 wt=732 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=18 wt=736 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=34 wt=736 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=82 wt=740 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=98 wt=740 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=146 wt=744 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=162 wt=744 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=210 wt=748 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=226 wt=748 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=32 wt=752 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=48 wt=752 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=96 wt=756 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=112 wt=756 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=160 wt=760 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=176 wt=760 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=224 wt=764 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=240 wt=764 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=33 wt=768 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=49 wt=768 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=97 wt=772 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=113 wt=772 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=161 wt=776 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=177 wt=776 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=225 wt=780 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=241 wt=780 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=34 wt=784 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=50 wt=784 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=98 wt=788 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=114 wt=788 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=162 wt=792 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=178 wt=792 out=236 rows=4 cols=4 depth=14 acc=1 preload=0
compute   in=226 wt=796 out=222 rows=4 cols=4 depth=14 acc=1 preload=1
compute   in=242 wt=796 out=236 rows=4 cols=4 depth=14 acc=1 preload=0  [pop<-load push->vector]
vector.bias_add src=out:194 opnd=out:192 dst=out:194 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:222 opnd=out:193 dst=out:222 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.relu src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:194 opnd=in:0 dst=out:194 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1b518 stride=32 row=194 rows=28 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=64 row=512 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1a020 stride=64 row=561 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1c0 stride=64 row=610 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1e0 stride=64 row=659 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a004 stride=64 row=256 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:512 opnd=in:561 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:610 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a024 stride=64 row=305 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:659 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
load.in   dram=0x1a1c4 stride=64 row=354 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b880 stride=32 row=0 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1e4 stride=64 row=403 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a008 stride=64 row=768 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:256 opnd=in:305 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:354 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a028 stride=64 row=817 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:403 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
load.in   dram=0x1a1c8 stride=64 row=866 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b884 stride=32 row=128 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1e8 stride=64 row=915 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a00c stride=64 row=0 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:768 opnd=in:817 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:64 opnd=in:866 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a02c stride=64 row=49 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:915 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a1cc stride=64 row=98 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1b888 stride=32 row=64 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1ec stride=64 row=147 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a010 stride=64 row=512 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:0 opnd=in:49 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:98 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a030 stride=64 row=561 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:192 opnd=in:147 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a1d0 stride=64 row=610 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1b88c stride=32 row=192 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1f0 stride=64 row=659 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a014 stride=64 row=256 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:512 opnd=in:561 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:610 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a034 stride=64 row=305 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:659 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a1d4 stride=64 row=354 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1b890 stride=32 row=0 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1f4 stride=64 row=403 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a018 stride=64 row=768 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->load push->vector]
vector.max_pool src=in:256 opnd=in:305 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:128 opnd=in:354 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a038 stride=64 row=817 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:128 opnd=in:403 dst=out:128 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a1d8 stride=64 row=866 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1b894 stride=32 row=128 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1f8 stride=64 row=915 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a01c stride=64 row=0 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:768 opnd=in:817 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:64 opnd=in:866 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a03c stride=64 row=49 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:64 opnd=in:915 dst=out:64 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
load.in   dram=0x1a1dc stride=64 row=98 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
store.out dram=0x1b898 stride=32 row=64 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector]
load.in   dram=0x1a1fc stride=64 row=147 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:0 opnd=in:49 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:192 opnd=in:98 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:192 opnd=in:147 dst=out:192 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1b89c stride=32 row=192 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
; kernel /fc1/Gemm (Gemm+Relu) tile n,k,c,p,q=1,64,32,1,1 order=weight_reuse run=line kfold=4 chunk=4
load.wt   dram=0x1400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1b880 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [pop<-compute push->compute]
load.out  dram=0x19c00 stride=16 row=0 rows=16 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
load.wt   dram=0x1c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b8a0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x2400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b8c0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x2c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b8e0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x3400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b900 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x3c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b920 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x4400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b940 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x4c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b960 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x5400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b980 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x5c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b9a0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x6400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b9c0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x6c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b9e0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x7400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba00 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x7c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba20 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x8400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba40 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x8c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba60 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x9400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba80 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x9c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1baa0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xa400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bac0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xac00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bae0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xb400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb00 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xbc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb20 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xc400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb40 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xcc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb60 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xd400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb80 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xdc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bba0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xe400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bbc0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xec00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bbe0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xf400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc00 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xfc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc20 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x10400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc40 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x10c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc60 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x11400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc80 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x11c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bca0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x12400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bcc0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x12c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bce0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x13400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd00 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x13c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd20 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x14400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd40 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x14c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd60 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x15400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd80 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x15c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bda0 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x16400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bdc0 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x16c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bde0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x17400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be00 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x17c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be20 stride=1568 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x18400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=256 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=257 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=257 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be40 stride=1568 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x18c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=768 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be60 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x19400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be80 stride=1568 row=512 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
compute   in=512 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=513 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=512 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=513 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=514 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=515 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=516 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=517 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=518 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=519 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->vector]
vector.bias_add src=out:16 opnd=out:0 dst=out:16 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:17 opnd=out:1 dst=out:17 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:18 opnd=out:2 dst=out:18 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:19 opnd=out:3 dst=out:19 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:20 opnd=out:4 dst=out:20 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:21 opnd=out:5 dst=out:21 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:22 opnd=out:6 dst=out:22 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:23 opnd=out:7 dst=out:23 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:24 opnd=out:8 dst=out:24 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:25 opnd=out:9 dst=out:25 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:26 opnd=out:10 dst=out:26 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:27 opnd=out:11 dst=out:27 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:28 opnd=out:12 dst=out:28 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:29 opnd=out:13 dst=out:29 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:30 opnd=out:14 dst=out:30 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:31 opnd=out:15 dst=out:31 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.relu src=out:16 opnd=in:0 dst=out:16 lanes=4 count=16 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:16 opnd=in:0 dst=out:16 lanes=4 count=16 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
store.out dram=0x1a000 stride=64 row=16 rows=1 elems=4 planes=16 pstride=4 rpstride=0 transpose=0  [pop<-vector push->vector]
; kernel /fc2/Gemm (Gemm) tile n,k,c,p,q=1,10,32,1,1 order=weight_reuse run=line kfold=4 chunk=4
load.wt   dram=0x19d00 stride=4 row=512 rows=64 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
load.wt   dram=0x19e00 stride=2 row=576 rows=32 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=64 row=256 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [pop<-compute push->compute]
load.out  dram=0x19f80 stride=16 row=128 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=256 wt=512 out=131 rows=4 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=257 wt=516 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=520 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=524 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=528 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=261 wt=532 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=536 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
load.out  dram=0x19fa0 stride=16 row=130 rows=1 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=263 wt=540 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=544 out=132 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=257 wt=548 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=258 wt=552 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=259 wt=556 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=260 wt=560 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
load.wt   dram=0x19e40 stride=4 row=0 rows=64 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=261 wt=564 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=262 wt=568 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=263 wt=572 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=256 wt=576 out=133 rows=4 cols=2 depth=1 acc=0 preload=1
compute   in=257 wt=580 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=258 wt=584 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=259 wt=588 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=260 wt=592 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=261 wt=596 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=262 wt=600 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=263 wt=604 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
load.wt   dram=0x19f40 stride=2 row=64 rows=32 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
load.in   dram=0x1a020 stride=64 row=768 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
compute   in=768 wt=0 out=131 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=769 wt=4 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=8 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=12 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=16 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=20 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=24 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=28 out=131 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=32 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=769 wt=36 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=40 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=771 wt=44 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=772 wt=48 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=52 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=774 wt=56 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=775 wt=60 out=132 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=768 wt=64 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=769 wt=68 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=770 wt=72 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=771 wt=76 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=772 wt=80 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=773 wt=84 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=774 wt=88 out=133 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=775 wt=92 out=133 rows=4 cols=2 depth=1 acc=1 preload=1  [push->vector]
vector.bias_add src=out:131 opnd=out:128 dst=out:131 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:132 opnd=out:129 dst=out:132 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:133 opnd=out:130 dst=out:133 lanes=2 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:131 opnd=in:0 dst=out:131 lanes=4 count=3 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
store.out dram=0x1a040 stride=10 row=131 rows=1 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector]
store.out dram=0x1a048 stride=10 row=133 rows=1 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
; segment end
halt     
