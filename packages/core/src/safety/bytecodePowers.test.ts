import { type Address, encodeFunctionData, type Hex, parseEther, toFunctionSelector } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { trapCappedTokenAbi, trapCappedTokenBytecode } from '../../testing/contracts/TrapCappedToken.ts'
import {
  trapInitializableTokenAbi,
  trapInitializableTokenBytecode,
} from '../../testing/contracts/TrapInitializableToken.ts'
import { trapMintableTokenAbi, trapMintableTokenBytecode } from '../../testing/contracts/TrapMintableToken.ts'
import { trapPausableTokenAbi, trapPausableTokenBytecode } from '../../testing/contracts/TrapPausableToken.ts'
import { trapPlainTokenAbi, trapPlainTokenBytecode } from '../../testing/contracts/TrapPlainToken.ts'
import { trapProxyAbi, trapProxyBytecode } from '../../testing/contracts/TrapProxy.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { maxWalletTokenParameters, poweredNormalTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokens/tokenTemplates.ts'
import { deploy } from '../transactions/deploy.ts'
import { bytecodePowers, pushedSelectors } from './bytecodePowers.ts'
import { minimalProxyTarget, readProxy } from './readProxy.ts'

const chain = useLocalTestChain()
const [, creator] = devAccounts
const code: Record<string, Hex> = {}
const address: Record<string, Address> = {}
const supply = parseEther('1000000')

/** The kinds found in a contract's code, with their functions. */
const powersOf = (name: string) =>
  Object.fromEntries(bytecodePowers(code[name]).map((power) => [power.kind, power.functions]))

beforeAll(async () => {
  const results = await chain.runToDone(
    [
      createTokenDeployStep(
        { template: 'standard', name: 'S', symbol: 'S', decimals: 18, initialSupply: supply, owner: creator },
        await tokenTemplateBytecode('standard', 'cancun'),
        'cancun',
      ),
      createTokenDeployStep(
        poweredNormalTokenParameters(creator, supply, { name: 'N', symbol: 'N' }),
        await tokenTemplateBytecode('normal', 'cancun'),
        'cancun',
      ),
      createTokenDeployStep(
        maxWalletTokenParameters(creator, chain.contracts.router, supply, supply / 50n),
        await tokenTemplateBytecode('marketing', 'cancun'),
        'cancun',
      ),
      deploy({ abi: trapPlainTokenAbi, bytecode: trapPlainTokenBytecode, args: ['OZ', 'OZ', supply] }),
      deploy({ abi: trapMintableTokenAbi, bytecode: trapMintableTokenBytecode, args: [supply] }),
      deploy({ abi: trapPausableTokenAbi, bytecode: trapPausableTokenBytecode, args: [supply] }),
      deploy({ abi: trapCappedTokenAbi, bytecode: trapCappedTokenBytecode, args: [supply, supply * 3n] }),
      deploy({ abi: trapInitializableTokenAbi, bytecode: trapInitializableTokenBytecode, args: [] }),
    ],
    creator,
  )
  const names = [
    'standard',
    'normal',
    'marketing',
    'ozPlain',
    'ozMintable',
    'ozPausable',
    'ozCapped',
    'logic',
  ]
  names.forEach((name, index) => {
    address[name] = results[index]?.contractAddress as Address
  })
  const [proxy] = await chain
    .runToDone(
      [
        deploy({
          abi: trapProxyAbi,
          bytecode: trapProxyBytecode,
          args: [
            address.logic as Address,
            creator,
            encodeFunctionData({
              abi: trapInitializableTokenAbi,
              functionName: 'initialize',
              args: ['P', 'P', supply, creator],
            }),
          ],
        }),
      ],
      creator,
    )
    .then((done) => done.map((result) => result.contractAddress as Address))
  address.proxy = proxy as Address
  const clones = await chain.runToDone(
    [
      deploy({
        abi: [],
        bytecode: `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${(address.logic as Address).slice(2)}5af43d82803e903d91602b57fd5bf3`,
        args: [],
      }),
    ],
    creator,
  )
  address.clone = clones[0]?.contractAddress as Address
  for (const [name, at] of Object.entries(address))
    code[name] = (await chain.publicClient.getCode({ address: at })) as Hex
}, 180_000)

describe('pushedSelectors', () => {
  const mint = toFunctionSelector('function mint(address,uint256)')

  it('collects PUSH4 values and skips what other PUSHes carry', () => {
    // PUSH4 mint, then PUSH32 whose data holds the same four bytes after a PUSH4 opcode byte.
    const hidden = `0x7f63${mint.slice(2)}${'00'.repeat(27)}` as Hex
    expect(pushedSelectors(hidden).has(mint)).toBe(false)
    expect(pushedSelectors(`0x63${mint.slice(2)}00` as Hex).has(mint)).toBe(true)
  })

  it('reads a selector with a leading zero byte pushed in three bytes', () => {
    expect(pushedSelectors('0x62abcdef00').has('0x00abcdef')).toBe(true)
  })

  it('reads nothing from empty code', () => {
    expect(pushedSelectors('0x').size).toBe(0)
    expect(pushedSelectors(undefined).size).toBe(0)
  })
})

describe('bytecodePowers on known contracts', () => {
  it('finds no power in the TokenBox standard template or a plain OpenZeppelin ERC20', () => {
    expect(bytecodePowers(code.standard)).toEqual([])
    expect(bytecodePowers(code.ozPlain)).toEqual([])
  })

  it("finds the normal template's mint, pause, blacklist, fee setter and ownership", () => {
    expect(powersOf('normal')).toEqual({
      mint: ['mint(address,uint256)'],
      pause: ['pause()', 'unpause()'],
      blacklist: ['setBlacklisted(address,bool)'],
      fees: ['setTransferFees(uint16,uint16)'],
      ownership: ['transferOwnership(address)', 'renounceOwnership()', 'renounceOwnershipUntil(uint64)'],
    })
  })

  it("finds the marketing template's fees, limits, blacklist and trading switch", () => {
    expect(powersOf('marketing')).toMatchObject({
      blacklist: ['setBlacklisted(address,bool)'],
      fees: [
        'setFees((uint16,uint16,uint16,uint16,uint16,uint16),(uint16,uint16,uint16,uint16,uint16,uint16))',
      ],
      limits: ['setLimits(uint256,uint256)', 'setCooldown(uint256)'],
      tradingSwitch: ['startTrading()'],
    })
  })

  it('finds the OpenZeppelin variants: Ownable mint, Pausable, Capped', () => {
    expect(powersOf('ozMintable')).toEqual({
      mint: ['mint(address,uint256)'],
      ownership: ['transferOwnership(address)', 'renounceOwnership()'],
    })
    expect(powersOf('ozPausable')).toEqual({
      pause: ['pause()', 'unpause()'],
      ownership: ['transferOwnership(address)', 'renounceOwnership()'],
    })
    expect(powersOf('ozCapped')).toEqual({
      mint: ['mint(address,uint256)'],
      ownership: ['transferOwnership(address)', 'renounceOwnership()'],
    })
  })

  it("finds the proxy's upgrade function in its own code and the mint in its logic's", () => {
    expect(powersOf('proxy')).toEqual({ upgrade: ['upgradeTo(address)'] })
    expect(powersOf('logic')).toEqual({ mint: ['mint(address,uint256)'], ownership: ['renounceOwnership()'] })
  })
})

describe('readProxy', () => {
  it('reads an EIP-1967 proxy: implementation and admin', async () => {
    expect(await readProxy(chain.publicClient, { address: address.proxy as Address })).toEqual({
      standard: 'eip1967',
      implementation: address.logic,
      admin: creator,
      adminIsContract: false,
      upgradeable: true,
    })
  })

  it("names the admin contract's owner, who really decides an upgrade", async () => {
    // Any Ownable contract stands in for a ProxyAdmin here: the mintable token, owned by the creator.
    const [deployed] = await chain.runToDone(
      [
        deploy({
          abi: trapProxyAbi,
          bytecode: trapProxyBytecode,
          args: [address.logic as Address, address.ozMintable as Address, '0x'],
        }),
      ],
      creator,
    )
    expect(await readProxy(chain.publicClient, { address: deployed?.contractAddress as Address })).toEqual({
      standard: 'eip1967',
      implementation: address.logic,
      admin: address.ozMintable,
      adminIsContract: true,
      adminOwner: creator,
      upgradeable: true,
    })
  })

  it('reads an EIP-1167 clone from its code', async () => {
    expect(minimalProxyTarget(code.clone)).toBe(address.logic)
    expect(await readProxy(chain.publicClient, { address: address.clone as Address })).toEqual({
      standard: 'eip1167',
      implementation: address.logic,
      upgradeable: false,
    })
  })

  it('says a plain token and a template are no proxies', async () => {
    expect(await readProxy(chain.publicClient, { address: address.ozPlain as Address })).toBeUndefined()
    expect(await readProxy(chain.publicClient, { address: address.normal as Address })).toBeUndefined()
  })
})
