import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderLazyPage } from '../../../../testing/renderApp.tsx'
import { ExtensionPage } from './ExtensionPage.tsx'

/** Answers GET /api/v1/web/extension with `status` and `data`, and counts the requests. */
function serveExtensionInfo(status: number, data: unknown): string[] {
  const asked: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (!url.endsWith('/api/v1/web/extension')) return new Response('{"message":"no"}', { status: 404 })
    asked.push(url)
    const body = status === 200 ? { status: '1', message: 'OK', data } : { status: '0', message: 'down' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

async function renderPage(language: 'en' | 'zh' = 'en') {
  // No retries: the failure state shows at once instead of after React Query's backoff.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await renderLazyPage(<ExtensionPage />, 'extension-page', { language, queryClient })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Browser Extension page', () => {
  it("links to the server's zip with its version and size, and says how to install it", async () => {
    const asked = serveExtensionInfo(200, { available: true, version: '1.4.0', size: 812_345 })
    await renderPage()
    const link = await screen.findByTestId('extension-download')
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/downloads/tokenbox-extension.zip')
    expect(link.getAttribute('download')).toBe('tokenbox-extension.zip')
    expect(link.textContent).toContain('Download the extension')
    expect(screen.getByTestId('extension-details').textContent).toBe('Version 1.4.0 · 812 kB')
    expect(screen.queryByTestId('extension-unavailable')).toBeNull()
    expect(asked).toEqual(['/api/v1/web/extension'])
    // The four parts, the install steps with the address to type, and how to turn the guard on.
    expect(screen.getByTestId('extension-features').textContent).toContain('Guard, off until you turn it on')
    const install = screen.getByTestId('extension-install')
    expect(install.textContent).toContain('chrome://extensions')
    expect(install.textContent).toContain('Load unpacked')
    expect(screen.getByTestId('extension-guard').textContent).toContain('a permit signature')
  })

  it('shows what the server knows and leaves out what it does not', async () => {
    serveExtensionInfo(200, { available: true, size: 2_345_678 })
    await renderPage()
    await screen.findByTestId('extension-download')
    expect(screen.getByTestId('extension-details').textContent).toBe('2.3 MB')
  })

  it('says plainly that this site offers no download, with the command that builds one', async () => {
    serveExtensionInfo(200, { available: false })
    await renderPage()
    const notice = await screen.findByTestId('extension-unavailable')
    expect(notice.textContent).toContain('This site does not offer the extension for download.')
    expect(notice.textContent).toContain('npm run build -w @tokenbox/extension')
    expect(screen.queryByTestId('extension-download')).toBeNull()
  })

  it('tells a failed read from "no download"', async () => {
    serveExtensionInfo(500, null)
    await renderPage()
    await screen.findByTestId('extension-info-failed')
    expect(screen.queryByTestId('extension-download')).toBeNull()
    expect(screen.queryByTestId('extension-unavailable')).toBeNull()
  })

  it("speaks the reader's language", async () => {
    serveExtensionInfo(200, { available: true, version: '1.4.0', size: 812_345 })
    await renderPage('zh')
    const link = await screen.findByTestId('extension-download')
    expect(link.textContent).toContain('下载扩展')
    expect(screen.getByTestId('extension-details').textContent).toMatch(/^版本1\.4\.0 · 812\s?kB$/)
  })
})
