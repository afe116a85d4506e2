import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { decodeV3Path } from './decodeV3Path.ts'
import { readAddress } from './readAddress.ts'
import type { GuardedTransaction } from './readTransactionParams.ts'
import type { BuyFinding, BuyFunction } from './types.ts'

/**
 * Router functions that buy a token, in the shapes routers ship them: Uniswap V2's Router02 (and
 * its forks, TraderJoe's AVAX names included), V3's SwapRouter (with a deadline in each struct)
 * and SwapRouter02 (without; its V2 functions lose the deadline too), their multicalls, and the
 * unwraps that turn a swap's output back into the native coin. Functions that sell for the native
 * coin (swapExactTokensForETH...) are left out on purpose: they buy nothing.
 */
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)',
  'function swapExactAVAXForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactAVAXForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapAVAXForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  // SwapRouter02's V2 functions.
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to)',
  // SwapRouter (V3, with deadlines).
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'struct ExactOutputParams { bytes path; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; }',
  'function exactInputSingle(ExactInputSingleParams params)',
  'function exactOutputSingle(ExactOutputSingleParams params)',
  'function exactInput(ExactInputParams params)',
  'function exactOutput(ExactOutputParams params)',
  // SwapRouter02 (V3, no deadline).
  'struct ExactInputSingleParams02 { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams02 { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'struct ExactInputParams02 { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'struct ExactOutputParams02 { bytes path; address recipient; uint256 amountOut; uint256 amountInMaximum; }',
  'function exactInputSingle(ExactInputSingleParams02 params)',
  'function exactOutputSingle(ExactOutputSingleParams02 params)',
  'function exactInput(ExactInputParams02 params)',
  'function exactOutput(ExactOutputParams02 params)',
  // Batches.
  'function multicall(bytes[] data)',
  'function multicall(uint256 deadline, bytes[] data)',
  'function multicall(bytes32 previousBlockhash, bytes[] data)',
  'function execute(bytes commands, bytes[] inputs, uint256 deadline)',
  'function execute(bytes commands, bytes[] inputs)',
  // The swap's output, held by the router, paid out as the native coin: the batch sells.
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function unwrapWETH9(uint256 amountMinimum)',
  'function unwrapWETH9WithFee(uint256 amountMinimum, address recipient, uint256 feeBips, address feeRecipient)',
  'function unwrapWETH9WithFee(uint256 amountMinimum, uint256 feeBips, address feeRecipient)',
])

/**
 * Universal Router commands (the low six bits of each command byte; the top bit only says
 * "allow revert") and their inputs' encodings.
 */
const universalCommands = {
  0: { name: 'V3_SWAP_EXACT_IN', inputs: parseAbiParameters('address, uint256, uint256, bytes, bool') },
  1: { name: 'V3_SWAP_EXACT_OUT', inputs: parseAbiParameters('address, uint256, uint256, bytes, bool') },
  8: { name: 'V2_SWAP_EXACT_IN', inputs: parseAbiParameters('address, uint256, uint256, address[], bool') },
  9: { name: 'V2_SWAP_EXACT_OUT', inputs: parseAbiParameters('address, uint256, uint256, address[], bool') },
} as const
const unwrapWethCommand = 0x0c
const commandTypeMask = 0x3f

/**
 * Recipients that mean "the router keeps the output": address(0) in SwapRouter (it reads 0 as
 * itself), ADDRESS_THIS = address(2) in SwapRouter02 and the Universal Router, or the router's own
 * address. Such an output followed by an unwrap is paid out as the native coin.
 */
const routerCustody = new Set([
  '0x0000000000000000000000000000000000000000',
  '0x0000000000000000000000000000000000000002',
])

/** Nested batches deeper than this are not read (no router nests more than one level). */
const maxDepth = 3

type Swap = { token: Address; recipient: Address | undefined; function: BuyFunction }
type RouterCalls = { swaps: Swap[]; unwraps: boolean }

/**
 * The token a transaction buys through a router (see the functions above), the first one when a
 * batch holds several. A batch whose swap output stays in the router and is unwrapped sells for
 * the native coin: no buy. Any other call is `undefined`.
 *
 * @example
 * classifyBuyCall({ to: router, data: encodeFunctionData({ abi: uniswapV2Router02Abi, functionName: 'swapExactETHForTokens', args: [0n, [weth, token], account, deadline] }) })
 * // { kind: 'buy', token, router, function: 'swapExactETHForTokens' }
 */
export function classifyBuyCall(transaction: GuardedTransaction): BuyFinding | undefined {
  const calls: RouterCalls = { swaps: [], unwraps: false }
  readRouterCall(transaction.data, calls, 0)
  const router = transaction.to.toLowerCase()
  const sold = (swap: Swap) =>
    calls.unwraps &&
    (swap.recipient === undefined ||
      routerCustody.has(swap.recipient.toLowerCase()) ||
      swap.recipient.toLowerCase() === router)
  const swap = calls.swaps.find((candidate) => !sold(candidate))
  return swap
    ? { kind: 'buy', token: swap.token, router: transaction.to, function: swap.function }
    : undefined
}

/** Adds what one router call swaps and unwraps to `calls`; odd data adds nothing. */
function readRouterCall(data: Hex, calls: RouterCalls, depth: number): void {
  let call: ReturnType<typeof decodeFunctionData<typeof routerAbi>>
  try {
    call = decodeFunctionData({ abi: routerAbi, data })
  } catch {
    return
  }
  switch (call.functionName) {
    case 'swapExactETHForTokens':
    case 'swapExactETHForTokensSupportingFeeOnTransferTokens':
    case 'swapETHForExactTokens':
    case 'swapExactAVAXForTokens':
    case 'swapExactAVAXForTokensSupportingFeeOnTransferTokens':
    case 'swapAVAXForExactTokens': {
      const [, path, to] = call.args
      addSwap(calls, path.at(-1), to, call.functionName)
      return
    }
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForTokensSupportingFeeOnTransferTokens':
    case 'swapTokensForExactTokens': {
      const [, , path, to] = call.args
      addSwap(calls, path.at(-1), to, call.functionName)
      return
    }
    case 'exactInputSingle':
    case 'exactOutputSingle': {
      const [params] = call.args
      addSwap(calls, params.tokenOut, params.recipient, call.functionName)
      return
    }
    case 'exactInput': {
      const [params] = call.args
      addSwap(calls, decodeV3Path(params.path)?.at(-1), params.recipient, 'exactInput')
      return
    }
    case 'exactOutput': {
      // exactOutput's path runs backwards: from the token bought to the token paid.
      const [params] = call.args
      addSwap(calls, decodeV3Path(params.path)?.[0], params.recipient, 'exactOutput')
      return
    }
    case 'multicall': {
      if (depth >= maxDepth) return
      const inner = call.args.length === 1 ? call.args[0] : call.args[1]
      for (const item of inner) readRouterCall(item, calls, depth + 1)
      return
    }
    case 'execute': {
      const [commands, inputs] = call.args
      readUniversalCommands(commands, inputs, calls)
      return
    }
    case 'unwrapWETH9':
    case 'unwrapWETH9WithFee':
      calls.unwraps = true
      return
  }
}

/** Adds the swaps and unwraps of a Universal Router `execute` to `calls`. */
function readUniversalCommands(commands: Hex, inputs: readonly Hex[], calls: RouterCalls): void {
  const count = (commands.length - 2) / 2
  for (let index = 0; index < count && index < inputs.length; index++) {
    const type = Number.parseInt(commands.slice(2 + index * 2, 4 + index * 2), 16) & commandTypeMask
    if (type === unwrapWethCommand) {
      calls.unwraps = true
      continue
    }
    const command = universalCommands[type as keyof typeof universalCommands]
    if (!command) continue
    let decoded: readonly unknown[]
    try {
      decoded = decodeAbiParameters(command.inputs, inputs[index] as Hex)
    } catch {
      continue
    }
    const [recipient, , , path] = decoded as [Address, bigint, bigint, Hex | readonly Address[]]
    let token: Address | undefined
    if (typeof path === 'string') {
      const tokens = decodeV3Path(path)
      // V3_SWAP_EXACT_OUT's path runs backwards, as exactOutput's does.
      token = command.name === 'V3_SWAP_EXACT_OUT' ? tokens?.[0] : tokens?.at(-1)
    } else token = path.at(-1)
    addSwap(calls, token, recipient, command.name)
  }
}

function addSwap(calls: RouterCalls, token: unknown, recipient: unknown, name: BuyFunction): void {
  const address = readAddress(token)
  if (address) calls.swaps.push({ token: address, recipient: readAddress(recipient), function: name })
}
