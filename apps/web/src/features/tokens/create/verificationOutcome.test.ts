import { HttpStatusError } from '@tokenbox/core/errors/request.ts'
import { SourceVerificationFailedError } from '@tokenbox/core/explorer/errors.ts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { verificationFailureText } from './verificationOutcome.ts'

const english = await createI18n('en')
await loadNamespaceBundle(english, 'en', 'tokens')
const t = english.t.bind(english)

const refused = (code: string, data: unknown = null) =>
  new HttpStatusError({
    url: '/api/v1/web/explorer/verify',
    status: 502,
    serverMessage: code,
    body: { status: '0', message: code, data },
  })

describe('verificationFailureText', () => {
  it("says why the explorer failed the job from the server's code, never an explorer's words", () => {
    expect(
      verificationFailureText(
        t,
        new SourceVerificationFailedError({ guid: 'g', reason: 'bytecodeMismatch' }),
      ),
    ).toBe(
      'The explorer could not verify the source: the compiled code does not match the deployed contract.',
    )
    expect(
      verificationFailureText(t, new SourceVerificationFailedError({ guid: 'g', reason: 'other' })),
    ).toBe('The explorer could not verify the source.')
    // Whatever text arrives instead of a code is not shown.
    expect(
      verificationFailureText(
        t,
        new SourceVerificationFailedError({ guid: 'g', reason: 'Fail - apikey=SECRET' }),
      ),
    ).toBe('The explorer could not verify the source.')
  })

  it("tells the operator's refused key apart from other refusals", () => {
    expect(verificationFailureText(t, refused('explorer.rejected', { reason: 'invalidKey' }))).toMatch(
      /refused this TokenBox server's API key/,
    )
    expect(verificationFailureText(t, refused('explorer.rejected', { reason: 'other' }))).toBe(
      'The explorer refused the verification request.',
    )
    expect(verificationFailureText(t, refused('explorer.unreachable'))).toBe(
      'The explorer cannot be reached right now.',
    )
  })
})
