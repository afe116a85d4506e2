import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  erc721Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseAbiParameters,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { eip2612PermitTypedData } from '../../testing/eip2612Permit.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { ethereum } from '../chains/definitions/ethereum.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { classifyWalletRequest } from './classifyWalletRequest.ts'
import { decodeV3Path } from './decodeV3Path.ts'
import { permit2Address } from './permit2Address.ts'

const [, account] = devAccounts
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const spender = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const router = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' as Address
const weth = ethereum.wrappedNative
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address
const permit2 = permit2Address
const deadline = 1_900_000_000n

const send = (to: Address, data: Hex, key: 'data' | 'input' = 'data') =>
  classifyWalletRequest({
    method: 'eth_sendTransaction',
    params: [{ from: account, to, [key]: data, value: '0x0' }],
  })
const approveData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('approvals', () => {
  it.each([
    ['MaxUint256', maxUint256],
    ['2^255', 2n ** 255n],
    ['MaxUint160', 2n ** 160n - 1n],
    ['the threshold 2^128', 2n ** 128n],
  ])('calls an approve of %s unlimited', (_name, amount) => {
    expect(send(token, approveData(amount))).toEqual({
      kind: 'unlimitedApproval',
      function: 'approve',
      token,
      spender,
      amount,
    })
  })

  it('lets an exact approval through', () => {
    expect(send(token, approveData(2n ** 128n - 1n))).toBeUndefined()
    expect(send(token, approveData(1_000n * 10n ** 18n))).toBeUndefined()
    expect(send(token, approveData(0n))).toBeUndefined()
  })

  it('reads the calldata from `input` too, and checksums a lowercase `to`', () => {
    const lower = token.toLowerCase() as Address
    expect(send(lower, approveData(maxUint256), 'input')).toMatchObject({ kind: 'unlimitedApproval', token })
  })

  it('flags an unlimited increaseAllowance', () => {
    const abi = parseAbi(['function increaseAllowance(address spender, uint256 addedValue)'])
    const data = encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [spender, maxUint256] })
    expect(send(token, data)).toEqual({
      kind: 'unlimitedApproval',
      function: 'increaseAllowance',
      token,
      spender,
      amount: maxUint256,
    })
    const small = encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [spender, 5n] })
    expect(send(token, small)).toBeUndefined()
  })

  it("flags Permit2's approve with the max uint160, naming the token from its arguments", () => {
    const abi = parseAbi([
      'function approve(address token, address spender, uint160 amount, uint48 expiration)',
    ])
    const max = encodeFunctionData({
      abi,
      functionName: 'approve',
      args: [usdc, spender, 2n ** 160n - 1n, 1_800_000_000],
    })
    expect(send(permit2, max)).toEqual({
      kind: 'unlimitedApproval',
      function: 'permit2Approve',
      token: usdc,
      spender,
      amount: 2n ** 160n - 1n,
      via: permit2,
      expiration: 1_800_000_000n,
    })
    const exact = encodeFunctionData({
      abi,
      functionName: 'approve',
      args: [usdc, spender, 10n ** 6n, 1_800_000_000],
    })
    expect(send(permit2, exact)).toBeUndefined()
  })

  it('flags setApprovalForAll(operator, true) and not its revocation', () => {
    const grant = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [spender, true],
    })
    expect(send(token, grant)).toEqual({ kind: 'approvalForAll', collection: token, operator: spender })
    const revoke = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [spender, false],
    })
    expect(send(token, revoke)).toBeUndefined()
  })

  it('ignores plain transfers', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, maxUint256] })
    expect(send(token, data)).toBeUndefined()
  })
})

describe('permits', () => {
  const domain = { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc }
  const eip2612 = (value: unknown) =>
    eip2612PermitTypedData({
      domain,
      owner: account,
      spender,
      value,
      nonce: 0,
      deadline: deadline.toString(),
    })
  const sign = (params: unknown, method = 'eth_signTypedData_v4') => classifyWalletRequest({ method, params })

  it('reads an EIP-2612 permit sent as a JSON string, the standard way', () => {
    expect(sign([account, JSON.stringify(eip2612(maxUint256.toString()))])).toEqual({
      kind: 'permit',
      standard: 'eip2612',
      grants: [{ token: usdc, amount: maxUint256, unlimited: true }],
      spender,
      unlimited: true,
      deadline,
      chainId: 1,
      signer: account,
    })
  })

  it('reads the typed data as an object, in swapped order, and through _v3', () => {
    const expected = { kind: 'permit', standard: 'eip2612', spender, signer: account }
    expect(sign([account, eip2612('1000')])).toMatchObject(expected)
    expect(sign([JSON.stringify(eip2612('1000')), account])).toMatchObject(expected)
    expect(sign([eip2612('1000'), account.toLowerCase()], 'eth_signTypedData_v3')).toMatchObject(expected)
  })

  it('reads amounts written as hex, as numbers, and a limited amount as limited', () => {
    expect(sign([account, eip2612(toHex(maxUint256))])).toMatchObject({ unlimited: true })
    // JSON.stringify writes a huge number as 1.157920892373162e+77.
    expect(sign([account, JSON.stringify(eip2612(Number(maxUint256)))])).toMatchObject({ unlimited: true })
    expect(sign([account, eip2612(1_000_000)])).toMatchObject({
      unlimited: false,
      grants: [{ token: usdc, amount: 1_000_000n, unlimited: false }],
    })
  })

  it('lets a permit of 0 (a revocation) and unreadable values through', () => {
    expect(sign([account, eip2612('0')])).toBeUndefined()
    expect(sign([account, eip2612('-1')])).toBeUndefined()
    expect(sign([account, eip2612('lots')])).toBeUndefined()
    expect(sign([account, eip2612(1.5)])).toBeUndefined()
    expect(sign([account, { ...eip2612('1'), domain: { name: 'No contract' } }])).toBeUndefined()
  })

  it("reads DAI's permit: allowed is everything, not allowed is a revocation", () => {
    const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F' as Address
    const daiPermit = (allowed: boolean) => ({
      primaryType: 'Permit',
      domain: { name: 'Dai Stablecoin', version: '1', chainId: '0x1', verifyingContract: dai },
      message: { holder: account, spender, nonce: 3, expiry: 0, allowed },
    })
    expect(sign([account, daiPermit(true)])).toEqual({
      kind: 'permit',
      standard: 'dai',
      grants: [{ token: dai, amount: maxUint256, unlimited: true }],
      spender,
      unlimited: true,
      deadline: 0n,
      chainId: 1,
      signer: account,
    })
    expect(sign([account, daiPermit(false)])).toBeUndefined()
  })

  const permit2Domain = { name: 'Permit2', chainId: 8453, verifyingContract: permit2 }

  it("reads Permit2's PermitSingle and PermitBatch with their expirations", () => {
    const single = {
      primaryType: 'PermitSingle',
      domain: permit2Domain,
      message: {
        details: { token: usdc, amount: (2n ** 160n - 1n).toString(), expiration: '1800000000', nonce: '0' },
        spender,
        sigDeadline: deadline.toString(),
      },
    }
    expect(sign([account, JSON.stringify(single)])).toEqual({
      kind: 'permit',
      standard: 'permit2Single',
      grants: [{ token: usdc, amount: 2n ** 160n - 1n, unlimited: true, expiration: 1_800_000_000n }],
      spender,
      unlimited: true,
      deadline,
      chainId: 8453,
      signer: account,
    })
    const batch = {
      primaryType: 'PermitBatch',
      domain: permit2Domain,
      message: {
        details: [
          { token: usdc, amount: '5000000', expiration: 1_800_000_000, nonce: 0 },
          { token: weth, amount: (2n ** 160n - 1n).toString(), expiration: 1_800_000_001, nonce: 0 },
        ],
        spender,
        sigDeadline: Number(deadline),
      },
    }
    expect(sign([account, batch])).toMatchObject({
      standard: 'permit2Batch',
      unlimited: true,
      grants: [
        { token: usdc, amount: 5_000_000n, unlimited: false, expiration: 1_800_000_000n },
        { token: weth, unlimited: true, expiration: 1_800_000_001n },
      ],
    })
  })

  it("reads Permit2's one-time transfers", () => {
    const single = {
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: usdc, amount: '250000000' },
        spender,
        nonce: '7',
        deadline: deadline.toString(),
      },
    }
    expect(sign([account, single])).toEqual({
      kind: 'permit',
      standard: 'permit2TransferFrom',
      grants: [{ token: usdc, amount: 250_000_000n, unlimited: false }],
      spender,
      unlimited: false,
      deadline,
      chainId: 8453,
      signer: account,
    })
    const batch = {
      primaryType: 'PermitBatchTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: [
          { token: usdc, amount: '1' },
          { token: weth, amount: maxUint256.toString() },
        ],
        spender,
        nonce: '8',
        deadline: deadline.toString(),
      },
    }
    expect(sign([account, batch])).toMatchObject({
      standard: 'permit2BatchTransferFrom',
      grants: [{ token: usdc }, { token: weth, unlimited: true }],
      unlimited: true,
    })
    // One malformed entry spoils the batch: the wallet could not sign it either.
    const broken = {
      ...batch,
      message: { ...batch.message, permitted: [{ token: usdc, amount: '1' }, { token: 'x' }] },
    }
    expect(sign([account, broken])).toBeUndefined()
  })

  it('ignores other typed data (orders, logins) and other methods', () => {
    const order = { primaryType: 'Order', domain, message: { maker: account, spender, value: '1' } }
    expect(sign([account, order])).toBeUndefined()
    expect(sign([account, eip2612('1')], 'eth_signTypedData')).toBeUndefined()
    expect(sign([account, eip2612('1')], 'personal_sign')).toBeUndefined()
  })
})

describe('buys', () => {
  const bought = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as Address
  const path = [weth, usdc, bought]

  it.each(['swapExactETHForTokens', 'swapExactETHForTokensSupportingFeeOnTransferTokens'] as const)(
    'finds the token %s buys (the path’s last)',
    (functionName) => {
      const data = encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName,
        args: [1n, path, account, deadline],
      })
      expect(send(router, data)).toEqual({ kind: 'buy', token: bought, router, function: functionName })
    },
  )

  it('finds the token of swapETHForExactTokens and the token-for-token swaps', () => {
    const exactOut = encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapETHForExactTokens',
      args: [1n, path, account, deadline],
    })
    expect(send(router, exactOut)).toMatchObject({ token: bought, function: 'swapETHForExactTokens' })
    for (const functionName of [
      'swapExactTokensForTokens',
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      'swapTokensForExactTokens',
    ] as const) {
      const data = encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName,
        args: [5n, 1n, path, account, deadline],
      })
      expect(send(router, data)).toEqual({ kind: 'buy', token: bought, router, function: functionName })
    }
  })

  it("finds TraderJoe's AVAX-named buys and SwapRouter02's deadline-less V2 swaps", () => {
    const avax = parseAbi(['function swapExactAVAXForTokens(uint256, address[], address, uint256)'])
    const data = encodeFunctionData({
      abi: avax,
      functionName: 'swapExactAVAXForTokens',
      args: [1n, path, account, deadline],
    })
    expect(send(router, data)).toMatchObject({ token: bought, function: 'swapExactAVAXForTokens' })
    const v2In02 = parseAbi(['function swapExactTokensForTokens(uint256, uint256, address[], address)'])
    const data02 = encodeFunctionData({
      abi: v2In02,
      functionName: 'swapExactTokensForTokens',
      args: [5n, 1n, path, account],
    })
    expect(send(router, data02)).toMatchObject({ token: bought, function: 'swapExactTokensForTokens' })
  })

  it('sees no buy in a sale for the native coin', () => {
    for (const functionName of ['swapExactTokensForETH', 'swapTokensForExactETH'] as const) {
      const data = encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName,
        args: [5n, 1n, [bought, weth], account, deadline],
      })
      expect(send(router, data)).toBeUndefined()
    }
  })

  const v3Abi = parseAbi([
    'struct InSingle { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
    'struct OutSingle { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
    'struct In { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
    'struct Out { bytes path; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; }',
    'function exactInputSingle(InSingle params)',
    'function exactOutputSingle(OutSingle params)',
    'function exactInput(In params)',
    'function exactOutput(Out params)',
    'function multicall(bytes[] data)',
    'function multicall(uint256 deadline, bytes[] data)',
    'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  ])
  const v3Abi02 = parseAbi([
    'struct InSingle { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
    'struct OutSingle { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
    'struct In { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
    'struct Out { bytes path; address recipient; uint256 amountOut; uint256 amountInMaximum; }',
    'function exactInputSingle(InSingle params)',
    'function exactOutputSingle(OutSingle params)',
    'function exactInput(In params)',
    'function exactOutput(Out params)',
    'function multicall(bytes32 previousBlockhash, bytes[] data)',
    'function unwrapWETH9(uint256 amountMinimum)',
  ])
  const forward = encodePacked(
    ['address', 'uint24', 'address', 'uint24', 'address'],
    [weth, 500, usdc, 3000, bought],
  )
  const backward = encodePacked(
    ['address', 'uint24', 'address', 'uint24', 'address'],
    [bought, 3000, usdc, 500, weth],
  )

  it('decodes packed V3 paths and refuses broken ones', () => {
    expect(decodeV3Path(forward)).toEqual([weth, usdc, bought])
    expect(decodeV3Path(forward.slice(0, -2) as Hex)).toBeUndefined()
    expect(decodeV3Path(encodePacked(['address'], [weth]))).toBeUndefined()
    expect(decodeV3Path('0x')).toBeUndefined()
  })

  it("finds the V3 SwapRouter's tokenOut, and exactOutput's from the reversed path", () => {
    const single = {
      tokenIn: weth,
      tokenOut: bought,
      fee: 3000,
      recipient: account,
      deadline,
      sqrtPriceLimitX96: 0n,
    }
    const inSingle = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactInputSingle',
      args: [{ ...single, amountIn: 10n, amountOutMinimum: 1n }],
    })
    expect(send(router, inSingle)).toEqual({
      kind: 'buy',
      token: bought,
      router,
      function: 'exactInputSingle',
    })
    const outSingle = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactOutputSingle',
      args: [{ ...single, amountOut: 10n, amountInMaximum: 11n }],
    })
    expect(send(router, outSingle)).toMatchObject({ token: bought, function: 'exactOutputSingle' })
    const input = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactInput',
      args: [{ path: forward, recipient: account, deadline, amountIn: 10n, amountOutMinimum: 1n }],
    })
    expect(send(router, input)).toMatchObject({ token: bought, function: 'exactInput' })
    const output = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactOutput',
      args: [{ path: backward, recipient: account, deadline, amountOut: 10n, amountInMaximum: 11n }],
    })
    expect(send(router, output)).toMatchObject({ token: bought, function: 'exactOutput' })
  })

  it("finds SwapRouter02's deadline-less shapes", () => {
    const single = { tokenIn: weth, tokenOut: bought, fee: 3000, recipient: account, sqrtPriceLimitX96: 0n }
    const calls = [
      encodeFunctionData({
        abi: v3Abi02,
        functionName: 'exactInputSingle',
        args: [{ ...single, amountIn: 10n, amountOutMinimum: 1n }],
      }),
      encodeFunctionData({
        abi: v3Abi02,
        functionName: 'exactOutputSingle',
        args: [{ ...single, amountOut: 10n, amountInMaximum: 11n }],
      }),
      encodeFunctionData({
        abi: v3Abi02,
        functionName: 'exactInput',
        args: [{ path: forward, recipient: account, amountIn: 10n, amountOutMinimum: 1n }],
      }),
      encodeFunctionData({
        abi: v3Abi02,
        functionName: 'exactOutput',
        args: [{ path: backward, recipient: account, amountOut: 10n, amountInMaximum: 11n }],
      }),
    ]
    expect(calls.map((data) => send(router, data))).toEqual(
      ['exactInputSingle', 'exactOutputSingle', 'exactInput', 'exactOutput'].map((name) => ({
        kind: 'buy',
        token: bought,
        router,
        function: name,
      })),
    )
  })

  it('looks inside each multicall shape', () => {
    const swap = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactInput',
      args: [{ path: forward, recipient: account, deadline, amountIn: 10n, amountOutMinimum: 1n }],
    })
    const refund = '0x12210e8a' as Hex // refundETH()
    const plain = encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [[swap, refund]] })
    expect(send(router, plain)).toMatchObject({ kind: 'buy', token: bought, function: 'exactInput' })
    const timed = encodeFunctionData({
      abi: v3Abi,
      functionName: 'multicall',
      args: [deadline, [refund, swap]],
    })
    expect(send(router, timed)).toMatchObject({ kind: 'buy', token: bought })
    const byHash = encodeFunctionData({
      abi: v3Abi02,
      functionName: 'multicall',
      args: [toHex(1n, { size: 32 }), [swap]],
    })
    expect(send(router, byHash)).toMatchObject({ kind: 'buy', token: bought })
  })

  it('sees a swap into the router followed by an unwrap as a sale for the native coin', () => {
    const sellV1 = encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactInput',
      args: [{ path: backward, recipient: zeroAddress, deadline, amountIn: 10n, amountOutMinimum: 1n }],
    })
    const unwrapV1 = encodeFunctionData({ abi: v3Abi, functionName: 'unwrapWETH9', args: [1n, account] })
    expect(
      send(router, encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [[sellV1, unwrapV1]] })),
    ).toBe(undefined)
    const sell02 = encodeFunctionData({
      abi: v3Abi02,
      functionName: 'exactInput',
      args: [
        {
          path: backward,
          recipient: '0x0000000000000000000000000000000000000002',
          amountIn: 10n,
          amountOutMinimum: 1n,
        },
      ],
    })
    const unwrap02 = encodeFunctionData({ abi: v3Abi02, functionName: 'unwrapWETH9', args: [1n] })
    const batch = encodeFunctionData({
      abi: v3Abi,
      functionName: 'multicall',
      args: [deadline, [sell02, unwrap02]],
    })
    expect(send(router, batch)).toBeUndefined()
    // The same swap paid to the user's own address is a buy (of WETH here), unwrap or not.
    const toUser = encodeFunctionData({
      abi: v3Abi02,
      functionName: 'exactInput',
      args: [{ path: forward, recipient: account, amountIn: 10n, amountOutMinimum: 1n }],
    })
    const mixed = encodeFunctionData({
      abi: v3Abi,
      functionName: 'multicall',
      args: [deadline, [toUser, unwrap02]],
    })
    expect(send(router, mixed)).toMatchObject({ kind: 'buy', token: bought })
  })

  const universalAbi = parseAbi(['function execute(bytes commands, bytes[] inputs, uint256 deadline)'])
  const v2Input = (path: Address[], recipient: Address = account) =>
    encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address[], bool'), [
      recipient,
      10n,
      1n,
      path,
      true,
    ])
  const v3Input = (packed: Hex, recipient: Address = account) =>
    encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
      recipient,
      10n,
      1n,
      packed,
      true,
    ])

  it("reads the Universal Router's swap commands", () => {
    const wrap = encodeAbiParameters(parseAbiParameters('address, uint256'), [router, 10n])
    // WRAP_ETH then V2_SWAP_EXACT_IN.
    const v2 = encodeFunctionData({
      abi: universalAbi,
      functionName: 'execute',
      args: ['0x0b08', [wrap, v2Input(path)], deadline],
    })
    expect(send(router, v2)).toEqual({ kind: 'buy', token: bought, router, function: 'V2_SWAP_EXACT_IN' })
    // V3_SWAP_EXACT_OUT with the allow-revert flag set: the reversed path's first token.
    const v3 = encodeFunctionData({
      abi: universalAbi,
      functionName: 'execute',
      args: ['0x81', [v3Input(backward)], deadline],
    })
    expect(send(router, v3)).toMatchObject({ token: bought, function: 'V3_SWAP_EXACT_OUT' })
  })

  it('sees a Universal Router sale into UNWRAP_WETH as no buy, and skips commands it cannot read', () => {
    const custody = '0x0000000000000000000000000000000000000002' as Address
    const unwrap = encodeAbiParameters(parseAbiParameters('address, uint256'), [account, 1n])
    const sale = encodeFunctionData({
      abi: universalAbi,
      functionName: 'execute',
      args: ['0x000c', [v3Input(backward, custody), unwrap], deadline],
    })
    expect(send(router, sale)).toBeUndefined()
    const garbled = encodeFunctionData({
      abi: universalAbi,
      functionName: 'execute',
      args: ['0x0800', ['0x1234', v3Input(forward)], deadline],
    })
    expect(send(router, garbled)).toMatchObject({ token: bought, function: 'V3_SWAP_EXACT_IN' })
  })
})

describe('odd input', () => {
  it.each([
    ['no request', undefined],
    ['no params', { method: 'eth_sendTransaction' }],
    ['params not an array', { method: 'eth_sendTransaction', params: { to: token } }],
    [
      'a contract creation',
      { method: 'eth_sendTransaction', params: [{ from: account, data: approveData(maxUint256) }] },
    ],
    [
      'a `to` that is no address',
      { method: 'eth_sendTransaction', params: [{ to: 'vitalik.eth', data: approveData(maxUint256) }] },
    ],
    [
      'calldata of odd length',
      { method: 'eth_sendTransaction', params: [{ to: token, data: `${approveData(maxUint256)}0` }] },
    ],
    [
      'truncated calldata',
      { method: 'eth_sendTransaction', params: [{ to: token, data: approveData(maxUint256).slice(0, 40) }] },
    ],
    [
      'calldata that is no hex',
      { method: 'eth_sendTransaction', params: [{ to: token, data: 'approve everything' }] },
    ],
    ['typed data that is no JSON', { method: 'eth_signTypedData_v4', params: [account, '{"primaryType":'] }],
    [
      'typed data without a message',
      { method: 'eth_signTypedData_v4', params: [account, { primaryType: 'Permit' }] },
    ],
    ['one typed-data param', { method: 'eth_signTypedData_v4', params: [account] }],
    ['a null param', { method: 'eth_signTypedData_v4', params: [null, null] }],
  ])('returns undefined for %s', (_name, request) => {
    expect(classifyWalletRequest(request as never)).toBeUndefined()
  })

  it('survives a getter that throws', () => {
    const params = [
      {
        to: token,
        get data(): string {
          throw new Error('page trap')
        },
      },
    ]
    expect(classifyWalletRequest({ method: 'eth_sendTransaction', params })).toBeUndefined()
  })
})
