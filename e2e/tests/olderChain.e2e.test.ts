import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { taxTokenAbi, taxTokenRuntime } from '@tokenbox/core/contracts/TaxToken.ts'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.ts'
import type { RuntimeFingerprints } from '@tokenbox/core/evm/contractBuild.ts'
import { runtimeBuild } from '@tokenbox/core/evm/matchesRuntime.ts'
import { type Address, createWalletClient, erc20Abi, type Hex, hexToBytes, http, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { setPickerDate } from '../harness/pageInput.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { screenshotsEnabled, shoot } from '../harness/screenshots.ts'
import type { StackChain } from '../harness/startStack.ts'
import { withoutSharedLocker } from '../harness/withoutSharedLocker.ts'

/**
 * Issue 16 end to end: beside the default local chain (31337, every cancun opcode, EIP-1559) runs
 * the older one, an anvil node at hardfork Berlin (31338: no PUSH0 / MCOPY / TSTORE, no base fee),
 * with the london build of the infrastructure. The app must probe each chain before deploying and
 * send the build it runs, in the transaction type it takes.
 */
describe('the older local chain (Berlin, 31338) beside the default one', () => {
  let local: StackChain
  let berlin: StackChain
  let owner: Address
  /** Bodies the page posted to the console's error log (an EVM probe mismatch would land there). */
  const errorReports: string[] = []

  const openSwitcher = async () => {
    await suite.page.getByTestId('network-switch').click()
    await suite.page.getByRole('listbox').waitFor()
  }
  const switchTo = async (chainId: number, name: string) => {
    await openSwitcher()
    await suite.page.getByTestId(`network-option-${chainId}`).click()
    await suite.page.getByRole('listbox').waitFor({ state: 'hidden' })
    await expect.poll(() => suite.page.getByTestId('network-name').textContent()).toBe(name)
  }
  const codeBuild = async (chain: StackChain, address: Address, runtime: RuntimeFingerprints) =>
    runtimeBuild(hexToBytes((await chain.publicClient.getCode({ address })) ?? '0x'), runtime)
  const lastReceipt = (chain: StackChain) =>
    chain.publicClient.getTransactionReceipt({ hash: suite.wallet.sentHashes.at(-1) as Hex })

  /** Creates a marketing (tax) token through Create Token on the chain the wallet is on. */
  async function createMarketingToken(symbol: string): Promise<Address> {
    await suite.page.goto(`${suite.stack.baseUrl}/co/mk?t=0`)
    await suite.page.getByTestId('create-token-form').waitFor()
    // wagmi reconnects the wallet after the navigation: the form needs it to send.
    await suite.page.getByTestId('account-address').waitFor()
    await suite.page.getByTestId('token-name').fill(`${symbol} Demo`)
    await suite.page.getByTestId('token-symbol').fill(symbol)
    await suite.page.getByTestId('token-supply').fill('1000000')
    await suite.page.getByTestId('tax-buyFees-marketing').fill('2')
    await suite.page.getByTestId('tax-swap-back-threshold').fill('1000')
    await suite.page.getByTestId('create-token-submit').click()
    // Either the token, or what stopped it (a refused field, a failed step), said in the failure.
    const refused = suite.page
      .locator('.ant-form-item-explain-error')
      .or(suite.page.getByTestId('create-token-error'))
    await suite.page.getByTestId('token-created').or(refused).first().waitFor({ timeout: 60_000 })
    if (!(await suite.page.getByTestId('token-created').isVisible()))
      throw new Error(`Create Token stopped: ${(await refused.allTextContents()).join(' | ')}`)
    return (await suite.page.getByTestId('token-address').textContent()) as Address
  }

  const suite = pageSuite({
    // One stack, both chains: the nodes start and get their contracts side by side.
    stack: { localNetworks: ['default', 'berlin'] },
    prepare: async (stack) => {
      ;[local, berlin] = stack.chains as [StackChain, StackChain]
      owner = stack.accounts[1]!
      // The owner gets sample USDT on the Berlin chain to lock (a legacy transaction from viem).
      const deployer = createWalletClient({
        account: stack.accounts[0]!,
        chain: berlin.chain,
        transport: http(berlin.rpcUrl),
      })
      await berlin.publicClient.waitForTransactionReceipt({
        hash: await deployer.writeContract({
          address: berlin.deployments.contracts.usdt,
          abi: sampleStablecoinAbi,
          functionName: 'transfer',
          args: [owner, parseUnits('5000', 6)],
          // A legacy gas price: the node has no base fee (anvil would fill in EIP-1559 fees and refuse them).
          gasPrice: await berlin.publicClient.getGasPrice(),
        }),
      })
    },
    connect: { path: '/home', account: () => owner },
  })
  beforeAll(async () => {
    suite.page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/web/errors')) errorReports.push(request.postData() ?? '')
    })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('deployed the london build on Berlin and the cancun build on the default chain, as each node runs', () => {
    expect([local.chainId, local.deployments.build]).toEqual([31337, 'cancun'])
    expect([berlin.chainId, berlin.deployments.build]).toEqual([31338, 'london'])
  })

  it('lists the Berlin chain after the local one in the switcher; the wallet switches without adding it', async () => {
    await openSwitcher()
    const options = await suite.page
      .getByRole('option')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))
    expect(options.slice(0, 2)).toEqual(['network-option-31337', 'network-option-31338'])
    expect(await suite.page.getByTestId('network-option-31338').textContent()).toBe('TokenBox Local (Berlin)')
    await shoot(suite.page, 'older-chain-switcher-1440-en.png')
    await suite.page.keyboard.press('Escape')
    const before = suite.wallet.requests.length
    await switchTo(31338, 'TokenBox Local (Berlin)')
    expect(suite.wallet.chainId()).toBe(31338)
    expect(
      suite.wallet.requests
        .slice(before)
        .filter((method) => method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain'),
    ).toEqual(['wallet_switchEthereumChain'])
    // The balance is the Berlin node's: the wallet's requests go to that node now.
    await expect.poll(() => suite.page.getByTestId('wallet-balance').textContent()).toBe('10,000.0000 ETH')
    // The "Switched to" notice leaves before the pictures, so it hides nothing.
    if (screenshotsEnabled) await suite.page.locator('.ant-message-notice').waitFor({ state: 'detached' })
    await shoot(suite.page, 'older-chain-home-1440-en.png', { fullPage: true })
    await suite.page.setViewportSize({ width: 375, height: 812 })
    await expect
      .poll(() => suite.page.getByTestId('network-name').textContent())
      .toBe('TokenBox Local (Berlin)')
    await shoot(suite.page, 'older-chain-home-375-en.png')
    await openSwitcher()
    expect(await suite.page.locator('[role="option"][data-current="true"]').getAttribute('data-testid')).toBe(
      'network-option-31338',
    )
    await shoot(suite.page, 'older-chain-switcher-375-en.png')
    await suite.page.keyboard.press('Escape')
    await suite.page.getByRole('listbox').waitFor({ state: 'hidden' })
    await suite.page.setViewportSize({ width: 1440, height: 900 })
  })

  it('creates a marketing token there in the london build, sent as a legacy (type-0) transaction', async () => {
    const token = await createMarketingToken('OLD')
    expect(await codeBuild(berlin, token, taxTokenRuntime)).toBe('london')
    const receipt = await lastReceipt(berlin)
    expect(receipt.status).toBe('success')
    expect(receipt.contractAddress?.toLowerCase()).toBe(token.toLowerCase())
    // Berlin has no base fee: a type-0 transaction priced by gasPrice, which the node signed.
    expect(receipt.type).toBe('legacy')
    const transaction = await berlin.publicClient.getTransaction({ hash: receipt.transactionHash })
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBeGreaterThan(0n)
    await shoot(suite.page, 'older-chain-token-created-1440-en.png', { fullPage: true })

    // Manage Token recognises the london build as a TokenBox marketing token and reads it.
    await suite.page.getByTestId('token-manage').click()
    await suite.page.getByTestId('token-details').waitFor()
    await expect
      .poll(() => suite.page.getByTestId('manage-trading').textContent())
      .toBe('Not started: add liquidity, then start trading')
    // And it works: the owner (fee-exempt) transfers, in a legacy transaction as well.
    const recipient = suite.stack.accounts[5]!
    const ownerClient = createWalletClient({
      account: owner,
      chain: berlin.chain,
      transport: http(berlin.rpcUrl),
    })
    const transfer = await berlin.publicClient.waitForTransactionReceipt({
      hash: await ownerClient.writeContract({
        address: token,
        abi: taxTokenAbi,
        functionName: 'transfer',
        args: [recipient, parseUnits('1000', 18)],
        gasPrice: await berlin.publicClient.getGasPrice(),
      }),
    })
    expect(transfer.status).toBe('success')
    expect(
      await berlin.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('1000', 18))
    // The catalogue entry's level (berlin) agrees with the node's probe: no mismatch was reported.
    expect(errorReports.filter((body) => body.includes('EVM probe'))).toEqual([])
  })

  it('deploys a london-build locker where the chain has none, and locks through it', async () => {
    expect(await codeBuild(berlin, berlin.deployments.contracts.lock, tokenLockerRuntime)).toBe('london')
    // The chain starts with it at its shared address; taken away (code and nonce) to meet a chain without one.
    await withoutSharedLocker(berlin.publicClient, sharedContractAddress.TokenLocker.london)
    const fresh = await suite.stack.context.newPage()
    await fresh.setViewportSize({ width: 1440, height: 900 })
    // The server's answer without the Berlin chain's locker: the app must deploy one itself, and
    // choose the build the node runs.
    await fresh.route('**/api/v1/web/config', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      for (const chain of body.data.localChains) if (chain.chainId === 31338) delete chain.contracts.lock
      await route.fulfill({ response, json: body })
    })
    await fresh.goto(`${suite.stack.baseUrl}/lo/id?t=0`)
    await expect.poll(() => fresh.getByTestId('network-name').textContent()).toBe('TokenBox Local (Berlin)')
    await fresh.getByTestId('locker-missing').waitFor()
    await fresh.getByTestId('locker-deploy').click()
    await fresh.getByTestId('create-lock-form').waitFor({ timeout: 60_000 })
    // At the london build's shared address (the deterministic deployment proxy), in that build;
    // nothing went to the cancun build's address, which this node could not run.
    const locker = sharedContractAddress.TokenLocker.london
    expect(await codeBuild(berlin, locker, tokenLockerRuntime)).toBe('london')
    expect(
      await berlin.publicClient.getCode({ address: sharedContractAddress.TokenLocker.cancun }),
    ).toBeUndefined()
    expect((await lastReceipt(berlin)).type).toBe('legacy')

    // A lock through it: approve, then lock, both legacy transactions on Berlin.
    const { usdt } = berlin.deployments.contracts
    await fresh.getByTestId('lock-token').fill(usdt)
    await fresh.getByTestId('lock-token-info').waitFor()
    await fresh.getByTestId('lock-amount').fill('1200')
    await setPickerDate(fresh, 'lock-unlock-at', new Date(Date.now() + 86_400_000))
    const sentBefore = suite.wallet.sentHashes.length
    await fresh.getByTestId('lock-submit').click()
    await fresh.getByTestId('lock-created').waitFor({ timeout: 60_000 })
    expect(suite.wallet.sentHashes.length - sentBefore).toBe(2)
    expect(
      await berlin.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [locker],
      }),
    ).toBe(parseUnits('1200', 6))
    for (const hash of suite.wallet.sentHashes.slice(sentBefore)) {
      expect((await berlin.publicClient.getTransactionReceipt({ hash })).type).toBe('legacy')
    }
    await shoot(fresh, 'older-chain-lock-created-1440-en.png', { fullPage: true })
    await fresh.close()
  })

  it('creates the same token on the default local chain in the cancun build, with EIP-1559 gas', async () => {
    await suite.page.goto(`${suite.stack.baseUrl}/home`)
    await suite.page.getByTestId('account-address').waitFor()
    await switchTo(31337, 'TokenBox Local')
    expect(suite.wallet.chainId()).toBe(31337)
    const token = await createMarketingToken('NEW')
    expect(await codeBuild(local, token, taxTokenRuntime)).toBe('cancun')
    const receipt = await lastReceipt(local)
    expect(receipt.contractAddress?.toLowerCase()).toBe(token.toLowerCase())
    expect(receipt.type).toBe('eip1559')
    expect(errorReports.filter((body) => body.includes('EVM probe'))).toEqual([])
  })
})
