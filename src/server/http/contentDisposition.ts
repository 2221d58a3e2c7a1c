/**
 * The Content-Disposition header of a file answer (RFC 6266): an ASCII `filename` for old
 * clients and the exact name in `filename*` (RFC 8187), so names with accents survive.
 * @param fileName the name the file is saved or shown under.
 * @param disposition `inline` lets the browser show the file, `attachment` saves it.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
