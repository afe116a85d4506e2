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
 * The owner the shared LaunchpadFactory is created with (its only constructor argument, so part of
 * its one address): the operator, who sets the launchpad's fees in the console (Ownable2Step, so
 * the operator hands it to its multisig with transferOwnership / acceptOwnership). Here the local
 * nodes' first account (the console's owner on the local chains); an operator building for the
 * public chains puts its own address here before the build, which gives its factory its address.
 */
export const launchpadOperator: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The shared contracts of a chain (one for everyone: the catalogue's `lock`, `send`, `multisig`
 * `dividendTracker`, `saleHub` and `launchpad`) and the constructor arguments they are deployed with. Fixed arguments
 * make one address per build: the shared MultiSender charges no fee (fee recipient zero, fee 0).
 */
export const sharedContractArgs = {
  TokenLocker: [],
  MultiSender: [zeroAddress, 0n],
  MultisigFactory: [],
  DividendTracker: [],
  TokenSaleHub: [],
  LaunchpadFactory: [launchpadOperator],
} as const satisfies Record<string, readonly unknown[]>

export type SharedContractName = keyof typeof sharedContractArgs
