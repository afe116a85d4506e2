import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors } from '../harness/consoleErrors.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { navigateInApp } from '../harness/screenNavigation.ts'
import { shoot } from '../harness/screenshots.ts'

/** Issue 26: the tools index, and a documentation page reachable from every tool. */
describe('tools index and documentation', () => {
  const site = pageSuite()
  beforeAll(async () => {
    // A visitor who has seen the no-wallet notice this session (apps/web/src/wallet/startup/
    // WalletStartup.tsx's session key): the walk below stays on one page for minutes, and the
    // notice, shown 5 s after the load, would cover a tool's "How it works" link for its 30 s.
    await site.page.addInitScript(() => sessionStorage.setItem('tokenbox.noWalletNoticeShown', '1'))
  })

  /** The index's tools: id and link, external entries apart. */
  async function indexedTools(): Promise<{ id: string; href: string; external: boolean; docs: boolean }[]> {
    await site.page.goto(`${site.stack.baseUrl}/tools/index`)
    await site.page.getByTestId('tools-item-loToken').waitFor()
    return site.page.locator('[data-testid^="tools-item-"]').evaluateAll((cards) =>
      cards.map((card) => {
        const link = card.querySelector('strong a')
        return {
          id: (card.getAttribute('data-testid') ?? '').replace('tools-item-', ''),
          href: link?.getAttribute('href') ?? '',
          external: link?.getAttribute('target') === '_blank',
          docs: card.querySelector('[data-testid^="tools-docs-"]') !== null,
        }
      }),
    )
  }

  it('lists every tool grouped as the menus, with its chains, tags and links, at 1440 and 375 px', async () => {
    await site.page.setViewportSize({ width: 1440, height: 900 })
    const tools = await indexedTools()
    expect(await site.page.title()).toBe('Tools - TokenBox')
    // Every menu group, in the menus' order.
    const groups = await site.page
      .locator('[data-testid^="tools-group-"]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')))
    expect(groups).toEqual(
      ['token', 'lock', 'fairLaunch', 'dex', 'dapp', 'batch', 'inscription', 'others'].map(
        (id) => `tools-group-${id}`,
      ),
    )
    expect(tools.length).toBeGreaterThan(50)
    expect(tools.find((tool) => tool.id === 'waMultiSender')?.href).toBe('/wa/se')
    expect(tools.find((tool) => tool.id === 'loLp')?.href).toBe('/lo/id?t=1')
    // The two external entries open their sites in a new tab.
    expect(tools.find((tool) => tool.id === 'navigation')).toMatchObject({
      id: 'navigation',
      href: 'https://defillama.com/chains',
      external: true,
    })
    expect(tools.find((tool) => tool.id === 'chainList')?.href).toBe('https://chainlist.org')
    // Chains: every chain of the switcher for a shared contract, those with an exchange for the
    // DEX, none for a tool that runs in the browser.
    const chains = async (id: string) =>
      Number(await site.page.getByTestId(`tools-chains-${id}`).getAttribute('data-chains'))
    const all = await chains('loToken')
    expect(all).toBeGreaterThanOrEqual(17)
    expect(await chains('swExchange')).toBeGreaterThan(0)
    expect(await chains('swExchange')).toBeLessThanOrEqual(all)
    expect(await chains('waCreateWallet')).toBe(0)
    expect(await site.page.getByTestId('tools-chains-waCreateWallet').textContent()).toBe('No chain needed')
    expect(await site.page.getByTestId('tools-item-waMultiSender').textContent()).toContain('HOT')
    await shoot(site.page, 'learn-tools-1440-en.png', { fullPage: true })
    // A tool's link opens it.
    await site.page.getByTestId('tools-item-otUnitConverter').locator('strong a').click()
    await site.page.waitForURL('**/ot/un')
    await site.page.setViewportSize({ width: 375, height: 812 })
    await site.page.goto(`${site.stack.baseUrl}/tools/index`)
    await site.page.getByTestId('tools-item-loToken').waitFor()
    const width = await site.page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await shoot(site.page, 'learn-tools-375-en.png', { fullPage: true })
  })

  /** The documented tools of the index, read once by the first part below. */
  let documented: { id: string; href: string }[] | undefined
  /**
   * About 70 tools at about a second each: in parts, so that each part's time limit holds on a
   * loaded machine (one test for all of them overran its 120 s there).
   */
  const parts = 5

  it.each(Array.from({ length: parts }, (_, part) => part + 1))(
    `reaches every tool's documentation page from the tool (part %i of ${parts})`,
    async (part) => {
      await site.page.setViewportSize({ width: 1440, height: 900 })
      if (!documented) {
        const tools = await indexedTools()
        // The help pages (documentation, guide) explain the tools, not themselves; every tool has a page.
        expect(tools.filter((tool) => !tool.external && !tool.docs).map((tool) => tool.id)).toEqual([
          'documentation',
          'guide',
        ])
        documented = tools.filter((tool) => tool.docs)
      }
      const size = Math.ceil(documented.length / parts)
      const mine = documented.slice((part - 1) * size, part * size)
      if (part === parts) expect(part * size).toBeGreaterThanOrEqual(documented.length)
      for (const tool of mine) {
        // Within the app, as a visitor goes from page to page: loading each tool's address afresh
        // started the whole app 70 times (0.59 of the file's 587,000 renderer page faults).
        await navigateInApp(site.page, tool.href)
        await site.page.getByTestId('tool-doc-link').click()
        await site.page
          .getByTestId(`doc-${tool.id}`)
          .waitFor()
          .catch((error: unknown) => {
            throw new Error(`${tool.id}: no documentation page from ${tool.href}`, { cause: error })
          })
        expect(new URL(site.page.url()).search, tool.id).toBe(`?tool=${tool.id}`)
        // Written out: steps, costs and risks are on every page.
        for (const docPart of ['doc-steps', 'doc-costs', 'doc-risks'])
          expect(await site.page.getByTestId(docPart).count(), `${tool.id} ${docPart}`).toBe(1)
      }
    },
  )

  it('shows no "How it works" where there is no page: it would open another tool\'s', async () => {
    await site.page.goto(`${site.stack.baseUrl}/guide/index`)
    await site.page.getByTestId('guide-status-shell').waitFor()
    await site.page.goto(`${site.stack.baseUrl}/ot/va`)
    await site.page.getByTestId('tool-doc-link').waitFor()
    await site.page.goto(`${site.stack.baseUrl}/guide/index`)
    await site.page.getByTestId('guide-status-shell').waitFor()
    expect(await site.page.getByTestId('tool-doc-link').count()).toBe(0)
  })

  it('shows a page with its contracts on the chosen chain, and opens the tool from it', async () => {
    await site.page.setViewportSize({ width: 1440, height: 900 })
    await site.page.goto(`${site.stack.baseUrl}/documentation/index?tool=loToken`)
    await site.page.getByTestId('doc-loToken').waitFor()
    expect(await site.page.title()).toBe('Documentation - TokenBox')
    const locker = site.page.getByTestId('doc-contract-TokenLocker')
    await locker.waitFor()
    expect(await locker.textContent()).toMatch(/0x[0-9a-fA-F]{40}/)
    // The side list filters.
    await site.page.getByTestId('documentation-filter').fill('vanity')
    await expect.poll(() => site.page.getByTestId('documentation-nav').locator('button').count()).toBe(1)
    await site.page.getByTestId('documentation-nav-otVanity').click()
    await site.page.getByTestId('doc-otVanity').waitFor()
    expect(await site.page.getByTestId('doc-contracts').count()).toBe(0)
    await shoot(site.page, 'learn-docs-1440-en.png', { fullPage: true })
    await site.page.getByTestId('documentation-open-tool').click()
    await site.page.waitForURL('**/ot/va')
  })

  it("shows the same page in the tool's Introduce tab", async () => {
    await site.page.goto(`${site.stack.baseUrl}/lo/id?t=0`)
    await site.page.getByRole('tab', { name: 'Introduce' }).click()
    const introduce = site.page.getByTestId('introduce')
    await introduce.getByTestId('doc-loToken').waitFor()
    const fromTab = await introduce.getByTestId('doc-steps').textContent()
    await site.page.goto(`${site.stack.baseUrl}/documentation/index?tool=loToken`)
    await site.page.getByTestId('doc-loToken').waitFor()
    expect(await site.page.getByTestId('doc-steps').textContent()).toBe(fromTab)
  })

  for (const { language, title, heading } of [
    { language: 'zh', title: '使用文档 - TokenBox', heading: '使用步骤' },
    { language: 'ja', title: 'ドキュメント - TokenBox', heading: '使い方' },
  ]) {
    it(`reads in ${language} at 375 px`, async () => {
      await site.page.setViewportSize({ width: 375, height: 812 })
      await site.page.goto(`${site.stack.baseUrl}/home`)
      await site.page.evaluate((code) => localStorage.setItem('tokenbox.language', code), language)
      await site.page.goto(`${site.stack.baseUrl}/documentation/index?tool=waMultiSender`)
      await site.page.getByTestId('doc-waMultiSender').waitFor()
      await expect.poll(() => site.page.title()).toBe(title)
      expect(await site.page.getByTestId('doc-steps').textContent()).toContain(heading)
      expect(await site.page.getByTestId('documentation-select').isVisible()).toBe(true)
      await site.page.getByTestId('doc-contract-MultiSender').waitFor()
      await shoot(site.page, `learn-docs-375-${language}.png`, { fullPage: true })
      await expect
        .poll(() => site.page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375)
    })
  }

  it('logs no console errors', () => {
    expectNoErrors(site.consoleErrors)
  })
})
