import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot, screenFolders, sourceFiles } from '../../testing/sourceFiles.ts'

/** A TypeScript file, tests aside. */
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)

/**
 * Ways a screen wrote a date or a number on its own, each once the source of a screen that
 * disagreed with the others (issue 52: "Nov 26, 2027" here, "2027-11-26 10:40" there,
 * "12/3/2026, 10:48:02 AM" elsewhere; "1000000" beside "1,000,000"; English digits in Spanish).
 */
const ownFormats: [RegExp, string][] = [
  [/\.toLocaleDateString\(/, 'a date by the browser: core formatDay'],
  [/\.toLocaleTimeString\(/, 'a time by the browser: core formatTime'],
  [/new Date\([^)]*\)\.toLocaleString\(/, 'a date by the browser: core formatDateTime'],
  [/Intl\.DateTimeFormat/, 'a date format of its own: core formatDateTime / formatDay'],
  [/dayjs\([^)]*\)\.format\(/, 'a dayjs display format: core formatDateTime'],
  [
    /\.toLocaleString\(\)/,
    "the browser's locale, not the interface language: core formatNumber / formatThousands",
  ],
  [/\.toLocaleString\('en-US'/, 'English digits in every language: core formatNumber / formatPercent'],
]

describe('one date and number format per language', () => {
  it('no screen formats a date, or a number in a fixed or the browser locale, itself: core does', () => {
    const found = screenFolders.flatMap((dir) =>
      sourceFiles(dir, isSource).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            line.trim().startsWith('*') || line.trim().startsWith('//')
              ? []
              : ownFormats
                  .filter(([pattern]) => pattern.test(line))
                  .map(([, why]) => `${relative(repoRoot, file)}:${index + 1}: ${why}`),
          ),
      ),
    )
    expect(found).toEqual([])
  })
})
