import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { transferFeeTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { deploy } from '../transactions/deploy.ts'
import { createTokenDeployStep } from './createTokenDeployStep.ts'
import { readTemplateOwner } from './readTemplateOwner.ts'
import { tokenTemplateBytecode } from './tokenTemplates.ts'

const chain = useLocalTestChain()
const [, , , owner] = devAccounts

describe('readTemplateOwner', () => {
  it("names a TokenBox token's template and owner, and nothing for another token or an address without code", async () => {
    const step = createTokenDeployStep(
      transferFeeTokenParameters(owner, 10n ** 24n, 300),
      await tokenTemplateBytecode('normal', 'cancun'),
      'cancun',
    )
    const [made, other] = await chain.runToDone(
      [step, deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1')] })],
      owner,
    )
    expect(await readTemplateOwner(chain.publicClient, { token: made!.contractAddress! })).toEqual({
      template: 'normal',
      owner,
    })
    expect(await readTemplateOwner(chain.publicClient, { token: other!.contractAddress! })).toBeUndefined()
    expect(await readTemplateOwner(chain.publicClient, { token: owner })).toBeUndefined()
  })
})
