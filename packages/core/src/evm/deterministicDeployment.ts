import { type Address, type Hex, zeroAddress } from 'viem'

/**
 * The deterministic deployment proxy (Nick Johnson's / Arachnid's, the one Foundry and most tools
 * use): deployed at this address on nearly every EVM chain by the same pre-signed transaction. A
 * call with `salt ++ initCode` as calldata CREATE2-deploys `initCode` and returns the address, so
 * what it deploys has the same address on every chain that has the proxy.
 */
export const deterministicDeployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The proxy's runtime code (the bytes its pre-signed deployment leaves at the address), for
 * development nodes that start without it (Hardhat's; anvil has it built in).
 */
export const deterministicDeployerRuntime: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** The salt of every shared TokenBox contract: keccak256("TokenBox shared contracts"). */
export const sharedContractSalt: Hex = '0x6de4deedd50535edcb8825c101ef56379f1045f53e4aa96b0a8e55a537396487'

/**
 * The launchpad's owner on every real chain: the operator's multisig, the ONE value an operator sets
 * when running their own TokenBox (docs/development.md, "The launchpad's operator"). It is the LaunchpadFactory's
 * only constructor argument, so it decides the factory's shared address; its owner sets the
 * presale fees (capped, evented, never applied to a presale already created). The shipped value
 * 0x…dEaD is nobody: the factory deployed with it charges no fee and no one can ever change that.
 * The local chain's factory is deployed with the node's first account instead (deployLocalInfrastructure).
 */
export const launchpadOperator: Address = '0x000000000000000000000000000000000000dEaD'

/**
 * The shared contracts of a chain (one for everyone: the catalogue's `lock`, `send`, `multisig`
 * `dividendTracker`, `saleHub`, `launchpad`, `mining`, `finance`, `bulkBrc20Mint` and `inscriptionSale`, and the
 * tax tokens' swap engine, which has no catalogue field: the first tax token on a chain deploys it
 * itself, at the address its code gives) and the constructor arguments they are deployed with. Fixed arguments make one address per build: the shared MultiSender charges no fee
 * (fee recipient zero, fee 0); the launchpad belongs to {@link launchpadOperator}.
 */
export const sharedContractArgs = {
  TokenLocker: [],
  MultiSender: [zeroAddress, 0n],
  MultisigFactory: [],
  DividendTracker: [],
  TokenSaleHub: [],
  LaunchpadFactory: [launchpadOperator],
  MiningFactory: [],
  FinanceFactory: [],
  BulkInscriber: [],
  InscriptionSaleFactory: [],
  TaxSwapEngine: [],
} as const satisfies Record<string, readonly unknown[]>

export type SharedContractName = keyof typeof sharedContractArgs
