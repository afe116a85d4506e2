import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../base/loadLanguage.ts'
import { VanityForm, type VanityFormValues } from './VanityForm.tsx'

afterEach(cleanup)

const base: VanityFormValues = {
  match: 'both',
  text: 'dead',
  suffix: 'beef',
  caseSensitive: false,
  target: 'create2',
  workers: 2,
  engine: 'auto',
}

async function renderForm(values: VanityFormValues, gpu?: { name: string; software: boolean }) {
  const instance = await createI18n('en')
  activateNamespace(instance, 'vanity')
  await loadNamespaceBundle(instance, 'en', 'vanity')
  render(
    <I18nextProvider i18n={instance}>
      <VanityForm
        initialValues={values}
        running={false}
        maxWorkers={4}
        gpu={gpu}
        onChange={() => undefined}
        onStart={() => undefined}
        onStop={() => undefined}
      />
    </I18nextProvider>,
  )
}

/** The form's sections (issue 78 split them into their own components) show what the choice asks. */
describe('vanity form', () => {
  it('a CREATE2 search asks for the deployer and the init code, beside both halves of the pattern', async () => {
    await renderForm(base)
    for (const id of [
      'vanity-deployer',
      'vanity-init-code',
      'vanity-text',
      'vanity-suffix',
      'vanity-workers',
    ])
      expect(screen.getByTestId(id)).toBeTruthy()
    expect(screen.getByTestId('vanity-gpu-note').textContent).not.toBe('')
  })

  it("an address search asks for no CREATE2 field, and the GPU's run asks for no workers", async () => {
    await renderForm({ ...base, target: 'address', engine: 'gpu' }, { name: 'Test GPU', software: false })
    expect(screen.queryByTestId('vanity-deployer')).toBeNull()
    expect(screen.queryByTestId('vanity-init-code')).toBeNull()
    expect((screen.getByTestId('vanity-workers') as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByTestId('vanity-gpu-note').textContent).toContain('Test GPU')
  })
})
