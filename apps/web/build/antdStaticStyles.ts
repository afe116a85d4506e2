import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * antd's component styles as static CSS, for `theme.zeroRuntime` (antd 6): the components then
 * skip generating their CSS in the browser, which was about a fifth of the dashboard's first load
 * on a throttled CPU (bench/web/profileFirstLoad.ts: 438 of 2258 ms busy).
 *
 * The rules come from antd's own prebuilt `antd/dist/antd.css` (1 MB, 109 kB gzip for every
 * component), cut into one stylesheet per component. Each component's style module
 * (`antd/es/<folder>/style/index.js`) imports its stylesheet, so the bundler puts a component's
 * rules in the same chunk as its code and loads them with it: the dashboard's first paint gets
 * the rules of what it shows, a tool screen brings those of its own components, and nothing
 * unused is shipped. One stylesheet of every used component was 780 kB (77 kB gzip), and parsing
 * it held up the first paint as long as the generation it replaced.
 *
 * What antd.css also holds and the app must not take from it is dropped: the design token and
 * component token variables (`.css-var-*` blocks, computed with antd's default theme). antd still
 * computes and inserts those variables at run time, from the app's theme, so the colour chosen in
 * the settings panel keeps working and the static rules (which read every value through those
 * variables) follow it.
 */

const require = createRequire(import.meta.url)
const antdCssPath = require.resolve('antd/dist/antd.css')
const antdEsFolder = join(dirname(dirname(antdCssPath)), 'es')

/** antd component folders whose class prefixes are not just `ant-<folder>`. */
const prefixesOfFolder: Record<string, readonly string[]> = {
  button: ['btn'],
  'date-picker': ['picker'],
  'time-picker': ['picker'],
  'qr-code': ['qrcode'],
  'float-button': ['float-btn'],
  'auto-complete': ['select'],
  'tree-select': ['select', 'tree-select'],
  grid: ['row', 'col'],
  badge: ['badge', 'ribbon'],
  input: ['input', 'otp'],
}

/** Rules every page needs: icons, antd's link reset, shared motion classes and keyframes. */
const baseName = 'base'
const basePrefixes = new Set(['slide', 'zoom', 'move', 'fade', 'motion', 'wave'])

/** The top-level blocks of a stylesheet (`selector{...}` or `@rule ...{...}`); antd.css has no comments. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = []
  let depth = 0
  let start = 0
  let quote: string | null = null
  for (let index = 0; index < css.length; index++) {
    const char = css[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = null
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      blocks.push(css.slice(start, index + 1).trim())
      start = index + 1
    }
  }
  return blocks
}

/** The first class of a selector list (`.ant-btn-primary:hover, ...` -> `ant-btn-primary`). */
const firstClassOf = (selectorList: string) => /\.(-?[_a-zA-Z][\w-]*)/.exec(selectorList)?.[1]

/**
 * Which stylesheet a rule belongs to: the longest known prefix `p` with its first class `ant-p` or
 * `ant-p-...`; `base` for rules with no class (the link reset), icons and unknown prefixes; none
 * (dropped) for token variables.
 */
function ownerOf(selectorList: string, prefixes: readonly string[]): string | null {
  const firstClass = firstClassOf(selectorList)
  if (firstClass === undefined || firstClass === 'anticon' || firstClass.startsWith('anticon-'))
    return baseName
  if (!firstClass.startsWith('ant-')) return null
  const name = firstClass.slice('ant-'.length)
  const owner = prefixes.find((prefix) => name === prefix || name.startsWith(`${prefix}-`))
  return owner === undefined || basePrefixes.has(owner) ? baseName : owner
}

/** Adds each rule of `css` to its owner's list; at-rules (media queries) are split the same way. */
function splitInto(sheets: Map<string, string[]>, css: string, prefixes: readonly string[], wrap = '') {
  const add = (owner: string, block: string) => {
    const rules = sheets.get(owner) ?? []
    rules.push(wrap ? `${wrap}{${block}}` : block)
    sheets.set(owner, rules)
  }
  for (const block of topLevelBlocks(css)) {
    const open = block.indexOf('{')
    const head = block.slice(0, open).trim()
    if (head.startsWith('@keyframes')) add(baseName, block)
    else if (head.startsWith('@')) splitInto(sheets, block.slice(open + 1, -1), prefixes, head)
    else {
      const owner = ownerOf(head, prefixes)
      if (owner) add(owner, block)
    }
  }
}

/** Every component's stylesheet, by class prefix (`btn`, `picker`, ...) and `base`. */
export function splitAntdStyles(css: string, folders: readonly string[]): Map<string, string> {
  const prefixes = [...new Set([...basePrefixes, ...folders.flatMap(prefixesOf)])].sort(
    (a, b) => b.length - a.length,
  )
  const sheets = new Map<string, string[]>()
  splitInto(sheets, css, prefixes)
  return new Map([...sheets].map(([owner, rules]) => [owner, rules.join('')]))
}

const prefixesOf = (folder: string) => prefixesOfFolder[folder] ?? [folder]

const virtualPrefix = 'virtual:antd-styles/'
const resolvedPrefix = '\0antd-styles/'
/** Whether `id` is one of the stylesheets this plugin makes (for chunk grouping). */
export const isAntdStylesheet = (id: string) => id.startsWith(resolvedPrefix)
const styleModule = /[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]style[\\/]index\.js$/
const configProviderModule = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/

/**
 * The plugin: `antd/es/<folder>/style/index.js` imports `virtual:antd-styles/<prefix>.css` for
 * each of its class prefixes, and antd's ConfigProvider (on every page) the `base` rules.
 */
export function antdStaticStyles(): Plugin {
  let sheets: Map<string, string> | undefined
  const sheetsOnce = () => {
    sheets ??= splitAntdStyles(
      readFileSync(antdCssPath, 'utf8'),
      readdirSync(antdEsFolder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    )
    return sheets
  }
  const importsOf = (names: readonly string[]) =>
    names
      .filter((name) => sheetsOnce().has(name))
      .map((name) => `import '${virtualPrefix}${name}.css';\n`)
      .join('')
  return {
    name: 'tokenbox-antd-static-styles',
    // The dev server pre-bundles antd (optimizeDeps), so its modules never reach this transform;
    // development keeps antd's run-time styles (startApp.tsx turns zeroRuntime on in builds only).
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(virtualPrefix) ? resolvedPrefix + source.slice(virtualPrefix.length) : null
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null
      return sheetsOnce().get(id.slice(resolvedPrefix.length, -'.css'.length)) ?? ''
    },
    transform(code, id) {
      const folder = styleModule.exec(id)?.[1]
      if (folder && folder !== 'config-provider') return importsOf(prefixesOf(folder)) + code
      if (configProviderModule.test(id)) return importsOf([baseName]) + code
      return null
    },
  }
}
