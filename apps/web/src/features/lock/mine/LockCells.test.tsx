import { cleanup, render, screen, within } from '@testing-library/react'
import type { LockInfo } from '@tokenbox/core/lock/lockSchedule.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { lockPageHref, parseLockPageQuery } from '../lockLink.ts'
import { chainClockOffset } from '../useChainNow.ts'
import {
  LockAmountCell,
  LockOwnerCell,
  LockStatusTag,
  LockWithdrawableCell,
  NextReleaseCell,
} from './LockCells.tsx'
import { ReleaseScheduleTable } from './ReleaseScheduleTable.tsx'

afterEach(cleanup)

const day = 86_400n
const e18 = 10n ** 18n
const format = (value: bigint) => `${Number(value / 10n ** 16n) / 100} TKN`
const lockOf = (schedule: Partial<LockInfo>): LockInfo => ({
  id: 7n,
  token: '0x0000000000000000000000000000000000000001',
  isLp: false,
  owner: '0x0000000000000000000000000000000000000002',
  kind: 'linear',
  start: 0n,
  end: 100n * day,
  cycle: 0n,
  firstBps: 0n,
  cycleBps: 0n,
  amount: 1000n * e18,
  withdrawn: 0n,
  withdrawable: 0n,
  description: '',
  ...schedule,
})

async function withLock(language: Language): Promise<i18n> {
  const instance = await createI18n(language)
  activateNamespace(instance, 'lock')
  await Promise.all([
    loadNamespaceBundle(instance, 'en', 'lock'),
    loadNamespaceBundle(instance, language, 'lock'),
  ])
  return instance
}

const renderIn = (instance: i18n, node: ReactNode) =>
  render(<I18nextProvider i18n={instance}>{node}</I18nextProvider>)

/** A period lock from 1000 to 1090: 20% at the start, then 30% every 30 s. */
const periodLock = () =>
  lockOf({ kind: 'period', start: 1000n, end: 1090n, cycle: 30n, firstBps: 2000n, cycleBps: 3000n })

describe('lock cells', () => {
  it('shows a linear lock 3% into its release as partly withdrawable, with that 3% and its pace', async () => {
    const lock = lockOf({})
    const now = 3n * day
    // The countdown runs on this device's clock: the end is 97 days from now.
    const offset = Number(now) - Date.now() / 1000
    renderIn(
      await withLock('en'),
      <>
        <LockStatusTag lock={lock} now={now} />
        <LockWithdrawableCell lock={lock} now={now} format={format} />
        <NextReleaseCell lock={lock} now={now} offset={offset} format={format} />
      </>,
    )
    expect(screen.getByTestId('lock-status-7').textContent).toBe('Partly withdrawable')
    expect(screen.getByTestId('lock-withdrawable-7').textContent).toBe('30 TKN')
    const next = screen.getByTestId('lock-next-7').textContent
    expect(next).toContain('Releasing now, 10 TKN a day')
    expect(next).toMatch(/All released on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/)
    expect(screen.getByTestId('lock-countdown-7').textContent).toMatch(/^9[67]d \d\dh \d\dm \d\ds$/)
  })

  it('names the next step of a period lock with what it releases, and says when all is out', async () => {
    const instance = await withLock('es')
    const lock = periodLock()
    const { rerender } = renderIn(
      instance,
      <NextReleaseCell lock={lock} now={1031n} offset={0} format={format} />,
    )
    expect(screen.getByTestId('lock-next-7').textContent).toMatch(
      /^300 TKN el \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2}/,
    )
    rerender(
      <I18nextProvider i18n={instance}>
        <LockStatusTag lock={lock} now={2000n} />
        <NextReleaseCell lock={lock} now={2000n} offset={0} format={format} />
      </I18nextProvider>,
    )
    expect(screen.getByTestId('lock-status-7').textContent).toBe('Retirable por completo')
    expect(screen.getByTestId('lock-next-7').textContent).toBe('Todo está liberado')
  })

  it('shows the amount with what was withdrawn, and the owner shortened or renounced', async () => {
    const instance = await withLock('en')
    const lock = lockOf({ withdrawn: 250n * e18 })
    const { rerender } = renderIn(
      instance,
      <>
        <LockAmountCell lock={lock} format={format} labelled />
        <LockOwnerCell lock={lock} testId="owner" />
      </>,
    )
    expect(screen.getByTestId('lock-amount-7').textContent).toBe('1000 TKN')
    expect(screen.getByText('Amount')).toBeTruthy()
    expect(screen.getByText('Withdrawn 250 TKN')).toBeTruthy()
    expect(screen.getByTestId('owner').textContent).toBe('0x00...0002')
    rerender(
      <I18nextProvider i18n={instance}>
        <LockAmountCell lock={lockOf({})} format={format} />
        <LockOwnerCell
          lock={lockOf({ owner: '0x0000000000000000000000000000000000000000' })}
          testId="owner"
        />
      </I18nextProvider>,
    )
    expect(screen.queryByText('Amount')).toBeNull()
    expect(screen.queryByText(/^Withdrawn/)).toBeNull()
    expect(screen.queryByTestId('owner')).toBeNull()
    expect(screen.getByText('Renounced: locked for good')).toBeTruthy()
  })

  it('lists the release schedule with totals and shares, ticking what is out and marking the next', async () => {
    const lock = periodLock()
    renderIn(await withLock('en'), <ReleaseScheduleTable lock={lock} now={1031n} format={format} />)
    const table = screen.getByTestId('lock-releases-7')
    expect(within(table).getByText('4 releases')).toBeTruthy()
    const rows = table.querySelectorAll('tbody tr.ant-table-row')
    expect(rows).toHaveLength(4)
    expect([...rows].map((row) => row.querySelector('td:nth-child(2)')?.textContent)).toEqual([
      '200 TKN200 TKN in total',
      '300 TKN500 TKN in total',
      '300 TKN800 TKN in total',
      '200 TKN1000 TKN in total',
    ])
    expect([...rows].map((row) => row.querySelector('td:nth-child(3)')?.textContent)).toEqual([
      '20%',
      '50%',
      '80%',
      '100%',
    ])
    expect(rows[2]?.textContent).toContain('Next')
    // The first two are out at the chain's time 1031.
    expect([...rows].map((row) => row.querySelectorAll('[aria-label="Released"]').length)).toEqual([
      1, 1, 0, 0,
    ])
  })

  it('says one release in the singular, in Japanese and Chinese too', async () => {
    const lock = lockOf({ kind: 'fixed', end: 5000n })
    renderIn(await withLock('en'), <ReleaseScheduleTable lock={lock} now={0n} format={format} />)
    expect(screen.getByText('1 release')).toBeTruthy()
    cleanup()
    renderIn(await withLock('zh'), <ReleaseScheduleTable lock={lock} now={0n} format={format} />)
    expect(screen.getByText('共1次释放')).toBeTruthy()
  })
})

describe('lock links and the chain clock', () => {
  it('builds and reads a lock page link, refusing a broken one', () => {
    expect(lockPageHref(56, 12n)).toBe('/lo/lock?chain=56&id=12')
    expect(parseLockPageQuery('?chain=56&id=12')).toEqual({ chainId: 56, id: 12n })
    for (const bad of [
      '',
      '?chain=56',
      '?id=3',
      '?chain=x&id=1',
      '?chain=56&id=0',
      '?chain=56&id=-1',
      '?chain=1&id=1.5',
    ])
      expect(parseLockPageQuery(bad), bad).toBeUndefined()
  })

  it("runs ahead with a chain moved forward, never behind this device's clock", () => {
    expect(chainClockOffset(1_800_000_100n, 1_800_000_000_000)).toBe(100)
    expect(chainClockOffset(1_799_999_990n, 1_800_000_000_000)).toBe(0)
  })
})
