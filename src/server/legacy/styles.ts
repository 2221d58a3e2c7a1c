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
`;
