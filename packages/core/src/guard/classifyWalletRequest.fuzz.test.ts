import fc from 'fast-check'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { unlimitedAmountThreshold } from '../erc20/unlimitedAmount.ts'
import { classifyWalletRequest } from './classifyWalletRequest.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const spender = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address

/** Amounts within 2^64 either side of the threshold, and anywhere in uint256. */
const amounts = fc.oneof(
  fc.bigInt({ min: unlimitedAmountThreshold - 2n ** 64n, max: unlimitedAmountThreshold + 2n ** 64n }),
  fc.bigInt({ min: 0n, max: maxUint256 }),
)

describe('the unlimited line, fuzzed', () => {
  it('flags an approve exactly when the amount reaches 2^128', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
        const finding = classifyWalletRequest({
          method: 'eth_sendTransaction',
          params: [{ to: token, data }],
        })
        expect(finding !== undefined).toBe(amount >= unlimitedAmountThreshold)
        if (finding) expect(finding).toMatchObject({ kind: 'unlimitedApproval', amount })
      }),
      { numRuns: 500 },
    )
  })

  it('marks a permit unlimited exactly when its value reaches 2^128, however the value is written', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('decimal', 'hex'), (amount, written) => {
        const value = written === 'hex' ? toHex(amount) : amount.toString()
        const typedData = {
          primaryType: 'Permit',
          domain: { chainId: 1, verifyingContract: usdc },
          message: { owner: spender, spender, value, nonce: 0, deadline: 1 },
        }
        const finding = classifyWalletRequest({
          method: 'eth_signTypedData_v4',
          params: [spender, JSON.stringify(typedData)],
        })
        if (amount === 0n) expect(finding).toBeUndefined()
        else expect(finding).toMatchObject({ kind: 'permit', unlimited: amount >= unlimitedAmountThreshold })
      }),
      { numRuns: 500 },
    )
  })
})

describe('garbage never throws', () => {
  const methods = fc.constantFrom(
    'eth_sendTransaction',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_call',
  )
  const selectors = fc.constantFrom(
    '0x095ea7b3', // approve
    '0x39509351', // increaseAllowance
    '0x87517c45', // Permit2 approve
    '0xa22cb465', // setApprovalForAll
    '0x7ff36ab5', // swapExactETHForTokens
    '0x414bf389', // exactInputSingle (SwapRouter)
    '0xc04b8d59', // exactInput (SwapRouter)
    '0xac9650d8', // multicall(bytes[])
    '0x5ae401dc', // multicall(uint256,bytes[])
    '0x3593564c', // execute(bytes,bytes[],uint256)
  )

  it('for any params at all', () => {
    fc.assert(
      fc.property(methods, fc.anything(), (method, params) => {
        expect(() => classifyWalletRequest({ method, params })).not.toThrow()
      }),
      { numRuns: 1_000 },
    )
  })

  it('for calldata that starts with a known selector and continues with random bytes', () => {
    fc.assert(
      fc.property(selectors, fc.uint8Array({ maxLength: 400 }), (selector, tail) => {
        const data = `${selector}${toHex(tail).slice(2)}` as Hex
        expect(() =>
          classifyWalletRequest({ method: 'eth_sendTransaction', params: [{ to: token, data }] }),
        ).not.toThrow()
      }),
      { numRuns: 1_000 },
    )
  })

  it('for typed data whose message fields are random', () => {
    const primaryTypes = fc.constantFrom(
      'Permit',
      'PermitSingle',
      'PermitBatch',
      'PermitTransferFrom',
      'PermitBatchTransferFrom',
    )
    fc.assert(
      fc.property(
        primaryTypes,
        fc.dictionary(fc.string(), fc.anything()),
        fc.anything(),
        (primaryType, message, domain) => {
          const typedData = { primaryType, domain, message: { spender, ...message } }
          expect(() =>
            classifyWalletRequest({ method: 'eth_signTypedData_v4', params: [spender, typedData] }),
          ).not.toThrow()
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
