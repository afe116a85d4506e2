// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'
import { localEntry } from '@tokenbox/core/testing/localEntry.ts'
import { describe, expect, it } from 'vitest'
import { renderInShell } from '../../../testing/renderInShell.tsx'
import { useGasTestNodes } from '../../../testing/useGasTestNodes.ts'
import { GasPanel } from './GasPanel.tsx'

describe('the gas panel, against real anvil nodes', () => {
  const nodes = useGasTestNodes()

  it('shows the max fee and the priority fee in gwei on an EIP-1559 chain', async () => {
    await renderInShell('popup', <GasPanel entry={localEntry(nodes.current.url)} />)
    const price = await screen.findByTestId('gas-price')
    expect(price.getAttribute('data-kind')).toBe('eip1559')
    expect(price.textContent).toMatch(/^Max fee[\d.,]+gweiPriority fee[\d.,]+gwei$/)
    // Each number keeps its unit on its line; the figures wrap as wholes (issue 77: "gwei" alone).
    expect(price.className).toContain('ant-flex-wrap-wrap')
    const contents = price.querySelectorAll<HTMLElement>('.ant-statistic-content')
    expect(contents).toHaveLength(2)
    for (const content of contents) expect(content.style.whiteSpace).toBe('nowrap')
    expect(screen.getByText('EIP-1559')).toBeTruthy()
    expect(screen.getByText('Gas on TokenBox Local')).toBeTruthy()
  })

  it('shows the one gas price on a legacy chain, in the user language', async () => {
    await renderInShell('popup', <GasPanel entry={localEntry(nodes.berlin.url, { chainId: 31338 })} />, {
      language: 'zh',
    })
    const price = await screen.findByTestId('gas-price')
    expect(price.getAttribute('data-kind')).toBe('legacy')
    expect(price.textContent).toMatch(/^Gas 价格[\d.,]+gwei$/)
    expect(screen.getByText('传统')).toBeTruthy()
  })

  it('reads the price again on its own while open', async () => {
    await renderInShell('popup', <GasPanel entry={localEntry(nodes.current.url)} intervalMs={200} />)
    const first = (await screen.findByTestId('gas-updated')).textContent
    // Each read stamps its time to the second; a later stamp is a later read.
    await waitFor(() => expect(screen.getByTestId('gas-updated').textContent).not.toBe(first), {
      timeout: 10_000,
    })
  })

  it('says plainly that the node did not answer, never the RPC error, and retries', async () => {
    const { host } = await renderInShell(
      'popup',
      <GasPanel entry={localEntry(`http://127.0.0.1:${await getFreePort()}`)} />,
    )
    const failed = await screen.findByTestId('gas-failed')
    expect(failed.textContent).toContain("TokenBox Local's node did not answer.")
    expect(failed.textContent).toContain('set another RPC node for this chain in the settings')
    expect(failed.textContent).not.toMatch(/fetch|HTTP|ECONNREFUSED|Details|viem/i)
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    expect(host.openOptionsPage).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByTestId('gas-retry'))
    expect(await screen.findByTestId('gas-failed')).toBeTruthy()
  })
})
