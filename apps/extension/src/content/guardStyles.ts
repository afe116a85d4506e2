/**
 * The dialog's and the notice's styles, inside their shadow roots. System fonts and colours that
 * follow the browser's light or dark scheme; the dialog fits a 375 px phone screen (it scrolls
 * inside when the rows are many) and long addresses wrap anywhere.
 */
export const guardDialogCss = `
:host { color-scheme: light dark; }
* { box-sizing: border-box; }
.backdrop {
  position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
  padding: 12px; background: rgba(15, 23, 42, 0.55);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans", sans-serif;
}
.dialog {
  width: min(460px, 100%); max-height: calc(100vh - 24px); overflow: auto;
  background: #ffffff; color: #111827; border-radius: 12px; padding: 20px;
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35); border-top: 4px solid #dc2626;
}
.brand { margin: 0 0 4px; font-size: 12px; font-weight: 600; color: #b91c1c; letter-spacing: 0.02em; }
h2 { margin: 0 0 8px; font-size: 18px; line-height: 1.3; }
.summary { margin: 0 0 12px; }
dl { margin: 0 0 12px; padding: 10px 12px; border-radius: 8px; background: #f3f4f6; }
.row { display: grid; grid-template-columns: minmax(88px, 34%) 1fr; gap: 8px; padding: 3px 0; }
dt { color: #4b5563; }
dd { margin: 0; min-width: 0; }
.value { display: block; font-weight: 600; overflow-wrap: anywhere; }
.address { display: block; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #4b5563; overflow-wrap: anywhere; }
.dialog[data-kind="transaction"] { border-top-color: #2563eb; }
.dialog[data-kind="transaction"] .brand { color: #1d4ed8; }
.changes { margin: 0 0 12px; }
.changes h3 { margin: 0 0 6px; font-size: 13px; color: #4b5563; }
.changes ul { margin: 0; padding: 0; list-style: none; }
.changes li { padding: 6px 10px; margin: 0 0 4px; border-radius: 8px; border-left: 4px solid #9ca3af; background: #f3f4f6; overflow-wrap: anywhere; }
.changes li[data-tone="out"] { border-left-color: #dc2626; }
.changes li[data-tone="in"] { border-left-color: #16a34a; }
.changes li[data-tone="grant"] { border-left-color: #d97706; }
.changes li[data-tone="caution"] { border-left-color: #d97706; }
.changes li[data-tone="fails"] { border-left-color: #dc2626; color: #991b1b; font-weight: 600; }
.changes li .text { display: block; font-weight: 600; }
.reasons { margin: 0 0 12px; padding: 0 0 0 18px; color: #991b1b; }
.reasons li { margin: 2px 0; }
.note { margin: 0 0 16px; font-size: 12px; color: #4b5563; }
.buttons { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
button {
  font: inherit; font-weight: 600; min-height: 40px; padding: 8px 18px; border-radius: 8px; cursor: pointer;
  border: 1px solid #d1d5db; background: #ffffff; color: #111827;
}
button.cancel { background: #dc2626; border-color: #dc2626; color: #ffffff; }
button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
@media (max-width: 420px) {
  .row { grid-template-columns: 1fr; gap: 0; }
  .buttons button { flex: 1 1 0; }
}
@media (prefers-color-scheme: dark) {
  .dialog { background: #1f2937; color: #f9fafb; }
  dl, .changes li { background: #111827; }
  .changes h3 { color: #9ca3af; }
  .changes li[data-tone="fails"] { color: #fca5a5; }
  dt, .address, .note { color: #9ca3af; }
  .reasons { color: #fca5a5; }
  .brand { color: #f87171; }
  button { background: #374151; color: #f9fafb; border-color: #4b5563; }
}
`

export const checkingNoticeCss = `
* { box-sizing: border-box; }
.notice {
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
  background: #111827; color: #f9fafb; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans", sans-serif;
}
.spinner {
  width: 12px; height: 12px; border-radius: 50%; border: 2px solid #6b7280; border-top-color: #f9fafb;
  animation: spin 0.8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
`
