import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import type { VerifyInput } from '@tokenbox/core/explorer/index.ts'

/**
 * Where the contracts build writes the standard-JSON inputs of the contracts TokenBox ships
 * (`packages/core/src/contracts/verify/<Name>.json`; test-only contracts are never written there).
 */
export const shippedVerifyInputsDir = fileURLToPath(
  new URL('./contracts/verify/', import.meta.resolve('@tokenbox/core')),
)

/**
 * The folder of one build's inputs: the cancun build's in `contracts/verify/`, another build's in
 * `contracts/<build>/verify/` (e.g. the london build, deployed on chains older than cancun).
 *
 * @example
 * await readShippedVerifyInputs(shippedVerifyInputsDirOf('london'))
 */
export function shippedVerifyInputsDirOf(build: ContractBuild): string {
  if (build === 'cancun') return shippedVerifyInputsDir
  return fileURLToPath(new URL(`./contracts/${build}/verify/`, import.meta.resolve('@tokenbox/core')))
}

/**
 * Every shipped contract's verification input by contract name (`StandardToken`), read from the
 * generated folder. The server verifies only these: a browser names a contract, it never sends
 * source code, so the operator's explorer key cannot be used to publish arbitrary code.
 *
 * @example
 * const inputs = await readShippedVerifyInputs()
 * inputs.get('StandardToken')?.contractName // 'project/src/tokens/templates/StandardToken.sol:StandardToken'
 */
export async function readShippedVerifyInputs(
  dir: string = shippedVerifyInputsDir,
): Promise<ReadonlyMap<string, VerifyInput>> {
  const inputs = new Map<string, VerifyInput>()
  for (const file of (await readdir(dir)).sort()) {
    if (!file.endsWith('.json')) continue
    const name = file.slice(0, -'.json'.length)
    const input = JSON.parse(await readFile(`${dir}/${file}`, 'utf8')) as VerifyInput
    // The file name is the lookup key; a file whose content names another contract is a build bug.
    if (!input.contractName?.endsWith(`:${name}`)) {
      throw new Error(`${file}: contractName ${JSON.stringify(input.contractName)} does not name ${name}`)
    }
    inputs.set(name, input)
  }
  return inputs
}
