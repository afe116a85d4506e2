import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { watchConsoleErrors } from './consoleErrors.ts'
import { openConnectedPage } from './openConnectedPage.ts'
import { type Stack, type StartStackOptions, startStack } from './startStack.ts'
import type { TestWallet } from './testWallet.ts'

/**
 * What a suite works with: its own stack, one page of it, and what that page logged as an error.
 * The fields are set by the suite's `beforeAll`, so read them inside tests and hooks only.
 */
export type PageSuite = {
  stack: Stack
  page: Page
  /** The page's console errors and failed resources, in order ({@link watchConsoleErrors}). */
  consoleErrors: string[]
}

/** A {@link PageSuite} whose page has a test wallet connected ({@link openConnectedPage}). */
export type ConnectedSuite = PageSuite & {
  wallet: TestWallet
  /** The account connected on `page`. */
  account: Address
}

/** How {@link pageSuite} starts its stack and opens its page. */
export type PageSuiteOptions = {
  /** startStack's options, or what starts the stack (one with an explorer in front, say). */
  stack?: StartStackOptions | (() => Promise<Stack>)
  /** What the suite sets up on the started stack before its page opens (tokens, pools, funds). */
  prepare?: (stack: Stack) => Promise<void>
  /** The page's size, set once it is open (Playwright's default otherwise). */
  viewport?: { width: number; height: number }
}

/** Where a connected suite's page opens, and whose wallet it connects. */
export type ConnectOptions = {
  path: string
  /** The account connected: dev account 1 unless said (read after `prepare`). */
  account?: (stack: Stack) => Address
  /** The chain the wallet starts on (the stack's first unless said). */
  chainId?: number
}

/**
 * Starts a stack for the enclosing `describe` (stopped after it), runs `prepare` on it, then opens
 * one page with its console watched: a fresh page with no wallet (tools index, search, shell), or
 * with `connect`, `connect.path` with a test wallet connected, as a user does it.
 *
 * @example
 * describe('header search', () => {
 *   const site = pageSuite()
 *   it('opens the dashboard', async () => {
 *     await site.page.goto(`${site.stack.baseUrl}/home`)
 *     expectNoErrors(site.consoleErrors)
 *   })
 * })
 * const suite = pageSuite({ stack: { motion: true }, connect: { path: '/lo/id?t=1' } })
 */
export function pageSuite(options?: PageSuiteOptions): PageSuite
export function pageSuite(options: PageSuiteOptions & { connect: ConnectOptions }): ConnectedSuite
export function pageSuite({
  stack: start = {},
  prepare,
  viewport,
  connect,
}: PageSuiteOptions & { connect?: ConnectOptions } = {}): ConnectedSuite {
  const suite = {} as ConnectedSuite
  beforeAll(async () => {
    suite.stack = typeof start === 'function' ? await start() : await startStack(start)
    await prepare?.(suite.stack)
    if (connect) {
      suite.account = connect.account?.(suite.stack) ?? suite.stack.accounts[1]!
      Object.assign(suite, await openConnectedPage(suite.stack, connect.path, suite.account, connect))
    } else {
      suite.page = await suite.stack.context.newPage()
    }
    suite.consoleErrors = watchConsoleErrors(suite.page)
    if (viewport) await suite.page.setViewportSize(viewport)
  })
  afterAll(async () => {
    await suite.stack?.stop()
  })
  return suite
}
