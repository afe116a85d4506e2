/// <reference types="@webgpu/types" />
import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { afterAll, describe, expect, it } from 'vitest'
import { gpuTestTimeoutMs } from '../../testing/nodeGpuDevice.ts'
import { webGpuTestDevice } from '../../testing/webGpuTestDevice.ts'
import { type AffinePoint, secp256k1Lambda } from '../vanityWasm.ts'
import { createSecp256k1Walk, maxWalkBatch, secp256k1WalkWgsl } from './secp256k1Walk.ts'

const G = secp256k1.ProjectivePoint.BASE
const n = secp256k1.CURVE.n
const random256 = () => BigInt(`0x${randomBytes(32).toString('hex')}`)
const randomScalar = () => (random256() % (n - 1n)) + 1n
const affine = (k: bigint): AffinePoint => {
  const { x, y } = G.multiply(((k % n) + n) % n).toAffine()
  return { x, y }
}
const multiplesOf = (batch: number) => Array.from({ length: batch }, (_, j) => affine(BigInt(j + 1)))

const device = await webGpuTestDevice()
afterAll(() => device?.destroy())

describe('the walk source', () => {
  it('takes batches from 1 to maxWalkBatch only (the running products live in each invocation)', () => {
    expect(secp256k1WalkWgsl({ batch: maxWalkBatch })).toContain(`const BATCH: u32 = ${maxWalkBatch}u;`)
    for (const batch of [0, maxWalkBatch + 1, 1.5])
      expect(() => secp256k1WalkWgsl({ batch })).toThrow(RangeError)
  })
})

describe.skipIf(!device)('the secp256k1 walk in WGSL', { timeout: gpuTestTimeoutMs }, () => {
  it.each([
    [8, 3],
    [1, 2],
  ])(
    'visits (k0 + round·B + j)·G and its β·x, β²·x, like noble (batch %i, walks %i)',
    async (batch, walks) => {
      const k0s = Array.from({ length: walks }, randomScalar)
      const walk = await createSecp256k1Walk(device!, {
        batch,
        starts: k0s.map(affine),
        multiples: multiplesOf(batch),
      })
      try {
        for (let round = 0; round < 3; round++) {
          await walk.run()
          const points = await walk.readPoints()
          k0s.forEach((k0, w) => {
            for (let j = 0; j < batch; j++) {
              const k = k0 + BigInt(round * batch + j)
              const label = `walk ${w}, round ${round}, j ${j}`
              const got = points[w]![j]!
              const expected = affine(k)
              expect({ x: got.x, y: got.y }, label).toEqual(expected)
              // λ·(kG) = (β·x, y) and λ²·(kG) = (β²·x, y): checked against noble's own multiples
              expect({ x: got.betaX, y: got.y }, label).toEqual(affine(k * secp256k1Lambda))
              expect({ x: got.beta2X, y: got.y }, label).toEqual(
                affine(k * secp256k1Lambda * secp256k1Lambda),
              )
            }
          })
        }
        const state = await walk.readState()
        expect(state.stopped).toEqual([])
        expect(state.points).toEqual(k0s.map((k0) => affine(k0 + BigInt(3 * batch))))
      } finally {
        walk.destroy()
      }
    },
  )

  // batch 8 again: the compiled walk is reused (SwiftShader needs seconds per pipeline)
  it('runs several rounds in one submission (each round sees the previous one)', async () => {
    const batch = 8
    const k0s = Array.from({ length: 70 }, randomScalar) // two workgroups, the second one partial
    const walk = await createSecp256k1Walk(device!, {
      batch,
      starts: k0s.map(affine),
      multiples: multiplesOf(batch),
    })
    try {
      await walk.run(3)
      const points = await walk.readPoints()
      for (const w of [0, 1, 63, 64, 69]) {
        for (const j of [0, 3, 7]) expect(points[w]![j]!.x).toBe(affine(k0s[w]! + BigInt(2 * batch + j)).x)
      }
      expect((await walk.readState()).points[69]).toEqual(affine(k0s[69]! + BigInt(3 * batch)))
    } finally {
      walk.destroy()
    }
  })

  it('stops a walk whose round needs P = ±jG (a doubling or the point at infinity), then restarts it', async () => {
    const batch = 8
    const good = randomScalar()
    // -3G + 3G is infinity; 2G + 2G is a doubling; n - 8: the round ends at 0·G, infinity too
    const starts = [n - 3n, good, 2n, n - 8n]
    const walk = await createSecp256k1Walk(device!, {
      batch,
      starts: starts.map(affine),
      multiples: multiplesOf(batch),
    })
    try {
      await walk.run()
      const state = await walk.readState()
      expect(state.stopped).toEqual([0, 2, 3])
      // a stopped walk does not move; the others go on
      expect(state.points[0]).toEqual(affine(n - 3n))
      expect(state.points[1]).toEqual(affine(good + 8n))
      const fresh = randomScalar()
      walk.restart(0, affine(fresh))
      await walk.run()
      const after = await walk.readState()
      expect(after.stopped).toEqual([2, 3])
      expect(after.points[0]).toEqual(affine(fresh + 8n))
      expect((await walk.readPoints())[0]!.map((point) => point.x)).toEqual(
        [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n].map((j) => affine(fresh + j).x),
      )
    } finally {
      walk.destroy()
    }
  })
})
