; Tessera program
; model: torch_jit (models/fashion_mnist/fashion_cnn.onnx)
; spec: tiny_4x4_int8 ws4x4_w8a8acc32_i4K_w4K_o4K_bw4-50b274a7
; pipeline: remove-identity,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse
; instructions: 11012 (load 472, store 144, compute 10010, vector 384, halt 2), 861 tokens, 2 segment(s)
; note: kernel '/Sub': vector op reciprocal is not supported by tiny_4x4_int8
; note: requantize parameters need a quantized model: run tessera quantize first (requantize multiplier 0, Clip bounds at the activation format's range)
; note: dram.bin not written: weights need a quantized model: run tessera quantize first
; kernel /Sub (Sub+Div)
load.in   dram=0x1a000 stride=4 row=0 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
load.out  dram=0x0 stride=0 row=0 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a0a8 stride=4 row=341 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.add src=in:0 opnd=out:0 dst=out:42 lanes=4 count=42 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute push->compute push->store]
store.out dram=0x1dd40 stride=4 row=42 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=85 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a150 stride=4 row=682 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:341 opnd=out:85 dst=out:127 lanes=4 count=42 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1dde8 stride=4 row=127 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=170 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a1f8 stride=4 row=0 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:682 opnd=out:170 dst=out:212 lanes=4 count=42 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1de90 stride=4 row=212 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=0 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
load.in   dram=0x1a2a0 stride=4 row=341 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.add src=in:0 opnd=out:0 dst=out:42 lanes=4 count=42 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->compute push->store]
store.out dram=0x1df38 stride=4 row=42 rows=42 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.out  dram=0x0 stride=0 row=85 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->vector]
vector.add src=in:341 opnd=out:85 dst=out:113 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute pop<-store push->store]
store.out dram=0x1dfe0 stride=4 row=113 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector]
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
load.out  dram=0x150 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
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
compute   in=31 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=32 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=57 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=86 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=515 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=62 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
compute   in=87 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=117 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=118 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
store.out dram=0x1a000 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x160 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=31 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=32 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=57 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=171 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=57 wt=3 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=88 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a004 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=31 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=32 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=57 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=1 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=32 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dd5c stride=1 row=342 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=515 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=62 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=117 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
load.in   dram=0x1dd76 stride=1 row=368 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=118 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
store.out dram=0x1a008 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1dd77 stride=1 row=369 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=342 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=398 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=373 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=402 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a00c stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=428 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=458 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a380 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a384 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=368 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dd94 stride=1 row=683 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=398 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1ddae stride=1 row=709 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1a388 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1ddaf stride=1 row=710 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=458 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=683 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=739 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=714 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a38c stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a700 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1a704 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=709 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1ddcc stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=739 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dde6 stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1a708 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1dde7 stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=799 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
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
store.out dram=0x1a70c stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa80 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa84 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=27 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de04 stride=1 row=342 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de1e stride=1 row=368 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1aa88 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1de1f stride=1 row=369 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=117 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=342 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=398 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=373 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1aa8c stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae00 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae04 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=368 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de3c stride=1 row=683 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=398 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de56 stride=1 row=709 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1ae08 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1de57 stride=1 row=710 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=458 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=683 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=739 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=714 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ae0c stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b180 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b184 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=709 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1de74 stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=739 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1de8e stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1b188 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1de8f stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=799 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
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
store.out dram=0x1b18c stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b500 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b504 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=27 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1deac stride=1 row=342 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dec6 stride=1 row=368 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1b508 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1dec7 stride=1 row=369 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=117 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=342 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=398 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=373 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b50c stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b880 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b884 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=368 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dee4 stride=1 row=683 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=398 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1defe stride=1 row=709 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1b888 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1deff stride=1 row=710 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=458 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=683 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=739 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=714 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1b88c stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bc00 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bc04 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=709 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df1c stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=739 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df36 stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1bc08 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1df37 stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=799 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
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
store.out dram=0x1bc0c stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf80 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf84 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=27 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df54 stride=1 row=342 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1df6e stride=1 row=368 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1bf88 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1df6f stride=1 row=369 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=117 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=342 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=398 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=373 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1bf8c stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c300 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=7 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=8 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=6 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c304 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=458 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=368 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1df8c stride=1 row=683 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=398 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=433 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=432 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfa6 stride=1 row=709 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1c308 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1dfa7 stride=1 row=710 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=458 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=459 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=683 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=739 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=714 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c30c stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c680 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=709 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=739 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=7 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=8 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=6 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1c684 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=799 wt=6 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=7 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=683 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=684 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=709 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=710 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=714 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dfc4 stride=1 row=1 rows=26 elems=3 planes=4 pstride=28 rpstride=30 transpose=0
compute   in=739 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=740 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=714 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=713 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=739 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=740 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=744 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=769 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=744 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=743 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=769 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=770 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=519 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=774 wt=520 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=773 wt=518 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1dfde stride=1 row=27 rows=1 elems=2 planes=4 pstride=28 rpstride=30 transpose=0
store.out dram=0x1c688 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1dfdf stride=1 row=28 rows=1 elems=1 planes=4 pstride=28 rpstride=30 transpose=0  [push->compute]
compute   in=799 wt=518 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=800 wt=519 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.out  dram=0x140 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
compute   in=1 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=57 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=32 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
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
store.out dram=0x1c68c stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ca00 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=141 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=1 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=2 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=0 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=27 wt=0 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=1 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=1 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=2 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=0 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=57 wt=0 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=1 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=4 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=5 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=3 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=3 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=4 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=4 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=5 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=3 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=3 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=4 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=7 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=8 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=6 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=87 wt=6 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=7 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=7 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=8 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=6 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
store.out dram=0x1ca04 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=6 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=7 out=226 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=1 wt=513 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=2 wt=514 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=512 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0x80 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=27 wt=512 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=28 wt=513 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=513 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=32 wt=514 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=512 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
load.in   dram=0x1dffc stride=1 row=342 rows=26 elems=3 planes=3 pstride=28 rpstride=30 transpose=0
compute   in=57 wt=512 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=58 wt=513 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=516 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=32 wt=517 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=31 wt=515 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=57 wt=515 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=58 wt=516 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=516 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=62 wt=517 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=515 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=87 wt=515 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=516 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=519 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=62 wt=520 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=61 wt=518 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1e016 stride=1 row=368 rows=1 elems=2 planes=3 pstride=28 rpstride=30 transpose=0
compute   in=87 wt=518 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=88 wt=519 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=519 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=92 wt=520 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=91 wt=518 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
load.in   dram=0x1e017 stride=1 row=369 rows=1 elems=1 planes=3 pstride=28 rpstride=30 transpose=0  [push->compute]
store.out dram=0x1ca08 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=117 wt=518 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=118 wt=519 out=56 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=342 wt=1 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x140 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xa4 stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=113 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
store.out dram=0x1ca0c stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=342 wt=513 out=171 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=172 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x150 stride=16 row=170 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xc8 stride=4 row=0 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=512 out=198 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=199 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=200 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=226 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=199 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=199 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=200 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=226 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=171 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=172 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=198 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=198 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
store.out dram=0x1cd80 stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=342 wt=1 out=1 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=2 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=0 out=2 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x160 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:171 opnd=out:170 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.wt   dram=0xec stride=4 row=512 rows=9 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=368 wt=0 out=28 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=1 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=1 out=29 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=2 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=0 out=30 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=0 out=56 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=1 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=4 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=5 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=3 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=3 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=4 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=4 out=29 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=5 out=29 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=3 out=30 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:171 opnd=in:0 dst=out:171 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=3 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=4 out=56 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=7 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=8 out=1 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=6 out=2 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=6 out=28 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=7 out=28 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
store.out dram=0x1cd84 stride=16 row=171 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=342 wt=513 out=86 rows=1 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=343 wt=514 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=512 out=87 rows=3 cols=4 depth=26 acc=0 preload=1
load.out  dram=0x170 stride=16 row=85 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=368 wt=512 out=113 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=369 wt=513 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=513 out=114 rows=1 cols=4 depth=1 acc=0 preload=0
compute   in=373 wt=514 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=512 out=115 rows=3 cols=4 depth=26 acc=0 preload=1
compute   in=398 wt=512 out=141 rows=1 cols=4 depth=1 acc=0 preload=1
compute   in=399 wt=513 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=516 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=373 wt=517 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=372 wt=515 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=398 wt=515 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=399 wt=516 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=516 out=114 rows=1 cols=4 depth=1 acc=1 preload=0
compute   in=403 wt=517 out=114 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=515 out=115 rows=3 cols=4 depth=26 acc=1 preload=1
vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=428 wt=515 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=516 out=141 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=519 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=403 wt=520 out=86 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=402 wt=518 out=87 rows=3 cols=4 depth=26 acc=1 preload=1
compute   in=428 wt=518 out=113 rows=1 cols=4 depth=1 acc=1 preload=1
compute   in=429 wt=519 out=113 rows=1 cols=4 depth=1 acc=1 preload=1  [pop<-load pop<-vector push->vector]
store.out dram=0x1cd88 stride=16 row=1 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.bias_add src=out:86 opnd=out:85 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.relu src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:86 opnd=in:0 dst=out:86 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1cd8c stride=16 row=86 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=32 row=682 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1a010 stride=32 row=738 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1c0 stride=32 row=794 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d0 stride=32 row=850 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae00 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:682 opnd=in:738 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:794 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae10 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:850 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
load.in   dram=0x1afc0 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d100 stride=16 row=170 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1afd0 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc00 stride=32 row=341 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:112 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc10 stride=32 row=397 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:168 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1bdc0 stride=32 row=453 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d480 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1bdd0 stride=32 row=509 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca00 stride=32 row=682 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:397 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca10 stride=32 row=710 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:453 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc0 stride=32 row=738 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:509 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1cbd0 stride=32 row=766 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
store.out dram=0x1d800 stride=16 row=85 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a004 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:710 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:738 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:170 opnd=in:766 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a014 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1db80 stride=16 row=170 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1c4 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d4 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae04 stride=32 row=341 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:112 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae14 stride=32 row=397 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:168 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1afc4 stride=32 row=453 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d104 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1afd4 stride=32 row=509 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc04 stride=32 row=682 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:397 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:453 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc14 stride=32 row=738 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:509 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1bdc4 stride=32 row=794 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d484 stride=16 row=85 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1bdd4 stride=32 row=850 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca04 stride=32 row=0 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:738 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca14 stride=32 row=28 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:794 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc4 stride=32 row=56 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:850 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1cbd4 stride=32 row=84 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
store.out dram=0x1d804 stride=16 row=170 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a008 stride=32 row=341 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:28 dst=out:0 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:56 dst=out:0 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:0 opnd=in:84 dst=out:0 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a018 stride=32 row=397 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1db84 stride=16 row=0 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1c8 stride=32 row=453 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1d8 stride=32 row=509 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae08 stride=32 row=682 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:397 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:453 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae18 stride=32 row=738 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:509 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1afc8 stride=32 row=794 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d108 stride=16 row=85 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1afd8 stride=32 row=850 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc08 stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:738 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:794 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc18 stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:850 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1bdc8 stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d488 stride=16 row=170 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1bdd8 stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca08 stride=32 row=341 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca18 stride=32 row=369 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:112 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbc8 stride=32 row=397 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:168 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1cbd8 stride=32 row=425 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
store.out dram=0x1d808 stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a00c stride=32 row=682 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:369 dst=out:85 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:397 dst=out:85 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:85 opnd=in:425 dst=out:85 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a01c stride=32 row=738 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1db88 stride=16 row=85 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1cc stride=32 row=794 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1dc stride=32 row=850 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ae0c stride=32 row=0 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:738 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:794 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1ae1c stride=32 row=56 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:850 dst=out:170 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1afcc stride=32 row=112 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d10c stride=16 row=170 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1afdc stride=32 row=168 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1bc0c stride=32 row=341 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:56 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:112 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1bc1c stride=32 row=397 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:168 dst=out:0 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1bdcc stride=32 row=453 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0
store.out dram=0x1d48c stride=16 row=0 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1bddc stride=32 row=509 rows=14 elems=4 planes=4 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1ca0c stride=32 row=682 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:397 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
load.in   dram=0x1ca1c stride=32 row=710 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:453 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1cbcc stride=32 row=738 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:509 dst=out:85 lanes=4 count=56 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1cbdc stride=32 row=766 rows=14 elems=4 planes=2 pstride=896 rpstride=0 transpose=0  [push->compute]
store.out dram=0x1d80c stride=16 row=85 rows=56 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->vector]
vector.max_pool src=in:682 opnd=in:710 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:738 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:170 opnd=in:766 dst=out:170 lanes=4 count=28 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1db8c stride=16 row=170 rows=28 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
; kernel /conv2/Conv (Conv+Relu+MaxPool+Flatten) tile n,k,c,p,q=1,8,16,2,14 order=input_reuse run=image kfold=4 chunk=4
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x19fc0 stride=0 row=0 rows=17 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1d100 stride=16 row=17 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0  [pop<-compute]
load.in   dram=0x19fc0 stride=0 row=31 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=63 rows=18 elems=4 planes=3 pstride=0 rpstride=64 transpose=0
load.in   dram=0x1d104 stride=16 row=81 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=95 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x1d108 stride=16 row=145 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=159 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x1d10c stride=16 row=209 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=223 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=255 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=0 wt=0 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=64 wt=4 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=8 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=12 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=20 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=28 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=32 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load push->load push->vector]
compute   in=0 wt=512 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
compute   in=65 wt=532 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a000 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a004 stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=560 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=564 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=572 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=580 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=588 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=600 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=0 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=4 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=8 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=12 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=20 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a008 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=28 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a00c stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=32 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=512 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=532 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a010 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a014 stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=341 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=16 wt=560 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d1e0 stride=16 row=342 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=80 wt=564 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=356 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=208 wt=572 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d1e4 stride=16 row=406 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=81 wt=580 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d1e8 stride=16 row=470 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=209 wt=588 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d1ec stride=16 row=534 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=146 wt=600 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=0 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=4 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=8 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=12 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=16 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=20 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=24 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a018 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=28 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a01c stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=32 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=36 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=40 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=44 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=48 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=52 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=56 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=60 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=64 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=68 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=72 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=76 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=80 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=84 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=88 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=92 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=96 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=100 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=104 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=108 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=112 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=116 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=120 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=124 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=128 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=132 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=136 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=140 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=144 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=148 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=152 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=156 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=160 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=164 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=168 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=172 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=176 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=180 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=184 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=188 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=192 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=196 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=200 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=204 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=208 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=212 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=216 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=220 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=224 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=228 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=232 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=236 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=240 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=244 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=248 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=252 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=256 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=260 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=264 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=268 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=272 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=276 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=280 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=284 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=512 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=516 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=520 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=524 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=528 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=532 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=536 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a380 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=540 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a384 stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=544 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=548 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=552 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=556 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=560 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=564 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=568 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=572 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=576 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=580 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=584 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=588 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=592 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=596 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=600 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=604 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=608 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=612 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=616 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=620 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=624 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=628 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=632 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=636 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=640 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=644 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=648 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=652 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=656 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=660 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=664 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=668 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=672 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=676 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=680 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=684 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=688 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=692 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=696 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=700 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=704 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=708 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=712 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=716 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=720 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=724 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=728 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=732 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=736 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=740 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=744 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=748 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=752 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=756 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=760 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=764 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=768 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=772 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=776 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=780 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=784 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=788 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=792 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=796 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=0 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=4 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=8 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=12 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=16 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=20 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=24 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a388 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=28 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a38c stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=32 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=36 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=40 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=44 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=48 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=52 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=56 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=60 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=64 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=68 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=72 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=76 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=80 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=84 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=88 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=92 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=96 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=100 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=104 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=108 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=112 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=116 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=120 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=124 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=128 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=132 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=136 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=140 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=144 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=148 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=152 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=156 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=160 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=164 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=168 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=172 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=176 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=180 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=184 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=188 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=192 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=196 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=200 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=204 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=208 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=212 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=216 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=220 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=224 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=228 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=232 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=236 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=240 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=244 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=248 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=252 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=256 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=260 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=264 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=268 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=272 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=276 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=280 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=284 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=512 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=516 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=520 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=524 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=528 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=532 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=536 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a390 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=540 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a394 stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=544 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=548 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=552 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=556 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=682 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=357 wt=560 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d3a0 stride=16 row=683 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=421 wt=564 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=568 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=697 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=549 wt=572 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=576 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d3a4 stride=16 row=747 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=422 wt=580 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=584 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d3a8 stride=16 row=811 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=550 wt=588 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=592 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=596 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d3ac stride=16 row=875 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=487 wt=600 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=604 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=608 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=612 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=616 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=620 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=624 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=628 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=632 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=636 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=640 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=644 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=648 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=652 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=656 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=660 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=664 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=668 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=672 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=676 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=680 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=684 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=688 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=692 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=696 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=700 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=704 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=708 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=712 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=716 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=720 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=724 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=728 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=732 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=736 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=740 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=744 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=748 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=752 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=756 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=760 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=764 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=768 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=772 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=776 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=780 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=784 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=788 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=792 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=796 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=0 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=4 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=8 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=12 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=16 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=20 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=24 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a398 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=28 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a39c stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=32 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=36 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=40 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=44 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=48 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=52 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=56 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=60 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=64 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=68 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=72 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=76 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=80 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=84 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=88 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=92 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=96 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=100 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=104 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=108 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=112 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=116 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=120 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=124 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=128 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=132 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=136 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=140 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=144 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=148 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=152 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=156 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=160 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=164 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=168 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=172 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=176 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=180 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=184 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=188 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=192 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=196 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=200 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=204 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=208 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=212 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=216 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=220 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=224 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=228 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=232 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=236 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=240 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=244 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=248 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=252 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=256 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=260 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=264 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=268 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=272 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=276 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=280 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=284 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=512 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=516 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=520 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=524 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=528 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=532 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=536 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a700 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=540 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a704 stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=544 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=548 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=552 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=556 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=560 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=564 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=568 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=572 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=576 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=580 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=584 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=588 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=592 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=596 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=600 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=604 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=608 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=612 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=616 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=620 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=624 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=628 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=632 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=636 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=640 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=644 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=648 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=652 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=656 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=660 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=664 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=668 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=672 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=676 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=680 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=684 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=688 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=692 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=696 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=700 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=704 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=708 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=712 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=716 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=720 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=724 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=728 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=732 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=736 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=740 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=744 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=748 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=752 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=756 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=760 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=764 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=768 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=772 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=776 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=780 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=784 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=788 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=792 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=796 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=0 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=4 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=8 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=12 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=16 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=20 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=24 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a708 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=28 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a70c stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=32 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=36 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=40 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=44 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=48 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=52 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=56 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=60 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=64 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=68 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=72 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=76 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=80 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=84 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=88 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=92 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=96 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=100 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=104 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=108 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=112 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=116 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=120 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=124 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=128 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=132 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=136 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=140 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=144 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=148 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=152 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=156 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=160 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=164 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=168 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=172 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=176 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=180 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=184 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=188 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=192 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=196 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=200 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=204 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=208 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=212 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=216 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=220 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=224 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=228 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=232 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=236 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=240 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=244 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=248 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=252 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=256 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=260 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=264 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=268 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=272 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=276 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=280 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=284 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=512 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=516 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=520 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=524 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=528 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=532 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=536 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a710 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=540 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a714 stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=544 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=548 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=552 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=556 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=0 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=698 wt=560 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d560 stride=16 row=1 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=762 wt=564 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=568 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=15 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=890 wt=572 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=576 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d564 stride=16 row=65 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=763 wt=580 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=584 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d568 stride=16 row=129 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=891 wt=588 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=592 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=596 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d56c stride=16 row=193 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=828 wt=600 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=604 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=608 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=612 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=616 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=620 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=624 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=628 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=632 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=636 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=640 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=644 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=648 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=652 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=656 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=660 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=664 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=668 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=672 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=676 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=680 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=684 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=688 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=692 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=696 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=700 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=704 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=708 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=712 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=716 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=720 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=724 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=728 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=732 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=736 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=740 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=744 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=748 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=752 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=756 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=760 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=764 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=768 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=772 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=776 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=780 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=784 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=788 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=792 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=796 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=0 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=4 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=8 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=12 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=20 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a718 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=28 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1a71c stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=32 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=512 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=532 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa80 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa84 stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=560 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=564 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=572 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=580 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=588 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=600 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=0 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=4 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=8 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=12 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=20 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa88 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=28 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa8c stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=32 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=512 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=532 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa90 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa94 stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=341 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=16 wt=560 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d720 stride=16 row=342 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=80 wt=564 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=356 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=208 wt=572 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d724 stride=16 row=406 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=81 wt=580 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d728 stride=16 row=470 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=209 wt=588 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d72c stride=16 row=534 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=146 wt=600 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=0 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=4 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=8 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=12 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=16 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=20 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=24 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa98 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=28 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1aa9c stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=32 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=36 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=40 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=44 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=48 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=52 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=56 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=60 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=64 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=68 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=72 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=76 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=80 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=84 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=88 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=92 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=96 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=100 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=104 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=108 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=112 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=116 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=120 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=124 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=128 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=132 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=136 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=140 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=144 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=148 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=152 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=156 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=160 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=164 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=168 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=172 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=176 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=180 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=184 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=188 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=192 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=196 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=200 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=204 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=208 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=212 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=216 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=220 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=224 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=228 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=232 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=236 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=240 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=244 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=248 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=252 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=256 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=260 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=264 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=268 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=272 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=276 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=280 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=284 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=512 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=516 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=520 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=524 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=528 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=532 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=536 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae00 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=540 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae04 stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=544 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=548 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=552 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=556 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=560 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=564 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=568 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=572 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=576 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=580 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=584 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=588 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=592 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=596 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=600 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=604 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=608 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=612 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=616 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=620 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=624 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=628 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=632 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=636 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=640 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=644 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=648 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=652 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=656 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=660 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=664 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=668 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=672 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=676 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=680 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=684 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=688 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=692 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=696 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=700 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=704 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=708 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=712 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=716 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=720 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=724 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=728 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=732 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=736 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=740 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=744 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=748 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=752 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=756 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=760 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=764 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=768 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=772 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=776 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=780 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=784 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=788 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=792 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=796 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=0 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=4 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=8 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=12 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=16 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=20 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=24 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae08 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=28 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae0c stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=32 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=36 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=40 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=44 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=48 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=52 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=56 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=60 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=64 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=68 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=72 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=76 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=80 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=84 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=88 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=92 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=96 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=100 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=104 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=108 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=112 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=116 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=120 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=124 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=128 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=132 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=136 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=140 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=144 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=148 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=152 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=156 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=160 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=164 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=168 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=172 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=176 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=180 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=184 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=188 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=192 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=196 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=200 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=204 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=208 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=212 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=216 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=220 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=224 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=228 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=232 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=236 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=240 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=244 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=248 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=252 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=256 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=260 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=264 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=268 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=272 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=276 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=280 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=284 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=341 wt=512 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=405 wt=516 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=469 wt=520 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=533 wt=524 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=528 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=406 wt=532 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=536 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae10 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=534 wt=540 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae14 stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=343 wt=544 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=548 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=552 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=556 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=682 rows=1 elems=4 planes=2 pstride=0 rpstride=255 transpose=0
compute   in=357 wt=560 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d8e0 stride=16 row=683 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=421 wt=564 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=568 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=697 rows=2 elems=4 planes=15 pstride=0 rpstride=16 transpose=0
compute   in=549 wt=572 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=576 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d8e4 stride=16 row=747 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=422 wt=580 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=584 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d8e8 stride=16 row=811 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0
compute   in=550 wt=588 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=592 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=596 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1d8ec stride=16 row=875 rows=14 elems=4 planes=4 pstride=224 rpstride=16 transpose=0  [push->compute]
compute   in=487 wt=600 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=604 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=608 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=612 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=616 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=620 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=624 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=628 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=632 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=636 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=640 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=644 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=648 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=652 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=341 wt=656 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=405 wt=660 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=469 wt=664 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=533 wt=668 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=342 wt=672 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=406 wt=676 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=470 wt=680 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=534 wt=684 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=343 wt=688 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=407 wt=692 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=471 wt=696 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=535 wt=700 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=357 wt=704 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=421 wt=708 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=485 wt=712 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=549 wt=716 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=358 wt=720 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=422 wt=724 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=486 wt=728 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=550 wt=732 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=359 wt=736 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=423 wt=740 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=487 wt=744 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=551 wt=748 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=373 wt=752 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=437 wt=756 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=501 wt=760 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=565 wt=764 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=374 wt=768 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=438 wt=772 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=502 wt=776 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=566 wt=780 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=375 wt=784 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=439 wt=788 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=503 wt=792 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=567 wt=796 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=0 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=4 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=8 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=12 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=16 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=20 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=24 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae18 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=28 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1ae1c stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=32 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=36 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=40 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=44 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=48 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=52 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=56 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=60 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=64 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=68 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=72 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=76 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=80 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=84 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=88 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=92 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=96 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=100 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=104 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=108 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=112 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=116 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=120 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=124 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=128 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=132 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=136 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=140 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=144 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=148 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=152 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=156 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=160 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=164 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=168 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=172 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=176 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=180 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=184 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=188 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=192 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=196 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=200 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=204 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=208 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=212 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=216 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=220 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=224 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=228 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=232 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=236 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=240 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=244 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=248 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=252 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=256 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=260 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=264 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=268 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=272 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=276 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=280 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=284 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=512 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=516 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=520 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=524 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=528 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=532 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=536 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b180 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=540 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b184 stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=544 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=548 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=552 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=556 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=560 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=564 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=568 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=572 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=576 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=580 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=584 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=588 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=592 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=596 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=600 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=604 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=608 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=612 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=616 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=620 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=624 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=628 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=632 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=636 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=640 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=644 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=648 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=652 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=656 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=660 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=664 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=668 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=672 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=676 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=680 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=684 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=688 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=692 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=696 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=700 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=704 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=708 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=712 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=716 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=720 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=724 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=728 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=732 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=736 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=740 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=744 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=748 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=752 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=756 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=760 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=764 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=768 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=772 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=776 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=780 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=784 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=788 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=792 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=796 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=0 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=4 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=8 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=12 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=16 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=20 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=24 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b188 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=28 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b18c stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=32 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=36 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=40 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=44 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=48 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=52 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=56 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=60 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=64 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=68 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=72 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=76 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=80 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=84 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=88 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=92 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=96 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=100 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=104 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=108 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=112 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=116 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=120 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=124 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=128 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=132 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=136 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=140 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=144 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=148 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=152 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=156 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=160 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=164 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=168 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=172 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=176 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=180 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=184 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=188 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=192 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=196 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=200 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=204 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=208 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=212 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=216 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=220 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=224 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=228 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=232 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=236 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=240 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=244 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=248 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=252 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=256 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=260 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=264 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=268 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=272 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=276 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=280 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=284 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=682 wt=512 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=746 wt=516 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x180 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=810 wt=520 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=874 wt=524 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=528 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=747 wt=532 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=536 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b190 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=875 wt=540 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b194 stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=684 wt=544 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=548 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=552 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=556 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=698 wt=560 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1daa0 stride=16 row=1 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=762 wt=564 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=568 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=15 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
load.in   dram=0x19fc0 stride=0 row=47 rows=18 elems=4 planes=3 pstride=0 rpstride=64 transpose=0
compute   in=890 wt=572 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=576 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=580 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1daa4 stride=16 row=65 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=827 wt=584 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=588 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=79 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=700 wt=592 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1daa8 stride=16 row=129 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=764 wt=596 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=600 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=143 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=892 wt=604 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x1daac stride=16 row=193 rows=14 elems=4 planes=3 pstride=224 rpstride=16 transpose=0
compute   in=714 wt=608 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=612 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=207 rows=2 elems=4 planes=2 pstride=0 rpstride=16 transpose=0
compute   in=842 wt=616 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.in   dram=0x19fc0 stride=0 row=239 rows=17 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=906 wt=620 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=624 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=628 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=632 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=636 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=640 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=644 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=648 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=652 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=682 wt=656 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=746 wt=660 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=810 wt=664 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=874 wt=668 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=683 wt=672 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=747 wt=676 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=811 wt=680 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=875 wt=684 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=684 wt=688 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=748 wt=692 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=812 wt=696 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=876 wt=700 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=698 wt=704 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=762 wt=708 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=826 wt=712 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=890 wt=716 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=699 wt=720 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=763 wt=724 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=827 wt=728 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=891 wt=732 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=700 wt=736 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=764 wt=740 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=828 wt=744 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=892 wt=748 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=714 wt=752 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=778 wt=756 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=842 wt=760 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=906 wt=764 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=715 wt=768 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=779 wt=772 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=843 wt=776 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=907 wt=780 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=716 wt=784 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=780 wt=788 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=844 wt=792 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=908 wt=796 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=0 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x1380 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=4 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0x600 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=8 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=12 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=20 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b198 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=28 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b19c stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=32 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=512 out=87 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13a0 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xa80 stride=4 row=0 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=532 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b500 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b504 stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=560 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=564 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=572 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=580 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=588 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=600 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=87 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=117 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=117 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=117 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=0 out=172 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13c0 stride=16 row=170 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:87 opnd=out:85 dst=out:87 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=4 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
load.wt   dram=0xf00 stride=4 row=512 rows=288 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
vector.bias_add src=out:117 opnd=out:86 dst=out:117 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=8 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=12 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=16 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:87 opnd=in:0 dst=out:87 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=20 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=24 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b508 stride=32 row=87 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=28 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b50c stride=32 row=117 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=32 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=36 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=40 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=44 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=48 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=52 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=56 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=60 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=64 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=68 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=72 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=76 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=80 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=84 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=88 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=92 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=96 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=100 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=104 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=108 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=112 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=116 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=120 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=124 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=128 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=132 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=136 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=140 out=172 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=144 out=202 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=148 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=152 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=156 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=160 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=164 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=168 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=172 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=176 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=180 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=184 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=188 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=192 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=196 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=200 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=204 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=208 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=212 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=216 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=220 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=224 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=228 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=232 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=236 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=240 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=244 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=248 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=252 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=256 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=260 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=264 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=268 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=272 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=276 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=280 out=202 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=284 out=202 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->load push->vector]
compute   in=0 wt=512 out=2 rows=4 cols=4 depth=30 acc=0 preload=1  [pop<-load]
load.out  dram=0x13e0 stride=16 row=0 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute push->compute]
vector.bias_add src=out:172 opnd=out:170 dst=out:172 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
compute   in=64 wt=516 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.bias_add src=out:202 opnd=out:171 dst=out:202 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=128 wt=520 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.relu src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
compute   in=192 wt=524 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=528 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
vector.requantize src=out:172 opnd=in:0 dst=out:172 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
compute   in=65 wt=532 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=536 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b510 stride=32 row=172 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
compute   in=193 wt=540 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
store.out dram=0x1b514 stride=32 row=202 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
compute   in=2 wt=544 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=548 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=552 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=556 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=560 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=564 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=568 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=572 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=576 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=580 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=584 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=588 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=592 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=596 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=600 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=604 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=608 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=612 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=616 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=620 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=624 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=628 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=632 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=636 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=640 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=644 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=648 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=652 out=2 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=0 wt=656 out=32 rows=4 cols=4 depth=30 acc=0 preload=1
compute   in=64 wt=660 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=128 wt=664 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=192 wt=668 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=1 wt=672 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=65 wt=676 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=129 wt=680 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=193 wt=684 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=2 wt=688 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=66 wt=692 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=130 wt=696 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=194 wt=700 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=16 wt=704 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=80 wt=708 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=144 wt=712 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=208 wt=716 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=17 wt=720 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=81 wt=724 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=145 wt=728 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=209 wt=732 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=18 wt=736 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=82 wt=740 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=146 wt=744 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=210 wt=748 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=32 wt=752 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=96 wt=756 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=160 wt=760 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=224 wt=764 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=33 wt=768 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=97 wt=772 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=161 wt=776 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=225 wt=780 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=34 wt=784 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=98 wt=788 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=162 wt=792 out=32 rows=4 cols=4 depth=30 acc=1 preload=1
compute   in=226 wt=796 out=32 rows=4 cols=4 depth=30 acc=1 preload=1  [pop<-load pop<-vector push->vector]
vector.bias_add src=out:2 opnd=out:0 dst=out:2 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:32 opnd=out:1 dst=out:32 lanes=4 count=30 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.relu src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:2 opnd=in:0 dst=out:2 lanes=4 count=60 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1b518 stride=32 row=2 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [pop<-vector]
store.out dram=0x1b51c stride=32 row=32 rows=14 elems=4 planes=2 pstride=448 rpstride=16 transpose=0  [push->vector]
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=64 row=341 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
load.in   dram=0x1a020 stride=64 row=390 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1c0 stride=64 row=439 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
load.in   dram=0x1a1e0 stride=64 row=488 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a004 stride=64 row=682 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]
vector.max_pool src=in:341 opnd=in:390 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:439 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a024 stride=64 row=731 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:488 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->compute push->store]
load.in   dram=0x1a1c4 stride=64 row=780 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b880 stride=32 row=85 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1e4 stride=64 row=829 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a008 stride=64 row=0 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:731 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:780 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a028 stride=64 row=49 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:829 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1c8 stride=64 row=98 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b884 stride=32 row=170 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1e8 stride=64 row=147 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a00c stride=64 row=341 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:49 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:98 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a02c stride=64 row=390 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:147 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1cc stride=64 row=439 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b888 stride=32 row=0 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1ec stride=64 row=488 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a010 stride=64 row=682 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:341 opnd=in:390 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:439 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a030 stride=64 row=731 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:488 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1d0 stride=64 row=780 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b88c stride=32 row=85 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1f0 stride=64 row=829 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a014 stride=64 row=0 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:682 opnd=in:731 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:780 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a034 stride=64 row=49 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:170 opnd=in:829 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1d4 stride=64 row=98 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b890 stride=32 row=170 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1f4 stride=64 row=147 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a018 stride=64 row=341 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->load push->vector]
vector.max_pool src=in:0 opnd=in:49 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:0 opnd=in:98 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a038 stride=64 row=390 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:0 opnd=in:147 dst=out:0 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1d8 stride=64 row=439 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b894 stride=32 row=0 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1f8 stride=64 row=488 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
load.in   dram=0x1a01c stride=64 row=682 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->vector]
vector.max_pool src=in:341 opnd=in:390 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:85 opnd=in:439 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
load.in   dram=0x1a03c stride=64 row=731 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
vector.max_pool src=out:85 opnd=in:488 dst=out:85 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute push->store]
load.in   dram=0x1a1dc stride=64 row=780 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0
store.out dram=0x1b898 stride=32 row=85 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
load.in   dram=0x1a1fc stride=64 row=829 rows=7 elems=4 planes=7 pstride=896 rpstride=0 transpose=0  [push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load pop<-vector push->vector]
vector.max_pool src=in:682 opnd=in:731 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.max_pool src=out:170 opnd=in:780 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.max_pool src=out:170 opnd=in:829 dst=out:170 lanes=4 count=49 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->store]
store.out dram=0x1b89c stride=32 row=170 rows=49 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-vector push->vector]
; kernel /fc1/Gemm (Gemm+Relu) tile n,k,c,p,q=1,64,32,1,1 order=weight_reuse run=line kfold=4 chunk=4
load.wt   dram=0x1400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1b880 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [pop<-compute push->compute]
load.out  dram=0x19c00 stride=16 row=0 rows=16 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
load.wt   dram=0x1c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b8a0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x2400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b8c0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x2c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
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
load.in   dram=0x1b900 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x3c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b920 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x4400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b940 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x4c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b960 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x5400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b980 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x5c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b9a0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x6400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
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
load.in   dram=0x1b9c0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x6c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1b9e0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x7400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba00 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x7c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba20 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x8400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1ba40 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x8c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
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
load.in   dram=0x1ba80 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x9c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1baa0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xa400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bac0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xac00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bae0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xb400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb00 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xbc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb20 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xc400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
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
load.in   dram=0x1bb40 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xcc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb60 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xd400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bb80 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xdc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bba0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xe400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bbc0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xec00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
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
load.in   dram=0x1bc00 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0xfc00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc20 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x10400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc40 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x10c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc60 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x11400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bc80 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x11c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bca0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x12400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
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
load.in   dram=0x1bcc0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x12c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bce0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x13400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd00 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x13c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd20 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x14400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bd40 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x14c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
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
load.in   dram=0x1bd80 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x15c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bda0 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x16400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bdc0 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x16c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1bde0 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x17400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be00 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x17c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be20 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x18400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
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
load.in   dram=0x1be40 stride=1568 row=341 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x18c00 stride=4 row=512 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=341 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=342 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=342 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be60 stride=1568 row=682 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
load.wt   dram=0x19400 stride=4 row=0 rows=512 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
compute   in=682 wt=512 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=683 wt=516 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=520 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=524 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=528 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=532 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=536 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=540 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=544 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=548 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=552 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=556 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=560 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=564 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=568 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=572 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=576 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=580 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=584 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=588 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=592 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=596 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=600 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=604 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=608 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=612 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=616 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=620 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=624 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=628 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=632 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=636 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=640 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=644 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=648 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=652 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=656 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=660 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=664 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=668 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=672 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=676 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=680 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=684 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=688 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=692 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=696 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=700 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=704 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=708 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=712 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=716 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=720 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=724 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=728 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=732 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=736 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=740 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=744 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=748 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=752 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=756 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=760 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=764 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=768 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=772 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=776 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=780 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=784 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=788 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=792 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=796 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=800 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=804 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=808 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=812 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=816 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=820 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=824 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=828 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=832 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=836 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=840 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=844 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=848 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=852 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=856 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=860 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=864 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=868 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=872 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=876 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=880 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=884 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=888 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=892 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=896 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=900 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=904 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=908 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=912 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=916 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=920 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=924 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=928 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=932 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=936 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=940 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=944 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=948 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=952 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=956 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=960 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=964 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=968 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=972 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=976 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=980 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=984 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=988 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=682 wt=992 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=683 wt=996 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=684 wt=1000 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=685 wt=1004 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=686 wt=1008 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=687 wt=1012 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=688 wt=1016 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=689 wt=1020 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->load]
load.in   dram=0x1be80 stride=1568 row=0 rows=1 elems=4 planes=8 pstride=4 rpstride=0 transpose=0  [push->compute]
compute   in=0 wt=0 out=16 rows=4 cols=4 depth=1 acc=1 preload=1  [pop<-load]
compute   in=1 wt=4 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=8 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=12 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=16 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=20 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=24 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=28 out=16 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=32 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=36 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=40 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=44 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=48 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=52 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=56 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=60 out=17 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=64 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=68 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=72 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=76 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=80 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=84 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=88 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=92 out=18 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=96 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=100 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=104 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=108 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=112 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=116 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=120 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=124 out=19 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=128 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=132 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=136 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=140 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=144 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=148 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=152 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=156 out=20 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=160 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=164 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=168 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=172 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=176 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=180 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=184 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=188 out=21 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=192 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=196 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=200 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=204 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=208 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=212 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=216 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=220 out=22 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=224 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=228 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=232 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=236 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=240 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=244 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=248 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=252 out=23 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=256 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=260 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=264 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=268 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=272 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=276 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=280 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=284 out=24 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=288 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=292 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=296 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=300 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=304 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=308 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=312 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=316 out=25 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=320 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=324 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=328 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=332 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=336 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=340 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=344 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=348 out=26 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=352 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=356 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=360 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=364 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=368 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=372 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=376 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=380 out=27 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=384 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=388 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=392 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=396 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=400 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=404 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=408 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=412 out=28 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=416 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=420 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=424 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=428 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=432 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=436 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=440 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=444 out=29 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=448 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=452 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=456 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=460 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=464 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=468 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=472 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=476 out=30 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=0 wt=480 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=1 wt=484 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=2 wt=488 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=3 wt=492 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=4 wt=496 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=5 wt=500 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=6 wt=504 out=31 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=7 wt=508 out=31 rows=4 cols=4 depth=1 acc=1 preload=1  [push->vector]
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
; kernel /fc2/Gemm (Gemm) tile n,k,c,p,q=1,10,64,1,1 order=weight_reuse run=line kfold=4 chunk=4
load.wt   dram=0x19d00 stride=4 row=512 rows=128 elems=4 planes=1 pstride=0 rpstride=0 transpose=0  [pop<-compute]
load.wt   dram=0x19f00 stride=2 row=640 rows=64 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
vector.bias_add src=in:0 opnd=in:0 dst=in:0 lanes=0 count=0 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-store push->compute]
compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-vector push->load]
load.in   dram=0x1a000 stride=64 row=341 rows=1 elems=4 planes=16 pstride=4 rpstride=0 transpose=0  [pop<-compute push->compute]
load.out  dram=0x19f80 stride=16 row=85 rows=2 elems=4 planes=1 pstride=0 rpstride=0 transpose=0
compute   in=341 wt=512 out=88 rows=4 cols=4 depth=1 acc=0 preload=1  [pop<-load]
compute   in=342 wt=516 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=520 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=524 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=528 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=532 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=536 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
load.out  dram=0x19fa0 stride=16 row=87 rows=1 elems=2 planes=1 pstride=0 rpstride=0 transpose=0  [push->compute]
compute   in=348 wt=540 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=349 wt=544 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=350 wt=548 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=351 wt=552 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=352 wt=556 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=353 wt=560 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=354 wt=564 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=355 wt=568 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=356 wt=572 out=88 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=576 out=89 rows=4 cols=4 depth=1 acc=0 preload=1
compute   in=342 wt=580 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=343 wt=584 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=344 wt=588 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=345 wt=592 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=346 wt=596 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=347 wt=600 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=348 wt=604 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=349 wt=608 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=350 wt=612 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=351 wt=616 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=352 wt=620 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=353 wt=624 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=354 wt=628 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=355 wt=632 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=356 wt=636 out=89 rows=4 cols=4 depth=1 acc=1 preload=1
compute   in=341 wt=640 out=90 rows=4 cols=2 depth=1 acc=0 preload=1
compute   in=342 wt=644 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=343 wt=648 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=344 wt=652 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=345 wt=656 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=346 wt=660 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=347 wt=664 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=348 wt=668 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=349 wt=672 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=350 wt=676 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=351 wt=680 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=352 wt=684 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=353 wt=688 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=354 wt=692 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=355 wt=696 out=90 rows=4 cols=2 depth=1 acc=1 preload=1
compute   in=356 wt=700 out=90 rows=4 cols=2 depth=1 acc=1 preload=1  [pop<-load push->vector]
vector.bias_add src=out:88 opnd=out:85 dst=out:88 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [pop<-compute]
vector.bias_add src=out:89 opnd=out:86 dst=out:89 lanes=4 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.bias_add src=out:90 opnd=out:87 dst=out:90 lanes=2 count=1 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0
vector.requantize src=out:88 opnd=in:0 dst=out:88 lanes=4 count=3 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0  [push->store]
store.out dram=0x1a040 stride=10 row=88 rows=1 elems=4 planes=2 pstride=4 rpstride=0 transpose=0  [pop<-vector]
store.out dram=0x1a048 stride=10 row=90 rows=1 elems=2 planes=1 pstride=0 rpstride=0 transpose=0
; segment end
halt     
