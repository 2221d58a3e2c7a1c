/** Help in German: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in German. */
export const ASSESSMENT_DE: HelpTopicText = {
  title: 'Eine Testung',
  summary: 'Antworten mit der Tastatur eingeben, die Werte während der Eingabe, die gültige Auswertung, Berichte und die Kontrolle durch eine zweite Eingabe.',
  sections: {
    'assessment-page': {
      title: 'Die Seite einer Testung',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            Die Seite einer Testung zeigt die Testperson, das Verfahren, wann und von welcher Testleitung es durchgeführt wurde, und dann ihre
            Abschnitte: Angaben zur Durchführung, Item-Eingabe, Werte, die gültige Auswertung, Berichte und Fernadministration. Benutzer, die nur
            ansehen dürfen (Kontobenutzer), sehen die Antworten und Werte, können sie aber nicht ändern. Eingeben und Auswerten erfordert{' '}
            <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>, das Erstellen eines Berichts <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Item-Eingabe',
      body: () => (
        <>
          <p>
            Jedes Item zeigt seine Nummer und seine Antwortmöglichkeiten, jede mit einer Taste. Drücken Sie die Taste, um die Antwort einzugeben.{' '}
            <Key>↑</Key> und <Key>↓</Key> oder <Key>Tab</Key> wechseln zwischen den Items; die <Key>Rücktaste</Key> löscht ein Item. Eine Taste,
            die nicht zu den Tasten des Items gehört, wird mit einer Meldung abgewiesen, die die zulässigen Tasten nennt. Ist in Ihren
            Einstellungen „Nach der Eingabe einer Antwort zum nächsten Item wechseln“ eingeschaltet, springt der Cursor von selbst weiter.
          </p>
          <p>
            Manche Verfahren verlangen stattdessen Zahlen (zum Beispiel die in einer Minute richtig gelesenen Wörter): Geben Sie die ganze Zahl ein
            und drücken Sie dann <Key>Eingabe</Key> oder <Key>Tab</Key>. Das Feld behält genau das, was Sie eingegeben haben: Eine Dezimalzahl (
            <code>12.5</code>), eine Zahl außerhalb des Bereichs des Items oder alles andere, was keine ganze Zahl ist, wird nie in eine ganze Zahl
            umgewandelt, sondern mit dem Grund markiert, und „Speichern“ und „Auswerten“ warten, bis es korrigiert ist. Manche Verfahren haben
            einen Lesetext, der erscheint, sobald die Klassenstufe gewählt ist. Aufsatz-Items werden mit einem Bewertungsraster bewertet: Wählen
            Sie für jedes Kriterium eine Stufe und dann „Rasterwerte für Item … erfassen“.
          </p>
          <p>
            „Speichern“ sichert die Antworten; die Leiste daneben zeigt an, wenn es nicht gespeicherte Änderungen gibt. Hat jemand die Testung in
            einem anderen Tab oder an einem anderen Computer geändert, meldet das Speichern dies: „Neu laden“ zeigt die geänderte Fassung.
          </p>
          <p>
            Was Sie eingeben, wird außerdem auf diesem Computer aufbewahrt, bis es gespeichert ist. Ein Neuladen, ein geschlossener Tab oder eine
            abgelaufene Sitzung führen also zu keinem Verlust: Öffnen Sie die Testung hier erneut, und die Eingaben sind wieder da, mit einem
            Hinweis und der Möglichkeit, sie zu verwerfen. Sie werden nur in der Fassung wiederhergestellt, in der sie eingegeben wurden; wurde die Testung
            zwischenzeitlich an anderer Stelle gespeichert, teilt der Hinweis mit, dass sie nicht wiederhergestellt wurden. Wenn Sie die Seite mit
            nicht gespeicherten Eingaben verlassen (über einen Link, mit <Key>Zurück</Key>, durch Neuladen oder Schließen des Tabs), fragt die
            Plattform zuerst nach. Eingaben, die älter als {ENTRY_DRAFT_MAX_AGE_DAYS} Tage sind, werden nicht wiederhergestellt: Sie werden beim
            nächsten Öffnen der Testung entfernt.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Angaben zur Durchführung und Normen',
      body: () => (
        <p>
          Manche Verfahren benötigen die <strong>Klassenstufe</strong> und den <strong>Zeitpunkt im Schuljahr</strong> (Herbst, Winter oder
          Frühling) der Durchführung oder eine <strong>Vergleichsgruppe</strong>: Diese Angaben bestimmen die Normen, mit denen der Wert verglichen
          wird. Solange sie nicht gewählt sind, werden die Werte ohne T-Wert und Prozentrang angezeigt. Siehe{' '}
          <a href={helpLink('scoring')}>Begriffe der Auswertung</a>.
        </p>
      ),
    },
    scores: {
      title: 'Werte während der Eingabe und die gültige Auswertung',
      body: () => (
        <>
          <p>
            Der Abschnitt <strong>Werte</strong> wird mit jedem Tastendruck aktualisiert: der Rohwert jeder Skala, ihr Bereich und, wenn die Normen
            greifen, T-Wert und Prozentrang. Solange nicht alle Pflicht-Items beantwortet sind, kennzeichnet er die Werte als „bisher“ oder
            „vorläufig“ und nennt die Items, die noch fehlen. Hinweise führen kritische Items und Warnungen auf, die Ihre Aufmerksamkeit erfordern.
          </p>
          <p>
            „Auswerten“ ist möglich, sobald die Testung auswertbar ist. Die Antworten werden dann auf dem Server nach den veröffentlichten Regeln
            des Verfahrens ausgewertet, und das Ergebnis wird mit dem Zeitpunkt der Auswertung als <strong>gültige Auswertung</strong> gespeichert.
            Ändern sich danach Antworten, weist die Seite darauf hin: Werten Sie erneut aus, um sie zu aktualisieren.
          </p>
          <p>
            Wo das Handbuch des Verfahrens eine Regel für Veränderungen zwischen zwei Durchführungen angibt (beim WHO-5: eine Differenz von 10
            Prozentpunkten oder mehr ist eine bedeutsame Veränderung), zeigt die gültige Auswertung außerdem{' '}
            <strong>Veränderung seit der vorherigen Durchführung</strong>: die letzte frühere ausgewertete Testung der Testperson mit demselben
            Verfahren, deren Wert, den aktuellen Wert und die Differenz, markiert, wenn die Regel erfüllt ist. Der Auswertungsbericht druckt
            dieselbe Zeile.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Berichte',
      body: (facts) => (
        <>
          <p>
            Sobald die Testung ausgewertet ist, erstellt <strong>Neuer Bericht</strong> ein PDF: einen <strong>Auswertungsbericht</strong> für die
            Fachperson und, sofern das Verfahren einen hat, einen allgemein verständlichen <strong>Feedbackbericht</strong> für die Testperson oder
            ein Elternteil. Wählen Sie die Vergleichsgruppe, die Sprache und ob die Itemantworten eingeschlossen werden sollen. Das Formular zeigt
            Ihren Lizenzstatus und was der Bericht kosten wird.
          </p>
          <p>
            Ein Bericht verbraucht eine Nutzung aus den Lizenzen Ihres Kontos, es sei denn, ein Abonnement deckt ihn ab. Eine erneute Erstellung
            für eine unveränderte Testung ist kostenlos, ebenso ein neuer Bericht nach der Korrektur eines Eingabefehlers innerhalb von{' '}
            {facts.correctionWindowDays} Tagen nach dem ersten Bericht. Ist keine Nutzung mehr übrig, wird nichts erstellt; wenden Sie sich an Ihre
            Kontoadministration.
          </p>
          <p>
            Der <strong>Berichtsverlauf</strong> bewahrt jede Version auf, die neueste zuerst, mit ihren Optionen, Kosten, Verfasser und Größe.
            „Herunterladen“ öffnet eine gespeicherte Version, „Erneut erstellen“ fügt eine neue Version hinzu (ohne je eine zu überschreiben), und
            „Löschen“ entfernt eine Version nach einer Bestätigung aus dem Verlauf.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verifizierung der Eingabe',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            „Eingabe verifizieren“ auf der Seite der Testung öffnet eine blinde Zweiteingabe: Geben Sie die Antworten erneut vom Papierbogen ein,
            während die erste Eingabe verborgen bleibt, und wählen Sie dann „Vergleichen“. Jedes Item, bei dem die beiden Eingaben voneinander
            abweichen, wird mit beiden Werten aufgeführt; prüfen Sie den Papierbogen, wählen Sie jeweils den richtigen Wert und dann „Bestätigen
            und verifizieren“. Die Seite der Testung zeigt danach, wer sie wann verifiziert hat. Verlangt Ihr Konto eine Verifizierung, kann eine
            Testung erst ausgewertet werden, wenn sie verifiziert ist.
          </p>
        </>
      ),
    },
  },
};
