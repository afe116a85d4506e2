/** The token and quote coin the Pool step prices, as far as the form says (undefined: not yet known). */
export type LaunchAssets = {
  token: { symbol: string; decimals: number; supply: bigint; balance: bigint } | undefined
  quote: { symbol: string; decimals: number; balance: bigint | undefined; native: boolean } | undefined
}
