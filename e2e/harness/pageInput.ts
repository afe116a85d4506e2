import type { Page } from 'playwright-core'

/**
 * Types a local date-time into the antd date picker with `testId` and confirms it with Enter, as a
 * user does. `seconds`: the picker's format has seconds (the coin screens' pickers).
 *
 * @example
 * await setPickerDate(page, 'lock-unlock-at', new Date(Date.now() + 86_400_000))
 */
export async function setPickerDate(
  page: Page,
  testId: string,
  date: Date,
  options: { seconds?: boolean } = {},
) {
  const pad = (n: number) => String(n).padStart(2, '0')
  const text = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}${options.seconds ? ':00' : ''}`
  const input = page.getByTestId(testId)
  await input.click()
  await input.fill(text)
  await input.press('Enter')
}

/**
 * One JSON-RPC request to the local node (e.g. `evm_increaseTime`), outside any wallet.
 *
 * @example
 * await nodeRpc(stack.rpcUrl, 'evm_increaseTime', [3600])
 */
export async function nodeRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

/**
 * Picks `label` in the searchable antd select with `testId`, as a user does: opens it, types to
 * filter (a long list is virtual, its far options are not rendered), clicks the option once it is
 * shown, and waits until the select shows it.
 *
 * @example
 * await chooseSelectOption(page, 'inscribe-mint-protocol', 'ERC-20')
 */
export async function chooseSelectOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId)
  await select.click()
  await page.keyboard.type(label)
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText(label, { exact: true })
    .click()
  await select.filter({ hasText: label }).waitFor()
}

/**
 * Switches the app's language from the header's language menu, as a user does.
 *
 * @example
 * await chooseLanguage(page, 'zh')
 */
export async function chooseLanguage(page: Page, language: 'en' | 'zh') {
  await page.getByTestId('language-switch').click()
  await page.getByTestId(`language-${language}`).click()
}
