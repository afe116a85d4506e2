import { create2DeploymentRequest } from '@tokenbox/core/vanity/create2Target.ts'
import { saveBlob } from '../../app/files/downloadTable.ts'
import type { VanityResult } from './useVanitySearch.ts'

/** A found key (an address, or its first contract's). */
export type KeyResult = Extract<VanityResult, { privateKey: string }>
/** A found CREATE2 salt. */
export type SaltResult = Exclude<VanityResult, KeyResult>

/** The file the user downloads: the key with what it is for, as JSON (saved in the page, never uploaded). */
export function downloadKey(result: KeyResult) {
  const body = {
    address: result.address,
    privateKey: result.privateKey,
    ...(result.contractAddress ? { contractAddressAtNonce0: result.contractAddress } : {}),
    pattern: result.input,
    createdAt: new Date(result.id).toISOString(),
  }
  saveBlob(
    new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }),
    `vanity-${(result.contractAddress ?? result.address).toLowerCase()}.json`,
  )
}

/** The salt file: what a deployment needs, as JSON (no secret in it: a salt is public once used). */
export function downloadSalt(result: SaltResult) {
  const body = {
    contractAddress: result.contractAddress,
    deployer: result.deployer,
    salt: result.salt,
    initCodeHash: result.initCodeHash,
    ...(result.initCode ? { deployment: create2DeploymentRequest(result, result.salt) ?? null } : {}),
    pattern: result.input,
    createdAt: new Date(result.id).toISOString(),
  }
  saveBlob(
    new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }),
    `vanity-create2-${result.contractAddress.toLowerCase()}.json`,
  )
}
