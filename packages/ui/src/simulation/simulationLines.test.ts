import type { SummaryLine } from '@tokenbox/core/simulation/summarizeSimulation.ts'
import i18next from 'i18next'
import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Language } from '../i18n/languages.ts'
import { simulationLines } from './simulationLines.ts'

const files = import.meta.glob<Record<string, string>>('../locales/*/{simulation,errors}.json', {
  eager: true,
  import: 'default',
})

async function tOf(language: Language) {
  const instance = i18next.createInstance()
  const resources: Record<string, Record<string, Record<string, string>>> = {}
  for (const [path, strings] of Object.entries(files)) {
    const [, , lng, file] = path.split('/') as [string, string, string, string]
    resources[lng] ??= {}
    resources[lng][file.replace('.json', '')] = strings
  }
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['simulation', 'errors'],
    defaultNS: 'simulation',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources,
  })
  return instance.t
}

const recipients = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
] as Address[]
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7' as Address
const send: SummaryLine = {
  kind: 'send',
  asset: 'native',
  token: zeroAddress,
  amount: { value: '2.85', symbol: 'ETH', baseUnits: false },
  counterparties: recipients,
}

describe('simulationLines', () => {
  it('says a bulk send, an arrival, an allowance and a contract created, in four languages', async () => {
    const lines: SummaryLine[] = [
      send,
      {
        kind: 'receive',
        asset: 'erc20',
        token: usdt,
        amount: { value: '285.3', symbol: 'USDT', baseUnits: false },
        counterparties: [recipients[0]!],
      },
      {
        kind: 'approve',
        standard: 'erc20',
        token: usdt,
        spender: recipients[1]!,
        unlimited: false,
        amount: { value: '30', symbol: 'USDT', baseUnits: false },
        symbol: 'USDT',
      },
      { kind: 'create', address: recipients[2]! },
    ]
    const label = (address: Address) =>
      address === recipients[1] ? 'MultiSender' : `${address.slice(0, 6)}…`
    const texts = async (language: Language) =>
      simulationLines({ status: 'success', lines }, { t: await tOf(language), label }).map((line) => [
        line.tone,
        line.text,
      ])
    expect(await texts('en')).toEqual([
      ['out', 'You send 2.85 ETH to 3 addresses'],
      ['in', 'You receive 285.3 USDT'],
      ['grant', 'MultiSender may spend up to 30 USDT from your wallet'],
      ['create', 'It creates a new contract at 0x33...3333'],
    ])
    expect(await texts('zh')).toEqual([
      ['out', '你将转出2.85 ETH给3个地址'],
      ['in', '你将收到285.3 USDT'],
      ['grant', 'MultiSender最多可以从你的钱包动用30 USDT'],
      ['create', '这笔交易会在0x33...3333创建一个新合约'],
    ])
    expect((await texts('es'))[0]).toEqual(['out', 'Envías 2.85 ETH a 3 direcciones'])
    expect((await texts('ja'))[0]).toEqual(['out', '3件のアドレスに2.85 ETHを送ります'])
  })

  it("adds an amount's dollar value where the chain's pools gave one, in four languages", async () => {
    const lines: SummaryLine[] = [
      { ...send, amount: { value: '2.85', symbol: 'ETH', baseUnits: false, usd: '$8,550.00' } },
      {
        kind: 'receive',
        asset: 'erc20',
        token: usdt,
        amount: { value: '285.3', symbol: 'USDT', baseUnits: false },
        counterparties: [recipients[0]!],
      },
    ]
    const texts = async (language: Language, usd = '$8,550.00') =>
      simulationLines(
        {
          status: 'success',
          lines: lines.map((line) =>
            line.kind === 'send' ? { ...line, amount: { ...line.amount, usd } } : line,
          ),
        },
        { t: await tOf(language) },
      ).map((line) => line.text)
    expect(await texts('en')).toEqual([
      'You send 2.85 ETH (about $8,550.00) to 3 addresses',
      // No price: the amount alone, never "$0".
      'You receive 285.3 USDT',
    ])
    expect((await texts('zh', 'US$8,550.00'))[0]).toBe('你将转出2.85 ETH（约US$8,550.00）给3个地址')
    expect((await texts('es', '8550,00 US$'))[0]).toBe('Envías 2.85 ETH (unos 8550,00 US$) a 3 direcciones')
    expect((await texts('ja'))[0]).toBe('3件のアドレスに2.85 ETH（約$8,550.00）を送ります')
    // Values the RPC could not give are said, in each language.
    const unread = async (language: Language) =>
      simulationLines({ status: 'success', lines: [{ kind: 'valuesUnread' }] }, { t: await tOf(language) })[0]
    expect(await unread('en')).toEqual({
      tone: 'unknown',
      text: 'Dollar values could not be read from this RPC.',
    })
    expect((await unread('zh'))?.text).toBe('无法从该RPC读取美元价值。')
    expect((await unread('es'))?.text).toContain('dólares')
    expect((await unread('ja'))?.text).toContain('ドル換算額')
  })

  it('warns of a recipient that is a contract created lately, in four languages', async () => {
    const lines: SummaryLine[] = [{ kind: 'newContract', address: recipients[0]!, days: 30 }]
    const text = async (language: Language) =>
      simulationLines({ status: 'success', lines }, { t: await tOf(language) })[0]
    expect(await text('en')).toEqual({
      tone: 'caution',
      text: '0x11...1111 is a contract created within the last 30 days: drainers are new contracts. Make sure you know it.',
      address: recipients[0],
    })
    expect((await text('zh'))?.text).toBe(
      '0x11...1111是最近30天内创建的合约：盗币合约通常都是新合约。请确认你了解它。',
    )
    expect((await text('es'))?.text).toContain('últimos 30 días')
    expect((await text('ja'))?.text).toContain('過去30日以内')
    // A node that could not tell is said, never taken for "nothing new".
    const unread = async (language: Language, count: number) =>
      simulationLines(
        { status: 'success', lines: [{ kind: 'newContractUnread', count, days: 30 }] },
        { t: await tOf(language) },
      )[0]
    expect(await unread('en', 1)).toEqual({
      tone: 'unknown',
      text: 'Could not tell whether the recipient is a newly created contract: this RPC keeps no old state.',
    })
    expect((await unread('en', 2))?.text).toContain('the 2 recipients are newly created contracts')
    expect((await unread('zh', 2))?.text).toBe('无法确认这2个接收方是否为新创建的合约：该RPC不保存历史状态。')
  })

  it('names one recipient, and says nothing for a step that moves nothing', async () => {
    const t = await tOf('en')
    const one = simulationLines(
      { status: 'success', lines: [{ ...send, counterparties: [recipients[0]!] }] },
      { t },
    )
    expect(one).toEqual([{ tone: 'out', text: 'You send 2.85 ETH to 0x11...1111', address: recipients[0] }])
    expect(simulationLines({ status: 'success', lines: [] }, { t })).toEqual([])
  })

  it("the guard's wording of a page's transaction: 'This transaction will fail', and a line for one that moves nothing", async () => {
    const t = await tOf('ja')
    const subject = 'transaction' as const
    expect(
      simulationLines({ status: 'fails', failure: { kind: 'unexplained' } }, { t, subject })[0]?.text,
    ).toBe('このトランザクションは失敗します：コントラクトが理由を示さずに拒否します。')
    expect(simulationLines({ status: 'success', lines: [] }, { t, subject, sayNothing: true })).toEqual([
      { tone: 'none', text: 'あなたのコインやトークンは動かず、使用許可も与えません。' },
    ])
    expect(simulationLines({ status: 'unread' }, { t: await tOf('en'), subject })[0]?.text).toBe(
      'Could not simulate: the RPC did not answer in time. Check the transaction in your wallet.',
    )
  })

  it('words a failure from the error table, and an RPC that cannot tell', async () => {
    const t = await tOf('en')
    const [fails] = simulationLines(
      { status: 'fails', failure: { kind: 'error', key: 'tokenBalanceTooLow', params: {} } },
      { t },
    )
    expect(fails?.tone).toBe('fails')
    expect(fails?.text).toMatch(
      /^This step would fail, so your wallet is not asked to sign it: Insufficient token balance/,
    )
    const [message] = simulationLines(
      { status: 'fails', failure: { kind: 'message', message: 'Sale ended' } },
      { t },
    )
    expect(message?.text).toContain('saying “Sale ended”')
    expect(simulationLines({ status: 'unavailable' }, { t })[0]?.text).toMatch(
      /^Could not simulate on this RPC/,
    )
    expect(simulationLines({ status: 'unread' }, { t })[0]?.text).toMatch(/did not answer in time/)
    const zh = await tOf('zh')
    expect(
      simulationLines(
        { status: 'fails', failure: { kind: 'error', key: 'tokenBalanceTooLow', params: {} } },
        { t: zh },
      )[0]?.text,
    ).toMatch(/^这一步会失败，所以不会请你的钱包签名：/)
  })
})
