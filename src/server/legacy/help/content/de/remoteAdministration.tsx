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
  },
};
