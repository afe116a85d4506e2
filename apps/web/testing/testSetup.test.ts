import { getConfig } from '@testing-library/dom'
import { describe, expect, it } from 'vitest'

// The waits of every web test are patient on a loaded machine (a lazy screen or drawer can take
// seconds to arrive there): set once in testing/settleAfterFile.ts and vite.config.ts, checked here.
describe('web test setup', () => {
  it('gives findBy* and waitFor 25 s, not the 1 s default', () => {
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(25_000)
  })

  it('gives expect.poll more than the 1 s default', async () => {
    let calls = 0
    const started = Date.now()
    // A condition that holds on the third look, 1.2 s in: the default timeout would have given up.
    await expect
      .poll(
        () => {
          calls += 1
          return Date.now() - started >= 1200
        },
        { interval: 600 },
      )
      .toBe(true)
    expect(calls).toBeGreaterThanOrEqual(3)
  })
})
