import { safeNextPath } from '../../../src/server/legacy/safeRedirect';

describe('safeNextPath', () => {
  it.each([
    ['/examinees', '/examinees'],
    ['/examinees/12?tab=history#scores', '/examinees/12?tab=history#scores'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', 'relative', '/a\nb', '', undefined, 42])(
    'answers / for %p',
    (next) => {
      expect(safeNextPath(next)).toBe('/');
    },
  );
});
