/** Help: manage accounts (users, roles, labels, account deletion), in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in Dutch. */
export const MANAGE_ACCOUNTS_NL: HelpTopicText = {
  title: 'Accounts beheren',
  summary: 'Voor accountbeheerders: de gebruikers van het account en hun rollen, de labels en aangepaste velden van het account, en het verwijderen van het account.',
  sections: {
    users: {
      title: 'Gebruikers',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            In de lijst met gebruikers van het account kunt u met ‘Gebruikers zoeken’ zoeken op naam, gebruikersnaam of e-mailadres en filteren
            op rol en op status (actief of niet). Elke rij toont de rol van de gebruiker, of de gebruiker testleider is (en dus als testleider van
            een afname kan worden aangewezen) en of de gebruiker actief is, met een link Bewerken. Lange lijsten hebben pagina’s.
          </p>
          <p>
            ‘Nieuwe gebruiker’ vraagt om de gebruikersnaam en een eerste wachtwoord (minstens {facts.minPasswordLength} tekens, niet de
            gebruikersnaam), de titel, de namen, het achtervoegsel, het e-mailadres en het telefoonnummer, de rol, ‘Mag als testleider van een
            afname worden aangewezen’ en ‘Actief’; ‘Gebruiker aanmaken’ slaat de gebruiker op. Gebruikersnamen zijn uniek binnen Q-global en
            worden in kleine letters bewaard. Bij het bewerken van een gebruiker wijzigt u dezelfde gegevens, behalve het wachtwoord, en slaat u op
            met ‘Gebruiker opslaan’. Als u een gebruiker deactiveert, eindigen diens sessies direct; de gebruiker kan zich niet meer aanmelden en
            het werk blijft bewaard. U kunt uzelf niet deactiveren en uw eigen beheerdersrol niet intrekken, zodat een account nooit zijn laatste
            toegang verliest.
          </p>
          <p>
            De pagina toont ook wat elke rol mag doen. Dezelfde tabel staat in deze help onder{' '}
            <a href={helpLink('getting-started', 'roles')}>rollen</a>.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Labels, aangepaste velden en de verificatiecode',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Het <strong>label voor testpersonen</strong> en het <strong>label voor testleiders</strong> zijn de woorden die het platform gebruikt
            voor de mensen die u test en de mensen die hen testen: een school kan ‘Leerling’ en ‘Leerkracht’ gebruiken. De namen van de{' '}
            <strong>vier aangepaste velden</strong> zijn de koppen van extra gegevens van testpersonen, zoals een klas of een casemanager.
            ‘Accountinstellingen opslaan’ bewaart ze; bij elk veld dat niet wordt geaccepteerd, staat waarom. Het platform toont de nieuwe woorden
            de volgende keer dat zijn pagina’s worden geladen.
          </p>
          <p>
            De <strong>verificatiecode voor de invoer</strong> (letters, cijfers, - en _, geen spaties) schakelt verificatie in: zolang de code is
            ingesteld, moet elke afname van het account een <a href={helpLink('assessment', 'verification')}>tweede, blinde invoer</a> doorlopen
            voordat die kan worden gescoord. Laat het veld leeg om verificatie uit te schakelen.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Het account verwijderen',
      body: (facts) => (
        <p>
          Een beheerder kan vragen om het hele account te verwijderen: vink ‘Ik begrijp dat alle gegevens van dit account worden verwijderd’ aan
          en kies ‘Verwijdering van dit account aanvragen’. De verwijdering vindt plaats na een bedenktijd van {facts.selfDeletionGraceDays} dagen;
          de pagina toont de datum. Tot dan werkt het account zoals voorheen, en kunnen de medewerkers gegevensbewaring van Q-global de
          verwijdering stoppen. Op die datum worden alle gegevens van het account verwijderd, met de testpersonen, afnames en rapporten.
        </p>
      ),
    },
    'account-export': {
      title: 'De gegevens van het account exporteren',
      body: (facts) => (
        <p>
          Een beheerder kan alle gegevens van het account als één ZIP-bestand krijgen: kies &quot;De gegevens van dit account exporteren&quot;. Het
          bestand bevat de cliënten, de afnames met hun antwoorden en scores, alle opgeslagen rapporten als pdf, het gebruiksoverzicht, de
          e-mailgeschiedenis en het auditlogboek, als CSV-bestanden die een spreadsheet opent, met een README die elk bestand beschrijft. Zodra de
          export klaar is, komt er een downloadlink naar uw e-mailadres. De link werkt één keer, {facts.exportLinkHours} uur lang, en vraagt geen
          aanmelding; de pagina toont eerdere exports en of hun link is gebruikt.
        </p>
      ),
    },
  },
};
