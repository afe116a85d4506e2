import { describe, expect, it } from 'vitest'
import { defaultTokenFormValues, toCreateTokenParameters } from '../tokenFormValues.ts'
import { customizedValues } from './customizedValues.ts'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const typed = {
  ...defaultTokenFormValues(wallet),
  name: 'Custom',
  symbol: 'CUS',
  initialSupply: '1000000',
  router,
  // Left in hidden fields from options switched off again: none of it may reach the token.
  mintable: true,
  pausable: true,
  transferBurnPercent: '1',
  transferFeePercent: '2',
  maxWallet: '20000',
  fomoEnabled: true,
  cooldownSeconds: 60,
  buyFees: { liquidity: '1', marketing: '2', team: '0', burn: '0', fomo: '1', reward: '3' },
  sellFees: { liquidity: '1', marketing: '2', team: '0', burn: '0', fomo: '1', reward: '3' },
}

describe('customizedValues', () => {
  it('turns every option left off off in the normal token', () => {
    const parameters = toCreateTokenParameters('normal', customizedValues(typed, ['burn', 'pause']))
    expect(parameters).toMatchObject({
      template: 'normal',
      burnable: true,
      pausable: true,
      mintable: false,
      blacklistEnabled: false,
      whitelistEnabled: false,
      timedRenounceEnabled: false,
      transferBurnBps: 0,
      transferFeeBps: 0,
    })
  })

  it('sends the mint cap with the mint, and no cap without it', () => {
    expect(
      toCreateTokenParameters('normal', customizedValues({ ...typed, maxSupply: '5000000' }, ['mint'])),
    ).toMatchObject({ mintable: true, maxSupply: 5_000_000n * 10n ** 18n })
    expect(
      toCreateTokenParameters('normal', customizedValues({ ...typed, maxSupply: '5000000' }, ['pause'])),
    ).toMatchObject({ mintable: false, maxSupply: 0n })
  })

  it('keeps the transfer fee only when chosen', () => {
    expect(toCreateTokenParameters('normal', customizedValues(typed, ['transferFee']))).toMatchObject({
      transferBurnBps: 100,
      transferFeeBps: 200,
    })
  })

  it('deploys a dividend token with its reward share and nothing Customize does not offer', () => {
    const parameters = toCreateTokenParameters(
      'dividend',
      customizedValues(typed, ['tradeFees', 'swapBack', 'dividends']),
    )
    expect(parameters).toMatchObject({
      template: 'dividend',
      buyFees: { liquidity: 100, marketing: 200, reward: 300, fomo: 0 },
      sellFees: { reward: 300, fomo: 0 },
      maxWallet: 0n,
      swapBackEnabled: true,
      cooldownSeconds: 0,
      inviteBps: [],
      fomo: { window: 0 },
      tradingStartsAt: 0n,
    })
  })

  it('keeps limits only when chosen, and no reward share without dividends', () => {
    const limited = toCreateTokenParameters('marketing', customizedValues(typed, ['tradeFees', 'limits']))
    expect(limited).toMatchObject({ maxWallet: 20_000n * 10n ** 18n, swapBackEnabled: false })
    expect(limited).toMatchObject({ buyFees: { reward: 0 } })
  })

  it('pairs a sale with the native coin it raises, whatever pair the hidden picker held', () => {
    const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
    expect(customizedValues({ ...typed, quoteToken: usdt }, ['tradeFees', 'sale']).quoteToken).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    expect(customizedValues({ ...typed, quoteToken: usdt }, ['tradeFees']).quoteToken).toBe(usdt)
  })
})
