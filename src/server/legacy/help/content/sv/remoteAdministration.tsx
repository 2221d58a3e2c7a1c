/** Help in Swedish: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** "1 timme", "24 timmar". */
const hours = (count: number): string => `${count} ${count === 1 ? 'timme' : 'timmar'}`;

/** The "Remote administration" page in Swedish. */
export const REMOTE_ADMINISTRATION_SV: HelpTopicText = {
  title: 'Distansadministrering',
  summary: 'Låta testpersonen, en förälder eller en lärare besvara ett frågeformulär på sin egen enhet, via e-post, länk eller videosession.',
  sections: {
    ways: {
      title: 'Sätt att genomföra en testning',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Delen ”Distansadministrering” på en testnings sida skickar frågeformuläret till den som ska besvara det: testpersonen, en förälder
            eller en lärare. De behöver inget konto. Välj vem som svarar och frågeformulärets språk, och sedan ett av följande:
          </p>
          <dl>
            <dt>Skicka via e-post</dt>
            <dd>
              Skriv in adressen och mottagarens namn; förhandsgranskningen visar meddelandet från ditt kontos mall. Länken gäller i{' '}
              {facts.linkValidityDays.default} dagar om du inte väljer mellan 1 och {facts.linkValidityDays.max}.
            </dd>
            <dt>Skapa länk</dt>
            <dd>Adressen visas en gång, så att du kan kopiera den till ditt eget meddelande. Kopiera den direkt: den visas inte igen.</dd>
            <dt>Genomför på den här enheten</dt>
            <dd>Frågeformuläret öppnas i en ny flik så att testpersonen kan svara i din närvaro; länken fungerar i en dag.</dd>
            <dt>Bjud in till en videosession</dt>
            <dd>
              Välj datum och tid för mötet (i din tidszon). Länken i inbjudan öppnas {hours(facts.videoSessionHours.before)} före mötet och
              fungerar i {hours(facts.videoSessionHours.after)} efter det.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Följa upp en länk',
      body: () => (
        <p>
          Tabellen <strong>Länkar</strong> visar varje länk: när och av vem den skapades, dess status (skickad, öppnad, pågår, slutförd, utgången
          eller tillbakadragen), vem som svarar, språket, när den går ut och vart den skickades via e-post. Tabellen uppdateras av sig själv. ”Dra
          tillbaka” stoppar en länk direkt; ”Skicka igen” ger den en ny adress (via e-post eller för att kopiera) och den gamla slutar fungera.
          Svar som redan har getts finns kvar i testningen i båda fallen. När den som svarar skickar in sina svar poängsätts testningen, och sidan
          visar det utan att behöva läsas in igen.
        </p>
      ),
    },
    'several-forms': {
      title: 'Flera formulär i en länk',
      body: () => (
        <p>
          På en testpersons sida skickar ”Skicka flera formulär tillsammans” en enda länk för två eller fler av personens öppna testningar (upp
          till 20), som besvaras en i taget i den ordning du väljer. E-postadressen behövs bara om länken ska skickas via e-post.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Leverans av e-post',
      body: () => (
        <p>
          E-postmeddelanden köas och skickas i bakgrunden. Om e-postservern inte tar emot ett meddelande görs nya försök med allt längre
          mellanrum; testpersonens lista över e-postmeddelanden visar ”Försöker igen” med orsaken, och ”Misslyckades” när alla försök har
          misslyckats (du får då också en <a href={helpLink('notifications')}>avisering</a>). Ämnesraden nämner bara avsändaren, aldrig
          testpersonen eller formuläret.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Livesessioner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            ”Livesessioner” i menyn visar de sessioner du håller live med en testperson på en annan plats: kommande (den närmaste först),
            tidigare eller alla, filtrerade efter status, testledare, formulär, datum eller en sökning. Varje rad visar när (i din tidszon),
            testpersonen, formulären, videon, statusen och vem som är ansluten nu.
          </p>
          <p>
            ”Planera en session” frågar efter testpersonen, formulären som testpersonen kan göra, datum och tid, längd, språk och video:
            inbyggd, er egen videotjänst med dess https-adress, eller ingen. En testpersons sida har ”Planera en livesession” för samma
            formulär med testpersonen vald. Efter planeringen bjuder du in testpersonen eller en förälder: kopiera en länk (adressen visas
            bara en gång) eller skicka inbjudan via e-post. ”Starta” börjar sessionen och öppnar dess liveskärm; ”Ställ in” ställer in en
            session som inte har börjat, och dess länkar slutar fungera.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'Liveskärmen',
      body: () => (
        <>
          <p>
            Liveskärmen visar anslutningen (den återansluter av sig själv om nätverket faller bort), vem som är ansluten och vad testpersonen
            ser nu. Visa varje steg i ordning med ”Föregående” och ”Nästa”, eller vilket steg som helst i listan: varje formulärs
            instruktioner, dess frågor (med testpersonens svar; du kan ange ett svar som sades högt) och dess lästexter, samt sidorna i
            stimulusböckerna på sessionens språk. Det som skulle avvisas är nedtonat, och ett avvisande förklaras. ”Avsluta sessionen” stänger
            den på båda skärmarna.
          </p>
          <p>
            För en lästext startar ”Starta tidtagningen” läsprovet på en minut. Välj varje ord som lästes fel och, med ”Sista lästa ordet”,
            ordet som barnet kom till. Tidtagningen stannar av sig själv efter en minut, eller med ”Stoppa i förtid” (poängen räknas då om).
            Resultatet visar rätt lästa ord per minut, noggrannheten, lästa ord och fel; ”Spara poängen” sparar det som testningens poäng.
          </p>
        </>
      ),
    },
  },
};
