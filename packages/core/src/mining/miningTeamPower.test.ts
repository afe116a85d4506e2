import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  miningTeamEmissionBps,
  miningTeamGenerationPercents,
  miningTeamGenerations,
  miningTeamPowerFor,
} from './miningTeamPower.ts'

describe('miningTeamPowerFor', () => {
  it('gives the first generation half of 3%, each next one half the one before, none past 32', () => {
    const power = parseEther('100')
    expect(miningTeamPowerFor(power, 1)).toBe(parseEther('1.5'))
    expect(miningTeamPowerFor(power, 2)).toBe(parseEther('0.75'))
    expect(miningTeamPowerFor(power, 3)).toBe(parseEther('0.375'))
    expect(miningTeamPowerFor(power, 0)).toBe(0n)
    expect(miningTeamPowerFor(power, miningTeamGenerations + 1)).toBe(0n)
    expect(miningTeamPowerFor(power, 1.5)).toBe(0n)
  })

  it('floors like the contract: 3% of the power floored, then halved (dust gives nothing)', () => {
    expect(miningTeamPowerFor(34n, 1)).toBe(0n) // 3% of 34 wei is 1, halved 0
    expect(miningTeamPowerFor(67n, 1)).toBe(1n) // 3% of 67 is 2, halved 1
    expect(miningTeamPowerFor(67n, 2)).toBe(0n)
  })

  it('never gives more than 3% of a power over all 32 generations together', () => {
    for (const power of [1n, 33n, 999n, parseEther('1'), parseEther('123456.789'), 2n ** 128n - 1n]) {
      let sum = 0n
      for (let generation = 1; generation <= miningTeamGenerations; generation++)
        sum += miningTeamPowerFor(power, generation)
      expect(sum * 10_000n).toBeLessThanOrEqual(power * 300n)
    }
  })
})

describe('miningTeamGenerationPercents', () => {
  it('lists the percent of a staker power each generation receives, at most 32 of them', () => {
    expect(miningTeamGenerationPercents(3)).toEqual([1.5, 0.75, 0.375])
    expect(miningTeamGenerationPercents(99)).toHaveLength(32)
    expect(miningTeamGenerationPercents(-1)).toEqual([])
    expect(miningTeamGenerationPercents(32).reduce((sum, percent) => sum + percent, 0)).toBeLessThan(3)
  })
})

describe('miningTeamEmissionBps', () => {
  it('is the counted team power over the divisor, in basis points, and 0 without a divisor', () => {
    expect(miningTeamEmissionBps({ teamPower: parseEther('1.5'), teamShareDivisor: parseEther('6') })).toBe(
      2_500,
    )
    expect(miningTeamEmissionBps({ teamPower: 0n, teamShareDivisor: parseEther('6') })).toBe(0)
    expect(miningTeamEmissionBps({ teamPower: 1n, teamShareDivisor: 0n })).toBe(0)
  })
})
