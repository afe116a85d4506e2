import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeLocaleFiles, describeWording } from '@tokenbox/ui/testing/localeChecks.ts'
import { describe, expect, it } from 'vitest'

// The extension's own texts, held to the web app's rules (the same checks, shared).
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })
const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!.replace(/\.json$/, '')))]

describeLocaleFiles(files, namespaces)
describeWording(files)

/** Chrome's own locale folders: its name and description in the browser's extension list. */
const chromeLocales = join(import.meta.dirname, '../../public/_locales')

describe("the extension's name and description in the browser", () => {
  const folders = readdirSync(chromeLocales).sort()
  it('exist in the four languages, in the folder names Chrome reads', () => {
    expect(folders).toEqual(['en', 'es', 'ja', 'zh_CN'])
  })
  for (const folder of folders) {
    it(`${folder}: a name, and a description within Chrome's 132 characters`, () => {
      const messages = JSON.parse(
        readFileSync(join(chromeLocales, folder, 'messages.json'), 'utf8'),
      ) as Record<string, { message: string }>
      expect(Object.keys(messages).sort()).toEqual(['extDescription', 'extName'])
      expect(messages.extName?.message).toBe('TokenBox')
      expect(messages.extDescription?.message.length).toBeGreaterThan(20)
      expect(messages.extDescription?.message.length).toBeLessThanOrEqual(132)
    })
  }
})
