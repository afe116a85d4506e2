import { parseEther } from 'viem'

/**
 * The figures every test sale starts from, whatever its template: 1,000 tokens a coin up to a
 * 100-coin hard cap, no soft cap, 0.1 to 10 coins a buyer, 60% of the raise to liquidity. Tests
 * work out reserves and refunds from these numbers, so a change here is a change to their
 * expectations.
 */
export const testSaleFigures = {
  tokensPerCoin: parseEther('1000'),
  hardCap: parseEther('100'),
  softCap: 0n,
  minContribution: parseEther('0.1'),
  maxContribution: parseEther('10'),
  liquidityBps: 6_000,
} as const
