import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { toViemChain } from '@tokenbox/core/chains/toViemChain.ts'
import type { ChainEntry, TokenEntry } from '@tokenbox/core/chains/types.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import type { WalletRequest } from '@tokenbox/core/guard/types.ts'
import { eip2612PermitTypedData } from '@tokenbox/core/testing/eip2612Permit.ts'
import { type LocalTestChain, startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import { deployTrapChain } from '@tokenbox/core/testing/trapChain.ts'
import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  http,
  maxUint256,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExtensionChain } from '../chains/extensionChains.ts'
import { analyzeGuardRequest } from './analyzeGuardRequest.ts'
import type { GuardAnalyzeReply, GuardWarning } from './guardMessages.ts'
import { createTokenVerdictCache, type TokenVerdictCache } from './tokenVerdictCache.ts'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const stranger = '0x000000000000000000000000000000000000bEEF' as Address
const bsc = getChainEntry(56) as ChainEntry
const bscUsdt = bsc.tokens.find((token) => token.name === 'USDT')?.address as Address
const pancake = bsc.swaps.find((swap) => swap.name === 'PancakeSwapV2')?.router as Address
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address
const origin = 'https://app.example.org'

const noChains = () => {
  throw new Error('no chain list here: tokens the catalogue does not know stay addresses')
}
const analyze = (request: WalletRequest, chainId?: number, language: 'en' | 'ja' | 'es' | 'zh' = 'en') =>
  analyzeGuardRequest(
    { type: 'guard.analyze', request, chainId, origin },
    { settings: { language }, chains: noChains },
  )
const send = (to: Address, data: `0x${string}`) => ({
  method: 'eth_sendTransaction',
  params: [{ from: account, to, data }],
})
const warningOf = (reply: GuardAnalyzeReply): GuardWarning => {
  expect(reply.action).toBe('warn')
  return (reply as Extract<GuardAnalyzeReply, { action: 'warn' }>).warning
}
const row = (warning: GuardWarning, label: string) => warning.rows.filter((line) => line.label === label)

describe('approvals and permits on a chain the guard reads nothing of: named from the catalogue', () => {
  it('names the token and spender of an unlimited approval on a known chain', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pancake, maxUint256] })
    const warning = warningOf(await analyze(send(bscUsdt, data), 56))
    expect(warning).toMatchObject({
      kind: 'unlimitedApproval',
      language: 'en',
      title: 'Unlimited approval',
      summary:
        'This transaction lets PancakeSwapV2 router spend all of your USDT, now and later, without asking you again.',
      reasons: [],
      cancel: 'Cancel',
      continue: 'Continue',
    })
    expect(warning.rows).toEqual([
      { label: 'Site', value: 'app.example.org' },
      { label: 'Token', value: 'USDT', address: bscUsdt },
      { label: 'Spender', value: 'PancakeSwapV2 router', address: pancake },
      { label: 'Amount', value: 'Unlimited' },
    ])
  })

  it('shows full addresses where it knows no name, and speaks the user’s language', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, maxUint256] })
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
    const warning = warningOf(await analyze(send(token, data), 56, 'ja'))
    expect(warning.title).toBe('無制限の承認')
    expect(warning.summary).toBe(
      'このトランザクションは0x00...bEEFに、あなたの0x5F...0aa3を全額使う権限を与えます。今後も確認なしで使えます。',
    )
    expect(row(warning, '承認先')).toEqual([{ label: '承認先', value: stranger }])
    expect(warning.cancel).toBe('キャンセル')
  })

  it('warns about an approval for a whole collection', async () => {
    const nft = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D' as Address
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [stranger, true],
    })
    const warning = warningOf(await analyze(send(nft, data), 1, 'es'))
    expect(warning.kind).toBe('approvalForAll')
    expect(warning.title).toBe('Acceso a toda una colección')
    expect(warning.rows.map((line) => [line.label, line.value])).toEqual([
      ['Sitio', 'app.example.org'],
      ['Colección', nft],
      ['Operador', stranger],
    ])
  })

  it("reads a DAI permit as unlimited and without an end, a permit's chain from its domain", async () => {
    const dai = bsc.tokens.find((token) => token.name === 'DAI')?.address as Address
    const typedData = {
      primaryType: 'Permit',
      domain: { name: 'Dai Stablecoin', chainId: 56, verifyingContract: dai },
      message: { holder: account, spender: stranger, nonce: 0, expiry: 0, allowed: true },
    }
    // No chain id from the provider: a signature request carries its own.
    const warning = warningOf(await analyze({ method: 'eth_signTypedData_v4', params: [account, typedData] }))
    expect(warning.kind).toBe('permit')
    expect(warning.title).toBe('Signature that grants an unlimited allowance')
    expect(warning.rows).toEqual([
      { label: 'Site', value: 'app.example.org' },
      { label: 'Token', value: 'DAI', address: dai },
      { label: 'Amount', value: 'Unlimited' },
      { label: 'Spender', value: stranger },
      { label: 'Signature valid until', value: 'Never' },
    ])
  })

  it('writes a limited amount in whole tokens when the catalogue knows the decimals, else in base units', async () => {
    const unknownToken = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
    const typedData = {
      primaryType: 'PermitBatch',
      domain: { name: 'Permit2', chainId: 56, verifyingContract: permit2 },
      message: {
        details: [
          { token: bscUsdt, amount: (1_500n * 10n ** 18n).toString(), expiration: 0, nonce: 0 },
          { token: unknownToken, amount: '12345', expiration: 1_900_000_000, nonce: 0 },
        ],
        spender: pancake,
        sigDeadline: maxUint256.toString(),
      },
    }
    const warning = warningOf(
      await analyze({ method: 'eth_signTypedData_v4', params: [JSON.stringify(typedData), account] }),
    )
    expect(warning.title).toBe('Signature that grants a token allowance')
    expect(warning.summary).toContain('PancakeSwapV2 router')
    expect(row(warning, 'Amount').map((line) => line.value)).toEqual([
      '1,500 USDT',
      '12345 (smallest units of the token)',
    ])
    // Permit2's expiration 0 (the block it is used in) shows no date; MaxUint256 is "never".
    expect(row(warning, 'Allowance ends')).toHaveLength(1)
    expect(row(warning, 'Allowance ends')[0]?.value).toMatch(/2030/)
    expect(row(warning, 'Signature valid until')[0]?.value).toBe('Never')
  })

  it('speaks of a one-time transfer for Permit2 transfer signatures, in Chinese', async () => {
    const typedData = {
      primaryType: 'PermitTransferFrom',
      domain: { name: 'Permit2', chainId: 56, verifyingContract: permit2 },
      message: {
        permitted: { token: bscUsdt, amount: maxUint256.toString() },
        spender: stranger,
        nonce: 1,
        deadline: 1_900_000_000,
      },
    }
    const warning = warningOf(
      await analyze({ method: 'eth_signTypedData_v4', params: [account, typedData] }, undefined, 'zh'),
    )
    expect(warning.title).toBe('这个签名会授出无限额度')
    expect(warning.summary).toBe(
      '这不是登录。签下这条消息，0x00...bEEF就能从你的钱包里转走下面的代币，不会再问你。',
    )
  })

  it('reads a Seaport order: what is given, what comes back, what goes to others, until when', async () => {
    const seaport = '0x0000000000000068F116a894984e2DB1123eB395' as Address
    const nft = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D' as Address
    const item = (itemType: number, token: string, id: string, amount: string) => ({
      itemType,
      token,
      identifierOrCriteria: id,
      startAmount: amount,
      endAmount: amount,
    })
    const order = (consideration: unknown[]) => ({
      primaryType: 'OrderComponents',
      domain: { name: 'Seaport', version: '1.6', chainId: 56, verifyingContract: seaport },
      message: {
        offerer: account,
        offer: [item(2, nft, '7', '1')],
        consideration,
        startTime: '0',
        endTime: '1900000000',
      },
    })
    const sale = warningOf(
      await analyze({
        method: 'eth_signTypedData_v4',
        params: [
          account,
          order([
            { ...item(1, bscUsdt, '0', (2_500n * 10n ** 18n).toString()), recipient: account },
            { ...item(1, bscUsdt, '0', (25n * 10n ** 18n).toString()), recipient: stranger },
          ]),
        ],
      }),
    )
    expect(sale.kind).toBe('order')
    expect(sale.title).toBe('Signature that puts your items up for sale')
    expect(sale.rows.map((line) => [line.label, line.value])).toEqual([
      ['Site', 'app.example.org'],
      ['You give', `${formatAddress(nft)} #7`],
      ['You get', '2,500 USDT'],
      ['Paid to others', '25 USDT → 0x00...bEEF'],
      ['Order valid until', expect.stringMatching(/2030/)],
      ['Marketplace', seaport],
    ])
    // The "free listing" phishing: the item goes, nothing comes back.
    const free = warningOf(
      await analyze(
        {
          method: 'eth_signTypedData_v4',
          params: [account, order([{ ...item(2, nft, '7', '1'), recipient: stranger }])],
        },
        undefined,
        'zh',
      ),
    )
    expect(free.title).toBe('这个签名会把你的物品白白送出')
    expect(free.rows.find((line) => line.label === '你得到')?.value).toBe('什么也没有')
  })

  it('lets everything else through', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1n] })
    expect(await analyze(send(bscUsdt, transfer), 56)).toEqual({ action: 'allow' })
    expect(
      await analyze({
        method: 'eth_signTypedData_v4',
        params: [account, '{"primaryType":"Mail","message":{}}'],
      }),
    ).toEqual({ action: 'allow' })
    expect(await analyze({ method: 'eth_sendTransaction', params: 'nonsense' })).toEqual({ action: 'allow' })
  })
})

describe('a buy, checked on a real local chain', () => {
  let chain: LocalTestChain
  let entry: ChainEntry
  let honeypot: Address
  let clean: Address

  beforeAll(async () => {
    chain = await startLocalTestChain()
    const traps = await deployTrapChain(chain, { only: ['blacklistHoneypot', 'clean'] })
    entry = traps.entry
    honeypot = traps.tokens.blacklistHoneypot
    clean = traps.tokens.clean
  }, 600_000)

  afterAll(async () => {
    await chain?.stop()
  })

  const buy = (token: Address) => ({
    method: 'eth_sendTransaction',
    params: [
      {
        from: account,
        to: chain.contracts.router,
        value: '0x2386f26fc10000',
        data: encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [chain.contracts.weth, token], account, 2_000_000_000n],
        }),
      },
    ],
  })
  const chains = (enabled = true): ExtensionChain[] => [{ entry, local: true, enabled }]
  const analyzeBuy = (
    token: Address,
    options: {
      verdicts?: TokenVerdictCache
      checkTimeoutMs?: number
      chainId?: number
      enabled?: boolean
    } = {},
  ) =>
    analyzeGuardRequest(
      { type: 'guard.analyze', request: buy(token), chainId: options.chainId ?? entry.id, origin },
      {
        settings: { language: 'en' },
        chains: () => chains(options.enabled),
        verdicts: options.verdicts ?? createTokenVerdictCache(),
        ...(options.checkTimeoutMs !== undefined ? { checkTimeoutMs: options.checkTimeoutMs } : {}),
      },
    )

  it("warns before buying a honeypot, with the safety check's reasons", async () => {
    const warning = warningOf(await analyzeBuy(honeypot))
    expect(warning.kind).toBe('buy')
    // What the buy does is shown beside the reasons (issue 80).
    expect(warning.changes?.lines[0]).toMatchObject({
      tone: 'out',
      text: 'You send 0.01 ETH to TokenBox AMM router',
    })
    expect(warning.title).toBe('This token looks like a trap')
    expect(warning.summary).toMatch(/^TokenBox's safety check rates \S+ as dangerous/)
    expect(row(warning, 'Token')[0]).toMatchObject({ address: honeypot })
    expect(row(warning, 'Exchange')[0]).toEqual({
      label: 'Exchange',
      value: 'TokenBox AMM router',
      address: chain.contracts.router,
    })
    expect(warning.reasons).toContain(
      'A simulated buy worked on TokenBox AMM, but selling it back failed: a honeypot. You could not sell what you buy.',
    )
    expect(warning.reasons.some((reason) => reason.startsWith('Chosen addresses can be blocked'))).toBe(true)
  })

  it('shows the buy of a clean token for what it does: the coin out, the token in (issue 80)', async () => {
    const warning = warningOf(await analyzeBuy(clean))
    expect(warning.kind).toBe('transaction')
    expect(warning.title).toBe('What this transaction will do')
    expect(warning.reasons).toEqual([])
    const symbol = await chain.publicClient.readContract({
      address: clean,
      abi: erc20Abi,
      functionName: 'symbol',
    })
    expect(warning.changes?.lines.map(({ tone }) => tone)).toEqual(['out', 'in'])
    expect(warning.changes?.lines[0]).toEqual({
      tone: 'out',
      text: 'You send 0.01 ETH to TokenBox AMM router',
      address: chain.contracts.router,
    })
    expect(warning.changes?.lines[1]?.text).toMatch(new RegExp(`^You receive [\\d,.]+ ${symbol}$`))
  })

  it('keeps a verdict a minute, so the next buy of the token is answered without a new check', async () => {
    const verdicts = createTokenVerdictCache()
    const checks: string[] = []
    const counting: TokenVerdictCache = {
      get: (id, token) => verdicts.get(id, token),
      set: (id, token, report) => {
        checks.push(token)
        verdicts.set(id, token, report)
      },
      delete: (id, token) => verdicts.delete(id, token),
    }
    expect((await analyzeBuy(honeypot, { verdicts: counting })).action).toBe('warn')
    expect((await analyzeBuy(honeypot, { verdicts: counting })).action).toBe('warn')
    expect(checks).toEqual([honeypot])
    // Past the minute the token is checked again.
    let now = 0
    const aging = createTokenVerdictCache(60_000, () => now)
    aging.set(entry.id, honeypot, Promise.resolve(undefined))
    now = 59_999
    expect(aging.get(entry.id, honeypot)).toBeDefined()
    now = 60_000
    expect(aging.get(entry.id, honeypot)).toBeUndefined()
  })

  it('shows the buy as a transaction, without a trap warning, when the check runs out of time', async () => {
    expect(warningOf(await analyzeBuy(honeypot, { checkTimeoutMs: 1 })).kind).toBe('transaction')
  })

  it('lets the buy through on a chain it does not know or the user switched off, or without a chain id', async () => {
    expect(await analyzeBuy(honeypot, { chainId: 999_999 })).toEqual({ action: 'allow' })
    expect(await analyzeBuy(honeypot, { enabled: false })).toEqual({ action: 'allow' })
    const noChainId = await analyzeGuardRequest(
      { type: 'guard.analyze', request: buy(honeypot) },
      { settings: { language: 'en' }, chains: () => chains() },
    )
    expect(noChainId).toEqual({ action: 'allow' })
  })

  it('gives no trap warning when the check fails: no contract at the address, an RPC that refuses', async () => {
    // No token there: the swap itself would fail, and the summary says so.
    const none = warningOf(await analyzeBuy(stranger))
    expect(none.kind).toBe('transaction')
    expect(none.changes?.lines).toEqual([
      { tone: 'fails', text: expect.stringMatching(/^This transaction will fail: /) },
    ])
    const deadRpc: ExtensionChain = {
      entry: { ...entry, rpc: 'http://127.0.0.1:9', rpcUrls: ['http://127.0.0.1:9'] },
      local: true,
      enabled: true,
    }
    const reply = await analyzeGuardRequest(
      { type: 'guard.analyze', request: buy(honeypot), chainId: entry.id },
      { settings: { language: 'en' }, chains: () => [deadRpc], verdicts: createTokenVerdictCache() },
    )
    expect(warningOf(reply)).toMatchObject({
      kind: 'transaction',
      changes: {
        lines: [
          {
            tone: 'unknown',
            text: 'Could not simulate: the RPC did not answer in time. Check the transaction in your wallet.',
          },
        ],
      },
    })
  })

  describe('every transaction, shown for what it does before the wallet opens (issue 80)', () => {
    const deployer = () => chain.accounts[0] as Address
    const transfer = (amount: bigint) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: deployer(),
          to: chain.contracts.usdt,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, amount] }),
        },
      ],
    })
    const analyzeOn = (
      request: WalletRequest,
      language: 'en' | 'zh' | 'ja' | 'es' = 'en',
      clientFor?: (entry: ChainEntry) => PublicClient,
    ) =>
      analyzeGuardRequest(
        { type: 'guard.analyze', request, chainId: entry.id, origin },
        { settings: { language }, chains: () => chains(), ...(clientFor ? { clientFor } : {}) },
      )

    it('a token transfer: what leaves, to whom, in each language (no space between CJK text and numbers)', async () => {
      const amount = 10_500_000n
      const lines = async (language: 'en' | 'zh' | 'ja' | 'es') =>
        warningOf(await analyzeOn(transfer(amount), language)).changes?.lines.map((line) => line.text)
      const en = warningOf(await analyzeOn(transfer(amount)))
      expect(en).toMatchObject({
        kind: 'transaction',
        title: 'What this transaction will do',
        changes: {
          heading: 'What it does to your wallet',
          // A catalogue stablecoin is worth its dollar: the value in the reader's money.
          lines: [
            { tone: 'out', text: 'You send 10.5 USDT (about $10.50) to 0x00...bEEF', address: stranger },
          ],
        },
      })
      expect(en.rows).toEqual([{ label: 'Site', value: 'app.example.org' }])
      expect(await lines('zh')).toEqual(['你将转出10.5 USDT（约US$10.50）给0x00...bEEF'])
      expect(await lines('ja')).toEqual(['0x00...bEEFに10.5 USDT（約$10.50）を送ります'])
      expect((await lines('es'))?.map((line) => line.replace(/\s/g, ' '))).toEqual([
        'Envías 10,5 USDT (unos 10,50 US$) a 0x00...bEEF',
      ])
    })

    it('a transaction that will fail says why in the error table’s words, never raw', async () => {
      const tooMuch = transfer(10n ** 30n)
      const en = warningOf(await analyzeOn(tooMuch))
      expect(en.changes?.lines).toEqual([
        {
          tone: 'fails',
          text: 'This transaction will fail: Insufficient token balance: the sender holds less of this token than the transaction sends. Lower the amount or add tokens first.',
        },
      ])
      const zh = warningOf(await analyzeOn(tooMuch, 'zh'))
      expect(zh.changes?.lines[0]?.text).toBe(
        '这笔交易会失败：代币余额不足：发送方持有的该代币少于本次交易要转出的数量。请减少数量或先补充代币。',
      )
    })

    it('an unlimited approval keeps its warning and adds what it grants; a plain send of the coin', async () => {
      const approval = warningOf(
        await analyzeOn(
          send(
            chain.contracts.usdt,
            encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, maxUint256] }),
          ),
        ),
      )
      expect(approval.kind).toBe('unlimitedApproval')
      expect(approval.changes?.lines).toEqual([
        { tone: 'grant', text: '0x00...bEEF may spend all of your USDT, without limit', address: stranger },
      ])
      const coin = warningOf(
        await analyzeOn({
          method: 'eth_sendTransaction',
          params: [{ from: account, to: stranger, value: '0xde0b6b3a7640000' }],
        }),
      )
      expect(coin.changes?.lines).toEqual([
        { tone: 'out', text: 'You send 1 ETH to 0x00...bEEF', address: stranger },
      ])
    })

    it('says plainly when the RPC cannot simulate', async () => {
      const bare = await startProviderProxy({ upstream: chain.node.url, latencyMs: 0 })
      try {
        const warning = warningOf(
          await analyzeOn(
            transfer(1n),
            'en',
            (chainEntry) =>
              createPublicClient({
                chain: toViemChain(chainEntry),
                transport: http(bare.url),
              }) as PublicClient,
          ),
        )
        expect(warning.changes?.lines).toEqual([
          {
            tone: 'unknown',
            text: 'Could not simulate on this RPC: it offers no way to preview a transaction, so what it will do cannot be shown. Only that it would not fail is known.',
          },
        ])
      } finally {
        await bare.stop()
      }
    })
  })

  describe('names a token the catalogue does not know, read from the chain (issue 52)', () => {
    const approve = (token: Address) =>
      send(
        token,
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, maxUint256] }),
      )
    const analyzeApproval = (
      token: Address,
      options: {
        chains?: () => ExtensionChain[]
        tokenReadTimeoutMs?: number
        summaryTimeoutMs?: number
        clientFor?: () => PublicClient
        language?: 'en' | 'zh'
      } = {},
    ) =>
      analyzeGuardRequest(
        { type: 'guard.analyze', request: approve(token), chainId: entry.id, origin },
        {
          settings: { language: options.language ?? 'en' },
          chains: options.chains ?? (() => chains()),
          ...(options.tokenReadTimeoutMs !== undefined
            ? { tokenReadTimeoutMs: options.tokenReadTimeoutMs }
            : {}),
          ...(options.clientFor ? { clientFor: options.clientFor } : {}),
          ...(options.summaryTimeoutMs !== undefined ? { summaryTimeoutMs: options.summaryTimeoutMs } : {}),
        },
      )

    it('by its symbol in the sentence and its symbol and name in the token row, with the address', async () => {
      const facts = await readFacts(clean)
      const warning = warningOf(await analyzeApproval(clean))
      expect(warning.summary).toContain(`all of your ${facts.symbol},`)
      expect(warning.summary).not.toContain(formatAddress(clean))
      expect(row(warning, 'Token')).toEqual([
        { label: 'Token', value: `${facts.symbol} (${facts.name})`, address: clean },
      ])
      const zh = warningOf(await analyzeApproval(clean, { language: 'zh' }))
      expect(zh.summary).toContain(facts.symbol)
    })

    it("by its symbol too when the chain's own entry lists it, as a local chain lists its sample USDT (issue 77)", async () => {
      const facts = await readFacts(clean)
      const listing: ExtensionChain = {
        entry: {
          ...entry,
          tokens: [
            ...entry.tokens,
            {
              address: clean,
              name: facts.symbol,
              longName: facts.name,
              decimals: facts.decimals as TokenEntry['decimals'],
            },
          ],
        },
        local: true,
        enabled: true,
      }
      const warning = warningOf(await analyzeApproval(clean, { chains: () => [listing] }))
      expect(warning.summary).toContain(`all of your ${facts.symbol},`)
      expect(warning.summary).not.toContain(formatAddress(clean))
    })

    it('writes a limited permit amount in whole tokens of the token read', async () => {
      const facts = await readFacts(clean)
      const permit = {
        method: 'eth_signTypedData_v4',
        params: [
          account,
          JSON.stringify(
            eip2612PermitTypedData({
              domain: { name: facts.name, version: '1', chainId: entry.id, verifyingContract: clean },
              owner: account,
              spender: stranger,
              value: (1_500n * 10n ** BigInt(facts.decimals)).toString(),
              deadline: '2000000000',
            }),
          ),
        ],
      }
      const warning = warningOf(
        await analyzeGuardRequest(
          { type: 'guard.analyze', request: permit, chainId: entry.id, origin },
          { settings: { language: 'en' }, chains: () => chains() },
        ),
      )
      expect(row(warning, 'Amount')).toEqual([{ label: 'Amount', value: `1,500 ${facts.symbol}` }])
    })

    it('by its address when the read fails, runs out of time, or the chain is off: never held up', async () => {
      const byAddress = (warning: GuardWarning) => row(warning, 'Token')[0]?.value
      // No token at the address, an RPC that refuses, an RPC that never answers, a chain the user switched off.
      expect(byAddress(warningOf(await analyzeApproval(stranger)))).toBe(stranger)
      const deadRpc: ExtensionChain = {
        entry: { ...entry, rpc: 'http://127.0.0.1:9', rpcUrls: ['http://127.0.0.1:9'] },
        local: true,
        enabled: true,
      }
      expect(
        byAddress(warningOf(await analyzeApproval(clean, { chains: () => [deadRpc] }))),
        'dead RPC',
      ).toBe(clean)
      // An RPC that never answers: the warning comes after the time limit, naming the address.
      const silent = () =>
        createPublicClient({
          transport: custom({ request: () => new Promise(() => undefined) }),
        }) as PublicClient
      expect(
        byAddress(
          warningOf(
            await analyzeApproval(clean, { clientFor: silent, tokenReadTimeoutMs: 50, summaryTimeoutMs: 50 }),
          ),
        ),
        'no answer',
      ).toBe(clean)
      expect(
        byAddress(warningOf(await analyzeApproval(clean, { chains: () => chains(false) }))),
        'chain off',
      ).toBe(clean)
      // A chain list that never comes (its site's settings hanging) is held to the same limit.
      const hanging = () => new Promise<ExtensionChain[]>(() => undefined) as unknown as ExtensionChain[]
      expect(
        byAddress(warningOf(await analyzeApproval(clean, { chains: hanging, tokenReadTimeoutMs: 50 }))),
        'no chain list',
      ).toBe(clean)
    })

    async function readFacts(token: Address) {
      const [symbol, name, decimals] = await Promise.all(
        (['symbol', 'name', 'decimals'] as const).map((functionName) =>
          chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName }),
        ),
      )
      return { symbol: symbol as string, name: name as string, decimals: decimals as number }
    }
  })
})
