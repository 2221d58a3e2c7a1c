/** Saving a file the SPA fetched (a CSV export) to the user's downloads, behind the AppIo interface. */
import type { FileSaver } from './appIo';

/** Saves through a temporary object URL and a download link of `doc`, freed once the browser has taken it. */
export function browserFiles(doc: Document = document, url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL): FileSaver {
  return {
    save(file, fileName) {
      const address = url.createObjectURL(file);
      const link = doc.createElement('a');
      link.href = address;
      link.download = fileName;
      link.rel = 'noopener';
      doc.body.append(link);
      link.click();
      link.remove();
      // The click starts the download synchronously; the next task may free the address.
      setTimeout(() => url.revokeObjectURL(address), 0);
    },
  };
}
