import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { watchLocalChainEnabled } from '../src/local/watchLocalChainEnabled.ts'

const root = mkdtempSync(join(tmpdir(), 'tokenbox-watch-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('watchLocalChainEnabled', () => {
  it('is false, with nothing watched, when no file is configured', () => {
    const watch = watchLocalChainEnabled([])
    expect(watch.enabled()).toBe(false)
    watch.close()
  })

  it('follows a deployments file being written, rewritten by rename, and removed', async () => {
    const dir = join(root, 'data')
    mkdirSync(dir)
    const file = join(dir, 'local-deployments.json')
    const watch = watchLocalChainEnabled([file, join(dir, 'local-deployments-berlin.json')])
    try {
      expect(watch.enabled()).toBe(false)
      writeFileSync(file, '{}')
      await expect.poll(watch.enabled, { timeout: 10_000 }).toBe(true)
      // A redeploy that writes a temporary file and renames it over the old one.
      writeFileSync(`${file}.tmp`, '{"chainId":31337}')
      renameSync(`${file}.tmp`, file)
      expect(watch.enabled()).toBe(true)
      rmSync(file)
      await expect.poll(watch.enabled, { timeout: 10_000 }).toBe(false)
    } finally {
      watch.close()
    }
  })

  it('notices a file whose directory did not exist at start (make start creates data/ later)', async () => {
    const dir = join(root, 'later')
    const file = join(dir, 'local-deployments.json')
    const watch = watchLocalChainEnabled([file], { pollMs: 50 })
    try {
      expect(watch.enabled()).toBe(false)
      mkdirSync(dir)
      writeFileSync(file, '{}')
      await expect.poll(watch.enabled, { timeout: 10_000 }).toBe(true)
    } finally {
      watch.close()
    }
  })
})
