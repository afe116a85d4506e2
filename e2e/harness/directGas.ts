/**
 * The gas limit a test gives a swap it sends straight to the router (outside the app, as from any
 * wallet). Left to the node, anvil estimates at the latest block's timestamp; when that block
 * created or touched the pool and the swap is mined one second later, the pair's first
 * price-accumulator writes (two zero-to-nonzero SSTOREs, about 44k gas) come on top of the
 * estimate and the swap runs out of gas: seen as a reverted sell in CI on a loaded machine, and
 * reproduced by mining the estimated swap at the next second. Only gas used is paid; a fixed
 * limit well above any swap here removes the race.
 */
export const directSwapGas = 1_000_000n
