import {
  defaultInscriptionFormValues,
  toInscriptionParameters,
  validateInscriptionFigures,
} from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { inscriptionSummaryLines } from './inscriptionSummaryLines.ts'

const account = '0x00000000000000000000000000000000000000a1'
const other = '0x00000000000000000000000000000000000000b2'
const i18n = await createI18n('en')
await loadNamespaceBundle(i18n, 'en', 'tokens')
const t = i18n.getFixedT('en', 'tokens')
const base = { ...defaultInscriptionFormValues(account), name: 'Inscription', symbol: 'insc' }

describe('inscription create form', () => {
  it('defaults to no allocation and turns the figures into base units', () => {
    expect(toInscriptionParameters(base, account)).toEqual({
      template: 'inscription',
      name: 'Inscription',
      symbol: 'insc',
      decimals: 18,
      maxSupply: 21_000_000n * 10n ** 18n,
      amountPerMint: 1_000n * 10n ** 18n,
      mintsPerAddress: 10n,
      creatorAllocation: 0n,
      allocationRecipient: account,
    })
  })

  it('sends an allocation only when the switch states it', () => {
    const off = toInscriptionParameters({ ...base, allocation: '5000', allocationRecipient: other }, account)
    expect(off.creatorAllocation).toBe(0n)
    const on = toInscriptionParameters(
      { ...base, allocationEnabled: true, allocation: '5000', allocationRecipient: other },
      account,
    )
    expect(on).toMatchObject({ creatorAllocation: 5_000n * 10n ** 18n, allocationRecipient: other })
  })

  it('refuses figures whose last mint would be partial, as the contract does', () => {
    expect(validateInscriptionFigures(base)).toBeUndefined()
    expect(validateInscriptionFigures({ ...base, amountPerMint: '11' })).toEqual({
      key: 'inscription.issue.notWholeMints',
    })
    expect(validateInscriptionFigures({ ...base, allocationEnabled: true, allocation: '21000000' })).toEqual({
      key: 'inscription.issue.allocationTooLarge',
    })
  })

  it('summarises the rules and shows the deploy and mint texts', () => {
    const summary = inscriptionSummaryLines(base, t, 'en')
    expect(summary.lines.map((line) => line.text)).toEqual([
      'No owner: nobody can stop minting or transfers, or change anything.',
      'Anyone can mint 1,000 insc at a time. Mints in all: 21,000; per address: up to 10.',
      'Minting is free: only the gas is paid, and native coin sent to the token is refused.',
      'Only wallets can mint, not contracts (this stops bots from minting many times in one transaction).',
      'No allocation: the creator gets nothing at creation and mints like everyone else.',
    ])
    expect(summary.deployText).toBe(
      '{"p":"erc-20","op":"deploy","tick":"insc","max":"21000000","lim":"1000"}',
    )
    expect(summary.mintText).toBe('{"p":"erc-20","op":"mint","tick":"insc","amt":"1000"}')
    const allocated = inscriptionSummaryLines(
      { ...base, allocationEnabled: true, allocation: '2100000', allocationRecipient: other },
      t,
      'es',
    )
    expect(allocated.lines.find((line) => line.id === 'allocation')).toMatchObject({ tone: 'warn' })
    expect(allocated.lines.find((line) => line.id === 'allocation')?.text).toContain('2.100.000 insc (10')
    expect(inscriptionSummaryLines({ ...base, amountPerMint: '11' }, t, 'en').deployText).toBeUndefined()
  })
})
