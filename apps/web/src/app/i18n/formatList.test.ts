import { describe, expect, it } from 'vitest'
import { formatList } from './formatList.ts'

describe('formatList', () => {
  const lists = [[], ['uno'], ['uno', 'dos'], ['uno', 'dos', 'tres'], ['a', 'b', 'c', 'd', 'e']]
  const spanishLasts = ['intercambiar', 'hilo', 'hielo', 'hiato', 'Inscripción', 'iones', 'yodo', 'higo']

  it.each(['en', 'zh', 'es', 'ja'])('answers what Intl.ListFormat answers in %s', (language) => {
    const reference = new Intl.ListFormat(language, { type: 'conjunction' })
    for (const items of lists) expect(formatList(items, language)).toBe(reference.format(items))
  })

  it('writes "e" for "y" in Spanish before the sound /i/, as Intl.ListFormat does', () => {
    const reference = new Intl.ListFormat('es', { type: 'conjunction' })
    for (const last of spanishLasts) {
      for (const items of [
        ['crear', last],
        ['crear', 'bloquear', last],
      ]) {
        expect(formatList(items, 'es')).toBe(reference.format(items))
      }
    }
    expect(formatList(['crear', 'intercambiar'], 'es')).toBe('crear e intercambiar')
  })

  it('falls back to English for another language', () => {
    expect(formatList(['a', 'b', 'c'], 'fr')).toBe('a, b, and c')
  })
})
