/** Help in Danish: manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in Danish. */
export const MANAGE_ACCOUNTS_DA: HelpTopicText = {
  title: 'Administrer konti',
  summary: 'For kontoadministratorer: kontoens brugere og deres roller, kontoens betegnelser og brugerdefinerede felter og sletning af kontoen.',
  sections: {
    users: {
      title: 'Brugere',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            I listen over kontoens brugere kan du søge på navn, brugernavn eller e-mailadresse og filtrere efter rolle og status (aktiv eller ej)
            med »Find brugere«. Hver række viser brugerens rolle, om vedkommende er testleder (og derfor kan angives som testleder for en
            testning), og om vedkommende er aktiv, med et Rediger-link. Lange lister er delt op i sider.
          </p>
          <p>
            »Ny bruger« beder om brugernavnet og en startadgangskode (mindst {facts.minPasswordLength} tegn og ikke brugernavnet), titel, navne,
            navnetilføjelse, e-mailadresse og telefon, rollen, »Kan angives som testleder for en testning« og »Aktiv«; »Opret brugeren« gemmer den.
            Brugernavne er entydige i hele Q-global og gemmes med små bogstaver. Når du redigerer en bruger, ændrer du de samme oplysninger, undtagen
            adgangskoden, med »Gem brugeren«. Deaktiverer du en bruger, afsluttes vedkommendes sessioner med det samme; brugeren kan ikke længere
            logge ind, og vedkommendes arbejde bevares. Du kan ikke deaktivere dig selv eller fratage dig selv administratorrollen, så en konto aldrig
            mister sin sidste adgangsvej.
          </p>
          <p>
            Siden viser også, hvad hver rolle må. Den samme tabel findes under <a href={helpLink('getting-started', 'roles')}>roller</a> i denne
            hjælp.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Betegnelser, brugerdefinerede felter og verificeringskoden',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            <strong>Betegnelsen for »Testperson«</strong> og <strong>betegnelsen for »Testleder«</strong> er de ord, platformen bruger om de
            personer, der bliver testet, og de personer, der tester dem: en skole kan sige »Elev« og »Lærer«. Navnene på de{' '}
            <strong>fire brugerdefinerede felter</strong> er overskrifterne på ekstra oplysninger om testpersonen, for eksempel en klasse eller en
            sagsbehandler. »Gem kontoindstillingerne« gemmer dem; hver værdi, der ikke accepteres, får en begrundelse. Platformen viser de nye ord,
            næste gang dens sider indlæses.
          </p>
          <p>
            <strong>Verificeringskoden til indtastning af items</strong> (bogstaver, cifre, - og _, ingen mellemrum) slår verificering til: så
            længe den er angivet, skal hver testning på kontoen igennem en{' '}
            <a href={helpLink('assessment', 'verification')}>anden, blind indtastning</a>, før den kan scores. Lad feltet være tomt for at slå
            verificering fra.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Sletning af kontoen',
      body: (facts) => (
        <p>
          En administrator kan anmode om, at hele kontoen slettes: sæt kryds ved »Jeg forstår, at alle data på denne konto bliver slettet«, og vælg
          »Anmod om sletning af denne konto«. Sletningen sker efter en frist på {facts.selfDeletionGraceDays} dage; siden viser datoen. Indtil da
          fungerer kontoen som før, og Q-globals medarbejdere i dataopbevaring kan stoppe sletningen. Alle kontoens poster, med dens testpersoner,
          testninger og rapporter, slettes på den dato.
        </p>
      ),
    },
    'account-export': {
      title: 'Eksportér kontoens data',
      body: (facts) => (
        <p>
          En administrator kan få alle kontoens data som én ZIP-fil: vælg &quot;Eksportér kontoens data&quot;. Filen indeholder testpersonerne,
          testningerne med svar og scorer, alle gemte rapporter som PDF, forbrugsoversigten, e-mailhistorikken og revisionsloggen som CSV-filer,
          et regneark kan åbne, og en README, der fortæller, hvad hver fil er. Når den er klar, kommer et link til download til din e-mailadresse.
          Linket virker én gang, i {facts.exportLinkHours} timer, og kræver ikke login; siden viser tidligere eksporter, og om deres link er brugt.
        </p>
      ),
    },
  },
};
