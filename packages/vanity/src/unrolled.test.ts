import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { generateUnrolled } from '../scripts/generateUnrolled.ts'

it('assembly/unrolled.ts is the generator output (edit the generator, then regenerate)', () => {
  expect(readFileSync(new URL('../assembly/unrolled.ts', import.meta.url), 'utf8')).toBe(generateUnrolled())
})
