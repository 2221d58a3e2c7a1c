/** Help in German: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in German. */
export const EXAMINEE_PLAYER_DE: HelpTopicText = {
  title: 'Der Fragebogen aus Sicht der antwortenden Person',
  summary: 'Was die Testperson, ein Elternteil oder eine Lehrkraft sieht, wenn sie einen Link öffnet, damit Sie es ihr erklären können.',
  sections: {
    answering: {
      title: 'Antworten',
      body: () => (
        <>
          <p>
            Der Link öffnet den Fragebogen im Browser, auf einem Smartphone, Tablet oder Computer, ohne Konto. Die erste Seite nennt, wer ihn
            gesendet hat, um wen es in den Fragen geht, auf welchen Zeitraum sie sich beziehen, wie viele Fragen es sind und bis wann der Link
            funktioniert. „Beginnen“ (oder „Weiter“ bei der Rückkehr) führt zu den Fragen.
          </p>
          <p>
            Die Fragen erscheinen einzeln (bei manchen Verfahren seitenweise), darüber steht zum Beispiel „Frage 3 von 9“. „Zurück“ und „Weiter“
            wechseln zwischen ihnen. Jede Antwort wird sofort gespeichert: Die antwortende Person kann unterbrechen, später über denselben Link
            zurückkehren und macht bei der ersten unbeantworteten Frage weiter. Ohne Verbindung bleiben die Antworten auf dem Gerät und werden
            gesendet, sobald die Verbindung wieder besteht.
          </p>
          <p>
            „Antworten prüfen“ listet die Fragen auf, die noch eine Antwort brauchen. „Absenden“ schickt die Antworten an die Testleitung; danach
            können sie nicht mehr geändert werden, und eine Dankesseite teilt mit, dass nichts weiter zu tun ist. Wurden mehrere Verfahren zusammen
            gesendet, beginnt nach jedem Absenden das nächste.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Wenn der Link nicht funktioniert',
      body: () => (
        <p>
          Die Seite nennt den Grund in einfachen Worten: Die Adresse ist unvollständig oder falsch, der Link ist abgelaufen, der Absender hat ihn
          zurückgezogen, die Antworten wurden bereits gesendet oder (bei einer Videositzung) der Fragebogen ist noch nicht geöffnet. Die antwortende
          Person bittet dann den Absender um einen neuen Link; Sie erstellen ihn mit „Erneut senden“. Konnte eine Antwort nicht gespeichert werden,
          weil der Fragebogen an anderer Stelle geändert wurde, nennt die Seite die Frage, die zu prüfen ist.
        </p>
      ),
    },
  },
};
