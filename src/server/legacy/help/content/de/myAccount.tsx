/** Help in German: my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in German. */
export const MY_ACCOUNT_DE: HelpTopicText = {
  title: 'Meine Kontoeinstellungen',
  summary: 'Ihr Name und Ihre Kontaktdaten, Ihr Passwort und die Einstellungen, nach denen sich die Plattform richtet.',
  sections: {
    profile: {
      title: 'Profil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Sie öffnen die Seite über das Benutzermenü der Plattform („Meine Kontoeinstellungen“) oder über die Startseite. Die Seite enthält drei
            Formulare mit jeweils eigener Schaltfläche zum Speichern; ein Formular mit Fehlern listet diese oben auf und markiert jedes betroffene
            Feld.
          </p>
          <p>
            Das Profil enthält Ihren Titel, Vornamen, zweiten Vornamen und Nachnamen, Namenszusatz, Ihre E-Mail-Adresse und Telefonnummer. Mit
            Ihrem Namen erscheinen Sie in Berichten und Listen als Testleitung; Nachrichten zum Zurücksetzen des Passworts gehen an die
            E-Mail-Adresse.
          </p>
        </>
      ),
    },
    password: {
      title: 'Passwort ändern',
      body: (facts) => (
        <p>
          Geben Sie Ihr aktuelles Passwort und zweimal das neue ein. Ein neues Passwort hat mindestens {facts.minPasswordLength} Zeichen und darf
          nicht Ihr Benutzername sein. Nach der Änderung bleiben Sie hier angemeldet und werden überall sonst abgemeldet (in anderen Browsern und
          auf anderen Geräten), für den Fall, dass jemand anderes das alte Passwort kannte.
        </p>
      ),
    },
    preferences: {
      title: 'Einstellungen',
      body: () => (
        <dl>
          <dt>Sprache</dt>
          <dd>Die Sprache der Seiten der Plattform und, sofern Sie nichts anderes wählen, Ihrer Berichte.</dd>
          <dt>Datumsformat und Zahlenformat</dt>
          <dd>
            Wie Datumsangaben (zum Beispiel der Tag vor dem Monat) und Zahlen (Dezimalzeichen und Tausendertrennzeichen) auf den Seiten und in
            Berichten erscheinen.
          </dd>
          <dt>Zeitzone</dt>
          <dd>
            Die Zeitzone der Uhrzeiten, die die Plattform Ihnen anzeigt, etwa wann ein Bericht erstellt wurde oder wann eine Videositzung beginnt.
          </dd>
          <dt>Standard-Testleitung</dt>
          <dd>Die Testleitung, die bei einer neuen Testung voreingestellt ist.</dd>
          <dt>Nach der Eingabe einer Antwort zum nächsten Item wechseln</dt>
          <dd>
            Bei der <a href={helpLink('assessment', 'item-entry')}>Item-Eingabe</a> springt der Cursor nach jedem Tastendruck zum nächsten Item.
          </dd>
          <dt>Tipps für den Einstieg anzeigen</dt>
          <dd>Die Tipps „Erste Schritte“ über der Liste der Testpersonen.</dd>
          <dt>Vor Ablauf der Sitzung warnen</dt>
          <dd>
            Die Warnung, die unter <a href={helpLink('sessions')}>Sitzungen und Zeitüberschreitung</a> beschrieben ist.
          </dd>
        </dl>
      ),
    },
  },
};
