/**
 * The legacy pages' stylesheet, served as a file because the CSP forbids inline styles.
 * Colours meet WCAG AA contrast; focus is always visible.
 */
export const LEGACY_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; background: #f3f5f8; line-height: 1.5; }
.banner { background: #0b3d6e; color: #fff; padding: 0.75rem 1.5rem; }
.brand { font-weight: 700; font-size: 1.25rem; letter-spacing: 0.02em; }
.card { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
.form { display: flex; flex-direction: column; gap: 0.35rem; }
label { font-weight: 600; margin-top: 0.75rem; }
input[type="text"], input[type="password"] { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #6b7280; border-radius: 4px; }
button { font: inherit; margin-top: 1.25rem; padding: 0.6rem 1rem; border: 0; border-radius: 4px; background: #0b5cad; color: #fff; font-weight: 600; cursor: pointer; }
button:hover { background: #094a8b; }
:focus-visible { outline: 3px solid #f5b400; outline-offset: 2px; }
.error { color: #a4161a; background: #fdecec; border-left: 4px solid #a4161a; padding: 0.5rem 0.75rem; }
.notice { color: #14532d; background: #e8f5ec; border-left: 4px solid #1e7b3c; padding: 0.5rem 0.75rem; }
a { color: #0b5cad; }
.field { display: flex; flex-direction: column; gap: 0.35rem; }
fieldset { border: 1px solid #c4c9d0; border-radius: 6px; margin: 1.5rem 0 0; padding: 0.5rem 1rem 1rem; }
legend { font-weight: 700; padding: 0 0.25rem; }
input[type="email"], input[type="tel"], select { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #6b7280; border-radius: 4px; }
.check { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.75rem; }
.check label { margin-top: 0; }
.card:has(fieldset) { max-width: 36rem; }
textarea { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #6b7280; border-radius: 4px; resize: vertical; }
.hint, .meta { color: #4b5563; margin: 0.25rem 0; font-size: 0.9rem; }
.check input[type="radio"], .check input[type="checkbox"] { width: 1.15rem; height: 1.15rem; margin: 0; }
.check input[type="radio"] + label { font-weight: 400; }
.skip-link { position: absolute; left: -999px; top: 0; background: #fff; color: #0b5cad; padding: 0.5rem 1rem; }
.skip-link:focus { left: 0.5rem; top: 0.5rem; z-index: 10; }
.language-list { margin-top: 2rem; border-top: 1px solid #d5dbe2; padding-top: 0.75rem; }
.language-list h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.language-list ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.language-list a { display: inline-block; padding: 0.35rem 0; min-height: 1.5rem; }
.language-list a[aria-current] { font-weight: 700; color: inherit; text-decoration: none; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; }
.actions form { margin: 0; }
.actions button { margin-top: 0.5rem; }
button.secondary { background: #fff; color: #0b5cad; border: 1px solid #0b5cad; padding: 0.35rem 0.8rem; }
button.secondary:hover { background: #e8f0fa; }
.empty { color: #4b5563; font-style: italic; }
.paging { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: 1rem; }
.badge { color: #0b5cad; }
.card:has(table) { max-width: 60rem; }
.table-scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid #c4c9d0; }
thead th { border-bottom: 2px solid #6b7280; }
tbody th { font-weight: 600; }
.card:has(.resources), .card:has(.help) { max-width: 48rem; }
.card:has(.notifications), .card:has(.empty) { max-width: 44rem; }
.resources, .notifications { list-style: none; margin: 1rem 0 0; padding: 0; }
.resource { border-top: 1px solid #c4c9d0; padding: 0.75rem 0; }
.resource h3 { margin: 0; font-size: 1.1rem; }
.notification { border-top: 1px solid #c4c9d0; padding: 0.75rem 0.75rem 0.75rem 1rem; border-left: 4px solid transparent; }
.notification.unread { border-left-color: #0b5cad; background: #f5f9fd; }
.notification h2 { font-size: 1.05rem; margin: 0; }
.notification p { margin: 0.25rem 0; }
.help h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; }
.help h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
.help table { margin: 1rem 0; font-size: 0.95rem; }
.help caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
.help th, .help td { padding: 0.4rem 0.5rem; }
.help dt { font-weight: 700; margin-top: 0.75rem; }
.help dd { margin-left: 1rem; }
.help kbd, .help code { font-family: ui-monospace, "SFMono-Regular", Consolas, monospace; font-size: 0.9em; }
.help kbd { border: 1px solid #6b7280; border-radius: 3px; padding: 0 0.3em; background: #f3f5f8; }
@media (max-width: 30rem) { .card { margin: 1rem 0.5rem; padding: 1.25rem 1rem; } .card:has(.help) { margin: 1rem 0; border-radius: 0; } }
`;
