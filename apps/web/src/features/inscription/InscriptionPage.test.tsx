import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLazyPage } from '../../../testing/renderApp.tsx'
import { InscriptionPage } from './InscriptionPage.tsx'

async function renderPage(language: Language = 'en') {
  await renderLazyPage(<InscriptionPage />, 'inscribe-deploy-form', { language })
}

const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId)
  const input =
    field.tagName === 'TEXTAREA' || field.tagName === 'INPUT'
      ? field
      : field.querySelector('input, textarea')!
  fireEvent.change(input, { target: { value } })
}

const chooseMode = (op: 'deploy' | 'mint', label: string) =>
  fireEvent.click(within(screen.getByTestId(`inscribe-${op}-mode`)).getByText(label))

const openMint = async () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Mint' }))
  await screen.findByTestId('inscribe-mint-form')
}

afterEach(cleanup)

describe('inscription deploy and mint page', () => {
  it('writes the exact deploy JSON from the easy fields and shows it as text and calldata', async () => {
    await renderPage()
    expect(screen.getByTestId('inscribe-deploy-bytes-empty')).toBeTruthy()
    type('inscribe-deploy-tick', 'bnbs')
    type('inscribe-deploy-max', '21000000')
    type('inscribe-deploy-lim', '1000')
    const text = 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"21000000","lim":"1000"}'
    expect(screen.getByTestId('inscribe-deploy-bytes-text').textContent).toBe(text)
    expect(screen.getByTestId('inscribe-deploy-bytes-hex').getAttribute('data-hex')).toBe(stringToHex(text))
    // No wallet: the page says so and the button cannot send.
    expect(screen.getByText('Please connect wallet')).toBeTruthy()
    // Every field is named by its label (issue 77 point 19: no accessible name before).
    for (const [name, testId] of [
      [/^Tick/, 'inscribe-deploy-tick'],
      [/^Max supply/, 'inscribe-deploy-max'],
      [/^Limit per mint/, 'inscribe-deploy-lim'],
    ] as const)
      expect(screen.getByRole('textbox', { name }).getAttribute('data-testid')).toBe(testId)
    expect(screen.getByTestId('inscribe-deploy-submit').hasAttribute('disabled')).toBe(true)
  })

  it('names the field at fault in easy mode, in the user words', async () => {
    await renderPage()
    type('inscribe-deploy-tick', 'bnbs')
    type('inscribe-deploy-max', '100')
    type('inscribe-deploy-lim', '1000')
    expect((await screen.findByTestId('inscribe-deploy-lim-issue')).textContent).toBe(
      'The limit per mint cannot be greater than the max supply.',
    )
    type('inscribe-deploy-max', '1.5')
    expect((await screen.findByTestId('inscribe-deploy-max-issue')).textContent).toBe(
      'Enter a whole number above 0.',
    )
    type('inscribe-deploy-tick', '')
    expect((await screen.findByTestId('inscribe-deploy-tick-issue')).textContent).toBe('Please input Tick')
    expect(screen.getByTestId('inscribe-deploy-bytes-empty')).toBeTruthy()
  })

  it('refuses an incomplete text inscription with the spec message and the reason, and shows no bytes', async () => {
    await renderPage()
    await openMint()
    chooseMode('mint', 'Text')
    type('inscribe-mint-text', 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs"')
    const issue = await screen.findByTestId('inscribe-mint-format-issue')
    expect(issue.textContent).toContain('Text or hex inscription string format is incomplete')
    expect(issue.textContent).toContain('After the comma comes one JSON object in braces.')
    expect(screen.getByTestId('inscribe-mint-bytes-empty')).toBeTruthy()
    // A deploy pasted on the Mint tab is refused too: the tab is what the user chose.
    type('inscribe-mint-text', 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"10","lim":"1"}')
    expect(screen.getByTestId('inscribe-mint-format-issue').textContent).toContain('use the Deploy tab')
  })

  it('decodes pasted calldata in hex mode and carries a valid inscription across modes', async () => {
    await renderPage()
    await openMint()
    type('inscribe-mint-tick', 'bnbs')
    type('inscribe-mint-amt', '1000')
    const text = 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'
    chooseMode('mint', 'Text')
    expect((screen.getByTestId('inscribe-mint-text') as HTMLTextAreaElement).value).toBe(text)
    chooseMode('mint', 'Hex')
    expect((screen.getByTestId('inscribe-mint-hex') as HTMLTextAreaElement).value).toBe(stringToHex(text))
    expect(screen.getByText('Decoded')).toBeTruthy()
    expect(screen.getByTestId('inscribe-mint-bytes-text').textContent).toBe(text)
    type('inscribe-mint-hex', `${stringToHex(text)}0`)
    const issue = await screen.findByTestId('inscribe-mint-format-issue')
    expect(issue.textContent).toContain('Text or hex inscription string format is incomplete')
    expect(issue.textContent).toContain('half a byte is missing')
  })

  it('speaks Spanish with the same checks', async () => {
    await renderPage('es')
    chooseMode('deploy', 'Texto')
    type('inscribe-deploy-text', 'hola')
    const issue = await screen.findByTestId('inscribe-deploy-format-issue')
    expect(issue.textContent).toContain('El formato del texto o hex de la inscripción está incompleto')
  })
})
