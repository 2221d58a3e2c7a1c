/** Help in German: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in German. */
export const REMOTE_ADMINISTRATION_DE: HelpTopicText = {
  title: 'Fernadministration',
  summary: 'Die Testperson, ein Elternteil oder eine Lehrkraft beantwortet einen Fragebogen auf dem eigenen Gerät, per E-Mail, Link oder Videositzung.',
  sections: {
    ways: {
      title: 'Wege, eine Testung durchzuführen',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Der Abschnitt „Fernadministration“ auf der Seite einer Testung sendet den Fragebogen an die Person, die ihn beantwortet: die
            Testperson, ein Elternteil oder eine Lehrkraft. Sie braucht kein Konto. Wählen Sie, wer antwortet, und die Sprache des Fragebogens,
            dann einen dieser Wege:
          </p>
          <dl>
            <dt>Per E-Mail senden</dt>
            <dd>
              Geben Sie die Adresse und den Namen des Empfängers ein; die Vorschau zeigt die Nachricht aus der Vorlage Ihres Kontos. Der Link ist{' '}
              {facts.linkValidityDays.default} Tage gültig, sofern Sie nicht einen Wert zwischen 1 und {facts.linkValidityDays.max} wählen.
            </dd>
            <dt>Link erstellen</dt>
            <dd>
              Die Adresse wird ein einziges Mal angezeigt, damit Sie sie in Ihre eigene Nachricht kopieren. Kopieren Sie sie sofort: Sie wird nicht
              noch einmal angezeigt.
            </dd>
            <dt>Auf diesem Gerät durchführen</dt>
            <dd>
              Der Fragebogen öffnet sich in einem neuen Tab, damit die Testperson ihn in Ihrem Beisein beantwortet; sein Link gilt einen Tag.
            </dd>
            <dt>Zu einer Videositzung einladen</dt>
            <dd>
              Wählen Sie Datum und Uhrzeit des Termins (in Ihrer Zeitzone). Der Link in der Einladung öffnet sich {facts.videoSessionHours.before}{' '}
              {facts.videoSessionHours.before === 1 ? 'Stunde' : 'Stunden'} vor dem Termin und funktioniert bis {facts.videoSessionHours.after}{' '}
              {facts.videoSessionHours.after === 1 ? 'Stunde' : 'Stunden'} danach.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Einen Link verfolgen',
      body: () => (
        <p>
          Die Tabelle <strong>Links</strong> zeigt jeden Link: wann und von wem er erstellt wurde, seinen Stand (gesendet, geöffnet, in
          Bearbeitung, abgeschlossen, abgelaufen oder zurückgezogen), wer antwortet, die Sprache, wann er abläuft und an wen er per E-Mail ging.
          Sie aktualisiert sich selbst. „Zurückziehen“ setzt einen Link sofort außer Kraft; „Erneut senden“ gibt ihm eine neue Adresse (per E-Mail
          oder zum Kopieren), und die alte funktioniert nicht mehr. Bereits gegebene Antworten bleiben in beiden Fällen bei der Testung. Sendet die
          antwortende Person ab, wird die Testung ausgewertet, und die Seite zeigt das ohne Neuladen an.
        </p>
      ),
    },
    'several-forms': {
      title: 'Mehrere Verfahren mit einem Link',
      body: () => (
        <p>
          Auf der Seite einer Testperson sendet „Mehrere Verfahren zusammen senden“ einen einzigen Link für zwei oder mehr ihrer offenen
          Testungen (bis zu 20), die nacheinander in der von Ihnen gewählten Reihenfolge beantwortet werden. Die E-Mail-Adresse ist nur für den
          Versand per E-Mail nötig.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Zustellung der E-Mails',
      body: () => (
        <p>
          E-Mails werden in eine Warteschlange gestellt und im Hintergrund gesendet. Nimmt der Mailserver eine E-Mail nicht an, wird es mit
          wachsendem Abstand erneut versucht; die E-Mail-Liste der Testperson zeigt „Neuer Versuch folgt“ mit dem Grund und „Fehlgeschlagen“,
          sobald alle Versuche gescheitert sind (Sie erhalten dann auch eine <a href={helpLink('notifications')}>Benachrichtigung</a>). Der Betreff
          nennt nur den Absender, nie die Testperson oder das Verfahren.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Live-Sitzungen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Unter »Live-Sitzungen« im Menü stehen die Sitzungen, die Sie live mit einer Testperson an einem anderen Ort durchführen:
            anstehende (die nächste zuerst), vergangene oder alle, gefiltert nach Status, Testleitung, Verfahren, Datum oder einer Suche. Jede
            Zeile zeigt den Zeitpunkt (in Ihrer Zeitzone), die Testperson, die Verfahren, das Video, den Status und wer gerade verbunden ist.
          </p>
          <p>
            »Sitzung planen« fragt nach der Testperson, den Verfahren, die sie bearbeiten kann, Datum und Uhrzeit, Dauer, Sprache und Video:
            integriert, Ihr eigener Videodienst mit seiner https-Adresse oder keines. Die Seite einer Testperson bietet »Live-Sitzung planen«
            für dasselbe Formular mit der gewählten Testperson. Nach dem Planen laden Sie die Testperson oder einen Elternteil ein: Kopieren
            Sie einen Link (seine Adresse wird nur einmal angezeigt) oder senden Sie die Einladung per E-Mail. »Starten« beginnt die Sitzung
            und öffnet ihren Live-Bildschirm; »Absagen« sagt eine noch nicht begonnene Sitzung ab, und ihre Links funktionieren nicht mehr.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'Der Live-Bildschirm',
      body: () => (
        <>
          <p>
            Der Live-Bildschirm zeigt die Verbindung (sie wird von selbst wiederhergestellt, wenn das Netzwerk ausfällt), wer verbunden ist
            und was die Testperson gerade sieht. Zeigen Sie jeden Schritt der Reihe nach mit »Zurück« und »Weiter« oder einen beliebigen
            Schritt der Liste: die Instruktion jedes Verfahrens, seine Fragen (mit der Antwort der Testperson; eine mündlich gegebene Antwort
            können Sie eintragen) und seine Lesetexte sowie die Seiten der Stimulusbücher in der Sprache der Sitzung. Was abgelehnt würde, ist
            ausgegraut, und eine Ablehnung wird erklärt. »Sitzung beenden« schließt sie auf beiden Bildschirmen.
          </p>
          <p>
            Bei einem Lesetext startet »Timer starten« die einminütige Leseprobe. Wählen Sie jedes fehlerhaft gelesene Wort und mit »Zuletzt
            gelesenes Wort« das Wort, bis zu dem das Kind gekommen ist. Der Timer stoppt nach einer Minute von selbst oder mit »Vorzeitig
            stoppen« (das Ergebnis wird dann hochgerechnet). Das Ergebnis zeigt die richtig gelesenen Wörter pro Minute, die Genauigkeit, die
            gelesenen Wörter und die Fehler; »Ergebnis speichern« speichert es als gültiges Ergebnis der Testung.
          </p>
        </>
      ),
    },
  },
};
