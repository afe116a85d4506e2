import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { recordDeployment } from '../src/content/deployments.ts'
import { forgetReplacedLocalChains } from '../src/local/forgetReplacedLocalChains.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

const instance = (digit: string) => `0x${digit.repeat(64)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const deployer = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** Issue 18 §2: whatever a local chain forgets (`make reset`), the server forgets too. */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`local chain instances on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-instances-'))
    const defaultFile = join(dir, 'local-deployments.json')
    const berlinFile = join(dir, 'local-deployments-berlin.json')
    const files = [defaultFile, berlinFile]
    const writeFile = (file: string, chainId: number, instanceId?: string) =>
      writeFileSync(file, JSON.stringify({ chainId, contracts: {}, ...(instanceId ? { instanceId } : {}) }))
    const chainsWithRows = async () =>
      (await database.db.selectFrom('deployments').select('chain_id').orderBy('id').execute()).map((row) =>
        Number(row.chain_id),
      )
    let next = 0
    const report = (chainId: number) =>
      recordDeployment(database.db, {
        kind: 'token',
        chainId,
        address: deployer,
        txHash: hash(++next),
        deployer,
      })

    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true })
    })

    it('forgets rows of a local chain first seen with an instance: they belong to a chain that is gone', async () => {
      await report(31337)
      await report(31338)
      await report(56)
      writeFile(defaultFile, 31337, instance('a'))
      writeFile(berlinFile, 31338, instance('b'))
      expect(await forgetReplacedLocalChains(database.db, files)).toEqual([31337, 31338])
      // A real chain's rows are never touched.
      expect(await chainsWithRows()).toEqual([56])
    })

    it('keeps the rows across restarts of the same instance', async () => {
      await report(31337)
      await report(31338)
      expect(await forgetReplacedLocalChains(database.db, files)).toEqual([])
      expect(await forgetReplacedLocalChains(database.db, files)).toEqual([])
      expect(await chainsWithRows()).toEqual([56, 31337, 31338])
    })

    it('forgets only the chain that was reset', async () => {
      writeFile(defaultFile, 31337, instance('c'))
      expect(await forgetReplacedLocalChains(database.db, files)).toEqual([31337])
      expect(await chainsWithRows()).toEqual([56, 31338])
      const remembered = await database.db
        .selectFrom('local_chain_instances')
        .select(['chain_id', 'instance_id'])
        .orderBy('chain_id')
        .execute()
      expect(remembered.map((row) => [Number(row.chain_id), row.instance_id])).toEqual([
        [31337, instance('c')],
        [31338, instance('b')],
      ])
    })

    it('leaves everything alone without deployments files or instance ids', async () => {
      expect(await forgetReplacedLocalChains(database.db, [])).toEqual([])
      writeFile(defaultFile, 31337)
      rmSync(berlinFile)
      expect(await forgetReplacedLocalChains(database.db, files)).toEqual([])
      expect(await chainsWithRows()).toEqual([56, 31338])
    })
  })
}
