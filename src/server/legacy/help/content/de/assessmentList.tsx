/** Help in German: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in German. */
export const ASSESSMENT_LIST_DE: HelpTopicText = {
  title: 'Testungen und Berichte in großer Zahl',
  summary: 'Die Liste der Testungen des Kontos, ihre Filter und Auswahl, Berichtsaufträge und Gruppenberichte.',
  sections: {
    'assessment-list': {
      title: 'Die Liste der Testungen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            „Testungen“ in der Kopfzeile listet alle Testungen des Kontos auf. Filtern Sie mit einer Suche (Name, Testperson-ID oder die ersten
            beiden benutzerdefinierten Felder), nach Verfahren, Status und Durchführungsdatum, und sortieren Sie nach Datum, Name oder letzter Änderung.
            „Filter zurücksetzen“ hebt die Filter auf. Jede Zeile zeigt die Testperson, das Verfahren, das Datum, den Status und den letzten
            Bericht.
          </p>
          <p>
            Kreuzen Sie Zeilen an, um sie auszuwählen, oder kreuzen Sie das Kästchen in der Kopfzeile der Tabelle an, um die ganze Seite
            auszuwählen. „Alle … passenden Testungen auswählen“ wählt jede Testung aus, die den Filtern entspricht, auf allen Seiten. Die
            Auswahlleiste zeigt, wie viele ausgewählt sind.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Berichte für viele Testungen erstellen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Sind Testungen ausgewählt, fragt „Berichte erstellen“ nach der Berichtsart, der Sprache und ob die Itemantworten eingeschlossen werden
            sollen. Die Berichte entstehen auf dem Server; ein Fortschrittsbalken zeigt, wie viele fertig sind, und Sie können inzwischen
            weiterarbeiten. Ist der Auftrag abgeschlossen, liefert „ZIP herunterladen“ alle Berichte in einer Datei, und die Berichte, die nicht
            erstellt werden konnten, werden mit dem Grund aufgeführt (zum Beispiel eine Testung, die nicht ausgewertet ist). Einen Auftrag, der
            noch läuft, können Sie abbrechen. „Letzte Berichtsaufträge“ listet Ihre früheren Aufträge auf. Jeder Bericht verbraucht eine
            Lizenznutzung, wie auf der Seite der Testung.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Gruppenberichte',
      body: () => (
        <p>
          Ein Gruppenbericht fasst die Werte vieler Testungen eines Verfahrens zusammen, etwa einer Klasse. Wählen Sie Testungen eines einzigen
          Verfahrens aus (oder filtern Sie nach einem Verfahren), wählen Sie „Gruppenbericht“, geben Sie ihm einen Titel, der die Klasse oder
          Gruppe nennt, wählen Sie die Vergleichsgruppe und die Sprache und dann „Gruppenbericht erstellen“. Die Liste der Gruppenberichte bewahrt
          sie zum Herunterladen auf.
        </p>
      ),
    },
  },
};
