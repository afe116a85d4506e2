/**
 * A tool's user documentation in one language: `src/docs/<language>/<route id>.json`. The
 * documentation page (`/documentation/index?tool=<id>`) and the tool's Introduce tab render the
 * same file, so there is one text to keep right. The contract part is not written here: it comes
 * from code (toolContracts.ts), so an address or a name can never go stale in four translations.
 *
 * Written for someone who has never done it. `fields[].label` is the field's label exactly as the
 * screen shows it in that language, and `errors[].message` a message exactly as the tool shows
 * it (toolDocs.test.ts finds each among the interface's own strings), so a reader can match what
 * they see on screen with what they read here.
 */
export type ToolDoc = {
  /** The page's heading, usually the tool's name. */
  title: string
  /** One or two sentences: what the tool does and for whom. */
  summary: string
  /** Topics of this tool that need their own heading (what the owner can do, kinds of release). */
  sections?: readonly ToolDocSection[]
  /** How to use it, in order. */
  steps: readonly string[]
  /** Each field of the form, as the screen labels it, and what to put in it. */
  fields: readonly ToolDocField[]
  /** What it costs: which transactions need gas, TokenBox's fee (or that there is none). */
  costs: readonly string[]
  /** What can go wrong: the messages the tool shows, and what to do about each. */
  errors: readonly ToolDocError[]
  /** The risks in plain words. */
  risks: readonly string[]
}

export type ToolDocSection = { title: string; text: string }

export type ToolDocField = {
  /** The label as the screen shows it (a trailing colon left out). */
  label: string
  text: string
}

export type ToolDocError = {
  /** The message as the tool shows it; a `{{placeholder}}` of the original may be written as an example value. */
  message: string
  /** Why it happens and what to do. */
  meaning: string
}
