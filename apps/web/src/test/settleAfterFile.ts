/**
 * Runs after every test file: unmounts what is still rendered and lets React's scheduler, lazy
 * chunk imports and antd's timers finish before the test environment (happy-dom) is torn down.
 * Without it, work scheduled by the last test of a file can run after `window` is gone and fail
 * the run with an unhandled "window is not defined" that no test caused.
 */
import { cleanup } from '@testing-library/react'
import { afterAll } from 'vitest'

afterAll(async () => {
  cleanup()
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20))
})
