import { describe, expect, it } from 'vitest'
import { classifyExplorerRefusal } from './classifyExplorerRefusal.ts'
import { classifyVerificationFailure } from './classifyVerificationFailure.ts'

describe('classifyExplorerRefusal', () => {
  it('tells a refused key from any other refusal', () => {
    for (const text of [
      'Invalid API Key',
      'Missing/Invalid API Key',
      'Invalid API Key (#err2)|x',
      'API Key has expired',
    ]) {
      expect(classifyExplorerRefusal(text)).toBe('invalidKey')
    }
    for (const text of ['Unknown UID', 'Error! Invalid parameter in /v2/api?apikey=abc', '', undefined]) {
      expect(classifyExplorerRefusal(text)).toBe('other')
    }
  })
})

describe('classifyVerificationFailure', () => {
  it('names a bytecode mismatch and wrong constructor arguments, and nothing else', () => {
    expect(
      classifyVerificationFailure(
        'Fail - Unable to verify. Compiled contract deployment bytecode does NOT match the transaction deployment bytecode.',
      ),
    ).toBe('bytecodeMismatch')
    expect(
      classifyVerificationFailure('Fail - Unable to verify. Invalid constructor arguments provided'),
    ).toBe('constructorArguments')
    expect(classifyVerificationFailure('Fail - Unable to verify')).toBe('other')
    expect(classifyVerificationFailure(42)).toBe('other')
  })
})
