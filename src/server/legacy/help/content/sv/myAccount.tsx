/** Help in Swedish: my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in Swedish. */
export const MY_ACCOUNT_SV: HelpTopicText = {
  title: 'Mina kontoinställningar',
  summary: 'Ditt namn och dina kontaktuppgifter, ditt lösenord och de inställningar som plattformen följer.',
  sections: {
    profile: {
      title: 'Profil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Öppna sidan från plattformens användarmeny (”Mina kontoinställningar”) eller från startsidan. Sidan har tre formulär, vart och ett med
            en egen Spara-knapp; ett formulär med fel listar felen överst och markerar varje fält.
          </p>
          <p>
            Profilen innehåller din titel, ditt förnamn, mellannamn och efternamn, suffix, e-postadress och telefonnummer. Ditt namn är det som
            rapporter och listor visar när du är testledare; meddelanden om återställning av lösenord skickas till e-postadressen.
          </p>
        </>
      ),
    },
    password: {
      title: 'Byt lösenord',
      body: (facts) => (
        <p>
          Skriv ditt nuvarande lösenord och det nya två gånger. Ett nytt lösenord har minst {facts.minPasswordLength} tecken och får inte vara ditt
          användarnamn. När du byter lösenord förblir du inloggad här men loggas ut på alla andra ställen (andra webbläsare och enheter), ifall
          någon annan kände till det gamla.
        </p>
      ),
    },
    preferences: {
      title: 'Inställningar',
      body: () => (
        <dl>
          <dt>Språk</dt>
          <dd>Språket på plattformens skärmar och, om du inte väljer något annat, i dina rapporter.</dd>
          <dt>Datumformat och talformat</dt>
          <dd>Hur datum (till exempel dag före månad) och tal (decimaltecknet och tusentalsavgränsaren) visas på skärmar och i rapporter.</dd>
          <dt>Tidszon</dt>
          <dd>Tidszonen för de tider som plattformen visar dig, till exempel när en rapport skapades eller när en videosession börjar.</dd>
          <dt>Standardtestledare</dt>
          <dd>Den testledare som en ny testning får från början.</dd>
          <dt>Gå till nästa uppgift när ett svar har matats in</dt>
          <dd>
            Vid <a href={helpLink('assessment', 'item-entry')}>inmatning av uppgifter</a> går markören till nästa uppgift efter varje
            tangenttryckning.
          </dd>
          <dt>Visa tips för att komma igång</dt>
          <dd>Tipsen under ”Kom igång” i listan över testpersoner.</dd>
          <dt>Varna innan sessionen går ut</dt>
          <dd>
            Varningen som beskrivs under <a href={helpLink('sessions')}>sessioner och tidsgränser</a>.
          </dd>
        </dl>
      ),
    },
  },
};
