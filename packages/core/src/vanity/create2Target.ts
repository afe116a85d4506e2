import { type Address, getAddress, type Hex, isAddress, keccak256 } from 'viem'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'

/** What the user typed for a CREATE2 salt search: who deploys, and what. */
export type Create2TargetInput = {
  /** The contract that runs CREATE2; empty: the deterministic deployment proxy. */
  deployer: string
  /** The contract's init code (creation bytecode with its constructor arguments), or its keccak-256. */
  initCode: string
}

/** A validated CREATE2 target. */
export type Create2Target = {
  deployer: Address
  initCodeHash: Hex
  /** The init code when it was given (not only its hash): then the deployment can be prepared. */
  initCode?: Hex
}

/** A refusal: a key of the `vanity` namespace and the field it is about. */
export type Create2TargetIssue = {
  issue: 'validation.deployer' | 'validation.initCode'
  field: 'deployer' | 'initCode'
}

/**
 * Validates a CREATE2 target. The deployer is an address in any case (the checksum is checked
 * when it is mixed case), empty meaning the deterministic deployment proxy (0x4e59…956C, on
 * nearly every chain) that TokenBox deploys its shared contracts through. The init code is hex
 * (0x optional, spaces and line breaks ignored, an even number of digits); exactly 32 bytes are
 * read as its keccak-256 hash (what tools such as Foundry print as the init code hash), since a
 * real creation code is longer.
 *
 * @example
 * parseCreate2Target({ deployer: '', initCode: '0x6080…' }) // { ok: true, target: { deployer: '0x4e59…956C', initCodeHash, initCode } }
 */
export function parseCreate2Target(
  input: Create2TargetInput,
): { ok: true; target: Create2Target } | ({ ok: false } & Create2TargetIssue) {
  const typed = input.deployer.trim()
  if (typed !== '' && !isAddress(typed, { strict: /[a-f]/.test(typed) && /[A-F]/.test(typed) }))
    return { ok: false, issue: 'validation.deployer', field: 'deployer' }
  const deployer = typed === '' ? deterministicDeployer : getAddress(typed)
  const digits = input.initCode.replace(/\s+/g, '').replace(/^0x/i, '')
  if (digits === '' || !/^[0-9a-fA-F]*$/.test(digits) || digits.length % 2 !== 0)
    return { ok: false, issue: 'validation.initCode', field: 'initCode' }
  const code = `0x${digits.toLowerCase()}` as Hex
  if (digits.length === 64) return { ok: true, target: { deployer, initCodeHash: code } }
  return { ok: true, target: { deployer, initCodeHash: keccak256(code), initCode: code } }
}

/**
 * The transaction that deploys `initCode` at the address a salt search found, through the
 * deterministic deployment proxy: its calldata is `salt ++ initCode` and it CREATE2-deploys with
 * that salt. Undefined when the deployer is another contract (its own way of deploying applies) or
 * only the init code's hash is known.
 *
 * @example
 * create2DeploymentRequest(target, salt) // { to: '0x4e59b44847b379578588920cA78FbF26c0B4956C', data: '0x<salt><initCode>' }
 */
export function create2DeploymentRequest(
  target: Create2Target,
  salt: Hex,
): { to: Address; data: Hex } | undefined {
  if (target.deployer !== deterministicDeployer || target.initCode === undefined) return undefined
  // Joined as text (both are 0x hex): viem's concat would be one more chunk the dashboard shares.
  return { to: deterministicDeployer, data: `${salt}${target.initCode.slice(2)}` }
}
