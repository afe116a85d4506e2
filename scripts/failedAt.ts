import path from 'node:path'

/**
 * Where a failed test stopped, as `file:line` relative to `root`: the first frame of the error's
 * stack in the test file itself (the wait or assertion), and the test's own step when that frame
 * is in a helper of the file (`, from line N`); else the first frame in the project outside
 * node_modules (a harness helper). CI shows only the tail of a run, where a bare
 * "locator.waitFor: Timeout 60000ms exceeded" cannot say which of a test's waits it was.
 *
 * @example
 * failedAt('Error: boom\n    at /repo/e2e/tests/a.e2e.test.ts:12:7', '/repo/e2e/tests/a.e2e.test.ts', '/repo/e2e')
 * // 'tests/a.e2e.test.ts:12'
 */
export function failedAt(stack: string, testFile: string, root: string): string | undefined {
  const frames = [...stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?$/gm)].map((match) => ({
    file: match[1]!.replace(/^file:\/\//, ''),
    line: match[2]!,
  }))
  const inTest = frames.filter(({ file }) => file === testFile)
  const first = inTest[0]
  const last = inTest.at(-1)
  if (first && last) {
    const at = `${path.relative(root, testFile)}:${first.line}`
    return first.line === last.line ? at : `${at}, from line ${last.line}`
  }
  const frame = frames.find(
    ({ file }) => file.startsWith(`${path.dirname(root)}/`) && !file.includes('/node_modules/'),
  )
  return frame && `${path.relative(root, frame.file)}:${frame.line}`
}
