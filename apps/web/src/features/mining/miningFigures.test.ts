import { describe, expect, it } from 'vitest'
import { teamGenerationParams } from './miningFigures.ts'

describe('teamGenerationParams', () => {
  it("gives the team rule's first two generations in the user's language (3% in all, halved each generation)", () => {
    expect(teamGenerationParams('en')).toEqual({ first: '1.5', second: '0.75' })
    expect(teamGenerationParams('es')).toEqual({ first: '1,5', second: '0,75' })
    expect(teamGenerationParams('zh')).toEqual({ first: '1.5', second: '0.75' })
  })
})
