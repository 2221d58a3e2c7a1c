/** Help in German: the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in German. */
export const RESOURCE_LIBRARY_DE: HelpTopicText = {
  title: 'Ressourcenbibliothek',
  summary: 'Die eigenen Dokumente des Kontos, etwa Einverständniserklärungen, Durchführungsanleitungen und Elternbriefe.',
  sections: {
    documents: {
      title: 'Dokumente finden und öffnen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            Die Bibliothek listet die Dokumente des Kontos mit Titel, Kategorie (Durchführungsanleitung, Einverständniserklärung, Brief, Handbuch
            oder Sonstiges), Größe, dem Datum, an dem sie hinzugefügt wurden, und ihrer Beschreibung auf. Unter „Dokumente suchen“ durchsuchen Sie
            Titel und Beschreibungen oder wählen eine Kategorie. „Öffnen“ zeigt eine PDF-, Bild- oder Textdatei im Browser an und lädt andere
            Dateiarten herunter.
          </p>
          <p>
            „Lesezeichen setzen“ stellt ein Dokument, das Sie oft verwenden, an den Anfang, zu Ihren Dokumenten mit Lesezeichen; „Lesezeichen
            entfernen“ nimmt es wieder heraus. Lesezeichen gelten nur für Sie.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Dokumente hinzufügen und entfernen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Unter „Dokument hinzufügen“ gibt die Kontoadministration einen Titel, optional eine Beschreibung und eine Kategorie an, wählt die Datei
            (PDF, PNG, JPEG, reiner Text, CSV, Word oder Excel, bis 10 MB) und dann die Schaltfläche „Dokument hinzufügen“. Eine Datei, deren
            Inhalt nicht zu der Dateiart passt, die ihr Name angibt, wird abgelehnt. „Löschen“ neben einem Dokument fragt nach einer Bestätigung
            und entfernt es dann für alle im Konto.
          </p>
          <p>
            Laden Sie keine Kopien veröffentlichter Testhandbücher oder Testitems hoch: Die Bibliothek ist für die eigenen Dokumente Ihres Kontos
            gedacht.
          </p>
        </>
      ),
    },
  },
};
