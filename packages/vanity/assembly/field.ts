// secp256k1 field arithmetic beside the generated multiplication: elements are 8 little-endian
// u32 limbs at a memory address (the 32-byte little-endian integer), always canonical (< p), so
// equality and serialisation need no extra normalisation step.
import { fieldMul, fieldSqr } from './unrolled'

const M: u64 = 0xffffffff
const MI: i64 = 0xffffffff

/** r = a + b mod p. */
export function fieldAdd(r: usize, a: usize, b: usize): void {
  let acc: u64 = 0
  let r0: u64, r1: u64, r2: u64, r3: u64, r4: u64, r5: u64, r6: u64, r7: u64
  acc = <u64>load<u32>(a, 0) + <u64>load<u32>(b, 0)
  r0 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 4) + <u64>load<u32>(b, 4)
  r1 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 8) + <u64>load<u32>(b, 8)
  r2 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 12) + <u64>load<u32>(b, 12)
  r3 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 16) + <u64>load<u32>(b, 16)
  r4 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 20) + <u64>load<u32>(b, 20)
  r5 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 24) + <u64>load<u32>(b, 24)
  r6 = acc & M
  acc = (acc >> 32) + <u64>load<u32>(a, 28) + <u64>load<u32>(b, 28)
  r7 = acc & M
  const overflow = acc >> 32
  const atLeastP =
    (r7 & r6 & r5 & r4 & r3 & r2) === M && (r1 > 0xfffffffe || (r1 === 0xfffffffe && r0 >= 0xfffffc2f))
  if (overflow || atLeastP) {
    // subtract p = add 2^32 + 977 and drop the 2^256 bit
    acc = r0 + 977
    r0 = acc & M
    acc = (acc >> 32) + r1 + 1
    r1 = acc & M
    acc = (acc >> 32) + r2
    r2 = acc & M
    acc = (acc >> 32) + r3
    r3 = acc & M
    acc = (acc >> 32) + r4
    r4 = acc & M
    acc = (acc >> 32) + r5
    r5 = acc & M
    acc = (acc >> 32) + r6
    r6 = acc & M
    acc = (acc >> 32) + r7
    r7 = acc & M
  }
  store<u32>(r, <u32>r0, 0)
  store<u32>(r, <u32>r1, 4)
  store<u32>(r, <u32>r2, 8)
  store<u32>(r, <u32>r3, 12)
  store<u32>(r, <u32>r4, 16)
  store<u32>(r, <u32>r5, 20)
  store<u32>(r, <u32>r6, 24)
  store<u32>(r, <u32>r7, 28)
}

/** r = a - b mod p. */
export function fieldSub(r: usize, a: usize, b: usize): void {
  // i64 arithmetic shift carries the borrow (-1 or 0) from limb to limb
  let acc: i64 = 0
  let r0: i64, r1: i64, r2: i64, r3: i64, r4: i64, r5: i64, r6: i64, r7: i64
  acc = <i64>load<u32>(a, 0) - <i64>load<u32>(b, 0)
  r0 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 4) - <i64>load<u32>(b, 4)
  r1 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 8) - <i64>load<u32>(b, 8)
  r2 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 12) - <i64>load<u32>(b, 12)
  r3 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 16) - <i64>load<u32>(b, 16)
  r4 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 20) - <i64>load<u32>(b, 20)
  r5 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 24) - <i64>load<u32>(b, 24)
  r6 = acc & MI
  acc = (acc >> 32) + <i64>load<u32>(a, 28) - <i64>load<u32>(b, 28)
  r7 = acc & MI
  if (acc >> 32) {
    // a < b: add p back (a - b + p lies in [0, p) because both are canonical)
    acc = r0 + 0xfffffc2f
    r0 = acc & MI
    acc = (acc >> 32) + r1 + 0xfffffffe
    r1 = acc & MI
    acc = (acc >> 32) + r2 + MI
    r2 = acc & MI
    acc = (acc >> 32) + r3 + MI
    r3 = acc & MI
    acc = (acc >> 32) + r4 + MI
    r4 = acc & MI
    acc = (acc >> 32) + r5 + MI
    r5 = acc & MI
    acc = (acc >> 32) + r6 + MI
    r6 = acc & MI
    acc = (acc >> 32) + r7 + MI
    r7 = acc & MI
  }
  store<u32>(r, <u32>r0, 0)
  store<u32>(r, <u32>r1, 4)
  store<u32>(r, <u32>r2, 8)
  store<u32>(r, <u32>r3, 12)
  store<u32>(r, <u32>r4, 16)
  store<u32>(r, <u32>r5, 20)
  store<u32>(r, <u32>r6, 24)
  store<u32>(r, <u32>r7, 28)
}

/** r = a. */
export function fieldCopy(r: usize, a: usize): void {
  store<u64>(r, load<u64>(a, 0), 0)
  store<u64>(r, load<u64>(a, 8), 8)
  store<u64>(r, load<u64>(a, 16), 16)
  store<u64>(r, load<u64>(a, 24), 24)
}

/** Whether a === 0 (canonical, so the limbs are all zero). */
export function fieldIsZero(a: usize): bool {
  return (load<u64>(a, 0) | load<u64>(a, 8) | load<u64>(a, 16) | load<u64>(a, 24)) === 0
}

const X2 = memory.data(32)
const X3 = memory.data(32)
const X11 = memory.data(32)
const X22 = memory.data(32)
const X44 = memory.data(32)
const X88 = memory.data(32)
const T = memory.data(32)

function sqrN(r: usize, a: usize, n: i32): void {
  fieldSqr(r, a)
  for (let i = 1; i < n; i++) fieldSqr(r, r)
}

/**
 * r = a^(p-2) = 1/a mod p (0 for a = 0), by an addition chain on the bits of p - 2: 223 ones, a
 * zero, 22 ones, then 0000101101. 255 squarings and 15 multiplications; r may alias a.
 */
export function fieldInv(r: usize, a: usize): void {
  fieldSqr(X2, a)
  fieldMul(X2, X2, a) // a^(2^2-1)
  fieldSqr(X3, X2)
  fieldMul(X3, X3, a) // 2^3-1
  sqrN(T, X3, 3)
  fieldMul(T, T, X3) // 2^6-1
  sqrN(T, T, 3)
  fieldMul(T, T, X3) // 2^9-1
  sqrN(X11, T, 2)
  fieldMul(X11, X11, X2) // 2^11-1
  sqrN(X22, X11, 11)
  fieldMul(X22, X22, X11) // 2^22-1
  sqrN(X44, X22, 22)
  fieldMul(X44, X44, X22) // 2^44-1
  sqrN(T, X44, 44)
  fieldMul(T, T, X44) // 2^88-1
  fieldCopy(X88, T)
  sqrN(T, T, 88)
  fieldMul(T, T, X88) // 2^176-1
  sqrN(T, T, 44)
  fieldMul(T, T, X44) // 2^220-1
  sqrN(T, T, 3)
  fieldMul(T, T, X3) // 2^223-1
  sqrN(T, T, 23)
  fieldMul(T, T, X22) // 223 ones, 0, 22 ones
  sqrN(T, T, 5)
  fieldMul(T, T, a) // 00001
  sqrN(T, T, 3)
  fieldMul(T, T, X2) // 011
  sqrN(T, T, 2)
  fieldMul(r, T, a) // 01
}
