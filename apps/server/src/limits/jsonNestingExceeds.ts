/**
 * Whether the JSON text `text` nests arrays and objects deeper than `maxDepth`, found by one pass
 * over its characters before anything is parsed (issue 76 point 2): `{"z":[[[...500,000 deep]]]}`
 * is refused for the price of reading it, without building half a million arrays first. Brackets
 * inside strings do not count (a string ends at a quote that no backslash escapes). Malformed text
 * is not judged here: the parser that runs after this refuses it.
 *
 * @example
 * jsonNestingExceeds('{"a":[[1]]}', 2) // true: depth 3
 * jsonNestingExceeds('{"a":"[[[["}', 2) // false: the brackets are text
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      // A backslash escapes the next character, whatever it is (\" \\ \uXXXX's first letter).
      if (code === 0x5c) index++
      else if (code === 0x22) inString = false
    } else if (code === 0x22) {
      inString = true
    } else if (code === 0x5b || code === 0x7b) {
      depth++
      if (depth > maxDepth) return true
    } else if (code === 0x5d || code === 0x7d) {
      depth--
    }
  }
  return false
}
