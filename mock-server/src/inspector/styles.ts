/** The inspector's styles, adopted by its shadow root (a constructed sheet: no inline style for a policy to allow). */
export const STYLES = `
:host { display: block; color: #1b1f24; background: #fff; font: 14px/1.45 system-ui, sans-serif; }
* { box-sizing: border-box; }
header { display: flex; align-items: baseline; gap: 1.5rem; padding: 0.75rem 1rem; background: #1f3a5f; color: #fff; }
header a { color: #fff; }
h1 { font-size: 1.25rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
h3 { font-size: 0.95rem; margin: 0.75rem 0 0.25rem; }
.announce { min-height: 1.5rem; margin: 0.5rem 1rem; }
.content { padding: 0 1rem 1rem; }
.grid { display: grid; gap: 1rem; }
.row { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(24rem, 1fr)); align-items: start; }
section { border: 1px solid #c5ccd6; border-radius: 6px; padding: 0.75rem 1rem; min-width: 0; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin-bottom: 0.5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #dde2e8; vertical-align: top; }
th { background: #f1f4f8; }
form.inline, .buttons, .pager { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 0.5rem 0; }
.field { display: inline-flex; flex-direction: column; gap: 0.15rem; font-size: 0.85rem; }
input, select, button { font: inherit; padding: 0.3rem 0.5rem; border: 1px solid #6b7685; border-radius: 4px; background: #fff; color: #1b1f24; }
button { cursor: pointer; background: #eef2f7; }
button:hover { background: #dfe6ef; }
button.danger { border-color: #a3262a; color: #8a1c1f; }
button:disabled { cursor: default; color: #59616b; background: #f4f5f7; }
:focus-visible { outline: 3px solid #1d6ae5; outline-offset: 2px; }
.error { color: #a3262a; }
.date { white-space: nowrap; }
.status.active { color: #1d6b34; font-weight: 600; }
.status.archived { color: #59616b; }
.status.draft { color: #8a5a00; }
ol.log, ol.outbox { list-style: none; margin: 0.5rem 0 0; padding: 0; max-height: 32rem; overflow-y: auto; }
ol.log li { border-bottom: 1px solid #dde2e8; }
summary { display: flex; gap: 0.75rem; padding: 0.3rem 0.25rem; cursor: pointer; font-family: ui-monospace, monospace; font-size: 0.85rem; }
summary .path { flex: 1; overflow-wrap: anywhere; }
summary .code.failed { color: #a3262a; font-weight: 600; }
dl.headers, dl.mail-head { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0; }
dt { font-weight: 600; }
ul.reasons { margin: 0; padding-left: 1.25rem; }
ul.reasons li { margin: 0.1rem 0; }
dd { margin: 0; overflow-wrap: anywhere; }
pre.json { background: #f6f8fa; border: 1px solid #dde2e8; padding: 0.5rem; overflow: auto; max-height: 24rem; font-size: 0.8rem; }
article.mail { border: 1px solid #dde2e8; border-radius: 4px; padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; }
.mail-body { margin: 0.5rem 0 0; }
dialog { width: min(60rem, 95vw); max-height: 90vh; border: 1px solid #6b7685; border-radius: 6px; padding: 1rem; }
dialog::backdrop { background: rgba(20, 24, 31, 0.5); }
.description { border-left: 3px solid #c5ccd6; padding-left: 0.75rem; }
form.token { max-width: 28rem; margin: 2rem auto; display: grid; gap: 0.75rem; }
/* On a phone a table of six or more columns would scroll sideways, hiding its actions: each row becomes a card of label-value lines. */
@media (max-width: 40rem) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  tbody tr { display: block; border-bottom: 1px solid #c5ccd6; padding: 0.25rem 0; }
  tbody td { display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); justify-items: start; gap: 0.5rem; border: 0; padding: 0.15rem 0.25rem; overflow-wrap: anywhere; }
  tbody td::before { content: attr(data-label); font-weight: 600; }
}
`;
