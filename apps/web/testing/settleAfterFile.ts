/**
 * Set up for every test file: a patient async-query timeout, numbers in English until the file
 * says otherwise; and after each file, unmounts what is
 * still rendered and lets React's scheduler, lazy chunk imports and antd's timers finish before the test environment (happy-dom) is torn down.
 * Without it, work scheduled by the last test of a file can run after `window` is gone and fail
 * the run with an unhandled "window is not defined" that no test caused.
 */
import { cleanup, configure } from '@testing-library/react'
import { setNumberLanguage } from '@tokenbox/core/format/numberLanguage.ts'
import { afterAll, beforeAll } from 'vitest'

// findBy* and waitFor give up after 1 s by default. Screens arrive through lazy imports (the route's
// screens.ts, then the screen), and on a loaded 2-core CI machine that chain overran the second;
// a query still returns the moment its element is there. 10 s was overrun at a load average of 12
// (three helpers building beside the suite), so 25 s, under the 60 s test timeout.
configure({ asyncUtilTimeout: 25_000 })

// The shared pool runs many files in one module graph: a file that switched the interface language
// (the i18n tests) must not leave the next file formatting numbers in Spanish or Chinese.
beforeAll(() => setNumberLanguage('en'))

afterAll(async () => {
  cleanup()
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20))
})
