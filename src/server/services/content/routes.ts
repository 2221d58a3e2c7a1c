/** Handlers of the content service's resource library operations. */
import { content } from '../../../contract';
import { type BoundHandler, type FileAnswer, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { resourceContentTypeHeader, resourceDispositionType, setResourceCacheHeaders } from './fileHeaders';
import { addBookmark, listResources, readResourceFile, removeBookmark } from './library';

/** The content service's handlers (app.ts wires this list). */
export function contentRoutes(): BoundHandler[] {
  return [
    handle(content.resourceLibraryAssets, ({ query }, call) => listResources(call.db, actorOf(call), query)),
    handle(content.fileContent, async ({ params }, call) => {
      const file = await readResourceFile(call.db, actorOf(call), params.documentId);
      setResourceCacheHeaders(call.reply, file);
      const answer: FileAnswer = {
        kind: 'file',
        contentType: resourceContentTypeHeader(file.contentType),
        fileName: file.fileName,
        bytes: file.bytes,
        disposition: resourceDispositionType(file.contentType),
      };
      return answer;
    }),
    handle(content.addBookmark, ({ params }, call) => addBookmark(call.db, actorOf(call), params.documentId, call.now)),
    handle(content.removeBookmark, ({ params }, call) => removeBookmark(call.db, actorOf(call), params.documentId)),
  ];
}
