import { describe, expect, it } from 'vitest'
import { failedAt } from './failedAt.ts'

const file = '/repo/e2e/tests/wallet.e2e.test.ts'

describe('failedAt: the line a failed test stopped at, for the run summary', () => {
  it('names the test file frame, not the harness helper that threw first', () => {
    const stack = [
      'TimeoutError: locator.waitFor: Timeout 60000ms exceeded.',
      '    at waitNamed (/repo/e2e/harness/screenNavigation.ts:40:11)',
      '    at /repo/e2e/tests/wallet.e2e.test.ts:180:45',
      '    at file:///repo/node_modules/vitest/dist/chunks/run.js:1695:35',
    ].join('\n')
    expect(failedAt(stack, file, '/repo/e2e')).toBe('tests/wallet.e2e.test.ts:180')
  })

  it('falls back to the first project frame outside node_modules (a failed hook in a helper)', () => {
    const stack = [
      'Error: anvil did not start',
      '    at file:///repo/node_modules/execa/index.js:10:3',
      '    at startStack (file:///repo/e2e/harness/startStack.ts:212:9)',
    ].join('\n')
    expect(failedAt(stack, file, '/repo/e2e')).toBe('harness/startStack.ts:212')
  })

  it("adds the test's own step when the wait is in a helper of the same file", () => {
    const stack = [
      'TimeoutError: locator.waitFor: Timeout 60000ms exceeded.',
      '    at afterStartupTimer (/repo/e2e/tests/wallet.e2e.test.ts:24:3)',
      '    at /repo/e2e/tests/wallet.e2e.test.ts:250:7',
    ].join('\n')
    expect(failedAt(stack, file, '/repo/e2e')).toBe('tests/wallet.e2e.test.ts:24, from line 250')
  })

  it('says nothing when the stack has no frame of the project', () => {
    expect(failedAt('Error: boom', file, '/repo/e2e')).toBeUndefined()
    expect(failedAt('Error: x\n    at new Promise (<anonymous>)', file, '/repo/e2e')).toBeUndefined()
  })
})
