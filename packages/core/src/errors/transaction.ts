import type { Address, Hash, TransactionReceipt } from 'viem'
import { BaseError } from './BaseError.ts'

/** The transaction was mined but reverted (receipt status `reverted`). */
export class TransactionRevertedError extends BaseError {
  hash: Hash
  receipt: TransactionReceipt
  constructor({ receipt, cause }: { receipt: TransactionReceipt; cause?: unknown }) {
    super('The transaction was mined but reverted.', {
      cause,
      metaMessages: [`Hash: ${receipt.transactionHash}`, `Block: ${receipt.blockNumber}`],
      name: 'TransactionRevertedError',
    })
    this.hash = receipt.transactionHash
    this.receipt = receipt
  }
}

/** A flow needs a wallet account and none is connected. */
export class WalletNotConnectedError extends BaseError {
  constructor() {
    super('No wallet account is connected.', { name: 'WalletNotConnectedError' })
  }
}

/** A deployment was mined but its receipt carries no contract address. */
export class ContractAddressMissingError extends BaseError {
  hash: Hash
  constructor({ hash }: { hash: Hash }) {
    super('The deployment receipt has no contract address.', {
      metaMessages: [`Hash: ${hash}`],
      name: 'ContractAddressMissingError',
    })
    this.hash = hash
  }
}

/**
 * A shared TokenBox contract is deployed through the deterministic deployment proxy (so it has one
 * address for everyone), and this chain has no code at the proxy's address. Raised before the
 * wallet is asked. `needs` names the shared contract a deployment's constructor would have created
 * through the proxy (a tax token's TaxSwapEngine) when the step is that deployment rather than the
 * shared contract's own.
 */
export class DeterministicDeployerMissingError extends BaseError {
  deployer: Address
  needs: 'TaxSwapEngine' | undefined
  constructor({ deployer, needs }: { deployer: Address; needs?: 'TaxSwapEngine' | undefined }) {
    super(
      needs
        ? `The chain has no deterministic deployment proxy and no ${needs}, which the contract creates through it.`
        : 'The chain has no deterministic deployment proxy.',
      {
        metaMessages: [`Proxy: ${deployer}`],
        name: 'DeterministicDeployerMissingError',
      },
    )
    this.deployer = deployer
    this.needs = needs
  }
}

/**
 * The account cannot pay what the transaction may cost: gas limit x max fee per gas (or gas price)
 * plus the value sent, the same rule nodes apply before accepting it. Raised before the wallet is
 * asked, so the user is not shown a prompt that can only fail.
 */
export class InsufficientBalanceError extends BaseError {
  balance: bigint
  required: bigint
  constructor({ balance, required }: { balance: bigint; required: bigint }) {
    super('The account cannot pay for this transaction.', {
      metaMessages: [`Balance: ${balance}`, `Required: ${required}`],
      name: 'InsufficientBalanceError',
    })
    this.balance = balance
    this.required = required
  }
}
