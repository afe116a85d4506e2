import { cleanup, render, screen } from '@testing-library/react'
import type { ScanProgress } from '@tokenbox/core/logs/scanLogs.ts'
import { I18nextProvider } from 'react-i18next'
import { type Address, RpcRequestError } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadLazyNamespace } from '../../../base/loadLanguage.ts'
import { LaunchListDialog, type LaunchListRead } from './LaunchListDialog.tsx'

afterEach(cleanup)

const token = '0x00000000000000000000000000000000000000a1' as Address
const row = {
  token,
  symbol: 'LATE',
  phase: { color: 'processing', label: 'Active' },
  progressBps: 2_500,
  line: 'Raised: 1 of 4 ETH',
}
/** A newest-first scan of 100,000 blocks, 40,000 of them read, at an endpoint that allows 1,000 per query. */
const progress: ScanProgress = {
  fromBlock: 0n,
  toBlock: 99_999n,
  scannedTo: 60_000n,
  newestFirst: true,
  logs: 1,
  requests: 41,
  chunkSize: 1_000n,
  rangeLimit: 1_000n,
}

async function renderDialog(entries: LaunchListRead) {
  const i18n = await createI18n('en')
  await Promise.all([loadLazyNamespace(i18n, 'tokens'), loadLazyNamespace(i18n, 'errors')])
  render(
    <I18nextProvider i18n={i18n}>
      <LaunchListDialog
        open
        onClose={() => undefined}
        onOpen={() => undefined}
        title="Sales"
        testIdPrefix="sale"
        filters={[{ value: 'all', label: 'ALL' }]}
        filter="all"
        onFilter={() => undefined}
        entries={entries}
        emptyText="No sale tokens here yet"
      />
    </I18nextProvider>,
  )
  await screen.findByTestId('sale-list-dialog')
}

describe('LaunchListDialog', () => {
  it('shows the newest rows while older blocks are read, with how far the scan is and the endpoint’s limit', async () => {
    await renderDialog({ data: [row], isFetching: true, error: null, progress })
    expect(screen.getAllByTestId('sale-list-item').map((item) => item.dataset.token)).toEqual([token])
    expect(screen.getByTestId('sale-list-scan').textContent).toContain(
      'Reading older blocks… 40% of the last 100,000',
    )
    expect(screen.getByTestId('sale-list-scan-notice').textContent).toContain('block range of 1,000')
    expect(screen.queryByText('No sale tokens here yet')).toBeNull()
  })

  it('says "none" only once the whole window is read', async () => {
    await renderDialog({ data: [], isFetching: true, error: null, progress })
    expect(screen.queryByText('No sale tokens here yet')).toBeNull()
    cleanup()
    await renderDialog({ data: [], isFetching: false, error: null, progress })
    expect(screen.getByText('No sale tokens here yet')).toBeTruthy()
    // Read: no status line.
    expect(screen.queryByTestId('sale-list-scan')).toBeNull()
  })

  it('says what the endpoint refused, not "Network connection failed"', async () => {
    const error = new RpcRequestError({
      body: { method: 'eth_getLogs' },
      error: { code: -32602, message: 'range 3607 exceeds limit of 1000' },
      url: 'https://rpc.example',
    })
    await renderDialog({ data: undefined, isFetching: false, error, progress: undefined })
    const alert = screen.getByTestId('sale-list-error')
    expect(alert.textContent).toContain('limits each query to a block range of 1,000')
    expect(alert.textContent).not.toContain('Network connection failed')
  })
})
