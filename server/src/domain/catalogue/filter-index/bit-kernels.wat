;; The filters index's word loops (bits.ts BitArena), 128 bits at a time with WebAssembly SIMD.
;; Every set is a run of 32-bit words in this memory; a scope is a list of block numbers, a block
;; being 8 words (32 bytes, two v128). All addresses are byte offsets. Rebuild the TypeScript
;; module that carries the compiled bytes with `npm run kernels -w server` after editing this file.
(module
  (import "env" "memory" (memory 1 16384 shared))

  ;; How many bits `a` holds in the scope's blocks.
  (func (export "popcount_in") (param $a i32) (param $scope i32) (param $n i32) (result i32)
    (local $acc v128) (local $end i32) (local $o i32)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        (local.set $o (i32.add (local.get $a) (i32.shl (i32.load (local.get $scope)) (i32.const 5))))
        (local.set $acc (i32x4.add (local.get $acc)
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (i8x16.add
            (i8x16.popcnt (v128.load (local.get $o)))
            (i8x16.popcnt (v128.load offset=16 (local.get $o))))))))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
      (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))

  ;; How many bits `a` and `b` both hold in the scope's blocks.
  (func (export "popcount_and_in") (param $a i32) (param $b i32) (param $scope i32) (param $n i32) (result i32)
    (local $acc v128) (local $end i32) (local $o i32) (local $p i32)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        (local.set $p (i32.shl (i32.load (local.get $scope)) (i32.const 5)))
        (local.set $o (i32.add (local.get $a) (local.get $p)))
        (local.set $p (i32.add (local.get $b) (local.get $p)))
        (local.set $acc (i32x4.add (local.get $acc)
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (i8x16.add
            (i8x16.popcnt (v128.and (v128.load (local.get $o)) (v128.load (local.get $p))))
            (i8x16.popcnt (v128.and (v128.load offset=16 (local.get $o)) (v128.load offset=16 (local.get $p)))))))))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
      (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))

  ;; How many bits of `a` at least one of the `k` sets listed at `sets` (their addresses) holds too.
  (func (export "popcount_and_any_in") (param $a i32) (param $sets i32) (param $k i32) (param $scope i32) (param $n i32) (result i32)
    (local $acc v128) (local $end i32) (local $p i32) (local $o i32) (local $s i32) (local $send i32) (local $u0 v128) (local $u1 v128)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $send (i32.add (local.get $sets) (i32.shl (local.get $k) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        (local.set $p (i32.shl (i32.load (local.get $scope)) (i32.const 5)))
        (local.set $u0 (v128.const i64x2 0 0))
        (local.set $u1 (v128.const i64x2 0 0))
        (local.set $s (local.get $sets))
        (block $joined
          (loop $join
            (br_if $joined (i32.ge_u (local.get $s) (local.get $send)))
            (local.set $o (i32.add (i32.load (local.get $s)) (local.get $p)))
            (local.set $u0 (v128.or (local.get $u0) (v128.load (local.get $o))))
            (local.set $u1 (v128.or (local.get $u1) (v128.load offset=16 (local.get $o))))
            (local.set $s (i32.add (local.get $s) (i32.const 4)))
            (br $join)))
        (local.set $o (i32.add (local.get $a) (local.get $p)))
        (local.set $acc (i32x4.add (local.get $acc)
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (i8x16.add
            (i8x16.popcnt (v128.and (v128.load (local.get $o)) (local.get $u0)))
            (i8x16.popcnt (v128.and (v128.load offset=16 (local.get $o)) (local.get $u1))))))))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
      (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))

  ;; `out` := `a` AND each of the `k` sets listed at `sets` (their addresses), in the scope's blocks.
  (func (export "and_all_in") (param $out i32) (param $a i32) (param $sets i32) (param $k i32) (param $scope i32) (param $n i32)
    (local $end i32) (local $p i32) (local $o i32) (local $s i32) (local $send i32) (local $x0 v128) (local $x1 v128)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $send (i32.add (local.get $sets) (i32.shl (local.get $k) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        (local.set $p (i32.shl (i32.load (local.get $scope)) (i32.const 5)))
        (local.set $x0 (v128.load (i32.add (local.get $a) (local.get $p))))
        (local.set $x1 (v128.load offset=16 (i32.add (local.get $a) (local.get $p))))
        (local.set $s (local.get $sets))
        (block $joined
          (loop $join
            (br_if $joined (i32.ge_u (local.get $s) (local.get $send)))
            (local.set $o (i32.add (i32.load (local.get $s)) (local.get $p)))
            (local.set $x0 (v128.and (local.get $x0) (v128.load (local.get $o))))
            (local.set $x1 (v128.and (local.get $x1) (v128.load offset=16 (local.get $o))))
            (local.set $s (i32.add (local.get $s) (i32.const 4)))
            (br $join)))
        (v128.store (i32.add (local.get $out) (local.get $p)) (local.get $x0))
        (v128.store offset=16 (i32.add (local.get $out) (local.get $p)) (local.get $x1))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next))))

  ;; `out` := `a` OP `b` in the scope's blocks; op 0: and, 1: or, 2: and not (a & ~b), 3: copy of a.
  (func (export "combine_in") (param $op i32) (param $out i32) (param $a i32) (param $b i32) (param $scope i32) (param $n i32)
    (local $end i32) (local $p i32) (local $x0 v128) (local $x1 v128) (local $y0 v128) (local $y1 v128)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        (local.set $p (i32.shl (i32.load (local.get $scope)) (i32.const 5)))
        (local.set $x0 (v128.load (i32.add (local.get $a) (local.get $p))))
        (local.set $x1 (v128.load offset=16 (i32.add (local.get $a) (local.get $p))))
        (local.set $y0 (v128.load (i32.add (local.get $b) (local.get $p))))
        (local.set $y1 (v128.load offset=16 (i32.add (local.get $b) (local.get $p))))
        (if (i32.eqz (local.get $op))
          (then
            (local.set $x0 (v128.and (local.get $x0) (local.get $y0)))
            (local.set $x1 (v128.and (local.get $x1) (local.get $y1))))
          (else (if (i32.eq (local.get $op) (i32.const 1))
            (then
              (local.set $x0 (v128.or (local.get $x0) (local.get $y0)))
              (local.set $x1 (v128.or (local.get $x1) (local.get $y1))))
            (else (if (i32.eq (local.get $op) (i32.const 2))
              (then
                (local.set $x0 (v128.andnot (local.get $x0) (local.get $y0)))
                (local.set $x1 (v128.andnot (local.get $x1) (local.get $y1)))))))))
        (v128.store (i32.add (local.get $out) (local.get $p)) (local.get $x0))
        (v128.store offset=16 (i32.add (local.get $out) (local.get $p)) (local.get $x1))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next))))

  ;; Writes to `out` the slots `a` holds in the scope's blocks, ascending; returns how many.
  (func (export "slots_in") (param $a i32) (param $scope i32) (param $n i32) (param $out i32) (result i32)
    (local $end i32) (local $slot i32) (local $o i32) (local $i i32) (local $w i32) (local $k i32)
    (local.set $end (i32.add (local.get $scope) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $k (local.get $out))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $scope) (local.get $end)))
        ;; the block's first slot, and its first word's address
        (local.set $slot (i32.shl (i32.load (local.get $scope)) (i32.const 8)))
        (local.set $o (i32.add (local.get $a) (i32.shr_u (local.get $slot) (i32.const 3))))
        (local.set $i (i32.const 0))
        (loop $word
          (local.set $w (i32.load (i32.add (local.get $o) (i32.shl (local.get $i) (i32.const 2)))))
          (block $empty
            (loop $bit
              (br_if $empty (i32.eqz (local.get $w)))
              (i32.store (local.get $k)
                (i32.add (i32.add (local.get $slot) (i32.shl (local.get $i) (i32.const 5))) (i32.ctz (local.get $w))))
              (local.set $k (i32.add (local.get $k) (i32.const 4)))
              (local.set $w (i32.and (local.get $w) (i32.sub (local.get $w) (i32.const 1))))
              (br $bit)))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $word (i32.lt_u (local.get $i) (i32.const 8))))
        (local.set $scope (i32.add (local.get $scope) (i32.const 4)))
        (br $next)))
    (i32.shr_u (i32.sub (local.get $k) (local.get $out)) (i32.const 2)))

  ;; Writes to `out` the blocks (of the `n` listed at `within`, or of blocks 0 to n-1 when `within`
  ;; is -1) in which `a` holds a bit, ascending; returns how many.
  (func (export "scope_of") (param $a i32) (param $within i32) (param $n i32) (param $out i32) (result i32)
    (local $j i32) (local $b i32) (local $o i32) (local $k i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $j) (local.get $n)))
        (local.set $b
          (if (result i32) (i32.eq (local.get $within) (i32.const -1))
            (then (local.get $j))
            (else (i32.load (i32.add (local.get $within) (i32.shl (local.get $j) (i32.const 2)))))))
        (local.set $o (i32.add (local.get $a) (i32.shl (local.get $b) (i32.const 5))))
        (if (v128.any_true (v128.or (v128.load (local.get $o)) (v128.load offset=16 (local.get $o))))
          (then
            (i32.store (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2))) (local.get $b))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $next)))
    (local.get $k))
)
