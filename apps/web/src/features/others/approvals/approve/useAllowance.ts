import { useQuery } from '@tanstack/react-query'
import { type Address, erc20Abi, isAddress, type PublicClient } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../../wallet/network/useCurrentNetwork.ts'

export type AllowanceState = {
  symbol: string
  decimals: number
  balance: bigint
  /** The connected wallet's allowance to the spender; undefined until a valid spender is typed. */
  allowance: bigint | undefined
}

/**
 * The token's symbol, decimals, the wallet's balance and its allowance to `spender`, in one
 * aggregated read; `data` is null when the address is no ERC20 on this chain.
 *
 * @example
 * const { data } = useAllowance(token, spender) // { symbol: 'USDT', allowance: 0n, ... }
 */
export function useAllowance(token: string | undefined, spender: string | undefined) {
  const { address: owner } = useConnection()
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  const tokenAddress = token?.trim()
  const spenderAddress = spender?.trim()
  const validSpender = Boolean(spenderAddress && isAddress(spenderAddress))
  return useQuery({
    queryKey: [
      'approvalsAllowance',
      chainId,
      tokenAddress?.toLowerCase(),
      owner,
      validSpender ? spenderAddress : null,
    ],
    enabled: Boolean(publicClient && owner && tokenAddress && isAddress(tokenAddress)),
    retry: false,
    queryFn: async (): Promise<AllowanceState | null> => {
      const address = tokenAddress as Address
      const contracts = [
        { address, abi: erc20Abi, functionName: 'symbol' },
        { address, abi: erc20Abi, functionName: 'decimals' },
        { address, abi: erc20Abi, functionName: 'balanceOf', args: [owner!] },
        ...(validSpender
          ? [{ address, abi: erc20Abi, functionName: 'allowance', args: [owner!, spenderAddress as Address] }]
          : []),
      ] as const
      type Answer = { status: 'success' | 'failure'; result?: unknown }
      const [symbol, decimals, balance, allowance] = (await publicClient!.multicall({
        contracts: contracts as never,
        allowFailure: true,
      })) as Answer[]
      if (decimals?.status !== 'success' || balance?.status !== 'success') return null
      return {
        symbol: symbol?.status === 'success' ? String(symbol.result) : '',
        decimals: Number(decimals.result),
        balance: balance.result as bigint,
        allowance: allowance?.status === 'success' ? (allowance.result as bigint) : undefined,
      }
    },
  })
}
