/** Help: the resource library. */
import { PERMISSIONS } from '../../../../domain/permissions';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Resource library" page. */
export const RESOURCE_LIBRARY: HelpTopic = {
  slug: 'resource-library',
  title: 'Resource library',
  summary: "The account's own documents, such as consent forms, administration guides and letters to parents.",
  sections: [
    {
      id: 'documents',
      title: 'Finding and opening documents',
      screens: [{ kind: 'legacy', page: 'resourceLibrary' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            The library lists the account&apos;s documents with their title, category (administration guide, consent form, letter, manual or other),
            size, the date it was added and its description. Under &quot;Find documents&quot;, search the titles and descriptions or choose a
            category. &quot;Open&quot; shows a PDF, image or text file in the browser and downloads other kinds.
          </p>
          <p>
            &quot;Bookmark&quot; lists a document you use often first, among your bookmarked documents; &quot;Remove bookmark&quot; takes it off.
            Bookmarks are yours alone.
          </p>
        </>
      ),
    },
    {
      id: 'managing-documents',
      title: 'Adding and removing documents',
      screens: [{ kind: 'legacy', page: 'resourceLibrary' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Under &quot;Add a document&quot;, administrators give a title, an optional description and a category, choose the file (PDF, PNG,
            JPEG, plain text, CSV, Word or Excel, up to 10 MB) and choose &quot;Add document&quot;. A file whose contents are not of the kind its
            name says is refused. &quot;Delete&quot; beside a document asks for confirmation, then removes it for everyone in the account.
          </p>
          <p>Do not upload copies of published test manuals or test items: the library is for your account&apos;s own documents.</p>
        </>
      ),
    },
  ],
};
