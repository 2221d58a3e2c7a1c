/**
 * The legacy pages' own rules, served after the SPA's design tokens (src/app/styles/tokens.css)
 * as one file because the CSP forbids inline styles. They follow the SPA's header, typography and
 * controls (src/app/styles/layout.css, base.css, controls.css), so the account pages look like the
 * platform they belong to. Colours meet WCAG AA contrast; focus is always visible.
 */
export const LEGACY_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: var(--font); font-size: 1rem; color: var(--ink); background: var(--canvas); line-height: 1.5; }
.app-header { background: var(--header); color: #fff; }
.app-header__inner { max-width: 90rem; margin: 0 auto; padding: 0.6rem 1.5rem; display: flex; align-items: center; gap: 1rem; min-height: 3.25rem; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; color: #fff; font-weight: 700; font-size: 1.15rem; letter-spacing: 0.01em; text-decoration: none; }
.brand:hover { color: #fff; text-decoration: underline; }
.card { max-width: 26rem; margin: 3rem auto; background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: 2rem; box-shadow: var(--shadow); }
h1, h2, h3 { line-height: 1.25; font-weight: 650; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
.form { display: flex; flex-direction: column; gap: 0.35rem; }
label { font-weight: 600; margin-top: 0.75rem; }
input[type="text"], input[type="password"], input[type="email"], input[type="tel"], select, textarea { font: inherit; color: var(--ink); background: var(--paper); min-height: 2.5rem; padding: 0.45rem 0.6rem; border: 1px solid var(--line-strong); border-radius: 6px; }
button { font: inherit; margin-top: 1.25rem; min-height: 2.5rem; padding: 0.45rem 1rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--accent); color: #fff; font-weight: 600; cursor: pointer; }
button:hover { background: var(--accent-strong); border-color: var(--accent-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.error { color: var(--critical); background: var(--critical-tint); border-left: 4px solid var(--critical); padding: 0.5rem 0.75rem; }
.notice { color: var(--ok); background: var(--ok-tint); border-left: 4px solid var(--ok); padding: 0.5rem 0.75rem; }
a { color: var(--accent-strong); text-underline-offset: 2px; }
a:hover { color: var(--ink); }
.field { display: flex; flex-direction: column; gap: 0.35rem; }
textarea { resize: vertical; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 1.5rem 0 0; padding: 0.5rem 1rem 1rem; }
legend { font-weight: 700; padding: 0 0.25rem; }
.check { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.75rem; }
.check label { margin-top: 0; }
.card:has(fieldset) { max-width: 36rem; }
.hint, .meta { color: var(--muted); margin: 0.25rem 0; font-size: 0.9rem; }
.check input[type="radio"], .check input[type="checkbox"] { width: 1.15rem; height: 1.15rem; margin: 0; }
.check input[type="radio"] + label { font-weight: 400; }
.skip-link { position: absolute; left: -999px; top: 0; background: var(--paper); color: var(--accent-strong); padding: 0.5rem 1rem; }
.skip-link:focus { left: 0.5rem; top: 0.5rem; z-index: 10; }
.language-list { margin-top: 2rem; border-top: 1px solid var(--line); padding-top: 0.75rem; }
.language-list h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.language-list ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.language-list a { display: inline-block; padding: 0.35rem 0; min-height: 1.5rem; }
.language-list a[aria-current] { font-weight: 700; color: inherit; text-decoration: none; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; }
.actions form { margin: 0; }
.actions button { margin-top: 0.5rem; }
button.secondary { background: var(--paper); color: var(--ink); border: 1px solid var(--line-strong); }
button.secondary:hover { background: var(--canvas); color: var(--ink); }
.empty { color: var(--muted); font-style: italic; }
.paging { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: 1rem; }
.badge { color: var(--accent-strong); }
.card:has(table) { max-width: 60rem; }
/* The audit trail has eight columns: room for them on a desktop screen before it scrolls. */
.card:has(.audit-trail) { max-width: 80rem; }
.table-scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); }
thead th { border-bottom: 2px solid var(--line-strong); }
tbody th { font-weight: 600; }
.card:has(.resources), .card:has(.help) { max-width: 48rem; }
.card:has(.notifications), .card:has(.empty) { max-width: 44rem; }
.resources, .notifications { list-style: none; margin: 1rem 0 0; padding: 0; }
.resource { border-top: 1px solid var(--line); padding: 0.75rem 0; }
.resource h3 { margin: 0; font-size: 1.1rem; }
.notification { border-top: 1px solid var(--line); padding: 0.75rem 0.75rem 0.75rem 1rem; border-left: 4px solid transparent; }
.notification.unread { border-left-color: var(--accent); background: var(--accent-tint); }
.notification h2 { font-size: 1.05rem; margin: 0; }
.notification p { margin: 0.25rem 0; }
.help h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; }
.help h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
.help table { margin: 1rem 0; font-size: 0.95rem; }
.help caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
.help th, .help td { padding: 0.4rem 0.5rem; }
.help dt { font-weight: 700; margin-top: 0.75rem; }
.help dd { margin-left: 1rem; }
.help kbd, .help code { font-family: var(--mono); font-size: 0.9em; }
.help kbd { border: 1px solid var(--line-strong); border-radius: 3px; padding: 0 0.3em; background: var(--canvas); }
@media (max-width: 30rem) { .app-header__inner { padding: 0.6rem 1rem; } .card { margin: 1rem 0.5rem; padding: 1.25rem 1rem; } .card:has(.help) { margin: 1rem 0; border-radius: 0; } }
`;
