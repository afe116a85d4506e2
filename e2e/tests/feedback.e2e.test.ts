import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminApi, signInAdmin } from '../harness/adminApi.ts'
import { openConnectedPage } from '../harness/openConnectedPage.ts'
import { shoot } from '../harness/screenshots.ts'
import { type Stack, startStack } from '../harness/startStack.ts'

const adminPassword = 'e2e-admin-password-2026'

type Listed<item> = { total: number; items: item[] }

describe('feedback, announcements and client error reports on the local stack', () => {
  let stack: Stack
  let page: Page
  let admin: AdminApi
  const posts: { path: string; body: string }[] = []
  const postsTo = (path: string) => posts.filter((post) => post.path === path)

  beforeAll(async () => {
    stack = await startStack({ serverEnv: { ADMIN_PASSWORD: adminPassword } })
    admin = await signInAdmin(stack, adminPassword)
    page = await stack.context.newPage()
    page.on('request', (request) => {
      if (request.method() === 'POST')
        posts.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' })
    })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('marks bad feedback and sends nothing, then sends good feedback that the admin inbox lists', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/issue/index`)
    await page.getByTestId('feedback-form').waitFor()
    await page.getByTestId('feedback-description').fill('too short')
    await page.getByTestId('feedback-email').fill('not-an-email')
    await page.getByTestId('feedback-submit').click()
    await page.getByText('Please choose a category').waitFor()
    await page.getByText('Please describe it in at least 10 characters').waitFor()
    await page.getByText('Please enter a valid email address').waitFor()
    await shoot(page, 'feedback-invalid-1440.png', { fullPage: true })
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'feedback-invalid-375.png', { fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(postsTo('/api/v1/web/feedback')).toHaveLength(0)

    const description = 'The lock page shows no unlock date for LP locks on BSC.'
    await page.getByTestId('feedback-category').click()
    await page.locator('.ant-select-item-option', { hasText: 'Bug report' }).click()
    await page.getByTestId('feedback-description').fill(description)
    await page.getByTestId('feedback-email').fill('')
    await page.getByText('Please leave an email or another contact so we can answer').waitFor()
    await page.getByTestId('feedback-contact').fill('@e2e_reporter')
    await page.getByTestId('feedback-submit').click()
    await page.getByTestId('feedback-sent').waitFor()
    await shoot(page, 'feedback-sent-1440.png')
    expect(postsTo('/api/v1/web/feedback')).toHaveLength(1)

    const inbox = await admin<
      Listed<{ category: string; description: string; contact: string; email: string }>
    >('GET', '/feedback/list?page=1&limit=20')
    expect(inbox.items).toEqual([
      expect.objectContaining({ category: 'bug', description, contact: '@e2e_reporter', email: '' }),
    ])
  })

  it('shows a published announcement on the dashboard (a draft stays hidden) and opens it, counting a view', async () => {
    const published = await admin<{ id: number }>('POST', '/article/create', {
      title: 'BSC lock contract upgraded',
      type: 'US',
      status: 'published',
      importance: 3,
      content_short: 'Locks made from today use the new contract.',
      content: 'Locks made from today use the new contract.\nExisting locks are not affected.',
    })
    await admin('POST', '/article/create', { title: 'Unpublished draft', type: 'US', status: 'draft' })

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${stack.baseUrl}/home`)
    const panel = page.getByTestId('announcements')
    await panel.getByText('BSC lock contract upgraded').waitFor()
    expect(await panel.textContent()).toContain('Locks made from today use the new contract.')
    expect(await panel.getByTestId('announcement-importance').textContent()).toBe('Urgent')
    expect(await panel.textContent()).not.toContain('Unpublished draft')
    await shoot(panel, 'announcements-1440.png')
    await shoot(page, 'dashboard-announcements-1440.png')
    await page.setViewportSize({ width: 375, height: 812 })
    await shoot(page, 'dashboard-announcements-375.png', { fullPage: true })

    await panel.getByTestId('announcement-open').click()
    const body = page.getByTestId('announcement-detail-body')
    await body.waitFor()
    expect(await body.textContent()).toContain('Existing locks are not affected.')
    expect(await body.getByTestId('announcement-views').textContent()).toBe('1 view')
    await shoot(page, 'announcement-detail-375.png')
    await page.setViewportSize({ width: 1440, height: 900 })
    await shoot(page, 'announcement-detail-1440.png')
    const views = await admin<{ pageviews: number }>('GET', `/article/pv?id=${published.id}`)
    expect(views.pageviews).toBe(1)
  })

  it('reports an error thrown in the production build once, without the secret it quotes', async () => {
    await page.goto(`${stack.baseUrl}/home`)
    await page.getByTestId('announcements').waitFor()
    const key = `0x${'ab'.repeat(32)}`
    // The same failure three times (one place in the code), as a retry loop would throw it; then
    // another failure. Reports leave in the order the errors happened, so once the last one's report
    // is out, a repeat of the first would have gone out before it.
    await page.evaluate((secret) => {
      for (let index = 0; index < 3; index += 1)
        setTimeout(() => {
          throw new Error(`e2e deliberate failure with key ${secret}`)
        }, 10 * index)
      setTimeout(() => {
        throw new Error('e2e failure that follows the repeats')
      }, 40)
    }, key)
    await expect
      .poll(() => postsTo('/api/v1/web/errors').some((post) => post.body.includes('follows the repeats')))
      .toBe(true)
    const reports = postsTo('/api/v1/web/errors')
    expect(reports).toHaveLength(2)
    expect(reports[0]!.body).toContain('e2e deliberate failure')
    expect(reports[0]!.body).not.toContain('ab'.repeat(32))

    // The page's request is seen when it is sent; the server may store it a moment later (a loaded
    // machine: the list read right after the send came back empty once), so wait for the row.
    const ours = async () => {
      const log = await admin<Listed<{ message: string; info: string; url: string; userAgent: string }>>(
        'GET',
        '/errorlog/list?page=1&limit=20',
      )
      return log.items.filter((entry) => entry.message.includes('e2e deliberate failure'))
    }
    await expect.poll(async () => (await ours()).length).toBeGreaterThan(0)
    expect(await ours()).toEqual([
      expect.objectContaining({
        message: 'Error: e2e deliberate failure with key [hex removed]',
        url: `${stack.baseUrl}/home`,
      }),
    ])
    const [stored] = await ours()
    expect(stored!.info).toMatch(/^window error/)
    expect(stored!.userAgent).toMatch(/Chrome/)
  })

  it('reports a multisig wallet created in the UI to the recent deployments list', async () => {
    const [, , , creator, second] = stack.accounts
    const { page: walletPage } = await openConnectedPage(stack, '/ot/ms', creator!)
    await walletPage.getByTestId('multisig-signer-1').fill(second!)
    await walletPage.getByTestId('multisig-signer-remove-2').click()
    await walletPage.getByTestId('multisig-create-submit').click()
    await walletPage.getByTestId('multisig-wallet').waitFor({ timeout: 60_000 })
    const created = (await walletPage.getByTestId('multisig-address').textContent()) ?? ''
    await expect
      .poll(
        async () =>
          (await admin<Listed<unknown>>('GET', '/transaction/list?page=1&limit=20&kind=multisig')).items,
      )
      .toEqual([
        expect.objectContaining({
          kind: 'multisig',
          chainId: 31337,
          // The server stores addresses in lower case.
          address: created.toLowerCase(),
          deployer: creator!.toLowerCase(),
          txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        }),
      ])
    await walletPage.close()
  })
})
